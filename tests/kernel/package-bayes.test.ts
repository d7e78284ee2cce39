/**
 * The Bayesian value-shape model (kernel/package/bayes.ts, through preferences.ts): a buyer whose value of a term
 * is not what the prior assumes is read from how it concedes, a pick teaches the shape that ranks it first, a buyer
 * who never names terms leaves the prior alone, and the stored evidence stays small, finite and bounded whatever
 * the buyer sends. Properties with fast-check over generated products and bid scripts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NegotiationConfig, TermValues } from "../../kernel";
import { MAX_SHAPE_POSITIONS, MAX_SHAPES, shapeHypotheses } from "../../kernel/package/bayes";
import { BAYESIAN_BUYER_MODEL, buyerValueAt, compileBuyerValues, emptyPreferences, observePackageBid, observePick } from "../../kernel/package/preferences";
import { packageSpace, positionsOf } from "../../kernel/package/space";
import type { BuyerPreferences, PackageOption } from "../../kernel/package/types";
import { askedTermsArb, packageConfigArb } from "./package-arbitraries";
import { DEFAULT_STRATEGY } from "../../kernel";

/** A product with one numeric term (delivery days 0–20, the shop prefers long delivery) besides price. */
function deliveryProduct(): NegotiationConfig {
  return {
    currency: "EUR",
    anchorMinor: 100_000,
    floorMinor: 60_000,
    strategy: DEFAULT_STRATEGY,
    maxRounds: 10,
    ttlMs: 86_400_000,
    package: {
      terms: [{ id: "delivery", label: "Delivery", kind: "numeric", unit: "days", min: 0, max: 20, step: 1, better: "higher", shopBest: 20 }],
      valuation: { weights: { price: 0.6, delivery: 0.4 }, reservationUtility: 0.4 },
    },
  };
}

/**
 * A buyer who values delivery peaked at 10 days (too fast costs it storage, too slow stalls it), conceding in its
 * own utility 0.9, 0.85, … and bidding, each round, another delivery at the price that brings it to that utility.
 */
function peakedBuyerBids(config: NegotiationConfig, rounds: number): { priceMinor: number; terms: TermValues }[] {
  const { anchorMinor, floorMinor } = config;
  const ideal = floorMinor - (anchorMinor - floorMinor) / 2;
  const value = (days: number) => Math.max(0, 1 - Math.abs(days - 10) / 10);
  const days = [4, 16, 10, 2, 18, 7, 13, 0, 20, 10];
  return Array.from({ length: rounds }, (_, r) => {
    const aspiration = 0.9 - 0.05 * r;
    const d = days[r % days.length]!;
    // 0.5 × price value + 0.5 × delivery value = aspiration; price value 1 at `ideal`, 0 at the list price.
    const priceValue = Math.min(1, Math.max(0, (aspiration - 0.5 * value(d)) / 0.5));
    return { priceMinor: Math.round(anchorMinor - priceValue * (anchorMinor - ideal)), terms: { delivery: d } };
  });
}

function learn(config: NegotiationConfig, bids: { priceMinor: number; terms: TermValues }[], named = true): BuyerPreferences {
  const space = packageSpace(config);
  let prefs = emptyPreferences(space);
  let previous: { priceMinor: number; terms: TermValues } | null = null;
  for (const bid of bids) {
    prefs = observePackageBid(space, prefs, bid, named ? bid.terms : {}, previous, true);
    previous = bid;
  }
  return prefs;
}

