/**
 * The governance defects the abuse-resistance review found, each pinned by a test of what a shop or buyer
 * observes: a person's verdict cannot reopen a closed negotiation, a review never outlives the negotiation,
 * the breaker counts each decision once, policy uploads fail cleanly or fit, a failed open frees its
 * Idempotency-Key, admin keys rotate without locking the owner out, and policy reasons stay the shop's own.
 */
import { ESCALATE_EVERY_ACCEPTANCE_YAML } from "../../bench/negotiation/multi-identity/attacks";
import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex, type BuyerAccount, type NegotiationRoom, type NegotiationSummary, type Shop, type SummaryDecision } from "../../durable-objects";
import { canonicalJson } from "../../policies";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import {
  BREAKER_ON_ESCALATIONS,
  api,
  counter,
  eventually,
  expectProblem,
  inbox,
  opened,
  openNegotiation,
  putPolicies,
  secretOf,
  setShopSecret,
  shopWithProduct,
  viewNegotiation,
  type ApiResponse,
} from "./api-client";

type ShopRef = { shopId: string; adminKey: string; productId: string };

const room = (id: string) => env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.idFromString(id));
const shopObject = (shopId: string) => env.SHOP.get(env.SHOP.idFromName(shopId));

function decide(shop: { adminKey: string }, escalationId: string, body: Record<string, unknown>) {
  return api("POST", `/v1/escalations/${escalationId}/decision`, { token: shop.adminKey, body });
}

/** The escalation the shop's inbox lists for this negotiation, once it is there. */
async function pendingEscalationOf(shop: ShopRef, negotiationId: string) {
  const res = await eventually(
    () => inbox(shop, "?status=pending"),
    (r) => r.body.items?.some((e: any) => e.negotiationId === negotiationId),
  );
  const escalation = res.body.items.find((e: any) => e.negotiationId === negotiationId);
  if (!escalation) throw new Error(`no pending escalation for ${negotiationId}: ${JSON.stringify(res.body)}`);
  return escalation;
}

/**
 * A registered buyer accepts the list price on 200 units (20,000.00) in a shop that adopted the seed governance
 * example (policies/examples/seed-governance.yaml): its 4-hour sign-off of deals over 10,000.00 escalates it.
 */
async function escalatedLargeDeal(product: { ttlSeconds?: number } = {}) {
  const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 8_000, ...product });
  expect((await putPolicies(shop, SEED_GOVERNANCE_YAML)).status).toBe(201);
  const n = await opened(shop.shopId, shop.productId, { quantity: 200 });
  const accepted = await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token });
  // The buyer sees a hold with Retry-After; the shop sees the escalation.
  expect(accepted.body).toMatchObject({ status: "open", decision: { action: "hold" }, retryAfterSeconds: expect.any(Number) });
  expect((await viewNegotiation(n.negotiationId, shop.adminKey)).body.status).toBe("escalated");
  return { shop, n, accepted, escalation: await pendingEscalationOf(shop, n.negotiationId) };
}

