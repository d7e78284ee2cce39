/**
 * An agent's language style phrases its replies, end to end in workerd (issue #31, item 4): a shop with two agents
 * of different styles answers each buyer's rounds in the style of the agent the coordinator assigned (English and
 * German, over HTTP and MCP), a shop without a fleet answers formally as it always has, a replayed round reads the
 * same, and no answer a buyer can see — open, round, replay, GET, MCP tool results — carries the style or says
 * which agent plays: that is the shop's business.
 */
import { exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { afterAll, describe, expect, it } from "vitest";
import { LANGUAGE_STYLES, type LanguageStyle } from "../../fleet/types";
import { renderMessage } from "../../language/templates";
import { replyFacts } from "../../workers/buyer/buyer-words";
import { api, buyerKey, createShop, openNegotiation, putProduct } from "./api-client";

type Shop = { shopId: string; adminKey: string };

const AGENT = {
  dealTypes: ["sales"],
  categories: ["coffee"],
  strategy: { kind: "linear" },
  arms: ["default"],
  policySetId: "active",
  active: true,
};
/** The coordinator breaks a tie (nothing known of either) toward the smaller id; a full agent passes the next open on. */
const FRIENDLY_AGENT = { ...AGENT, name: "Warm closer", languageStyle: "friendly", capacity: 1 };
const CONCISE_AGENT = { ...AGENT, name: "Terse closer", languageStyle: "concise", capacity: 20 };

async function fleetShop(): Promise<Shop> {
  const shop = await createShop("Styled fleet shop");
  await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 8 });
  expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/categories/espresso`, { token: shop.adminKey, body: { category: "coffee" } })).status).toBe(200);
  expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/a-warm`, { token: shop.adminKey, body: FRIENDLY_AGENT })).status).toBe(201);
  expect((await api("PUT", `/v1/shops/${shop.shopId}/fleet/agents/b-terse`, { token: shop.adminKey, body: CONCISE_AGENT })).status).toBe(201);
  return shop;
}

/** Every answer a buyer saw, checked at the end for the style. */
const seen: unknown[] = [];

/** No field names a style or the agent behind it, at any depth; a style's name is no field's value. */
function styleFieldsIn(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => styleFieldsIn(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => [
      ...(/style|agent|assignment/i.test(key) ? [`${path}.${key}`] : []),
      ...(typeof v === "string" && (LANGUAGE_STYLES as readonly string[]).includes(v) ? [`${path}.${key} = ${v}`] : []),
      ...styleFieldsIn(v, `${path}.${key}`),
    ]);
  }
  return [];
}

function buyerSaw<T>(body: T): T {
  seen.push(body);
  expect(styleFieldsIn(body)).toEqual([]);
  return body;
}

/** The reply the templates write for this answer in `style` (the answer as sent, its words aside). */
function wordsIn(body: Record<string, any>, style: LanguageStyle): string {
  const { message: _message, token: _token, ...answer } = body;
  return renderMessage({ ...replyFacts(answer as never), style });
}

/** The assigned agent, from the owner's side (the negotiation's first audit entry). */
async function agentOf(shop: Shop, negotiationId: string): Promise<string> {
  const audit = await api("GET", `/v1/negotiations/${negotiationId}/audit`, { token: shop.adminKey });
  expect(audit.status).toBe(200);
  return audit.body.entries[0].data.agentId;
}

const workerFetch = (url: string | URL, init?: RequestInit) => exports.default.fetch(new Request(url, init));
const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

async function mcpClient(key: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL("https://parley.test/mcp"), { fetch: workerFetch, requestInit: { headers: { authorization: `Bearer ${key}` } } });
  const client = new Client({ name: "style-test-agent", version: "1.0.0" }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
  await client.connect(transport);
  await client.listTools();
  clients.push(client);
  return client;
}

async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult & { structuredContent: any }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult & { structuredContent: any };
  expect(result.isError, JSON.stringify(result)).toBeFalsy();
  buyerSaw(result);
  return result;
}

