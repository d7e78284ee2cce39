/**
 * A fleet of negotiators, end to end in workerd (issue #31, item 4): the owner defines two agents with different
 * categories and capacity; opens are assigned by category, a full agent pushes the next open to the other, the
 * assignment (every candidate's score, every exclusion's reason, the rule) is the negotiation's first audit entry
 * and the chain verifies; no agent suitable puts the open in front of the owner and tells the buyer to come back;
 * outcomes move the per-agent figures; and nothing of it reaches the buyer.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { NegotiationRoom } from "../../durable-objects";
import { api, buyerKey, createShop, eventually, expectProblem, openNegotiation, opened, putPolicies, putProduct, viewNegotiation } from "./api-client";

type Shop = { shopId: string; adminKey: string };

const AGENT_A = {
  name: "Coffee closer",
  dealTypes: ["sales"],
  categories: ["coffee"],
  strategy: { kind: "boulware", exponent: 0.4 },
  arms: ["firm"],
  policySetId: "active",
  languageStyle: "formal",
  capacity: 1,
  active: true,
};
const AGENT_B = { ...AGENT_A, name: "All-rounder", categories: ["coffee", "grinders"], strategy: { kind: "linear" }, arms: ["default", "soft"], languageStyle: "friendly", capacity: 2 };

async function fleetShop(): Promise<Shop> {
  const shop = await createShop("Fleet shop");
  await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000 });
  await putProduct(shop, "grinder", { anchorMinor: 20_000, floorMinor: 15_000 });
  for (const [productId, category] of [["espresso", "coffee"], ["grinder", "grinders"]] as const) {
    const set = await api("PUT", `/v1/shops/${shop.shopId}/fleet/categories/${productId}`, { token: shop.adminKey, body: { category } });
    expect(set.status).toBe(200);
  }
  expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/a-coffee`, { token: shop.adminKey, body: AGENT_A })).status).toBe(201);
  expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/b-mixed`, { token: shop.adminKey, body: AGENT_B })).status).toBe(201);
  return shop;
}

const fleetOf = (shop: Shop) => api("GET", `/v1/shops/${shop.shopId}/fleet`, { token: shop.adminKey });
const auditOf = (shop: Shop, negotiationId: string) => api("GET", `/v1/negotiations/${negotiationId}/audit`, { token: shop.adminKey });
const figuresOf = (fleet: any, agentId: string) => fleet.agents.find((a: any) => a.id === agentId).figures;
/** The learner's arm the room was opened with (its private snapshot: in no view). */
const armOf = (negotiationId: string) =>
  runInDurableObject<NegotiationRoom, string>(env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.idFromString(negotiationId)), (_room, state) => JSON.parse(state.storage.sql.exec<{ private: string }>("SELECT private FROM policy_snapshot").one().private).arm);

describe("fleet profiles", () => {
  it("refuses a bad profile with each field's problem and changes nothing", async () => {
    const shop = await createShop();
    const bad = await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/x1`, {
      token: shop.adminKey,
      body: { ...AGENT_A, capacity: 0, arms: ["firm", "firm"], policySetId: "v9" },
    });
    expectProblem(bad, 400, "validation-failed");
    const paths = (bad.body.errors as { path: string }[]).map((e) => e.path);
    expect(paths).toContain("capacity");
    const unknownPolicy = await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/x1`, { token: shop.adminKey, body: { ...AGENT_A, policySetId: "v9" } });
    expectProblem(unknownPolicy, 400, "validation-failed");
    expect(unknownPolicy.body.errors).toEqual([{ path: "policySetId", message: "the shop holds no policy set version 9" }]);
    const wrongId = await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/x1`, { token: shop.adminKey, body: { ...AGENT_A, id: "x2" } });
    expectProblem(wrongId, 400, "validation-failed");
    expect((await api("GET", `/v1/shops/${shop.shopId}/fleet/agents`, { token: shop.adminKey })).body.items).toEqual([]);
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/fleet/agents/x1`, { token: shop.adminKey }), 404, "not-found");
  });

  it("versions every change; deactivating keeps the agent", async () => {
    const shop = await createShop();
    const created = await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/x1`, { token: shop.adminKey, body: AGENT_A });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: "x1", version: 1, capacity: 1, active: true });
    const replaced = await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/x1`, { token: shop.adminKey, body: { ...AGENT_A, capacity: 3 } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ version: 2, capacity: 3 });
    const off = await api("POST", `/v1/shops/${shop.shopId}/fleet/agents/x1/deactivate`, { token: shop.adminKey });
    expect(off.body).toMatchObject({ version: 3, active: false, capacity: 3 });
    expect((await api("GET", `/v1/shops/${shop.shopId}/fleet/agents/x1`, { token: shop.adminKey })).body.active).toBe(false);
    expectProblem(await api("POST", `/v1/shops/${shop.shopId}/fleet/agents/nobody/deactivate`, { token: shop.adminKey }), 404, "not-found");
  });

  it("is the owner's only: a buyer key is refused", async () => {
    const shop = await createShop();
    const key = await buyerKey(shop.shopId, "nosy");
    expect((await api("GET", `/v1/shops/${shop.shopId}/fleet`, { token: key })).status).toBe(401);
  });
});

