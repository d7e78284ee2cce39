/**
 * A counterparty's dispute record reaching the negotiator (issue #30, item 5: "a consumer with disputes too"): the
 * arm a buyer opens with, through the very function a live open uses (durable-objects/shop/opening-snapshot.ts
 * `snapshotFor`, which reads contracts/reputation.ts `counterpartyAdjustment`), from a profile as the cron pushes it
 * (memory/reputation.ts → policies `reputationInputs`). The learner's posteriors here always pick the soft arm, so
 * the arm a buyer gets shows exactly what its records cost it: soft (as generous as with anyone), default (never
 * the soft arm), firm (a clearly poor record).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { counterpartyAdjustment, negotiatorAdjustment } from "../../contracts/reputation";
import { DEFAULT_LIMITS } from "../../durable-objects/limits";
import { snapshotFor, type OpeningConfiguration } from "../../durable-objects/shop/opening-snapshot";
import { ARM_NAMES, POOR_RECORD, type ArmPosterior } from "../../kernel";
import { reputationFromEvidence, type DisputeOutcomeLine, type EvidenceLine } from "../../memory/reputation";
import { reputationInputs, type CounterpartyInputs } from "../../policies";

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
/** Posteriors under which the soft arm wins every draw. */
const SOFT_WINS: ArmPosterior[] = ARM_NAMES.map((arm) => (arm === "soft" ? { arm, alpha: 500, beta: 1, n: 499 } : { arm, alpha: 1, beta: 500, n: 499 }));

const CONFIGURATION: OpeningConfiguration = {
  product: { id: "api-access", name: "API access", version: 1, publicFacts: {} },
  config: { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "linear" }, maxRounds: 8, ttlMs: 3_600_000 },
  policies: { version: 0, source: "" },
  pause: null,
  learned: { posteriors: SOFT_WINS, acceptance: null },
  agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 },
  limits: DEFAULT_LIMITS,
  drawKey: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
};

const PROFILE: CounterpartyInputs = { negotiations: 2, agreementRate: 0.5, avgDiscountBps: 300, concessionStyle: "linear", usualTactic: "", tacticRate: 0, riskScore: 0 };

/** Its decided disputes (`won`/`lost` of them, an hour apart, the latest an hour before the open), and SLA checks if any. */
function profileWith(disputes: { won: number; lost: number }, checks: EvidenceLine[] = []): CounterpartyInputs {
  const outcomes: DisputeOutcomeLine[] = [
    ...Array.from({ length: disputes.won }, () => true),
    ...Array.from({ length: disputes.lost }, () => false),
  ].map((won, i, all) => ({ won, at: NOW - (all.length - i) * 3_600_000 }));
  const reputation = reputationFromEvidence("buyer:b", checks, outcomes);
  return { ...PROFILE, ...(reputation ? { reputation: reputationInputs(reputation) } : {}) };
}

/** The arm this buyer opens with, as a live open computes it. */
async function armFor(counterparty: CounterpartyInputs | undefined, configuration = CONFIGURATION): Promise<string> {
  const snapshot = await snapshotFor(configuration, { buyerKey: "buyer:b", quantity: 1, ...(counterparty ? { counterparty } : {}) }, NOW);
  if (!snapshot.ok) throw new Error(JSON.stringify(snapshot));
  return snapshot.body.arm;
}

const slaChecks = (met: number, missed: number): EvidenceLine[] => [
  ...Array.from({ length: met }, (_, i) => ({ metric: "latency", met: true, at: NOW - 7_200_000 + i * 1_000 })),
  ...Array.from({ length: missed }, (_, i) => ({ metric: "latency", met: false, at: NOW - 3_600_000 + i * 1_000 })),
];

