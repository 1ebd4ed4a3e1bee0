/**
 * French elides "de" before a vowel: "Offre acceptée d'Aminata", "d'Émile", but "de Moussa".
 * Kept simple: a vowel, accented or not (and æ, œ), elides; "h" and "y" do not ("de Henri",
 * "de Yacouba"), since whether they do depends on the word.
 */
const VOWEL_START = /^[aeiouæœ]/i;

/**
 * The "de" to write before `word` in French: "d'" before a vowel, "de " otherwise. Messages put
 * it as a placeholder of their own, `msg\`Offre acceptée ${de}${name}\`` (the English text keeps
 * its "from"/"by" and leaves it out).
 */
export function elidedDe(word: string): "d'" | "de " {
  // Letters without their accents ("É" → "E"); leading spaces and quotes do not count.
  const first = word
    .replace(/^[\s«"“'‘(]+/, "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
  return VOWEL_START.test(first) ? "d'" : "de ";
}
