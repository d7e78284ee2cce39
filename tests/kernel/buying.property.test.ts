/**
 * Buying mode (issue 31, item 1): the kernel negotiating a purchase by mirroring the sale. These properties hold for
 * any valid purchase and any supplier: our offers never fall and never reach the ceiling; nothing above the ceiling
 * is agreed; the decision is the hand-built mirrored sale's; walking away gains a supplier nothing; the ceiling
 * reaches an answer only through the private reserve; the grid our offers lie on says nothing of the ceiling; bad
 * input is refused before it is reflected; packages respect the ceiling and the direction of payment days.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decide,
  decidePurchase,
  EMPTY_BUYER_MODEL,
  DEFAULT_TACTICS,
  mirrorOf,
  niceStep,
  purchaseSurplusShare,
  rememberPurchaseOutcome,
  rememberPurchaseState,
  resumePurchaseState,
  type BuyerMove,
  type Insight,
  type NegotiationConfig,
  type NegotiationState,
  type PrivateDraws,
  type PurchaseConfig,
  type PurchaseDecision,
  type PurchaseState,
  type SupplierMove,
} from "../../kernel";
import { mirroredInput } from "../../kernel/buying";
import type { TermDeclaration } from "../../terms";
import { resolveWeights } from "../../terms/utility";
import { drawsArb, strategyArb } from "./arbitraries";

const RUNS = 600;

/** Valid purchases: openings from cents to 2^45, ceilings 1 unit to 3× above (opening + ceiling ≤ 2^47). */
const purchaseArb: fc.Arbitrary<PurchaseConfig> = fc
  .record({
    opening: fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 2 ** 45 })),
    above: fc.oneof(fc.double({ min: 0, max: 2, noNaN: true }), fc.constant(0)),
    strategy: strategyArb,
    maxRounds: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ opening, above, strategy, maxRounds }) => ({
    currency: "EUR",
    openingMinor: opening,
    ceilingMinor: opening + Math.max(1, Math.floor(opening * above)),
    strategy,
    maxRounds,
    ttlMs: 86_400_000,
  }));

/** A supplier's ask: near our range, wild, or around the mirror point K (where absurd asks are clamped). */
function askArb(config: PurchaseConfig): fc.Arbitrary<number> {
  const { openingMinor: a, ceilingMinor: c } = config;
  return fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: Math.max(1, Math.floor(a / 2)), max: c + (c - a) * 2 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }) },
    { weight: 1, arbitrary: fc.integer({ min: mirrorOf(config).pointMinor - 3, max: mirrorOf(config).pointMinor + 5 }) },
  );
}

/** A supplier coming down from a high ask in steps, the way most suppliers do. */
function descendingAsksArb(config: PurchaseConfig): fc.Arbitrary<number[]> {
  const span = config.ceilingMinor - config.openingMinor;
  return fc
    .record({ start: fc.double({ min: 0, max: 1.5, noNaN: true }), steps: fc.array(fc.double({ min: 0, max: 0.3, noNaN: true }), { minLength: 1, maxLength: config.maxRounds + 2 }) })
    .map(({ start, steps }) => {
      let x = config.ceilingMinor + start * span;
      return steps.map((s) => {
        x -= s * span;
        return Math.max(1, Math.floor(x));
      });
    });
}

interface Script {
  opening?: number;
  moves: SupplierMove[];
}

function scriptArb(config: PurchaseConfig): fc.Arbitrary<Script> {
  const counter = askArb(config).map((priceMinor): SupplierMove => ({ kind: "counter", priceMinor }));
  const move = fc.oneof({ weight: 12, arbitrary: counter }, { weight: 1, arbitrary: fc.constant<SupplierMove>({ kind: "accept" }) });
  const descending = descendingAsksArb(config).map((asks) => asks.map((priceMinor): SupplierMove => ({ kind: "counter", priceMinor })));
  return fc.record({ opening: fc.option(askArb(config), { nil: undefined }), moves: fc.oneof(fc.array(move, { minLength: 1, maxLength: config.maxRounds + 3 }), descending) });
}

const withScript = fc.record({ config: purchaseArb, draws: drawsArb }).chain(({ config, draws }) => scriptArb(config).map((script) => ({ config, draws, script })));

