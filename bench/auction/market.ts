/**
 * The simulated procurement market of the auction bench: per seeded draw, one organisation's request for quotes
 * (ceiling, target, weights over price and three negotiable terms, a price shape) and 2..12 suppliers, each
 * with a private cost of delivering any package and a reputation. Everything comes from the draw's seed, so a
 * draw is the same on every machine and in every half of the bench.
 *
 * Costs per unit, in minor units, from a base cost c0 (45–95 % of the ceiling):
 * - linear: financing payment days at an annual rate (c0·rate·days/365), warranty at a share of c0 per year
 *   beyond the first, support tiers at fixed surcharges;
 * - non-linear: payment days cost more per day the longer the credit (credit risk: ×(1 + days/45)), warranty
 *   cost grows with the square of its length, and premium support is a lump (a dedicated team) that standard
 *   support only partly needs.
 *
 * A truthful supplier (Che 1993) offers the terms whose package, priced at its own cost, scores highest, and
 * asks exactly that cost (rounded up to a whole minor unit). If even that package is over the ceiling it does
 * not bid: it could not deliver at a price the organisation accepts. A shading supplier offers the same terms
 * and asks x % more. The supplier shape and bidding rules live in rehearsal/suppliers.ts, shared with the auction
 * rehearsal; this module keeps the bench's own costs and requests.
 */
import { auctionLimits, validateRequest, type RequestForQuotes, type Scorer } from "../../auctions";
import type { TermDeclaration } from "../../terms";
import { deriveSeed, integerBetween, mulberry32, uniform, type Rand } from "../../rehearsal/random";
import { shadedPrice, truthfulBid as truthfulBidOnGrid, type Supplier, type TruthfulBid } from "../../rehearsal/suppliers";

export { shadedPrice, type Supplier, type TruthfulBid };

export type CostModel = "linear" | "non-linear";
export type PriceShape = "linear" | "convex";

export const NEGOTIABLE: TermDeclaration[] = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 15, better: "higher", shopBest: 90 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "higher", shopBest: 36 },
  { id: "support-tier", label: "Support", kind: "ordinal", values: ["premium", "standard", "basic"], shopBest: "premium" },
];

const PAYMENT_DAYS = [0, 15, 30, 45, 60, 75, 90];
const WARRANTY_MONTHS = [12, 18, 24, 30, 36];
const SUPPORT = ["basic", "standard", "premium"] as const;

/** Every package's terms on the grid (7 × 5 × 3 = 105), the same for every supplier. */
export const TERM_GRID: Record<string, number | string>[] = PAYMENT_DAYS.flatMap((d) => WARRANTY_MONTHS.flatMap((m) => SUPPORT.map((s) => ({ "payment-days": d, "warranty-months": m, "support-tier": s }))));

const LIMITS = auctionLimits();

export const OPENED_AT = Date.UTC(2026, 10, 28, 9, 0, 0);
export const DEADLINE = OPENED_AT + 24 * 60 * 60 * 1000;

export interface Draw {
  request: (format: RequestForQuotes["format"]) => RequestForQuotes;
  suppliers: Supplier[];
  rand: Rand;
}

/** A draw's cost function for one supplier. */
function costFunction(model: CostModel, rand: Rand, ceiling: number): Supplier["cost"] {
  const c0 = ceiling * uniform(rand, 0.45, 0.95);
  const rate = uniform(rand, 0.04, 0.25);
  const warrantyShare = uniform(rand, 0.01, 0.06);
  const standard = c0 * uniform(rand, 0.01, 0.04);
  const premium = standard + c0 * uniform(rand, 0.01, 0.05);
  const lump = c0 * uniform(rand, 0.03, 0.1);
  if (model === "linear") {
    return (t) => {
      const days = t["payment-days"] as number;
      const years = ((t["warranty-months"] as number) - 12) / 12;
      const support = t["support-tier"] === "premium" ? premium : t["support-tier"] === "standard" ? standard : 0;
      return c0 + c0 * rate * (days / 365) + c0 * warrantyShare * years + support;
    };
  }
  return (t) => {
    const days = t["payment-days"] as number;
    const years = ((t["warranty-months"] as number) - 12) / 12;
    const support = t["support-tier"] === "premium" ? lump : t["support-tier"] === "standard" ? 0.4 * lump : 0;
    return c0 + c0 * rate * (days / 365) * (1 + days / 45) + 1.5 * c0 * warrantyShare * years * years + support;
  };
}

/** The draw `index` of a half and scenario: a request (one per format, same numbers) and its suppliers. */
export function drawMarket(seed: number, half: string, scenario: string, index: number, model: CostModel, shape: PriceShape): Draw {
  const rand = mulberry32(deriveSeed(seed, half, scenario, index));
  const ceiling = integerBetween(rand, 5_000, 50_000);
  const target = Math.round(ceiling * uniform(rand, 0.5, 0.75));
  const weights = { price: uniform(rand, 3, 6), "payment-days": uniform(rand, 1, 3), "warranty-months": uniform(rand, 0.5, 2), "support-tier": uniform(rand, 0.5, 2) };
  const n = integerBetween(rand, 2, 12);
  const suppliers: Supplier[] = Array.from({ length: n }, (_, i) => ({
    supplierId: `sup-${String(i).padStart(2, "0")}`,
    reputation: rand() < 0.3 ? null : uniform(rand, 0.5, 1),
    cost: costFunction(model, rand, ceiling),
    submittedAt: OPENED_AT + Math.floor(rand() * (DEADLINE - OPENED_AT)),
  }));
  const input = {
    requestId: `rfq-${half}-${scenario}-${index}`,
    buyerId: "org-bench",
    item: { kind: "goods", name: "Industrial sensors" },
    quantity: 500,
    currency: "EUR",
    negotiable: NEGOTIABLE,
    valuation: { weights, reservationUtility: 0 },
    price: { ceilingMinor: ceiling, targetMinor: target, exponent: shape === "linear" ? 1 : 2 },
    deadline: DEADLINE,
    suppliers: { mode: "open" },
    reputation: { lambda: 0.7, neutralReputation: 0.5 },
  };
  const requests = new Map<RequestForQuotes["format"], RequestForQuotes>();
  const request = (format: RequestForQuotes["format"]): RequestForQuotes => {
    const known = requests.get(format);
    if (known) return known;
    const checked = validateRequest({ ...input, format, ...(format === "negotiate-best-k" ? { bestK: 3 } : {}) }, OPENED_AT, LIMITS);
    if (!checked.ok) throw new Error(`bench request invalid: ${JSON.stringify(checked.problems)}`);
    requests.set(format, checked.value);
    return checked.value;
  };
  return { request, suppliers, rand };
}

/** The truthful bid over this market's whole grid (rehearsal/suppliers.ts): null when nothing fits within the ceiling. */
export function truthfulBid(scorer: Scorer, request: RequestForQuotes, supplier: Supplier): TruthfulBid | null {
  return truthfulBidOnGrid(scorer, request, supplier, TERM_GRID);
}
