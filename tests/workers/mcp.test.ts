import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { afterAll, describe, expect, it } from "vitest";
import { buyerAccountName } from "../../durable-objects";
import { api, buyerKey, createShop, opened, putProduct, shopWithProduct } from "./api-client";

/**
 * The MCP endpoint (POST /mcp) through the official MCP client: its tools are a thin adapter over the HTTP API,
 * so they answer what the API answers — the same problem types included — and the negotiation token stays on
 * the server.
 */
const MCP_URL = "https://parley.test/mcp";
const TOOLS = ["accept", "accept_contract", "adopt_renegotiation", "find_products", "get_contract", "get_negotiation", "make_offer", "open_dispute", "open_negotiation", "post_samples", "propose_amendment", "reject_contract", "switch_agreement", "withdraw", "withdraw_dispute"];

/** The worker under test, as the client's fetch. */
const workerFetch = (url: string | URL, init?: RequestInit) => exports.default.fetch(new Request(url, init));

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

async function connect(key: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), { fetch: workerFetch, requestInit: { headers: { authorization: `Bearer ${key}` } } });
  // The client checks structured results against each tool's output schema: with @cfworker/json-schema, since
  // the test runs in workerd too, where Ajv's code generation is forbidden.
  const client = new Client({ name: "parley-test-agent", version: "1.0.0" }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
  await client.connect(transport);
  await client.listTools(); // caches the output schemas the client validates results against
  clients.push(client);
  return client;
}

/** Every result a test saw, to check at the end that no token ever appeared in one. */
const seen: CallToolResult[] = [];

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult & { structuredContent: any }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  seen.push(result);
  return result as CallToolResult & { structuredContent: any };
}

function expectToolProblem(result: CallToolResult & { structuredContent: any }, type: string) {
  expect(result.isError, JSON.stringify(result)).toBe(true);
  const p = result.structuredContent.problem;
  expect(p.type).toBe(`/problems/${type}`);
  const text = (result.content[0] as { text: string }).text;
  expect(text).toContain(p.type);
  expect(text).toContain(p.title);
  if (p.detail) expect(text).toContain(p.detail);
  return p;
}

/** One JSON-RPC message POSTed as it is, outside the client: for what the client would never send. */
async function post(message: unknown, headers: Record<string, string> = {}) {
  const res = await workerFetch(MCP_URL, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify(message),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
}

const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };

