import { exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { afterAll, describe, expect, it } from "vitest";
import { api, buyerKey, createShop, expectProblem, putProduct } from "./api-client";
import { TERMS, VALUATION } from "./package-fixtures";

/**
 * Products with terms besides price (issue 28, item 1) over HTTP: a product with four terms and the owner's
 * pairwise answers is saved and versioned; the owner reads it back whole; the public catalog and MCP
 * `find_products` show the terms' ranges and not one byte of the valuation; every kind of bad input is a 400
 * naming the field and changes nothing; a product without terms answers exactly as before.
 */

const PRIVATE_STRINGS = ["1.37", "0.83", "2.41", "0.5731", "35", "valuation", "tradeoffs", "reservation", "weights", "shopBest", "better", "give", "7000", "7_000", "floor"];

const PUBLIC_TERMS = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6 },
  { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"] },
  { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["DAP", "DDP", "EXW", "FCA"] },
];

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

async function findProducts(key: string): Promise<any> {
  const transport = new StreamableHTTPClientTransport(new URL("https://parley.test/mcp"), {
    fetch: (url: string | URL, init?: RequestInit) => exports.default.fetch(new Request(url, init)),
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  const client = new Client({ name: "terms-test-agent", version: "1.0.0" }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
  await client.connect(transport);
  await client.listTools();
  clients.push(client);
  return client.callTool({ name: "find_products", arguments: {} });
}

describe("products with terms", () => {
  it("saves four terms with pairwise answers, versioned, and returns them to the owner", async () => {
    const shop = await createShop("Terms shop");
    const created = await api("PUT", `/v1/shops/${shop.shopId}/products/server`, {
      token: shop.adminKey,
      body: { name: "Rack server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, terms: TERMS, valuation: VALUATION },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ productId: "server", version: 1, terms: TERMS, valuation: VALUATION });

    // A second version changes a term; the first is kept as it was.
    const changed = TERMS.map((t) => (t.id === "payment-days" ? { ...t, max: 60 } : t));
    const updated = await api("PUT", `/v1/shops/${shop.shopId}/products/server`, {
      token: shop.adminKey,
      body: { name: "Rack server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, terms: changed, valuation: VALUATION },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.version).toBe(2);
    const read = await api("GET", `/v1/shops/${shop.shopId}/products/server`, { token: shop.adminKey });
    expect(read.body).toMatchObject({ version: 2, terms: changed, valuation: VALUATION });
    const versions = (await api("GET", `/v1/shops/${shop.shopId}/products/server/versions`, { token: shop.adminKey })).body.items;
    expect(versions.map((v: any) => v.version)).toEqual([2, 1]);
    expect(versions[0].config).toMatchObject({ terms: changed, valuation: VALUATION });
    expect(versions[1].config).toMatchObject({ terms: TERMS, valuation: VALUATION });

    // Owners may give weights instead of answers.
    const weights = { weights: { price: 3, "payment-days": 1, "warranty-months": 1, "support-tier": 0.5, incoterm: 0.5 }, reservationUtility: 0.4 };
    const weighted = await api("PUT", `/v1/shops/${shop.shopId}/products/server`, {
      token: shop.adminKey,
      body: { name: "Rack server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, terms: TERMS, valuation: weights },
    });
    expect(weighted.status).toBe(200);
    expect(weighted.body.valuation).toEqual(weights);

    // A product with terms still negotiates on price as before (the negotiator does not trade terms yet).
    const opened = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: await buyerKey(shop.shopId, "terms-buyer"), body: { productId: "server", quantity: 1 } });
    expect(opened.status).toBe(201);
  });

  it("shows the terms' ranges in the catalog and find_products, and not one byte of the valuation", async () => {
    const shop = await createShop("Public terms shop");
    await putProduct(shop, "server", { name: "Rack server", anchorMinor: 10_000, floorMinor: 7_000, terms: TERMS, valuation: VALUATION } as never);
    await putProduct(shop, "cable", { name: "Cable" });
    const res = await api("GET", `/v1/shops/${shop.shopId}/catalog`);
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([
      { productId: "cable", name: "Cable", listPriceMinor: 10_000, currency: "EUR", negotiable: true, maxRounds: 10, publicFacts: {} },
      { productId: "server", name: "Rack server", listPriceMinor: 10_000, currency: "EUR", negotiable: true, maxRounds: 10, publicFacts: {}, terms: PUBLIC_TERMS },
    ]);
    const text = JSON.stringify({ ...res.body, shopId: undefined });
    for (const secret of PRIVATE_STRINGS) expect(text, secret).not.toContain(secret);

    const tool = await findProducts(await buyerKey(shop.shopId, "mcp-terms-buyer"));
    expect(tool.isError).toBeFalsy();
    const server = tool.structuredContent.catalog.products.find((p: any) => p.productId === "server");
    expect(server.terms).toEqual(PUBLIC_TERMS);
    const toolText = JSON.stringify({ ...tool, structuredContent: { ...tool.structuredContent, catalog: { ...tool.structuredContent.catalog, shopId: undefined } } }).replaceAll(shop.shopId, "");
    for (const secret of PRIVATE_STRINGS) expect(toolText, secret).not.toContain(secret);
  });

  it("answers each kind of bad input with a 400 naming the field, and changes nothing", async () => {
    const shop = await createShop("Bad terms shop");
    await putProduct(shop, "server", { name: "Rack server", anchorMinor: 10_000, floorMinor: 7_000, terms: TERMS, valuation: VALUATION } as never);
    const before = (await api("GET", `/v1/shops/${shop.shopId}/products/server`, { token: shop.adminKey })).body;
    const term = (i: number, over: Record<string, unknown>) => TERMS.map((t, j) => (j === i ? { ...t, ...over } : t));
    const answers = (...extra: unknown[]) => ({ ...VALUATION, tradeoffs: [...VALUATION.tradeoffs, ...extra] });
    const cases: [string, Record<string, unknown>, string][] = [
      ["unknown kind", { terms: term(0, { kind: "fuzzy" }) }, "/terms/0/kind"],
      ["min ≥ max", { terms: term(0, { min: 90, max: 0 }) }, "/terms/0/min"],
      ["step not dividing the range", { terms: term(0, { step: 7 }) }, "/terms/0/step"],
      ["shopBest out of range", { terms: term(1, { shopBest: 48 }) }, "/terms/1/shopBest"],
      ["duplicate ids", { terms: term(1, { id: "payment-days" }) }, "/terms/1/id"],
      ["more than 8 terms", { terms: Array.from({ length: 9 }, (_, i) => ({ ...TERMS[0], id: `t${i}` })) }, "/terms"],
      ["empty values", { terms: term(2, { values: [] }) }, "/terms/2/values"],
      ["duplicated values", { terms: term(3, { values: ["EXW", "FCA", "EXW"] }) }, "/terms/3/values/2"],
      ["an answer naming an unknown term", { valuation: answers({ give: { term: "delivery-days", amount: 5 }, for: { term: "price", amount: 1 } }) }, "/valuation/tradeoffs/4/give/term"],
      ["a zero amount", { valuation: answers({ give: { term: "payment-days", amount: 0 }, for: { term: "price", amount: 1 } }) }, "/valuation/tradeoffs/4/give/amount"],
      ["a negative amount", { valuation: answers({ give: { term: "payment-days", amount: 10 }, for: { term: "price", amount: -2 } }) }, "/valuation/tradeoffs/4/for/amount"],
      ["inconsistent answers", { valuation: answers({ give: { term: "payment-days", amount: 15 }, for: { term: "price", amount: 6 } }) }, "/valuation/tradeoffs/4"],
      ["reservation out of [0, 1]", { valuation: { ...VALUATION, reservationUtility: 1.2 } }, "/valuation/reservationUtility"],
      ["terms without a valuation", { valuation: undefined }, "/valuation"],
      ["a term not linked to price", { valuation: { ...VALUATION, tradeoffs: VALUATION.tradeoffs.slice(0, 3) } }, "/valuation/tradeoffs"],
    ];
    for (const [what, change, pointer] of cases) {
      const res = await api("PUT", `/v1/shops/${shop.shopId}/products/server`, {
        token: shop.adminKey,
        body: { name: "Rack server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, terms: TERMS, valuation: VALUATION, ...change },
      });
      expectProblem(res, 400, "validation-failed");
      expect(res.body.errors.map((e: any) => e.pointer), what).toContain(pointer);
    }
    const inconsistent = await api("PUT", `/v1/shops/${shop.shopId}/products/server`, {
      token: shop.adminKey,
      body: { name: "Rack server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, terms: TERMS, valuation: answers({ give: { term: "payment-days", amount: 15 }, for: { term: "price", amount: 6 } }) },
    });
    expect(inconsistent.body.errors[0].tradeoffs).toEqual([0, 4]);
    expect((await api("GET", `/v1/shops/${shop.shopId}/products/server`, { token: shop.adminKey })).body).toEqual(before);
    expect((await api("GET", `/v1/shops/${shop.shopId}/products/server/versions`, { token: shop.adminKey })).body.items).toHaveLength(1);
  });

  it("leaves a product without terms exactly as before: no terms or valuation field anywhere", async () => {
    const shop = await createShop("Plain shop");
    const created = await putProduct(shop, "plain", { name: "Plain" });
    expect(Object.keys(created).sort()).toEqual(["anchorMinor", "createdAt", "currency", "floorMinor", "maxRounds", "name", "productId", "publicFacts", "shopId", "strategy", "ttlSeconds", "updatedAt", "version"]);
    const versions = (await api("GET", `/v1/shops/${shop.shopId}/products/plain/versions`, { token: shop.adminKey })).body.items;
    expect(Object.keys(versions[0].config)).not.toContain("terms");
    const catalog = (await api("GET", `/v1/shops/${shop.shopId}/catalog`)).body;
    expect(catalog.products).toEqual([{ productId: "plain", name: "Plain", listPriceMinor: 10_000, currency: "EUR", negotiable: true, maxRounds: 10, publicFacts: {} }]);
    // An empty list of terms is no terms.
    const empty = await api("PUT", `/v1/shops/${shop.shopId}/products/plain`, { token: shop.adminKey, body: { name: "Plain", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, terms: [] } });
    expect(empty.status).toBe(200);
    expect(empty.body.terms).toBeUndefined();
  });
});
