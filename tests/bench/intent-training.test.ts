/**
 * The learned second opinion's training (bench/honest-messages/intent-training.ts, an experiment of issue 29): the
 * threshold asks back no more than its budget of the rules' right readings and is the largest that does; training is
 * a function of its examples; the model reads the kind, never a number (amounts are folded before it sees them).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INTENT_KINDS, intentProbabilities } from "../../language/reader/intent-model";
import { doubtThreshold, trainIntent, type GatedReading, type IntentExample } from "../../bench/honest-messages/intent-training";

const SMALL = { buckets: 1 << 10, epochs: 8, learningRate: 0.5, l2: 1e-4, seed: 7 };
const EXAMPLES: IntentExample[] = [
  ...["I offer 480", "I can pay 500", "would you take 450", "my bid is 300", "je propose 400", "ich biete 450"].map((text) => ({ text, kind: "price" as const })),
  ...["deal, I'll take it", "agreed, it's yours", "einverstanden", "marché conclu", "trato hecho", "yes, I accept"].map((text) => ({ text, kind: "accept" as const })),
  ...["no thanks, goodbye", "too expensive, I'm out", "nein danke", "non merci, au revoir", "no gracias, adiós", "I'll pass"].map((text) => ({ text, kind: "withdraw" as const })),
];

describe("the second opinion's threshold", () => {
  const readings = fc.array(fc.record({ rulesRight: fc.boolean(), probability: fc.double({ min: 0, max: 1, noNaN: true }) }), { maxLength: 60 });

  it("asks back at most the budget's share of the readings the rules had right", () => {
    fc.assert(
      fc.property(readings, fc.double({ min: 0, max: 0.5, noNaN: true }), (rs: GatedReading[], budget) => {
        const t = doubtThreshold(rs, budget);
        const right = rs.filter((r) => r.rulesRight);
        expect(right.filter((r) => r.probability < t).length).toBeLessThanOrEqual(Math.floor(budget * right.length));
      }),
    );
  });

  it("is the largest such threshold: any higher one would ask back more than the budget", () => {
    fc.assert(
      fc.property(readings, fc.double({ min: 0, max: 0.5, noNaN: true }), (rs: GatedReading[], budget) => {
        const t = doubtThreshold(rs, budget);
        const right = rs.filter((r) => r.rulesRight);
        const higher = right.map((r) => r.probability).filter((p) => p > t);
        if (higher.length === 0 || right.length === 0) return;
        const next = Math.min(...higher);
        expect(right.filter((r) => r.probability < next).length).toBeGreaterThan(Math.floor(budget * right.length));
      }),
    );
  });
});

describe("the second opinion's model", () => {
  const model = trainIntent(EXAMPLES, SMALL);

  it("is a function of its examples and options", () => {
    expect(trainIntent(EXAMPLES, SMALL).weights).toEqual(model.weights);
    expect(trainIntent(EXAMPLES, { ...SMALL, seed: 8 }).weights).not.toEqual(model.weights);
  });

  it("learns the kinds it was shown", () => {
    for (const e of EXAMPLES) {
      const p = intentProbabilities(model, e.text);
      expect(INTENT_KINDS[p.indexOf(Math.max(...p))], e.text).toBe(e.kind);
    }
  });

  it("gives probabilities, and never sees an amount: changing the numbers in a message changes nothing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (words, a, b) => {
        const p = intentProbabilities(model, `${words} ${a}`);
        expect(p.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
        for (const x of p) expect(x).toBeGreaterThanOrEqual(0);
        expect(intentProbabilities(model, `${words} ${b}`)).toEqual(p);
      }),
    );
  });
});
