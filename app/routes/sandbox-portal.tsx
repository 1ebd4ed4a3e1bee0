import { redirect } from "react-router";
import { Form } from "../components/ui/link.tsx";
import type { Route } from "./+types/sandbox-portal";
import { Button } from "../components/ui/button.tsx";
import { handlePaymentEvent } from "../features/purchases/payment-events.server.ts";
import { sandboxPortalCustomer } from "../features/payments/sandbox-pages.server.ts";
import { formatLongDate } from "../lib/long-date.ts";
import { cancelSandboxSubscription, sandboxSubscriptionsOf } from "../server/payments/sandbox.server.ts";
import { safeRedirect } from "../server/page-url.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Gérer mon abonnement (sandbox) — AutoAfrique" }, { name: "robots", content: "noindex" }];

async function customerOf(request: Request) {
  const customer = await sandboxPortalCustomer(request);
  return { customer, back: safeRedirect(new URL(request.url).searchParams.get("retour"), "/subscription") };
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
  return redirectWithToast(back, { type: "success", title: "Abonnement résilié" });
}
export const action = inPageLanguage(pageAction);

export default function SandboxPortal({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">Portail de test (sandbox)</p>
        <h1 className="mt-2 text-xl font-bold">Mon abonnement</h1>
        {loaderData.subscriptions.length === 0 ? <p className="mt-4 text-slate-600">Aucun abonnement en cours.</p> : null}
        {loaderData.subscriptions.map((s) => (
          <Form key={s.id} method="post" className="mt-4 space-y-3">
            <p>Plan Pro, renouvelé le {formatLongDate(s.renewsAt)}</p>
            <input type="hidden" name="subscription" value={s.id} />
            <Button type="submit" variant="danger" block>
              Résilier l'abonnement
            </Button>
          </Form>
        ))}
        <a href={loaderData.back} className="mt-4 block text-center text-sm text-brand-700 underline">
          Retour
        </a>
      </div>
    </div>
  );
}
