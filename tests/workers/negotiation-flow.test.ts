import { describe, expect, it } from "vitest";
import { api, ASYNC_WAIT_MS, counter, expectProblem, opened, shopWithProduct, viewNegotiation } from "./api-client";

const ANCHOR = 10_000;
// 20% under the anchor: the default policies (which review deeper late discounts) never intervene here.
const FLOOR = 8_000;

describe("a buyer agent negotiating with a shop", () => {
  it("opens at the anchor, concedes monotonically toward (never below) the floor, and agrees", async () => {
    const shop = await shopWithProduct({ anchorMinor: ANCHOR, floorMinor: FLOOR, maxRounds: 8 });
    const n = await opened(shop.shopId, shop.productId, { quantity: 3 });
    expect(n.status).toBe("open");
    expect(n.round).toBe(0);
    expect(n.shopOffer).toMatchObject({ priceMinor: ANCHOR, totalMinor: 3 * ANCHOR, currency: "EUR" });
    expect(n.decision.reasons).toContain("FIRST_ROUND_ANCHOR");
    expect(n.token).toMatch(/^ngt_/);
    expect(n.message).toContain("100.00 EUR");

    const offers = [n.shopOffer.priceMinor];
    let last: any;
    for (const bid of [5_000, 5_500, 6_000, 6_500]) {
      last = await counter(n.negotiationId, n.token, bid);
      expect(last.status).toBe(200);
      expect(last.body.status).toBe("open");
      offers.push(last.body.shopOffer.priceMinor);
    }
    for (let i = 1; i < offers.length; i++) expect(offers[i]).toBeLessThanOrEqual(offers[i - 1]!);
    expect(Math.min(...offers)).toBeGreaterThan(FLOOR);
    expect(offers.at(-1)).toBeLessThan(ANCHOR);

    const standing = last.body.shopOffer.priceMinor as number;
    const accepted = await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: "agreed",
      shopOffer: null,
      agreement: { priceMinor: standing, totalMinor: 3 * standing, currency: "EUR" },
    });
    expect(accepted.body.message).toMatch(/^Agreed/);

    const after = await counter(n.negotiationId, n.token, 9_000);
    expectProblem(after, 409, "negotiation-closed");
  });

  it("accepts a counter that meets what the shop would offer next, at no more than its standing offer", async () => {
    const shop = await shopWithProduct({ anchorMinor: ANCHOR, floorMinor: FLOOR });
    const n = await opened(shop.shopId, shop.productId);
    const res = await counter(n.negotiationId, n.token, ANCHOR + 500);
    expect(res.body.status).toBe("agreed");
    expect(res.body.agreement.priceMinor).toBe(ANCHOR);
  });

  it("answers an opening offer in the same call", async () => {
    const shop = await shopWithProduct({ anchorMinor: ANCHOR, floorMinor: FLOOR });
    const n = await opened(shop.shopId, shop.productId, { offer: { priceMinor: 6_000 } });
    expect(n.status).toBe("open");
    expect(n.shopOffer.priceMinor).toBeLessThanOrEqual(ANCHOR);
    expect(n.shopOffer.priceMinor).toBeGreaterThan(6_000);
  });

  it("rejects at max rounds when the buyer never reaches the floor", async () => {
    const shop = await shopWithProduct({ anchorMinor: ANCHOR, floorMinor: FLOOR, maxRounds: 3 });
    const n = await opened(shop.shopId, shop.productId);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await counter(n.negotiationId, n.token, 4_000 + i));
    expect(answers.slice(0, 2).map((a) => a.body.status)).toEqual(["open", "open"]);
    expect(answers[2]!.body.status).toBe("rejected");
    expect(answers[2]!.body.decision.reasons).toContain("MAX_ROUNDS_REACHED");
    expect(answers[2]!.body.round).toBe(3);
    expectProblem(await counter(n.negotiationId, n.token, 9_999), 409, "negotiation-closed");
  });

  it("lets the buyer withdraw, after which nothing more can happen", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    const w = await api("POST", `/v1/negotiations/${n.negotiationId}/withdraw`, { token: n.token });
    expect(w.status).toBe(200);
    expect(w.body.status).toBe("withdrawn");
    expectProblem(await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token }), 409, "negotiation-closed");
    expectProblem(await api("POST", `/v1/negotiations/${n.negotiationId}/withdraw`, { token: n.token }), 409, "negotiation-closed");
  });

  it("never reveals the floor to the buyer, while the shop owner sees everything", async () => {
    const shop = await shopWithProduct({ anchorMinor: ANCHOR, floorMinor: FLOOR, maxRounds: 4 });
    const n = await opened(shop.shopId, shop.productId);
    const seen: unknown[] = [n];
    for (const bid of [3_000, 8_100, 7_900]) seen.push((await counter(n.negotiationId, n.token, bid)).body);
    const buyerView = await viewNegotiation(n.negotiationId, n.token);
    seen.push(buyerView.body);
    // Ids and tokens are random and could contain the digits by chance: scan everything else.
    const text = JSON.stringify(seen).replaceAll(n.negotiationId, "ID").replaceAll(n.token, "TOKEN").replaceAll(shop.shopId, "SHOP");
    expect(text).not.toContain(String(FLOOR));
    expect(text).not.toMatch(/floor/i);
    expect(text).not.toMatch(/COUNTER_BELOW_FLOOR|COUNTER_AT_OR_ABOVE_FLOOR|AT_FLOOR/);
    expect(buyerView.body.config).toBeUndefined();

    const shopView = await viewNegotiation(n.negotiationId, shop.adminKey);
    expect(shopView.status).toBe(200);
    expect(shopView.body.config).toMatchObject({ floorMinor: FLOOR, anchorMinor: ANCHOR, productVersion: 1 });
    expect(shopView.body.history.length).toBe(buyerView.body.history.length);
    // The shop sees why each offer was made (its private reserve included); the buyer sees none of it.
    const explained = shopView.body.history.filter((e: any) => e.party === "shop" && e.explanation);
    expect(explained.length).toBeGreaterThan(0);
    expect(explained[0].explanation.reserveMinor).toBeGreaterThanOrEqual(FLOOR);
    expect(text).not.toMatch(/explanation|reserve|lowestOffer|draws|curveEnd/i);
  });

  it("records the full offer history in order", async () => {
    const shop = await shopWithProduct({ anchorMinor: ANCHOR, floorMinor: FLOOR });
    const n = await opened(shop.shopId, shop.productId, { buyerId: "buyer-1" });
    await counter(n.negotiationId, n.token, 6_000);
    await counter(n.negotiationId, n.token, 6_500);
    const view = await viewNegotiation(n.negotiationId, n.token);
    expect(view.status).toBe(200);
    const h = view.body.history as any[];
    expect(h.map((e) => `${e.party}:${e.kind}:${e.round}`)).toEqual([
      "shop:counter:0",
      "buyer:counter:1",
      `shop:${h[2].kind}:1`,
      "buyer:counter:2",
      `shop:${h[4].kind}:2`,
    ]);
    expect(h[1].priceMinor).toBe(6_000);
    expect(h[3].priceMinor).toBe(6_500);
    expect(view.body.buyer).toEqual({ id: "buyer-1", name: "Buyer buyer-1" });
  });

  it("snapshots the product config at open: later changes by the shop do not move a live negotiation", async () => {
    const shop = await shopWithProduct({ anchorMinor: ANCHOR, floorMinor: FLOOR });
    const n = await opened(shop.shopId, shop.productId);
    await api("PUT", `/v1/shops/${shop.shopId}/products/${shop.productId}`, {
      token: shop.adminKey,
      body: { name: "Widget", currency: "EUR", anchorMinor: 50_000, floorMinor: 40_000 },
    });
    const res = await counter(n.negotiationId, n.token, 9_000);
    expect(res.body.shopOffer?.priceMinor ?? res.body.agreement?.priceMinor).toBeLessThanOrEqual(ANCHOR);
    const shopView = await viewNegotiation(n.negotiationId, shop.adminKey);
    expect(shopView.body.config).toMatchObject({ floorMinor: FLOOR, productVersion: 1 });
  });

  it("lists the shop's negotiations by status for the shop owner", async () => {
    const shop = await shopWithProduct({ anchorMinor: ANCHOR, floorMinor: FLOOR });
    const a = await opened(shop.shopId, shop.productId, { buyerId: "a" });
    const b = await opened(shop.shopId, shop.productId, { buyerId: "b" });
    await api("POST", `/v1/negotiations/${b.negotiationId}/accept`, { token: b.token });
    // The shop's index takes a status change at once, and a negotiation still open about 2 s after it opened.
    const poll = async (status: string) => {
      for (let i = 0; i < ASYNC_WAIT_MS / 20; i++) {
        const res = await api("GET", `/v1/shops/${shop.shopId}/negotiations?status=${status}`, { token: shop.adminKey });
        if (res.body.items.length > 0) return res.body.items;
        await new Promise((r) => setTimeout(r, 20));
      }
      return [];
    };
    const agreed = await poll("agreed");
    expect(agreed.map((x: any) => x.negotiationId)).toEqual([b.negotiationId]);
    expect(agreed[0]).toMatchObject({ agreedPriceMinor: ANCHOR, buyerId: "b" });
    const open = await poll("open");
    expect(open.map((x: any) => x.negotiationId)).toEqual([a.negotiationId]);
    const all = await api("GET", `/v1/shops/${shop.shopId}/negotiations?limit=1`, { token: shop.adminKey });
    expect(all.body.items).toHaveLength(1);
    expect(all.body.nextCursor).toEqual(expect.any(String));
    const page2 = await api("GET", `/v1/shops/${shop.shopId}/negotiations?limit=1&cursor=${all.body.nextCursor}`, { token: shop.adminKey });
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.items[0].negotiationId).not.toBe(all.body.items[0].negotiationId);
    expect(page2.body.nextCursor).toBeNull();
  });
});
