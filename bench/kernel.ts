/**
 * Kernel decisions per second: the adaptive default against the time-only Boulware family on the same
 * generated inputs (private draws included), in the same process, median of interleaved timed passes after
 * a warm-up. The adaptive strategy also models the buyer and answers its concessions: this is what that costs.
 *
 *   node --import tsx bench/kernel.ts [--decisions 200000]
 */
import { decide, DEFAULT_MAX_ROUNDS, DEFAULT_STRATEGY, EMPTY_BUYER_MODEL, observeBid, type DecideInput, type StrategyConfig } from "../kernel";
import { mulberry32 } from "../rehearsal/random";

function inputs(strategy: StrategyConfig, count: number, seed: number): DecideInput[] {
  const r = mulberry32(seed);
  const out: DecideInput[] = [];
  for (let i = 0; i < count; i++) {
    const anchorMinor = 1_000 + Math.floor(r() * 1_000_000);
    const floorMinor = Math.floor(anchorMinor * (0.5 + r() * 0.4));
    const round = Math.floor(r() * (DEFAULT_MAX_ROUNDS - 1));
    const standing = floorMinor + Math.floor((anchorMinor - floorMinor) * (1 - round / DEFAULT_MAX_ROUNDS));
    const earlier = [0.6, 0.7, 0.75].map((s) => Math.floor(floorMinor * s));
    out.push({
      config: { currency: "EUR", anchorMinor, floorMinor, strategy, maxRounds: DEFAULT_MAX_ROUNDS, ttlMs: 86_400_000 },
      state: { round, openedAt: 0, lastShopOfferMinor: standing, lastBuyerOfferMinor: earlier[2]!, buyer: earlier.reduce(observeBid, EMPTY_BUYER_MODEL) },
      move: { kind: "counter", priceMinor: Math.floor(floorMinor * (0.8 + r() * 0.4)) },
      now: round * 30_000,
      draws: { reserve: r(), shape: r(), temper: r(), end: r(), offer: r() },
    });
  }
  return out;
}

function measure(batch: DecideInput[], passes: number): number {
  let sink = 0;
  const rates: number[] = [];
  for (let p = 0; p < passes; p++) {
    const start = process.hrtime.bigint();
    for (const input of batch) sink += decide(input).priceMinor ?? 0;
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    rates.push(batch.length / seconds);
  }
  if (sink === -1) console.log(sink); // keeps the results alive
  return rates.sort((a, b) => a - b)[Math.floor(rates.length / 2)]!;
}

const i = process.argv.indexOf("--decisions");
const count = i > 0 ? Number(process.argv[i + 1]) : 200_000;
const adaptive = inputs(DEFAULT_STRATEGY, count, 1);
const timeOnly = inputs({ kind: "boulware" }, count, 1);
measure(adaptive, 2);
measure(timeOnly, 2);
const passes = 7;
// Interleave the two so machine noise hits both alike.
const a: number[] = [];
const b: number[] = [];
for (let p = 0; p < passes; p++) {
  a.push(measure(adaptive, 1));
  b.push(measure(timeOnly, 1));
}
const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const fmt = (x: number) => `${(x / 1e6).toFixed(2)} M/s`;
console.table([
  { strategy: `default ${JSON.stringify(DEFAULT_STRATEGY)}`, "decisions/s (median)": fmt(median(a)) },
  { strategy: "boulware, time only (baseline)", "decisions/s (median)": fmt(median(b)) },
]);
console.log(`adaptive / time-only: ${(median(a) / median(b)).toFixed(2)}×; adaptive ${fmt(median(a))} (target ≥ 2.00 M/s)`);
