import { Crown } from "lucide-react";
import { useEffect } from "react";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/subscription-success";
import { buttonClass } from "../components/ui/button-class.ts";
import { showToast } from "../components/ui/client-toast.ts";
import { PaymentConfirming, PaymentUnpaid } from "../features/payments/components/payment-waiting.tsx";
import { requireUser } from "./guards.server.ts";
import { returnPagePayment } from "./payment-return.server.ts";
import { PAYMENT_PAGE_MESSAGES } from "../features/payments/payment-messages.ts";
import { isPro } from "../features/subscription/pro-status.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { withMessages } from "../server/i18n.server.ts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: i18n._(msg`Abonnement — AutoAfrique`) }, { name: "robots", content: "noindex" }];
};

/** Where the provider sends the subscriber back (`paiement` is our payment's id): Pro once the payment is applied. */
async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const payment = await returnPagePayment(request, user.id, "subscription");
  return { ...payment, pro: payment.status === "paid" && (await isPro(user.id)) };
}
export const loader = withMessages("routes/subscription-success", pageLoader);

export default function SubscriptionSuccess({ loaderData }: Route.ComponentProps) {
  const { status, kind, retry, pro } = loaderData;
  const { t, i18n } = useLingui();
  useEffect(() => {
    if (pro) showToast({ type: "success", title: t`Abonnement activé !`, description: t`Votre plan Pro est maintenant actif.` });
  }, [pro, t]);
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center">
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        {status === "pending" || (status === "paid" && !pro) ? <PaymentConfirming /> : null}
        {status === "unpaid" ? <PaymentUnpaid kind={kind} retry={retry} /> : null}
        {status === "refunded" ? <p role="status">{i18n._(PAYMENT_PAGE_MESSAGES.refunded)}</p> : null}
        {pro ? (
          <>
            <Crown aria-hidden size={56} className="mx-auto text-amber-500" />
            <h1 className="mt-4 text-2xl font-bold">
              <Trans>Bienvenue dans Pro !</Trans>
            </h1>
            <p className="mt-2 text-slate-600">
              <Trans>Vos annonces passent en tête des résultats et portent le badge Pro.</Trans>
            </p>
            <div className="mt-6 flex flex-col gap-2">
              <Link to="/dashboard" className={buttonClass({ size: "lg" })}>
                <Trans>Aller au tableau de bord</Trans>
              </Link>
              <Link to="/sell/vendre" className={buttonClass({ variant: "outline", size: "lg" })}>
                <Trans>Créer une annonce</Trans>
              </Link>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
