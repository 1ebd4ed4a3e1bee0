/** 'Récemment consultées': the last ten listings a person opened. */
export const RECENT_MAX = 10;

export const RECENT_TITLE = /*i18n*/ "Récemment consultées";
export const RECENT_PATH = "/recemment-consultees";
/** The cards of a list: a member's own, or a visitor's device list by `?ids=` (a resource route). */
export const RECENT_CARDS_PATH = "/recemment-consultees/cartes";

/** The list once a listing is opened: first, once, the oldest beyond ten dropped. */
export function withRecent(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((l) => l !== id)].slice(0, RECENT_MAX);
}
