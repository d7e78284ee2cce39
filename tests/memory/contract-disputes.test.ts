// Disputes in Postgres (issue #30): the consumer projects the contract core's dispute events into contract_disputes
// and their reversals into the ledger, whatever the deliveries (repeated, shuffled, batched any way — a decision
// before its opening included); balances stay derived from postings alone, reversals included. The events are the
// contract core's own (tests/memory/contract-disputes-fixtures.ts). Real Postgres (PGlite through the Neon driver),
// real consumer.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { handleEventsBatch, listDeadLetters, type NegotiationEventEnvelopeInput } from "../../memory";
import { accountBalances, disputeOutcomesFor, getServiceContract, listContractDisputes, listContractPostings } from "../../memory/repositories/service-contracts";
import { disputedContract, type DisputedContract, type DisputeEnding } from "./contract-disputes-fixtures";
import { makeBatch, newShopId, useTestDb } from "./helpers";

const t = useTestDb();
const QUEUE = "negotiation-events";

async function deliver(bodies: readonly NegotiationEventEnvelopeInput[]) {
  const batch = makeBatch(QUEUE, bodies);
  await handleEventsBatch(batch, { db: t.handle.db });
  expect(batch.messages.every((m) => m.outcome === "acked")).toBe(true);
}

const byType = (c: DisputedContract, type: string) => c.events.filter((e) => e.type === type);

/** The disputes, ledger and balances Postgres holds for a contract, ingestion times dropped and ids replaced (so twins compare). */
async function snapshot(c: DisputedContract) {
  const db = t.handle.db;
  const disputes = (await listContractDisputes(db, c.shopId, c.contractId)).map(({ ingestedAt: _i, ...d }) => d);
  const postings = (await listContractPostings(db, c.shopId, c.contractId)).map(({ ingestedAt: _i, ...p }) => p);
  const balances = await accountBalances(db, c.shopId);
  const text = JSON.stringify({ disputes, postings, balances });
  return JSON.parse(text.split(c.contractId).join("<contract>").split(c.shopId).join("<shop>")) as unknown;
}

describe("a contract's disputes in Postgres", () => {
  it("one row per dispute as it stands, the upheld one's reversal in the ledger, the books balanced from postings alone", async () => {
    const c = disputedContract(newShopId("dsp"), { disputes: ["upheld", "rejected", "withdrawn", "open"] });
    await deliver(c.events);
    expect(await listDeadLetters(t.handle.db, { shopId: c.shopId })).toEqual([]);

    const rows = await listContractDisputes(t.handle.db, c.shopId, c.contractId);
    expect(Object.fromEntries(rows.map((r) => [r.disputeId, r.status]))).toEqual(c.expected.disputes);
    const [upheld, rejected, withdrawn, open] = rows;
    expect(upheld).toMatchObject({ kind: "penalty", openedBy: c.provider, against: [c.consumer], amountMinor: 1_000, outcome: "upheld", winners: [c.provider], losers: [c.consumer], reversedMinor: 1_000, decidedBy: "person:owner" });
    expect(upheld!.cause).toMatch(/^check:\d+:latency-p95$/);
    expect(upheld!.openedAt!.getTime()).toBeLessThan(upheld!.decidedAt!.getTime());
    expect(rejected).toMatchObject({ outcome: "rejected", winners: [c.consumer], losers: [c.provider], reversedMinor: 0 });
    expect(withdrawn).toMatchObject({ outcome: null, winners: [], losers: [], decidedBy: c.provider });
    expect(withdrawn!.decidedAt).not.toBeNull();
    expect(open).toMatchObject({ status: "open", outcome: null, decidedAt: null });

    // The reversal is a posting like any other: traceable to its dispute, in the balances.
    const postings = await listContractPostings(t.handle.db, c.shopId, c.contractId);
    expect(postings).toHaveLength(c.expected.postings);
    expect(postings.filter((p) => p.kind === "reversal").map((p) => [p.cause, p.fromAccount, p.toAccount, p.amountMinor])).toEqual([
      ["dispute:dispute-0", `party:${c.consumer}`, `party:${c.provider}`, 1_000],
    ]);
    const balances = await accountBalances(t.handle.db, c.shopId);
    expect(Object.fromEntries(balances.map((b) => [b.account, b.balanceMinor]))).toEqual(c.expected.balances);
    // Four penalties of 10.00 went to the consumer; the upheld dispute put one back in the provider's hands.
    expect(balances.find((b) => b.account === `party:${c.consumer}`)!.balanceMinor).toBe(3_000);
    expect(balances.find((b) => b.account === `party:${c.provider}`)!.balanceMinor).toBe(1_000);
    expect(balances.reduce((sum, b) => sum + b.balanceMinor, 0)).toBe(0);

    // Dispute events state the contract's status like its other events: the contract row is projected as well.
    expect(await getServiceContract(t.handle.db, c.shopId, c.contractId)).toMatchObject({ status: "active" });
  });

  it("a decision delivered before its opening ends in the decided row; the opening then only fills in its time", async () => {
    const c = disputedContract(newShopId("dsp"), { disputes: ["upheld"] });
    const [opening] = byType(c, "contract.dispute_opened");
    const [decision] = byType(c, "contract.dispute_decided");
    await deliver([decision!]);
    const early = await listContractDisputes(t.handle.db, c.shopId, c.contractId);
    expect(early).toEqual([expect.objectContaining({ disputeId: "dispute-0", status: "upheld", openedAt: null, losers: [c.consumer] })]);
    await deliver([opening!]);
    await deliver([decision!, opening!]); // and both again
    const [row] = await listContractDisputes(t.handle.db, c.shopId, c.contractId);
    expect(row).toMatchObject({ status: "upheld", outcome: "upheld", winners: [c.provider], losers: [c.consumer] });
    expect(row!.openedAt!.getTime()).toBe(opening!.at);
    expect(row!.decidedAt!.getTime()).toBe(decision!.at);
  });

  it("only decided disputes mark their winners and losers; withdrawn and open ones leave no mark", async () => {
    const c = disputedContract(newShopId("dsp"), { disputes: ["rejected", "withdrawn", "open", "upheld"] });
    await deliver(c.events);
    const outcomes = await disputeOutcomesFor(t.handle.db, [
      { shopId: c.shopId, agentId: c.provider },
      { shopId: c.shopId, agentId: c.consumer },
      { shopId: c.shopId, agentId: "nobody" },
    ]);
    expect(outcomes.map((o) => [o.agentId, o.disputeId, o.won])).toEqual([
      [c.consumer, "dispute-0", true],
      [c.consumer, "dispute-3", false],
      [c.provider, "dispute-0", false],
      [c.provider, "dispute-3", true],
    ]);
    // Another shop's disputes are not this shop's record.
    expect(await disputeOutcomesFor(t.handle.db, [{ shopId: newShopId("other"), agentId: c.provider }])).toEqual([]);
  });

  it("Postgres itself refuses a dispute status or kind the core does not have, and takes a reversal posting", async () => {
    const db = t.handle.db;
    const insert = (status: string, kind: string) =>
      db.execute(sql`INSERT INTO contract_disputes (shop_id, contract_id, dispute_id, cause, kind, opened_by, against, amount_minor, reason, status)
        VALUES ('shop_x', 'c', ${randomUUID()}, 'check:1:t', ${kind}, 'p', ARRAY['c']::text[], 5, 'r', ${status})`);
    await expect(insert("lost", "penalty")).rejects.toThrow();
    await expect(insert("open", "refund")).rejects.toThrow();
    await expect(insert("open", "penalty")).resolves.toBeDefined();
    await expect(
      db.execute(sql`INSERT INTO contract_postings (posting_id, shop_id, contract_id, kind, from_account, to_account, amount_minor, currency, at, cause, event_id)
        VALUES (${randomUUID()}, 'shop_x', 'c', 'reversal', 'party:a', 'party:b', 5, 'EUR', now(), 'dispute:d', 'e')`),
    ).resolves.toBeDefined();
  });
});

