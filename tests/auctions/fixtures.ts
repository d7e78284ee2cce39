/**
 * Shared examples and fast-check arbitraries for the auction tests: a request for quotes for managed GPU hours
 * with four negotiable terms (the organisation's side: more payment days, longer warranty, better support are
 * better) and one required certification, plus random requests and sealed bids on the terms' grids.
 */
import fc from "fast-check";
import { auctionLimits, isRefusal, openAuction, submitBid, validateRequest, type AuctionLimits, type AuctionState, type BidInput, type RequestForQuotes } from "../../auctions";
import type { TermDeclaration } from "../../terms";

export const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
export const HOUR = 60 * 60 * 1000;
export const DEADLINE = T0 + 24 * HOUR;
export const LIMITS: AuctionLimits = auctionLimits();

export const TERMS: TermDeclaration[] = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 15, better: "higher", shopBest: 90 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "higher", shopBest: 36 },
  { id: "support-tier", label: "Support", kind: "ordinal", values: ["premium", "standard", "basic"], shopBest: "premium" },
  { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["DDP", "DAP", "FCA", "EXW"], shopBest: "DDP" },
];

/** The terms a bid must state besides the negotiable ones. */
export const REQUIRED_TERMS = { "iso-27001": "yes" } as const;

/** A request as an organisation sends it (JSON), every field overridable. */
export function requestInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    requestId: "rfq-1",
    buyerId: "org-acme",
    item: { kind: "service", name: "Managed GPU hours", description: "A100-class, EU region" },
    quantity: 1000,
    currency: "EUR",
    required: [{ id: "iso-27001", label: "ISO 27001 certified", kind: "choice", oneOf: ["yes"] }],
    negotiable: TERMS,
    valuation: { weights: { price: 4, "payment-days": 2, "warranty-months": 1, "support-tier": 2, incoterm: 1 }, reservationUtility: 0 },
    price: { ceilingMinor: 10_000, targetMinor: 6_000 },
    sla: [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 5, threshold: 250, penaltyMinor: 1_000 }],
    deadline: DEADLINE,
    format: "second-score",
    suppliers: { mode: "open" },
    reputation: { lambda: 0.7, neutralReputation: 0.5 },
    ...overrides,
  };
}

export function request(overrides: Record<string, unknown> = {}): RequestForQuotes {
  const checked = validateRequest(requestInput(overrides), T0, LIMITS);
  if (!checked.ok) throw new Error(`fixture request is invalid: ${JSON.stringify(checked.problems)}`);
  return checked.value;
}

/**
 * A price-only-and-payment-days request whose numbers are exact in binary: span 4,000 (ceiling 10,000, target
 * 6,000), weights ½ and ½, payment days 0..60 in steps of 15 (values 0, ¼, ½, ¾, 1), reputation ignored (λ = 1).
 * Hand-computed examples use it.
 */
export function exactRequest(overrides: Record<string, unknown> = {}): RequestForQuotes {
  return request({
    required: [],
    negotiable: [{ id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 60, step: 15, better: "higher", shopBest: 60 }],
    valuation: { weights: { price: 1, "payment-days": 1 }, reservationUtility: 0 },
    reputation: { lambda: 1, neutralReputation: 0.5 },
    sla: [],
    ...overrides,
  });
}

export function open(req: RequestForQuotes, at = T0): AuctionState {
  const step = openAuction(req, at);
  if (isRefusal(step)) throw new Error(step.detail);
  return step.state;
}

export function bid(supplierId: string, priceMinor: number, terms: Record<string, number | string> = {}, bidId = `${supplierId}-b1`): BidInput {
  return { supplierId, bidId, package: { priceMinor, terms } };
}

/** A full package on the fixture's grid. */
export function fullTerms(paymentDays = 30, warranty = 24, support = "standard", incoterm = "DAP"): Record<string, number | string> {
  return { "payment-days": paymentDays, "warranty-months": warranty, "support-tier": support, incoterm, ...REQUIRED_TERMS };
}

