import { isUuid } from "../../../lib/uuid.ts";
import { RENEW_LABEL } from "../expiry/expiry-rules.ts";

/** What the action bar of 'Mes Annonces' does to every listing ticked. */
export const BULK_ACTIONS = ["renew", "sold", "archive", "price"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The form intent of the action bar (the profile's action dispatches on it), and its fields. */
export const BULK_INTENT = "listings-bulk";
export const BULK_IDS_FIELD = "ids";
export const BULK_ACTION_FIELD = "bulkAction";
export const BULK_PERCENT_FIELD = "percent";
/** The action bar's form, which the cards' 'Sélectionner' boxes belong to by their `form` attribute (a card holds forms of its own). */
export const BULK_FORM_ID = "annonces-selection";

/** The most listings one click changes: 'Mes Annonces' shows 200. */
export const MAX_BULK_IDS = 200;
export const MIN_PERCENT = -90;
export const MAX_PERCENT = 100;
/** Prices are 32-bit integer columns. */
const MAX_PRICE = 2_147_483_647;

/** The action bar's buttons: the words of each listing's own buttons. */
export const BULK_LABELS: Readonly<Record<BulkAction, string>> = {
  price: /*i18n*/ "Changer le prix",
  renew: RENEW_LABEL,
  sold: /*i18n*/ "Marquer comme vendue",
  archive: /*i18n*/ "Archiver",
};

export const BULK_MESSAGES = {
  failed: /*i18n*/ "Impossible de modifier les annonces",
  noSelection: /*i18n*/ "Sélectionnez au moins une annonce.",
  tooMany: /*i18n*/ "Vous pouvez modifier 200 annonces au plus à la fois.",
  invalidSelection: /*i18n*/ "Sélection invalide : rechargez la page et réessayez.",
  invalidPercent: /*i18n*/ "Le pourcentage doit être un nombre entier entre −90 et +100 (par exemple −10 ou 5).",
  zeroPercent: /*i18n*/ "Indiquez un pourcentage différent de 0.",
} as const;

export function isBulkAction(value: unknown): value is BulkAction {
  return typeof value === "string" && (BULK_ACTIONS as readonly string[]).includes(value);
}

type Read<T> = { ok: true; value: T } | { ok: false; error: string };

/** The ids ticked: each a listing id, each once; none, more than 200 or anything malformed is refused whole. */
export function readBulkIds(values: readonly unknown[]): Read<string[]> {
  if (values.length === 0) return { ok: false, error: BULK_MESSAGES.noSelection };
  if (values.length > MAX_BULK_IDS) return { ok: false, error: BULK_MESSAGES.tooMany };
  if (!values.every(isUuid)) return { ok: false, error: BULK_MESSAGES.invalidSelection };
  return { ok: true, value: [...new Set(values.map((id) => id.toLowerCase()))] };
}

/** The percentage typed ('-10', '−10', '+5', '5 %'): a whole number from −90 to +100, not 0. */
export function readPercent(raw: unknown): Read<number> {
  if (typeof raw !== "string") return { ok: false, error: BULK_MESSAGES.invalidPercent };
  const typed = raw.replaceAll("\u2212", "-").trim().replace(/\s*%$/, "");
  if (!/^[+-]?\d{1,3}$/.test(typed)) return { ok: false, error: BULK_MESSAGES.invalidPercent };
  const percent = Number(typed);
  if (percent < MIN_PERCENT || percent > MAX_PERCENT) return { ok: false, error: BULK_MESSAGES.invalidPercent };
  if (percent === 0) return { ok: false, error: BULK_MESSAGES.zeroPercent };
  return { ok: true, value: percent };
}

/** A price moved by a percentage, rounded to a whole XOF and never under 1; null past what a price column holds. */
export function priceAfter(price: number, percent: number): number | null {
  // In whole numbers first: 0.1 is not exact in binary, 110 000 × 90 / 100 is.
  const moved = Math.max(1, Math.round((price * (100 + percent)) / 100));
  return moved > MAX_PRICE ? null : moved;
}
