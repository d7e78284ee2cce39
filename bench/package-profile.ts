/**
 * Package decisions alone, for profiling and for CPU-time figures: the kernel bench's 5-term inputs (bench/kernel.ts's
 * generator, same seed and shape) decided in a loop for a given number of passes, reporting decisions per CPU second
 * (process.cpuUsage, so other work on a shared machine skews it less than wall time). Run under `node --cpu-prof` to
 * see where a package decision spends its time; `--options 3` for MESO.
 *
 *   node --import tsx bench/package-profile.ts [--passes 20] [--options 3]
 */
import { decide, DEFAULT_MAX_ROUNDS, DEFAULT_STRATEGY, type DecideInput, type NegotiationConfig } from "../kernel";
import type { TermDeclaration } from "../terms";
import { mulberry32 } from "../rehearsal/random";

const FIVE_TERMS: TermDeclaration[] = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "lower", shopBest: 12 },
  { id: "delivery-days", label: "Delivery", kind: "numeric", unit: "days", min: 1, max: 30, step: 1, better: "higher", shopBest: 30 },
  { id: "support-tier", label: "Support", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" },
  { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["EXW", "FCA", "DAP", "DDP"], shopBest: "EXW" },
];

/** The kernel bench's package inputs (bench/kernel.ts packageInputs, 5 terms). */
function packageInputs(count: number, seed: number, options?: number): DecideInput[] {
  const r = mulberry32(seed);
  const out: DecideInput[] = [];
  for (let p = 0; p < 64; p++) {
    const anchorMinor = 1_000 + Math.floor(r() * 1_000_000);
    const weights = Object.fromEntries(["price", ...FIVE_TERMS.map((t) => t.id)].map((id) => [id, 0.05 + r()]));
    const config: NegotiationConfig = {
      currency: "EUR",
      anchorMinor,
      floorMinor: Math.floor(anchorMinor * (0.5 + r() * 0.4)),
      strategy: DEFAULT_STRATEGY,
      maxRounds: DEFAULT_MAX_ROUNDS,
      ttlMs: 86_400_000,
      package: { terms: [...FIVE_TERMS], valuation: { weights, reservationUtility: 0.3 + r() * 0.4 }, ...(options ? { options } : {}) },
    };
    const draws = { reserve: r(), shape: r(), temper: r(), end: r(), offer: r() };
    let state = decide({ config, state: { round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null }, move: { kind: "open" }, now: 0, draws }).state;
    const ask: Record<string, number | string> = { "payment-days": 5 * Math.floor(r() * 19), "warranty-months": 12 + 6 * Math.floor(r() * 5), "delivery-days": 1 + Math.floor(r() * 30), "support-tier": ["basic", "standard", "premium"][Math.floor(r() * 3)]!, incoterm: ["EXW", "FCA", "DAP", "DDP"][Math.floor(r() * 4)]! };
    for (let round = 0; round < DEFAULT_MAX_ROUNDS - 1; round++) {
      const input: DecideInput = { config, state, move: { kind: "counter", priceMinor: Math.floor(config.floorMinor * (0.8 + 0.04 * round)), terms: ask }, now: round * 30_000, draws };
      out.push(input);
      const next = decide(input);
      if (next.status !== "open") break;
      state = next.state;
    }
  }
  return Array.from({ length: count }, (_, i) => out[i % out.length]!);
}

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const passes = arg("--passes", 20);
const options = arg("--options", 0) || undefined;
const batch = packageInputs(50_000, 2, options);
let sink = 0;
for (const input of batch) sink += decide(input).priceMinor ?? 0; // warm-up
const rates: number[] = [];
for (let p = 0; p < passes; p++) {
  const before = process.cpuUsage();
  for (const input of batch) sink += decide(input).priceMinor ?? 0;
  const used = process.cpuUsage(before);
  rates.push(batch.length / ((used.user + used.system) / 1e6));
}
rates.sort((a, b) => a - b);
const k = (x: number) => `${Math.round(x / 1e3)} k/s`;
console.log(`package decisions per CPU second (5 terms${options ? `, ${options} options` : ""}): median ${k(rates[Math.floor(rates.length / 2)]!)}, range ${k(rates[0]!)}–${k(rates[rates.length - 1]!)} over ${passes} passes of ${batch.length}`);
if (sink === -1) console.log(sink); // keeps the results alive
