import { countOf } from "./plural.ts";

/**
 * A wait in French words, for "Réessayez dans …": seconds under a minute, then whole minutes,
 * then whole hours, rounded up so that one may indeed try again when told.
 */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return countOf(s, "seconde");
  if (s < 3600) return countOf(Math.ceil(s / 60), "minute");
  return countOf(Math.ceil(s / 3600), "heure");
}
