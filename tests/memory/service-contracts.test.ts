// Service contracts in Postgres (issue #30): the consumer stores every contract.* event once and projects it into
// service_contracts, contract_postings, contract_checks and contract_violations, whatever the deliveries (repeated,
// shuffled, batched any way); the books balance after any delivery order. Real Postgres (PGlite through the Neon
// driver), real consumer.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { handleEventsBatch, listDeadLetters, type NegotiationEventEnvelopeInput } from "../../memory";
import { accountBalances, getServiceContract, listContractChecks, listContractPostings, listContractViolations } from "../../memory/repositories/service-contracts";
import { makeBatch, newShopId, useTestDb } from "./helpers";
import { contractLife, type CheckOutcome, type ContractLife, type LifeScript } from "./service-contracts-fixtures";

const t = useTestDb();
const QUEUE = "negotiation-events";

async function deliver(bodies: readonly NegotiationEventEnvelopeInput[]) {
  const batch = makeBatch(QUEUE, bodies);
  const report = await handleEventsBatch(batch, { db: t.handle.db });
  expect(batch.messages.every((m) => m.outcome === "acked")).toBe(true);
  return report;
}

/** Everything Postgres holds about a contract, ids replaced by placeholders and ingestion times dropped (so twins compare). */
async function snapshot(life: ContractLife) {
  const db = t.handle.db;
  const contract = await getServiceContract(db, life.shopId, life.contractId);
  const { updatedAt: _u, ...row } = contract ?? ({ updatedAt: null } as never);
  const postings = (await listContractPostings(db, life.shopId, life.contractId)).map(({ ingestedAt: _i, ...p }) => p);
  const checks = (await listContractChecks(db, life.shopId, life.contractId)).map(({ ingestedAt: _i, ...c }) => c);
  const violations = await listContractViolations(db, life.shopId, life.contractId);
  const balances = await accountBalances(db, life.shopId);
  const text = JSON.stringify({ row, postings, checks, violations, balances });
  return JSON.parse(text.split(life.contractId).join("<contract>").split(life.shopId).join("<shop>")) as unknown;
}

