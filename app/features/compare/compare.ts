import { readIdList } from "../../lib/id-list.ts";

/** At most three cars side by side: a phone shows them with a sideways scroll, and a choice stays a choice. */
export const COMPARE_MAX = 3;

export const COMPARE_PATH = "/comparer";

export const COMPARE_MESSAGES = {
  full: /*i18n*/ "Vous comparez déjà 3 véhicules. Retirez-en un pour en ajouter un autre.",
  tooMany: /*i18n*/ "Vous ne pouvez comparer que 3 véhicules à la fois : seuls les 3 premiers sont affichés.",
  malformed: /*i18n*/ "Ce lien de comparaison est incomplet ou mal formé : les véhicules lisibles sont affichés.",
  // The comparison page says it in its language (routes/compare.tsx).
  gone: (n: number) => (n === 1 ? "Un véhicule de ce lien n'est plus en ligne." : `${n} véhicules de ce lien ne sont plus en ligne.`),
  empty: /*i18n*/ "Aucun véhicule à comparer. Touchez « Comparer » sur les annonces qui vous intéressent (3 au plus).",
  single: /*i18n*/ "Ajoutez un ou deux autres véhicules avec « Comparer » pour les voir côte à côte.",
} as const;

/** What a `/comparer?ids=…` link asks for: the first three well-formed ids, and what was wrong with the rest. */
export function compareRequest(raw: unknown): { ids: string[]; notices: string[] } {
  const { ids, malformed } = readIdList(raw);
  const notices: string[] = [];
  if (malformed) notices.push(COMPARE_MESSAGES.malformed);
  if (ids.length > COMPARE_MAX) notices.push(COMPARE_MESSAGES.tooMany);
  return { ids: ids.slice(0, COMPARE_MAX), notices };
}

export function compareHref(ids: readonly string[]): string {
  return ids.length ? `${COMPARE_PATH}?ids=${ids.join(",")}` : COMPARE_PATH;
}

/** The device's selection with a car added or taken out; a fourth is refused with the message to show. */
export function toggleCompared(current: readonly string[], id: string): { ok: true; ids: string[] } | { ok: false; error: string } {
  if (current.includes(id)) return { ok: true, ids: current.filter((c) => c !== id) };
  if (current.length >= COMPARE_MAX) return { ok: false, error: COMPARE_MESSAGES.full };
  return { ok: true, ids: [...current, id] };
}
