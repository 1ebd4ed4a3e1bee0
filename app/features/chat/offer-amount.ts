import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Country, DEFAULT_COUNTRY } from "../../lib/countries.ts";
import { DEFAULT_LANGUAGE, type Language, languageOfLocale } from "../../lib/language.ts";
import { readGrouped } from "../../lib/grouped-number.ts";
import { formatExactPrice, formatPrice, toXof } from "../../lib/money.ts";
import type { Result } from "../../lib/result.ts";
import { OFFER_MAX_PERCENT, OFFER_MESSAGES, OFFER_MIN_PERCENT, offerBounds } from "./offer-lifecycle.ts";

/** An amount of CFA as the chat's cards and mails say it: "8,5 millions CFA" ("8.5 million CFA" in English). */
export function offerAmountText(amountXof: number, language: Language = DEFAULT_LANGUAGE): string {
  return formatPrice(amountXof, DEFAULT_COUNTRY, undefined, language);
}

/** The sentence a move leaves in the conversation (and in the bell, the mail and the inbox's excerpt). */
export function offerMoveText(move: "offer" | "counter" | "accept" | "refuse" | "withdraw", amountXof: number): string {
  const amount = offerAmountText(amountXof);
  switch (move) {
    case "offer":
      return `Offre : ${amount}`;
    case "counter":
      return `Contre-offre : ${amount}`;
    case "accept":
      return `Offre acceptée : ${amount}`;
    case "refuse":
      return `Offre refusée : ${amount}`;
    case "withdraw":
      return `Offre retirée : ${amount}`;
  }
}

const MOVE_SENTENCE = /^(Offre|Contre-offre|Offre acceptée|Offre refusée|Offre retirée) : (.+)$/;

/**
 * The sentence a move left (`offerMoveText`, stored in French with the message) in the page's words:
 * French as stored; otherwise the move's words and the amount written the English way
 * ("8,5 millions CFA" → "8.5 million CFA", "850 000 CFA" → "850,000 CFA").
 */
export function offerMoveWords(text: string, i18n: I18n): string {
  const match = MOVE_SENTENCE.exec(text);
  if (!match || i18n.locale === DEFAULT_LANGUAGE) return text;
  const amount = match[2]
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/(\d)[\u202f\u00a0 ](?=\d)/g, "$1,")
    .replace(/ millions /, " million ");
  switch (match[1]) {
    case "Offre":
      return i18n._(msg`Offre : ${amount}`);
    case "Contre-offre":
      return i18n._(msg`Contre-offre : ${amount}`);
    case "Offre acceptée":
      return i18n._(msg`Offre acceptée : ${amount}`);
    case "Offre refusée":
      return i18n._(msg`Offre refusée : ${amount}`);
    default:
      return i18n._(msg`Offre retirée : ${amount}`);
  }
}

/**
 * The amount typed in the buyer's currency, as integer XOF between 30 % and 100 % of the price;
 * a refusal names the bounds in the currency the person typed in, in the words of `i18n`.
 */
export function readOfferAmount(typed: string, priceXof: number, country: Country, i18n: I18n): Result<{ amount: number }> {
  const trimmed = typed.trim();
  if (!trimmed) return { ok: false, error: OFFER_MESSAGES.amountMissing, field: "amount" };
  const value = readGrouped(trimmed);
  const { min, max } = offerBounds(priceXof);
  const language = languageOfLocale(i18n.locale);
  const low = formatExactPrice(min, country, undefined, language);
  const high = formatExactPrice(max, country, undefined, language);
  const minPercent = OFFER_MIN_PERCENT;
  const maxPercent = OFFER_MAX_PERCENT;
  const range = i18n._(msg`Votre offre doit être comprise entre ${low} et ${high} (${minPercent} % à ${maxPercent} % du prix).`);
  if (!Number.isSafeInteger(value) || value < 1) return { ok: false, error: `${i18n._(msg`Montant invalide.`)} ${range}`, field: "amount" };
  const amount = toXof(value, country);
  if (!Number.isSafeInteger(amount) || amount < min || amount > max) return { ok: false, error: range, field: "amount" };
  return { ok: true, amount };
}
