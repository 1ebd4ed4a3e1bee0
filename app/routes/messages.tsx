import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle } from "lucide-react";
import { data, useActionData } from "react-router";
import type { Route } from "./+types/messages";
import { requireUser } from "./guards.server.ts";
import { CHAT_MESSAGES } from "../features/chat/chat-rules.ts";
import { loadChat } from "../features/chat/chat-view.server.ts";
import { suggestedDraft } from "../features/chat/contact.server.ts";
import { listConversations } from "../features/chat/inbox.server.ts";
import { acceptedOffers, offerPanel } from "../features/chat/offer-view.server.ts";
import type { OfferAnswer } from "../features/chat/components/offer-card.tsx";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { ChatPanel } from "../features/chat/components/chat-panel.tsx";
import { ConversationList } from "../features/chat/components/conversation-list.tsx";
import type { SendAnswer } from "../features/chat/components/composer.tsx";
import { cx } from "../components/ui/cx.ts";
import { requestLanguage, withMessages } from "../server/i18n.server.ts";
import { useLocalizedPath } from "../components/ui/link.tsx";

/** The page's title: marked, so its loader's data carries it in the page's language. */
const PAGE_TITLE = /*i18n*/ "Messages — AutoAfrique";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.pageTitle ?? PAGE_TITLE }];

/**
 * /messages (the list) and, through routes/conversation.tsx, /messages/{id} (the list and the open
 * chat; on a phone, the chat alone).
 */
async function pageLoader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  // Only /messages/{id} (routes/conversation.tsx, the same page) has one.
  const id = "id" in params ? String(params.id) : null;
  const [conversations, chat, offers, accepted, countryCode] = await Promise.all([
    listConversations(user.id),
    id ? loadChat(user.id, id, url.searchParams.get("before")) : null,
    id ? offerPanel(user.id, id) : null,
    acceptedOffers(user.id),
    selectedCountry(request, user.country),
  ]);
  const page = {
    pageTitle: PAGE_TITLE,
    conversations,
    chat,
    offers,
    accepted,
    currency: resolveCountry(countryCode).currencySymbol,
    openId: id,
    invalid: id !== null && !chat,
    draft: chat ? suggestedDraft(url.searchParams, chat.listing, requestLanguage(request)) : "",
    showingOlder: url.searchParams.has("before"),
    now: new Date().toISOString(),
  };
  return data(page, { status: page.invalid ? 404 : 200 });
}
export const loader = withMessages("routes/messages", pageLoader);

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { conversations, chat, offers, accepted, currency, openId, invalid, draft, now, showingOlder } = loaderData;
  // A send or an offer's move refused without JavaScript (the conversation's action, /messages/{id}).
  const answer = useActionData<SendAnswer | OfferAnswer>();
  const { i18n } = useLingui();
  const localized = useLocalizedPath();
  const refused = answer && "ok" in answer && !answer.ok ? answer : undefined;
  const offerAnswer = answer && "offerError" in answer ? answer : undefined;
  return (
    <div className="mx-auto flex h-[calc(100dvh-8.5rem)] max-w-6xl md:h-[calc(100dvh-3.5rem)] md:border-x md:border-slate-200">
      <section
        aria-labelledby="conversations-heading"
        className={cx("w-full overflow-y-auto bg-white md:block md:w-80 md:shrink-0 md:border-e md:border-slate-200", openId && "hidden")}
      >
        <h1 id="conversations-heading" className="border-b border-slate-100 px-4 py-3 text-lg font-bold">
          <Trans>Messages</Trans>
        </h1>
        <ConversationList conversations={conversations} openId={openId} now={now} accepted={accepted} />
      </section>
      <div className={cx("min-w-0 flex-1 flex-col bg-white", openId ? "flex" : "hidden md:flex")}>
        {chat ? (
          <ChatPanel
            chat={chat}
            now={now}
            initial={refused?.content ?? draft}
            error={refused?.error}
            showingOlder={showingOlder}
            offers={offers ?? undefined}
            currency={currency}
            offerAnswer={offerAnswer}
          />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-slate-500">
            <MessageCircle aria-hidden size={36} />
            {invalid ? (
              <p role="alert" className="font-medium text-red-700">
                {i18n._(CHAT_MESSAGES.invalidConversation)}
              </p>
            ) : (
              <p>
                <Trans>Sélectionnez une conversation pour afficher les messages.</Trans>
              </p>
            )}
            {invalid ? (
              <a href={localized("/messages")} className="text-sm font-medium text-brand-600 md:hidden">
                <Trans>Retour aux conversations</Trans>
              </a>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
