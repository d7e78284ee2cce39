/**
 * Abuse resistance, through the HTTP API: what an optimising or hostile buyer agent can and cannot do with
 * bursts of opens, repeated opens on one product, a crowd of anonymous clients, and plain request floods.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Shop } from "../../durable-objects";
import {
  BREAKER_ON_ESCALATIONS,
  api,
  counter,
  createShop,
  eventually,
  expectProblem,
  inbox,
  isHeld,
  listed,
  opened,
  openNegotiation,
  putPolicies,
  putProduct,
  shopWithProduct,
  viewNegotiation,
  type ApiResponse,
} from "./api-client";

type ShopRef = { shopId: string; adminKey: string };

/** A client address no other test (or run) uses: the rate limiters count per address. */
const freshAddress = () => `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`;

async function inChunks<T>(count: number, chunk: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += chunk) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(chunk, count - start) }, (_, k) => send(start + k)))));
  }
  return results;
}

async function shopWithProducts(count: number): Promise<ShopRef & { productIds: string[] }> {
  const shop = await createShop();
  const productIds = Array.from({ length: count }, (_, i) => `p-${i}`);
  await Promise.all(productIds.map((id) => putProduct(shop, id)));
  return { ...shop, productIds };
}

function settings(shop: ShopRef) {
  return api("GET", `/v1/shops/${shop.shopId}/settings`, { token: shop.adminKey });
}

