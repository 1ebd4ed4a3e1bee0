import { metaI18n } from "../lib/meta-i18n.ts";
import { data, redirect } from "react-router";
import { Form } from "../components/ui/link.tsx";
import type { Route } from "./+types/sandbox-checkout";
import { Button } from "../components/ui/button.tsx";
import { handlePaymentEvent } from "../features/purchases/payment-events.server.ts";
import { payerSandboxCheckout, sandboxPagesShown } from "../features/payments/sandbox-pages.server.ts";
import { formatCfa } from "../lib/money.ts";
import { refusalStatus } from "../lib/result.ts";
import { closeSandboxCheckout } from "../server/payments/sandbox.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { requireUser } from "./guards.server.ts";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { usePageLanguage } from "../components/ui/link.tsx";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: i18n._(msg`Paiement (sandbox) — AutoAfrique`) }, { name: "robots", content: "noindex" }];
};

/**
 * The checkout `id` for its payer, whether they look, pay or cancel: a 404 while the sandbox stands
 * in for no provider (before sign-in: there is nothing to sign in for), a visitor signs in first,
 * anyone else's session reads as unknown.
 */
async function payersCheckout(request: Request, id: string) {
  if (!sandboxPagesShown()) throw data(null, { status: 404 });
  const user = await requireUser(request);
  const found = await payerSandboxCheckout(user.id, id);
  if (!found.ok) throw data(found.error, { status: refusalStatus(found) });
  return found.checkout;
}

async function pageLoader({ request, params }: Route.LoaderArgs) {
  const checkout = await payersCheckout(request, params.id);
  return { id: checkout.id, amount: checkout.amount, description: checkout.description, status: checkout.status, cancelUrl: checkout.cancelUrl };
}
export const loader = withMessages("routes/sandbox-checkout", pageLoader);

/** The payer pays or gives up: the session closes once, then the same handling as a real provider's webhook. */
async function pageAction({ request, params }: Route.ActionArgs) {
  const checkout = await payersCheckout(request, params.id);
  const form = await readForm(request);
  const outcome = form.get("intent") === "pay" ? "paid" : "cancelled";
  const event = await closeSandboxCheckout(checkout.id, outcome);
  if (event) await handlePaymentEvent("sandbox", event);
  // As a real provider: back to the given address, which says what happened (no cookie of ours).
  return redirect(outcome === "cancelled" ? checkout.cancelUrl : checkout.successUrl);
}
export const action = inPageLanguage(pageAction);

export default function SandboxCheckout({ loaderData }: Route.ComponentProps) {
  const { amount, description, status } = loaderData;
  const total = formatCfa(amount, usePageLanguage());
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
          <Trans>Paiement de test (sandbox)</Trans>
        </p>
        <h1 className="mt-2 text-xl font-bold">{description}</h1>
        <p className="mt-4 text-3xl font-bold text-brand-700">{total}</p>
        {status === "open" ? (
          <Form method="post" className="mt-6 space-y-3">
            <Button type="submit" name="intent" value="pay" size="lg" block>
              <Trans>Payer {total}</Trans>
            </Button>
            <Button type="submit" name="intent" value="cancel" variant="ghost" block>
              <Trans>Annuler</Trans>
            </Button>
          </Form>
        ) : (
          <p className="mt-6 text-slate-600">
            {status === "paid" ? <Trans>Ce paiement a déjà été effectué.</Trans> : <Trans>Ce paiement a été annulé.</Trans>}
          </p>
        )}
      </div>
    </div>
  );
}
