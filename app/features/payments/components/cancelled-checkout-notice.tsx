import { CHECKOUT_CANCELLED } from "../payment-messages.ts";

/** What a checkout given up on the provider's page says where it comes back, before JavaScript too. */
export function CancelledCheckoutNotice() {
  return (
    <p role="status" className="mx-auto mt-4 max-w-xl rounded-md border border-slate-200 bg-white p-3 text-center text-sm">
      <strong>{CHECKOUT_CANCELLED.title}</strong> — {CHECKOUT_CANCELLED.detail}
    </p>
  );
}