describe("a person's verdict and the negotiation it was asked about", () => {
  it("approving after the negotiation expired is 409 escalation-closed and reopens nothing", async () => {
    const { shop, n, escalation } = await escalatedLargeDeal();
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (_i, state) => {
      state.storage.sql.exec("UPDATE negotiation SET expires_at = ?", Date.now() - 1);
    });
    expect(await runDurableObjectAlarm(room(n.negotiationId))).toBe(true);
    const expired = (await viewNegotiation(n.negotiationId, shop.adminKey)).body;
    expect(expired).toMatchObject({ status: "expired", agreement: null });

    expectProblem(await decide(shop, escalation.escalationId, { decision: "approve" }), 409, "escalation-closed");
    expectProblem(await decide(shop, escalation.escalationId, { decision: "modify", priceMinor: 9_000 }), 409, "escalation-closed");
    expect((await viewNegotiation(n.negotiationId, shop.adminKey)).body).toEqual(expired);
    expect((await viewNegotiation(n.negotiationId, n.token)).body).toMatchObject({ status: "expired", agreement: null, shopOffer: null });
    // The inbox no longer asks anyone to decide it.
    const after = await eventually(
      () => inbox(shop),
      (r) => r.body.items?.some((e: any) => e.escalationId === escalation.escalationId && e.status !== "pending"),
    );
    expect(after.body.items.find((e: any) => e.escalationId === escalation.escalationId).status).not.toBe("pending");
  });

  it("a review never outlives the negotiation: a 4-hour escalation on a 2-minute negotiation is due by its deadline", async () => {
    const { n, accepted, escalation } = await escalatedLargeDeal({ ttlSeconds: 120 });
    expect(escalation.policyId).toBe("escalate-large-deals");
    const expiresAt = Date.parse(n.expiresAt);
    expect(Date.parse(escalation.timeoutAt)).toBeLessThanOrEqual(expiresAt);
    // The buyer is told to come back no later than the deadline, not in four hours.
    expect(Number(accepted.headers.get("retry-after"))).toBeLessThanOrEqual(120);
  });
});

describe("the circuit breaker counts each decision once", () => {
  const escalatedDecision = (seq: number, at: number): SummaryDecision => ({ seq, at, outcome: "ESCALATE", invariantViolation: null, errors: [], counted: true, pauseUntil: null });

  function summary(shop: ShopRef, decisions: SummaryDecision[], version: number): NegotiationSummary {
    const now = Date.now();
    return {
      negotiationId: "e".repeat(64),
      productId: shop.productId,
      buyerId: "resent",
      quantity: 1,
      currency: "EUR",
      status: "escalated",
      round: 1,
      shopOfferMinor: 10_000,
      agreedPriceMinor: null,
      openedAt: now,
      updatedAt: now,
      version,
      escalation: null,
      decisions,
      decisionsThroughSeq: Math.max(...decisions.map((d) => d.seq)),
    };
  }

  const tallied = (shopId: string) =>
    runInDurableObject<Shop, { decisions: number; escalations: number }>(shopObject(shopId), (_i, state) =>
      state.storage.sql.exec<{ decisions: number; escalations: number }>("SELECT coalesce(sum(decisions), 0) AS decisions, coalesce(sum(escalations), 0) AS escalations FROM decision_tallies").one(),
    );

  it("a room's summary sent again (at-least-once delivery) tallies nothing new, and cannot trip the breaker", async () => {
    const shop = await shopWithProduct();
    expect((await putPolicies(shop, BREAKER_ON_ESCALATIONS)).status).toBe(201);
    const now = Date.now();
    const sent = summary(shop, [escalatedDecision(2, now), escalatedDecision(4, now), escalatedDecision(6, now)], 3);
    for (let i = 0; i < 5; i++) await shopObject(shop.shopId).recordNegotiation(sent);
    expect(await tallied(shop.shopId)).toEqual({ decisions: 3, escalations: 3 });

    // A later summary carrying the old decisions and one new one adds only the new one.
    await shopObject(shop.shopId).recordNegotiation(summary(shop, [...sent.decisions!, escalatedDecision(8, now)], 4));
    expect(await tallied(shop.shopId)).toEqual({ decisions: 4, escalations: 4 });

    // Four decisions are below the breaker's sample of ten: it has not tripped.
    const open = await openNegotiation(shop.shopId, shop.productId);
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    expect((await inbox(shop)).body.breakerTrips).toEqual([]);
  });
});