async function setLimits(shop: ShopRef, limits: { buyers?: object; anonymous?: object }) {
  const current = (await settings(shop)).body.limits;
  const res = await api("PUT", `/v1/shops/${shop.shopId}/settings`, {
    token: shop.adminKey,
    body: { limits: { buyers: { ...current.buyers, ...limits.buyers }, anonymous: { ...current.anonymous, ...limits.anonymous } } },
  });
  if (res.status !== 200) throw new Error(`put settings failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Every refusal of an open is a 429 problem with Retry-After, of one of the limit types. */
function expectLimited(res: ApiResponse) {
  expect(res.status).toBe(429);
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  expect(["/problems/rate-limited", "/problems/too-many-open-negotiations"]).toContain(res.body.type);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

/** The shop's listing once it shows `ids` (all of them), and only those. */
async function expectListedExactly(shop: ShopRef, ids: string[]) {
  const listing = await listed(shop, ids.length, "?limit=100");
  expect(listing.body.items.map((n: any) => n.negotiationId).sort()).toEqual([...ids].sort());
}

/** A small deterministic generator, so a failing traffic run can be replayed. */
function seeded(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

describe("bursts of anonymous opens", () => {
  it("a burst of 300 opens from one address gets at most the anonymous limit of negotiations; the rest are 429 with Retry-After", async () => {
    const shop = await shopWithProducts(25);
    const from = freshAddress();
    const results = await inChunks(300, 50, (i) => openNegotiation(shop.shopId, shop.productIds[i % 25]!, { anonymousFrom: from }));
    const won = results.filter((r) => r.status === 201);
    // Default: 3 open at once (and 10 an hour) per anonymous client.
    expect(won).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 201)) expectLimited(r);
    await expectListedExactly(
      shop,
      won.map((r) => r.body.negotiationId),
    );
  });

  it("a burst cannot slip past the hourly limit on opens while the first ones are still opening", async () => {
    const shop = await shopWithProducts(40);
    await setLimits(shop, { anonymous: { allowed: true, opensPerHour: 5, openNegotiations: 100 } });
    const from = freshAddress();
    const results = await inChunks(200, 40, (i) => openNegotiation(shop.shopId, shop.productIds[i % 40]!, { anonymousFrom: from }));
    const won = results.filter((r) => r.status === 201);
    expect(won.length).toBeGreaterThan(0);
    expect(won.length).toBeLessThanOrEqual(5);
    for (const r of results.filter((r) => r.status !== 201)) expectLimited(r);
    await expectListedExactly(
      shop,
      won.map((r) => r.body.negotiationId),
    );
  });
});

describe("the shop's limits on buyers", () => {
  it("a shop can turn anonymous buyers away; registered buyers still negotiate", async () => {
    const shop = await shopWithProduct();
    const before = await settings(shop);
    expect(before.body).toMatchObject({ limits: { anonymous: { allowed: true, opensPerHour: 10, openNegotiations: 3 } }, updatedAt: null });
    expect((await openNegotiation(shop.shopId, shop.productId, { anonymousFrom: freshAddress() })).status).toBe(201);

    await setLimits(shop, { anonymous: { allowed: false } });
    expect((await settings(shop)).body).toMatchObject({ limits: { anonymous: { allowed: false } }, updatedAt: expect.any(String) });
    const turnedAway = await openNegotiation(shop.shopId, shop.productId, { anonymousFrom: freshAddress() });
    expectProblem(turnedAway, 401, "unauthorized");
    const registered = await openNegotiation(shop.shopId, shop.productId, { buyerId: "known-customer" });
    expect(registered.status).toBe(201);
    // Only the one anonymous negotiation opened before the change, and the registered buyer's.
    const listing = await listed(shop, 2);
    expect(listing.body.items).toHaveLength(2);
    expect(listing.body.items.map((n: any) => n.buyerId)).toContain("known-customer");
  });

  it("a lowered limit applies to the very next open", async () => {
    const shop = await shopWithProducts(4);
    const from = freshAddress();
    expect((await openNegotiation(shop.shopId, "p-0", { anonymousFrom: from })).status).toBe(201);
    await setLimits(shop, { anonymous: { openNegotiations: 1 } });
    expect((await settings(shop)).body.limits.anonymous.openNegotiations).toBe(1);
    expectLimited(await openNegotiation(shop.shopId, "p-1", { anonymousFrom: from }));

    // Registered buyers have limits of their own.
    await setLimits(shop, { buyers: { opensPerHour: 2 } });
    expect((await openNegotiation(shop.shopId, "p-0", { buyerId: "regular" })).status).toBe(201);
    expect((await openNegotiation(shop.shopId, "p-1", { buyerId: "regular" })).status).toBe(201);
    const third = await openNegotiation(shop.shopId, "p-2", { buyerId: "regular" });
    expectProblem(third, 429, "rate-limited");
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await listed(shop, 3)).body.items).toHaveLength(3);
  });

  it("a raised limit applies to the very next open, even for a buyer just refused", async () => {
    const shop = await shopWithProducts(3);
    await setLimits(shop, { anonymous: { openNegotiations: 1 } });
    const from = freshAddress();
    expect((await openNegotiation(shop.shopId, "p-0", { anonymousFrom: from })).status).toBe(201);
    expectLimited(await openNegotiation(shop.shopId, "p-1", { anonymousFrom: from }));
    await setLimits(shop, { anonymous: { openNegotiations: 3 } });
    expect((await settings(shop)).body.limits.anonymous.openNegotiations).toBe(3);
    const after = await openNegotiation(shop.shopId, "p-1", { anonymousFrom: from });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
  });
});

describe("one negotiation per buyer and product, remembered", () => {
  it("a second open is 429 naming the first; after withdrawing, reopening resumes from the same offer and round", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 8_000, maxRounds: 10 });
    const first = await opened(shop.shopId, shop.productId, { buyerId: "persistent" });
    let last: ApiResponse = { status: 201, headers: new Headers(), body: first };
    for (const bid of [6_000, 6_400]) last = await counter(first.negotiationId, first.token, bid);
    const standing = last.body.shopOffer.priceMinor as number;
    // The firm default may still stand at the list price after two rounds (its private draws decide): the
    // round count is what tells a resumed negotiation from a fresh one.
    expect(last.body.round).toBe(2);
    expect(standing).toBeLessThanOrEqual(10_000);

    const second = await openNegotiation(shop.shopId, shop.productId, { buyerId: "persistent" });
    expectProblem(second, 429, "too-many-open-negotiations");
    expect(second.body.negotiationId).toBe(first.negotiationId);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    // The first negotiation is untouched by the refused open.
    expect((await viewNegotiation(first.negotiationId, first.token)).body).toMatchObject({ status: "open", round: 2, shopOffer: { priceMinor: standing } });

    expect((await api("POST", `/v1/negotiations/${first.negotiationId}/withdraw`, { token: first.token })).body.status).toBe("withdrawn");
    const resumed = await opened(shop.shopId, shop.productId, { buyerId: "persistent" });
    expect(resumed.negotiationId).not.toBe(first.negotiationId);
    expect(resumed).toMatchObject({ status: "open", round: 2, shopOffer: { priceMinor: standing } });
    expect(resumed.decision.reasons).toContain("RESUMED");
    const next = await counter(resumed.negotiationId, resumed.token, 6_500);
    expect(next.body.round).toBe(3);
    expect(next.body.shopOffer?.priceMinor ?? next.body.agreement?.priceMinor).toBeLessThanOrEqual(standing);

    // Another buyer starts from the list price: the memory is the buyer's own.
    const stranger = await opened(shop.shopId, shop.productId, { buyerId: "newcomer" });
    expect(stranger).toMatchObject({ round: 0, shopOffer: { priceMinor: 10_000 } });
  });

  it("a buyer who used all its rounds gets the final offer on reopening; a lower counter ends in rejection", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 8_500, maxRounds: 2 });
    const first = await opened(shop.shopId, shop.productId, { buyerId: "haggler" });
    const r1 = await counter(first.negotiationId, first.token, 5_000);
    expect(r1.body.status).toBe("open");
    const finalOffer = r1.body.shopOffer.priceMinor as number;
    const r2 = await counter(first.negotiationId, first.token, 5_100);
    expect(r2.body).toMatchObject({ status: "rejected", round: 2 });

    const again = await opened(shop.shopId, shop.productId, { buyerId: "haggler" });
    expect(again).toMatchObject({ status: "open", round: 2, shopOffer: { priceMinor: finalOffer } });
    expect(again.decision.reasons).toEqual(expect.arrayContaining(["RESUMED", "FINAL_OFFER"]));
    const lower = await counter(again.negotiationId, again.token, finalOffer - 1);
    expect(lower.body).toMatchObject({ status: "rejected", agreement: null });
    expect(lower.body.decision.reasons).toContain("FINAL_OFFER");
    const view = await viewNegotiation(again.negotiationId, shop.adminKey);
    expect(view.body).toMatchObject({ status: "rejected", round: 2 });
    // No offer below the final one was ever made.
    const shopPrices = view.body.history.filter((h: any) => h.party === "shop" && h.priceMinor !== null).map((h: any) => h.priceMinor);
    expect(Math.min(...shopPrices)).toBe(finalOffer);
  });
});

describe("governance cannot be turned against the shop", () => {
  /** 30 strangers, each from its own address, accept the list price on a 20,000.00 order: every one escalates. */
  async function anonymousCrowdEscalates(shop: ShopRef & { productId: string }) {
    const results = await inChunks(30, 10, async (i) => {
      const from = `198.51.100.${i}-${shop.shopId}`;
      const open = await openNegotiation(shop.shopId, shop.productId, { anonymousFrom: from, quantity: 200 });
      expect(open.status).toBe(201);
      return api("POST", `/v1/negotiations/${open.body.negotiationId}/accept`, { token: open.body.token, headers: { "cf-connecting-ip": from } });
    });
    // Each is held (the buyer sees an open negotiation whose offer holds, with Retry-After).
    for (const r of results) expect(r.body).toMatchObject({ status: "open", decision: { action: "hold" }, retryAfterSeconds: expect.any(Number) });
    const pending = await eventually(
      () => inbox(shop, "?status=pending&limit=100"),
      (r) => r.body.items?.length >= 30,
    );
    expect(pending.body.items).toHaveLength(30);
  }

  async function expectNotPaused(shop: ShopRef & { productId: string }) {
    const registered = await openNegotiation(shop.shopId, shop.productId, { buyerId: `regular-${crypto.randomUUID().slice(0, 6)}` });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect((await inbox(shop)).body.breakerTrips).toEqual([]);
  }

  it("a crowd of anonymous clients escalating large deals cannot pause the shop (bundled policies)", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 8_000 });
    await anonymousCrowdEscalates(shop);
    await expectNotPaused(shop);
  });

  async function shopWithBreakerOnEscalations() {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 8_000 });
    expect((await putPolicies(shop, BREAKER_ON_ESCALATIONS)).status).toBe(201);
    return shop;
  }

  it("not even under a breaker that trips on escalations: anonymous decisions are not counted", async () => {
    const shop = await shopWithBreakerOnEscalations();
    await anonymousCrowdEscalates(shop);
    await expectNotPaused(shop);
  });

  it("(control) the same escalations by registered buyers do trip that breaker", async () => {
    const shop = await shopWithBreakerOnEscalations();
    await inChunks(30, 10, async (i) => {
      const open = await openNegotiation(shop.shopId, shop.productId, { buyerId: `bulk-${i}`, quantity: 200 });
      // Once enough of them have escalated, the breaker stops the rest from opening.
      if (open.status === 201) await api("POST", `/v1/negotiations/${open.body.negotiationId}/accept`, { token: open.body.token });
      else expectProblem(open, 503, "shop-paused");
    });
    let late = 0;
    const paused = await eventually(
      () => openNegotiation(shop.shopId, shop.productId, { buyerId: `late-${++late}` }),
      (r) => r.status === 503,
    );
    expectProblem(paused, 503, "shop-paused");
    expect((await inbox(shop)).body.breakerTrips).toHaveLength(1);
  });

  it("ordinary authenticated traffic (hundreds of negotiations, 40 products) never pauses the shop", async () => {
    const random = seeded(20261120);
    const shop = await createShop();
    const products = Array.from({ length: 40 }, (_, i) => {
      const anchorMinor = random.int(1_000, 1_000_000);
      return { id: `sku-${i}`, anchorMinor, floorMinor: Math.ceil(anchorMinor * (0.55 + 0.35 * random.next())) };
    });
    await Promise.all(products.map((p) => putProduct(shop, p.id, { anchorMinor: p.anchorMinor, floorMinor: p.floorMinor, maxRounds: 8 })));
    const buyers = Array.from({ length: 8 }, (_, i) => `customer-${i}`);
    const statuses: number[] = [];
    const outcomes = new Map<string, number>();
    const note = (res: ApiResponse) => {
      statuses.push(res.status);
      return res;
    };

    async function negotiate(buyerId: string, product: (typeof products)[number], plan: { counters: number; openShare: number; accept: boolean; quantity: number }) {
      const open = note(await openNegotiation(shop.shopId, product.id, { buyerId, quantity: plan.quantity }));
      expect(open.status, JSON.stringify(open.body)).toBe(201);
      const { negotiationId, token } = open.body;
      let state: any = open.body;
      // A held move (a person's sign-off) answers with Retry-After: the buyer sends nothing more meanwhile.
      const held = () => isHeld(state);
      for (let k = 0; k < plan.counters && state.status === "open" && !held(); k++) {
        const share = plan.openShare + ((1 - plan.openShare) * k) / plan.counters;
        state = note(await counter(negotiationId, token, Math.round(product.anchorMinor * share))).body;
      }
      if (state.status === "open" && !held()) state = note(await api("POST", `/v1/negotiations/${negotiationId}/${plan.accept ? "accept" : "withdraw"}`, { token })).body;
      // A deal large enough to need a person's sign-off: this buyer does not wait for it.
      if (held()) state = note(await api("POST", `/v1/negotiations/${negotiationId}/withdraw`, { token })).body;
      outcomes.set(state.status, (outcomes.get(state.status) ?? 0) + 1);
    }

    // Each buyer works through the catalogue on its own, the buyers all at once.
    await Promise.all(
      buyers.map(async (buyerId) => {
        const mine = seeded(random.int(1, 1e9));
        const plans = products.map((product) => ({ product, counters: mine.int(2, 5), openShare: 0.5 + 0.35 * mine.next(), accept: mine.next() < 0.7, quantity: mine.int(1, 3) }));
        // A few negotiations at a time per buyer (well within its 25 open at once).
        for (let i = 0; i < plans.length; i += 8) await Promise.all(plans.slice(i, i + 8).map((plan) => negotiate(buyerId, plan.product, plan)));
      }),
    );
    const total = buyers.length * products.length;
    expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBe(total);
    expect(statuses).not.toContain(503);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    expect(outcomes.get("agreed")).toBeGreaterThan(total / 3);

    // Once the shop has taken every negotiation's decisions (an escalated one has no more to report: its
    // withdrawal adds none), a fresh negotiation opens on every product, and nothing tripped.
    const shopObject = env.SHOP.get(env.SHOP.idFromName(shop.shopId));
    const settled = await eventually(
      () => runInDurableObject<Shop, number>(shopObject, (_i, state) => state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM negotiations WHERE status != 'open'").one().n),
      (n) => n === total,
    );
    expect(settled).toBe(total);
    const fresh = await Promise.all(products.map((p) => openNegotiation(shop.shopId, p.id, { buyerId: `late-${p.id}` })));
    expect(fresh.map((r) => r.status)).toEqual(products.map(() => 201));
    expect((await inbox(shop)).body.breakerTrips).toEqual([]);
    // Hundreds of real negotiations: ~17 s on a quiet machine. A hang guard, not a bound.
  }, 180_000);
});

describe("per-minute ceilings", () => {
  it("one client address sending more than 600 requests a minute is refused with 429 and Retry-After; nothing it sends then applies", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const from = freshAddress();
    const asClient = (method: string, path: string, body?: unknown) =>
      api(method, path, { token: shop.adminKey, headers: { "cf-connecting-ip": from }, ...(body === undefined ? {} : { body }) });
    const products = `/v1/shops/${shop.shopId}/products`;
    let results: ApiResponse[] = [];
    // The limiter's window is the wall-clock minute: a burst crossing a minute boundary gets one fresh window.
    while (!results.some((r) => r.status === 429) && results.length < 1_300) {
      results = results.concat(await inChunks(100, 50, () => asClient("GET", products)));
    }
    const refused = results.filter((r) => r.status === 429);
    const served = results.filter((r) => r.status === 200).length;
    expect(refused.length).toBeGreaterThan(0);
    expect(served).toBeGreaterThanOrEqual(600);
    expect(served).toBeLessThanOrEqual(1_200);
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expectProblem(refused[0]!, 429, "rate-limited");
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);

    const change = await asClient("PUT", `${products}/${shop.productId}`, { name: "Renamed", currency: "EUR", anchorMinor: 20_000, floorMinor: 9_000 });
    expectProblem(change, 429, "rate-limited");
    const product = await api("GET", `${products}/${shop.productId}`, { token: shop.adminKey });
    expect(product.body).toMatchObject({ name: "Widget", anchorMinor: 10_000, floorMinor: 7_000, version: 1 });
    // Other clients are unaffected.
    expect((await api("GET", products, { token: shop.adminKey, headers: { "cf-connecting-ip": freshAddress() } })).status).toBe(200);
  });

  it("one negotiation takes at most 60 rounds a minute; over that, 429 and the round is not played", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 100 });
    const n = await opened(shop.shopId, shop.productId, { buyerId: "hammer" });
    const responses: ApiResponse[] = [];
    // Counting starts afresh each wall-clock minute: a run that crosses one gets up to 60 more before the 429.
    for (let i = 0; i < 130 && !responses.some((r) => r.status === 429); i++) responses.push(await counter(n.negotiationId, n.token, 1_000 + i));
    const refused = responses.find((r) => r.status === 429);
    expect(refused, `statuses: ${responses.map((r) => r.status).join(",")}`).toBeDefined();
    expectProblem(refused!, 429, "rate-limited");
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(responses.length - 1).toBeGreaterThanOrEqual(60);
    const played = responses.filter((r) => r.status === 200);
    expect(played.length).toBeGreaterThan(0);
    const view = (await viewNegotiation(n.negotiationId, n.token)).body;
    expect(view.round).toBe(played.at(-1)!.body.round);
    expect(view.history.filter((h: any) => h.party === "buyer")).toHaveLength(played.length);
    expectProblem(await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token }), 429, "rate-limited");
    expect((await viewNegotiation(n.negotiationId, n.token)).body.status).toBe(view.status);
  });
});
