/**
 * Whether a car of a dealer's stock, as read again, says what its listing already says: a feed is
 * read every hour, and a row that did not change must not rewrite the listing (its "updated" date,
 * its price history, every cached page that shows it).
 */
export function sameStockValues(current: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(next).every(([column, value]) => sameValue(current[column], value));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = Array.isArray(a) ? a : [];
    const right = Array.isArray(b) ? b : [];
    return left.length === right.length && left.every((item, i) => item === right[i]);
  }
  if (a instanceof Date || b instanceof Date)
    return String(a instanceof Date ? a.toISOString().slice(0, 10) : a) === String(b instanceof Date ? b.toISOString().slice(0, 10) : b);
  return (a ?? null) === (b ?? null);
}
