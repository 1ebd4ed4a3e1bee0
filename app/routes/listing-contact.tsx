import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { MessageCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/listing-contact";
import { Button } from "../components/ui/button.tsx";
import { Form, Link } from "../components/ui/link.tsx";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { contactIntentOf } from "../features/chat/contact.server.ts";
import { contactAction, contactPageAnswer } from "./contact-answers.server.ts";
import { type ListingKind, type ListingRef, listingHref } from "../features/listings/listing.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Contacter — AutoAfrique`) }, { name: "robots", content: "noindex" }];

/**
 * This module serves two routes, listing/:id/contacter (a sale's) and rental/:id/contacter (a rental's), in
 * every language: the pattern the route was registered with says which, not the address asked for.
 */
function refOf(pattern: string, id: string | undefined): ListingRef {
  const kind: ListingKind = pattern.endsWith("rental/:id/contacter") ? "rental" : "sale";
  return { kind, id: id ?? "" };
}

/**
 * Where 'Contacter' leads a visitor once signed in (or signed up and verified): the chat with the
 * listing's seller or owner. A conversation that exists is opened at once; otherwise this page
 * opens it by POST (a page view writes nothing, ADR 0026), on its own once its script runs when
 * the member came from our own pages, with its button otherwise (a link from another site, or no
 * JavaScript), so that no other site can open conversations in a member's name.
 */
async function pageLoader({ request, params, pattern }: Route.LoaderArgs) {
  const ref = refOf(pattern, params.id);
  const answer = await contactPageAnswer(request, ref);
  if (answer) throw answer;
  const site = request.headers.get("sec-fetch-site");
  return {
    kind: ref.kind,
    back: listingHref(ref.kind, encodeURIComponent(ref.id)),
    intent: contactIntentOf(new URL(request.url).searchParams),
    auto: site === "same-origin" || site === "none",
  };
}
export const loader = withMessages("routes/listing-contact", pageLoader);

async function pageAction({ request, params, pattern }: Route.ActionArgs) {
  return contactAction(request, refOf(pattern, params.id));
}
export const action = inPageLanguage(pageAction);

export default function ListingContact({ loaderData }: Route.ComponentProps) {
  const { kind, back, intent, auto } = loaderData;
  const submit = useSubmit();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  const started = useRef(false);
  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    // What the button sends, in place of this page in the history: 'Back' from the chat returns to where the member was.
    void submit({ intent }, { method: "post", replace: true });
  }, [auto, intent, submit]);
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center">
      <h1 className="mb-3 text-2xl font-bold">{kind === "sale" ? <Trans>Contacter le vendeur</Trans> : <Trans>Contacter le propriétaire</Trans>}</h1>
      <p className="mb-6 text-slate-600" role="status">
        {/* Before the script runs (or without it), the button is the way: the page says so. */}
        {auto && hydrated ? (
          <Trans>Ouverture de la conversation...</Trans>
        ) : (
          <Trans>Vous êtes connecté : ouvrez la conversation pour écrire votre message.</Trans>
        )}
      </p>
      <Form method="post" replace data-auto-open={auto ? "true" : "false"} className="space-y-4">
        <input type="hidden" name="intent" value={intent} />
        <Button type="submit" size="lg" block disabled={busy}>
          <MessageCircle aria-hidden size={18} />
          <Trans>Ouvrir la conversation</Trans>
        </Button>
      </Form>
      <p className="mt-6">
        <Link to={back} className="text-sm font-medium text-brand-700 underline">
          <Trans>Retour à l'annonce</Trans>
        </Link>
      </p>
    </div>
  );
}
