/**
 * The fleet reads the knowledge graph (issue #31, item 4), end to end in workerd: the cron pushes the graph's
 * neighbours of the buyers whose profiles it recomputed into the Shop; an open of a buyer whose graph neighbour did
 * well with agent A scores A with that neighbour's evidence, and the audit says the neighbours came from the graph;
 * a buyer with no graph neighbour falls back to its profile segment (or none); a failing graph fails nothing else
 * and writes nothing to the Shop; the Shop's schema step 10 brings an older shop the table.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Shop } from "../../durable-objects";
import { FleetStore } from "../../durable-objects/shop/fleet-store";
import { migrateShop, SHOP_SCHEMA_VERSION } from "../../durable-objects/shop/shop-schema";
import { createDb, parseNegotiationEvent, storeEvents, type NegotiationEventEnvelopeInput } from "../../memory";
import worker from "../../workers/worker";
import { eventMaker, T0 } from "../memory/outcome-events";
import { api, buyerKey, createShop, eventually, opened, putProduct } from "./api-client";

const handle = createDb(env.DATABASE_URL, { max: 2 });
afterAll(() => handle.close());

type ShopRef = { shopId: string; adminKey: string };

const AGENT = {
  name: "Closer",
  dealTypes: ["sales"],
  categories: "all",
  strategy: { kind: "linear" },
  arms: ["default"],
  policySetId: "active",
  languageStyle: "concise",
  capacity: 5,
  active: true,
};

async function runCron(scheduledTime = Date.now(), environment: Env = env): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "*/10 * * * *" }), environment, ctx);
  await waitOnExecutionContext(ctx);
}

