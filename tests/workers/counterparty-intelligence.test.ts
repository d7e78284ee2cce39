// Counterparty intelligence through the HTTP API, in workerd: tactics detected in the round (recorded, audited,
// answered by a configured counter-tactic, visible to policies, never to the buyer), and profiles recomputed by
// the cron from Postgres, pushed to the buyer's account, read by policies at open and served with the buyer's
// neighbourhood in the knowledge graph.
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, parseNegotiationEvent, storeEvents, type NegotiationEventEnvelopeInput } from "../../memory";
import worker from "../../workers/worker";
import { eventMaker, T0 } from "../memory/outcome-events";
import { api, counter, createShop, expectProblem, opened, putPolicies, putProduct, shopWithProduct, viewNegotiation } from "./api-client";

const handle = createDb(env.DATABASE_URL, { max: 2 });
afterAll(() => handle.close());

async function runCron(scheduledTime = Date.now()): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "*/10 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const shopView = (shop: { adminKey: string }, negotiationId: string) => api("GET", `/v1/negotiations/${negotiationId}`, { token: shop.adminKey });

describe("tactics in the round", () => {
  it("an extreme first bid is recorded as anchoring for the shop (view, audit) and never shown to the buyer", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const n = await opened(shop.shopId, shop.productId, { offer: { priceMinor: 900 } });
    expect(JSON.stringify(n)).not.toMatch(/anchoring|tactic/i);

    const mine = await shopView(shop, n.negotiationId);
    expect(mine.status).toBe(200);
    expect(mine.body.tactics).toEqual([expect.objectContaining({ tactic: "anchoring", round: 0, rounds: [0] })]);
    expect(mine.body.tactics[0].confidence).toBeGreaterThanOrEqual(0.5);
    expect(mine.body.tactics[0].evidence).toEqual(expect.any(String));

    const theirs = await viewNegotiation(n.negotiationId, n.token);
    expect(theirs.body.tactics).toBeUndefined();
    expect(JSON.stringify(theirs.body)).not.toMatch(/anchoring|tactic/i);

    const audit = await api("GET", `/v1/negotiations/${n.negotiationId}/audit`, { token: shop.adminKey });
    expect(audit.body.verification.valid).toBe(true);
    expect(audit.body.entries.filter((e: any) => e.kind === "tactic").map((e: any) => e.data.tactic)).toEqual(["anchoring"]);
    // Each tactic is recorded once, at its first detection.
    await counter(n.negotiationId, n.token, 950);
    expect((await shopView(shop, n.negotiationId)).body.tactics.filter((t: any) => t.tactic === "anchoring")).toHaveLength(1);
  });

  it("a shop that answers anchoring with a hold does not concede in that round; without it the shop concedes", async () => {
    const shop = await createShop();
    await putProduct(shop, "held", { anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "adaptive", holdAfter: ["anchoring"] } });
    await putProduct(shop, "plain", { anchorMinor: 10_000, floorMinor: 7_000 });
    const results: Record<string, any> = {};
    for (const productId of ["held", "plain"]) {
      const n = await opened(shop.shopId, productId, { buyerId: `anchorer-${productId}` });
      const round = await counter(n.negotiationId, n.token, 800);
      expect(round.status).toBe(200);
      results[productId] = { n, round: round.body, shop: (await shopView(shop, n.negotiationId)).body };
    }
    expect(results.held.round.shopOffer.priceMinor).toBe(10_000);
    expect(results.held.round.decision.action).toBe("hold");
    expect(results.held.shop.lastDecision.reasons).toContain("COUNTER_TACTIC");
    // The buyer is not told why.
    expect(results.held.round.decision.reasons).not.toContain("COUNTER_TACTIC");
    expect(results.plain.round.shopOffer.priceMinor).toBeLessThan(10_000);
    for (const r of Object.values(results)) expect(r.shop.tactics.map((t: any) => t.tactic)).toContain("anchoring");
  });

  it("holdAfter names only tactics the detectors know (a 422 problem; nothing changes)", async () => {
    const shop = await shopWithProduct();
    const res = await api("PUT", `/v1/shops/${shop.shopId}/products/${shop.productId}`, {
      token: shop.adminKey,
      body: { name: "Widget", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "adaptive", holdAfter: ["weeping"] } },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    const product = await api("GET", `/v1/shops/${shop.shopId}/products/${shop.productId}`, { token: shop.adminKey });
    expect(product.body.strategy?.holdAfter).toBeUndefined();
  });

  it("policies see the tactics: a shop can send anchoring buyers to a person", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const put = await putPolicies(
      shop,
      `version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: review-anchoring
    description: A buyer who opened with an extreme anchor is handled by a person.
    when: tactics.anchoring && offer.action == "counter" && negotiation.round >= 1
    action: ESCALATE
    escalation:
      to: sales
      timeoutSeconds: 600
      onTimeout: approve
`,
    );
    expect(put.status).toBeLessThan(300);
    const n = await opened(shop.shopId, shop.productId, { offer: { priceMinor: 700 } });
    const round = await counter(n.negotiationId, n.token, 800);
    expect(round.body).toMatchObject({ status: "open", decision: { action: "hold" }, retryAfterSeconds: expect.any(Number) });
    const inbox = await api("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, { token: shop.adminKey });
    expect(inbox.body.items.map((e: any) => e.policyId)).toEqual(["review-anchoring"]);

    // A buyer who opened reasonably is not escalated.
    const calm = await opened(shop.shopId, shop.productId, { offer: { priceMinor: 8_000 } });
    expect((await counter(calm.negotiationId, calm.token, 8_200)).body.status).toBe("open");
  });
});

