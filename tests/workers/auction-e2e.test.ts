/**
 * A request for quotes end to end in workerd (issue #31's must-show): an organisation registers 50 suppliers (keys
 * through the routes) and opens a second-score request with three negotiable terms and a required one; the 50 bid
 * with seeded packages, the even-numbered over HTTP and the odd-numbered over MCP (submit_bid) — some re-bid, some withdraw, one repeats, one sends an invalid package (422,
 * nothing stored), some arrive after the deadline (409, recorded) — and the auction object's alarm closes it at the
 * deadline. The winner's package and the runner-up's score are what the pure core computes from the same bids (an
 * independent oracle: the test runs auctions/ itself); a contract exists with the winner as provider, active, its
 * signed record verifies; each supplier sees only its own bid; the webhooks fire; a replayed alarm changes nothing.
 *
 * Time: the isolate's clock is a fake one (vi.setSystemTime) the objects read too; the close runs through the
 * object's alarm (runDurableObjectAlarm) at the time the test sets. Nothing sleeps.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { auctionLimits, closeAuction, isRefusal, openAuction, submitBid, validateRequest, withdrawBid, type AuctionState } from "../../auctions";
import { verifySignedRecord } from "../../contracts/signing";
import { Shop as ShopObject } from "../../durable-objects";
import { api, createShop, eventually, expectProblem } from "./api-client";
import { advance, auctionObject, callTool, closeSupplierClients, connectSupplier, now, randomPackage, registerSuppliers, requestBody, seeded, setClock } from "./auction-fixtures";

const sink = inject("webhookSinkUrl");
const shopTakesAuctionWebhooks = typeof (ShopObject.prototype as unknown as Record<string, unknown>).recordAuctionWebhooks === "function";

describe("a request for quotes with 50 suppliers", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterAll(async () => {
    await closeSupplierClients();
    vi.useRealTimers();
  });

  it("closes at its deadline as the pure core would, awards a signed contract, and keeps each supplier to its own bid", async () => {
    const shop = await createShop("Procurement org");
    const hook = `${sink}/hook/ok/auction-${crypto.randomUUID().slice(0, 8)}`;
    const webhook = await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url: hook, events: ["auction.closed", "contract.awarded"] } });
    expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
    const suppliers = await registerSuppliers(shop, "sup", 50);

    const openedAt = now();
    const deadline = openedAt + 10 * 60_000;
    const body = requestBody(deadline);
    const opened = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body, headers: { "idempotency-key": "rfq-e2e" } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const auctionId = opened.body.auctionId as string;
    expect(auctionId).toMatch(/^auc_[0-9a-f]{32}$/);
    expect(opened.body).toMatchObject({ status: "open", deadline, liveBids: 0, award: { status: "none" } });
    // The same key again is the same auction (replayed), never a second one.
    const again = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body, headers: { "idempotency-key": "rfq-e2e" } });
    expect(again.status).toBe(201);
    expect(again.body.auctionId).toBe(auctionId);

    const supplierPath = `/v1/shops/${shop.shopId}/supplier/auctions`;
    const listedForSupplier = await api("GET", supplierPath, { token: suppliers[0]!.key });
    expect(listedForSupplier.status).toBe(200);
    expect(listedForSupplier.body.items.map((i: any) => i.auctionId)).toEqual([auctionId]);
    expect(JSON.stringify(listedForSupplier.body)).not.toMatch(/ceilingMinor|targetMinor|valuation|shopBest|lambda/);

    // The oracle: the same request and bids, run through the pure core at the same times.
    const checked = validateRequest({ ...body, requestId: auctionId, buyerId: shop.shopId }, openedAt, auctionLimits());
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    const openedState = openAuction(checked.value, openedAt);
    if (isRefusal(openedState)) throw new Error(openedState.detail);
    let oracle: AuctionState = openedState.state;
    const limits = auctionLimits();

    // Even-numbered suppliers bid over HTTP, odd-numbered ones over MCP (submit_bid): the answers are the route's.
    const viaMcp = async (i: number, bidBody: Record<string, unknown>) => {
      const client = (clients[i] ??= await connectSupplier(suppliers[i]!.key));
      const r = await callTool(client, "submit_bid", { auctionId, ...bidBody });
      if (r.isError) return { status: r.structuredContent.problem.status as number, body: r.structuredContent.problem };
      const a = r.structuredContent.auction;
      return { status: a.bidOutcome === "repeat" ? 200 : 201, body: a };
    };
    const clients: Awaited<ReturnType<typeof connectSupplier>>[] = [];
    /** A refusal, whichever way it came: problem+json over HTTP, a tool error carrying the same problem over MCP. */
    const refused = (res: { status: number; body: any; headers?: Headers }, status: number, type: string) =>
      res.headers ? expectProblem(res as Parameters<typeof expectProblem>[0], status, type) : expect(res.body).toMatchObject({ type: `/problems/${type}`, status });
    const bid = (i: number, bidBody: Record<string, unknown>) =>
      i % 2 === 1 ? viaMcp(i, bidBody) : api("POST", `${supplierPath}/${auctionId}/bids`, { token: suppliers[i]!.key, body: bidBody });
    const random = seeded(31);
    const sent: Record<number, { bidId: string; priceMinor: number; terms: Record<string, number | string> }> = {};
    // Suppliers 0..44 bid, one second apart.
    for (let i = 0; i < 45; i++) {
      advance(1_000);
      const pkg = randomPackage(random);
      const b = { bidId: `b-${i}-1`, ...pkg };
      const res = await bid(i, b);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ bidOutcome: "accepted", bid: { bidId: b.bidId, priceMinor: pkg.priceMinor } });
      sent[i] = b;
      const stepped = submitBid(oracle, { supplierId: suppliers[i]!.supplierId, bidId: b.bidId, package: pkg }, now(), null, limits);
      if (isRefusal(stepped)) throw new Error(stepped.detail);
      oracle = stepped.state;
    }
    // Five re-bid (a new bid id replaces the old bid), one repeats its bid (200, nothing changes).
    for (const i of [0, 7, 14, 21, 28]) {
      advance(1_000);
      const b = { ...sent[i]!, bidId: `b-${i}-2`, priceMinor: sent[i]!.priceMinor - 2_500 };
      const res = await bid(i, b);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.bidOutcome).toBe("replaced");
      const stepped = submitBid(oracle, { supplierId: suppliers[i]!.supplierId, bidId: b.bidId, package: { priceMinor: b.priceMinor, terms: b.terms } }, now(), null, limits);
      if (isRefusal(stepped)) throw new Error(stepped.detail);
      oracle = stepped.state;
    }
    advance(1_000);
    const repeat = await bid(3, sent[3]!);
    expect(repeat.status).toBe(200);
    expect(repeat.body.bidOutcome).toBe("repeat");
    // The same bid id with another package is refused: a retry never changes a bid.
    refused(await bid(3, { ...sent[3]!, priceMinor: sent[3]!.priceMinor + 1 }), 409, "bid-id-reused");
    // Four withdraw.
    for (const i of [5, 10, 15, 20]) {
      advance(1_000);
      const res = await api("POST", `${supplierPath}/${auctionId}/bids/${sent[i]!.bidId}/withdraw`, { token: suppliers[i]!.key });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.bid).toBeNull();
      const stepped = withdrawBid(oracle, suppliers[i]!.supplierId, sent[i]!.bidId, now());
      if (isRefusal(stepped)) throw new Error(stepped.detail);
      oracle = stepped.state;
    }
    // One invalid package (a warranty off its grid, the certification missing): 422 naming the fields, nothing stored.
    advance(1_000);
    const invalid = await bid(45, { bidId: "b-45-1", priceMinor: 40_000, terms: { "payment-days": 30, "warranty-months": 13, "support-tier": "basic" } });
    refused(invalid, 422, "invalid-bid");
    expect(invalid.body.errors.map((e: any) => e.pointer).sort()).toEqual(["/terms/iso-27001", "/terms/warranty-months"]);
    const afterInvalid = await api("GET", `${supplierPath}/${auctionId}`, { token: suppliers[45]!.key });
    expect(afterInvalid.body.bid).toBeNull();

    // The organisation's live view: 41 live bids, ranked by score, the same ranking the core computes.
    const live = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    expect(live.status).toBe(200);
    expect(live.body.liveBids).toBe(41);
    const scores = live.body.ranking.map((r: any) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(live.body.ranking.length + live.body.invalid.length).toBe(41);

    // A supplier sees its own bid and nothing of anyone else's, nor the organisation's private figures.
    const own = await api("GET", `${supplierPath}/${auctionId}`, { token: suppliers[1]!.key });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: "open", bid: { bidId: "b-1-1", priceMinor: sent[1]!.priceMinor }, outcome: null });
    const text = JSON.stringify(own.body);
    expect(text).not.toMatch(/"score"|"utility"|ceilingMinor|targetMinor|valuation|reputation|lambda/);
    for (const s of suppliers) if (s.supplierId !== suppliers[1]!.supplierId) expect(text).not.toContain(`"${s.supplierId}"`);

    // The deadline passes: late bids are refused (409) and recorded; bids are binding, withdrawals refused. (The
    // runtime may run the object's alarm — already due by the real clock — as soon as the fake one passes the
    // deadline: the auction is then closed, which refuses a withdrawal in its own words.)
    setClock(deadline + 500);
    for (const i of [46, 47, 48]) refused(await bid(i, { bidId: `b-${i}-late`, ...randomPackage(random) }), 409, "bid-late");
    const binding = await api("POST", `${supplierPath}/${auctionId}/bids/${sent[2]!.bidId}/withdraw`, { token: suppliers[2]!.key });
    expect(binding.status).toBe(409);
    expect(["/problems/bids-binding", "/problems/auction-closed"]).toContain(binding.body.type);
    for (const i of [46, 47, 48]) {
      const stepped = submitBid(oracle, { supplierId: suppliers[i]!.supplierId, bidId: `b-${i}-late`, package: randomPackage(seeded(i)) }, now(), null, limits);
      if (isRefusal(stepped)) throw new Error(stepped.detail);
      oracle = stepped.state;
    }

    // The alarm closes it.
    setClock(deadline + 1_000);
    await runDurableObjectAlarm(auctionObject(shop.shopId, auctionId));
    const closed = await eventually(
      () => api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey }),
      (res) => res.body?.award?.status === "awarded",
    );
    expect(closed.body.status).toBe("closed");
    const expected = closeAuction(oracle, now());
    if (isRefusal(expected)) throw new Error(expected.detail);
    const want = expected.state.result!;
    const got = closed.body.result;
    expect(got.outcome).toBe("awarded");
    expect(got.award.supplierId).toBe(want.award!.supplierId);
    expect(got.award.package).toEqual(want.award!.package);
    expect(got.award.contractPriceMinor).toBe(want.award!.contractPriceMinor);
    expect(got.award.runnerUp).toEqual(want.award!.runnerUp);
    expect(got.award.referenceScore).toBe(want.award!.runnerUp!.score);
    expect(got.ranking).toEqual(want.ranking);
    expect(got.invalid).toEqual(want.invalid);
    expect(closed.body.lateBidCount).toBe(3);
    expect(got.withdrawn).toEqual(["sup-05", "sup-10", "sup-15", "sup-20"]);
    // Second-score: held to the runner-up's score, never below its own bid, never above the ceiling.
    expect(got.award.contractPriceMinor).toBeGreaterThanOrEqual(got.award.bidPriceMinor);
    expect(got.award.contractPriceMinor).toBeLessThanOrEqual(50_000);

    // The contract: the winner provides, the organisation consumes, both accepted, active, the package's price and terms.
    const contractId = closed.body.award.contractId as string;
    const winner = suppliers.find((s) => s.supplierId === got.award.supplierId)!;
    const contract = await api("GET", `/v1/contracts/${contractId}`, { token: shop.adminKey });
    expect(contract.status, JSON.stringify(contract.body)).toBe(200);
    expect(contract.body).toMatchObject({
      status: "active",
      parties: [
        { agentId: `supplier:${winner.supplierId}`, role: "provider" },
        { agentId: `shop:${shop.shopId}`, role: "consumer" },
      ],
      terms: { currency: "EUR", priceMinor: got.award.contractPriceMinor, terms: got.award.package.terms },
    });
    expect(contract.body.terms.sla.map((t: any) => t.id)).toEqual(["latency-p95"]);
    // The winning supplier reads its contract with its own key; its signed record verifies, a tampered copy does not.
    const jwks = await api("GET", "/.well-known/parley-signing-keys");
    const records = await eventually(
      () => api("GET", `/v1/contracts/${contractId}/records`, { token: winner.key }),
      (res) => res.body?.items?.length === 1 && res.body.items[0].signed !== null,
    );
    expect(records.status, JSON.stringify(records.body)).toBe(200);
    const signed = records.body.items[0].signed;
    expect(signed.record.terms.priceMinor).toBe(got.award.contractPriceMinor);
    expect(await verifySignedRecord(signed, { parley: jwks.body.keys })).toMatchObject({ valid: true, signers: ["parley"] });
    const tampered = structuredClone(signed);
    tampered.record.terms.priceMinor -= 1;
    expect((await verifySignedRecord(tampered, { parley: jwks.body.keys })).valid).toBe(false);
    // A losing supplier is not a party.
    const loser = suppliers.find((s) => s.supplierId !== winner.supplierId)!;
    expect((await api("GET", `/v1/contracts/${contractId}`, { token: loser.key })).status).toBe(403);

    // Each supplier's outcome: the winner its contract, a loser only that it lost.
    const won = await api("GET", `${supplierPath}/${auctionId}`, { token: winner.key });
    expect(won.body.outcome).toEqual({ result: "won", bidId: got.award.bidId, priceMinor: got.award.contractPriceMinor, terms: got.award.package.terms, contractId });
    const lost = await api("GET", `${supplierPath}/${auctionId}`, { token: loser.key });
    expect(lost.body.outcome).toEqual({ result: "not-awarded" });
    expect(JSON.stringify(lost.body)).not.toMatch(/"score"|"utility"|ceilingMinor|targetMinor|runnerUp|"reasons"/);
    expect((await api("GET", `${supplierPath}/${auctionId}`, { token: suppliers[10]!.key })).body.outcome).toEqual({ result: "withdrawn" });

    // The organisation's list shows it closed and awarded.
    const list = await eventually(
      () => api("GET", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey }),
      (res) => res.body?.items?.[0]?.awardStatus === "awarded",
    );
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ auctionId, status: "closed", outcome: "awarded", winner: winner.supplierId, contractId });

    // A replayed alarm changes nothing: no second close, no second contract.
    const audit = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    await runDurableObjectAlarm(auctionObject(shop.shopId, auctionId));
    const after = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    expect(after.body).toEqual(audit.body);
    const contracts = await api("GET", `/v1/shops/${shop.shopId}/service-contracts`, { token: shop.adminKey });
    expect(contracts.body.items.map((c: any) => c.contractId)).toEqual([contractId]);

    if (shopTakesAuctionWebhooks) {
      const hookPath = hook.slice(`${sink}/hook/`.length);
      const delivered = await eventually(
        async () => (await (await fetch(`${sink}/received/${hookPath}`)).json()) as { body: string }[],
        (received) => received.length >= 2,
      );
      const types = delivered.map((r) => JSON.parse(r.body).type).sort();
      expect(types).toEqual(["auction.closed", "contract.awarded"]);
      const awarded = delivered.map((r) => JSON.parse(r.body)).find((e) => e.type === "contract.awarded");
      expect(JSON.stringify(awarded)).toContain(contractId);
    }
  });
});