describe("the arm a buyer gets from its dispute record", () => {
  it("a newcomer, and a buyer that only won its disputes, get the learner's arm: the soft one here", async () => {
    expect(await armFor(undefined)).toBe("soft");
    expect(await armFor(PROFILE)).toBe("soft");
    expect(await armFor(profileWith({ won: 1, lost: 0 }))).toBe("soft");
    expect(await armFor(profileWith({ won: 6, lost: 0 }))).toBe("soft");
  });

  it("a buyer that lost a dispute never gets the soft arm; one that lost several gets the firm arm", async () => {
    expect(await armFor(profileWith({ won: 0, lost: 1 }))).toBe("default");
    expect(await armFor(profileWith({ won: 0, lost: 3 }))).toBe("firm");
    expect(await armFor(profileWith({ won: 0, lost: 10 }))).toBe("firm");
  });

  it("wins weigh against losses: one of each is a newcomer's record, more lost than won still costs", async () => {
    expect(await armFor(profileWith({ won: 1, lost: 1 }))).toBe("soft");
    expect(await armFor(profileWith({ won: 1, lost: 2 }))).toBe("default");
    expect(await armFor(profileWith({ won: 2, lost: 8 }))).toBe("firm");
  });

  it("the poorer record decides: a good SLA record does not hide lost disputes, won disputes do not hide missed checks", async () => {
    expect(await armFor(profileWith({ won: 0, lost: 0 }, slaChecks(60, 0)))).toBe("soft");
    expect(await armFor(profileWith({ won: 0, lost: 4 }, slaChecks(60, 0)))).toBe("firm");
    expect(await armFor(profileWith({ won: 6, lost: 0 }, slaChecks(0, 10)))).toBe("firm");
  });

  it("a profile pushed before dispute records existed (no `disputes`) is read on its SLA record alone", async () => {
    const old = profileWith({ won: 0, lost: 0 }, slaChecks(20, 0));
    const { disputes: _gone, ...withoutDisputes } = old.reputation!;
    expect(await armFor({ ...old, reputation: withoutDisputes as typeof old.reputation })).toBe("soft");
    expect(counterpartyAdjustment({ score: 0.2, uncertainty: 0.05 })).toBe(negotiatorAdjustment({ score: 0.2, uncertainty: 0.05 }));
  });

  it("property: the adjustment is the larger of the two records' — never less than either", () => {
    const figures = fc.record({ score: fc.double({ min: 0, max: 1, noNaN: true }), uncertainty: fc.double({ min: 0, max: 0.3, noNaN: true }) });
    fc.assert(
      fc.property(figures, figures, (sla, disputes) => {
        const both = counterpartyAdjustment({ ...sla, disputes });
        expect(both).toBe(Math.max(negotiatorAdjustment(sla), negotiatorAdjustment(disputes)));
        expect(both).toBeGreaterThanOrEqual(0);
        expect(both).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("property: one more lost dispute never gets a buyer a more generous arm, one more won never a less generous one", async () => {
    const generosity: Record<string, number> = { soft: 2, default: 1, firm: 0 };
    const record = fc.record({ won: fc.nat(8), lost: fc.nat(8) });
    await fc.assert(
      fc.asyncProperty(record, async ({ won, lost }) => {
        const now = generosity[await armFor(profileWith({ won, lost }))]!;
        expect(generosity[await armFor(profileWith({ won, lost: lost + 1 }))]).toBeLessThanOrEqual(now);
        expect(generosity[await armFor(profileWith({ won: won + 1, lost }))]).toBeGreaterThanOrEqual(now);
      }),
      { numRuns: 60 },
    );
  });

  it("the thresholds a user would recognise: one recent loss 0.106 (above POOR_RECORD.noSoft), two 0.292 (above POOR_RECORD.firm)", () => {
    const adjustment = (lost: number) => counterpartyAdjustment(profileWith({ won: 0, lost }).reputation!);
    expect(adjustment(1)).toBeCloseTo(0.106, 2);
    expect(adjustment(1)).toBeGreaterThan(POOR_RECORD.noSoft);
    expect(adjustment(1)).toBeLessThanOrEqual(POOR_RECORD.firm);
    expect(adjustment(2)).toBeCloseTo(0.292, 2);
    expect(adjustment(2)).toBeGreaterThan(POOR_RECORD.firm);
  });
});