/** The events in another order (sort keys), some sent twice, cut into batches. */
const delivery = fc.record({
  keys: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 24, maxLength: 24 }),
  twice: fc.array(fc.nat(23), { maxLength: 6 }),
  sizes: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }),
});

function planned(events: readonly NegotiationEventEnvelopeInput[], d: { keys: number[]; twice: number[]; sizes: number[] }): NegotiationEventEnvelopeInput[][] {
  const repeated = [...events, ...d.twice.filter((i) => i < events.length).map((i) => events[i]!)];
  const ordered = repeated
    .map((e, i) => ({ e, key: d.keys[i] ?? Number.MAX_SAFE_INTEGER, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map((x) => x.e);
  const out: NegotiationEventEnvelopeInput[][] = [];
  for (let at = 0, i = 0; at < ordered.length; i++) {
    const size = d.sizes[i % d.sizes.length]!;
    out.push(ordered.slice(at, at + size));
    at += size;
  }
  return out;
}

const ending = fc.constantFrom<DisputeEnding | null>(null, "open", "upheld", "rejected", "withdrawn");

describe("whatever the deliveries (fast-check over disputes and delivery orders)", () => {
  it("the same events shuffled, repeated and batched any way leave the rows, ledger and balances events in order leave", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ending, { minLength: 1, maxLength: 4 }), delivery, async (disputes, d) => {
        const inOrder = disputedContract(newShopId("dso"), { disputes });
        const shuffled = disputedContract(newShopId("dss"), { disputes });
        await deliver(inOrder.events);
        const reference = await snapshot(inOrder);
        for (const batch of planned(shuffled.events, d)) {
          await deliver(batch);
          // Double entry after every batch, whatever has arrived.
          expect((await accountBalances(t.handle.db, shuffled.shopId)).reduce((sum, b) => sum + b.balanceMinor, 0)).toBe(0);
        }
        expect(await snapshot(shuffled)).toEqual(reference);
        const rows = await listContractDisputes(t.handle.db, shuffled.shopId, shuffled.contractId);
        expect(Object.fromEntries(rows.map((r) => [r.disputeId, r.status]))).toEqual(shuffled.expected.disputes);
        const balances = await accountBalances(t.handle.db, shuffled.shopId);
        expect(Object.fromEntries(balances.map((b) => [b.account, b.balanceMinor]))).toEqual(shuffled.expected.balances);
        expect(balances.filter((b) => !b.account.startsWith("external:") && b.balanceMinor < 0)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
