import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Country } from "../../../lib/countries.ts";
import { type Language, languageOfLocale } from "../../../lib/language.ts";
import { formatExactPrice } from "../../../lib/money.ts";
import { dateFormatIn } from "../../../lib/intl-formats.ts";

const languageOf = (i18n: I18n | undefined): Language => languageOfLocale(i18n?.locale);

/**
 * A line of a listing's price history: 'Prix baissé de 500 000 CFA le 12 nov.'. French, or in
 * `i18n`'s language when given.
 */
export function priceChangeLine(change: { oldPrice: number; newPrice: number; changedAt: string }, country: Country, i18n?: I18n): string {
  const language = languageOf(i18n);
  const amount = formatExactPrice(Math.abs(change.oldPrice - change.newPrice), country, "XOF", language);
  const date = dateFormatIn(language, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(change.changedAt));
  const dropped = change.newPrice < change.oldPrice;
  if (i18n) return dropped ? i18n._(msg`Prix baissé de ${amount} le ${date}`) : i18n._(msg`Prix augmenté de ${amount} le ${date}`);
  return `Prix ${dropped ? "baissé" : "augmenté"} de ${amount} le ${date}`;
}

/** Whole days since a listing was posted. */
export function daysOnline(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000));
}

/** 'En ligne depuis 12 jours' for a number of whole days online; in `i18n`'s language when given. */
export function onlineFor(days: number, i18n?: I18n): string {
  if (i18n) return days === 0 ? i18n._(msg`En ligne depuis aujourd'hui`) : i18n._(msg`En ligne depuis ${plural(days, { one: "# jour", other: "# jours" })}`);
  if (days === 0) return "En ligne depuis aujourd'hui";
  return `En ligne depuis ${days} ${days > 1 ? "jours" : "jour"}`;
}

/** 'En ligne depuis 12 jours' (whole days since it was posted). */
export function onlineSince(createdAt: string, now: Date): string {
  return onlineFor(daysOnline(createdAt, now));
}
