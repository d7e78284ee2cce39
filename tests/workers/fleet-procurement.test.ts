/**
 * The organisation's fleet negotiates its purchases, end to end in workerd (issue #31, items 3 and 4): an
 * organisation with two procurement agents of different categories and capacity opens a negotiate-best-k request;
 * at its close each shortlisted thread is assigned by the coordinator as a `procurement` deal (the second agent at
 * capacity pushes the third thread back to the first), each assignment is a `fleet.assignment` line of the auction's
 * audit, which verifies, and is in the organisation's view of the thread; a request in a category no agent handles
 * negotiates with the request's defaults and says why; when the threads end, each agent's outcome reaches the fleet's
 * figures once, however often the alarm runs; a shop without agents negotiates exactly as before; and a policy on the
 * supplier's reputation holds one supplier's agreement and not another's.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Auction } from "../../durable-objects";
import { REPUTATION_GATE } from "../auctions/fixtures";
import { api, createShop } from "./api-client";
import { advance, auctionObject, CEILING, now, registerSuppliers, requestBody, setClock, type Shop } from "./auction-fixtures";

const TARGET = 30_000;
const TERMS = { "iso-27001": "yes" };
const PROCUREMENT_AGENT = {
  dealTypes: ["procurement"],
  arms: ["default"],
  policySetId: "active",
  languageStyle: "formal",
  active: true,
};
/** Hosting only, one thread at a time, firm. */
const HOSTING = { ...PROCUREMENT_AGENT, name: "Hosting buyer", categories: ["hosting"], strategy: { kind: "boulware", exponent: 0.5 }, capacity: 1 };
/** Hosting and hardware, two at a time, steady. */
const BROAD = { ...PROCUREMENT_AGENT, name: "Broad buyer", categories: ["hosting", "hardware"], strategy: { kind: "linear" }, capacity: 2 };
/** A sales agent: never given a purchase. */
const SELLER = { ...PROCUREMENT_AGENT, dealTypes: ["sales"], name: "Seller", categories: "all", strategy: { kind: "adaptive" }, capacity: 5 };

const negotiateBody = (deadline: number, category: string | undefined, overrides: Record<string, unknown> = {}) =>
  requestBody(deadline, {
    item: { kind: "service", name: "Managed Postgres hosting", ...(category ? { category } : {}) },
    format: "negotiate-best-k",
    bestK: 3,
    quantity: 5,
    negotiable: [],
    valuation: undefined,
    negotiation: { windowMs: 3_600_000, maxRounds: 8 },
    ...overrides,
  });