describe("an agent's style phrases the replies of the negotiations it plays", () => {
  it("answers each buyer in the assigned agent's style (English and German), replays the same words, and never shows the style", async () => {
    const shop = await fleetShop();

    // 1. The first open goes to a-warm (the tie), friendly, in English.
    const warmOpen = await openNegotiation(shop.shopId, "espresso", { buyerId: "warm-buyer" });
    expect(warmOpen.status).toBe(201);
    const warm = buyerSaw(warmOpen.body);
    expect(await agentOf(shop, warm.negotiationId)).toBe("a-warm");
    expect(warm.message).toBe(wordsIn(warm, "friendly"));
    expect(warm.message).toMatch(/^Thanks for your interest! Our price is 100\.00 EUR per unit \(\d+ rounds to go\)\.$/);
    expect(warm.message).not.toBe(wordsIn(warm, "formal"));

    const headers = { "idempotency-key": `style-round-${crypto.randomUUID()}` };
    const round = await api("POST", `/v1/negotiations/${warm.negotiationId}/offers`, { token: warm.token, body: { priceMinor: 7_500 }, headers });
    expect(round.status).toBe(200);
    buyerSaw(round.body);
    expect(round.body.message).toBe(wordsIn(round.body, "friendly"));
    expect(round.body.message).toMatch(/^Thanks for your offer! We can do \d+\.\d\d EUR per unit for you|^We're keeping our offer at/);
    // A replay of the round reads the same, and still carries no style.
    const replay = await api("POST", `/v1/negotiations/${warm.negotiationId}/offers`, { token: warm.token, body: { priceMinor: 7_500 }, headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(buyerSaw(replay.body)).toEqual(round.body);

    // A question, in the same style.
    const asked = await api("POST", `/v1/negotiations/${warm.negotiationId}/offers`, { token: warm.token, body: { message: "Is the price negotiable?" } });
    expect(asked.status).toBe(200);
    buyerSaw(asked.body);
    expect(asked.body.answer).toBeDefined();
    expect(asked.body.message).toBe(wordsIn(asked.body, "friendly"));

    // 2. a-warm is full: the next open goes to b-terse, concise, in German (the opening message is round one).
    const terseOpen = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, {
      token: await buyerKey(shop.shopId, "knapp-buyer"),
      body: { productId: "espresso", quantity: 3, offer: { message: "Ich biete 75 Euro pro Stück." } },
    });
    expect(terseOpen.status, JSON.stringify(terseOpen.body)).toBe(201);
    const terse = buyerSaw(terseOpen.body);
    expect(await agentOf(shop, terse.negotiationId)).toBe("b-terse");
    expect(terse.language).toBe("de");
    expect(terse.message).toBe(wordsIn(terse, "concise"));
    expect(terse.message).toMatch(/^(Jetzt|Weiterhin) \d+,\d\d EUR pro Stück, \d+ Runden übrig\.$/);

    const frage = await api("POST", `/v1/negotiations/${terse.negotiationId}/offers`, { token: terse.token, body: { message: "Wie lange dauert die Lieferung?" } });
    expect(frage.status).toBe(200);
    buyerSaw(frage.body);
    expect(frage.body.language).toBe("de");
    expect(frage.body.message).toBe(wordsIn(frage.body, "concise"));
    expect(frage.body.message).toMatch(/^Dazu keine Informationen\. Weiterhin \d+,\d\d EUR pro Stück/);

    // 3. The buyer's view of either negotiation says nothing of styles or agents.
    for (const n of [warm, terse]) {
      const view = await api("GET", `/v1/negotiations/${n.negotiationId}`, { token: n.token });
      expect(view.status).toBe(200);
      buyerSaw(view.body);
    }
    // The shop's own view of each says which style its agent phrases in.
    const shopStyles = await Promise.all([warm, terse].map(async (n) => (await api("GET", `/v1/negotiations/${n.negotiationId}`, { token: shop.adminKey })).body.replyStyle));
    expect(shopStyles).toEqual(["friendly", "concise"]);

    // 4. Withdrawing is answered in the style too.
    const gone = await api("POST", `/v1/negotiations/${terse.negotiationId}/withdraw`, { token: terse.token });
    expect(gone.status).toBe(200);
    buyerSaw(gone.body);
    expect(gone.body.message).toBe("Sie haben sich zurückgezogen. Beendet.");
  });

  it("over MCP, the tools' answers are worded in the agent's style and carry no style", async () => {
    const shop = await fleetShop();
    // a-warm takes the first open (HTTP); the MCP buyer's goes to b-terse.
    expect((await openNegotiation(shop.shopId, "espresso", { buyerId: "first-in" })).status).toBe(201);
    const client = await mcpClient(await buyerKey(shop.shopId, "mcp-style-buyer"));
    const open = await callTool(client, "open_negotiation", { productId: "espresso", quantity: 2 });
    const n = open.structuredContent.negotiation;
    expect(await agentOf(shop, n.negotiationId)).toBe("b-terse");
    expect(n.message).toMatch(/^Price: 100\.00 EUR per unit, \d+ rounds left\.$/);
    expect((open.content[0] as { text: string }).text).toContain(n.message);

    const offer = await callTool(client, "make_offer", { negotiationId: n.negotiationId, priceMinor: 7_200 });
    expect(offer.structuredContent.negotiation.message).toMatch(/^(Now|Still) \d+\.\d\d EUR per unit, \d+ rounds left\.$/);
    await callTool(client, "get_negotiation", { negotiationId: n.negotiationId });
    for (const result of seen) expect(JSON.stringify(result)).not.toMatch(/replyStyle|languageStyle/);
  });

  it("a shop without a fleet answers formally, exactly as before agents had styles", async () => {
    const shop = await createShop("No fleet");
    await putProduct(shop, "espresso", { anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 8 });
    const res = await openNegotiation(shop.shopId, "espresso");
    expect(res.status).toBe(201);
    buyerSaw(res.body);
    expect(res.body.message).toBe(wordsIn(res.body, "formal"));
    expect(res.body.message).toMatch(/^Our price is 100\.00 EUR per unit \(\d+ rounds left\)\.$/);
  });
});
