import { Trans, useLingui } from "@lingui/react/macro";
import { data, redirect } from "react-router";
import { Form, Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/make-offer";
import { Button } from "../components/ui/button.tsx";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { signInPath } from "../features/accounts/sign-in-path.ts";
import { OfferAmountField } from "../features/chat/components/offer-amount-field.tsx";
import { conversationHref } from "../features/chat/conversations.server.ts";
import { OFFER_MAX_PERCENT, OFFER_MESSAGES, OFFER_MIN_PERCENT } from "../features/chat/offer-lifecycle.ts";
import { makeOffer, saleForOffer } from "../features/chat/offers.server.ts";
import { standingOffer } from "../features/chat/offer-view.server.ts";
import { listingHref } from "../features/listings/listing.ts";
import { resolveCountry } from "../lib/countries.ts";
import { formatExactPrice } from "../lib/money.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { pagePath } from "../server/page-url.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage, requestLanguage, withMessages } from "../server/i18n.server.ts";

const PAGE_TITLE = /*i18n*/ "Faire une offre — AutoAfrique";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.pageTitle ?? PAGE_TITLE }, { name: "robots", content: "noindex" }];

/**
 * 'Faire une offre' from a sale's page (a link: the shared page stays the same for everyone). A
 * visitor signs in and comes back here; the action checks every rule again and opens the chat.
 */
async function pageLoader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) throw redirect(signInPath(pagePath(request), "connexion"));
  const [sale, standing] = await Promise.all([saleForOffer(params.id), standingOffer(user.id, params.id)]);
  const country = resolveCountry(await selectedCountry(request, user.country));
  const refusal = !sale
    ? OFFER_MESSAGES.unavailable
    : sale.ownerId === user.id
      ? OFFER_MESSAGES.self
      : standing
        ? standing.accepted
          ? OFFER_MESSAGES.alreadyAccepted
          : OFFER_MESSAGES.alreadyOpen
        : null;
  return data(
    {
      pageTitle: PAGE_TITLE,
      listingId: params.id,
      title: sale?.title ?? null,
      price: sale ? formatExactPrice(sale.price, country, undefined, requestLanguage(request)) : null,
      currency: country.currencySymbol,
      refusal,
      conversation: standing ? conversationHref(standing.conversationId) : null,
    },
    { status: sale ? 200 : 404 },
  );
}
export const loader = withMessages("routes/make-offer", pageLoader);

async function pageAction({ request, params }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user) return redirect(signInPath(pagePath(request), "connexion"));
  const form = await readForm(request);
  const amount = String(form.get("amount") ?? "").slice(0, 40);
  const country = resolveCountry(await selectedCountry(request, user.country));
  const made = await makeOffer(user.id, params.id, amount, country, { language: requestLanguage(request) });
  if (!made.ok) return data({ error: made.error, amount }, { status: 400 });
  return redirect(conversationHref(made.conversationId), 303);
}
export const action = inPageLanguage(pageAction);

export default function MakeOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { listingId, title, price, currency, refusal, conversation } = loaderData;
  const { t } = useLingui();
  const minPercent = OFFER_MIN_PERCENT;
  const maxPercent = OFFER_MAX_PERCENT;
  return (
    <div className="mx-auto max-w-lg px-4 py-6">
      <h1 className="text-2xl font-bold">
        <Trans>Faire une offre</Trans>
      </h1>
      {refusal ? (
        <>
          <p role="alert" className="mt-4 font-medium text-red-700">
            {refusal}
          </p>
          {conversation ? (
            <Link to={conversation} className="mt-3 inline-block font-semibold text-brand-600">
              <Trans>Voir la conversation</Trans>
            </Link>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            <Trans>
              {title} — prix affiché <strong data-testid="offer-price">{price}</strong>
            </Trans>
          </p>
          <p className="mt-1 text-sm text-slate-500">
            <Trans>
              Proposez entre {minPercent} % et {maxPercent} % du prix. Le vendeur a 72 heures pour répondre dans la conversation.
            </Trans>
          </p>
          <Form method="post" className="mt-4 space-y-4">
            <OfferAmountField id="offer-amount" label={t`Votre offre`} currency={currency} defaultValue={actionData?.amount} error={actionData?.error} />
            <Button type="submit" size="lg" block>
              <Trans>Envoyer l'offre</Trans>
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6">
        <Link to={listingHref("sale", encodeURIComponent(listingId))} className="text-sm font-medium text-brand-600">
          <Trans>Retour à l'annonce</Trans>
        </Link>
      </p>
    </div>
  );
}