const fresh = (openedAt = 0): PurchaseState => ({ round: 0, openedAt, lastShopOfferMinor: null, lastBuyerOfferMinor: null, buyer: EMPTY_BUYER_MODEL });

interface Step {
  state: PurchaseState;
  move: SupplierMove;
  decision: PurchaseDecision;
}

function play(config: PurchaseConfig, script: Script, draws: PrivateDraws, start: PurchaseState = fresh(), insight?: Insight): Step[] {
  let state = start;
  const steps: Step[] = [];
  const moves: SupplierMove[] = [script.opening === undefined ? { kind: "open" } : { kind: "open", priceMinor: script.opening }, ...script.moves];
  for (const [i, move] of moves.entries()) {
    const decision = decidePurchase({ config, state, move, now: i, draws, ...(insight ? { insight } : {}) });
    steps.push({ state, move, decision });
    if (decision.status !== "open" || decision.reasons.includes("INVALID_INPUT")) break;
    state = decision.state;
  }
  return steps;
}

const offers = (steps: Step[]) => steps.filter((s) => s.decision.action === "counter" || s.decision.action === "hold").map((s) => s.decision.priceMinor!);
/** The most we ever accept: the private reserve, as the first priced explanation states it. */
const reserveOf = (steps: Step[]) => steps.find((s) => s.decision.explanation)?.decision.explanation?.reserveMinor;

