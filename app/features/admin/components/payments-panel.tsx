import { usePageLanguage } from "../../../components/ui/link.tsx";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCharge } from "../../../lib/charge.ts";
import { formatCfa } from "../../../lib/money.ts";
import { METHOD_LABELS, isPaymentMethod } from "../../../server/payments/payment-methods.ts";
import { providerLabel } from "../../payments/provider-labels.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { ConfirmAction, PanelSearch } from "./admin-form.tsx";
import { dateFormatIn } from "../../../lib/intl-formats.ts";

const STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`En attente`,
  paid: msg`Payé`,
  cancelled: msg`Non abouti`,
  failed: msg`Échec`,
  refunding: msg`Remboursement en cours`,
  refunded: msg`Remboursé`,
};
/** The card in the page's words (the methods' table is the server's: a page does not carry its words); a wallet by its brand. */
const CARD_LABEL = msg`Carte bancaire`;
const methodLabel = (method: string, i18n: I18n) => (method === "card" ? i18n._(CARD_LABEL) : isPaymentMethod(method) ? METHOD_LABELS[method] : method);

/** The latest payments, or a member's, each with what was taken (amount and currency), by which provider and method; a paid one is refunded through its provider behind a confirmation. */
export function PaymentsPanel({ payments, search }: { payments: AdminPageData["payments"]; search: string }) {
  const { i18n, t } = useLingui();
  const language = usePageLanguage();
  const dateTime = dateFormatIn(language, { dateStyle: "short", timeStyle: "short", timeZone: "UTC" });
  return (
    <div className="space-y-4">
      <PanelSearch tab="payments" name="paiement" value={search} label={t`Rechercher les paiements d'un membre`} placeholder={t`Nom, email ou téléphone`} />
      {payments.length === 0 ? (
        <p className="text-slate-600">
          <Trans>Aucun paiement.</Trans>
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm" aria-label={t`Paiements`}>
        {payments.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
            <span className="font-semibold">{formatCharge(p.chargedAmount, p.currency)}</span>
            {p.currency.toUpperCase() === "XOF" ? null : (
              <span className="text-slate-500">{t`(prix ${formatCfa(p.amount, language)}, ${p.currency.toUpperCase()})`}</span>
            )}
            <span>{providerLabel(p.provider)}</span>
            {methodLabel(p.method, i18n) === providerLabel(p.provider) ? null : <span>{methodLabel(p.method, i18n)}</span>}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">{STATUS_LABELS[p.status] ? i18n._(STATUS_LABELS[p.status]) : p.status}</span>
            <span className="text-slate-600">
              {p.kind === "subscription" ? t`Plan Pro` : p.brand ? t`Promotion ${p.brand} ${p.model}` : t`Promotion`}
              {p.couponCode ? t` · code ${p.couponCode}` : ""}
            </span>
            <span className="w-full text-slate-500 sm:w-auto">
              {p.firstName} {p.lastName} · {p.email} · <time dateTime={p.createdAt}>{dateTime.format(new Date(p.createdAt))}</time>
            </span>
            {p.refundable ? (
              <ConfirmAction
                intent="payment-refund"
                target={p.id}
                label={t`Rembourser`}
                confirm={t`Rembourser ${formatCharge(p.chargedAmount, p.currency)} à ${p.firstName} ${p.lastName}`}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
