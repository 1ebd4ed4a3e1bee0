import type { Country } from "../../../lib/countries.ts";
import { formatExactPrice } from "../../../lib/money.ts";

const SHORT_DATE = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });

/** A line of a listing's price history: 'Prix baissé de 500 000 CFA le 12 nov.'. */
export function priceChangeLine(change: { oldPrice: number; newPrice: number; changedAt: string }, country: Country): string {
  const amount = formatExactPrice(Math.abs(change.oldPrice - change.newPrice), country);
  const verb = change.newPrice < change.oldPrice ? "baissé" : "augmenté";
  return `Prix ${verb} de ${amount} le ${SHORT_DATE.format(new Date(change.changedAt))}`;
}

/** 'En ligne depuis 12 jours' (whole days since it was posted). */
export function onlineSince(createdAt: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000));
  if (days === 0) return "En ligne depuis aujourd'hui";
  return `En ligne depuis ${days} ${days > 1 ? "jours" : "jour"}`;
}