describe("policy uploads", () => {
  it("a YAML alias bomb is refused with 422 (not a 500) and changes nothing", async () => {
    const shop = await shopWithProduct();
    const before = await api("GET", `/v1/shops/${shop.shopId}/policies`, { token: shop.adminKey });
    const levels = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    const bomb = [
      "version: 1",
      `bomb:`,
      `  - &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]`,
      ...levels.slice(1).map((name, i) => `  - &${name} [${Array.from({ length: 10 }, () => `*${levels[i]}`).join(", ")}]`),
      "policies:",
      "  - id: allow",
      '    when: "true"',
      "    action: ALLOW",
      "    description: *i",
    ].join("\n");
    const res = await putPolicies(shop, bomb);
    expectProblem(res, 422, "invalid-policy-set");
    expect(JSON.stringify(res.body.errors)).toMatch(/alias/i);
    expect((await api("GET", `/v1/shops/${shop.shopId}/policies`, { token: shop.adminKey })).body).toEqual(before.body);
    expect((await openNegotiation(shop.shopId, shop.productId)).status).toBe(201);
  });

  it("a 60 KiB policy file is accepted, though as a JSON string it is larger than 64 KiB", async () => {
    const shop = await shopWithProduct();
    const policies = Array.from(
      { length: 150 },
      (_, i) => `  - id: "allow-${i}"\n    description: 'Policy ${i}: "ordinary" decisions, ${'as "written" '.repeat(20)}'\n    when: "offer.priceMinor >= ${i}"\n    action: ALLOW\n`,
    );
    let source = `version: 1\npolicies:\n${policies.join("")}`;
    while (source.length < 60 * 1024) source += `# ${'"padding" '.repeat(8)}\n`;
    expect(source.length).toBeLessThanOrEqual(64 * 1024);
    expect(JSON.stringify({ source }).length).toBeGreaterThan(64 * 1024);

    const res = await putPolicies(shop, source);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(201);
    expect(res.body).toMatchObject({ version: 1 });
    expect(res.body.policies).toHaveLength(150);
    expect((await api("GET", `/v1/shops/${shop.shopId}/policies`, { token: shop.adminKey })).body.source).toBe(source);
  });
});

describe("Idempotency-Keys after a failure", () => {
  it("an open that throws releases its Idempotency-Key at once: the same key and body then open normally", async () => {
    const shop = await shopWithProduct();
    const first = await opened(shop.shopId, shop.productId, { buyerId: "unlucky" });
    await api("POST", `/v1/negotiations/${first.negotiationId}/withdraw`, { token: first.token });
    const key = "open-that-crashed";
    const body = { productId: shop.productId, quantity: 1, buyer: { name: "Test Buyer" } };
    const requestHash = await sha256Hex(`POST /v1/shops/${shop.shopId}/negotiations ${canonicalJson(body)}`);

    const account = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`${shop.shopId}/buyer/unlucky`));
    const outcome = await runInDurableObject<BuyerAccount, { thrown: string; rows: number }>(account, async (instance, state) => {
      // The account's own store, as openNegotiation drives it (its records for opens are prefixed "open:").
      const store = instance["idempotency"];
      const thrown = await store
        .guardAsync({ key: `open:${key}`, requestHash }, Date.now(), async () => {
          throw new Error("the room could not be reached");
        })
        .then(() => "nothing", (error: Error) => error.message);
      return { thrown, rows: state.storage.sql.exec("SELECT 1 FROM idempotency").toArray().length };
    });
    expect(outcome).toEqual({ thrown: "the room could not be reached", rows: 0 });

    const retried = await openNegotiation(shop.shopId, shop.productId, { buyerId: "unlucky", headers: { "idempotency-key": key } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    const replayed = await openNegotiation(shop.shopId, shop.productId, { buyerId: "unlucky", headers: { "idempotency-key": key } });
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(replayed.body.token).toBe(retried.body.token);
  });
});