describe("fleet assignment at open", () => {
  it("assigns by category and capacity, audits every score and reason, waits for the owner when none fits, and learns from outcomes", async () => {
    const shop = await fleetShop();

    // 1. Both agents handle coffee and nothing is known of either: the tie goes to the smaller id.
    const first = await opened(shop.shopId, "espresso", { buyerId: "cafe-1" });
    // 2. a-coffee is full (capacity 1): the next coffee open goes to b-mixed.
    const second = await opened(shop.shopId, "espresso", { buyerId: "cafe-2" });
    // 3. Grinders: a-coffee does not handle them.
    const third = await opened(shop.shopId, "grinder", { buyerId: "mill-1" });

    const assignmentOf = async (negotiationId: string) => {
      const audit = await auditOf(shop, negotiationId);
      expect(audit.status).toBe(200);
      expect(audit.body.verification.valid).toBe(true);
      const entry = audit.body.entries[0];
      expect(entry.kind).toBe("fleet.assignment");
      return entry.data;
    };
    const a1 = await assignmentOf(first.negotiationId);
    expect(a1).toMatchObject({ agentId: "a-coffee", rule: "best-score", decidedBy: "coordinator", category: "coffee", counterpartyId: "buyer:cafe-1", negotiationId: first.negotiationId });
    expect(a1.candidates.map((c: any) => [c.agentId, c.suitable])).toEqual([["a-coffee", true], ["b-mixed", true]]);
    for (const c of a1.candidates) expect(Object.keys(c.score).sort()).toEqual(["capacity", "evidence", "exploration", "live", "success", "total", "workloadPenalty"]);

    const a2 = await assignmentOf(second.negotiationId);
    expect(a2.agentId).toBe("b-mixed");
    expect(a2.candidates.find((c: any) => c.agentId === "a-coffee")).toEqual({ agentId: "a-coffee", suitable: false, exclusions: [{ code: "at-capacity", detail: "1 live of a capacity of 1" }] });

    const a3 = await assignmentOf(third.negotiationId);
    expect(a3.agentId).toBe("b-mixed");
    expect(a3.candidates.find((c: any) => c.agentId === "a-coffee").exclusions.map((e: any) => e.code)).toContain("category");

    // The agent's strategy is what the room plays (the owner's view of the snapshot); the product's is not.
    const shopView = await api("GET", `/v1/negotiations/${first.negotiationId}`, { token: shop.adminKey });
    expect(shopView.body.config.strategy).toEqual(AGENT_A.strategy);
    expect((await api("GET", `/v1/negotiations/${second.negotiationId}`, { token: shop.adminKey })).body.config.strategy).toEqual(AGENT_B.strategy);
    // The learner plays only the agent's arms.
    expect(await armOf(first.negotiationId)).toBe("firm");
    expect(AGENT_B.arms).toContain(await armOf(second.negotiationId));

    // 4. Every coffee agent is full: the open waits for the owner, and the buyer is told to come back.
    const refused = await openNegotiation(shop.shopId, "espresso", { buyerId: "cafe-3" });
    expectProblem(refused, 503, "shop-paused");
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(JSON.stringify(refused.body)).not.toMatch(/agent|fleet|coffee|capacity/i);
    let fleet = (await fleetOf(shop)).body;
    expect(fleet.waiting).toHaveLength(1);
    const waiting = fleet.waiting[0];
    expect(waiting).toMatchObject({ buyerId: "cafe-3", productId: "espresso", category: "coffee", status: "pending" });
    expect(waiting.reason).toMatch(/no agent can take a sales negotiation in coffee/);
    expect(waiting.candidates.every((c: any) => c.suitable === false && c.exclusions.some((e: any) => e.code === "at-capacity"))).toBe(true);

    // The owner lets the default negotiator proceed; the buyer's next open is played with the product's own settings.
    const decided = await api("POST", `/v1/shops/${shop.shopId}/fleet/waiting/${waiting.waitingId}/decision`, { token: shop.adminKey, body: { agentId: null } });
    expect(decided.body).toMatchObject({ status: "default", agentId: null });
    expectProblem(await api("POST", `/v1/shops/${shop.shopId}/fleet/waiting/${waiting.waitingId}/decision`, { token: shop.adminKey, body: { agentId: null } }), 409, "escalation-closed");
    const fourth = await opened(shop.shopId, "espresso", { buyerId: "cafe-3" });
    const a4 = await assignmentOf(fourth.negotiationId);
    expect(a4).toMatchObject({ agentId: null, rule: "default", decidedBy: "owner", waitingId: waiting.waitingId });

    // Live counts follow the opens: a-coffee 1 (of 1), b-mixed 2 (of 2).
    fleet = (await eventually(() => fleetOf(shop), (r) => r.body.recentAssignments.filter((a: any) => a.state === "live").length === 4)).body;
    expect(figuresOf(fleet, "a-coffee")).toMatchObject({ live: 1, held: 1, closed: 0 });
    expect(figuresOf(fleet, "b-mixed")).toMatchObject({ live: 2, held: 2, closed: 0 });

    // 5. Outcomes: a deal at the list price for a-coffee (surplus share 1), a withdrawal for b-mixed (0).
    const accepted = await api("POST", `/v1/negotiations/${first.negotiationId}/accept`, { token: first.token });
    expect(accepted.body.status).toBe("agreed");
    expect((await api("POST", `/v1/negotiations/${second.negotiationId}/withdraw`, { token: second.token })).body.status).toBe("withdrawn");
    fleet = (await eventually(() => fleetOf(shop), (r) => figuresOf(r.body, "a-coffee").closed === 1 && figuresOf(r.body, "b-mixed").closed === 1)).body;
    const share = (accepted.body.agreement.priceMinor - 7_000) / 3_000;
    expect(figuresOf(fleet, "a-coffee")).toMatchObject({ live: 0, held: 1, closed: 1, deals: 1, dealRate: 1 });
    expect(figuresOf(fleet, "a-coffee").meanSurplusShare).toBeCloseTo(share, 9);
    expect(figuresOf(fleet, "a-coffee").posterior.mean).toBeGreaterThan(0.5);
    expect(figuresOf(fleet, "b-mixed")).toMatchObject({ live: 1, held: 2, closed: 1, deals: 0, dealRate: 0, meanSurplusShare: 0 });
    expect(figuresOf(fleet, "b-mixed").posterior.mean).toBeLessThan(0.5);

    // a-coffee has room again and the better record: the next coffee open is its, and the audit shows why.
    const fifth = await opened(shop.shopId, "espresso", { buyerId: "cafe-4" });
    const a5 = await assignmentOf(fifth.negotiationId);
    expect(a5.agentId).toBe("a-coffee");
    const [scoreA, scoreB] = ["a-coffee", "b-mixed"].map((id) => a5.candidates.find((c: any) => c.agentId === id).score);
    expect(scoreA.success).toBeGreaterThan(scoreB.success);
    expect(scoreA.evidence.overall).toBeGreaterThan(0);

    // The owner reads one negotiation's assignment directly too.
    const direct = await api("GET", `/v1/shops/${shop.shopId}/fleet/assignments/${first.negotiationId}`, { token: shop.adminKey });
    expect(direct.body).toMatchObject({ agentId: "a-coffee", state: "closed", status: "agreed" });
    expect(direct.body.record.candidates).toEqual(a1.candidates);
  });

  it("the owner can give a waiting open to a named agent", async () => {
    const shop = await createShop();
    await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000 });
    await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/tea`, { token: shop.adminKey, body: { ...AGENT_A, categories: ["tea"] } });
    expectProblem(await openNegotiation(shop.shopId, "espresso", { buyerId: "b1" }), 503, "shop-paused");
    const waiting = (await fleetOf(shop)).body.waiting[0];
    // The product has no category of its own: it is negotiated under its id.
    expect(waiting.category).toBe("espresso");
    expect(waiting.candidates[0].exclusions.map((e: any) => e.code)).toEqual(["category"]);
    expectProblem(await api("POST", `/v1/shops/${shop.shopId}/fleet/waiting/${waiting.waitingId}/decision`, { token: shop.adminKey, body: { agentId: "nobody" } }), 400, "validation-failed");
    await api("POST", `/v1/shops/${shop.shopId}/fleet/waiting/${waiting.waitingId}/decision`, { token: shop.adminKey, body: { agentId: "tea" } });
    const open = await opened(shop.shopId, "espresso", { buyerId: "b1" });
    const audit = await auditOf(shop, open.negotiationId);
    expect(audit.body.entries[0].data).toMatchObject({ agentId: "tea", rule: "owner", decidedBy: "owner" });
    expect((await api("GET", `/v1/negotiations/${open.negotiationId}`, { token: shop.adminKey })).body.config.strategy).toEqual(AGENT_A.strategy);
  });

  it("an agent the owner named but switched off since does not play: the default negotiator does, and the audit says why", async () => {
    const shop = await createShop();
    await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000 });
    for (const id of ["tea", "tea2"]) await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/${id}`, { token: shop.adminKey, body: { ...AGENT_A, categories: ["tea"] } });
    expectProblem(await openNegotiation(shop.shopId, "espresso", { buyerId: "b1" }), 503, "shop-paused");
    const waiting = (await fleetOf(shop)).body.waiting[0];
    await api("POST", `/v1/shops/${shop.shopId}/fleet/waiting/${waiting.waitingId}/decision`, { token: shop.adminKey, body: { agentId: "tea" } });
    await api("POST", `/v1/shops/${shop.shopId}/fleet/agents/tea/deactivate`, { token: shop.adminKey });
    const open = await opened(shop.shopId, "espresso", { buyerId: "b1" });
    const entry = (await auditOf(shop, open.negotiationId)).body.entries[0];
    expect(entry.data).toMatchObject({ agentId: null, rule: "default", decidedBy: "owner" });
    expect(entry.data.reason).toContain("the owner assigned tea, since switched off");
  });

  it("an agent pinned to a stored policy set version plays by it, whatever the shop's active set is", async () => {
    const shop = await createShop();
    await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000 });
    const v1 = 'version: 1\npolicies:\n  - id: allow-everything\n    when: "true"\n    action: ALLOW\n    severity: low\n';
    expect((await putPolicies(shop, v1)).status).toBe(201);
    expect((await putPolicies(shop, v1.replace("allow-everything", "allow-all-again"))).status).toBe(201);
    await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/pinned`, { token: shop.adminKey, body: { ...AGENT_A, categories: "all", policySetId: "v1" } });
    const open = await opened(shop.shopId, "espresso", { buyerId: "b1" });
    const evaluations = (await auditOf(shop, open.negotiationId)).body.entries.filter((e: any) => e.kind === "policy-evaluation");
    expect(evaluations.length).toBeGreaterThan(0);
    expect(evaluations.map((e: any) => e.data.policyVersion)).toEqual(evaluations.map(() => 1));
    // The same shop without the agent plays its active set (version 2).
    await api("POST", `/v1/shops/${shop.shopId}/fleet/agents/pinned/deactivate`, { token: shop.adminKey });
    const plain = await opened(shop.shopId, "espresso", { buyerId: "b2" });
    expect((await auditOf(shop, plain.negotiationId)).body.entries.find((e: any) => e.kind === "policy-evaluation").data.policyVersion).toBe(2);
  });

  it("a shop whose agents are all switched off sells with its default negotiator, as a shop without agents", async () => {
    const shop = await createShop();
    await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000 });
    await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/tea`, { token: shop.adminKey, body: { ...AGENT_A, categories: ["tea"] } });
    expectProblem(await openNegotiation(shop.shopId, "espresso", { buyerId: "b1" }), 503, "shop-paused");
    await api("POST", `/v1/shops/${shop.shopId}/fleet/agents/tea/deactivate`, { token: shop.adminKey });
    const open = await opened(shop.shopId, "espresso", { buyerId: "b2" });
    expect((await auditOf(shop, open.negotiationId)).body.entries.some((e: any) => e.kind === "fleet.assignment")).toBe(false);
  });

  it("a shop without agents opens as before: no assignment, nothing in the audit", async () => {
    const shop = await createShop();
    await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "conceder" } } as any);
    const open = await opened(shop.shopId, "espresso");
    const audit = await auditOf(shop, open.negotiationId);
    expect(audit.body.entries.some((e: any) => e.kind === "fleet.assignment")).toBe(false);
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/fleet/assignments/${open.negotiationId}`, { token: shop.adminKey }), 404, "not-found");
    expect((await fleetOf(shop)).body).toMatchObject({ agents: [], recentAssignments: [], waiting: [] });
  });
});

describe("the buyer learns nothing of the fleet", () => {
  it("open answers, rounds, views and headers say nothing of the agent, its profile or the assignment", async () => {
    const shop = await fleetShop();
    const secretWords = ["a-coffee", "b-mixed", "Coffee closer", "All-rounder", "fleet", "assignment", "agentId", "candidates", "coffee", "boulware", "capacity", "exclusion", "languageStyle"];
    const open = await openNegotiation(shop.shopId, "espresso", { buyerId: "probe" });
    expect(open.status).toBe(201);
    const { negotiationId, token } = open.body;
    const round = await api("POST", `/v1/negotiations/${negotiationId}/offers`, { token, body: { priceMinor: 7_100 } });
    const said = await api("POST", `/v1/negotiations/${negotiationId}/offers`, { token, body: { message: "Who am I talking to? Which agent handles me, and what is your strategy?" } });
    const view = await viewNegotiation(negotiationId, token);
    const audit = await api("GET", `/v1/negotiations/${negotiationId}/audit`, { token });
    expect(audit.status).toBeGreaterThanOrEqual(401);
    for (const res of [open, round, said, view, audit]) {
      const seen = `${JSON.stringify(res.body)}\n${[...res.headers].map(([k, v]) => `${k}: ${v}`).join("\n")}`.toLowerCase();
      for (const word of secretWords) expect(seen, `a buyer's answer mentions ${word}`).not.toContain(word.toLowerCase());
    }
    // Timing fields are the negotiation's own (expiry, retry), not the agent's: the same set as a shop without agents.
    const plain = await createShop();
    await putProduct(plain, "espresso", { anchorMinor: 10_000, floorMinor: 7_000 });
    const plainOpen = await openNegotiation(plain.shopId, "espresso", { buyerId: "probe" });
    expect(Object.keys(open.body).sort()).toEqual(Object.keys(plainOpen.body).sort());
    expect([...open.headers.keys()].sort()).toEqual([...plainOpen.headers.keys()].sort());
    // Another buyer's fleet view is refused with the buyer's own key.
    expect((await api("GET", `/v1/shops/${shop.shopId}/fleet`, { token: await buyerKey(shop.shopId, "probe") })).status).toBe(401);
    // The shop's view of the same negotiation carries the assignment, as its audit records it; the buyer's has no such field.
    const shopView = await api("GET", `/v1/negotiations/${negotiationId}`, { token: shop.adminKey });
    expect(shopView.status).toBe(200);
    const audited = (await auditOf(shop, negotiationId)).body.entries.find((e: any) => e.kind === "fleet.assignment").data;
    expect(shopView.body.assignment).toEqual(audited);
    expect(shopView.body.assignment).toMatchObject({ negotiationId, agentId: "a-coffee", decidedBy: "coordinator", category: "coffee" });
    expect(view.body).not.toHaveProperty("assignment");
  });

  it("the shop's view of a negotiation the fleet did not assign has no assignment", async () => {
    const shop = await createShop();
    await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000 });
    const open = await opened(shop.shopId, "espresso", { buyerId: "plain" });
    const shopView = await api("GET", `/v1/negotiations/${open.negotiationId}`, { token: shop.adminKey });
    expect(shopView.status).toBe(200);
    expect(shopView.body).toHaveProperty("config");
    expect(shopView.body).not.toHaveProperty("assignment");
  });
});
