import { metaI18n } from "../lib/meta-i18n.ts";
import { data, redirect } from "react-router";
import { Form } from "../components/ui/link.tsx";
import type { Route } from "./+types/sandbox-portal";
import { Button } from "../components/ui/button.tsx";
import { handlePaymentEvent } from "../features/purchases/payment-events.server.ts";
import { sandboxPagesShown, sandboxPortalCustomer } from "../features/payments/sandbox-pages.server.ts";
import { formatLongDate } from "../lib/long-date.ts";
import { refusalStatus } from "../lib/result.ts";
import { cancelSandboxSubscription, sandboxSubscriptionsOf } from "../server/payments/sandbox.server.ts";
import { localizedRedirect } from "../server/page-url.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, requestLanguage, withMessages } from "../server/i18n.server.ts";
import { requireUser } from "./guards.server.ts";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { usePageLanguage } from "../components/ui/link.tsx";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: i18n._(msg`Gérer mon abonnement (sandbox) — AutoAfrique`) }, { name: "robots", content: "noindex" }];
};

const SUBSCRIPTION_CANCELLED = /*i18n*/ "Abonnement résilié";

/**
 * The customer of the portal's signed link, who must be the member signed in: a 404 while the
 * sandbox stands in for no provider, a visitor signs in first; a link that is not valid is a 403,
 * a valid one in anyone else's hands a 404.
 */
async function customerOf(request: Request) {
  if (!sandboxPagesShown()) throw data(null, { status: 404 });
  const user = await requireUser(request);
  const found = sandboxPortalCustomer(user.id, new URL(request.url).searchParams);
  if (!found.ok) throw data(found.error, { status: refusalStatus(found) });
  const { customer } = found;
  // In the page's language here: the link back is a plain anchor, and the action's redirect stays in it.
  return { customer, back: localizedRedirect(new URL(request.url).searchParams.get("retour"), requestLanguage(request), "/subscription") };
}

/** The sandbox provider's customer portal, reached by a signed link by its member: the subscriptions, and 'Résilier'. */
async function pageLoader({ request }: Route.LoaderArgs) {
  const { customer, back } = await customerOf(request);
  const subscriptions = await sandboxSubscriptionsOf(customer);
  return { back, subscriptions: subscriptions.map((s) => ({ id: s.id, renewsAt: s.currentPeriodEnd.toISOString() })) };
}
export const loader = withMessages("routes/sandbox-portal", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const { customer, back } = await customerOf(request);
  const form = await readForm(request);
  const event = await cancelSandboxSubscription(customer, String(form.get("subscription") ?? ""));
  if (!event) return redirect(back);
  await handlePaymentEvent("sandbox", event);
  return redirectWithToast(back, { type: "success", title: SUBSCRIPTION_CANCELLED });
}
export const action = inPageLanguage(pageAction);

export default function SandboxPortal({ loaderData }: Route.ComponentProps) {
  const language = usePageLanguage();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
          <Trans>Portail de test (sandbox)</Trans>
        </p>
        <h1 className="mt-2 text-xl font-bold">
          <Trans>Mon abonnement</Trans>
        </h1>
        {loaderData.subscriptions.length === 0 ? (
          <p className="mt-4 text-slate-600">
            <Trans>Aucun abonnement en cours.</Trans>
          </p>
        ) : null}
        {loaderData.subscriptions.map((s) => {
          const renewsOn = formatLongDate(s.renewsAt, {}, language);
          return (
            <Form key={s.id} method="post" className="mt-4 space-y-3">
              <p>
                <Trans>Plan Pro, renouvelé le {renewsOn}</Trans>
              </p>
              <input type="hidden" name="subscription" value={s.id} />
              <Button type="submit" variant="danger" block>
                <Trans>Résilier l'abonnement</Trans>
              </Button>
            </Form>
          );
        })}
        <a href={loaderData.back} className="mt-4 block text-center text-sm text-brand-700 underline">
          <Trans>Retour</Trans>
        </a>
      </div>
    </div>
  );
}