/** A buyer's past negotiations, as the events consumer would have stored them. */
function history(shopId: string, buyerId: string, stories: { status: string; bids: number[]; resumed?: boolean; tactics?: string[]; at: number }[]): NegotiationEventEnvelopeInput[] {
  return stories.flatMap((s) => {
    const ev = eventMaker(shopId, `neg_${crypto.randomUUID().slice(0, 12)}`);
    const out = [
      ev("negotiation.opened", "buyer", s.at, {
        productId: "widget",
        buyerId,
        quantity: 1,
        currency: "EUR",
        anchorMinor: 10_000,
        floorMinor: 7_000,
        maxRounds: 10,
        authenticated: true,
        resumed: s.resumed ?? false,
      }),
      ...s.bids.map((bid, i) =>
        ev("round.decided", "shop", s.at + (i + 1) * 1_000, { round: i + 1, move: { kind: "counter", priceMinor: bid }, action: "counter", priceMinor: 9_500, status: "open" }),
      ),
    ];
    for (const tactic of s.tactics ?? []) {
      out.push({ ...ev("tactic.detected", "buyer", s.at + 500, { round: 1, tactic, confidence: 0.9, rounds: [1] }), actor: "agent", message: { content: "seen", tacticDetected: tactic, confidence: 0.9 } });
    }
    out.push(ev(`negotiation.${s.status}`, "shop", s.at + 60_000, { round: s.bids.length, agreedPriceMinor: s.status === "agreed" ? 9_000 : null }));
    return out;
  });
}

describe("counterparty profiles by cron", () => {
  it("recomputes profiles, serves them with the graph neighbourhood, pushes them to where policies read them at open; a second run changes nothing", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    // "prober" walks away and restarts, with tactics; "regular" buys.
    await storeEvents(
      handle.db,
      [
        ...history(shop.shopId, "prober", [
          { status: "withdrawn", bids: [1_000, 1_000, 1_100], tactics: ["anchoring", "boulware"], at: T0 },
          { status: "withdrawn", bids: [1_200, 1_200, 1_300], resumed: true, tactics: ["anchoring"], at: T0 + 100_000 },
          { status: "expired", bids: [1_500], resumed: true, at: T0 + 200_000 },
        ]),
        ...history(shop.shopId, "regular", [
          { status: "agreed", bids: [8_500, 8_800, 9_000], at: T0 },
          { status: "agreed", bids: [8_800], at: T0 + 300_000 },
        ]),
      ].map(parseNegotiationEvent),
    );
    await runCron();

    const list = await api("GET", `/v1/shops/${shop.shopId}/counterparties?limit=10`, { token: shop.adminKey });
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: any) => p.counterpartyId)).toEqual(["regular", "prober"]);
    const risky = await api("GET", `/v1/shops/${shop.shopId}/counterparties?minRisk=0.5`, { token: shop.adminKey });
    expect(risky.body.items.map((p: any) => p.counterpartyId)).toEqual(["prober"]);

    const prober = await api("GET", `/v1/shops/${shop.shopId}/counterparties/prober`, { token: shop.adminKey });
    expect(prober.status).toBe(200);
    expect(prober.body.profile).toMatchObject({
      negotiations: 3,
      outcomes: { agreed: 0, withdrawn: 2, expired: 1 },
      // Two anchors its rooms reported, and a third (an opening bid at 15% of list) the cron found on history.
      tactics: { anchoring: 3, boulware: 1 },
      riskInputs: { walkAwayRate: 1, restartRate: 0.667, tacticRate: 1, anonymous: 0 },
      avgRequestedDiscountBps: 8_767,
    });
    expect(prober.body.profile.riskScore).toBeGreaterThanOrEqual(0.6);
    expect(prober.body.graph.deals).toHaveLength(3);
    expect(prober.body.graph.tactics.map((t: any) => t.tactic ?? t.name)).toEqual(expect.arrayContaining(["anchoring", "boulware"]));
    expect(prober.body.graph.similar.map((s: any) => s.counterpartyId)).toEqual(["regular"]);

    // Idempotent: a second run over the same history rewrites nothing. (Checked before the negotiations opened below:
    // their events may reach Postgres before the next run, and then the profile rightly changes.)
    await runCron();
    const again = await api("GET", `/v1/shops/${shop.shopId}/counterparties/prober`, { token: shop.adminKey });
    expect(again.body.profile).toEqual(prober.body.profile);

    // Policies read the pushed profile at open.
    await putPolicies(
      shop,
      `version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: review-risky-buyers
    when: counterparty.riskScore >= 0.6 && counterparty.negotiations >= 3
    action: ESCALATE
    escalation:
      to: sales
      timeoutSeconds: 600
      onTimeout: reject
`,
    );
    const probing = await opened(shop.shopId, shop.productId, { buyerId: "prober", offer: { priceMinor: 2_000 } });
    expect(probing).toMatchObject({ status: "open", retryAfterSeconds: expect.any(Number) });
    const regular = await opened(shop.shopId, shop.productId, { buyerId: "regular", offer: { priceMinor: 8_000 } });
    expect(regular.status).toBe("open");

  });

  it("an unknown counterparty is a 404 problem; a bad cursor a 400; another shop's key a 401/404", async () => {
    const shop = await shopWithProduct();
    const other = await shopWithProduct();
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/counterparties/nobody`, { token: shop.adminKey }), 404, "not-found");
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/counterparties?cursor=%%%`, { token: shop.adminKey }), 400, "validation-failed");
    const foreign = await api("GET", `/v1/shops/${shop.shopId}/counterparties`, { token: other.adminKey });
    expect([401, 403, 404]).toContain(foreign.status);
  });
});
