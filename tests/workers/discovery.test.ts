import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createShop, expectProblem, putProduct } from "./api-client";

/**
 * Discovery without a credential: a shop's public catalog (never a private field) and the agent card that
 * points agents at the MCP endpoint; both documented in the OpenAPI document.
 */
describe("the public catalog", () => {
  it("shows each product's public fields only: no floor, strategy, deadline or version anywhere", async () => {
    const shop = await createShop("Catalog shop");
    // Distinctive private values, to look for anywhere in the answer.
    await putProduct(shop, "grinder", { name: "Burr grinder", anchorMinor: 123_457, floorMinor: 98_761, strategy: { kind: "boulware", exponent: 0.37 }, maxRounds: 7, ttlSeconds: 3_607 });
    await putProduct(shop, "beans", { name: "Beans 1 kg", currency: "CHF", anchorMinor: 5_555, floorMinor: 4_111 });
    const res = await api("GET", `/v1/shops/${shop.shopId}/catalog`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      shopId: shop.shopId,
      name: "Catalog shop",
      products: [
        { productId: "beans", name: "Beans 1 kg", listPriceMinor: 5_555, currency: "CHF", negotiable: true, maxRounds: 10, publicFacts: {} },
        { productId: "grinder", name: "Burr grinder", listPriceMinor: 123_457, currency: "EUR", negotiable: true, maxRounds: 7, publicFacts: {} },
      ],
    });
    // The products and the shop's name (the shop id is random hex, which could hold any digits).
    const text = JSON.stringify({ ...res.body, shopId: undefined });
    for (const secret of ["98761", "4111", "0.37", "3607", "boulware", "floor", "strategy", "ttl", "version", "anchor"]) expect(text).not.toContain(secret);
  });

  it("needs no credential, and ignores one", async () => {
    const shop = await createShop();
    await putProduct(shop, "widget");
    const withKey = await api("GET", `/v1/shops/${shop.shopId}/catalog`, { token: shop.adminKey });
    const garbage = await api("GET", `/v1/shops/${shop.shopId}/catalog`, { token: "garbage" });
    expect(withKey.status).toBe(200);
    expect(garbage.body).toEqual(withKey.body);
  });

  it("is 404 for a shop that does not exist, or an id that cannot be one", async () => {
    expectProblem(await api("GET", `/v1/shops/shp_${"0".repeat(24)}/catalog`), 404, "not-found");
    expectProblem(await api("GET", "/v1/shops/not-a-shop/catalog"), 404, "not-found");
  });
});

describe("the agent card", () => {
  it("follows the A2A AgentCard format and points at the MCP endpoint, built from the request's origin", async () => {
    const res = await exports.default.fetch(new Request("https://agents.example.com/.well-known/agent-card.json"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const card = (await res.json()) as any;
    expect(card).toMatchObject({
      protocolVersion: "0.3.0",
      name: "Parley",
      url: "https://agents.example.com/mcp",
      preferredTransport: "MCP",
      additionalInterfaces: [{ url: "https://agents.example.com/mcp", transport: "MCP" }],
      provider: { organization: "Parley", url: "https://agents.example.com" },
      documentationUrl: "https://agents.example.com/docs",
      capabilities: { streaming: false, pushNotifications: false },
      securitySchemes: { buyerKey: { type: "http", scheme: "bearer" }, supplierKey: { type: "http", scheme: "bearer" } },
      security: [{ buyerKey: [] }, { supplierKey: [] }],
    });
    for (const field of ["description", "version"]) expect(typeof card[field], field).toBe("string");
    expect(card.description).toContain("https://agents.example.com/mcp");
    expect(card.defaultInputModes).toContain("application/json");
    expect(card.defaultOutputModes).toContain("application/json");
    const mcp = card.capabilities.extensions.find((e: any) => e.params?.url === "https://agents.example.com/mcp");
    expect(mcp).toMatchObject({ required: false, params: { transport: "streamable-http", stateless: true } });
    expect(mcp.uri).toContain("modelcontextprotocol.io");
    expect(mcp.params.tools).toEqual(expect.arrayContaining(["find_products", "open_negotiation", "make_offer", "accept", "withdraw", "get_negotiation"]));
    expect(card.skills.length).toBeGreaterThanOrEqual(2);
    for (const skill of card.skills) {
      expect(Object.keys(skill).sort()).toEqual(["description", "examples", "id", "name", "tags"]);
      expect(skill.tags.length).toBeGreaterThan(0);
      expect(skill.examples.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(card)).not.toMatch(/psk_|ngt_|floor/);
  });
});

describe("discovery in the OpenAPI document", () => {
  it("documents the catalog and the agent card as public GETs with their schemas", async () => {
    const doc = (await api("GET", "/openapi.json")).body;
    const catalog = doc.paths["/v1/shops/{shopId}/catalog"]?.get;
    const card = doc.paths["/.well-known/agent-card.json"]?.get;
    expect(catalog).toBeDefined();
    expect(card).toBeDefined();
    expect(catalog.security).toEqual([]);
    expect(card.security).toEqual([]);
    expect(catalog.responses["200"].content["application/json"].schema.$ref).toBe("#/components/schemas/PublicCatalog");
    expect(catalog.responses["404"].content["application/problem+json"]).toBeDefined();
    expect(card.responses["200"].content["application/json"].schema.$ref).toBe("#/components/schemas/AgentCard");
    expect(Object.keys(doc.components.schemas.PublicProduct.properties).sort()).toEqual(["currency", "listPriceMinor", "maxRounds", "name", "negotiable", "productId", "publicFacts", "terms"]);
  });
});
