import { numberFormatIn } from "./intl-formats.ts";
import type { Language } from "./language.ts";
import { countOf } from "./plural.ts";

/** A count with its English noun: "1 second", "2 seconds". */
function englishCountOf(count: number, singular: string): string {
  return `${numberFormatIn("en", { maximumFractionDigits: 1 }).format(count)} ${count === 1 ? singular : `${singular}s`}`;
}

/**
 * A wait in words, for "Réessayez dans …" ("Try again in …"): seconds under a minute, then whole
 * minutes, then whole hours, rounded up so that one may indeed try again when told.
 */
export function waitInWords(seconds: number, language: Language = "fr"): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [count, unit] = s < 60 ? [s, 0] : s < 3600 ? [Math.ceil(s / 60), 1] : [Math.ceil(s / 3600), 2];
  if (language === "en") return englishCountOf(count, (["second", "minute", "hour"] as const)[unit]);
  if (language === "pt") return `${count} ${(count === 1 ? ["segundo", "minuto", "hora"] : ["segundos", "minutos", "horas"])[unit]}`;
  if (language === "ar") return `${count} ${(["ثانية", "دقيقة", "ساعة"] as const)[unit]}`;
  return countOf(count, (["seconde", "minute", "heure"] as const)[unit]);
}
