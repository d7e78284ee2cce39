// The dispute record on counterparty profiles (issue #30, item 5: "a consumer with disputes too"): every decided
// dispute an agent won or lost becomes a Beta beside its SLA record (memory/reputation.ts), read by policies and the
// negotiator. Pure properties of the record, then the record reaching profiles through the real consumer and the
// cron's own functions (Postgres: PGlite through the Neon driver), the disputes made by the contract core itself.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeProfiles, counterpartiesChangedSince, getCounterpartyProfile, handleEventsBatch, refreshCounterpartyProfilesSinceCursor, storeProfiles, type ComputedProfile, type NegotiationEventEnvelopeInput } from "../../memory";
import { reputationFromEvidence, type DisputeOutcomeLine, type ProfileReputation } from "../../memory/reputation";
import { reputationInputs } from "../../policies";
import { disputedContract, START } from "./contract-disputes-fixtures";
import { makeBatch, newShopId, useTestDb } from "./helpers";

const WEEK = 7 * 24 * 3_600_000;
const won = (at: number): DisputeOutcomeLine => ({ won: true, at });
const lost = (at: number): DisputeOutcomeLine => ({ won: false, at });

describe("the dispute record (pure)", () => {
  it("an agent with dispute outcomes and no SLA checks has a reputation: the SLA prior, and its dispute record", () => {
    const r = reputationFromEvidence("buyer:b", [], [lost(START), lost(START + 1_000), won(START + 2_000)])!;
    expect(r).toMatchObject({ score: 0.5, evidence: 0, checks: 0, missed: 0, perMetric: {}, asOf: START + 2_000 });
    // Beta(1 + 1, 1 + 2) seconds apart: mean 2/5.
    expect(r.disputes).toMatchObject({ won: 1, lost: 2, score: 0.4, evidence: 3 });
    expect(r.disputes!.uncertainty).toBeCloseTo(0.2, 3);
  });

  it("no dispute outcome: `disputes` is null and the SLA record is as before; nothing at all: no reputation", () => {
    const lines = [{ metric: "latency", met: false, at: START }];
    expect(reputationFromEvidence("p", lines)!.disputes).toBeNull();
    expect(reputationFromEvidence("p", lines, [])).toEqual(reputationFromEvidence("p", lines));
    expect(reputationFromEvidence("p", [], [])).toBeNull();
  });

  it("decays like the SLA record: losses a month before the newest evidence weigh a sixteenth", () => {
    const r = reputationFromEvidence("p", [{ metric: "latency", met: true, at: START + 4 * WEEK }], [lost(START), lost(START), lost(START)])!;
    expect(r.asOf).toBe(START + 4 * WEEK);
    expect(r.disputes).toMatchObject({ lost: 3, won: 0 });
    expect(r.disputes!.evidence).toBeCloseTo(3 / 16, 2); // 0.1875, stored to 3 decimals
  });

  const outcome = fc.record({ won: fc.boolean(), at: fc.integer({ min: START, max: START + 30 * 86_400_000 }) });

  it("property: the same outcomes in any order give the same record", () => {
    fc.assert(
      fc.property(fc.array(outcome, { minLength: 1, maxLength: 20 }), fc.array(fc.nat(), { minLength: 20, maxLength: 20 }), (list, keys) => {
        const shuffled = list.map((o, i) => ({ o, k: keys[i]! })).sort((a, b) => a.k - b.k).map((x) => x.o);
        expect(reputationFromEvidence("a", [], shuffled)).toEqual(reputationFromEvidence("a", [], list));
      }),
    );
  });

  it("property: one more loss never raises the dispute score, one more win never lowers it; counts are the outcomes'", () => {
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 20 }), (list) => {
        const after = list.reduce((t, o) => Math.max(t, o.at), START);
        const record = (extra: DisputeOutcomeLine[]) => reputationFromEvidence("a", [], [...list, ...extra])?.disputes ?? null;
        const base = record([]);
        const worse = record([lost(after)])!;
        const better = record([won(after)])!;
        expect(worse.score).toBeLessThanOrEqual((base?.score ?? 0.5) + 1e-3);
        expect(better.score).toBeGreaterThanOrEqual((base?.score ?? 0.5) - 1e-3);
        expect([worse.won, worse.lost]).toEqual([list.filter((o) => o.won).length, list.filter((o) => !o.won).length + 1]);
        expect(worse.score).toBeGreaterThan(0);
        expect(better.score).toBeLessThan(1);
      }),
    );
  });
});

const t = useTestDb();
const QUEUE = "negotiation-events";

async function deliver(bodies: readonly NegotiationEventEnvelopeInput[]) {
  const batch = makeBatch(QUEUE, bodies);
  await handleEventsBatch(batch, { db: t.handle.db });
  expect(batch.messages.every((m) => m.outcome === "acked")).toBe(true);
}

