/**
 * A small deterministic random number generator (mulberry32): the same seed always gives the
 * same demo data and the same artwork.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  return {
    next,
    /** A whole number from `min` to `max`, both included. */
    int(min: number, max: number) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError("Cannot pick from an empty list");
      return item;
    },
    chance(probability: number) {
      return next() < probability;
    },
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