describe("MCP: tools", () => {
  it("lists the six tools, each with a description, an input schema and an output schema", async () => {
    const shop = await shopWithProduct();
    const key = await buyerKey(shop.shopId, "lister");
    const client = await connect(key);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
    }
    // The rules the API enforces are in the schema the model reads.
    const offer = tools.find((t) => t.name === "make_offer")!;
    expect(offer.inputSchema.required).toEqual(["negotiationId"]);
    expect(offer.inputSchema.properties?.priceMinor).toMatchObject({ type: "integer", minimum: 1 });
    expect(offer.inputSchema.properties?.message).toMatchObject({ type: "string", maxLength: 2_000 });
    const open = tools.find((t) => t.name === "open_negotiation")!;
    expect(open.inputSchema.required?.slice().sort()).toEqual(["productId", "quantity"]);
    // Nothing secret is described: no credential, no floor.
    expect(JSON.stringify(tools)).not.toMatch(/pbk_|ngt_|psk_|floor/i);
    expect(client.getInstructions()).toContain("minor unit");
  });

  it("negotiates to agreement end to end, and get_negotiation shows the history", async () => {
    const shop = await shopWithProduct({ name: "Espresso machine", anchorMinor: 10_000, floorMinor: 8_000, maxRounds: 8 });
    const client = await connect(await buyerKey(shop.shopId, "e2e-buyer"));

    const products = await call(client, "find_products");
    expect(products.isError).toBeFalsy();
    expect(products.structuredContent.catalog.products).toEqual([
      { productId: shop.productId, name: "Espresso machine", listPriceMinor: 10_000, currency: "EUR", negotiable: true, maxRounds: 8, publicFacts: {} },
    ]);
    expect((products.content[0] as { text: string }).text).toContain(shop.productId);

    const open = await call(client, "open_negotiation", { productId: shop.productId, quantity: 2, priceMinor: 6_000 });
    expect(open.isError, JSON.stringify(open)).toBeFalsy();
    const n = open.structuredContent.negotiation;
    expect(n).toMatchObject({ productId: shop.productId, quantity: 2, currency: "EUR", status: "open" });
    expect(n.negotiationId).toMatch(/^[0-9a-f]{64}$/);
    expect(n.shopOffer.priceMinor).toBeGreaterThan(6_000);
    expect((open.content[0] as { text: string }).text).toContain(n.negotiationId);

    let last = open;
    const bids = [6_000];
    for (const bid of [6_500, 7_000, 7_500]) {
      last = await call(client, "make_offer", { negotiationId: n.negotiationId, priceMinor: bid });
      expect(last.isError, JSON.stringify(last)).toBeFalsy();
      bids.push(bid);
      if (last.structuredContent.negotiation.status !== "open") break;
    }
    if (last.structuredContent.negotiation.status === "open") {
      const standing = last.structuredContent.negotiation.shopOffer.priceMinor;
      last = await call(client, "accept", { negotiationId: n.negotiationId });
      expect(last.isError, JSON.stringify(last)).toBeFalsy();
      expect(last.structuredContent.negotiation.agreement).toMatchObject({ priceMinor: standing, totalMinor: 2 * standing, currency: "EUR" });
    }
    expect(last.structuredContent.negotiation.status).toBe("agreed");

    const view = await call(client, "get_negotiation", { negotiationId: n.negotiationId });
    expect(view.isError, JSON.stringify(view)).toBeFalsy();
    const state = view.structuredContent.negotiation;
    expect(state).toMatchObject({ negotiationId: n.negotiationId, status: "agreed", productName: "Espresso machine" });
    expect(state.agreement.priceMinor).toBe(last.structuredContent.negotiation.agreement.priceMinor);
    const buyerOffers = state.history.filter((h: any) => h.party === "buyer" && h.kind !== "accept").map((h: any) => h.priceMinor);
    expect(buyerOffers).toEqual(bids);
    expect(state.history.some((h: any) => h.party === "shop" && h.kind === "counter")).toBe(true);
    // The shop's view of the same negotiation agrees: the tools played on the real negotiation.
    const shopView = await api("GET", `/v1/negotiations/${n.negotiationId}`, { token: shop.adminKey });
    expect(shopView.body.history.map((h: any) => h.seq)).toEqual(state.history.map((h: any) => h.seq));
  });

  it("keeps the negotiation token on the server: in no result, sealed in the buyer's account, useless to another key", async () => {
    const shop = await createShop();
    await putProduct(shop, "kettle", { anchorMinor: 5_000, floorMinor: 4_000 });
    const key = await buyerKey(shop.shopId, "sealer");
    const client = await connect(key);
    const open = await call(client, "open_negotiation", { productId: "kettle", quantity: 1, priceMinor: 3_000 });
    expect(open.isError, JSON.stringify(open)).toBeFalsy();
    const negotiationId = open.structuredContent.negotiation.negotiationId as string;
    await call(client, "get_negotiation", { negotiationId });

    // No result this file has seen carries a token (they all start ngt_) or a buyer key.
    for (const result of seen) expect(JSON.stringify(result)).not.toMatch(/ngt_|pbk_/);

    const account = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(buyerAccountName(shop.shopId, { buyerId: "sealer", kind: "registered" })));
    const rows = await runInDurableObject(account, (_a, state) => state.storage.sql.exec<{ negotiation_id: string; sealed: string }>("SELECT * FROM agent_tokens").toArray());
    expect(rows.map((r) => r.negotiation_id)).toEqual([negotiationId]);
    expect(rows[0]!.sealed).toMatch(/^v1\./);
    expect(rows[0]!.sealed).not.toContain("ngt_");

    // Another key of the same buyer cannot open it: the token is sealed under the key that opened the negotiation.
    const second = await api("POST", `/v1/shops/${shop.shopId}/buyers/sealer/keys`, { token: shop.adminKey });
    expect(second.status).toBe(201);
    const other = await connect(second.body.key);
    expectToolProblem(await call(other, "get_negotiation", { negotiationId }), "not-found");
  });
});