/** The events in another order: by the keys given (an event without a key keeps its place at the end). */
function reorder<T>(items: readonly T[], keys: readonly number[]): T[] {
  return items
    .map((item, i) => ({ item, key: keys[i] ?? Number.MAX_SAFE_INTEGER, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map((x) => x.item);
}

function chunks<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (let i = 0; at < items.length; i++) {
    const size = sizes[i % Math.max(1, sizes.length)] ?? items.length;
    out.push(items.slice(at, at + size));
    at += size;
  }
  return out;
}

const SCRIPT: LifeScript = {
  checks: ["met", "breach", "violation", "met", "bonus", "insufficient", "violation"],
  amend: true,
  ending: "completed",
  stakeMinor: 10_000,
  bonusPoolMinor: 5_000,
  penaltyMinor: 2_000,
  bonusMinor: 500,
};

describe("a contract's events in Postgres", () => {
  it("one row per contract with its final status and terms, its ledger, checks and violations", async () => {
    const life = contractLife(newShopId("ctr"), SCRIPT);
    await deliver(life.events);
    const db = t.handle.db;

    const row = await getServiceContract(db, life.shopId, life.contractId);
    expect(row).toMatchObject({
      kind: "bilateral",
      status: "completed",
      termsVersion: 2,
      currency: "EUR",
      negotiationId: `neg_${life.contractId}`,
      closeReason: "ran its duration",
      parties: [
        { agentId: life.provider, role: "provider" },
        { agentId: life.consumer, role: "consumer" },
      ],
    });
    expect((row!.terms as { priceMinor: number }).priceMinor).toBe(50_002); // the amended terms
    expect(row!.activatedAt).not.toBeNull();

    const postings = await listContractPostings(db, life.shopId, life.contractId);
    expect(postings).toHaveLength(life.expected.postings);
    // Every posting is traceable to what caused it: a penalty to the check and target.
    const penalties = postings.filter((p) => p.kind === "penalty");
    expect(penalties.map((p) => p.cause)).toEqual(penalties.map((p) => `check:${p.at.getTime()}:latency-p95`));

    const balances = await accountBalances(db, life.shopId);
    expect(Object.fromEntries(balances.map((b) => [b.account, b.balanceMinor]))).toEqual(life.expected.balances);
    // 2 penalties of 20.00 went to the consumer, 1 bonus of 5.00 to the provider; the rest came back.
    expect(balances.find((b) => b.account === `external:${life.consumer}`)!.balanceMinor).toBe(-5_000 + 4_000 + 4_500);
    expect(balances.find((b) => b.account === `stake:${life.contractId}`)!.balanceMinor).toBe(0);

    const violations = await listContractViolations(db, life.shopId, life.contractId);
    expect(violations).toHaveLength(2);
    expect(violations[0]).toMatchObject({ targetId: "latency-p95", metric: "latency", penaltyMinor: 2_000, providerId: life.provider, consumerId: life.consumer });

    const checks = await listContractChecks(db, life.shopId, life.contractId);
    expect(checks).toHaveLength(life.expected.checkLines);
    expect(checks.filter((c) => c.verdict === "insufficient")).toEqual([expect.objectContaining({ agentId: null, met: null })]);
    expect(checks.filter((c) => c.met === false)).toHaveLength(life.expected.evidence.missed);
  });

  it("a late activation never reopens a completed contract, and an early check does not wait for the proposal", async () => {
    const life = contractLife(newShopId("ctr"), { ...SCRIPT, amend: false });
    const byType = (type: string) => life.events.filter((e) => e.type === type);
    // The end first, then a check, then the beginning.
    await deliver([...byType("contract.completed"), ...byType("contract.checked").slice(0, 1)]);
    expect(await getServiceContract(t.handle.db, life.shopId, life.contractId)).toMatchObject({ status: "completed", kind: null, termsVersion: 0, terms: null });
    await deliver([...byType("contract.activated"), ...byType("contract.proposed")]);
    const row = await getServiceContract(t.handle.db, life.shopId, life.contractId);
    expect(row).toMatchObject({ status: "completed", kind: "bilateral", termsVersion: 1 });
    expect(row!.parties).toHaveLength(2);
    expect(row!.closedAt).not.toBeNull();
  });

  it("a contract event whose payload does not fit the catalog is dead-lettered and changes nothing", async () => {
    const life = contractLife(newShopId("ctr"), SCRIPT);
    const postings = life.events.find((e) => e.type === "contract.postings")!;
    const bad = { ...postings, eventId: randomUUID(), payload: { postings: [{ ...(postings.payload["postings"] as object[])[0], amountMinor: 0 }] } };
    const batch = makeBatch(QUEUE, [bad]);
    await handleEventsBatch(batch, { db: t.handle.db });
    expect(batch.messages[0]!.outcome).toBe("acked");
    expect(await listDeadLetters(t.handle.db, { shopId: life.shopId })).toHaveLength(1);
    expect(await accountBalances(t.handle.db, life.shopId)).toEqual([]);
  });

  it("Postgres itself refuses a posting of zero or to the same account", async () => {
    const db = t.handle.db;
    const insert = (amount: number, from: string, to: string) =>
      db.execute(sql`INSERT INTO contract_postings (posting_id, shop_id, contract_id, kind, from_account, to_account, amount_minor, currency, at, cause, event_id)
        VALUES (${randomUUID()}, 'shop_x', 'c', 'penalty', ${from}, ${to}, ${amount}, 'EUR', now(), 'check', 'e')`);
    await expect(insert(0, "stake:c", "party:a")).rejects.toThrow();
    await expect(insert(-5, "stake:c", "party:a")).rejects.toThrow();
    await expect(insert(5, "stake:c", "stake:c")).rejects.toThrow();
  });
});

const outcome = fc.constantFrom<CheckOutcome>("met", "insufficient", "breach", "violation", "bonus");
const script = fc.record({
  checks: fc.array(outcome, { minLength: 0, maxLength: 8 }),
  amend: fc.boolean(),
  ending: fc.constantFrom("completed" as const, "terminated" as const),
  stakeMinor: fc.integer({ min: 0, max: 20_000 }),
  bonusPoolMinor: fc.integer({ min: 0, max: 5_000 }),
  penaltyMinor: fc.integer({ min: 1, max: 6_000 }),
  bonusMinor: fc.integer({ min: 1, max: 2_000 }),
});
/** A delivery: the order (sort keys), the events sent twice, and the batch sizes. */
const delivery = fc.record({
  keys: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 48, maxLength: 48 }),
  twice: fc.array(fc.nat(47), { maxLength: 8 }),
  sizes: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 8 }),
});

