/**
 * The learner's arm for one counterparty (kernel/learning.ts chooseArmFor): Thompson sampling, except that a
 * risky profile or a poor record under service contracts never gets the soft arm, and a clearly poor record gets
 * the firm one — "a provider with a poor record gets less generous terms" (issue 30, item 5). The adjustment comes
 * from contracts/reputation.ts, so this also checks the two agree at the records a user would recognise.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { negotiatorAdjustment, recordEvidence, reputationView } from "../../contracts/reputation";
import type { ReputationCell } from "../../contracts/types";
import { ARM_NAMES, chooseArmFor, POOR_RECORD, type ArmPosterior } from "../../kernel";

/** Posteriors under which the soft arm wins every draw. */
const SOFT_WINS: ArmPosterior[] = ARM_NAMES.map((arm) => (arm === "soft" ? { arm, alpha: 500, beta: 1, n: 499 } : { arm, alpha: 1, beta: 500, n: 499 }));
const DRAWS = [0.5, 0.5, 0.5];

function adjustmentAfter(met: number, missed: number): number {
  let cell: ReputationCell | undefined;
  let at = 1_700_000_000_000;
  for (let i = 0; i < met; i++) cell = recordEvidence(cell, true, (at += 1000));
  for (let i = 0; i < missed; i++) cell = recordEvidence(cell, false, (at += 1000));
  const view = reputationView("buyer:b1", cell ? { latency: cell } : {}, at);
  return negotiatorAdjustment(view);
}

describe("the arm a counterparty gets from its service record", () => {
  it("an unknown or good record changes nothing: the learner's choice stands", () => {
    expect(chooseArmFor(SOFT_WINS, DRAWS, { negotiations: 0, riskScore: 0 })).toBe("soft");
    expect(chooseArmFor(SOFT_WINS, DRAWS, { negotiations: 0, riskScore: 0, reputationAdjustment: adjustmentAfter(0, 0) })).toBe("soft");
    expect(chooseArmFor(SOFT_WINS, DRAWS, { negotiations: 0, riskScore: 0, reputationAdjustment: adjustmentAfter(50, 0) })).toBe("soft");
  });

  it("a record of missed checks is never given the soft arm, and a clearly poor one gets the firm arm", () => {
    const few = adjustmentAfter(0, 3);
    const many = adjustmentAfter(0, 10);
    expect(few).toBeGreaterThan(POOR_RECORD.noSoft);
    expect(chooseArmFor(SOFT_WINS, DRAWS, { negotiations: 0, riskScore: 0, reputationAdjustment: few })).not.toBe("soft");
    expect(many).toBeGreaterThan(POOR_RECORD.firm);
    expect(chooseArmFor(SOFT_WINS, DRAWS, { negotiations: 0, riskScore: 0, reputationAdjustment: many })).toBe("firm");
  });

  it("a worse record never gets a more generous arm (soft > default > firm), whatever the learner drew", () => {
    const generosity = { soft: 2, default: 1, firm: 0 } as const;
    fc.assert(
      fc.property(
        fc.array(fc.record({ alpha: fc.double({ min: 0.5, max: 200, noNaN: true }), beta: fc.double({ min: 0.5, max: 200, noNaN: true }) }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.double({ min: 0.01, max: 0.99, noNaN: true }), { minLength: 3, maxLength: 3 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (ab, units, a, b) => {
          const posteriors = ARM_NAMES.map((arm, i) => ({ arm, ...ab[i]!, n: 10 }));
          const [better, worse] = a <= b ? [a, b] : [b, a];
          const armOf = (adj: number) => chooseArmFor(posteriors, units, { negotiations: 0, riskScore: 0, reputationAdjustment: adj });
          expect(generosity[armOf(worse)]).toBeLessThanOrEqual(generosity[armOf(better)]);
        },
      ),
    );
  });
});