describe("MCP: refusals are tool errors with the HTTP API's problem", () => {
  it("answers the same bad inputs with the same problem types as the HTTP API", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const client = await connect(await buyerKey(shop.shopId, "mcp-refused"));
    const viaMcp = (await call(client, "open_negotiation", { productId: shop.productId, quantity: 1 })).structuredContent.negotiation.negotiationId as string;
    const viaHttp = await opened(shop.shopId, shop.productId, { buyerId: "http-refused" });
    const otherHttp = await opened(shop.shopId, shop.productId, { buyerId: "http-other" });
    const httpOffer = (body: unknown, n: { negotiationId: string; token: string } = viaHttp) => api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body });

    const cases: Array<[string, () => Promise<any>, () => Promise<CallToolResult & { structuredContent: any }>]> = [
      ["a negative price", () => httpOffer({ priceMinor: -5 }), () => call(client, "make_offer", { negotiationId: viaMcp, priceMinor: -5 })],
      ["a price that is not a whole number", () => httpOffer({ priceMinor: 99.5 }), () => call(client, "make_offer", { negotiationId: viaMcp, priceMinor: 99.5 })],
      ["a wrong currency", () => httpOffer({ priceMinor: 9_000, currency: "USD" }), () => call(client, "make_offer", { negotiationId: viaMcp, priceMinor: 9_000, currency: "USD" })],
      ["neither a price nor a message", () => httpOffer({}), () => call(client, "make_offer", { negotiationId: viaMcp })],
      [
        "an unknown negotiation id",
        () => api("GET", `/v1/negotiations/${"ab".repeat(32)}`, { token: viaHttp.token }),
        () => call(client, "get_negotiation", { negotiationId: "ab".repeat(32) }),
      ],
      [
        "another buyer's negotiation",
        () => httpOffer({ priceMinor: 9_000 }, { negotiationId: otherHttp.negotiationId, token: viaHttp.token }),
        () => call(client, "make_offer", { negotiationId: otherHttp.negotiationId, priceMinor: 9_000 }),
      ],
      ["a malformed negotiation id", () => api("GET", "/v1/negotiations/not-an-id", { token: viaHttp.token }), () => call(client, "accept", { negotiationId: "not-an-id" })],
      [
        "a quantity of zero",
        async () => api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: await buyerKey(shop.shopId, "http-refused"), body: { productId: shop.productId, quantity: 0 } }),
        () => call(client, "open_negotiation", { productId: shop.productId, quantity: 0 }),
      ],
    ];
    for (const [name, http, tool] of cases) {
      const httpAnswer = await http();
      expect(httpAnswer.status, name).toBeGreaterThanOrEqual(400);
      const p = expectToolProblem(await tool(), httpAnswer.body.type.replace("/problems/", ""));
      expect({ name, status: p.status, title: p.title }).toEqual({ name, status: httpAnswer.status, title: httpAnswer.body.title });
    }

    // Closed: withdraw both, then accepting is 409 negotiation-closed either way.
    expect((await call(client, "withdraw", { negotiationId: viaMcp })).structuredContent.negotiation.status).toBe("withdrawn");
    expect((await api("POST", `/v1/negotiations/${viaHttp.negotiationId}/withdraw`, { token: viaHttp.token })).status).toBe(200);
    const httpClosed = await api("POST", `/v1/negotiations/${viaHttp.negotiationId}/accept`, { token: viaHttp.token });
    expect(httpClosed.body.type).toBe("/problems/negotiation-closed");
    expect(expectToolProblem(await call(client, "accept", { negotiationId: viaMcp }), "negotiation-closed").status).toBe(409);
    expectToolProblem(await call(client, "make_offer", { negotiationId: viaMcp, priceMinor: 9_000 }), "negotiation-closed");
  });

  it("passes a message through as the HTTP API takes it, with or without a price", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const client = await connect(await buyerKey(shop.shopId, "talker"));
    const viaMcp = (await call(client, "open_negotiation", { productId: shop.productId, quantity: 1 })).structuredContent.negotiation.negotiationId as string;
    const viaHttp = await opened(shop.shopId, shop.productId, { buyerId: "http-talker" });
    for (const body of [{ message: "Could you do a bit better on the price?" }, { priceMinor: 8_000, message: "8000 is my offer." }]) {
      const http = await api("POST", `/v1/negotiations/${viaHttp.negotiationId}/offers`, { token: viaHttp.token, body });
      const tool = await call(client, "make_offer", { negotiationId: viaMcp, ...body });
      if (http.status === 200) {
        expect(tool.isError, JSON.stringify(tool)).toBeFalsy();
        expect(tool.structuredContent.negotiation.round).toBe(http.body.round);
      } else {
        expectToolProblem(tool, http.body.type.replace("/problems/", ""));
      }
    }
  });

  it("a negotiation one buyer opened through MCP is not found for another buyer of the shop", async () => {
    const shop = await shopWithProduct();
    const alice = await connect(await buyerKey(shop.shopId, "alice"));
    const bob = await connect(await buyerKey(shop.shopId, "bob"));
    const negotiationId = (await call(alice, "open_negotiation", { productId: shop.productId, quantity: 1 })).structuredContent.negotiation.negotiationId;
    for (const tool of ["get_negotiation", "accept", "withdraw"]) expectToolProblem(await call(bob, tool, { negotiationId }), "not-found");
    expectToolProblem(await call(bob, "make_offer", { negotiationId, priceMinor: 9_000 }), "not-found");
    expect((await call(alice, "get_negotiation", { negotiationId })).structuredContent.negotiation.status).toBe("open");
  });

  it("a buyer key of shop A sees shop A's products only", async () => {
    const shopA = await createShop("Shop A");
    const shopB = await createShop("Shop B");
    await putProduct(shopA, "a-only", { name: "Only in A" });
    await putProduct(shopB, "b-only", { name: "Only in B" });
    const client = await connect(await buyerKey(shopA.shopId, "a-buyer"));
    const catalog = (await call(client, "find_products")).structuredContent.catalog;
    expect(catalog.shopId).toBe(shopA.shopId);
    expect(catalog.products.map((p: any) => p.productId)).toEqual(["a-only"]);
    expect(JSON.stringify(catalog)).not.toContain("b-only");
    const http = await api("POST", `/v1/shops/${shopA.shopId}/negotiations`, { token: await buyerKey(shopA.shopId, "a-buyer"), body: { productId: "b-only", quantity: 1 } });
    expect(http.status).toBe(404);
    expectToolProblem(await call(client, "open_negotiation", { productId: "b-only", quantity: 1 }), "not-found");
  });

  it("a retried tools/call under the same Idempotency-Key replays the round instead of playing it twice", async () => {
    const shop = await shopWithProduct();
    const key = await buyerKey(shop.shopId, "retrier");
    const client = await connect(key);
    const negotiationId = (await call(client, "open_negotiation", { productId: shop.productId, quantity: 1 })).structuredContent.negotiation.negotiationId;
    const message = { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "make_offer", arguments: { negotiationId, priceMinor: 6_000 } } };
    const headers = { authorization: `Bearer ${key}`, "idempotency-key": "mcp-retry-1" };
    const first = await post(message, headers);
    const again = await post({ ...message, id: 8 }, headers);
    expect(first.status, first.text).toBe(200);
    expect(again.json.result.structuredContent).toEqual(first.json.result.structuredContent);
    expect(first.json.result.structuredContent.negotiation.round).toBe(1);
    expect((await call(client, "get_negotiation", { negotiationId })).structuredContent.negotiation.round).toBe(1);
  });
});

