import { exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { afterAll, describe, expect, it } from "vitest";
import { api, buyerKey, createShop, expectProblem, opened, putProduct, setShopSecret, viewNegotiation, type ApiResponse } from "./api-client";
import { privateIn, TERMS, VALUATION } from "./package-fixtures";

/**
 * Package negotiations over HTTP and MCP, end to end in workerd (issue 28, items 4–5): a buyer agent negotiates a
 * 4-term package to agreement; takes one of the shop's equivalent options (MESO) by id; does the same through the
 * MCP tools; bad terms are 400 problems naming the field and change nothing; nothing of the owner's valuation
 * (weights, answers, reservation, utilities) reaches a buyer; and a price-only product answers exactly as before.
 */

const SHOP_BEST = { "payment-days": 0, "warranty-months": 12, "support-tier": "basic", incoterm: "EXW" };
/** What the buyer asks for: long payment terms, a long warranty, premium support, delivered duty paid. */
const ASK = { "payment-days": 60, "warranty-months": 36, "support-tier": "premium", incoterm: "DDP" };
/** Words and numbers of the owner's private side: none may appear in anything a buyer reads. */
/** The floor as a number in JSON (not digits inside an id): a buyer's answers never carry it. */
const FLOOR_VALUE = /(?<![\w.])7000(?![\w.])/;

type Shop = { shopId: string; adminKey: string };

/** A fixed shop secret, so the private draws (and so how many distinct packages the shop finds) are the same each run. */
const SECRET = "a11ce0de".repeat(8);

async function packageShop(productId = "server", extra: Record<string, unknown> = { offerOptions: MESO }): Promise<Shop & { productId: string }> {
  const shop = await createShop("Package shop");
  await setShopSecret(shop.shopId, SECRET);
  const res = await api("PUT", `/v1/shops/${shop.shopId}/products/${productId}`, {
    token: shop.adminKey,
    body: { name: "Rack server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 12, terms: TERMS, valuation: VALUATION, ...extra },
  });
  if (res.status !== 201) throw new Error(`put product failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...shop, productId };
}

/** Everything a buyer was answered in this file, to check at the end that none of it carries anything private. */
const buyerAnswers: unknown[] = [];
const seen = <T extends ApiResponse>(res: T): T => {
  buyerAnswers.push(res.body);
  return res;
};

const offer = (id: string, token: string, body: Record<string, unknown>) => api("POST", `/v1/negotiations/${id}/offers`, { token, body }).then(seen);
const accept = (id: string, token: string, body?: Record<string, unknown>) => api("POST", `/v1/negotiations/${id}/accept`, { token, ...(body ? { body } : {}) }).then(seen);
const view = (id: string, token: string) => viewNegotiation(id, token).then(seen);

/**
 * How many equivalent packages the shop offers: up to the product's offerOptions (one by default; these products
 * allow MESO), as many distinct packages as the negotiator finds at its target.
 */
const MESO = 3;

/**
 * A moderate ask: with room on several terms the shop has genuinely different packages at its target (asking for
 * everything at once leaves one term to trade and fewer alternatives).
 */
const ASK_SOME = { "payment-days": 30, "warranty-months": 24, "support-tier": "standard", incoterm: "FCA" };

/** Bids rising from 8,000, asking for ASK_SOME, until the shop offers MESO equivalent packages at once; that answer, or null. */
async function bidUntilOptions(id: string, token: string): Promise<ApiResponse | null> {
  for (let i = 0; i < 10; i++) {
    const answer = await offer(id, token, { priceMinor: 8_000 + 100 * i, terms: ASK_SOME });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (answer.body.status !== "open") return null;
    if ((answer.body.shopOffer.options?.length ?? 0) === MESO) return answer;
  }
  return null;
}

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

async function mcp(key: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL("https://parley.test/mcp"), {
    fetch: (url: string | URL, init?: RequestInit) => exports.default.fetch(new Request(url, init)),
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  const client = new Client({ name: "package-agent", version: "1.0.0" }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
  await client.connect(transport);
  await client.listTools();
  clients.push(client);
  return client;
}

async function tool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult & { structuredContent: any }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult & { structuredContent: any };
  buyerAnswers.push(result);
  return result;
}

describe("package negotiations over HTTP", () => {
  it("a buyer agent negotiates a 4-term package to agreement; every answer and history line carries the package", async () => {
    const shop = await packageShop();
    const key = await buyerKey(shop.shopId, "agent-http");
    const open = seen(await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: key, body: { productId: shop.productId, quantity: 2, offer: { priceMinor: 7_600, terms: ASK } } }));
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    const { negotiationId: id, token } = open.body;
    // The shop answers the opening bid with a package: a price and the terms that go with it.
    expect(open.body.shopOffer).toMatchObject({ currency: "EUR", terms: expect.any(Object) });
    expect(Object.keys(open.body.shopOffer.terms).sort()).toEqual(TERMS.map((t) => t.id).sort());

    let answer = open;
    for (let bid = 8_000; answer.body.status === "open" && bid <= 10_000; bid += 250) {
      answer = await offer(id, token, { priceMinor: bid, terms: ASK });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      if (answer.body.shopOffer) expect(Object.keys(answer.body.shopOffer.terms).sort()).toEqual(TERMS.map((t) => t.id).sort());
    }
    if (answer.body.status === "open") {
      // Still apart: take the shop's standing package.
      const standing = answer.body.shopOffer;
      answer = await accept(id, token);
      expect(answer.body.agreement).toMatchObject({ priceMinor: standing.priceMinor, terms: standing.terms });
    }
    expect(answer.body.status).toBe("agreed");
    expect(answer.body.agreement.terms).toEqual(expect.objectContaining({ "payment-days": expect.any(Number), "support-tier": expect.any(String) }));
    expect(answer.body.agreement.totalMinor).toBe(answer.body.agreement.priceMinor * 2);

    const negotiation = await view(id, token);
    expect(negotiation.body.agreement).toEqual(answer.body.agreement);
    for (const line of negotiation.body.history.filter((l: any) => l.priceMinor !== null)) expect(Object.keys(line.terms).sort(), JSON.stringify(line)).toEqual(TERMS.map((t) => t.id).sort());
    // The buyer's lines carry the package it asked for.
    expect(negotiation.body.history.find((l: any) => l.party === "buyer" && l.kind === "counter").terms).toEqual(ASK);

    // The shop's own view explains each package in its utility; the configuration snapshotted at open has the package.
    const shopView = await api("GET", `/v1/negotiations/${id}`, { token: shop.adminKey });
    const explained = shopView.body.history.filter((l: any) => l.party === "shop" && l.explanation?.package);
    expect(explained.length).toBeGreaterThan(0);
    expect(explained[0].explanation.package).toMatchObject({ targetUtility: expect.any(Number), reserveUtility: expect.any(Number), offeredUtilities: expect.any(Array), buyerWeights: expect.any(Object) });
    expect(shopView.body.config.package).toMatchObject({ terms: TERMS, valuation: VALUATION });

    // The audit trail records the outcome with its terms.
    const audit = await api("GET", `/v1/negotiations/${id}/audit`, { token: shop.adminKey });
    expect(audit.body.verification.valid).toBe(true);
    expect(audit.body.entries.find((e: any) => e.kind === "outcome").data).toMatchObject({ status: "agreed", terms: answer.body.agreement.terms });
  });

  it("takes one of the shop's equivalent packages (MESO) by id, at that package's price and terms", async () => {
    const shop = await packageShop();
    const first = await opened(shop.shopId, shop.productId);
    buyerAnswers.push(first);
    const answer = await bidUntilOptions(first.negotiationId, first.token);
    expect(answer, "the shop offered several equivalent packages at once").not.toBeNull();
    const options = answer!.body.shopOffer.options;
    // Three distinct packages of equal value to the shop, as the owner asked.
    expect(options.length).toBe(MESO);
    // The first option is the standing offer itself; every option has its total and a whole package.
    expect(options[0]).toMatchObject({ priceMinor: answer!.body.shopOffer.priceMinor, terms: answer!.body.shopOffer.terms });
    for (const o of options) expect(o).toMatchObject({ id: expect.stringMatching(/^r\d+o\d$/), totalMinor: o.priceMinor, terms: expect.any(Object) });
    // The history's shop line shows the options too.
    const history = (await view(first.negotiationId, first.token)).body.history;
    expect(history.filter((l: any) => l.party === "shop" && l.options).at(-1)).toMatchObject({ party: "shop", options });

    const pick = options.at(-1);
    const taken = await accept(first.negotiationId, first.token, { optionId: pick.id });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ status: "agreed", decision: { action: "accept" }, agreement: { priceMinor: pick.priceMinor, terms: pick.terms } });
    const after = await view(first.negotiationId, first.token);
    expect(after.body.history.at(-1)).toMatchObject({ party: "buyer", kind: "accept", priceMinor: pick.priceMinor, terms: pick.terms });
  });

  it("a buyer's words carry terms into the round: a conditional bid, then one of the shop's options named by position", async () => {
    const shop = await packageShop();
    const n = await opened(shop.shopId, shop.productId);
    const said = await offer(n.negotiationId, n.token, { message: "85 EUR with the 3-year warranty" });
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    expect(said.body.interpretation).toMatchObject({ confidence: "HIGH", move: { kind: "price", priceMinor: 8_500, terms: { "warranty-months": 36 } } });
    const lines = (await view(n.negotiationId, n.token)).body.history;
    expect(lines.find((l: any) => l.party === "buyer")).toMatchObject({ kind: "counter", priceMinor: 8_500, terms: { ...SHOP_BEST, "warranty-months": 36 } });

    const answer = await bidUntilOptions(n.negotiationId, n.token);
    expect(answer).not.toBeNull();
    const second = answer!.body.shopOffer.options[1];
    const taken = await offer(n.negotiationId, n.token, { message: "I'll take option 2" });
    expect(taken.body.interpretation).toMatchObject({ confidence: "HIGH", move: { kind: "accept", optionId: second.id } });
    expect(taken.body).toMatchObject({ status: "agreed", agreement: { priceMinor: second.priceMinor, terms: second.terms } });
  });

  it("bad terms are a 400 naming the field, and change nothing: no round used, no history line", async () => {
    const shop = await packageShop();
    const n = await opened(shop.shopId, shop.productId);
    const before = (await view(n.negotiationId, n.token)).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ priceMinor: 9_000, terms: { "payment-days": 95 } }, "terms.payment-days"], // out of range
      [{ priceMinor: 9_000, terms: { "payment-days": 32 } }, "terms.payment-days"], // off the step grid
      [{ priceMinor: 9_000, terms: { "payment-days": "30" } }, "terms.payment-days"], // wrong type
      [{ priceMinor: 9_000, terms: { "support-tier": "gold" } }, "terms.support-tier"], // not one of its values
      [{ priceMinor: 9_000, terms: { "delivery-days": 5 } }, "terms.delivery-days"], // not a term of this product
      [{ priceMinor: 9_000, terms: { "payment-days": true } }, "terms.payment-days"], // not a number or a string
      [{ terms: { "payment-days": 30 } }, "terms"], // terms without a price
    ];
    for (const [body, path] of cases) {
      const res = seen(await api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body }));
      expectProblem(res, 400, "validation-failed");
      expect(res.body.errors.map((e: any) => e.path), JSON.stringify(body)).toContain(path);
    }
    const badOption = seen(await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token, body: { optionId: "r9o9" } }));
    expectProblem(badOption, 400, "validation-failed");
    expect(badOption.body.errors).toEqual([expect.objectContaining({ path: "optionId", pointer: "/optionId" })]);
    // An opening offer with bad terms opens nothing.
    const key = await buyerKey(shop.shopId, "bad-opener");
    const badOpen = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: key, body: { productId: shop.productId, quantity: 1, offer: { priceMinor: 8_000, terms: { "payment-days": 7 } } } });
    expectProblem(badOpen, 400, "validation-failed");
    expect(badOpen.body.errors).toEqual([expect.objectContaining({ path: "offer.terms.payment-days", pointer: "/offer/terms/payment-days" })]);
    const goodOpen = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: key, body: { productId: shop.productId, quantity: 1 } });
    expect(goodOpen.status, "the bad opening left no negotiation open").toBe(201);

    const after = (await view(n.negotiationId, n.token)).body;
    expect(after).toEqual(before);
  });

  it("a term, or an option, on a price-only product is a 400 naming it; its answers are exactly as before terms", async () => {
    const shop = await createShop("Price shop");
    await putProduct(shop, "kettle");
    const n = await opened(shop.shopId, "kettle");
    expect(Object.keys(n.shopOffer).sort()).toEqual(["currency", "priceMinor", "totalMinor", "validUntil"]);
    const before = (await viewNegotiation(n.negotiationId, n.token)).body;
    const res = await api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body: { priceMinor: 8_000, terms: { "payment-days": 30 } } });
    expectProblem(res, 400, "validation-failed");
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "terms.payment-days", message: "this product negotiates price only" })]);
    expectProblem(await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token, body: { optionId: "r1o1" } }), 400, "validation-failed");
    expect((await viewNegotiation(n.negotiationId, n.token)).body).toEqual(before);

    const round = await api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body: { priceMinor: 8_000 } });
    expect(Object.keys(round.body.shopOffer).sort()).toEqual(["currency", "priceMinor", "totalMinor", "validUntil"]);
    const lines = (await viewNegotiation(n.negotiationId, n.token)).body.history;
    for (const line of lines) expect(Object.keys(line).sort()).toEqual(["at", "kind", "party", "priceMinor", "reasons", "round", "seq"]);
    const done = await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token });
    expect(Object.keys(done.body.agreement).sort()).toEqual(["agreedAt", "currency", "priceMinor", "totalMinor"]);
  });

  it("without offerOptions (or with 1) the shop offers one package at a time; offerOptions without terms is refused", async () => {
    const shop = await packageShop("single", {});
    const product = await api("GET", `/v1/shops/${shop.shopId}/products/single`, { token: shop.adminKey });
    expect(product.body.offerOptions).toBeUndefined();
    const three = await packageShop("meso");
    expect((await api("GET", `/v1/shops/${three.shopId}/products/meso`, { token: three.adminKey })).body.offerOptions).toBe(MESO);
    const n = await opened(shop.shopId, "single");
    for (let i = 0; i < 4; i++) {
      const res = await offer(n.negotiationId, n.token, { priceMinor: 8_000 + 100 * i, terms: ASK });
      if (res.body.status !== "open") break;
      expect(res.body.shopOffer.options).toBeUndefined();
    }
    const refused = await api("PUT", `/v1/shops/${shop.shopId}/products/plain`, { token: shop.adminKey, body: { name: "Plain", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, offerOptions: 2 } });
    expectProblem(refused, 400, "validation-failed");
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: "offerOptions" })]);
  });
});

describe("package negotiations over MCP", () => {
  it("negotiates with terms, takes one of the shop's options by id, and refuses bad terms naming the field", async () => {
    const shop = await packageShop();
    const key = await buyerKey(shop.shopId, "agent-mcp");
    const client = await mcp(key);
    const catalog = await tool(client, "find_products", {});
    expect(catalog.structuredContent.catalog.products[0].terms.map((t: any) => t.id)).toEqual(TERMS.map((t) => t.id));

    const opening = await tool(client, "open_negotiation", { productId: shop.productId, quantity: 1, priceMinor: 7_800, terms: ASK });
    expect(opening.isError, JSON.stringify(opening)).toBeFalsy();
    const id = opening.structuredContent.negotiation.negotiationId;
    expect(opening.structuredContent.negotiation.shopOffer.terms).toBeDefined();

    const bad = await tool(client, "make_offer", { negotiationId: id, priceMinor: 8_000, terms: { "warranty-months": 13 } });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent.problem).toMatchObject({ type: "/problems/validation-failed", status: 400, errors: [expect.objectContaining({ path: "terms.warranty-months" })] });
    expect((bad.content[0] as { text: string }).text).toContain("terms.warranty-months");

    let round: (CallToolResult & { structuredContent: any }) | null = null;
    for (let i = 0; i < 10; i++) {
      const answer = await tool(client, "make_offer", { negotiationId: id, priceMinor: 8_000 + 100 * i, terms: ASK_SOME });
      expect(answer.isError, JSON.stringify(answer)).toBeFalsy();
      const n = answer.structuredContent.negotiation;
      if (n.status !== "open") break;
      if ((n.shopOffer.options?.length ?? 0) === MESO) {
        round = answer;
        break;
      }
    }
    expect(round, "the shop offered several equivalent packages at once").not.toBeNull();
    const options = round!.structuredContent.negotiation.shopOffer.options;
    // Three distinct packages of equal value to the shop, as the owner asked.
    expect(options.length).toBe(MESO);
    expect((round!.content[0] as { text: string }).text).toContain(options[1].id);

    const wrong = await tool(client, "accept", { negotiationId: id, optionId: "nope" });
    expect(wrong.structuredContent.problem).toMatchObject({ type: "/problems/validation-failed", errors: [expect.objectContaining({ path: "optionId" })] });
    const taken = await tool(client, "accept", { negotiationId: id, optionId: options[1].id });
    expect(taken.isError, JSON.stringify(taken)).toBeFalsy();
    expect(taken.structuredContent.negotiation).toMatchObject({ status: "agreed", agreement: { priceMinor: options[1].priceMinor, terms: options[1].terms } });

    const state = await tool(client, "get_negotiation", { negotiationId: id });
    expect(state.structuredContent.negotiation.history.at(-1)).toMatchObject({ party: "buyer", kind: "accept", terms: options[1].terms });
  });
});

describe("what a buyer reads of a package", () => {
  it("never carries the owner's valuation, weights, reservation or utilities", () => {
    expect(buyerAnswers.length).toBeGreaterThan(20);
    const text = JSON.stringify(buyerAnswers);
    expect(privateIn(text), "what a buyer read carries these private words or numbers").toEqual([]);
    expect(FLOOR_VALUE.test(text), "a buyer's answer contains the floor").toBe(false);
  });
});
