/** Seeded randomness for the panel: every draw is reproducible from the run's seed. */
export type Rand = () => number;

/** mulberry32, the same generator the older bench uses. */
export { rng as mulberry32 } from "../buyers";

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