function planned(events: readonly NegotiationEventEnvelopeInput[], d: { keys: number[]; twice: number[]; sizes: number[] }) {
  const repeated = [...events, ...d.twice.filter((i) => i < events.length).map((i) => events[i]!)];
  return chunks(reorder(repeated, d.keys), d.sizes);
}

describe("whatever the deliveries (fast-check over lives and delivery orders)", () => {
  it("the same events shuffled, repeated and batched any way, then all again, leave the rows events in order leave", async () => {
    await fc.assert(
      fc.asyncProperty(script, delivery, delivery, async (s, first, again) => {
        const provider = `prov_${randomUUID().slice(0, 6)}`;
        const consumer = `cons_${randomUUID().slice(0, 6)}`;
        const inOrder = contractLife(newShopId("ord"), s, { provider, consumer });
        const shuffled = contractLife(newShopId("shf"), s, { provider, consumer });
        await deliver(inOrder.events);
        const reference = await snapshot(inOrder);

        for (const batch of planned(shuffled.events, first)) await deliver(batch);
        expect(await snapshot(shuffled)).toEqual(reference);
        for (const batch of planned(shuffled.events, again)) await deliver(batch);
        expect(await snapshot(shuffled)).toEqual(reference);

        const row = await getServiceContract(t.handle.db, shuffled.shopId, shuffled.contractId);
        expect(row).toMatchObject({ status: shuffled.expected.status, termsVersion: shuffled.expected.termsVersion });
        expect(await listContractViolations(t.handle.db, shuffled.shopId, shuffled.contractId)).toHaveLength(shuffled.expected.violations);
        expect(await listContractChecks(t.handle.db, shuffled.shopId, shuffled.contractId)).toHaveLength(shuffled.expected.checkLines);
      }),
      { numRuns: 12 },
    );
  });

  it("the books balance after every batch of any delivery order, and at the end no account but external ones is below zero", async () => {
    await fc.assert(
      fc.asyncProperty(script, delivery, async (s, d) => {
        const life = contractLife(newShopId("led"), s);
        for (const batch of planned(life.events, d)) {
          await deliver(batch);
          const balances = await accountBalances(t.handle.db, life.shopId);
          // Double entry: whatever has arrived, the balances sum to zero.
          expect(balances.reduce((sum, b) => sum + b.balanceMinor, 0)).toBe(0);
        }
        const balances = await accountBalances(t.handle.db, life.shopId);
        expect(Object.fromEntries(balances.map((b) => [b.account, b.balanceMinor]))).toEqual(life.expected.balances);
        expect(balances.filter((b) => !b.account.startsWith("external:") && b.balanceMinor < 0)).toEqual([]);
        expect((await listContractPostings(t.handle.db, life.shopId, life.contractId)).length).toBe(life.expected.postings);
      }),
      { numRuns: 12 },
    );
  });
});
