const DAY_MS = 86_400_000;

/**
 * A comment for a review of `rating` that no other review of the same listing already says: from
 * the mark's own texts first, then the nearest marks' (never the same text twice on one page).
 * `draw` is a number in [0, 1) from the seed's generator.
 */
export function freshComment(pool: Readonly<Record<number, readonly string[]>>, rating: number, used: ReadonlySet<string>, draw: number): string {
  for (let distance = 0; distance <= 4; distance++) {
    const marks = distance === 0 ? [rating] : [rating - distance, rating + distance];
    const unused = marks.flatMap((mark) => pool[mark] ?? []).filter((text) => !used.has(text));
    if (unused.length > 0) return unused[Math.floor(draw * unused.length)];
  }
  throw new Error("demo seed: no review comment left that this listing does not already show");
}

/**
 * When the reviews of a listing posted at `posted` were written, each `fraction` (in [0, 1]) of the
 * way from then to `now`: in order, and a day or more apart when there is room before `now`.
 */
export function reviewDates(posted: number, now: number, fractions: readonly number[]): Date[] {
  const times = fractions.map((f) => posted + f * (now - posted)).sort((a, b) => a - b);
  const latest = now - 60_000;
  for (let i = 1; i < times.length; i++) {
    const apart = times[i - 1] + DAY_MS + DAY_MS / 4;
    if (times[i] - times[i - 1] < DAY_MS && apart <= latest) times[i] = apart;
  }
  return times.map((t) => new Date(t));
}
