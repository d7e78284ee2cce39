/**
 * Anonymous buyers are counted by network: every address of one IPv6 /64 is the same anonymous buyer, with
 * one memory of the product and one set of limits (issue 26, finding 1: one /64 was an unlimited supply of
 * fresh anonymous buyers, each with its own private draws to average away).
 */
import { describe, expect, it } from "vitest";
import { api, counter, createShop, openNegotiation, putProduct } from "./api-client";

/** A random /64 for this test, and an address inside it. */
function network(): (host: number) => string {
  const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
  return (host) => `${prefix}:${host.toString(16)}:${((host * 7919) % 0xffff).toString(16)}:0:1`;
}

describe("anonymous buyers from one IPv6 /64", () => {
  it("opens sprayed over 40 addresses of one /64 get the anonymous limits of one client (3 open at once), not 40 fresh buyers", async () => {
    const shop = await createShop();
    const productIds = Array.from({ length: 8 }, (_, i) => `p-${i}`);
    await Promise.all(productIds.map((id) => putProduct(shop, id)));
    const from = network();
    const results = [];
    for (let i = 0; i < 40; i++) results.push(await openNegotiation(shop.shopId, productIds[i % 8]!, { anonymousFrom: from(i + 1) }));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 201)) expect(r.status).toBe(429);
  });

  it("a second address of the /64 resumes the first one's negotiation on the product: same round, same standing offer", async () => {
    const shop = await createShop();
    await putProduct(shop, "widget", { anchorMinor: 10_000, floorMinor: 6_000 });
    const from = network();
    const first = (await openNegotiation(shop.shopId, "widget", { anonymousFrom: from(1) })).body;
    let standing = first.shopOffer.priceMinor;
    for (const bid of [5_000, 5_200, 5_400]) {
      const answer = await counter(first.negotiationId, first.token, bid);
      standing = answer.body.shopOffer?.priceMinor ?? standing;
    }
    expect((await api("POST", `/v1/negotiations/${first.negotiationId}/withdraw`, { token: first.token })).body.status).toBe("withdrawn");
    const again = await openNegotiation(shop.shopId, "widget", { anonymousFrom: from(2) });
    expect(again.status).toBe(201);
    expect(again.body.round).toBe(3);
    expect(again.body.shopOffer.priceMinor).toBe(standing);
    expect(again.body.decision.reasons).toContain("RESUMED");
  });
});