describe("MCP: the HTTP endpoint", () => {
  it("refuses a missing, malformed, wrong, revoked or foreign credential with 401 problem+json before any MCP processing", async () => {
    const shop = await shopWithProduct();
    const key = await buyerKey(shop.shopId, "revoked-buyer");
    const n = await opened(shop.shopId, shop.productId);
    const wrongSecret = key.slice(0, -1) + (key.endsWith("A") ? "B" : "A");
    for (const authorization of [undefined, "Bearer", "Bearer garbage", `Bearer ${shop.adminKey}`, `Bearer ${n.token}`, `Bearer ${wrongSecret}`, `Basic ${key}`]) {
      const res = await post(initialize, authorization ? { authorization } : {});
      expect(res.status, `${authorization}: ${res.text}`).toBe(401);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.json).toMatchObject({ type: "/problems/unauthorized", status: 401, instance: "/mcp" });
      expect(res.json.jsonrpc).toBeUndefined();
    }
    expect((await post(initialize, { authorization: `Bearer ${key}` })).status).toBe(200);
    const keyId = (await api("GET", `/v1/shops/${shop.shopId}/buyers/revoked-buyer`, { token: shop.adminKey })).body.keys[0].keyId;
    expect((await api("DELETE", `/v1/shops/${shop.shopId}/buyers/revoked-buyer/keys/${keyId}`, { token: shop.adminKey })).status).toBe(200);
    expect((await post(initialize, { authorization: `Bearer ${key}` })).status).toBe(401);

    // The official client gets nowhere without a key.
    const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), { fetch: workerFetch });
    const client = new Client({ name: "no-key", version: "1" }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
    await expect(client.connect(transport)).rejects.toThrow();
  });

  it("answers GET and DELETE with 405 problem+json (stateless: no stream, no session)", async () => {
    const shop = await shopWithProduct();
    const key = await buyerKey(shop.shopId, "getter");
    for (const method of ["GET", "DELETE"]) {
      const res = await workerFetch(MCP_URL, { method, headers: { authorization: `Bearer ${key}`, accept: "text/event-stream" } });
      expect(res.status).toBe(405);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.headers.get("allow")).toBe("POST");
      expect(((await res.json()) as { type: string }).type).toBe("/problems/method-not-allowed");
    }
  });

  it("answers a stateless initialize with JSON and no session, and refuses what is not JSON-RPC with 400 problem+json", async () => {
    const shop = await shopWithProduct();
    const key = await buyerKey(shop.shopId, "raw-client");
    const init = await post(initialize, { authorization: `Bearer ${key}` });
    expect(init.status).toBe(200);
    expect(init.headers.get("content-type")).toContain("application/json");
    expect(init.headers.get("mcp-session-id")).toBeNull();
    expect(init.json.result.serverInfo).toMatchObject({ name: "parley" });
    expect(init.json.result.capabilities.tools).toBeDefined();
    for (const body of [{ jsonrpc: "2.0", id: 1, method: "tools/list", extra: true }, [], { hello: "world" }, [initialize, { id: 2 }]]) {
      const res = await post(body, { authorization: `Bearer ${key}` });
      expect(res.status, res.text).toBe(400);
      expect(res.json.type).toBe("/problems/validation-failed");
    }
    const badVersion = await post({ jsonrpc: "2.0", id: 3, method: "tools/list" }, { authorization: `Bearer ${key}`, "mcp-protocol-version": "1999-01-01" });
    expect(badVersion.status).toBe(400);
    expect(badVersion.headers.get("content-type")).toBe("application/problem+json");
    // A notification is accepted with no body.
    expect((await post({ jsonrpc: "2.0", method: "notifications/initialized" }, { authorization: `Bearer ${key}` })).status).toBe(202);
    // An unknown method is a JSON-RPC error, inside a 200.
    const unknown = await post({ jsonrpc: "2.0", id: 4, method: "no/such-method" }, { authorization: `Bearer ${key}` });
    expect(unknown.status).toBe(200);
    expect(unknown.json.error.code).toBe(-32601);
  });

  it("a second open on the same product is the API's 429, naming the negotiation already open", async () => {
    const shop = await shopWithProduct();
    const client = await connect(await buyerKey(shop.shopId, "twice"));
    const res = await call(client, "open_negotiation", { productId: shop.productId, quantity: 1 });
    expect(res.isError).toBeFalsy();
    const again = await call(client, "open_negotiation", { productId: shop.productId, quantity: 1 });
    const p = expectToolProblem(again, "too-many-open-negotiations");
    expect(p.negotiationId).toBe(res.structuredContent.negotiation.negotiationId);
    expect(p.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("MCP: batches cost what as many requests cost", () => {
  const toolCall = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });
  const ping = (id: number) => ({ jsonrpc: "2.0", id, method: "ping" });

  it("refuses a batch of more than 10 messages (100 tool calls) with a clear 400, and none of its calls runs", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 100 });
    const key = await buyerKey(shop.shopId, "batcher");
    const client = await connect(key);
    const negotiationId = (await call(client, "open_negotiation", { productId: shop.productId, quantity: 1 })).structuredContent.negotiation.negotiationId;
    // 100 tool calls (99 catalog reads, then an acceptance of the standing offer) fit the 16 KB body limit; eleven bids do too.
    const batches = [
      [...Array.from({ length: 99 }, (_, i) => toolCall(i + 1, "find_products", {})), toolCall(100, "accept", { negotiationId })],
      Array.from({ length: 11 }, (_, i) => toolCall(i + 1, "make_offer", { negotiationId, priceMinor: 1_000 + i })),
    ];
    for (const batch of batches) {
      const size = batch.length;
      expect(JSON.stringify(batch).length).toBeLessThan(16_384);
      const res = await post(batch, { authorization: `Bearer ${key}` });
      expect(res.status, res.text).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.json).toMatchObject({ type: "/problems/validation-failed", status: 400 });
      expect(res.json.detail).toContain("at most 10");
      expect(res.json.errors[0].message).toContain(`${size} messages`);
    }
    // Nothing was played.
    const view = (await call(client, "get_negotiation", { negotiationId })).structuredContent.negotiation;
    expect(view).toMatchObject({ round: 0, status: "open" });
    expect(view.history.filter((h: any) => h.party === "buyer")).toEqual([]);
  });

  it("answers a batch within the cap in order, one call after another, as a JSON array", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 100 });
    const key = await buyerKey(shop.shopId, "in-order");
    const client = await connect(key);
    const negotiationId = (await call(client, "open_negotiation", { productId: shop.productId, quantity: 1 })).structuredContent.negotiation.negotiationId;
    const batch = [
      toolCall(11, "make_offer", { negotiationId, priceMinor: 5_000 }),
      { jsonrpc: "2.0", method: "notifications/initialized" },
      toolCall(12, "make_offer", { negotiationId, priceMinor: 5_100 }),
      toolCall(13, "get_negotiation", { negotiationId }),
    ];
    const res = await post(batch, { authorization: `Bearer ${key}` });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.json.map((r: any) => r.id)).toEqual([11, 12, 13]);
    // One after another: each call saw the one before it.
    expect(res.json.map((r: any) => r.result.structuredContent.negotiation.round)).toEqual([1, 2, 2]);
    // Notifications alone: accepted, nothing to answer.
    expect((await post([{ jsonrpc: "2.0", method: "notifications/initialized" }], { authorization: `Bearer ${key}` })).status).toBe(202);
  });

  it("gives each call of a batch its own idempotency under the batch's Idempotency-Key: all play once, a retry replays each", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 100 });
    const key = await buyerKey(shop.shopId, "batch-retrier");
    const client = await connect(key);
    const negotiationId = (await call(client, "open_negotiation", { productId: shop.productId, quantity: 1 })).structuredContent.negotiation.negotiationId;
    const batch = [toolCall(21, "make_offer", { negotiationId, priceMinor: 5_000 }), toolCall(22, "make_offer", { negotiationId, priceMinor: 5_100 })];
    const headers = { authorization: `Bearer ${key}`, "idempotency-key": "mcp-batch-retry-1" };
    const first = await post(batch, headers);
    expect(first.status, first.text).toBe(200);
    // Two different calls under one key: both played (neither a 422 "same key, other body" nor a replay of the other).
    expect(first.json.map((r: any) => r.result.isError ?? false)).toEqual([false, false]);
    expect(first.json.map((r: any) => r.result.structuredContent.negotiation.round)).toEqual([1, 2]);
    const again = await post(batch, headers);
    expect(again.json.map((r: any) => r.result.structuredContent)).toEqual(first.json.map((r: any) => r.result.structuredContent));
    expect((await call(client, "get_negotiation", { negotiationId })).structuredContent.negotiation.round).toBe(2);
  });

  it("refuses a batch carrying initialize, or sent under a protocol version without batches (2025-06-18 on)", async () => {
    const shop = await shopWithProduct();
    const key = await buyerKey(shop.shopId, "old-and-new");
    const initBatch = await post([initialize, ping(2)], { authorization: `Bearer ${key}` });
    expect(initBatch.status, initBatch.text).toBe(400);
    expect(initBatch.json.detail).toContain("initialize");
    for (const version of ["2025-06-18", "2025-11-25"]) {
      const res = await post([ping(1), ping(2)], { authorization: `Bearer ${key}`, "mcp-protocol-version": version });
      expect(res.status, res.text).toBe(400);
      expect(res.json).toMatchObject({ type: "/problems/validation-failed" });
      expect(res.json.detail).toContain(version);
    }
    // 2025-03-26, the version that has batches (a client of it may omit the header).
    for (const headers of [{ "mcp-protocol-version": "2025-03-26" }, {}] as Array<Record<string, string>>) {
      const res = await post([ping(1), ping(2)], { authorization: `Bearer ${key}`, ...headers });
      expect(res.status, res.text).toBe(200);
      expect(res.json).toEqual([{ jsonrpc: "2.0", id: 1, result: {} }, { jsonrpc: "2.0", id: 2, result: {} }]);
    }
  });

  it("rate-limits a batch call by call: past 60 rounds a minute on one negotiation, the excess calls are 429 tool errors and not played", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 100 });
    const key = await buyerKey(shop.shopId, "batch-hammer");
    const client = await connect(key);
    const negotiationId = (await call(client, "open_negotiation", { productId: shop.productId, quantity: 1 })).structuredContent.negotiation.negotiationId;
    // Five rounds alone, then batches of ten: the 61st round falls in the middle of a batch.
    const results: any[] = [];
    for (let i = 0; i < 5; i++) results.push(await call(client, "make_offer", { negotiationId, priceMinor: 1_000 + i }));
    let limitedBatch: any[] | undefined;
    // Counting starts afresh each wall-clock minute: a run that crosses one gets up to 60 more before the 429.
    for (let b = 0; b < 13 && !limitedBatch; b++) {
      const batch = Array.from({ length: 10 }, (_, i) => toolCall(i + 1, "make_offer", { negotiationId, priceMinor: 1_100 + b * 10 + i }));
      const res = await post(batch, { authorization: `Bearer ${key}` });
      expect(res.status, res.text).toBe(200);
      const answers = res.json.map((r: any) => r.result);
      results.push(...answers);
      if (answers.some((a: any) => a.isError)) limitedBatch = answers;
    }
    expect(limitedBatch, "no call was rate-limited").toBeDefined();
    const limited = (r: any) => r.isError && r.structuredContent.problem.type === "/problems/rate-limited";
    const first = results.findIndex(limited);
    expect(first, JSON.stringify(results.filter((r) => r.isError).slice(0, 2))).toBeGreaterThanOrEqual(60);
    // From the first refused call on, every call of that batch is refused the same way, as a request of its own would be.
    const refused = limitedBatch!.slice(limitedBatch!.findIndex(limited));
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      const p = expectToolProblem(answer, "rate-limited");
      expect(p.status).toBe(429);
      expect(p.retryAfterSeconds).toBeGreaterThan(0);
    }
    // The refused calls were not played: the negotiation is at the round of the last call that was.
    const played = results.filter((r) => !r.isError).length;
    expect(played).toBeGreaterThanOrEqual(60);
    const view = (await call(client, "get_negotiation", { negotiationId })).structuredContent.negotiation;
    expect(view.round).toBe(played);
    expect(view.history.filter((h: any) => h.party === "buyer")).toHaveLength(played);
  });

  it("counts every message of a batch against the client's per-minute ceiling, as a request of its own", async () => {
    const shop = await shopWithProduct();
    const key = await buyerKey(shop.shopId, "pinger");
    const from = `mcp-batch-${crypto.randomUUID()}`;
    const batch = Array.from({ length: 10 }, (_, i) => ping(i + 1));
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    // 600 requests a minute per client: 60 batches of ten use it up (a run crossing a wall-clock minute gets up to 60 more).
    for (let i = 0; i < 125 && !refused; i++) {
      const res = await post(batch, { authorization: `Bearer ${key}`, "cf-connecting-ip": from });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(refused, `no 429 after ${statuses.length} batches of ten`).toBeDefined();
    expect(refused!.json).toMatchObject({ type: "/problems/rate-limited", status: 429 });
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(60);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(120);
  });
});