async function profileOf(shopId: string, agentId: string) {
  await storeProfiles(t.handle.db, await computeProfiles(t.handle.db, [{ shopId, counterpartyId: agentId }]));
  return getCounterpartyProfile(t.handle.db, shopId, agentId);
}

describe("the dispute record on counterparty profiles", () => {
  it("a consumer whose penalties were reversed on dispute gets a profile from its disputes alone; the provider's record shows what it won", async () => {
    // The provider disputes three penalties: two upheld (the consumer loses), one rejected (the provider loses).
    const c = disputedContract(newShopId("drp"), { disputes: ["upheld", "rejected", "upheld"] });
    await deliver(c.events);

    const consumer = await profileOf(c.shopId, c.consumer);
    expect(consumer).toMatchObject({ negotiations: 0 });
    const record = consumer!.reputation as ProfileReputation;
    expect(record).toMatchObject({ checks: 0, evidence: 0, score: 0.5 });
    expect(record.disputes).toMatchObject({ won: 1, lost: 2 });
    expect(record.disputes!.score).toBeCloseTo(2 / 5, 2);

    const provider = (await profileOf(c.shopId, c.provider))!.reputation as ProfileReputation;
    expect(provider.disputes).toMatchObject({ won: 2, lost: 1 });
    expect(provider.disputes!.score).toBeCloseTo(3 / 5, 2);

    // What policies then read, pushed with the profile.
    expect(reputationInputs(record).disputes).toEqual({ score: record.disputes!.score, uncertainty: record.disputes!.uncertainty, evidence: record.disputes!.evidence, won: 1, lost: 2 });
  });

  it("withdrawn and undecided disputes leave no mark: no profile for a consumer that has nothing else", async () => {
    const c = disputedContract(newShopId("drp"), { disputes: ["withdrawn", "open"] });
    await deliver(c.events);
    expect(await profileOf(c.shopId, c.consumer)).toBeNull();
  });

  it("a decision marks both sides changed for the cron, which pushes their records; a second run changes nothing", async () => {
    const c = disputedContract(newShopId("drp"), { disputes: ["upheld", "upheld", "upheld"] });
    const decisions = c.events.filter((e) => e.type === "contract.dispute_decided");
    await deliver(c.events.filter((e) => e.type !== "contract.dispute_decided"));
    const before = new Date(Date.now() - 1_000);
    await deliver(decisions);
    const changed = await counterpartiesChangedSince(t.handle.db, before);
    expect(changed.filter((x) => x.shopId === c.shopId).map((x) => x.counterpartyId).sort()).toEqual([c.provider, c.consumer].sort());

    const pushed: ComputedProfile[] = [];
    await refreshCounterpartyProfilesSinceCursor(t.handle.db, async (profiles) => void pushed.push(...profiles.filter((p) => p.shopId === c.shopId)));
    const consumer = pushed.find((p) => p.counterpartyId === c.consumer)!;
    expect(consumer.reputation!.disputes).toMatchObject({ won: 0, lost: 3 });
    expect(reputationInputs(consumer.reputation!).disputes.lost).toBe(3);

    const row = await getCounterpartyProfile(t.handle.db, c.shopId, c.consumer);
    const again = await computeProfiles(t.handle.db, [{ shopId: c.shopId, counterpartyId: c.consumer }]);
    expect(await storeProfiles(t.handle.db, again)).toBe(0);
    expect(await getCounterpartyProfile(t.handle.db, c.shopId, c.consumer)).toEqual(row);
  });

  it("property: the same disputes delivered in any order and any number of times give the record the pure function gives", async () => {
    const ending = fc.constantFrom("upheld" as const, "rejected" as const, "withdrawn" as const, "open" as const, null);
    await fc.assert(
      fc.asyncProperty(fc.array(ending, { minLength: 1, maxLength: 4 }), fc.array(fc.nat(100), { minLength: 24, maxLength: 24 }), async (disputes, keys) => {
        const c = disputedContract(newShopId("drq"), { disputes });
        const order = c.events.map((e, i) => ({ e, k: keys[i] ?? 0, i })).sort((a, b) => a.k - b.k || a.i - b.i);
        for (const { e } of order) await deliver([e]);
        await deliver(c.events);
        // The outcomes the core's decisions name, as the record takes them.
        const decided = c.events.filter((e) => e.type === "contract.dispute_decided");
        const outcomesOf = (agent: string) =>
          decided.flatMap((e) => [
            ...((e.payload["winners"] as string[]).includes(agent) ? [won(e.at)] : []),
            ...((e.payload["losers"] as string[]).includes(agent) ? [lost(e.at)] : []),
          ]);
        for (const agent of [c.consumer, c.provider]) {
          const profile = await profileOf(c.shopId, agent);
          expect((profile?.reputation as ProfileReputation | null | undefined)?.disputes ?? null).toEqual(reputationFromEvidence(agent, [], outcomesOf(agent))?.disputes ?? null);
        }
      }),
      { numRuns: 8 },
    );
  });
});