describe("admin keys", () => {
  it("rotate: a new key is shown once and works; the old one, revoked, does not; the last live key cannot be revoked", async () => {
    const shop = await shopWithProduct();
    const keysPath = `/v1/shops/${shop.shopId}/admin-keys`;
    const products = `/v1/shops/${shop.shopId}/products`;
    const issued = await api("POST", keysPath, { token: shop.adminKey });
    expect(issued.status).toBe(201);
    const newKey: string = issued.body.adminKey;
    expect(newKey).toMatch(new RegExp(`^psk_${shop.shopId}_`));
    expect(newKey).not.toBe(shop.adminKey);

    const listing = await api("GET", keysPath, { token: newKey });
    expect(listing.body.items).toHaveLength(2);
    for (const item of listing.body.items) expect(Object.keys(item).sort()).toEqual(["createdAt", "keyId", "revokedAt"]);
    for (const key of [shop.adminKey, newKey]) expect(JSON.stringify(listing.body)).not.toContain(secretOf(key));
    const oldId = listing.body.items.find((k: any) => k.keyId !== issued.body.keyId).keyId;

    expect((await api("GET", products, { token: newKey })).status).toBe(200);
    const revoked = await api("DELETE", `${keysPath}/${oldId}`, { token: newKey });
    expect(revoked.body).toMatchObject({ keyId: oldId, revokedAt: expect.any(String) });
    expectProblem(await api("GET", products, { token: shop.adminKey }), 401, "unauthorized");
    expectProblem(await api("POST", keysPath, { token: shop.adminKey }), 401, "unauthorized");

    const last = await api("DELETE", `${keysPath}/${issued.body.keyId}`, { token: newKey });
    expectProblem(last, 409, "conflict");
    expect((await api("GET", products, { token: newKey })).status).toBe(200);
    expectProblem(await api("DELETE", `${keysPath}/ak_0000000000000000`, { token: newKey }), 404, "not-found");
    expect((await api("GET", keysPath, { token: newKey })).body.items.map((k: any) => [k.keyId, k.revokedAt === null])).toEqual([
      [oldId, false],
      [issued.body.keyId, true],
    ]);
  });
});

describe("policy reasons are the shop's, never the buyer's", () => {
  it("a constrained and then escalated negotiation shows POLICY_CONSTRAINED and POLICY_ESCALATED to the shop only", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const source = `version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: cap-3
    when: offer.action != "reject" && offer.discountBps > 300
    action: CONSTRAINT
    constraint: {maxDiscountBps: 300}
  - id: review-large
    when: offer.action == "accept" && deal.valueMinor > 100000
    action: ESCALATE
    escalation: {to: sales, timeoutSeconds: 3600, onTimeout: reject}
`;
    expect((await putPolicies(shop, source)).status).toBe(201);
    // The shop's secret is pinned so the private draws, and with them how soon the firm default concedes
    // as far as the cap, are the same in every run: this test is about who sees policy reasons, not the kernel.
    await setShopSecret(shop.shopId, await sha256Hex("parley/tests/workers/governance-defects/a"));
    const n = await opened(shop.shopId, shop.productId, { buyerId: "curious", quantity: 20 });
    const seenByBuyer: ApiResponse[] = [];
    const buyer = async (res: Promise<ApiResponse>) => {
      const r = await res;
      seenByBuyer.push(r);
      return r;
    };
    let state: any = n;
    // Bids far below anything the shop would take, until its concessions run into the 3% cap (round 9 at the
    // latest): the cap holds the offer at 9,700 for a second round (reaching it by the curve alone is not the cap).
    let previous: number | undefined;
    for (const bid of [5_000, 5_200, 5_400, 5_600, 5_800, 6_000, 6_200, 6_400, 6_600]) {
      if (state.status !== "open" || (state.shopOffer?.priceMinor === 9_700 && previous === 9_700)) break;
      previous = state.shopOffer?.priceMinor;
      state = (await buyer(counter(n.negotiationId, n.token, bid))).body;
    }
    expect(state).toMatchObject({ status: "open", shopOffer: { priceMinor: 9_700 } });
    state = (await buyer(api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token }))).body;
    expect(state).toMatchObject({ status: "open", decision: { action: "hold" }, retryAfterSeconds: expect.any(Number) });
    await buyer(counter(n.negotiationId, n.token, 9_000));
    await buyer(viewNegotiation(n.negotiationId, n.token));

    const shopView = JSON.stringify((await viewNegotiation(n.negotiationId, shop.adminKey)).body);
    expect(shopView).toContain("POLICY_CONSTRAINED");
    expect(shopView).toContain("POLICY_ESCALATED");

    const escalation = await pendingEscalationOf(shop, n.negotiationId);
    expect((await decide(shop, escalation.escalationId, { decision: "approve" })).status).toBe(200);
    expect(await buyer(viewNegotiation(n.negotiationId, n.token))).toMatchObject({ body: { status: "agreed", agreement: { priceMinor: 9_700 } } });

    const everything = JSON.stringify([n, ...seenByBuyer.map((r) => ({ body: r.body, headers: [...r.headers] }))]);
    expect(everything).not.toMatch(/POLICY_/);
    expect(everything).not.toMatch(/cap-3|review-large/);
  });
});

