/** Seeded randomness for the panel: every draw is reproducible from the run's seed. */
export type Rand = () => number;

/** mulberry32: small, seedable, and the same stream on every machine, so the bench is reproducible. */
export function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seed derived from several parts (run seed, half, product index, ...), so that each product and each
 * buyer has its own stream: adding products or families never changes the ones already drawn.
 */
export function deriveSeed(...parts: Array<number | string>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}|`;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  return h >>> 0;
}

export function uniform(rand: Rand, low: number, high: number): number {
  return low + (high - low) * rand();
}

/** An integer from `low` to `high`, both included. */
export function integerBetween(rand: Rand, low: number, high: number): number {
  return low + Math.floor(rand() * (high - low + 1));
}
