import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/listing-renewal";
import { Button } from "../components/ui/button.tsx";
import { buttonClass } from "../components/ui/button-class.ts";
import { RENEWAL_MESSAGES, RENEW_LABEL, renewedLine } from "../features/listings/expiry/expiry-rules.ts";
import { renewFromLink, signedPeriodEnd } from "../features/listings/expiry/renewal-link.server.ts";
import { formatLongDate } from "../lib/long-date.ts";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage, requestLanguage, serverI18n, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => [
  { title: metaI18n(args.matches)._(msg`Renouveler mon annonce — AutoAfrique`) },
  { name: "robots", content: "noindex" },
];

function pageLoader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const [e, s] = [query.get("e") ?? "", query.get("s") ?? ""];
  const valid = signedPeriodEnd(params.id, e, s) !== null;
  return { e, s, refusal: valid ? null : RENEWAL_MESSAGES.invalidLink };
}
export const loader = withMessages("routes/listing-renewal", pageLoader);

/**
 * Renewing changes state, so it happens on POST (a mail scanner fetching the link changes nothing):
 * the page posts as soon as it is hydrated, and a button does it without JavaScript.
 */
async function pageAction({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const result = await renewFromLink(params.id, form.get("e"), form.get("s"));
  const language = requestLanguage(request);
  return result.ok
    ? { ok: true, message: renewedLine(result.title, formatLongDate(result.expiresAt, undefined, language), serverI18n(language)) }
    : { ok: false, message: result.error };
}
export const action = inPageLanguage(pageAction);

export default function ListingRenewal({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const fetcher = useFetcher<typeof action>();
  const started = useRef(false);
  const { e, s, refusal } = loaderData;
  useEffect(() => {
    if (started.current || refusal) return;
    started.current = true;
    void fetcher.submit({ e, s }, { method: "post" });
  }, [fetcher, e, s, refusal]);

  // The answer of the page's own post, or of the button's without JavaScript.
  const result = refusal ? { ok: false, message: refusal } : (fetcher.data ?? actionData);
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="mb-6 text-2xl font-bold">
        <Trans>Renouveler mon annonce</Trans>
      </h1>
      {!result ? (
        <fetcher.Form method="post" className="space-y-4">
          <input type="hidden" name="e" value={e} />
          <input type="hidden" name="s" value={s} />
          <p className="text-slate-600" role="status">
            <Trans>Renouvellement en cours...</Trans>
          </p>
          <noscript>
            <Button type="submit">{i18n._(RENEW_LABEL)}</Button>
          </noscript>
        </fetcher.Form>
      ) : (
        <div className="space-y-6">
          <p role={result.ok ? "status" : "alert"} className={`text-lg ${result.ok ? "text-green-700" : "text-red-700"}`}>
            {result.message}
          </p>
          <Link to="/profile?tab=annonces" className={buttonClass({ variant: "dark" })}>
            <Trans>Voir mes annonces</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