async function openAndBid(shop: Shop, suppliers: { supplierId: string; key: string }[], prices: number[], category: string | undefined, overrides: Record<string, unknown> = {}): Promise<{ auctionId: string; deadline: number }> {
  const deadline = now() + 10 * 60_000;
  const opened = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: negotiateBody(deadline, category, overrides) });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const auctionId = opened.body.auctionId as string;
  for (let i = 0; i < prices.length; i++) {
    advance(1_000);
    const r = await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/bids`, { token: suppliers[i]!.key, body: { bidId: `b-${i}`, priceMinor: prices[i]!, terms: TERMS } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  return { auctionId, deadline };
}

async function closeAt(shopId: string, auctionId: string, deadline: number): Promise<void> {
  setClock(deadline + 1_000);
  expect(await runDurableObjectAlarm(auctionObject(shopId, auctionId))).toBe(true);
}

/** The alarm run again, whether or not one is scheduled (a retried or duplicated alarm). */
const rerunAlarm = (shopId: string, auctionId: string) => runInDurableObject<Auction, void>(auctionObject(shopId, auctionId), (instance) => instance.alarm());

const orgView = (shop: Shop, auctionId: string) => api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
const fleetOf = async (shop: Shop) => (await api("GET", `/v1/shops/${shop.shopId}/fleet`, { token: shop.adminKey })).body;
const figuresOf = (fleet: any, agentId: string) => fleet.agents.find((a: any) => a.id === agentId).figures;

async function auditOf(shopId: string, auctionId: string) {
  const audit = (await auctionObject(shopId, auctionId).auditReport(shopId)) as unknown as { ok: boolean; body: { verification: unknown; entries: { kind: string; data: any }[] } };
  if (!audit.ok) throw new Error("audit refused");
  return audit.body;
}

describe("the organisation's fleet negotiates its purchases", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterAll(() => vi.useRealTimers());

  it("assigns each thread to a procurement agent, audits it, and moves the agents' figures once when the threads end", async () => {
    const shop = await createShop("Buying org with a fleet");
    for (const [id, profile] of [["p-hosting", HOSTING], ["p-broad", BROAD], ["s-seller", SELLER]] as const) {
      const put = await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/${id}`, { token: shop.adminKey, body: profile });
      expect(put.status, JSON.stringify(put.body)).toBe(201);
    }
    const suppliers = await registerSuppliers(shop, "fp", 4);
    // s1 < s3 < s0 are the best three; s2 is over the ceiling.
    const { auctionId, deadline } = await openAndBid(shop, suppliers, [41_000, 38_000, CEILING + 1_000, 39_500], "hosting");
    await closeAt(shop.shopId, auctionId, deadline);

    const org = await orgView(shop, auctionId);
    expect(org.body.request.item.category).toBe("hosting");
    const threads = org.body.negotiation.threads as any[];
    expect(threads.map((t) => t.supplierId)).toEqual(["fp-01", "fp-03", "fp-00"]);
    // By rank: a tie between two fresh agents goes to the smaller id (p-broad); then the idle p-hosting beats p-broad's
    // workload; then p-hosting is at capacity, so p-broad takes the third.
    expect(threads.map((t) => t.fleet?.agentId)).toEqual(["p-broad", "p-hosting", "p-broad"]);
    for (const t of threads) {
      expect(t.fleet.assignment).toMatchObject({ dealType: "procurement", category: "hosting", counterpartyId: `supplier:${t.supplierId}`, decidedBy: "coordinator", negotiationId: `auction:${auctionId}/${t.supplierId}` });
      // The seller is never a candidate for a purchase, and says why.
      expect(t.fleet.assignment.candidates.find((c: any) => c.agentId === "s-seller")).toMatchObject({ suitable: false, exclusions: [{ code: "deal-type" }] });
    }
    expect(threads[2].fleet.assignment.candidates.find((c: any) => c.agentId === "p-hosting")).toMatchObject({ suitable: false, exclusions: [{ code: "at-capacity" }] });
    expect(threads[1].fleet.assignment.rule).toBe("best-score");
    expect(threads[1].fleet.assignment.candidates.find((c: any) => c.agentId === "p-broad").score.workloadPenalty).toBeGreaterThan(0);

    // The audit: one fleet.assignment line per thread, with every candidate, and the chain verifies.
    const audit = await auditOf(shop.shopId, auctionId);
    expect(audit.verification).toMatchObject({ valid: true });
    const assignments = audit.entries.filter((e) => e.kind === "fleet.assignment");
    expect(assignments.map((e) => [e.data.supplierId, e.data.agentId])).toEqual([["fp-01", "p-broad"], ["fp-03", "p-hosting"], ["fp-00", "p-broad"]]);
    for (const e of assignments) expect(e.data.candidates).toHaveLength(3);
    // Nothing of it reaches a supplier.
    const theirs = await api("GET", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/negotiation`, { token: suppliers[1]!.key });
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toMatch(/p-broad|p-hosting|fleet|assignment|candidates/);

    // Live work per agent, procurement apart from sales.
    let fleet = await fleetOf(shop);
    expect(figuresOf(fleet, "p-broad")).toMatchObject({ live: 2, held: 2, closed: 0, byDealType: { procurement: { live: 2, held: 2 }, sales: { live: 0, held: 0 } } });
    expect(figuresOf(fleet, "p-hosting")).toMatchObject({ live: 1, held: 1, closed: 0 });
    // A retried alarm assigns nothing again.
    await runDurableObjectAlarm(auctionObject(shop.shopId, auctionId));
    await rerunAlarm(shop.shopId, auctionId);
    fleet = await fleetOf(shop);
    expect(figuresOf(fleet, "p-broad").live).toBe(2);
    expect((await auditOf(shop.shopId, auctionId)).entries.filter((e) => e.kind === "fleet.assignment")).toHaveLength(3);

    // fp-03 (p-hosting's) accepts our standing offer: it wins; the other two threads are lost.
    advance(60_000);
    const accepted = await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/negotiation/accept`, { token: suppliers[3]!.key, body: {} });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe("agreed");
    const price = accepted.body.agreed.priceMinor as number;
    const reward = Math.min(1, Math.max(0, (CEILING - price) / (CEILING - TARGET)));

    fleet = await fleetOf(shop);
    expect(figuresOf(fleet, "p-hosting")).toMatchObject({ live: 0, held: 1, closed: 1, deals: 1, byDealType: { procurement: { live: 0, closed: 1, deals: 1 } } });
    expect(figuresOf(fleet, "p-hosting").meanSurplusShare).toBeCloseTo(reward, 9);
    expect(figuresOf(fleet, "p-hosting").posterior.mean).toBeGreaterThan(0.5);
    expect(figuresOf(fleet, "p-broad")).toMatchObject({ live: 0, held: 2, closed: 2, deals: 0, meanSurplusShare: 0 });
    expect(figuresOf(fleet, "p-broad").posterior.mean).toBeLessThan(0.5);
    // Outcomes are counted once: the alarm running again and the Shop hearing them again change nothing.
    await rerunAlarm(shop.shopId, auctionId);
    const shopStub = env.SHOP.get(env.SHOP.idFromName(shop.shopId));
    const again = (await shopStub.recordProcurementOutcomes([{ auctionId, supplierId: "fp-03", status: "agreed", agreedPriceMinor: price, at: now() }])) as unknown as { ok: boolean; body: { closed: number } };
    expect(again).toMatchObject({ ok: true, body: { closed: 0 } });
    const after = await fleetOf(shop);
    expect(after.agents.map((a: any) => a.figures)).toEqual(fleet.agents.map((a: any) => a.figures));
    // Each thread's reported outcome is one line of the auction's audit, and the chain still verifies.
    const ended = await auditOf(shop.shopId, auctionId);
    expect(ended.verification).toMatchObject({ valid: true });
    const reported = ended.entries.filter((e) => e.kind === "fleet.outcome").map((e) => [e.data.supplierId, e.data.agentId, e.data.threadStatus]);
    expect(reported.sort()).toEqual([["fp-00", "p-broad", "lost"], ["fp-01", "p-broad", "lost"], ["fp-03", "p-hosting", "agreed"]]);
    const recent = after.recentAssignments.filter((a: any) => a.record.dealType === "procurement");
    expect(recent).toHaveLength(3);
    expect(recent.every((a: any) => a.state === "closed")).toBe(true);

    // A request in a category no agent handles: the request's defaults negotiate, and the record says why.
    setClock(now() + 60_000);
    const other = await openAndBid(shop, suppliers, [40_000, 39_000], "catering", { bestK: 2 });
    await closeAt(shop.shopId, other.auctionId, other.deadline);
    const unfit = (await orgView(shop, other.auctionId)).body.negotiation.threads as any[];
    expect(unfit).toHaveLength(2);
    for (const t of unfit) {
      expect(t.fleet.agentId).toBeNull();
      expect(t.fleet.assignment).toMatchObject({ rule: "default", agentId: null });
      expect(t.fleet.assignment.reason).toMatch(/no agent can take a procurement negotiation in catering.*default settings.*cannot hold each thread for a person/);
    }
    const unfitFleet = await fleetOf(shop);
    expect(figuresOf(unfitFleet, "p-broad").live).toBe(0);
  });

  it("a Shop that cannot answer delays the start, and a restarted auction asking again counts each thread once", async () => {
    const shop = await createShop("Buying org, Shop unreachable at the close");
    const put = await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/p-broad`, { token: shop.adminKey, body: { ...BROAD, capacity: 10 } });
    expect(put.status).toBe(201);
    const suppliers = await registerSuppliers(shop, "fu", 3);
    const { auctionId, deadline } = await openAndBid(shop, suppliers, [41_000, 38_000, 39_500], "hosting");
    setClock(deadline + 1_000);
    // The close runs while the Shop throws: the auction closes, its negotiation waits (nothing started with defaults).
    const failing = await runInDurableObject<Auction, { negotiation: unknown; status: string }>(auctionObject(shop.shopId, auctionId), async (instance) => {
      const holder = instance as unknown as { env: Env };
      const real = holder.env;
      holder.env = { ...real, SHOP: { idFromName: (n: string) => real.SHOP.idFromName(n), get: () => ({ assignProcurement: async () => { throw new Error("shop unreachable"); } }) } as unknown as Env["SHOP"] };
      try {
        await instance.alarm();
      } finally {
        holder.env = real;
      }
      const view = instance.view(shop.shopId);
      if (!view.ok) throw new Error("view refused");
      return { negotiation: view.body.negotiation, status: view.body.status };
    });
    expect(failing).toEqual({ negotiation: null, status: "closed" });
    expect(figuresOf(await fleetOf(shop), "p-broad").live).toBe(0);

    // The retry starts it, with the fleet; an evicted object running its alarm again assigns nothing twice.
    await rerunAlarm(shop.shopId, auctionId);
    const threads = (await orgView(shop, auctionId)).body.negotiation.threads as any[];
    expect(threads.map((t) => t.fleet?.agentId)).toEqual(["p-broad", "p-broad", "p-broad"]);
    await runInDurableObject<Auction, void>(auctionObject(shop.shopId, auctionId), (_i, state) => {
      try {
        state.abort("evicted by the test");
      } catch {
        // the object is gone either way
      }
    }).catch(() => undefined);
    await rerunAlarm(shop.shopId, auctionId);
    const shopStub = env.SHOP.get(env.SHOP.idFromName(shop.shopId));
    const asked = (await shopStub.assignProcurement({ auctionId, category: "hosting", targetMinor: TARGET, ceilingMinor: CEILING, supplierIds: ["fu-01", "fu-02", "fu-00"] })) as unknown as { ok: boolean; body: { assignments: { record: { assignmentId: string } }[] } };
    expect(asked.body.assignments.map((a) => a.record.assignmentId)).toEqual(threads.map((t) => t.fleet.assignment.assignmentId));
    const fleet = await fleetOf(shop);
    expect(figuresOf(fleet, "p-broad")).toMatchObject({ live: 3, held: 3 });
    expect((await auditOf(shop.shopId, auctionId)).entries.filter((e) => e.kind === "fleet.assignment")).toHaveLength(3);
  });

  it("a shop without agents negotiates exactly as before: no assignment, no fleet line in the audit", async () => {
    const shop = await createShop("Buying org without a fleet");
    const suppliers = await registerSuppliers(shop, "nf", 3);
    const { auctionId, deadline } = await openAndBid(shop, suppliers, [41_000, 38_000, 39_500], undefined);
    await closeAt(shop.shopId, auctionId, deadline);
    const threads = (await orgView(shop, auctionId)).body.negotiation.threads as any[];
    expect(threads).toHaveLength(3);
    for (const t of threads) expect(t).toMatchObject({ status: "open", standingOfferMinor: TARGET, fleet: null });
    const audit = await auditOf(shop.shopId, auctionId);
    expect(audit.verification).toMatchObject({ valid: true });
    expect(audit.entries.some((e) => e.kind.startsWith("fleet."))).toBe(false);
    expect((await fleetOf(shop)).recentAssignments).toEqual([]);
  });

  it("a policy on the supplier's reputation holds one supplier's agreement for a person and not another's", async () => {
    const SHOP = "shp_0000000000000000000reput";
    const auctionId = `auc_${crypto.randomUUID().replaceAll("-", "")}`;
    const deadline = now() + 10 * 60_000;
    const policies = REPUTATION_GATE;
    const object = auctionObject(SHOP, auctionId);
    const opened = await object.open({ auctionId, shopId: SHOP, input: negotiateBody(deadline, "hosting", { bestK: 2, negotiation: { windowMs: 3_600_000, maxRounds: 8, policies } }), settings: { contractDurationMs: null } });
    expect(opened.ok, JSON.stringify(opened)).toBe(true);
    // The reputation each sealed bid is scored with: poor for r-poor, good for r-good.
    expect((await object.bid({ shopId: SHOP, supplierId: "r-poor" }, { bidId: "b1", priceMinor: 40_000, terms: TERMS }, 0.3)).ok).toBe(true);
    expect((await object.bid({ shopId: SHOP, supplierId: "r-good" }, { bidId: "b2", priceMinor: 40_500, terms: TERMS }, 0.9)).ok).toBe(true);
    setClock(deadline + 1_000);
    expect(await runDurableObjectAlarm(object)).toBe(true);

    advance(60_000);
    const poor = (await object.negotiate({ shopId: SHOP, supplierId: "r-poor" }, { kind: "accept" })) as unknown as { ok: boolean; body: any };
    expect(poor.ok, JSON.stringify(poor)).toBe(true);
    expect(poor.body.status).toBe("escalated");
    expect(poor.body.agreed).toBeNull();
    const good = (await object.negotiate({ shopId: SHOP, supplierId: "r-good" }, { kind: "accept" })) as unknown as { ok: boolean; body: any };
    expect(good.ok, JSON.stringify(good)).toBe(true);
    expect(good.body.status).toBe("agreed");
    const audit = await auditOf(SHOP, auctionId);
    const held = audit.entries.find((e) => e.kind === "auction.negotiation_held");
    expect(held?.data).toMatchObject({ supplierId: "r-poor", policyId: "poor-record-needs-review" });
  });
});