describe("buying mode: the kernel negotiating a purchase (fast-check)", () => {
  it("our offers never fall, start at the opening and stay below the ceiling, whatever the supplier does", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const steps = play(config, script, draws);
        const prices = offers(steps);
        // An opening ask at or below our opening is agreed at once, at our opening; otherwise we open with it.
        expect(prices[0] ?? steps[0]!.decision.priceMinor).toBe(config.openingMinor);
        for (const [i, p] of prices.entries()) {
          expect(Number.isSafeInteger(p)).toBe(true);
          expect(p).toBeGreaterThanOrEqual(config.openingMinor);
          expect(p).toBeLessThan(config.ceilingMinor);
          if (i > 0) expect(p).toBeGreaterThanOrEqual(prices[i - 1]!);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("nothing is agreed above the private reserve (below the ceiling), nor above the supplier's ask or our standing offer when it asked more", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const steps = play(config, script, draws);
        const reserve = reserveOf(steps);
        for (const { state, move, decision } of steps) {
          if (decision.status !== "agreed") continue;
          const price = decision.priceMinor!;
          expect(Number.isSafeInteger(price)).toBe(true);
          expect(price).toBeLessThan(config.ceilingMinor);
          if (reserve !== undefined) expect(price).toBeLessThanOrEqual(reserve);
          // Agreed at our standing offer, or at the supplier's ask when it came up to meet it: never anything else.
          const standing = state.lastShopOfferMinor ?? config.openingMinor;
          const ask = move.kind === "accept" ? undefined : move.priceMinor;
          expect(price === standing || price === ask).toBe(true);
          expect(purchaseSurplusShare(config, price)).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("equals the hand-built mirrored sale exactly: prices reflected through K, everything else the same", () => {
    // With the willingness rule off, the only adjustments are the grid and K (both computed here by hand).
    const insight: Insight = { tactics: { lowestOpeningShare: 0 } };
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const a = config.openingMinor;
        const c = config.ceilingMinor;
        const step = niceStep(a * 0.001);
        // The mirror point is public: the largest multiple of the opening's grid step at or below 2^48.
        const K = Math.floor(2 ** 48 / step) * step;
        const gridShare = (step + 0.5) / (K - a);
        const { openingMinor: _a, ceilingMinor: _c, ...rest } = config;
        const sale: NegotiationConfig = { ...rest, anchorMinor: K - a, floorMinor: K - c };
        const saleInsight: Insight = { tactics: { lowestOpeningShare: 0, gridShare } };
        const purchase = play(config, script, draws, fresh(), insight);
        let state: NegotiationState = { round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null, buyer: EMPTY_BUYER_MODEL };
        for (const [i, { move, decision }] of purchase.entries()) {
          const bid: BuyerMove = move.kind === "accept" || move.priceMinor === undefined ? move : { ...move, priceMinor: Math.max(1, K - move.priceMinor) };
          const sold = decide({ config: sale, state, move: bid, now: i, draws, insight: saleInsight });
          expect(decision.priceMinor).toBe(sold.priceMinor === null ? null : K - sold.priceMinor);
          expect([decision.action, decision.status, decision.round, decision.reasons]).toEqual([sold.action, sold.status, sold.round, sold.reasons]);
          expect(decision.explanation?.reserveMinor).toBe(sold.explanation ? K - sold.explanation.reserveMinor : undefined);
          state = sold.state;
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("walking away and reopening gains a supplier nothing: a resumed negotiation answers exactly as if it had never stopped", () => {
    fc.assert(
      fc.property(withScript, fc.integer({ min: 1, max: 20 }), ({ config, draws, script }, cut) => {
        const counters = script.moves.filter((m) => m.kind === "counter");
        fc.pre(counters.length > cut);
        const straight = play(config, { moves: counters }, draws);
        const first = play(config, { moves: counters.slice(0, cut) }, draws);
        const last = first.at(-1)!;
        fc.pre(last.decision.status === "open" && first.length === cut + 1);
        const resumed = resumePurchaseState(config, rememberPurchaseState(last.decision.state), 0, draws);
        const second = play(config, { moves: counters.slice(cut) }, draws, resumed);
        expect(second[0]!.decision).toMatchObject({ priceMinor: last.decision.priceMinor, round: last.decision.round });
        const shape = (s: Step) => [s.decision.action, s.decision.priceMinor, s.decision.status, s.decision.round];
        expect(second.slice(1).map(shape)).toEqual(straight.slice(cut + 1, cut + second.length).map(shape));
      }),
      { numRuns: RUNS },
    );
  });

  it("after a deal, a returning supplier is offered the agreed price, never less and never more", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const steps = play(config, script, draws);
        const last = steps.at(-1)!;
        fc.pre(last.decision.status === "agreed");
        const resumed = resumePurchaseState(config, rememberPurchaseOutcome(last.decision.state, last.decision), 0, draws);
        const reopened = decidePurchase({ config, state: resumed, move: { kind: "open" }, now: 0, draws });
        expect(reopened.priceMinor).toBe(Math.min(last.decision.priceMinor!, Math.max(config.openingMinor, reopened.priceMinor!)));
        expect(reopened.priceMinor).toBeLessThan(config.ceilingMinor);
      }),
      { numRuns: 300 },
    );
  });

  it("the ceiling reaches an answer only through the private reserve: two ceilings with the same reserve answer alike", () => {
    fc.assert(
      fc.property(withScript.filter(({ config }) => config.ceilingMinor - config.openingMinor >= 20), fc.double({ min: 0, max: 3, noNaN: true }), ({ config, draws, script }, shift) => {
        const steps = play(config, script, draws);
        const reserve = reserveOf(steps);
        fc.pre(reserve !== undefined);
        // Another ceiling above, with the reserve draw solved for so the reserve is unchanged (reserve = c − ⌈(c − a)·share⌉).
        const otherCeiling = config.ceilingMinor + Math.floor(shift * (config.ceilingMinor - config.openingMinor));
        const other = { ...config, ceilingMinor: otherCeiling };
        const otherDraws = { ...draws, reserve: solveReserveDraw(other, reserve!) };
        fc.pre(otherDraws.reserve !== null);
        const b = play(other, script, otherDraws as PrivateDraws);
        fc.pre(reserveOf(b) === reserve);
        const seen = (s: Step) => [s.decision.action, s.decision.priceMinor, s.decision.status, s.decision.round, s.decision.reasons];
        expect(b.map(seen)).toEqual(steps.map(seen));
      }),
      { numRuns: RUNS },
    );
  });

  it("every offer is our opening, a price on the opening's grid, or our highest offer: the grid says nothing of the ceiling", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const mirror = mirrorOf(config);
        for (const { decision } of play(config, script, draws)) {
          if (decision.action !== "counter" && decision.action !== "hold") continue;
          const p = decision.priceMinor!;
          const lowest = decision.explanation?.lowestOfferMinor;
          expect(p === config.openingMinor || p % mirror.gridStepMinor === 0 || p === lowest).toBe(true);
        }
        expect(mirror.gridStepMinor).toBe(mirrorOf({ ...config, ceilingMinor: config.ceilingMinor * 2 }).gridStepMinor);
      }),
      { numRuns: RUNS },
    );
  });

  it("what the kernel reads of a supplier's cost from its first ask does not depend on the ceiling (at least 60% of that ask)", () => {
    // The sale reads a buyer's limit as at most first bid / lowestOpeningShare; reflected, that bound must come out as
    // a bound on the supplier's cost in real prices, the same whatever our ceiling (and so K) is.
    fc.assert(
      fc.property(purchaseArb, fc.double({ min: 0.1, max: 3, noNaN: true }), fc.double({ min: 0.3, max: 3, noNaN: true }), (config, askShare, stretch) => {
        const firstAsk = Math.max(1, Math.round(config.openingMinor * (1 + askShare)));
        const state: PurchaseState = { ...fresh(), lastShopOfferMinor: config.openingMinor };
        const readCost = (c: PurchaseConfig) => {
          const { mirror, input } = mirroredInput({ config: c, state, move: { kind: "counter", priceMinor: firstAsk }, now: 0, draws: { reserve: 0.5, shape: 0.5, temper: 0.5, end: 0.5, offer: 0.5 } });
          fc.pre(firstAsk < mirror.pointMinor);
          const share = input.insight!.tactics!.lowestOpeningShare!;
          return mirror.pointMinor - (mirror.pointMinor - firstAsk) / share;
        };
        const other = { ...config, ceilingMinor: config.openingMinor + Math.max(1, Math.round((config.ceilingMinor - config.openingMinor) * stretch)) };
        const expected = DEFAULT_TACTICS.lowestOpeningShare * firstAsk;
        // Within half a minor unit: the mirrored numbers are near 2^48, where a double's step is 1/32.
        expect(Math.abs(readCost(config) - expected)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(readCost(other) - expected)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: RUNS },
    );
  });

  it("what a supplier is shown never contains the ceiling or the mirror point", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const K = mirrorOf(config).pointMinor;
        for (const { decision } of play(config, script, draws)) {
          const shown = [decision.priceMinor, ...(decision.options ?? []).map((o) => o.priceMinor)];
          expect(shown).not.toContain(config.ceilingMinor);
          expect(shown).not.toContain(K);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("bad input is refused before it is reflected: INVALID_INPUT, nothing moves", () => {
    const config: PurchaseConfig = { currency: "EUR", openingMinor: 8_000, ceilingMinor: 10_000, strategy: { kind: "adaptive" }, maxRounds: 10, ttlMs: 86_400_000 };
    const draws: PrivateDraws = { reserve: 0.5, shape: 0.5, temper: 0.5, end: 0.5, offer: 0.5 };
    const opened = decidePurchase({ config, state: fresh(), move: { kind: "open" }, now: 0, draws });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ config: fc.constantFrom<Partial<PurchaseConfig>>({ ceilingMinor: 8_000 }, { ceilingMinor: 7_000 }, { openingMinor: 0 }, { openingMinor: 1.5 }, { ceilingMinor: Number.MAX_SAFE_INTEGER }, { openingMinor: -5 }), ask: fc.constant(9_000) }),
          fc.record({ config: fc.constant({}), ask: fc.constantFrom(0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2, Infinity) }),
        ),
        ({ config: change, ask }) => {
          const d = decidePurchase({ config: { ...config, ...change }, state: opened.state, move: { kind: "counter", priceMinor: ask }, now: 1, draws });
          expect(d.reasons).toEqual(["INVALID_INPUT"]);
          expect(d.state).toBe(opened.state);
          expect(d.priceMinor).toBe(opened.priceMinor);
        },
      ),
    );
    // A state whose prices would reflect into valid ones is refused too (an ask of 0 would read as a bid of K).
    for (const state of [{ ...opened.state, lastBuyerOfferMinor: 0 }, { ...opened.state, lastShopOfferMinor: 10_000 + 1 }, { ...opened.state, buyer: { ...EMPTY_BUYER_MODEL, bids: 1, firstMinor: -3, lastMinor: -3, bestMinor: -3 } }]) {
      expect(decidePurchase({ config, state, move: { kind: "counter", priceMinor: 9_000 }, now: 1, draws }).reasons).toEqual(["INVALID_INPUT"]);
    }
  });

  it("the mirror point is public, and a supplier raising its ask is seen regressing whatever our ceiling (no probe of K or c)", () => {
    fc.assert(
      fc.property(purchaseArb.filter((c) => c.maxRounds >= 3), drawsArb, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0.3, max: 3, noNaN: true }), (config, draws, where, stretch) => {
        const other = { ...config, ceilingMinor: config.openingMinor + Math.max(1, Math.round((config.ceilingMinor - config.openingMinor) * stretch)) };
        const K = mirrorOf(config).pointMinor;
        expect(mirrorOf(other).pointMinor).toBe(K);
        // Any ask above our ceiling and below K − 1, then one more: a regression, answered by a hold.
        const ask = config.ceilingMinor + 1 + Math.floor(where * (K - config.ceilingMinor - 3));
        const [, first, second] = play(config, { moves: [{ kind: "counter", priceMinor: ask }, { kind: "counter", priceMinor: ask + 1 }] }, draws);
        fc.pre(first!.decision.status === "open");
        expect(second!.decision.reasons).toContain("BUYER_REGRESSED");
      }),
      { numRuns: RUNS },
    );
  });

  it("asks clamp only above the public mirror point: any two asks above it get the same answers, and a raised ask below it is a regression whatever the ceiling", () => {
    fc.assert(
      fc.property(purchaseArb, drawsArb, fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }), (config, draws, extras) => {
        const K = mirrorOf(config).pointMinor;
        const at = play(config, { moves: extras.map(() => ({ kind: "counter", priceMinor: K })) }, draws);
        const above = play(config, { moves: extras.map((x) => ({ kind: "counter", priceMinor: K + 1 + x })) }, draws);
        const seen = (s: Step) => [s.decision.action, s.decision.priceMinor, s.decision.status, s.decision.reasons];
        expect(above.map(seen)).toEqual(at.map(seen));
        // The supplier's asks are remembered as made.
        expect(above.at(-1)!.decision.state.lastBuyerOfferMinor).toBe(K + 1 + extras[above.length - 2]!);
      }),
      { numRuns: 200 },
    );
  });
});

