import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { Button } from "../components/ui/button.tsx";
import { OutcomeWithHomeLink } from "../components/ui/outcome.tsx";
import { MAIL_TOPICS, UNSUBSCRIBE_INVALID, isValidUnsubscribe, mailTopic, unsubscribe } from "../features/accounts/mail-unsubscribe.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { ALERTS_HEADING, ALERT_TOPIC, isValidAlertUnsubscribe, unsubscribeAlerts } from "../features/saved-searches/alert-unsubscribe.server.ts";
import { PRICE_DROPS_HEADING, PRICE_DROP_TOPIC, isValidPriceDropUnsubscribe, unsubscribePriceDrops } from "../features/saved-searches/price-drops.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaI18n(matches)._(msg`Désabonnement — AutoAfrique`) },
  { name: "robots", content: "noindex" },
];

function pageLoader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const [t, u, s] = [query.get("t") ?? "", query.get("u") ?? "", query.get("s") ?? ""];
  // A saved search's alerts: signed for the search, not the member.
  if (t === ALERT_TOPIC) {
    const valid = isValidAlertUnsubscribe(u, s);
    return { t, u, s, valid, heading: ALERTS_HEADING, refusal: valid ? null : UNSUBSCRIBE_INVALID };
  }
  // A favourite's price drops: signed for the member.
  if (t === PRICE_DROP_TOPIC) {
    const valid = isValidPriceDropUnsubscribe(u, s);
    return { t, u, s, valid, heading: PRICE_DROPS_HEADING, refusal: valid ? null : UNSUBSCRIBE_INVALID };
  }
  const topic = mailTopic(t);
  const valid = isValidUnsubscribe(topic, u, s);
  return { t, u, s, valid, heading: MAIL_TOPICS[topic ?? "messages"].heading, refusal: valid ? null : UNSUBSCRIBE_INVALID };
}
export const loader = withMessages("routes/unsubscribe", pageLoader);

/**
 * Unsubscribing changes state, so it happens on POST (a mail scanner fetching the link changes
 * nothing): the page posts as soon as it is hydrated, a button does without JavaScript, and mail
 * clients' own one-click unsubscribe (RFC 8058) posts here with the link's query.
 */
async function pageAction({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const query = new URL(request.url).searchParams;
  const field = (name: string) => form.get(name) ?? query.get(name);
  if (field("t") === ALERT_TOPIC) return unsubscribeAlerts(field("u"), field("s"));
  if (field("t") === PRICE_DROP_TOPIC) return unsubscribePriceDrops(field("u"), field("s"));
  return unsubscribe(field("t"), field("u"), field("s"));
}
export const action = inPageLanguage(pageAction);

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const started = useRef(false);
  const { t, u, s, valid, heading, refusal } = loaderData;
  useEffect(() => {
    if (started.current || !valid) return;
    started.current = true;
    void fetcher.submit({ t, u, s }, { method: "post" });
  }, [fetcher, t, u, s, valid]);

  const result = refusal ? { ok: false, message: refusal } : fetcher.data;
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="mb-6 text-2xl font-bold">{heading}</h1>
      {!result ? (
        <fetcher.Form method="post" className="space-y-4">
          <input type="hidden" name="t" value={t} />
          <input type="hidden" name="u" value={u} />
          <input type="hidden" name="s" value={s} />
          <p className="text-slate-600" role="status">
            <Trans>Désabonnement en cours...</Trans>
          </p>
          <noscript>
            <Button type="submit">
              <Trans>Me désabonner</Trans>
            </Button>
          </noscript>
        </fetcher.Form>
      ) : (
        <OutcomeWithHomeLink ok={result.ok} message={result.message} />
      )}
    </div>
  );
}
