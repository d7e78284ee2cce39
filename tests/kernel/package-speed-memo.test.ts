/**
 * The second round of package speed-ups (issue 28's kernel speed guard, under load) rests on three things, checked
 * here for any input: the message-free validity checks a package decision runs say exactly what validateConfig and
 * validateRound say (so nothing from outside goes unchecked); the product's remembered posterior of the buyer model
 * (bayes.ts shapePosteriorOf) never carries anything from one negotiation, buyer or shop to another — a decision
 * made after any number of unrelated decisions is the one made in a fresh process; and a stored state changed in
 * place between decisions is decided by what it says now.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTER_TACTIC_TRIGGERS, decide, validateConfig, validateRound, type BuyerMove, type DecideInput, type NegotiationConfig, type NegotiationState, type PrivateDraws } from "../../kernel";
import { configValid, roundValid } from "../../kernel/validate";
import { configArb, drawsArb, initialState } from "./arbitraries";
import { packageConfigArb, packageScriptArb, moveOfStep, type PackageStep } from "./package-arbitraries";

const RUNS = 300;

/** A value of any kind a field might hold when a configuration or state is malformed. */
const junkArb = fc.oneof(
  fc.constantFrom(undefined, null, true, "", "EUR", "eur", "EU", "EURO", "E\u00c9R", " EU", 0, -1, 0.5, 1, 2 ** 53, 2 ** 53 - 1, Number.NaN, Infinity, -0, [], {}),
  fc.integer({ min: -10, max: 2_000 }),
  fc.double(),
  fc.string({ maxLength: 4 }),
);

/** Configurations: valid ones, and each with one field set to junk (or a strategy with a bad member). */
const configLikeArb: fc.Arbitrary<NegotiationConfig> = fc.oneof(
  configArb,
  fc.record({ config: configArb, key: fc.constantFrom("currency", "anchorMinor", "floorMinor", "strategy", "maxRounds", "ttlMs"), value: junkArb }).map(({ config, key, value }) => ({ ...config, [key]: value }) as NegotiationConfig),
  fc
    .record({ config: configArb, key: fc.constantFrom("kind", "exponent", "holdAfter"), value: fc.oneof(junkArb, fc.constantFrom("adaptive", "boulware", 10, 10.0001, 1e-9, [...COUNTER_TACTIC_TRIGGERS], ["anchoring", "nope"], [...COUNTER_TACTIC_TRIGGERS, "anchoring"])) })
    .map(({ config, key, value }) => ({ ...config, strategy: { ...config.strategy, [key]: value } }) as NegotiationConfig),
  fc.constantFrom(null, undefined, 7, "config") as fc.Arbitrary<unknown> as fc.Arbitrary<NegotiationConfig>,
);

/** A round's inputs (state, move, clock, draws) for a valid configuration: plausible ones and each with junk in one place. */
function roundLikeArb(config: NegotiationConfig): fc.Arbitrary<{ state: NegotiationState; move: BuyerMove; now: number; draws: PrivateDraws | undefined }> {
  const price = fc.oneof(fc.integer({ min: config.floorMinor, max: config.anchorMinor }), fc.constantFrom(null, config.floorMinor - 1, config.anchorMinor + 1), junkArb);
  const state = fc.record({
    round: fc.oneof(fc.integer({ min: 0, max: config.maxRounds + 1 }), junkArb),
    openedAt: fc.oneof(fc.constant(0), junkArb),
    lastShopOfferMinor: price,
    lastBuyerOfferMinor: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: config.anchorMinor }), junkArb),
    buyer: fc.oneof(
      fc.constant(undefined),
      fc.record({ bids: fc.oneof(fc.nat(5), junkArb), firstMinor: fc.oneof(fc.constant(null), fc.nat(), junkArb), lastMinor: fc.oneof(fc.constant(null), fc.nat()), bestMinor: fc.oneof(fc.constant(null), fc.nat()), lastStepMinor: fc.oneof(fc.integer(), junkArb), previousStepMinor: fc.integer() }),
      junkArb,
    ),
  });
  const move = fc.oneof(
    fc.record({ kind: fc.constant("open"), priceMinor: fc.oneof(fc.constant(undefined), fc.integer({ min: 1, max: config.anchorMinor }), junkArb) }),
    fc.record({ kind: fc.constant("counter"), priceMinor: fc.oneof(fc.integer({ min: 1, max: config.anchorMinor }), junkArb) }),
    fc.record({ kind: fc.constantFrom("accept", "walk", undefined) }),
    junkArb,
  );
  const draws = fc.oneof(drawsArb, fc.constant(undefined), fc.record({ reserve: fc.oneof(junkArb, fc.constant(1)), shape: fc.constant(0), temper: fc.constant(0), end: fc.constant(0), offer: fc.constant(0) }));
  return fc.record({ state: fc.oneof(state, junkArb), move, now: fc.oneof(fc.integer({ min: 0, max: 10 ** 12 }), junkArb), draws }) as never;
}