/** A reserve draw that places the reserve of `config` at `reserve`, or null when none does (the draw's share is in [0.02, 0.06)). */
function solveReserveDraw(config: PurchaseConfig, reserve: number): number | null {
  const span = config.ceilingMinor - config.openingMinor;
  const target = (config.ceilingMinor - reserve) / span;
  // Search the draws whose ⌈span × share⌉ gives the target gap exactly.
  const gap = config.ceilingMinor - reserve;
  for (const share of [(gap - 0.5) / span, (gap - 0.999) / span + 1e-9, target - 1e-9]) {
    const draw = (share - 0.02) / 0.04;
    if (draw >= 0 && draw < 1 && config.ceilingMinor - Math.ceil(span * (0.02 + 0.04 * draw)) === reserve) return draw;
  }
  return null;
}

describe("buying mode with packages: payment days matter most (fast-check)", () => {
  const paymentDays: TermDeclaration = { id: "payment-days", label: "Payment terms", unit: "days", kind: "numeric", min: 0, max: 90, step: 15, better: "higher", shopBest: 90 };
  const delivery: TermDeclaration = { id: "delivery-days", label: "Delivery", unit: "days", kind: "numeric", min: 1, max: 15, step: 1, better: "lower", shopBest: 1 };
  const packageArb = fc
    .record({
      base: purchaseArb.filter((c) => c.ceilingMinor - c.openingMinor >= 50 && c.maxRounds >= 2),
      weights: fc.tuple(fc.double({ min: 0.05, max: 1, noNaN: true }), fc.double({ min: 0.05, max: 1, noNaN: true }), fc.double({ min: 0.01, max: 0.5, noNaN: true })),
      reservationUtility: fc.double({ min: 0, max: 0.6, noNaN: true }),
    })
    .map(({ base, weights: [price, days, delivery_], reservationUtility }): PurchaseConfig => ({
      ...base,
      package: { terms: [paymentDays, delivery], valuation: { weights: { price, "payment-days": days, "delivery-days": delivery_ }, reservationUtility } },
    }));
  const stepArb = fc.record({ share: fc.double({ min: -0.5, max: 2, noNaN: true }), days: fc.constantFrom(0, 15, 30, 45, 60, 75, 90), delivery: fc.integer({ min: 1, max: 15 }) });
  const withPackages = fc.record({ config: packageArb, draws: drawsArb, steps: fc.array(stepArb, { minLength: 1, maxLength: 12 }) });

  function playPackages(config: PurchaseConfig, draws: PrivateDraws, steps: { share: number; days: number; delivery: number }[]) {
    const span = config.ceilingMinor - config.openingMinor;
    let state = fresh();
    let d = decidePurchase({ config, state, move: { kind: "open" }, now: 0, draws });
    const played = [{ state, move: { kind: "open" } as SupplierMove, decision: d }];
    for (const [i, s] of steps.entries()) {
      if (d.status !== "open") break;
      state = d.state;
      const move: SupplierMove = { kind: "counter", priceMinor: Math.max(1, Math.round(config.ceilingMinor - span + s.share * span)), terms: { "payment-days": s.days, "delivery-days": s.delivery } };
      d = decidePurchase({ config, state, move, now: i + 1, draws });
      played.push({ state, move, decision: d });
    }
    return played;
  }

  it("we open asking for our best terms at our opening price, and never offer or agree a package priced at or above the ceiling", () => {
    fc.assert(
      fc.property(withPackages, ({ config, draws, steps }) => {
        const played = playPackages(config, draws, steps);
        expect(played[0]!.decision).toMatchObject({ priceMinor: config.openingMinor, terms: { "payment-days": 90, "delivery-days": 1 } });
        for (const { decision } of played) {
          if (decision.reasons.includes("INVALID_INPUT")) continue;
          for (const price of [decision.priceMinor!, ...(decision.options ?? []).map((o) => o.priceMinor)]) {
            expect(price).toBeGreaterThanOrEqual(config.openingMinor);
            expect(price).toBeLessThanOrEqual(config.ceilingMinor);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("payment days keep their direction: the same package with more payment days is worth more to us, never less", () => {
    fc.assert(
      fc.property(withPackages, ({ config, draws, steps }) => {
        for (const { state, move, decision } of playPackages(config, draws, steps)) {
          if (move.kind !== "counter" || !move.terms || !decision.explanation?.package) continue;
          const days = move.terms["payment-days"] as number;
          if (days >= 90) continue;
          const better = decidePurchase({ config, state, move: { ...move, terms: { ...move.terms, "payment-days": days + 15 } }, now: 99, draws });
          expect(better.explanation!.package!.bidUtility).toBeGreaterThanOrEqual(decision.explanation.package.bidUtility);
          // A supplier asking for fewer payment days at the same price is worth less to us, unless days carry no weight.
          if (config.package!.valuation.weights!["payment-days"]! > 0 && decision.explanation.package.bidUtility > 0) {
            expect(better.explanation!.package!.bidUtility).toBeGreaterThan(decision.explanation.package.bidUtility);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a trade-off answer in percent of price means percent of our opening: the weights are those of the same answer on a sale listed at our opening with the same span", () => {
    fc.assert(
      fc.property(purchaseArb.filter((c) => c.openingMinor >= 100 && c.ceilingMinor - c.openingMinor >= 10 && c.ceilingMinor < 2 * c.openingMinor), fc.integer({ min: 1, max: 6 }), fc.double({ min: 0.1, max: 20, noNaN: true }), (base, days, percentOfPrice) => {
        const valuation = { tradeoffs: [{ give: { term: "payment-days", amount: 15 * days }, for: { term: "price", amount: percentOfPrice } }], reservationUtility: 0.2 };
        const config: PurchaseConfig = { ...base, package: { terms: [paymentDays], valuation } };
        const mirror = mirrorOf(config);
        const mirrored = resolveWeights([paymentDays], mirror.config.package!.valuation, mirror.config);
        const direct = resolveWeights([paymentDays], valuation, { anchorMinor: config.openingMinor, floorMinor: 2 * config.openingMinor - config.ceilingMinor });
        expect(mirrored["price"]).toBeCloseTo(direct["price"]!, 9);
        expect(mirrored["payment-days"]).toBeCloseTo(direct["payment-days"]!, 9);
      }),
      { numRuns: 300 },
    );
  });
});
