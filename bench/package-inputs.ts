/**
 * The package decisions the kernel bench (bench/kernel.ts) times and the profiling driver (bench/package-profile.ts)
 * profiles: one generator, so a profile explains the figure the bench prints. 64 products with the five terms (or a
 * subset) and their own prices and weights, each played some rounds in against a buyer asking for other terms.
 */
import { decide, DEFAULT_MAX_ROUNDS, DEFAULT_STRATEGY, type DecideInput, type NegotiationConfig } from "../kernel";
import type { TermDeclaration } from "../terms";
import { mulberry32 } from "../rehearsal/random";

export const FIVE_TERMS: TermDeclaration[] = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "lower", shopBest: 12 },
  { id: "delivery-days", label: "Delivery", kind: "numeric", unit: "days", min: 1, max: 30, step: 1, better: "higher", shopBest: 30 },
  { id: "support-tier", label: "Support", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" },
  { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["EXW", "FCA", "DAP", "DDP"], shopBest: "EXW" },
];

/** Package decisions: one product per input with `terms` (its own prices and weights), the buyer some rounds in. */
export function packageInputs(count: number, seed: number, terms: readonly TermDeclaration[] = FIVE_TERMS, options?: number): DecideInput[] {
  const r = mulberry32(seed);
  const out: DecideInput[] = [];
  const products = 64;
  for (let p = 0; p < products; p++) {
    const anchorMinor = 1_000 + Math.floor(r() * 1_000_000);
    const weights = Object.fromEntries(["price", ...FIVE_TERMS.map((t) => t.id)].filter((id) => id === "price" || terms.some((t) => t.id === id)).map((id) => [id, 0.05 + r()]));
    const config: NegotiationConfig = {
      currency: "EUR",
      anchorMinor,
      floorMinor: Math.floor(anchorMinor * (0.5 + r() * 0.4)),
      strategy: DEFAULT_STRATEGY,
      maxRounds: DEFAULT_MAX_ROUNDS,
      ttlMs: 86_400_000,
      package: { terms: [...terms], valuation: { weights, reservationUtility: 0.3 + r() * 0.4 }, ...(options ? { options } : {}) },
    };
    const draws = { reserve: r(), shape: r(), temper: r(), end: r(), offer: r() };
    let state = decide({ config, state: { round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null }, move: { kind: "open" }, now: 0, draws }).state;
    const everyAsk: Record<string, number | string> = { "payment-days": 5 * Math.floor(r() * 19), "warranty-months": 12 + 6 * Math.floor(r() * 5), "delivery-days": 1 + Math.floor(r() * 30), "support-tier": ["basic", "standard", "premium"][Math.floor(r() * 3)]!, incoterm: ["EXW", "FCA", "DAP", "DDP"][Math.floor(r() * 4)]! };
    const ask = Object.fromEntries(Object.entries(everyAsk).filter(([id]) => terms.some((t) => t.id === id)));
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
