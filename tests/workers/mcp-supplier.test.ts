/**
 * Suppliers over MCP (issue #31: "suppliers answer over the API and MCP"): a supplier key on POST /mcp offers the
 * supplier's own tools — list_requests_for_quotes, get_request_for_quotes, submit_bid, withdraw_bid — and nothing of a
 * buyer's; a buyer key offers nothing of a supplier's. The tools call the supplier routes in-process, so each answer
 * and refusal is the HTTP route's own: checked here side by side (a property over random packages), through a full
 * bid / re-bid / withdraw / late cycle, and by a mixed auction — half of 20 suppliers bid over MCP, half over HTTP —
 * whose close equals the pure core's on the same bids.
 *
 * Time: the isolate's clock is a fake one (vi.setSystemTime) the objects read too, an hour behind the real one (see
 * tests/workers/auction-fixtures.ts); the close runs through the object's alarm. Nothing sleeps.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auctionLimits, closeAuction, isRefusal, openAuction, submitBid, validateRequest, withdrawBid, type AuctionState } from "../../auctions";
import { SUPPLIER_TOOL_NAMES, TOOL_NAMES } from "../../workers/mcp";
import { api, buyerKey, createShop, eventually, expectProblem } from "./api-client";
import { advance, auctionObject, callTool, CEILING, closeSupplierClients, connectSupplier, MCP_URL, now, randomPackage, registerSuppliers, requestBody, seeded, setClock, type Shop, type ToolResult, workerFetch } from "./auction-fixtures";

type Result = ToolResult;
const connect = connectSupplier;
const call = callTool;
const textOf = (r: Result) => (r.content[0] as { text: string }).text;

function expectToolProblem(result: Result, status: number, type: string) {
  expect(result.isError, JSON.stringify(result)).toBe(true);
  expect(result.structuredContent.problem).toMatchObject({ type: `/problems/${type}`, status });
  expect(textOf(result)).toContain(`/problems/${type}`);
  return result.structuredContent.problem;
}

/** What an answer tells its caller, whichever way it came: the status class and the body, or the problem's fields. */
function meaning(outcome: { ok: true; body: any } | { ok: false; problem: any }) {
  if (outcome.ok) return { ok: true, bidOutcome: outcome.body.bidOutcome, bid: outcome.body.bid && { priceMinor: outcome.body.bid.priceMinor, terms: outcome.body.bid.terms } };
  const { type, status, title, detail, errors } = outcome.problem;
  return { ok: false, type, status, title, detail, errors };
}
const overMcp = (r: Result) => (r.isError ? { ok: false as const, problem: r.structuredContent.problem } : { ok: true as const, body: r.structuredContent.auction });
const overHttp = (r: { status: number; body: any }) => (r.status < 300 ? { ok: true as const, body: r.body } : { ok: false as const, problem: r.body });

async function openRequest(shop: Shop, deadline: number, key: string, overrides: Record<string, unknown> = {}) {
  const opened = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: requestBody(deadline, overrides), headers: { "idempotency-key": key } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return opened.body.auctionId as string;
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setClock(Date.now() - 3_600_000);
});
afterAll(async () => {
  await closeSupplierClients();
  vi.useRealTimers();
});

