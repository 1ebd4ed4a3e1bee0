import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { showToast } from "../../components/ui/client-toast.ts";
import { CHECKOUT_CANCELLED } from "../payments/payment-messages.ts";

const CANCELLED = "autoafrique:checkout-cancelled";
const HEARD = "autoafrique:checkout-cancelled-heard";

/**
 * 'Passer à Pro' opens the checkout in a tab of its own; given up, the provider brings that tab back
 * to the plans (`cancelled`). That tab tells the page which opened it, which says 'Paiement annulé',
 * and closes once that page has heard it: one page left open, with the message. When the opener is
 * gone (closed, or cut off by the provider's page), the tab stays and shows the message itself.
 */
export function useCancelledCheckoutTab(cancelled: boolean) {
  const { i18n } = useLingui();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.data === CANCELLED) {
        showToast({ type: "info", title: i18n._(CHECKOUT_CANCELLED.title), description: i18n._(CHECKOUT_CANCELLED.detail) });
        (event.source as Window | null)?.postMessage(HEARD, window.location.origin);
      } else if (event.data === HEARD && cancelled) {
        window.close();
      }
    };
    window.addEventListener("message", onMessage);
    const opener = window.opener as Window | null;
    if (cancelled && opener) opener.postMessage(CANCELLED, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, [cancelled, i18n]);
}
