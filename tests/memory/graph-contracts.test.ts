// Service contracts in the knowledge graph's embedded default (graph_nodes / graph_edges on Postgres): the consumer
// writes Contract, SLA and Violation facts linked to the parties' Counterparty nodes as contract events arrive;
// replays and any delivery order leave the same graph; the cron's catch-up writes what a graph-less delivery missed.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catchUpContractGraph, contractGraphFactsFor, createPostgresGraph, handleEventsBatch, type NegotiationEventEnvelopeInput } from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";
import { contractLife, type LifeScript } from "./service-contracts-fixtures";

const t = useTestDb();
const QUEUE = "negotiation-events";

async function deliver(bodies: readonly NegotiationEventEnvelopeInput[], withGraph = true) {
  const batch = makeBatch(QUEUE, bodies);
  const report = await handleEventsBatch(batch, { db: t.handle.db, ...(withGraph ? { graph: createPostgresGraph(t.handle.db) } : {}) });
  expect(batch.messages.every((m) => m.outcome === "acked")).toBe(true);
  return report;
}

/** A shop's whole graph, ids of the contract and shop replaced by placeholders (so twins compare). */
async function graphOf(shopId: string, contractId: string) {
  const nodes = (await t.handle.db.execute(sql`SELECT label, id, props, version FROM graph_nodes WHERE shop_id = ${shopId} ORDER BY label, id`)).rows;
  const edges = (await t.handle.db.execute(sql`SELECT type, from_label, from_id, to_label, to_id, props FROM graph_edges WHERE shop_id = ${shopId} ORDER BY type, from_id, to_id`)).rows;
  return JSON.parse(JSON.stringify({ nodes, edges }).split(contractId).join("<contract>")) as { nodes: { label: string }[]; edges: { type: string }[] };
}

const SCRIPT: LifeScript = {
  checks: ["met", "violation", "breach", "violation", "bonus"],
  amend: true,
  ending: "completed",
  stakeMinor: 10_000,
  bonusPoolMinor: 2_000,
  penaltyMinor: 1_500,
  bonusMinor: 300,
};

describe("service contracts in the embedded graph", () => {
  it("a contract, the SLA it promises and its violations, linked to its parties", async () => {
    const life = contractLife(newShopId("gct"), SCRIPT);
    const report = await deliver(life.events);
    expect(report.graphSynced).toBe(1);
    const graph = createPostgresGraph(t.handle.db);

    expect(await graph.counterpartyContracts(life.shopId, life.provider)).toEqual([
      { contractId: life.contractId, role: "provider", status: "completed", kind: "bilateral", sla: ["availability", "latency-p95"], violations: 2, violationsBy: 2 },
    ]);
    expect(await graph.counterpartyContracts(life.shopId, life.consumer)).toEqual([
      { contractId: life.contractId, role: "consumer", status: "completed", kind: "bilateral", sla: ["availability", "latency-p95"], violations: 2, violationsBy: 0 },
    ]);
    expect(await graph.counterpartyContracts(life.shopId, "nobody")).toEqual([]);

    const { nodes, edges } = await graphOf(life.shopId, life.contractId);
    const count = <T extends { label?: string; type?: string }>(xs: T[], key: "label" | "type") =>
      Object.fromEntries([...new Set(xs.map((x) => x[key]!))].map((k) => [k, xs.filter((x) => x[key] === k).length]));
    expect(count(nodes, "label")).toEqual({ Contract: 1, Counterparty: 2, SLA: 2, Violation: 2 });
    expect(count(edges, "type")).toEqual({ PARTY_TO: 2, PROMISES: 2, VIOLATED: 2, OF_TARGET: 2, BY: 2, RECORDS: 1 });
    // The SLA node holds the terms in force (the amendment's version), the Contract its status.
    const facts = (await contractGraphFactsFor(t.handle.db, [{ shopId: life.shopId, contractId: life.contractId }]))[0]!;
    expect(facts).toMatchObject({ status: "completed", termsVersion: 2, priceMinor: 50_002 });
    expect(facts.violations.map((v) => [v.targetId, v.penaltyMinor, v.providerId])).toEqual([
      ["latency-p95", 1_500, life.provider],
      ["latency-p95", 1_500, life.provider],
    ]);
  });

  it("a party that is also a negotiating buyer keeps what its deals say about it", async () => {
    const life = contractLife(newShopId("gct"), SCRIPT);
    await t.handle.db.execute(
      sql`INSERT INTO graph_nodes (shop_id, label, id, props) VALUES (${life.shopId}, 'Counterparty', ${life.consumer}, '{"authenticated": true}'::jsonb)`,
    );
    await deliver(life.events);
    const [row] = (await t.handle.db.execute(sql`SELECT props FROM graph_nodes WHERE shop_id = ${life.shopId} AND label = 'Counterparty' AND id = ${life.consumer}`)).rows as { props: unknown }[];
    expect(row!.props).toEqual({ authenticated: true });
  });

  it("the cron's catch-up writes the facts a delivery without a graph missed", async () => {
    const life = contractLife(newShopId("gct"), SCRIPT);
    await deliver(life.events, false);
    expect((await graphOf(life.shopId, life.contractId)).nodes).toEqual([]);
    const caught = await catchUpContractGraph(t.handle.db, createPostgresGraph(t.handle.db));
    expect(caught.synced).toBeGreaterThanOrEqual(1);
    const twin = contractLife(newShopId("gct"), SCRIPT, { provider: life.provider, consumer: life.consumer });
    await deliver(twin.events);
    expect(await graphOf(life.shopId, life.contractId)).toEqual(await graphOf(twin.shopId, twin.contractId));
  });

  it("property: shuffled, repeated deliveries leave the graph in-order delivery leaves", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 40, maxLength: 40 }), fc.integer({ min: 1, max: 6 }), async (keys, size) => {
        const provider = `prov_${randomUUID().slice(0, 6)}`;
        const consumer = `cons_${randomUUID().slice(0, 6)}`;
        const inOrder = contractLife(newShopId("gio"), SCRIPT, { provider, consumer });
        const shuffled = contractLife(newShopId("gsh"), SCRIPT, { provider, consumer });
        await deliver(inOrder.events);
        const order = shuffled.events.map((e, i) => ({ e, k: keys[i] ?? 0, i })).sort((a, b) => a.k - b.k || a.i - b.i).map((x) => x.e);
        for (let i = 0; i < order.length; i += size) await deliver(order.slice(i, i + size));
        await deliver(shuffled.events);
        expect(await graphOf(shuffled.shopId, shuffled.contractId)).toEqual(await graphOf(inOrder.shopId, inOrder.contractId));
      }),
      { numRuns: 6 },
    );
  });
});
