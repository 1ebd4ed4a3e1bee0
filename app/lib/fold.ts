/** Lower case, accents removed, punctuation folded to spaces: "Citroën C-Elysée" → "citroen c elysee". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