describe("the buyer model learns value shapes from how the buyer concedes", () => {
  it("reads a buyer who values the middle of a range most, which the linear prior cannot", () => {
    const config = deliveryProduct();
    const space = packageSpace(config);
    const buyer = compileBuyerValues(space, learn(config, peakedBuyerBids(config, 8)));
    const at = (days: number) => buyerValueAt(space, buyer, 0, days);
    expect(at(10)).toBeGreaterThan(at(0) + 0.2);
    expect(at(10)).toBeGreaterThan(at(20) + 0.2);
    // The frequency model alone values a numeric term linearly: one end is always its best.
    const prior = compileBuyerValues(space, emptyPreferences(space));
    expect(Math.max(buyerValueAt(space, prior, 0, 0), buyerValueAt(space, prior, 0, 20))).toBe(1);
  });

  it("a buyer bidding price only on the shop's terms leaves the terms valued as before", () => {
    const config = deliveryProduct();
    const space = packageSpace(config);
    const learnt = learn(config, peakedBuyerBids(config, 6), false);
    expect(learnt.shapeLikelihood).toBeUndefined();
    const buyer = compileBuyerValues(space, learnt);
    const before = compileBuyerValues(space, emptyPreferences(space));
    for (let d = 0; d <= 20; d++) expect(buyerValueAt(space, buyer, 0, d)).toBe(buyerValueAt(space, before, 0, d));
  });

  it("a pick of the fast-delivery option teaches that the buyer wants delivery short", () => {
    const config = deliveryProduct();
    const space = packageSpace(config);
    // The buyer has named terms once (so the shapes are learnt), then picks among equivalent options.
    let prefs = observePackageBid(space, emptyPreferences(space), { priceMinor: 70_000, terms: { delivery: 12 } }, { delivery: 12 }, null, true);
    const options: PackageOption[] = [
      { id: "r1o1", priceMinor: 80_000, terms: { delivery: 0 } },
      { id: "r1o2", priceMinor: 72_000, terms: { delivery: 20 } },
    ];
    const before = compileBuyerValues(space, prefs);
    prefs = observePick(space, prefs, options[0]!, options, true);
    const after = compileBuyerValues(space, prefs);
    const lead = (b: typeof before) => buyerValueAt(space, b, 0, 0) - buyerValueAt(space, b, 0, 20);
    expect(lead(after)).toBeGreaterThan(lead(before));
  });
});

describe("with the Bayesian model off (BAYESIAN_BUYER_MODEL), the model is the frequency model alone", () => {
  it("no shape evidence is gathered, so package decisions are what they were", () => {
    fc.assert(
      fc.property(packageConfigArb, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 6 }), (config, shares) => {
        const space = packageSpace(config);
        let prefs = emptyPreferences(space);
        let previous: { priceMinor: number; terms: TermValues } | null = null;
        for (const share of shares) {
          const bid = { priceMinor: Math.round(config.floorMinor + share * (config.anchorMinor - config.floorMinor)), terms: { ...space.best } };
          prefs = observePackageBid(space, prefs, bid, bid.terms, previous, false);
          previous = bid;
        }
        expect(prefs.shapeLikelihood).toBeUndefined();
        expect(compileBuyerValues(space, prefs).shape.every((m) => m === null)).toBe(true);
      }),
      { numRuns: 50 },
    );
    // The product default follows the switch.
    const config = deliveryProduct();
    const space = packageSpace(config);
    const first = observePackageBid(space, emptyPreferences(space), { priceMinor: 70_000, terms: { delivery: 3 } }, { delivery: 3 }, null);
    expect(first.shapeLikelihood === undefined).toBe(!BAYESIAN_BUYER_MODEL);
  });
});

/** A script of bids: price as a share of the range (below the floor and above the list price too) and asked terms. */
const scriptArb = packageConfigArb.chain((config) =>
  fc.tuple(fc.constant(config), fc.array(fc.record({ share: fc.double({ min: -0.5, max: 1.2, noNaN: true }), terms: askedTermsArb(config.package!.terms) }), { minLength: 1, maxLength: 12 })),
);

function play(config: NegotiationConfig, script: { share: number; terms: TermValues }[]): BuyerPreferences[] {
  const space = packageSpace(config);
  const states: BuyerPreferences[] = [emptyPreferences(space)];
  let previous: { priceMinor: number; terms: TermValues } | null = null;
  for (const step of script) {
    const bid = { priceMinor: Math.max(1, Math.round(config.floorMinor + step.share * (config.anchorMinor - config.floorMinor))), terms: { ...space.best, ...step.terms } };
    states.push(observePackageBid(space, states[states.length - 1]!, bid, step.terms, previous, true));
    previous = bid;
  }
  return states;
}

