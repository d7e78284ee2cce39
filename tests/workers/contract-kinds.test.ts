/**
 * The kinds beyond bilateral, through the HTTP API: a hierarchical contract's violation rolls up to its parent
 * (the parent's provider pays the parent's penalty to the parent's consumer, traced to the child's check), and a
 * composite of eight sub-contracts is shown as one — the worst status, every part, the combined books.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, listContractChecks } from "../../memory";
import { api, buyerKey, createShop, eventually, expectProblem } from "./api-client";

let clock = 0;
const setClock = (ms: number) => {
  clock = ms;
  vi.setSystemTime(ms);
};

const LATENCY = (penaltyMinor: number) => [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor, minSamples: 5 }];

async function active(shop: { shopId: string; adminKey: string }, keys: Record<string, string>, body: Record<string, unknown>) {
  const created = await api("POST", `/v1/shops/${shop.shopId}/service-contracts`, { token: shop.adminKey, body: { currency: "EUR", priceMinor: 10_000, durationMs: 3_600_000, ...body } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.contractId as string;
  for (const party of created.body.parties as { agentId: string }[]) {
    const token = party.agentId.startsWith("shop:") ? shop.adminKey : keys[party.agentId.slice("buyer:".length)]!;
    await api("POST", `/v1/contracts/${id}/accept`, { token });
  }
  const view = await api("GET", `/v1/contracts/${id}`, { token: shop.adminKey });
  expect(view.body.status).toBe("active");
  return id;
}

describe("contract kinds", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterAll(() => vi.useRealTimers());

  it("a subcontract's violation rolls up to its parent, with the parent's own penalty", async () => {
    const shop = await createShop("Hierarchy shop");
    const keys = { client: await buyerKey(shop.shopId, "client"), sub: await buyerKey(shop.shopId, "sub") };
    const parent = await active(shop, keys, {
      parties: [
        { agentId: `shop:${shop.shopId}`, role: "provider" },
        { agentId: "buyer:client", role: "consumer" },
      ],
      sla: LATENCY(800),
      stakeMinor: 5_000,
    });
    expectProblem(
      await api("POST", `/v1/shops/${shop.shopId}/service-contracts`, {
        token: shop.adminKey,
        body: { kind: "hierarchical", parentId: `ctr_${"e".repeat(32)}`, parties: [{ agentId: "buyer:sub", role: "provider" }, { agentId: `shop:${shop.shopId}`, role: "consumer" }], currency: "EUR", priceMinor: 1, durationMs: 60_000 },
      }),
      400,
      "validation-failed",
    );
    const child = await active(shop, keys, {
      kind: "hierarchical",
      parentId: parent,
      parties: [
        { agentId: "buyer:sub", role: "provider" },
        { agentId: `shop:${shop.shopId}`, role: "consumer" },
      ],
      sla: LATENCY(300),
      stakeMinor: 2_000,
    });

    const slow = (n: number) => ({ batchId: `slow-${n}`, samples: Array.from({ length: 20 }, (_, i) => ({ metric: "latency", at: clock - 500 + i * 10, value: 700 })) });
    setClock(clock + 1_000);
    expect((await api("POST", `/v1/contracts/${child}/samples`, { token: keys.sub, body: slow(1) })).status).toBe(202);
    await runDurableObjectAlarm(env.CONTRACT.get(env.CONTRACT.idFromName(child)));
    setClock(clock + 6_000);
    await api("POST", `/v1/contracts/${child}/samples`, { token: keys.sub, body: slow(2) });
    await runDurableObjectAlarm(env.CONTRACT.get(env.CONTRACT.idFromName(child)));

    const childView = (await api("GET", `/v1/contracts/${child}`, { token: shop.adminKey })).body;
    expect(childView.sla.violationsTotal).toBe(1);
    expect(childView.ledger.postings.filter((p: any) => p.kind === "penalty")).toEqual([expect.objectContaining({ from: `stake:${child}`, to: `party:shop:${shop.shopId}`, amountMinor: 300 })]);

    const parentView = await eventually(
      () => api("GET", `/v1/contracts/${parent}`, { token: keys.client }),
      (res) => res.body?.sla?.violationsTotal === 1,
    );
    const penalties = parentView.body.ledger.postings.filter((p: any) => p.kind === "penalty");
    expect(penalties).toEqual([expect.objectContaining({ from: `stake:${parent}`, to: "party:buyer:client", amountMinor: 800, cause: expect.stringContaining(`rollup:${child}:latency-p95`) })]);
    expect(Object.values(parentView.body.ledger.balances as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(0);

    // The roll-up is evidence against the parent's provider too: it reaches Postgres, where reputation reads it.
    const handle = createDb(env.DATABASE_URL, { max: 2 });
    try {
      const checks = await eventually(
        () => listContractChecks(handle.db, shop.shopId, parent),
        (rows) => rows.some((r) => r.met === false),
      );
      expect(checks.filter((r) => r.met === false)).toEqual([expect.objectContaining({ agentId: parentView.body.parties.find((p: any) => p.role === "provider").agentId, metric: "latency", targetId: "latency-p95" })]);
    } finally {
      await handle.close();
    }
  });

  it("a composite of eight sub-contracts is shown as one, as bad as its worst part", async () => {
    const shop = await createShop("Composite shop");
    const keys = { client: await buyerKey(shop.shopId, "client") };
    const parties = [
      { agentId: `shop:${shop.shopId}`, role: "provider" },
      { agentId: "buyer:client", role: "consumer" },
    ];
    const parts: string[] = [];
    for (let i = 0; i < 8; i++) parts.push(await active(shop, keys, { parties, sla: LATENCY(100), stakeMinor: 1_000 + i }));
    expectProblem(
      await api("POST", `/v1/shops/${shop.shopId}/service-contracts`, { token: shop.adminKey, body: { kind: "composite", parties, partIds: [...parts.slice(0, 7), `ctr_${"f".repeat(32)}`], currency: "EUR", priceMinor: 1, durationMs: 60_000 } }),
      400,
      "validation-failed",
    );
    const composite = await active(shop, keys, { kind: "composite", parties, partIds: parts, stakeMinor: 500 });

    const view = (await api("GET", `/v1/contracts/${composite}`, { token: keys.client })).body;
    expect(view.composite.parts.map((p: any) => p.contractId)).toEqual(parts);
    expect(view.composite).toMatchObject({ status: "active", missing: [], stakeLeftMinor: 500 + parts.reduce((sum, _, i) => sum + 1_000 + i, 0) });
    expect(view.composite.targets).toHaveLength(8);

    await api("POST", `/v1/contracts/${parts[3]}/terminate`, { token: shop.adminKey, body: { reason: "replaced" } });
    const after = (await api("GET", `/v1/contracts/${composite}`, { token: shop.adminKey })).body;
    expect(after.status).toBe("active");
    expect(after.composite.status).toBe("terminated");
    expect(after.composite.parts[3]).toMatchObject({ contractId: parts[3], status: "terminated" });
  });
});
