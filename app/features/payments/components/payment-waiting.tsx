import { CircleAlert, LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { Link } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { PAYMENT_PAGE_MESSAGES, UNPAID_MESSAGES } from "../payment-messages.ts";

/** The live event stream re-reads the page when the payment is applied; this only covers a stream that dropped. */
const RECHECK_EVERY_MS = 15_000;

/** 'Paiement en cours de confirmation…': shown until the provider's word is applied, then the page changes by itself. */
export function PaymentConfirming() {
  const { revalidate } = useRevalidator();
  const { i18n } = useLingui();
  useEffect(() => {
    const timer = setInterval(() => void revalidate(), RECHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [revalidate]);
  return (
    <div role="status" aria-live="polite">
      <LoaderCircle aria-hidden size={56} className="mx-auto animate-spin text-brand-600 motion-reduce:animate-none" />
      <h1 className="mt-4 text-2xl font-bold">{i18n._(PAYMENT_PAGE_MESSAGES.confirming)}</h1>
      <p className="mt-2 text-slate-600">{i18n._(PAYMENT_PAGE_MESSAGES.confirmingDetail)}</p>
    </div>
  );
}

/** A payment that failed, was cancelled or expired: nothing was activated, and the way to try again. */
export function PaymentUnpaid({ kind, retry }: { kind: "promotion" | "subscription"; retry: string }) {
  const { i18n } = useLingui();
  return (
    <div role="alert">
      <CircleAlert aria-hidden size={56} className="mx-auto text-red-600" />
      <h1 className="mt-4 text-2xl font-bold">{i18n._(PAYMENT_PAGE_MESSAGES.unpaidTitle)}</h1>
      <p className="mt-2 text-slate-600">{i18n._(UNPAID_MESSAGES[kind])}</p>
      <Link to={retry} className={buttonClass({ size: "lg", className: "mt-6" })}>
        <Trans>Réessayer</Trans>
      </Link>
    </div>
  );
}