/** Submits `b` at `at` and returns the new state; fails the test on a refusal. */
export function submitted(state: AuctionState, b: BidInput, at: number, reputation: number | null = null): AuctionState {
  const step = submitBid(state, b, at, reputation, LIMITS);
  if (isRefusal(step)) throw new Error(`bid refused: ${step.type} ${step.detail}`);
  return step.state;
}

// --- arbitraries ----------------------------------------------------------------------------------------------

const weight = fc.integer({ min: 1, max: 10 });

/** Random requests over the fixture's terms: weights, price span and shape, reputation weighting, reservation. */
export const requestArb = (format?: RequestForQuotes["format"]): fc.Arbitrary<RequestForQuotes> =>
  fc
    .record({
      ceilingMinor: fc.integer({ min: 100, max: 1_000_000 }),
      targetShare: fc.double({ min: 0, max: 0.95, noNaN: true }),
      exponent: fc.constantFrom(1, 1, 0.5, 2, 3),
      weights: fc.tuple(weight, weight, weight, weight, weight),
      lambda: fc.constantFrom(0, 0.3, 0.7, 1),
      neutral: fc.double({ min: 0, max: 1, noNaN: true }),
      reservation: fc.constantFrom(0, 0, 0.2, 0.4),
      format: format ? fc.constant(format) : fc.constantFrom("first-score" as const, "second-score" as const, "negotiate-best-k" as const),
      bestK: fc.integer({ min: 1, max: 5 }),
    })
    .map((r) =>
      request({
        price: { ceilingMinor: r.ceilingMinor, targetMinor: Math.floor(r.ceilingMinor * r.targetShare), exponent: r.exponent },
        valuation: { weights: { price: r.weights[0], "payment-days": r.weights[1], "warranty-months": r.weights[2], "support-tier": r.weights[3], incoterm: r.weights[4] }, reservationUtility: r.reservation },
        reputation: { lambda: r.lambda, neutralReputation: r.neutral },
        format: r.format,
        ...(r.format === "negotiate-best-k" ? { bestK: r.bestK } : {}),
      }),
    );

/** A package on the grid (public rules kept), priced from 1 to 120 % of the ceiling (some over it, so invalid). */
export const packageArb = (req: RequestForQuotes) =>
  fc.record({
    priceMinor: fc.oneof(fc.integer({ min: 1, max: Math.ceil(req.price.ceilingMinor * 1.2) }), fc.integer({ min: Math.max(1, req.price.targetMinor - 10), max: req.price.ceilingMinor })),
    terms: fc.record({
      "payment-days": fc.constantFrom(0, 15, 30, 45, 60, 75, 90),
      "warranty-months": fc.constantFrom(12, 18, 24, 30, 36),
      "support-tier": fc.constantFrom("premium", "standard", "basic"),
      incoterm: fc.constantFrom("DDP", "DAP", "FCA", "EXW"),
      "iso-27001": fc.constant("yes"),
    }),
  });

export const reputationArb = fc.oneof(fc.constant(null), fc.double({ min: 0, max: 1, noNaN: true }));

export interface ArbBid {
  bid: BidInput;
  at: number;
  reputation: number | null;
}

/** 0..`max` bids from distinct suppliers, each at a time before the deadline (times may coincide). */
export const bidsArb = (req: RequestForQuotes, max = 12): fc.Arbitrary<ArbBid[]> =>
  fc.uniqueArray(fc.integer({ min: 0, max: 999 }), { maxLength: max }).chain((ids) =>
    fc.tuple(...ids.map((n) => fc.record({ pkg: packageArb(req), offset: fc.integer({ min: 0, max: 20 }), reputation: reputationArb }).map(({ pkg, offset, reputation }) => ({ bid: { supplierId: `s${String(n).padStart(3, "0")}`, bidId: `b${n}`, package: pkg }, at: T0 + offset * HOUR, reputation })))),
  );

/** A purchase policy set that holds any acceptance from a supplier whose record scores under 0.5, for the buying desk. */
export const REPUTATION_GATE = `version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: poor-record-needs-review
    when: "counterparty.reputation.score < 0.5 && offer.action == 'accept'"
    action: ESCALATE
    escalation:
      to: buying-desk
      timeoutSeconds: 600
      onTimeout: reject
`;
