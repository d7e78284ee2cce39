import fc from "fast-check";
import {
  breakerSettings,
  breakerState,
  breakerSubject,
  decisionRecord,
  evaluatePolicies,
  tallyBySpan,
  type BreakerSettings,
  type BreakerState,
  type DecisionRecord,
  type PolicyContext,
  type PolicyEvaluation,
  type PolicySet,
} from "../../policies";

/** A product as a shop lists it: floors from 55% to 90% of list prices from 10.00 to 10,000.00. */
export interface Product {
  id: string;
  anchorMinor: number;
  floorMinor: number;
}

/** One buyer's negotiation: how it opens, how far it will go, and how the shop concedes. */
export interface Buyer {
  productIndex: number;
  quantity: number;
  /** Deals closed before: most buyers are returning ones. */
  dealsClosed: number;
  /** Share of the list price the buyer opens with, and the most it will pay. */
  openShare: number;
  reservationShare: number;
  /** The shop's concession curve: aspiration = anchor − (anchor − floor) · (round / maxRounds)^exponent. */
  exponent: number;
  /** Seconds between rounds. */
  pauseSeconds: number;
}

export const productArb: fc.Arbitrary<Product> = fc
  .record({ anchorMinor: fc.integer({ min: 1_000, max: 1_000_000 }), floorShare: fc.double({ min: 0.55, max: 0.9, noNaN: true }) })
  .map(({ anchorMinor, floorShare }) => ({ id: "", anchorMinor, floorMinor: Math.ceil(anchorMinor * floorShare) }));

const bargainer = { openShare: fc.double({ min: 0.3, max: 0.85, noNaN: true }), reservationShare: fc.double({ min: 0.5, max: 1.05, noNaN: true }) };
/** A returning customer re-ordering: opens near list price and takes the list price. */
const reorderer = { openShare: fc.double({ min: 0.85, max: 1, noNaN: true }), reservationShare: fc.double({ min: 1, max: 1.2, noNaN: true }) };

/** Ordinary buyers: most bargain, one in `reorderEvery` simply re-orders; about one in seven is new. */
export const buyerArb = (products: number, reorderEvery = 5): fc.Arbitrary<Buyer> =>
  fc.oneof({ weight: reorderEvery - 1, arbitrary: fc.record(bargainer) }, { weight: 1, arbitrary: fc.record(reorderer) }).chain((shares) =>
    fc.record({
      productIndex: fc.nat(products - 1),
      quantity: fc.integer({ min: 1, max: 3 }),
      dealsClosed: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 40 }) }, { weight: 1, arbitrary: fc.constant(0) }),
      openShare: fc.constant(shares.openShare),
      reservationShare: fc.constant(shares.reservationShare),
      exponent: fc.double({ min: 0.5, max: 3, noNaN: true }),
      pauseSeconds: fc.integer({ min: 2, max: 60 }),
    }),
  );

export const MAX_ROUNDS = 10;

export interface Decided {
  at: number;
  productId: string;
  context: PolicyContext;
  evaluation: PolicyEvaluation;
  record: DecisionRecord;
}

/** A kernel-like decision for one round: counters conceding toward the floor, accepts at or above it. */
function kernelMove(product: Product, buyer: Buyer, round: number, standing: number): { action: "accept" | "counter" | "reject"; priceMinor: number; bid: number } {
  const { anchorMinor: anchor, floorMinor: floor } = product;
  const reservation = Math.floor(anchor * buyer.reservationShare);
  const open = Math.floor(anchor * buyer.openShare);
  // The opening round: the kernel answers with the list price (or takes an opening bid at or above it).
  if (round === 0) return open >= anchor ? { action: "accept", priceMinor: anchor, bid: open } : { action: "counter", priceMinor: anchor, bid: open };
  const aspiration = Math.min(standing, Math.ceil(anchor - (anchor - floor) * (round / MAX_ROUNDS) ** buyer.exponent));
  if (standing <= reservation) return { action: "accept", priceMinor: standing, bid: standing }; // the buyer takes the standing offer
  const bid = Math.min(reservation, Math.floor(open + ((reservation - open) * (round - 1)) / (MAX_ROUNDS - 1)));
  if (bid >= aspiration && bid >= floor) return { action: "accept", priceMinor: Math.min(bid, standing), bid };
  if (round === MAX_ROUNDS) return { action: "reject", priceMinor: standing, bid };
  return { action: "counter", priceMinor: Math.max(floor, aspiration), bid };
}

function contextOf(product: Product, buyer: Buyer, buyerId: string, round: number, standing: number, move: ReturnType<typeof kernelMove>, agent: BreakerState): PolicyContext {
  const anchor = product.anchorMinor;
  return {
    offer: {
      priceMinor: move.priceMinor,
      buyerPriceMinor: move.bid,
      previousShopOfferMinor: standing,
      discountBps: Math.floor(((anchor - move.priceMinor) * 10_000) / anchor),
      action: move.action,
    },
    negotiation: { round, maxRounds: MAX_ROUNDS, quantity: buyer.quantity, currency: "EUR", elapsedSeconds: round * buyer.pauseSeconds, resumed: false },
    product: { id: product.id, anchorMinor: anchor, floorMinor: product.floorMinor },
    counterparty: { id: buyerId, dealsClosed: buyer.dealsClosed, isNew: buyer.dealsClosed === 0, authenticated: true },
    agent: { escalationRate: agent.escalationRate, breachRate: agent.breachRate, recentDecisions: agent.sample },
    deal: { valueMinor: move.priceMinor * buyer.quantity, currency: "EUR" },
  };
}

/**
 * Runs negotiations one after another through the policy set, as a shop would: each decision sees the
 * breaker's rates for its scope (as `agent.*`), is recorded, and moves the standing offer by what the
 * evaluation committed. An escalated negotiation waits for a person (no more decisions); a PAUSE ends the run.
 */
export function simulate(set: PolicySet, products: Product[], buyers: Buyer[], settings: BreakerSettings = breakerSettings(set), start = 10 * 3_600_000): Decided[] {
  const decided: Decided[] = [];
  let now = start;
  const stateFor = (productId: string) => breakerState(tallyBySpan(decided.map((d) => d.record)), now, settings.thresholds, breakerSubject(settings.scope, productId));
  buyers.forEach((buyer, n) => {
    const product = products[buyer.productIndex]!;
    let standing = product.anchorMinor;
    for (let round = 0; round <= MAX_ROUNDS; round++) {
      now += buyer.pauseSeconds * 1_000;
      const move = kernelMove(product, buyer, round, standing);
      const context = contextOf(product, buyer, `buyer-${n}`, round, standing, move, stateFor(product.id));
      const evaluation = evaluatePolicies(set, context);
      decided.push({ at: now, productId: product.id, context, evaluation, record: decisionRecord(now, evaluation, { productId: product.id, counted: true }) });
      if (evaluation.outcome === "ESCALATE" || evaluation.outcome === "PAUSE") return;
      if (evaluation.action !== "counter" && evaluation.action !== "hold") return;
      standing = evaluation.priceMinor!;
    }
  });
  return decided;
}

/** What the breaker read right after each decision of a run, for that decision's product (or the shop). */
export function breakerAfterEach(records: readonly DecisionRecord[], productIds: readonly string[], settings: BreakerSettings): BreakerState[] {
  return records.map((r, i) => breakerState(tallyBySpan(records.slice(0, i + 1)), r.at, settings.thresholds, breakerSubject(settings.scope, productIds[i]!)));
}