describe("a move that waits on a person", () => {
  it("still counts for the buyer: withdrawing and reopening resumes after it, its bid and round kept", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const reviewAfterOpening = `version: 1
policies:
  - id: allow-all
    when: "true"
    action: ALLOW
  - id: review-every-counter
    when: "negotiation.round >= 1 && offer.buyerPriceMinor > 0"
    action: ESCALATE
    escalation: { to: owner, timeoutSeconds: 3600, onTimeout: reject }
`;
    expect((await putPolicies(shop, reviewAfterOpening)).status).toBe(201);
    const n = await opened(shop.shopId, shop.productId, { buyerId: "waiting-buyer" });
    const held = await counter(n.negotiationId, n.token, 6_000);
    expect(held.body).toMatchObject({ status: "open", round: 1, decision: { action: "hold" }, retryAfterSeconds: expect.any(Number) });
    const shopView = await viewNegotiation(n.negotiationId, shop.adminKey);
    expect(shopView.body.history.filter((e: any) => e.party === "buyer").map((e: any) => e.priceMinor)).toEqual([6_000]);
    await api("POST", `/v1/negotiations/${n.negotiationId}/withdraw`, { token: n.token });
    const again = await eventually(
      () => openNegotiation(shop.shopId, shop.productId, { buyerId: "waiting-buyer" }),
      (r) => r.status === 201,
    );
    expect(again.body).toMatchObject({ status: "open", round: 1, decision: { reasons: ["RESUMED"] }, shopOffer: { priceMinor: 10_000 } });
  });

  it("a last-round bid held for a person, then left: reopening gives no second last-round bid (issue 26)", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 3 });
    expect((await putPolicies(shop, ESCALATE_EVERY_ACCEPTANCE_YAML)).status).toBe(201);
    const buyerId = "last-round-prober";
    const n = await opened(shop.shopId, shop.productId, { buyerId });
    for (const bid of [1, 1]) expect((await counter(n.negotiationId, n.token, bid)).body).toMatchObject({ status: "open" });
    // The last round: any bid below the standing offer is held (a deal at it would be), whatever the negotiator thinks.
    const held = await counter(n.negotiationId, n.token, 7_000);
    expect(held.body).toMatchObject({ status: "open", round: 3, decision: { action: "hold" }, retryAfterSeconds: expect.any(Number) });
    const standing = held.body.shopOffer.priceMinor;
    await api("POST", `/v1/negotiations/${n.negotiationId}/withdraw`, { token: n.token });
    const again = await eventually(
      () => openNegotiation(shop.shopId, shop.productId, { buyerId }),
      (r) => r.status === 201,
    );
    // It resumes with its rounds used and the same standing offer: the offer is final.
    expect(again.body).toMatchObject({ status: "open", round: 3, shopOffer: { priceMinor: standing }, decision: { reasons: ["RESUMED", "FINAL_OFFER"] } });
    // A bid below the final offer ends the negotiation at once: no second probe of the reserve, held or not.
    const probe = await counter(again.body.negotiationId, again.body.token, 7_100);
    expect(probe.body).toMatchObject({ status: "rejected", agreement: null });
    expect(probe.body.retryAfterSeconds).toBeUndefined();
  });
});