describe("package validity checks say what the validators say (fast-check)", () => {
  it("configValid accepts exactly the configurations validateConfig finds nothing wrong with", () => {
    fc.assert(
      fc.property(configLikeArb, (config) => {
        expect(configValid(config)).toBe(validateConfig(config).length === 0);
      }),
      { numRuns: RUNS * 5 },
    );
  });

  it("roundValid accepts exactly the rounds validateRound finds nothing wrong with", () => {
    fc.assert(
      fc.property(
        configArb.chain((config) => roundLikeArb(config).map((round) => ({ config, ...round }))),
        ({ config, state, move, now, draws }) => {
          expect(roundValid(config, state, move, now, draws)).toBe(validateRound(config, state, move, now, draws).length === 0);
        },
      ),
      { numRuns: RUNS * 5 },
    );
  });
});

/** Every input of one package negotiation played from its opening: the inputs, in order (states as decided). */
function negotiation(config: NegotiationConfig, draws: PrivateDraws, script: PackageStep[]): DecideInput[] {
  const inputs: DecideInput[] = [{ config, state: initialState(0), move: { kind: "open" }, now: 0, draws }];
  let decision = decide(inputs[0]!);
  let state = decision.state;
  for (const [i, step] of script.entries()) {
    if (decision.status !== "open") break;
    const input: DecideInput = { config, state, move: moveOfStep(config, step, decision.state), now: 1_000 * (i + 1), draws };
    inputs.push(input);
    decision = decide(input);
    if (!decision.reasons.includes("INVALID_INPUT")) state = decision.state;
  }
  return inputs;
}

/** A counter on a product of its own (another shop's): deciding it replaces whatever the kernel last remembered. */
const UNRELATED: DecideInput = (() => {
  const config: NegotiationConfig = {
    currency: "EUR",
    anchorMinor: 10_000,
    floorMinor: 7_000,
    strategy: { kind: "adaptive" },
    maxRounds: 10,
    ttlMs: 86_400_000,
    package: { terms: [{ id: "days", label: "Days", kind: "numeric", unit: "days", min: 0, max: 60, step: 5, better: "lower", shopBest: 0 }], valuation: { weights: { price: 2, days: 1 }, reservationUtility: 0.4242 } },
  };
  const draws = { reserve: 0.31, shape: 0.41, temper: 0.59, end: 0.26, offer: 0.53 };
  const opened = decide({ config, state: initialState(0), move: { kind: "open" }, now: 0, draws });
  return { config, state: opened.state, move: { kind: "counter", priceMinor: 7_500, terms: { days: 30 } }, now: 1_000, draws };
})();

const negotiationArb = fc.record({ config: packageConfigArb, draws: drawsArb }).chain(({ config, draws }) => packageScriptArb(config).map((script) => ({ config, draws, script })));

