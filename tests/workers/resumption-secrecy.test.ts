/**
 * A buyer's remembered standing offer never takes it below the shop's private reserve and lowest offer,
 * whatever the owner changed since: raising the floor above a remembered offer must not hand the returning
 * buyer the new floor (issue 26, finding 3).
 */
import { describe, expect, it } from "vitest";
import { api, counter, opened, putProduct, shopWithProduct } from "./api-client";

describe("resumption after the owner raises the floor", () => {
  it("a returning buyer is offered no less than the new private reserve, and taking the offer closes above the floor", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 5_000, maxRounds: 10 });
    const buyerId = `returning-${crypto.randomUUID().slice(0, 8)}`;
    // Haggle the shop down a long way, then walk away: the shop remembers its standing offer.
    const first = await opened(shop.shopId, shop.productId, { buyerId });
    let standing = first.shopOffer.priceMinor;
    for (let i = 0; i < 8; i++) {
      const answer = await counter(first.negotiationId, first.token, 5_000 + i * 50);
      expect(answer.status).toBe(200);
      if (answer.body.status !== "open") break;
      standing = answer.body.shopOffer.priceMinor;
    }
    await api("POST", `/v1/negotiations/${first.negotiationId}/withdraw`, { token: first.token });
    // The owner raises the floor to just under the list price: every remembered offer is now below it.
    const floorMinor = 9_800;
    expect(standing).toBeLessThan(floorMinor);
    await putProduct(shop, shop.productId, { anchorMinor: 10_000, floorMinor, maxRounds: 10 });

    const again = await opened(shop.shopId, shop.productId, { buyerId });
    // The private reserve lies at least 2% of the span (10,000 − 9,800) above the floor: more than the floor itself.
    expect(again.shopOffer.priceMinor).toBeGreaterThan(floorMinor);
    const taken = await api("POST", `/v1/negotiations/${again.negotiationId}/accept`, { token: again.token });
    expect(taken.body.status).toBe("agreed");
    expect(taken.body.agreement.priceMinor).toBeGreaterThan(floorMinor);
    const shopView = await api("GET", `/v1/negotiations/${again.negotiationId}`, { token: shop.adminKey });
    const reserve = shopView.body.history.find((h: { explanation?: { reserveMinor: number } }) => h.explanation)?.explanation?.reserveMinor;
    if (reserve !== undefined) expect(taken.body.agreement.priceMinor).toBeGreaterThanOrEqual(reserve);
  });
});
