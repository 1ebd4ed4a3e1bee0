/** The default hold-out: one listing in five, by position. */
export function byPosition<T>(all: readonly T[]): [T[], T[]] {
  return [all.filter((_, i) => i % 5 !== 0), all.filter((_, i) => i % 5 === 0)];
}

/**
 * One listing in five held out at random, drawn with `seed`: other hold-outs than by position, so
 * that a choice measured on one split is not a choice fitted to it.
 */
export function seededSplit<T>(all: readonly T[], seed: number): [T[], T[]] {
  let state = Math.imul(seed, 7919) >>> 0;
  const draw = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const held = all.map(() => draw() < 0.2);
  return [all.filter((_, i) => !held[i]), all.filter((_, i) => held[i])];
}
