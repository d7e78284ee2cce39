/**
 * Kernel decisions per second: the adaptive default against the time-only Boulware family on the same
 * generated inputs (private draws included), in the same process, median of interleaved timed passes after
 * a warm-up. The adaptive strategy also models the buyer and answers its concessions: this is what that costs.
 * Then package decisions (issue 28) for a product with 5 terms, mid-negotiation with buyers asking for other
 * terms, against the price-only default in the same passes: the targets are ≥ 200,000 package and ≥ 2 M
 * price decisions/s on one fast core, so the package/price ratio must be ≥ 0.10 on any machine. Two terms and
 * MESO (3 options per counter) are measured beside it, for what they cost.
 *
 *   node --import tsx bench/kernel.ts [--decisions 200000]
 */
import { decide, DEFAULT_MAX_ROUNDS, DEFAULT_STRATEGY, EMPTY_BUYER_MODEL, observeBid, type DecideInput, type NegotiationConfig, type StrategyConfig } from "../kernel";
import { FIVE_TERMS, packageInputs } from "./package-inputs";
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
// Millions for price decisions, thousands for package ones (two decimals of a million hide a 20% change).
const fmt = (x: number) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)} M/s` : `${Math.round(x / 1e3)} k/s`);
console.table([
  { strategy: `default ${JSON.stringify(DEFAULT_STRATEGY)}`, "decisions/s (median)": fmt(median(a)) },
  { strategy: "boulware, time only (baseline)", "decisions/s (median)": fmt(median(b)) },
]);
console.log(`adaptive / time-only: ${(median(a) / median(b)).toFixed(2)}×; adaptive ${fmt(median(a))} (target ≥ 2.00 M/s)`);

// Packages: interleaved with the price-only default, so the ratios are measured under the same noise. The guard is
// the 5-term product with the default one package per counter; beside it two terms (payment days and the Incoterm:
// one numeric, one choice) and the same 5 terms with MESO on (3 options per counter), to show what each costs.
const packages = packageInputs(Math.ceil(count / 4), 2);
const twoTerms = packageInputs(Math.ceil(count / 4), 2, [FIVE_TERMS[0]!, FIVE_TERMS[4]!]);
const meso = packageInputs(Math.ceil(count / 4), 2, FIVE_TERMS, 3);
const priceOnly = adaptive.slice(0, packages.length);
for (const batch of [packages, twoTerms, meso]) measure(batch, 2);
const pk: number[] = [];
const p2: number[] = [];
const p3: number[] = [];
const pr: number[] = [];
for (let p = 0; p < passes; p++) {
  pk.push(measure(packages, 1));
  pr.push(measure(priceOnly, 1));
  p2.push(measure(twoTerms, 1));
  p3.push(measure(meso, 1));
}
const ratio = median(pk) / median(pr);
const share = (xs: number[]) => (median(xs) / median(pr)).toFixed(3);
console.table([
  { decision: "package, 5 terms (one option per counter, the default)", "decisions/s (median)": fmt(median(pk)), "/ price": share(pk) },
  { decision: "package, 2 terms", "decisions/s (median)": fmt(median(p2)), "/ price": share(p2) },
  { decision: "package, 5 terms, MESO (3 options per counter)", "decisions/s (median)": fmt(median(p3)), "/ price": share(p3) },
  { decision: "price only, default (baseline)", "decisions/s (median)": fmt(median(pr)), "/ price": "1.000" },
]);
console.log(`package / price: ${ratio.toFixed(3)} (target ≥ 0.100: 200,000 package against 2 M price decisions/s); package ${fmt(median(pk))}`);

// Not the guard, beside it: a room parses its product's snapshotted configuration every round, so there the compiled
// package space (and the buyer model's shapes) are made for every decision. The same 5-term decisions, each on its own
// parsed copy of its configuration (the copies made outside the timing), interleaved with the price-only default.
const parsedCount = Math.min(packages.length, 10_000);
const parsedCopies = () => packages.slice(0, parsedCount).map((input) => ({ ...input, config: JSON.parse(JSON.stringify(input.config)) as NegotiationConfig }));
measure(parsedCopies(), 1);
const pp: number[] = [];
const ppr: number[] = [];
for (let p = 0; p < passes; p++) {
  pp.push(measure(parsedCopies(), 1));
  ppr.push(measure(priceOnly, 1));
}
console.log(`package, 5 terms, configuration parsed per round (as a room does): ${fmt(median(pp))}, / price ${(median(pp) / median(ppr)).toFixed(3)} (not the guard)`);
