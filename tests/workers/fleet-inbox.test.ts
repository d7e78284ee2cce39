/**
 * "No agent fits" in the escalation inbox (issue #31, item 4): an open the fleet's coordinator could give to no agent
 * is listed in GET …/escalations beside negotiations' and contracts' escalations, as a `fleet` subject naming the
 * waiting item, the buyer, the product and its category; answering it at …/fleet/waiting/{id}/decision (an agent, or
 * the default negotiator) takes it off the pending list and lists it decided. It is never a negotiation's escalation:
 * /v1/escalations/{id}/decision does not know it.
 */
import { describe, expect, it } from "vitest";
import { api, createShop, eventually, expectProblem, openNegotiation, opened, putProduct } from "./api-client";

const TEA_AGENT = {
  name: "Tea closer",
  dealTypes: ["sales"],
  categories: ["tea"],
  strategy: { kind: "linear" },
  arms: ["default"],
  policySetId: "active",
  languageStyle: "formal",
  capacity: 3,
  active: true,
};

async function shopWithWaitingOpen(buyerId: string) {
  const shop = await createShop("Fleet inbox");
  await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000 });
  expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/categories/espresso`, { token: shop.adminKey, body: { category: "coffee" } })).status).toBe(200);
  expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/tea`, { token: shop.adminKey, body: TEA_AGENT })).status).toBe(201);
  // The only agent handles tea: the open waits for the owner.
  expectProblem(await openNegotiation(shop.shopId, "espresso", { buyerId }), 503, "shop-paused");
  return shop;
}

const inbox = (shop: { shopId: string; adminKey: string }, status?: string) =>
  api("GET", `/v1/shops/${shop.shopId}/escalations${status ? `?status=${status}` : ""}`, { token: shop.adminKey });

describe("the inbox lists opens no agent fits", () => {
  it("as a fleet item naming the buyer, product and category; deciding it takes it off the pending list", async () => {
    const shop = await shopWithWaitingOpen("cafe-9");
    const waiting = (await api("GET", `/v1/shops/${shop.shopId}/fleet`, { token: shop.adminKey })).body.waiting[0];

    const pending = await inbox(shop, "pending");
    expect(pending.status).toBe(200);
    expect(pending.body.items).toHaveLength(1);
    const item = pending.body.items[0];
    expect(item).toMatchObject({
      escalationId: waiting.waitingId,
      status: "pending",
      decidedAt: null,
      subject: { kind: "fleet", waitingId: waiting.waitingId, buyerId: "cafe-9", productId: "espresso", category: "coffee" },
    });
    expect(item.reason).toContain(waiting.reason);
    // Nothing to approve or reject: it carries no proposal, and the negotiations' decision route does not know it.
    expect(item).not.toHaveProperty("proposed");
    expect((await api("POST", `/v1/escalations/${waiting.waitingId}/decision`, { token: shop.adminKey, body: { decision: "approve" } })).status).toBe(404);
    expect((await inbox(shop, "pending")).body.items).toHaveLength(1);

    const decided = await api("POST", `/v1/shops/${shop.shopId}/fleet/waiting/${waiting.waitingId}/decision`, { token: shop.adminKey, body: { agentId: "tea" } });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect((await inbox(shop, "pending")).body.items).toEqual([]);
    const all = await inbox(shop);
    expect(all.body.items).toHaveLength(1);
    expect(all.body.items[0]).toMatchObject({ escalationId: waiting.waitingId, status: "approved", agentId: "tea", subject: { kind: "fleet" } });
    expect(all.body.items[0].decidedAt).toEqual(expect.any(String));
    // Statuses a fleet item never has list none.
    expect((await inbox(shop, "rejected")).body.items).toEqual([]);
  });

  it("sits beside a negotiation's escalation, newest first", async () => {
    const shop = await shopWithWaitingOpen("cafe-1");
    // A tea product the agent takes; the bundled policies hold an unusual quantity (over 100 units) for a person.
    await putProduct(shop, "tea-tin", { anchorMinor: 3_000, floorMinor: 2_000 });
    expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/categories/tea-tin`, { token: shop.adminKey, body: { category: "tea" } })).status).toBe(200);
    const n = await opened(shop.shopId, "tea-tin", { buyerId: "cafe-2", quantity: 200 });
    await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token });
    const listed = await eventually(
      () => inbox(shop, "pending"),
      (r) => r.body.items?.length === 2,
    );
    const items = listed.body.items as { subject: { kind: string } }[];
    expect(items.map((i) => i.subject.kind)).toEqual(["negotiation", "fleet"]);
  });
});