describe("suppliers over MCP", () => {
  it("a supplier lists, reads, bids, re-bids and withdraws; a late bid and an unknown argument are refused", async () => {
    const shop = await createShop("MCP procurement");
    const [supplier] = await registerSuppliers(shop, "mcp-sup", 1);
    const deadline = now() + 10 * 60_000;
    const auctionId = await openRequest(shop, deadline, "mcp-cycle");
    const client = await connect(supplier!.key);
    const supplierPath = `/v1/shops/${shop.shopId}/supplier/auctions`;

    // Its own tools only, each described, strict and with an output schema.
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...SUPPLIER_TOOL_NAMES].sort());
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
      expect(tool.outputSchema?.type, tool.name).toBe("object");
    }

    // Listing and reading: what the HTTP routes answer, nothing private.
    const listed = await call(client, "list_requests_for_quotes");
    expect(listed.isError, JSON.stringify(listed)).toBeFalsy();
    expect(listed.structuredContent.requests).toEqual((await api("GET", supplierPath, { token: supplier!.key })).body);
    expect(listed.structuredContent.requests.items.map((i: any) => i.auctionId)).toEqual([auctionId]);
    expect(JSON.stringify(listed)).not.toMatch(/ceilingMinor|targetMinor|valuation|shopBest|lambda/);
    expect((await call(client, "list_requests_for_quotes", { status: "closed" })).structuredContent.requests.items).toEqual([]);
    const read = await call(client, "get_request_for_quotes", { auctionId });
    expect(read.structuredContent.auction).toEqual((await api("GET", `${supplierPath}/${auctionId}`, { token: supplier!.key })).body);
    expect(read.structuredContent.auction).toMatchObject({ auctionId, status: "open", bid: null, outcome: null });

    // A bid, its repeat, the same id with another package, a re-bid.
    const first = { bidId: "m-1", ...randomPackage(seeded(7)) };
    advance(1_000);
    const bid = await call(client, "submit_bid", { auctionId, ...first });
    expect(bid.isError, JSON.stringify(bid)).toBeFalsy();
    expect(bid.structuredContent.auction).toMatchObject({ bidOutcome: "accepted", bid: { bidId: "m-1", priceMinor: first.priceMinor, terms: first.terms } });
    expect(textOf(bid)).toContain("accepted");
    expect((await call(client, "submit_bid", { auctionId, ...first })).structuredContent.auction.bidOutcome).toBe("repeat");
    expectToolProblem(await call(client, "submit_bid", { auctionId, ...first, priceMinor: first.priceMinor + 1 }), 409, "bid-id-reused");
    advance(1_000);
    const rebid = await call(client, "submit_bid", { auctionId, ...first, bidId: "m-2", priceMinor: first.priceMinor - 1_000 });
    expect(rebid.structuredContent.auction).toMatchObject({ bidOutcome: "replaced", bid: { bidId: "m-2", priceMinor: first.priceMinor - 1_000 } });

    // An invalid package: the same problem, fields and all, as over HTTP; nothing changes.
    const badTerms = { "payment-days": 31, "support-tier": "gold" };
    const invalid = expectToolProblem(await call(client, "submit_bid", { auctionId, bidId: "m-bad", priceMinor: 40_000, terms: badTerms }), 422, "invalid-bid");
    const invalidHttp = await api("POST", `${supplierPath}/${auctionId}/bids`, { token: supplier!.key, body: { bidId: "m-bad", priceMinor: 40_000, terms: badTerms } });
    expectProblem(invalidHttp, 422, "invalid-bid");
    expect(meaning({ ok: false, problem: invalid })).toEqual(meaning(overHttp(invalidHttp)));
    expect(invalid.errors.map((e: any) => e.pointer)).toEqual(expect.arrayContaining(["/terms/payment-days", "/terms/support-tier"]));
    // A fractional price is the route's validation-failed, naming the field.
    const fractional = expectToolProblem(await call(client, "submit_bid", { auctionId, bidId: "m-frac", priceMinor: 12.5, terms: first.terms }), 400, "validation-failed");
    expect(JSON.stringify(fractional.errors)).toContain("priceMinor");

    // An unknown argument, or a missing one, is refused before anything reaches the auction.
    const unknown = await call(client, "submit_bid", { auctionId, bidId: "m-3", priceMinor: 30_000, terms: first.terms, comment: "best price" });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/comment|unrecognized/i);
    const missing = await call(client, "submit_bid", { auctionId, bidId: "m-3" });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/priceMinor/);
    expect((await call(client, "get_request_for_quotes", { auctionId, extra: 1 })).isError).toBe(true);
    expect((await call(client, "get_request_for_quotes", { auctionId })).structuredContent.auction.bid.bidId).toBe("m-2");
    // An id this API never issued, or one that would walk the path, is the route's 404.
    expectToolProblem(await call(client, "get_request_for_quotes", { auctionId: "auc_0000" }), 404, "not-found");
    expectToolProblem(await call(client, "withdraw_bid", { auctionId, bidId: ".." }), 404, "not-found");

    // Withdrawing: the replaced bid is refused, the live one goes, again is a repeat; a new bid after it is taken.
    advance(1_000);
    expectToolProblem(await call(client, "withdraw_bid", { auctionId, bidId: "m-1" }), 409, "bid-superseded");
    const withdrawn = await call(client, "withdraw_bid", { auctionId, bidId: "m-2" });
    expect(withdrawn.isError, JSON.stringify(withdrawn)).toBeFalsy();
    expect(withdrawn.structuredContent.auction.bid).toBeNull();
    expect((await call(client, "withdraw_bid", { auctionId, bidId: "m-2" })).structuredContent.auction.bid).toBeNull();
    advance(1_000);
    expect((await call(client, "submit_bid", { auctionId, ...first, bidId: "m-4" })).structuredContent.auction.bidOutcome).toBe("accepted");
    const view = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    expect(view.body).toMatchObject({ liveBids: 1, withdrawals: 1 });
    expect(view.body.ranking[0]).toMatchObject({ supplierId: supplier!.supplierId, bidId: "m-4" });

    // After the deadline: a new bid is late (recorded), a withdrawal refused — bids are binding.
    setClock(deadline + 500);
    expectToolProblem(await call(client, "submit_bid", { auctionId, ...first, bidId: "m-late" }), 409, "bid-late");
    const binding = await call(client, "withdraw_bid", { auctionId, bidId: "m-4" });
    expect(binding.isError).toBe(true);
    expect(["/problems/bids-binding", "/problems/auction-closed"]).toContain(binding.structuredContent.problem.type);
    const after = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    expect(after.body.lateBidCount).toBe(1);
    expect(after.body.liveBids).toBe(1);
    // No result ever carried the key.
    for (const r of [listed, read, bid, rebid, withdrawn]) expect(JSON.stringify(r)).not.toContain(supplier!.key);
  });

  it("a buyer key sees no supplier tool and cannot bid; a supplier key sees no buyer tool; a revoked supplier key is 401", async () => {
    const shop = await createShop("MCP procurement, audiences");
    const [supplier] = await registerSuppliers(shop, "aud-sup", 1);
    const auctionId = await openRequest(shop, now() + 10 * 60_000, "mcp-audiences");
    const buyer = await connect(await buyerKey(shop.shopId, "a-buyer"));
    const buyerTools = (await buyer.listTools()).tools.map((t) => t.name);
    expect(buyerTools.sort()).toEqual([...TOOL_NAMES].sort());
    for (const name of SUPPLIER_TOOL_NAMES) expect(buyerTools).not.toContain(name);
    const refused = await call(buyer, "submit_bid", { auctionId, bidId: "b-1", ...randomPackage(seeded(1)) });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/submit_bid not found/);
    expect((await call(buyer, "list_requests_for_quotes")).isError).toBe(true);
    expect((await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey })).body.liveBids).toBe(0);

    const seller = await connect(supplier!.key);
    const supplierTools = (await seller.listTools()).tools.map((t) => t.name);
    for (const name of TOOL_NAMES) expect(supplierTools).not.toContain(name);
    const buyerTool = await call(seller, "find_products");
    expect(buyerTool.isError).toBe(true);
    expect(textOf(buyerTool)).toMatch(/find_products not found/);

    // A revoked supplier key is refused before any MCP processing, as on the supplier routes.
    const keyId = (await api("GET", `/v1/shops/${shop.shopId}/suppliers/${supplier!.supplierId}`, { token: shop.adminKey })).body.keys[0].keyId;
    expect((await api("DELETE", `/v1/shops/${shop.shopId}/suppliers/${supplier!.supplierId}/keys/${keyId}`, { token: shop.adminKey })).status).toBe(200);
    const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };
    const res = await workerFetch(MCP_URL, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", authorization: `Bearer ${supplier!.key}` }, body: JSON.stringify(initialize) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ type: "/problems/unauthorized", status: 401 });
  });

  it("property: any package gets the same answer over MCP as over HTTP", async () => {
    const shop = await createShop("MCP procurement, same answers");
    const [viaMcp, viaHttp] = await registerSuppliers(shop, "same", 2);
    const auctionId = await openRequest(shop, now() + 60 * 60_000, "mcp-same-answers");
    const client = await connect(viaMcp!.key);
    const path = `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/bids`;
    // Mostly packages on the grids (accepted or replacing), some off them (invalid-bid), some not whole (400), and
    // now and then the previous bid id again (a repeat, or bid-id-reused): both suppliers follow the same sequence.
    const grid = <T, U>(valid: readonly T[], invalid: readonly U[]) => fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: fc.constantFrom(...invalid) });
    const onGrid = fc.record({
      "payment-days": grid([0, 15, 30, 45, 60, 75, 90], [31, -15, 105, "thirty"]),
      "warranty-months": grid([12, 18, 24, 30, 36], [13, 40]),
      "support-tier": grid(["premium", "standard", "basic"], ["gold", 1]),
      "iso-27001": grid(["yes"], ["no"]),
    });
    const terms = fc.oneof({ weight: 5, arbitrary: onGrid }, { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("payment-days", "support-tier", "colour"), fc.constantFrom(30, "red", "basic"), { maxKeys: 3 }) });
    const price = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 20_000, max: CEILING + 10_000 }) }, { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1, 30_000.5) });
    const pkg = fc.record({ priceMinor: price, terms, sameIdAgain: fc.boolean() });
    let n = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(pkg, async ({ sameIdAgain, ...p }) => {
        if (!sameIdAgain || n === 0) n++;
        advance(1_000);
        const mcp = await call(client, "submit_bid", { auctionId, bidId: `p-${n}`, ...p });
        const http = await api("POST", path, { token: viaHttp!.key, body: { bidId: `p-${n}`, ...p } });
        const answer = meaning(overHttp(http));
        expect(meaning(overMcp(mcp))).toEqual(answer);
        seen.add(answer.ok ? String(answer.bidOutcome) : String(answer.type));
      }),
      { numRuns: 40, seed: 31 },
    );
    // The runs reached the answers that matter, not only refusals.
    expect([...seen]).toEqual(expect.arrayContaining(["accepted", "replaced", "/problems/invalid-bid"]));
  });

  it("a mixed auction: 10 of 20 suppliers bid over MCP, 10 over HTTP; it closes with the winner the pure core computes", async () => {
    const shop = await createShop("MCP procurement, mixed");
    const suppliers = await registerSuppliers(shop, "mix", 20);
    const openedAt = now();
    const deadline = openedAt + 10 * 60_000;
    const body = requestBody(deadline);
    const auctionId = await openRequest(shop, deadline, "mcp-mixed");
    const checked = validateRequest({ ...body, requestId: auctionId, buyerId: shop.shopId }, openedAt, auctionLimits());
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    const opened = openAuction(checked.value, openedAt);
    if (isRefusal(opened)) throw new Error(opened.detail);
    let oracle: AuctionState = opened.state;
    const step = (next: ReturnType<typeof submitBid> | ReturnType<typeof withdrawBid>) => {
      if (isRefusal(next)) throw new Error(next.detail);
      oracle = next.state;
    };

    const mcpClients = new Map<number, Awaited<ReturnType<typeof connectSupplier>>>();
    for (let i = 0; i < 20; i += 2) mcpClients.set(i, await connect(suppliers[i]!.key));
    const path = `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}`;
    const random = seeded(2031);
    const bid = async (i: number, b: { bidId: string; priceMinor: number; terms: Record<string, number | string> }) => {
      const client = mcpClients.get(i);
      if (client) {
        const r = await call(client, "submit_bid", { auctionId, ...b });
        expect(r.isError, JSON.stringify(r)).toBeFalsy();
        return r.structuredContent.auction.bidOutcome as string;
      }
      const r = await api("POST", `${path}/bids`, { token: suppliers[i]!.key, body: b });
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
      return r.body.bidOutcome as string;
    };
    const sent = new Map<number, { bidId: string; priceMinor: number; terms: Record<string, number | string> }>();
    for (let i = 0; i < 20; i++) {
      advance(1_000);
      const b = { bidId: `x-${i}-1`, ...randomPackage(random) };
      expect(await bid(i, b)).toBe("accepted");
      sent.set(i, b);
      step(submitBid(oracle, { supplierId: suppliers[i]!.supplierId, bidId: b.bidId, package: { priceMinor: b.priceMinor, terms: b.terms } }, now(), null, auctionLimits()));
    }
    // Two re-bid lower (one each way), two withdraw (one each way), one repeats over MCP.
    for (const i of [4, 5]) {
      advance(1_000);
      const b = { ...sent.get(i)!, bidId: `x-${i}-2`, priceMinor: sent.get(i)!.priceMinor - 3_000 };
      expect(await bid(i, b)).toBe("replaced");
      step(submitBid(oracle, { supplierId: suppliers[i]!.supplierId, bidId: b.bidId, package: { priceMinor: b.priceMinor, terms: b.terms } }, now(), null, auctionLimits()));
    }
    advance(1_000);
    expect(await bid(6, sent.get(6)!)).toBe("repeat");
    for (const i of [8, 9]) {
      advance(1_000);
      const bidId = sent.get(i)!.bidId;
      const client = mcpClients.get(i);
      if (client) expect((await call(client, "withdraw_bid", { auctionId, bidId })).structuredContent.auction.bid).toBeNull();
      else expect((await api("POST", `${path}/bids/${bidId}/withdraw`, { token: suppliers[i]!.key })).status).toBe(200);
      step(withdrawBid(oracle, suppliers[i]!.supplierId, bidId, now()));
    }

    setClock(deadline + 1_000);
    await runDurableObjectAlarm(auctionObject(shop.shopId, auctionId));
    const closed = await eventually(
      () => api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey }),
      (res) => res.body?.status === "closed" && res.body?.award?.status !== "pending",
    );
    const expected = closeAuction(oracle, now());
    if (isRefusal(expected)) throw new Error(expected.detail);
    const want = expected.state.result!;
    const got = closed.body.result;
    expect(got.outcome).toBe(want.outcome);
    expect(got.ranking).toEqual(want.ranking);
    expect(got.award.supplierId).toBe(want.award!.supplierId);
    expect(got.award.package).toEqual(want.award!.package);
    expect(got.award.contractPriceMinor).toBe(want.award!.contractPriceMinor);
    expect(got.award.runnerUp).toEqual(want.award!.runnerUp);
    expect(got.withdrawn.sort()).toEqual([suppliers[8]!.supplierId, suppliers[9]!.supplierId].sort());

    // The winner learns it won the way it bid; an MCP loser only that it lost.
    const winner = suppliers.findIndex((s) => s.supplierId === want.award!.supplierId);
    const winnerClient = mcpClients.get(winner);
    const won = winnerClient
      ? (await call(winnerClient, "get_request_for_quotes", { auctionId })).structuredContent.auction.outcome
      : (await api("GET", path, { token: suppliers[winner]!.key })).body.outcome;
    expect(won).toMatchObject({ result: "won", priceMinor: want.award!.contractPriceMinor });
    const loser = [...mcpClients.keys()].find((i) => i !== winner && i !== 8)!;
    const lost = await call(mcpClients.get(loser)!, "get_request_for_quotes", { auctionId });
    expect(lost.structuredContent.auction.outcome).toEqual({ result: "not-awarded" });
    expect(JSON.stringify(lost)).not.toMatch(/"score"|"utility"|ceilingMinor|runnerUp/);
    expect((await call(mcpClients.get(8)!, "get_request_for_quotes", { auctionId })).structuredContent.auction.outcome).toEqual({ result: "withdrawn" });
  });
});
