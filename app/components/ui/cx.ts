/** Joins class names, skipping the empty ones: `cx("a", busy && "b", undefined)` is "a" or "a b". */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
