/**
 * Partnership deals reach partnership agents (issue #31, item 4), end to end in workerd: the owner registers a buyer
 * as a partner (PUT …/buyers/{buyerId} `relationship`; a field left out keeps what is stored), the buyer's account
 * opens its negotiations as `partnership` deals, the coordinator gives them only to agents listing that deal type
 * (none free: the open waits in the owner's inbox, the reason naming partnership), the assignment record, the fleet's
 * per-deal-type figures and the assignment route say partnership — and the buyer is never told what it is classed as.
 */
import { describe, expect, it } from "vitest";
import { api, createShop, eventually, expectProblem, openNegotiation, opened, putProduct, viewNegotiation } from "./api-client";

type Shop = { shopId: string; adminKey: string };

const AGENT = { categories: ["coffee"], strategy: { kind: "linear" }, arms: ["default"], policySetId: "active", languageStyle: "formal", active: true };
const SELLER = { ...AGENT, name: "Counter seller", dealTypes: ["sales"], capacity: 5 };
const PARTNER_DESK = { ...AGENT, name: "Partner desk", dealTypes: ["partnership"], capacity: 1 };

async function partnershipShop(): Promise<Shop> {
  const shop = await createShop("Partnership shop");
  await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000 });
  expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/categories/espresso`, { token: shop.adminKey, body: { category: "coffee" } })).status).toBe(200);
  expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/seller`, { token: shop.adminKey, body: SELLER })).status).toBe(201);
  expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/partner-desk`, { token: shop.adminKey, body: PARTNER_DESK })).status).toBe(201);
  return shop;
}

const putBuyer = (shop: Shop, buyerId: string, body: Record<string, unknown>) => api("PUT", `/v1/shops/${shop.shopId}/buyers/${buyerId}`, { token: shop.adminKey, body });
const fleetOf = async (shop: Shop) => (await api("GET", `/v1/shops/${shop.shopId}/fleet`, { token: shop.adminKey })).body;
const figuresOf = (fleet: any, agentId: string) => fleet.agents.find((a: any) => a.id === agentId).figures;
const assignmentOf = async (shop: Shop, negotiationId: string) => {
  const audit = await api("GET", `/v1/negotiations/${negotiationId}/audit`, { token: shop.adminKey });
  expect(audit.body.verification.valid).toBe(true);
  expect(audit.body.entries[0].kind).toBe("fleet.assignment");
  return audit.body.entries[0].data;
};

describe("registering a buyer as a partner", () => {
  it("is stored and shown to the owner; a PUT leaving a field out keeps it, and a null name removes the name", async () => {
    const shop = await createShop();
    const created = await putBuyer(shop, "ally", { name: "Ally", relationship: "partner" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ buyerId: "ally", name: "Ally", relationship: "partner" });
    // A rename that does not mention the relationship keeps the partner a partner.
    expect((await putBuyer(shop, "ally", { name: "Ally Ltd" })).body).toMatchObject({ name: "Ally Ltd", relationship: "partner" });
    expect((await putBuyer(shop, "ally", {})).body).toMatchObject({ name: "Ally Ltd", relationship: "partner" });
    expect((await putBuyer(shop, "ally", { relationship: "customer" })).body).toMatchObject({ name: "Ally Ltd", relationship: "customer" });
    expect((await putBuyer(shop, "ally", { name: null })).body).toMatchObject({ name: null, relationship: "customer" });
    const read = await api("GET", `/v1/shops/${shop.shopId}/buyers/ally`, { token: shop.adminKey });
    expect(read.body).toMatchObject({ name: null, relationship: "customer" });
    // A new buyer is a customer; anything else is refused and changes nothing.
    expect((await putBuyer(shop, "cafe", { name: "Cafe" })).body.relationship).toBe("customer");
    const bad = await putBuyer(shop, "cafe", { relationship: "vendor" });
    expectProblem(bad, 400, "validation-failed");
    expect((await api("GET", `/v1/shops/${shop.shopId}/buyers/cafe`, { token: shop.adminKey })).body.relationship).toBe("customer");
  });
});

describe("a partner's negotiation is a partnership deal", () => {
  it("goes to an agent handling partnerships, waits for the owner when none is free, and is counted apart", async () => {
    const shop = await partnershipShop();
    for (const partner of ["ally", "ally-2"]) expect((await putBuyer(shop, partner, { name: partner, relationship: "partner" })).status).toBe(201);

    // The partner's open (the test helper renames the buyer when it issues its key: the relationship stays).
    const partnerOpen = await opened(shop.shopId, "espresso", { buyerId: "ally" });
    const partnership = await assignmentOf(shop, partnerOpen.negotiationId);
    expect(partnership).toMatchObject({ dealType: "partnership", agentId: "partner-desk", rule: "best-score", counterpartyId: "buyer:ally" });
    expect(partnership.candidates.find((c: any) => c.agentId === "seller")).toEqual({ agentId: "seller", suitable: false, exclusions: [{ code: "deal-type", detail: "handles sales, not partnership" }] });

    // A customer's open is a sale, which the partnership agent may not take.
    const customerOpen = await opened(shop.shopId, "espresso", { buyerId: "cafe" });
    const sale = await assignmentOf(shop, customerOpen.negotiationId);
    expect(sale).toMatchObject({ dealType: "sales", agentId: "seller" });
    // (It is also full by now: every reason is listed.)
    expect(sale.candidates.find((c: any) => c.agentId === "partner-desk").exclusions.map((e: any) => e.code)).toEqual(["deal-type", "at-capacity"]);

    // The owner reads the assignment with its deal type.
    const direct = await api("GET", `/v1/shops/${shop.shopId}/fleet/assignments/${partnerOpen.negotiationId}`, { token: shop.adminKey });
    expect(direct.body).toMatchObject({ agentId: "partner-desk", state: "live", record: { dealType: "partnership" } });

    // The partner desk is full (capacity 1): the second partner's open waits for the owner, though the seller has room.
    const refused = await openNegotiation(shop.shopId, "espresso", { buyerId: "ally-2" });
    expectProblem(refused, 503, "shop-paused");
    const waiting = (await fleetOf(shop)).waiting;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ buyerId: "ally-2", productId: "espresso", status: "pending" });
    expect(waiting[0].reason).toMatch(/no agent can take a partnership negotiation in coffee/);
    const inbox = await api("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, { token: shop.adminKey });
    expect(inbox.body.items).toHaveLength(1);
    expect(inbox.body.items[0].reason).toContain("partnership");

    // Figures per deal type: the desk's partnership, the seller's sale.
    let fleet = await fleetOf(shop);
    expect(figuresOf(fleet, "partner-desk").byDealType).toMatchObject({ partnership: { live: 1, held: 1, closed: 0 }, sales: { live: 0, held: 0 }, procurement: { live: 0, held: 0 } });
    expect(figuresOf(fleet, "seller").byDealType).toMatchObject({ sales: { live: 1, held: 1 }, partnership: { live: 0, held: 0 } });

    // The partnership closes with a deal at the list price: the desk's partnership figures record it.
    const accepted = await api("POST", `/v1/negotiations/${partnerOpen.negotiationId}/accept`, { token: partnerOpen.token });
    expect(accepted.body.status).toBe("agreed");
    fleet = (await eventually(() => api("GET", `/v1/shops/${shop.shopId}/fleet`, { token: shop.adminKey }), (r) => figuresOf(r.body, "partner-desk").closed === 1)).body;
    expect(figuresOf(fleet, "partner-desk").byDealType.partnership).toMatchObject({ live: 0, held: 1, closed: 1, deals: 1 });
    expect(figuresOf(fleet, "partner-desk").byDealType.partnership.meanSurplusShare).toBeCloseTo((accepted.body.agreement.priceMinor - 7_000) / 3_000, 9);
    expect(figuresOf(fleet, "partner-desk").byDealType.sales.closed).toBe(0);

    // Room again: the second partner's next open is a partnership the desk takes.
    const later = await opened(shop.shopId, "espresso", { buyerId: "ally-2" });
    expect(await assignmentOf(shop, later.negotiationId)).toMatchObject({ dealType: "partnership", agentId: "partner-desk" });
  });

  it("a buyer marked a partner while negotiating keeps the deal type it opened with; its next open is a partnership", async () => {
    const shop = await partnershipShop();
    const first = await opened(shop.shopId, "espresso", { buyerId: "convert" });
    expect((await assignmentOf(shop, first.negotiationId)).dealType).toBe("sales");
    expect((await putBuyer(shop, "convert", { relationship: "partner" })).body.relationship).toBe("partner");
    expect((await api("GET", `/v1/shops/${shop.shopId}/fleet/assignments/${first.negotiationId}`, { token: shop.adminKey })).body.record.dealType).toBe("sales");
    expect((await api("POST", `/v1/negotiations/${first.negotiationId}/withdraw`, { token: first.token })).body.status).toBe("withdrawn");
    const second = await opened(shop.shopId, "espresso", { buyerId: "convert" });
    expect(await assignmentOf(shop, second.negotiationId)).toMatchObject({ dealType: "partnership", agentId: "partner-desk" });
  });
});

describe("the buyer never learns it is classed a partner", () => {
  it("a partner's answers, views and headers name no relationship or deal type, and have the customer's shape", async () => {
    const shop = await partnershipShop();
    await putBuyer(shop, "ally", { name: "Ally", relationship: "partner" });
    const secretWords = ["partner", "relationship", "dealtype", "deal type", "customer", "sales", "partner-desk", "seller"];
    const open = await openNegotiation(shop.shopId, "espresso", { buyerId: "ally" });
    expect(open.status).toBe(201);
    const { negotiationId, token } = open.body;
    const round = await api("POST", `/v1/negotiations/${negotiationId}/offers`, { token, body: { priceMinor: 7_100 } });
    const said = await api("POST", `/v1/negotiations/${negotiationId}/offers`, { token, body: { message: "What terms do you give us, and how do you classify our account?" } });
    const view = await viewNegotiation(negotiationId, token);
    const audit = await api("GET", `/v1/negotiations/${negotiationId}/audit`, { token });
    expect(audit.status).toBeGreaterThanOrEqual(401);
    for (const res of [open, round, said, view, audit]) {
      const seen = `${JSON.stringify(res.body)}\n${[...res.headers].map(([k, v]) => `${k}: ${v}`).join("\n")}`.toLowerCase();
      for (const word of secretWords) expect(seen, `a partner's answer mentions ${word}`).not.toContain(word);
    }
    // The same shapes as a customer's: nothing extra to read.
    const customer = await openNegotiation(shop.shopId, "espresso", { buyerId: "cafe" });
    expect(Object.keys(open.body).sort()).toEqual(Object.keys(customer.body).sort());
    expect([...open.headers.keys()].sort()).toEqual([...customer.headers.keys()].sort());
    const customerView = await viewNegotiation(customer.body.negotiationId, customer.body.token);
    expect(Object.keys(view.body).sort()).toEqual(Object.keys(customerView.body).sort());

    // A partner refused for want of a free partnership agent hears what a customer refused for want of a sales agent hears.
    await putBuyer(shop, "ally-2", { relationship: "partner" });
    const partnerRefused = await openNegotiation(shop.shopId, "espresso", { buyerId: "ally-2" });
    await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/seller`, { token: shop.adminKey, body: { ...SELLER, capacity: 1 } });
    const customerRefused = await openNegotiation(shop.shopId, "espresso", { buyerId: "cafe-2" });
    expectProblem(partnerRefused, 503, "shop-paused");
    expectProblem(customerRefused, 503, "shop-paused");
    const shape = (r: typeof partnerRefused) => ({ ...r.body, instance: undefined, traceId: undefined });
    expect(shape(partnerRefused)).toEqual(shape(customerRefused));
    expect([...partnerRefused.headers.keys()].sort()).toEqual([...customerRefused.headers.keys()].sort());
  });
});
