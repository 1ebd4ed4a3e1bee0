import { mulberry32 } from "../../../lib/mulberry32.ts";

export { mulberry32 };

/** Deterministic randomness: the same seed gives the same demo data on every empty database. */

export const DEMO_SEED = 20_250_101;

export function createRng(seed: number) {
  const next = mulberry32(seed);
  const rng = {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    range: (min: number, max: number) => min + next() * (max - min),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)];
    },
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let r = next() * total;
      for (const item of items) {
        r -= weight(item);
        if (r < 0) return item;
      }
      return items[items.length - 1];
    },
    /** Standard normal (Box-Muller). */
    normal(): number {
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    sample<T>(items: readonly T[], n: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
  };
  return rng;
}
export type Rng = ReturnType<typeof createRng>;
