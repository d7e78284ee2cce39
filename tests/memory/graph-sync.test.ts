import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  catchUpGraph,
  createPostgresGraph,
  dealFactsFor,
  handleEventsBatch,
  type GraphStore,
  type NegotiationEventEnvelopeInput,
} from "../../memory";
import { makeBatch, newShopId, redeliver, useTestDb } from "./helpers";
import { eventMaker, T0 } from "./outcome-events";

const QUEUE = "negotiation-events";
const db = useTestDb();

/** A negotiation as its room's outbox sends it: opened, two rounds, a tactic, a policy flag, agreed. */
function negotiation(shopId: string, buyerId: string, productId = "espresso"): NegotiationEventEnvelopeInput[] {
  const negotiationId = `neg_${crypto.randomUUID().slice(0, 8)}`;
  const ev = eventMaker(shopId, negotiationId);
  const tactic = ev("tactic.detected", "buyer", T0 + 1_000, { round: 1, tactic: "anchoring", confidence: 0.9, rounds: [1] });
  return [
    ev("negotiation.opened", "buyer", T0, {
      productId,
      buyerId,
      quantity: 1,
      currency: "EUR",
      anchorMinor: 10_000,
      floorMinor: 6_000,
      maxRounds: 8,
      arm: "firm",
      authenticated: true,
      resumed: false,
    }),
    ev("round.decided", "shop", T0 + 1_000, { round: 1, move: { kind: "counter", priceMinor: 900 }, action: "counter", priceMinor: 9_800, status: "open" }),
    { ...tactic, actor: "agent", message: { content: "first bid 900 is 9% of the opening price", tacticDetected: "anchoring", confidence: 0.9 } },
    ev("policy.violation", "shop", T0 + 2_000, { policyId: "big-discount", ruleId: "r1", outcome: "escalate" }),
    ev("round.decided", "shop", T0 + 2_000, { round: 2, move: { kind: "counter", priceMinor: 9_000 }, action: "accept", priceMinor: 9_000, status: "agreed" }),
    ev("negotiation.agreed", "shop", T0 + 2_000, { round: 2, agreedPriceMinor: 9_000 }),
  ];
}

/** Everything the graph holds for a shop, as rows (to show that a replay wrote nothing new). */
async function graphRows(shopId: string) {
  const nodes = await db.handle.db.execute(sql`SELECT label, id, props, version FROM graph_nodes WHERE shop_id = ${shopId} ORDER BY label, id`);
  const edges = await db.handle.db.execute(sql`SELECT type, from_id, to_id, props FROM graph_edges WHERE shop_id = ${shopId} ORDER BY type, from_id, to_id`);
  return { nodes: nodes.rows, edges: edges.rows };
}

function failingGraph(): GraphStore {
  const fail = () => Promise.reject(new Error("graph down"));
  return { kind: "neo4j", migrate: fail, upsertDeals: fail, counterparty: fail, similarCounterparties: fail, dealsCitingPolicy: fail, close: async () => {} };
}