/** A shop selling espresso with two agents that handle everything; "a-close" wins ties (the smaller id). */
async function fleetShop(): Promise<ShopRef> {
  const shop = await createShop("Graph fleet shop");
  await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000 });
  for (const id of ["a-close", "b-other"]) expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/${id}`, { token: shop.adminKey, body: { ...AGENT, name: id } })).status).toBe(201);
  return shop;
}

/** Past negotiations of a registered buyer on these products, as the events consumer stores them. */
function history(shopId: string, buyerId: string, productIds: string[], at: number): NegotiationEventEnvelopeInput[] {
  return productIds.flatMap((productId, i) => {
    const ev = eventMaker(shopId, `neg_${crypto.randomUUID().slice(0, 12)}`);
    const t = at + i * 10_000;
    return [
      ev("negotiation.opened", "buyer", t, { productId, buyerId, quantity: 1, currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 10, authenticated: true, resumed: false }),
      ev("round.decided", "shop", t + 1_000, { round: 1, move: { kind: "counter", priceMinor: 8_500 }, action: "counter", priceMinor: 9_500, status: "open" }),
      ev("negotiation.agreed", "shop", t + 5_000, { round: 1, agreedPriceMinor: 9_000 }),
    ];
  });
}

async function storeHistory(...events: NegotiationEventEnvelopeInput[][]): Promise<void> {
  await storeEvents(handle.db, events.flat().map(parseNegotiationEvent));
}

const shopStub = (shopId: string) => env.SHOP.get(env.SHOP.idFromName(shopId));
const graphRows = (shopId: string) =>
  runInDurableObject<Shop, { counterparty_id: string; similar_id: string; similarity: number; computed_at: number }[]>(shopStub(shopId), (_shop, state) =>
    state.storage.sql.exec<{ counterparty_id: string; similar_id: string; similarity: number; computed_at: number }>("SELECT * FROM fleet_similar ORDER BY counterparty_id, similar_id").toArray(),
  );
const assignmentOf = async (shop: ShopRef, negotiationId: string) => {
  const audit = await api("GET", `/v1/negotiations/${negotiationId}/audit`, { token: shop.adminKey });
  expect(audit.body.verification.valid).toBe(true);
  const entry = audit.body.entries[0];
  expect(entry.kind).toBe("fleet.assignment");
  return entry.data;
};
const scoreOf = (assignment: any, agentId: string) => assignment.candidates.find((c: any) => c.agentId === agentId).score;
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;

describe("the fleet's similar counterparties from the knowledge graph", () => {
  it("a buyer whose graph neighbour did well with agent A gets A's evidence at open, and the audit names the graph", async () => {
    const shop = await fleetShop();
    const [x, y] = [unique("gx"), unique("gy")];
    for (const b of [x, y]) await buyerKey(shop.shopId, b);
    // x and y negotiated the same two products with the same outcomes: each other's nearest neighbour.
    await storeHistory(history(shop.shopId, x, ["widget", "gizmo"], T0), history(shop.shopId, y, ["widget", "gizmo"], T0 + 100_000));
    const computedAt = Date.now();
    await runCron(computedAt);

    const rows = await graphRows(shop.shopId);
    expect(rows.filter((r) => r.counterparty_id === `buyer:${x}`).map((r) => [r.similar_id, r.similarity])).toEqual([[`buyer:${y}`, 1]]);
    expect(rows.find((r) => r.counterparty_id === `buyer:${y}`)).toMatchObject({ similar_id: `buyer:${x}`, similarity: 1 });

    // y negotiates with a-close (the tie goes to the smaller id) and takes the list price: a-close earns a share of 1 with y.
    const withY = await opened(shop.shopId, "espresso", { buyerId: y });
    expect((await assignmentOf(shop, withY.negotiationId)).agentId).toBe("a-close");
    expect((await api("POST", `/v1/negotiations/${withY.negotiationId}/accept`, { token: withY.token })).body.status).toBe("agreed");
    await eventually(
      () => api("GET", `/v1/shops/${shop.shopId}/fleet`, { token: shop.adminKey }),
      (r) => r.body.agents.find((a: any) => a.id === "a-close").figures.closed === 1,
    );

    // x has never negotiated with the fleet; its graph neighbour y has, with a-close.
    const withX = await opened(shop.shopId, "espresso", { buyerId: x });
    const assignment = await assignmentOf(shop, withX.negotiationId);
    expect(assignment).toMatchObject({ counterpartyId: `buyer:${x}`, similar: [{ counterpartyId: `buyer:${y}`, similarity: 1 }], similarSource: "graph", agentId: "a-close" });
    expect(Date.parse(assignment.similarComputedAt)).toBeGreaterThanOrEqual(Math.min(...rows.map((r) => r.computed_at)));
    expect(scoreOf(assignment, "a-close").evidence.similar).toBeGreaterThan(0);
    expect(scoreOf(assignment, "b-other").evidence.similar).toBe(0);
    expect(scoreOf(assignment, "a-close").success).toBeGreaterThan(scoreOf(assignment, "b-other").success);
  });

  it("without graph neighbours an open falls back to the profile segment, or to none without a profile", async () => {
    const shop = await fleetShop();
    const [v, w, z] = [unique("sv"), unique("sw"), unique("sz")];
    for (const b of [v, w, z]) await buyerKey(shop.shopId, b);
    // v and w share no product: no graph neighbours; their profiles (pushed to their accounts) share a segment.
    await storeHistory(history(shop.shopId, v, ["kettle"], T0), history(shop.shopId, w, ["teapot"], T0 + 50_000));
    await runCron();
    const rows = await graphRows(shop.shopId);
    expect(rows.filter((r) => [`buyer:${v}`, `buyer:${w}`].includes(r.counterparty_id))).toEqual([]);

    const withV = await opened(shop.shopId, "espresso", { buyerId: v });
    expect(await assignmentOf(shop, withV.negotiationId)).toMatchObject({ similarSource: "none", similarComputedAt: null, similar: [] });
    const withW = await opened(shop.shopId, "espresso", { buyerId: w });
    expect(await assignmentOf(shop, withW.negotiationId)).toMatchObject({ similarSource: "segment", similarComputedAt: null, similar: [{ counterpartyId: `buyer:${v}`, similarity: 0.5 }] });
    // z has no profile at all: no segment, no neighbours.
    const withZ = await opened(shop.shopId, "espresso", { buyerId: z });
    expect(await assignmentOf(shop, withZ.negotiationId)).toMatchObject({ similarSource: "none", similar: [] });
  });

  it("a failing graph fails no other step of the cron and writes nothing to the Shop", async () => {
    const shop = await fleetShop();
    const [p, q, r] = [unique("fp"), unique("fq"), unique("fr")];
    await storeHistory(history(shop.shopId, p, ["widget"], T0), history(shop.shopId, q, ["widget"], T0 + 10_000));
    await runCron();
    const before = await graphRows(shop.shopId);
    expect(before.map((row) => row.counterparty_id)).toEqual([`buyer:${p}`, `buyer:${q}`]);

    // r now shares p's product; the graph is unreachable for this run (Neo4j named without credentials).
    await storeHistory(history(shop.shopId, r, ["widget"], T0 + 20_000));
    const logged: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: unknown) => void logged.push(String(line)));
    const warn = vi.spyOn(console, "warn").mockImplementation((line: unknown) => void logged.push(String(line)));
    const failedAt = Date.now() + 7_777;
    try {
      await runCron(failedAt, { ...env, NEO4J_URI: "bolt://127.0.0.1:1" } as Env);
    } finally {
      log.mockRestore();
      warn.mockRestore();
    }
    const run = logged.map((l) => (l.startsWith("{") ? JSON.parse(l) : {})).find((l) => l.job === "scheduled");
    expect(run.fleetNeighbours).toEqual({ error: expect.stringContaining("NEO4J_USER") });
    // The steps before it did their work: r's profile was recomputed and stored.
    expect(run.profiles.recomputed).toBeGreaterThan(0);
    const profile = await api("GET", `/v1/shops/${shop.shopId}/counterparties/${r}?similar=0`, { token: shop.adminKey });
    expect(profile.status).toBe(200);
    expect(profile.body.profile.negotiations).toBe(1);
    // Nothing was written with the failed run's time (another test file's cron may run meanwhile, with its own).
    const after = await graphRows(shop.shopId);
    expect(after.filter((row) => row.computed_at === failedAt)).toEqual([]);
    expect(after.filter((row) => row.counterparty_id === `buyer:${r}`)).toEqual(before.filter((row) => row.counterparty_id === `buyer:${r}`));
  });
});

describe("shop schema step 10: the graph's neighbours", () => {
  it("a shop at step 9 gains fleet_similar, keeps its fleet, and an open reads the neighbours pushed into it", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`fleet-graph-schema-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Shop, { before: boolean; version: number; agents: number; record: any; stored: unknown; rerun: boolean }>(shop, (_shop, state) => {
      const sql = state.storage.sql;
      const has = () => sql.exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'fleet_similar'").one().n === 1;
      for (const { name } of sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").toArray()) {
        sql.exec(`DROP TABLE ${name}`);
      }
      migrateShop(sql, 9);
      const before = has();
      const fleet = new FleetStore(sql, () => true);
      const put = fleet.put("a1", { ...AGENT, name: "A" }, 1_000);
      if (!put.ok) throw new Error(JSON.stringify(put.problem));
      migrateShop(sql);
      fleet.recordSimilar([{ counterpartyId: "buyer:b1", similar: [{ counterpartyId: "buyer:b2", similarity: 1.4 }, { counterpartyId: "buyer:b3", similarity: 0 }] }], 2_000);
      const stored = fleet.graphNeighbours("buyer:b1");
      const opening = fleet.openFor({ buyerId: "b1", counterpartyId: "buyer:b1", productId: "espresso", segment: "boulware/anchoring", floorMinor: 7_000, anchorMinor: 10_000, negotiationId: "n1", dealType: "sales" }, 3_000);
      // Up to date: the step is not run again.
      sql.exec("DROP TABLE fleet_similar");
      migrateShop(sql);
      return { before, version: sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version, agents: fleet.agents().length, record: opening.kind === "waiting" ? null : opening.record, stored, rerun: has() };
    });
    expect(result.before).toBe(false);
    expect(result.version).toBe(SHOP_SCHEMA_VERSION);
    expect(SHOP_SCHEMA_VERSION).toBeGreaterThanOrEqual(10);
    expect(result.agents).toBe(1);
    // Similarity above 1 is clamped; 0 says nothing and is dropped.
    expect(result.stored).toEqual([{ counterpartyId: "buyer:b2", similarity: 1, computedAt: new Date(2_000).toISOString() }]);
    expect(result.record).toMatchObject({ similar: [{ counterpartyId: "buyer:b2", similarity: 1 }], similarSource: "graph", similarComputedAt: new Date(2_000).toISOString() });
    expect(result.rerun).toBe(false);
  });

  it("a push replaces a counterparty's neighbours, an empty one leaves it none, and the same push writes the same rows", async () => {
    const shop = await fleetShop();
    const stub = shopStub(shop.shopId);
    const rows = () => graphRows(shop.shopId);
    expect(await stub.recordSimilarCounterparties([{ counterpartyId: "buyer:a", similar: [{ counterpartyId: "buyer:b", similarity: 0.8 }, { counterpartyId: "buyer:c", similarity: 0.3 }] }], 5_000)).toEqual({ counterparties: 1, neighbours: 2 });
    const first = await rows();
    await stub.recordSimilarCounterparties([{ counterpartyId: "buyer:a", similar: [{ counterpartyId: "buyer:b", similarity: 0.8 }, { counterpartyId: "buyer:c", similarity: 0.3 }] }], 5_000);
    expect(await rows()).toEqual(first);
    await stub.recordSimilarCounterparties([{ counterpartyId: "buyer:a", similar: [{ counterpartyId: "buyer:d", similarity: 0.6 }] }, { counterpartyId: "buyer:e", similar: [{ counterpartyId: "buyer:a", similarity: 0.5 }] }], 6_000);
    expect((await rows()).map((r) => [r.counterparty_id, r.similar_id, r.similarity, r.computed_at])).toEqual([
      ["buyer:a", "buyer:d", 0.6, 6_000],
      ["buyer:e", "buyer:a", 0.5, 6_000],
    ]);
    await stub.recordSimilarCounterparties([{ counterpartyId: "buyer:a", similar: [] }], 7_000);
    expect((await rows()).map((r) => r.counterparty_id)).toEqual(["buyer:e"]);
    // A shop that does not exist stores nothing.
    expect(await shopStub(`nowhere-${crypto.randomUUID()}`).recordSimilarCounterparties([{ counterpartyId: "buyer:a", similar: [{ counterpartyId: "buyer:b", similarity: 1 }] }], 1)).toEqual({ counterparties: 0, neighbours: 0 });
  });
});
