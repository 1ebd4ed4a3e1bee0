/**
 * A sale's yes/no history questions — 'Titre de propriété en règle', 'Véhicule dédouané' — are
 * answered only by the seller: the form offers 'Oui', 'Non' and 'Non précisé' (chosen until they
 * pick), the row keeps true, false or null, and a null is never shown to buyers (the page, the
 * comparison, the structured data say nothing). A default answer would state what the seller never
 * said (issue 42). Shared by the browser and the server.
 */
export const HISTORY_QUESTIONS = ["cleanTitle", "customsCleared"] as const;
export type HistoryQuestion = (typeof HISTORY_QUESTIONS)[number];

/** The form's values: "" is 'Non précisé'. */
export type HistoryAnswer = "yes" | "no" | "";

export const HISTORY_ANSWER_OPTIONS: readonly { value: HistoryAnswer; label: string }[] = [
  { value: "yes", label: /*i18n*/ "Oui" },
  { value: "no", label: /*i18n*/ "Non" },
  { value: "", label: /*i18n*/ "Non précisé" },
];

export const HISTORY_ANSWER_INVALID = /*i18n*/ "Choisissez Oui, Non ou Non précisé";

/** A stored answer as the form shows it again (an edit keeps what the seller said, and what they did not). */
export function answerOf(stored: boolean | null | undefined): HistoryAnswer {
  if (stored === true) return "yes";
  return stored === false ? "no" : "";
}

/** A form value as the form's radio group reads it back: anything unknown is 'Non précisé'. */
export function shownAnswer(value: string): HistoryAnswer {
  return value === "yes" || value === "no" ? value : "";
}
