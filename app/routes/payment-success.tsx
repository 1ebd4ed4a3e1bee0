import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/payment-success";
import { buttonClass } from "../components/ui/button-class.ts";
import { showToast } from "../components/ui/client-toast.ts";
import { PaymentConfirming, PaymentUnpaid } from "../features/payments/components/payment-waiting.tsx";
import { requireUser } from "./guards.server.ts";
import { returnPagePayment } from "./payment-return.server.ts";
import { PAYMENT_PAGE_MESSAGES } from "../features/payments/payment-messages.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { withMessages } from "../server/i18n.server.ts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const i18n = metaI18n(matches);
  return [
    { title: loaderData?.status === "paid" ? i18n._(msg`Paiement réussi — AutoAfrique`) : i18n._(msg`Votre paiement — AutoAfrique`) },
    { name: "robots", content: "noindex" },
  ];
};

/** Where the provider sends the payer back: the payment as we hold it now (`paiement` is our id). */
async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return returnPagePayment(request, user.id, "promotion");
}
export const loader = withMessages("routes/payment-success", pageLoader);

/** Spec doc 2 §2, after a promotion's payment: the success once it is confirmed, until then a page that updates itself. */
export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { status, kind, retry } = loaderData;
  const { t, i18n } = useLingui();
  useEffect(() => {
    if (status === "paid") showToast({ type: "success", title: t`Paiement réussi !` });
  }, [status, t]);
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center">
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        {status === "pending" ? <PaymentConfirming /> : null}
        {status === "unpaid" ? <PaymentUnpaid kind={kind} retry={retry} /> : null}
        {status === "refunded" ? <p role="status">{i18n._(PAYMENT_PAGE_MESSAGES.refunded)}</p> : null}
        {status === "paid" ? (
          <>
            <CheckCircle2 aria-hidden size={56} className="mx-auto text-green-600" />
            <h1 className="mt-4 text-2xl font-bold">
              <Trans>Paiement réussi !</Trans>
            </h1>
            <p className="mt-2 text-slate-600">
              <Trans>
                Votre promotion est activée : votre annonce porte le badge Premium, bénéficie d'une visibilité accrue et apparaît en tête des résultats de
                recherche, à tour de rôle avec les autres annonces promues.
              </Trans>
            </p>
            <div className="mt-6 flex flex-col gap-2">
              <Link to="/dashboard" className={buttonClass({ size: "lg" })}>
                <Trans>Voir mon tableau de bord</Trans>
              </Link>
              <Link to="/listings" className={buttonClass({ variant: "outline", size: "lg" })}>
                <Trans>Voir mes annonces</Trans>
              </Link>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