describe("the package kernel's memos leak nothing between decisions (fast-check)", () => {
  it("a decision is the same after unrelated decisions on the same product and on other shops' products", () => {
    fc.assert(
      fc.property(negotiationArb, negotiationArb, drawsArb, fc.nat(), ({ config, draws, script }, other, otherDraws, pick) => {
        const mine = negotiation(config, draws, script);
        // What each decision is on its own: on a copy of its input, nothing decided before it on that copy.
        const alone = mine.map((input) => decide(structuredClone(input)));
        // Meanwhile: another buyer on the same product object, and another shop's product, decide in between.
        const sameProduct = negotiation(config, otherDraws, other.script);
        const otherShop = negotiation(other.config, other.draws, other.script);
        const noise = [...sameProduct, ...otherShop];
        mine.forEach((input, k) => {
          for (let j = 0; j <= (pick + k) % 3 && noise.length > 0; j++) decide(noise[(pick + k * 7 + j) % noise.length]!);
          expect(decide(input)).toEqual(alone[k]);
        });
      }),
      { numRuns: 150 },
    );
  });

  it("a decision is the same after one whose input differed in a single private draw, insight or strategy field", () => {
    const variation = fc.oneof(
      fc.record({ draw: fc.constantFrom("reserve", "shape", "temper", "end", "offer"), value: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }) }),
      fc.record({ insight: fc.constantFrom({ acceptance: { midpoint: 0.8, slope: 12, samples: 500 } }, { tactics: { gridShare: 0.02 } }, { acceptance: { midpoint: 0.9, slope: 12, samples: 500 } }) }),
      fc.record({ exponent: fc.double({ min: 0.1, max: 10, noNaN: true }) }),
      fc.record({ midpoint: fc.double({ min: 0.5, max: 1.2, noNaN: true }) }),
    );
    fc.assert(
      fc.property(negotiationArb, variation, fc.nat(), ({ config, draws, script }, v, at) => {
        // A strategy object of its own, so it can be changed in place below (the default one is frozen).
        config.strategy = { ...config.strategy };
        const inputs = negotiation(config, draws, script);
        const input = inputs[at % inputs.length]!;
        const expected = decide(structuredClone(input));
        if ("midpoint" in v) {
          // The insight's acceptance curve changed in place: decided by what it says now.
          const insight = { acceptance: { midpoint: 0.85, slope: 12, samples: 500 } };
          const withInsight = { ...input, insight };
          decide(withInsight);
          insight.acceptance.midpoint = v.midpoint;
          const now = decide(withInsight);
          decide(UNRELATED);
          expect(now).toEqual(decide(structuredClone(withInsight)));
        } else if ("exponent" in v) {
          // The same strategy object changed in place and changed back: decided by what it says, not what it said.
          const strategy = input.config.strategy;
          const had = Object.hasOwn(strategy, "exponent");
          const before = strategy.exponent;
          strategy.exponent = v.exponent;
          decide(UNRELATED);
          const changed = decide(structuredClone(input));
          strategy.exponent = before;
          if (!had) delete strategy.exponent;
          decide(UNRELATED);
          decide(input);
          strategy.exponent = v.exponent;
          expect(decide(input)).toEqual(changed);
          if (had) strategy.exponent = before;
          else delete strategy.exponent;
        } else {
          // Each decided after an unrelated decision, then right after the other.
          const neighbour = { ...input, ...("draw" in v ? { draws: { ...draws, [v.draw]: v.value } } : { insight: v.insight }) };
          decide(UNRELATED);
          const expectedNeighbour = decide(structuredClone(neighbour));
          decide(UNRELATED);
          expect(decide(structuredClone(input))).toEqual(expected);
          expect(decide(neighbour)).toEqual(expectedNeighbour);
        }
        expect(decide(input)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it("a state whose buyer model was changed in place is decided by what it says now", () => {
    fc.assert(
      fc.property(negotiationArb, fc.double({ min: -40, max: 0, noNaN: true }), fc.nat(), ({ config, draws, script }, x, at) => {
        const inputs = negotiation(config, draws, script).filter((input) => (input.state.package?.preferences.shapeLikelihood?.length ?? 0) > 0);
        if (inputs.length === 0) return;
        const input = inputs[at % inputs.length]!;
        // Decide it once (the product remembers the posterior of its buyer model), then change the model in place.
        decide(input);
        const likelihood = input.state.package!.preferences.shapeLikelihood!;
        likelihood[at % likelihood.length] = x;
        expect(decide(input)).toEqual(decide(structuredClone(input)));
      }),
      { numRuns: RUNS },
    );
  });
});