describe("the stored evidence stays small, finite and bounded", () => {
  it("at most MAX_SHAPES numbers, each in [−40, 0], each term's best 0, whatever the bids", () => {
    fc.assert(
      fc.property(scriptArb, ([config, script]) => {
        const space = packageSpace(config);
        const hyp = shapeHypotheses(space);
        expect(hyp.size).toBeLessThanOrEqual(MAX_SHAPES);
        for (const prefs of play(config, script)) {
          const stored = prefs.shapeLikelihood;
          if (!stored) continue;
          expect(stored).toHaveLength(hyp.size);
          for (const x of stored) expect(x >= -40 && x <= 0).toBe(true);
          hyp.offset.forEach((o, i) => {
            if (o >= 0) expect(Math.max(...stored.slice(o, o + hyp.tables[i]!.length))).toBe(0);
          });
        }
      }),
      { numRuns: 150 },
    );
  });

  it("compiled values stay in [0, 1] and weights sum to 1; the same bids give the same model", () => {
    fc.assert(
      fc.property(scriptArb, ([config, script]) => {
        const space = packageSpace(config);
        const states = play(config, script);
        expect(play(config, script)).toEqual(states);
        for (const prefs of states) {
          const buyer = compileBuyerValues(space, prefs);
          expect(buyer.priceWeight + buyer.weight.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 9);
          space.terms.forEach((term, i) => {
            const positions = term.kind === "numeric" ? space.steps[i]! + 1 : term.values.length;
            for (let k = 0; k < Math.min(positions, MAX_SHAPE_POSITIONS + 1); k++) {
              const v = buyerValueAt(space, buyer, i, k);
              expect(v >= -1e-12 && v <= 1 + 1e-12).toBe(true);
            }
          });
        }
      }),
      { numRuns: 100 },
    );
  });

  it("an update never changes the state it was given (states are stored as returned)", () => {
    fc.assert(
      fc.property(scriptArb, ([config, script]) => {
        const space = packageSpace(config);
        const states = play(config, script);
        const frozen = JSON.stringify(states);
        // Another bid and a pick on each stored state leave it as it was.
        const bid = { priceMinor: config.floorMinor, terms: { ...space.best } };
        const options: PackageOption[] = [{ id: "a", ...bid }, { id: "b", priceMinor: config.anchorMinor, terms: { ...space.best } }];
        for (const prefs of states) {
          observePackageBid(space, prefs, bid, bid.terms, bid, true);
          observePick(space, prefs, options[1]!, options, true);
        }
        expect(JSON.stringify(states)).toBe(frozen);
      }),
      { numRuns: 50 },
    );
  });

  it("a stored state that does not fit the product (another version, or tampered) is ignored, not trusted", () => {
    fc.assert(
      fc.property(scriptArb, fc.constantFrom<unknown>([Number.NaN], [1, 2, 3], "x", null, [Infinity]), ([config, script], bad) => {
        const space = packageSpace(config);
        const last = play(config, script).at(-1)!;
        const clean: BuyerPreferences = { evidence: last.evidence, direction: last.direction, counts: last.counts };
        const tampered = { ...clean, shapeLikelihood: bad } as BuyerPreferences;
        expect(compileBuyerValues(space, tampered)).toEqual(compileBuyerValues(space, clean));
      }),
      { numRuns: 100 },
    );
  });

  it("a term of more than MAX_SHAPE_POSITIONS grid positions gets no shapes (bounded work per decision)", () => {
    const config = deliveryProduct();
    config.package = { ...config.package!, terms: [{ id: "days", label: "Days", kind: "numeric", min: 0, max: 1000, step: 1, better: "higher", shopBest: 1000 }], valuation: { weights: { price: 0.5, days: 0.5 }, reservationUtility: 0.4 } };
    const space = packageSpace(config);
    expect(shapeHypotheses(space).offset).toEqual([-1]);
    expect(positionsOf(space, { days: 500 })).toEqual([500]);
  });
});
