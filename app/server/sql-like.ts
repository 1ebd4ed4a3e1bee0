/** An ILIKE pattern matching text that contains `term` as typed: its `%`, `_` and `\` match themselves. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
