import { Trans } from "@lingui/react/macro";
import { CreditCard } from "lucide-react";
import { formatCharge, quoteCharge } from "../../../lib/charge.ts";
import type { MethodChoice, PaymentMethod } from "../../../server/payments/payment-methods.ts";

/** Each method's mark: a small text badge in its colours (no image fetched). */
const BADGES: Readonly<Record<PaymentMethod | "paypal", { text: string; className: string }>> = {
  "orange-money": { text: "OM", className: "bg-orange-500 text-black" },
  "mtn-momo": { text: "MTN", className: "bg-yellow-300 text-slate-900" },
  "moov-money": { text: "Moov", className: "bg-blue-700 text-white" },
  wave: { text: "W", className: "bg-sky-400 text-white" },
  card: { text: "", className: "bg-slate-700 text-white" },
  paypal: { text: "PP", className: "bg-blue-900 text-white" },
};

function Badge({ id }: { id: PaymentMethod | "paypal" }) {
  const badge = BADGES[id];
  return (
    <span aria-hidden className={`inline-flex h-6 min-w-9 items-center justify-center rounded px-1 text-[10px] font-bold ${badge.className}`}>
      {id === "card" ? <CreditCard size={16} /> : badge.text}
    </span>
  );
}

/** What a method takes for a price in XOF, as the payer reads it (the same quote the server charges). */
export function chargeText(method: MethodChoice, priceXof: number | null): string | null {
  if (!method.currency || priceXof === null) return null;
  const quote = quoteCharge(priceXof, method.currency, method.amountStep);
  return quote ? formatCharge(quote.amount, quote.currency) : null;
}

/**
 * The methods that work in the visitor's country, each with its mark, its name as people say it
 * and the amount it will take in the currency it takes; one whose provider is not configured reads
 * 'Bientôt disponible', as PayPal always does.
 */
export function PaymentMethodChoice({
  methods,
  selected,
  onSelect,
  priceXof,
  detail,
}: {
  methods: readonly MethodChoice[];
  selected: string | undefined;
  onSelect?: (id: PaymentMethod) => void;
  /** The price chosen, for the amount each method takes; null while none is chosen. */
  priceXof: number | null;
  /** A line under a method's name (Pro: monthly subscription or 30-day periods). */
  detail?: (method: MethodChoice) => string | null;
}) {
  return (
    <>
      {methods.map((m) => {
        const available = m.provider !== null;
        const amount = available ? chargeText(m, priceXof) : null;
        const line = available ? detail?.(m) : null;
        return (
          <label
            key={m.id}
            className={`flex items-center gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 ${available ? "bg-white" : "bg-slate-50 text-slate-400"}`}
          >
            <input
              type="radio"
              name="method"
              value={m.id}
              {...(onSelect ? { checked: selected === m.id, onChange: () => onSelect(m.id) } : { defaultChecked: selected === m.id })}
              disabled={!available}
              className="accent-brand-600"
            />
            <Badge id={m.id} />
            <span className="flex-1">
              <span className="block font-medium">{m.label}</span>
              {line ? <span className="block text-xs text-slate-600">{line}</span> : null}
            </span>
            {available ? (
              amount ? (
                <span className="text-sm font-semibold">
                  <Trans>Montant débité : {amount}</Trans>
                </span>
              ) : null
            ) : (
              <span className="text-xs">
                <Trans>Bientôt disponible</Trans>
              </span>
            )}
          </label>
        );
      })}
      <label className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-400">
        <input type="radio" name="method" value="paypal" disabled className="accent-brand-600" />
        <Badge id="paypal" />
        <span className="flex-1 font-medium">PayPal</span>
        <span className="text-xs">
          <Trans>Bientôt disponible</Trans>
        </span>
      </label>
    </>
  );
}

/** The method a page selects first: the card when it is taken here (as before wallets came), else the first one taken. */
export function firstAvailable(methods: readonly MethodChoice[]): PaymentMethod | undefined {
  const taken = methods.filter((m) => m.provider !== null);
  return (taken.find((m) => m.id === "card") ?? taken[0])?.id;
}

/** The method still selected once the methods change (another country shown): the one chosen if it is taken here, else the first. */
export function selectedMethod(methods: readonly MethodChoice[], chosen: string | undefined): PaymentMethod | undefined {
  return methods.find((m) => m.id === chosen && m.provider !== null)?.id ?? firstAvailable(methods);
}
