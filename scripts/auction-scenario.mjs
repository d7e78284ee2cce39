/**
 * The request for quotes and the seeded sealed bids that the auction's workerd tests, its chaos scenario and its
 * HTTP bench all run: one scenario, so a figure in the bench and a check in the tests speak of the same auction.
 * Plain JavaScript so the .mjs scripts load it as is; types in auction-scenario.d.mts.
 */

/** The organisation's negotiable terms, from the buyer's side: more payment days and warranty, a better support tier. */
export const NEGOTIABLE = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 15, better: "higher", shopBest: 90 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "higher", shopBest: 36 },
  { id: "support-tier", label: "Support", kind: "ordinal", values: ["premium", "standard", "basic"], shopBest: "premium" },
];

/** The private ceiling per unit (some seeded bids go over it). */
export const CEILING = 50_000;

/** A second-score request with three negotiable terms and one required certification; `deadline` in epoch ms. */
export function requestBody(deadline, overrides = {}) {
  return {
    item: { kind: "service", name: "Managed Postgres hosting", description: "EU region, 3 replicas" },
    quantity: 12,
    currency: "EUR",
    required: [{ id: "iso-27001", label: "ISO 27001 certified", kind: "choice", oneOf: ["yes"] }],
    negotiable: NEGOTIABLE,
    valuation: { weights: { price: 4, "payment-days": 2, "warranty-months": 1, "support-tier": 2 }, reservationUtility: 0.05 },
    price: { ceilingMinor: CEILING, targetMinor: 30_000 },
    sla: [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 5, threshold: 250, penaltyMinor: 1_000, minSamples: 1_000_000 }],
    deadline,
    format: "second-score",
    suppliers: { mode: "open" },
    ...overrides,
  };
}

/** mulberry32 (as rehearsal/random.ts): a seeded stream of numbers in [0, 1), the same on every machine. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A package on the request's grids: price 26,000..56,000 per unit (some over the ceiling), every term stated. */
export function randomPackage(random) {
  const pick = (values) => values[Math.floor(random() * values.length)];
  return {
    priceMinor: 26_000 + Math.floor(random() * 30_000),
    terms: {
      "payment-days": pick([0, 15, 30, 45, 60, 75, 90]),
      "warranty-months": pick([12, 18, 24, 30, 36]),
      "support-tier": pick(["premium", "standard", "basic"]),
      "iso-27001": "yes",
    },
  };
}
