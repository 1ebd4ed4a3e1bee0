import { useLingui } from "@lingui/react/macro";
import { CHECKOUT_CANCELLED } from "../payment-messages.ts";

/** What a checkout given up on the provider's page says where it comes back, before JavaScript too. */
export function CancelledCheckoutNotice() {
  const { i18n } = useLingui();
  return (
    <p role="status" className="mx-auto mt-4 max-w-xl rounded-md border border-slate-200 bg-white p-3 text-center text-sm">
      <strong>{i18n._(CHECKOUT_CANCELLED.title)}</strong> — {i18n._(CHECKOUT_CANCELLED.detail)}
    </p>
  );
}
