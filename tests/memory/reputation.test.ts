// Reputation reaching counterparty profiles (issue #30): the evidence lines of contract checks, stored by the
// consumer, become each agent's record on its profile when the cron recomputes it; the same record gives the same
// profile whatever the delivery order and however often the cron runs; an agent known only from contracts gets a
// profile too. Real Postgres, real consumer, the cron's own functions.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeProfiles,
  counterpartiesChangedSince,
  getCounterpartyProfile,
  handleEventsBatch,
  refreshCounterpartyProfilesSinceCursor,
  storeProfiles,
  type ComputedProfile,
  type NegotiationEventEnvelopeInput,
} from "../../memory";
import { reputationFromEvidence, type ProfileReputation } from "../../memory/reputation";
import { reputationInputs } from "../../policies";
import { makeBatch, newShopId, useTestDb } from "./helpers";
import { eventMaker, T0 as NEGOTIATION_T0 } from "./outcome-events";
import { contractLife, type LifeScript } from "./service-contracts-fixtures";

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

/** The evidence lines a life's checks carry, as the reputation module takes them. */
function evidenceOf(events: readonly NegotiationEventEnvelopeInput[], agentId: string) {
  return events
    .filter((e) => e.type === "contract.checked")
    .flatMap((e) => (e.payload["evidence"] as { agentId: string; metric: string; met: boolean; at: number }[]).filter((l) => l.agentId === agentId));
}

const POOR: LifeScript = {
  checks: ["violation", "breach", "violation", "violation", "met", "violation", "breach"],
  amend: false,
  ending: "terminated",
  stakeMinor: 10_000,
  bonusPoolMinor: 0,
  penaltyMinor: 1_000,
  bonusMinor: 1,
};

describe("reputation on counterparty profiles", () => {
  it("a provider known only from contracts gets a profile: no negotiations, its record per metric", async () => {
    const life = contractLife(newShopId("rep"), POOR);
    await deliver(life.events);
    const profile = await profileOf(life.shopId, life.provider);
    expect(profile).toMatchObject({ negotiations: 0, agreed: 0, tacticRate: 0 });
    const reputation = profile!.reputation as ProfileReputation;
    // Latency missed 6 of 7 checks, availability met all 7: a poor record overall, per metric as it was.
    expect(reputation).toMatchObject({ checks: 14, missed: 6 });
    expect(reputation.perMetric.latency!.score).toBeLessThan(0.25);
    expect(reputation.perMetric.availability!.score).toBeGreaterThan(0.85);
    expect(reputation).toEqual(reputationFromEvidence(life.provider, evidenceOf(life.events, life.provider)));
    // What policies then read (the cron pushes reputationInputs of it with the profile).
    expect(reputationInputs(reputation)).toMatchObject({ latency: reputation.perMetric.latency!.score, accuracy: 0.5, evidence: reputation.evidence });
    // The consumer is never judged: no reputation, and no profile either (it never negotiated).
    expect(await profileOf(life.shopId, life.consumer)).toBeNull();
  });

  it("a buyer that negotiated and is a party to contracts gets both its negotiation figures and its record", async () => {
    const shopId = newShopId("rep");
    const buyer = `buyer_${randomUUID().slice(0, 6)}`;
    const ev = eventMaker(shopId, `neg_${randomUUID().slice(0, 8)}`);
    await deliver([
      ev("negotiation.opened", "buyer", NEGOTIATION_T0, { productId: "api", buyerId: buyer, quantity: 1, currency: "EUR", anchorMinor: 10_000, floorMinor: 6_000, authenticated: true }),
      ev("negotiation.agreed", "shop", NEGOTIATION_T0 + 1_000, { round: 1, agreedPriceMinor: 9_000 }),
    ]);
    await deliver(contractLife(shopId, { ...POOR, checks: ["met", "met", "bonus"] }, { provider: buyer }).events);
    const profile = await profileOf(shopId, buyer);
    expect(profile).toMatchObject({ negotiations: 1, agreed: 1, authenticated: true });
    expect((profile!.reputation as ProfileReputation).score).toBeGreaterThan(0.75);
  });

  it("new evidence marks the agent changed for the cron, which pushes its reputation, and a second run changes nothing", async () => {
    const life = contractLife(newShopId("rep"), POOR);
    const before = new Date(Date.now() - 1_000);
    await deliver(life.events);
    expect(await counterpartiesChangedSince(t.handle.db, before)).toEqual(expect.arrayContaining([{ shopId: life.shopId, counterpartyId: life.provider }]));

    const pushed: ComputedProfile[] = [];
    await refreshCounterpartyProfilesSinceCursor(t.handle.db, async (profiles) => void pushed.push(...profiles.filter((p) => p.shopId === life.shopId)));
    expect(pushed.map((p) => p.counterpartyId)).toEqual([life.provider]);
    // 8 of 14 checks met (seconds apart: decay is negligible) over the Beta(1, 1) prior: (1 + 8) / (2 + 14).
    expect(pushed[0]!.reputation!.score).toBeCloseTo(9 / 16, 2);
    expect(pushed[0]!.reputation!.perMetric.latency!.score).toBeLessThan(0.25);
    const row = await getCounterpartyProfile(t.handle.db, life.shopId, life.provider);
    expect(await storeProfiles(t.handle.db, await computeProfiles(t.handle.db, [{ shopId: life.shopId, counterpartyId: life.provider }]))).toBe(0);
    expect(await getCounterpartyProfile(t.handle.db, life.shopId, life.provider)).toEqual(row);
  });

  it("property: the same checks delivered in any order and any number of times give the same reputation", async () => {
    const provider = `prov_${randomUUID().slice(0, 6)}`;
    const outcome = fc.constantFrom("met" as const, "violation" as const, "bonus" as const, "insufficient" as const, "breach" as const);
    await fc.assert(
      fc.asyncProperty(fc.array(outcome, { minLength: 1, maxLength: 8 }), fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 40, maxLength: 40 }), async (checks, keys) => {
        const script: LifeScript = { ...POOR, checks };
        const inOrder = contractLife(newShopId("rpo"), script, { provider });
        const shuffled = contractLife(newShopId("rps"), script, { provider });
        await deliver(inOrder.events);
        const order = shuffled.events.map((e, i) => ({ e, k: keys[i] ?? 0, i })).sort((a, b) => a.k - b.k || a.i - b.i);
        for (const { e } of order) await deliver([e]);
        await deliver(shuffled.events); // and everything again
        const a = await profileOf(inOrder.shopId, provider);
        const b = await profileOf(shuffled.shopId, provider);
        expect(b!.reputation).toEqual(a!.reputation);
        expect(b!.reputation).toEqual(reputationFromEvidence(provider, evidenceOf(inOrder.events, provider)));
      }),
      { numRuns: 8 },
    );
  });
});