describe("the queue consumer and the cron keep the knowledge graph in step with Postgres", () => {
  it("stored events reach the graph: the deal, its counterparty, product, agent, tactic and the policy it cites", async () => {
    const shopId = newShopId();
    const graph = createPostgresGraph(db.handle.db);
    const report = await handleEventsBatch(makeBatch(QUEUE, negotiation(shopId, "alice")), { db: db.handle.db, graph });
    expect(report.graphSynced).toBe(1);
    const alice = await graph.counterparty(shopId, "alice");
    expect(alice?.deals).toEqual([
      expect.objectContaining({ productId: "espresso", status: "agreed", agreedPriceMinor: 9_000, discountBps: 1000, rounds: 2, tactics: ["anchoring"] }),
    ]);
    expect(alice?.agents).toEqual([{ agentId: "parley:firm", deals: 1 }]);
    expect(alice?.tactics).toEqual([{ tactic: "anchoring", deals: 1, avgConfidence: 0.9 }]);
    expect(await graph.dealsCitingPolicy(shopId, "big-discount")).toEqual([
      expect.objectContaining({ counterpartyId: "alice", status: "agreed", outcomes: ["escalate"], count: 1 }),
    ]);
  });

  it("a redelivered batch changes nothing in the graph", async () => {
    const shopId = newShopId();
    const graph = createPostgresGraph(db.handle.db);
    const batch = makeBatch(QUEUE, [...negotiation(shopId, "alice"), ...negotiation(shopId, "bob")]);
    await handleEventsBatch(batch, { db: db.handle.db, graph });
    const before = await graphRows(shopId);
    expect(before.nodes.length).toBe(8); // 2 deals, 2 counterparties, product, agent, tactic, policy
    const again = await handleEventsBatch(redeliver(batch), { db: db.handle.db, graph });
    expect(again.duplicates).toBe(batch.messages.length);
    expect(await graphRows(shopId)).toEqual(before);
  });

  it("a graph outage loses nothing: events are stored and acked, and the cron's catch-up writes the graph (twice: no change)", async () => {
    const shopId = newShopId();
    const warnings: string[] = [];
    const batch = makeBatch(QUEUE, negotiation(shopId, "carol"));
    const report = await handleEventsBatch(batch, { db: db.handle.db, graph: failingGraph(), log: (_level, message) => warnings.push(message) });
    expect(batch.messages.every((m) => m.outcome === "acked")).toBe(true);
    expect(report.graphSynced).toBeUndefined();
    expect(warnings).toContain("knowledge graph sync failed; the cron will catch up");
    expect((await graphRows(shopId)).nodes).toEqual([]);

    const graph = createPostgresGraph(db.handle.db);
    const first = await catchUpGraph(db.handle.db, graph);
    expect(first.synced).toBeGreaterThanOrEqual(1);
    expect((await graph.counterparty(shopId, "carol"))?.deals.map((d) => d.status)).toEqual(["agreed"]);
    const after = await graphRows(shopId);
    await catchUpGraph(db.handle.db, graph);
    expect(await graphRows(shopId)).toEqual(after);
  });

  it("a catch-up that fails leaves its cursor where it was, so the next run redoes it", async () => {
    const before = await db.handle.db.execute(sql`SELECT through FROM cron_cursors WHERE job = 'graph'`);
    await expect(catchUpGraph(db.handle.db, failingGraph())).rejects.toThrow("graph down");
    const after = await db.handle.db.execute(sql`SELECT through FROM cron_cursors WHERE job = 'graph'`);
    expect(after.rows).toEqual(before.rows);
  });

  it("facts carry a version that grows as the negotiation moves on", async () => {
    const shopId = newShopId();
    const events = negotiation(shopId, "dave");
    const key = [{ shopId, negotiationId: events[0]!.negotiationId }];
    await handleEventsBatch(makeBatch(QUEUE, events.slice(0, 2)), { db: db.handle.db });
    const [open] = await dealFactsFor(db.handle.db, key);
    await handleEventsBatch(makeBatch(QUEUE, events.slice(2)), { db: db.handle.db });
    const [agreed] = await dealFactsFor(db.handle.db, key);
    expect(open?.status).toBe("open");
    expect(agreed?.status).toBe("agreed");
    expect(agreed!.version).toBeGreaterThan(open!.version);
    expect(agreed?.tactics).toEqual([{ name: "anchoring", confidence: 0.9, round: 1 }]);
  });

  it("a package deal's terms reach the graph, and a switch of the agreement replaces them with a newer fact", async () => {
    const shopId = newShopId();
    const graph = createPostgresGraph(db.handle.db);
    const events = negotiation(shopId, "erin", "server");
    const negotiationId = events[0]!.negotiationId;
    const ev = eventMaker(shopId, negotiationId);
    const agreedTerms = { "payment-days": 30, incoterm: "DDP" };
    const switchedTerms = { "payment-days": 0, incoterm: "DDP" };
    const withTerms = events.map((e) => (e.type === "negotiation.agreed" ? { ...e, payload: { ...e.payload, agreedTerms } } : e));
    await handleEventsBatch(makeBatch(QUEUE, withTerms), { db: db.handle.db, graph });
    const [agreed] = await dealFactsFor(db.handle.db, [{ shopId, negotiationId }]);
    expect(agreed).toMatchObject({ agreedPriceMinor: 9_000, agreedTerms });
    expect((await graph.counterparty(shopId, "erin"))?.deals[0]).toMatchObject({ agreedPriceMinor: 9_000, agreedTerms });

    const switched = ev("negotiation.switched", "buyer", T0 + 60_000, { round: 2, switchNumber: 1, optionId: "r2s1-1", agreedPriceMinor: 8_800, agreedTerms: switchedTerms, previousPriceMinor: 9_000 });
    await handleEventsBatch(makeBatch(QUEUE, [switched]), { db: db.handle.db, graph });
    const [after] = await dealFactsFor(db.handle.db, [{ shopId, negotiationId }]);
    expect(after!.version).toBeGreaterThan(agreed!.version);
    expect((await graph.counterparty(shopId, "erin"))?.deals[0]).toMatchObject({ agreedPriceMinor: 8_800, agreedTerms: switchedTerms, discountBps: 1200 });
    // The agreement's facts, written again late, are older: the graph keeps the switch.
    await graph.upsertDeals([agreed!]);
    expect((await graph.counterparty(shopId, "erin"))?.deals[0]).toMatchObject({ agreedPriceMinor: 8_800, agreedTerms: switchedTerms });
  });
});
