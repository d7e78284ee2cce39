/**
 * Kernel decisions per second: the default strategy against the anchor-resume rule on the same
 * generated inputs, in the same process, median of several timed passes after a warm-up.
 *
 *   node --import tsx bench/kernel.ts [--decisions 200000]
 */
import { decide, DEFAULT_MAX_ROUNDS, DEFAULT_STRATEGY, type DecideInput, type StrategyConfig } from "../kernel";
import { rng } from "./buyers";

function inputs(strategy: StrategyConfig, count: number, seed: number): DecideInput[] {
  const r = rng(seed);
  const out: DecideInput[] = [];
  for (let i = 0; i < count; i++) {
    const anchorMinor = 1_000 + Math.floor(r() * 1_000_000);
    const floorMinor = Math.floor(anchorMinor * (0.5 + r() * 0.4));
    const round = Math.floor(r() * (DEFAULT_MAX_ROUNDS - 1));
    const standing = floorMinor + Math.floor((anchorMinor - floorMinor) * (1 - round / DEFAULT_MAX_ROUNDS));
    out.push({
      config: { currency: "EUR", anchorMinor, floorMinor, strategy, maxRounds: DEFAULT_MAX_ROUNDS, ttlMs: 86_400_000 },
      state: { round, openedAt: 0, lastShopOfferMinor: standing, lastBuyerOfferMinor: Math.floor(floorMinor * 0.8) },
      move: { kind: "counter", priceMinor: Math.floor(floorMinor * (0.8 + r() * 0.4)) },
      now: round * 30_000,
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
const def = inputs(DEFAULT_STRATEGY, count, 1);
const base = inputs({ kind: "anchor-resume", rateBps: 1_000 }, count, 1);
measure(def, 2);
measure(base, 2);
const passes = 7;
// Interleave the two so machine noise hits both alike.
const d: number[] = [];
const b: number[] = [];
for (let p = 0; p < passes; p++) {
  d.push(measure(def, 1));
  b.push(measure(base, 1));
}
const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const fmt = (x: number) => `${(x / 1e6).toFixed(2)} M/s`;
console.table([
  { strategy: `default ${JSON.stringify(DEFAULT_STRATEGY)}`, "decisions/s (median)": fmt(median(d)) },
  { strategy: "anchor-resume (baseline)", "decisions/s (median)": fmt(median(b)) },
]);
console.log(`default / anchor-resume: ${(median(d) / median(b)).toFixed(2)}×; default ${fmt(median(d))} (target ≥ 2.00 M/s)`);
