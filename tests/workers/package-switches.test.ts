import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { BuyerAccount, NegotiationRoom } from "../../durable-objects";
import { buyerAccountName } from "../../durable-objects";
import { SWITCH_WINDOW_MS } from "../../governed-round";
import { createPostgresGraph, getNegotiation, listNegotiationEvents } from "../../memory";
import { createDb } from "../../memory/db";
import type { Received } from "../support/webhook-sink";
import { api, buyerKey, createShop, eventually, expectProblem, opened, putPolicies, putProduct, setShopSecret, type ApiResponse } from "./api-client";
import { privateIn, TERMS, VALUATION } from "./package-fixtures";

/**
 * Switches of a package agreement over HTTP and MCP, end to end in workerd (issue 28, post-settlement): when the shop
 * takes the buyer's own package the agreement offers switches (packages worth at least as much to the shop that the
 * buyer model expects the buyer to prefer); the buyer takes one and the deal stands at it everywhere — the answer,
 * the negotiation's view and history, the audit trail, the shop's listing, Postgres, the knowledge graph, a webhook
 * and the buyer's memory — and a second switch round follows. Bad, spent or lapsed ids, switches on price-only
 * products and on negotiations not agreed are 4xx problems that change nothing; switches the policies would not let
 * through are never offered; and nothing a buyer reads carries the owner's valuation.
 */

/** Words and numbers of the owner's private side: none may appear in anything a buyer reads. */
/** The floor (7,000) as a number anywhere in JSON (a random hexadecimal id may hold the digits). */
const FLOOR_AS_NUMBER = /[:,[]7000[,\]}]/;
const TERM_IDS = TERMS.map((t) => t.id).sort();
/** A fixed shop secret: the buyers' private draws, and so the shop's answers, are the same on every run. */
const SECRET = "5eed".repeat(16);

/** Bids a buyer makes on its own package, close to the list price: the shop takes one of them as it is. */
const OWN_PACKAGES: [number, Record<string, number | string>][] = [
  [9_800, { "payment-days": 45 }],
  [9_900, { "payment-days": 30, incoterm: "DDP" }],
  [9_850, { "warranty-months": 24, "support-tier": "standard" }],
  [9_950, { "payment-days": 60, "warranty-months": 18 }],
];

type Shop = { shopId: string; adminKey: string };
type Deal = { negotiationId: string; token: string; buyerId: string; answer: ApiResponse };

async function packageShop(name: string, productId = "server"): Promise<Shop & { productId: string }> {
  const shop = await createShop(name);
  await setShopSecret(shop.shopId, SECRET);
  const res = await api("PUT", `/v1/shops/${shop.shopId}/products/${productId}`, {
    token: shop.adminKey,
    body: { name: "Rack server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 12, terms: TERMS, valuation: VALUATION },
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
const switchTo = (id: string, token: string, body: unknown, headers?: Record<string, string>) => api("POST", `/v1/negotiations/${id}/switch`, { token, body, ...(headers ? { headers } : {}) }).then(seen);
const view = (id: string, token: string) => api("GET", `/v1/negotiations/${id}`, { token }).then(seen);

/**
 * A deal on the buyer's own package that offers switches (and, with `deeper`, whose first switch offers more): each
 * bid of OWN_PACKAGES by a fresh buyer, until the shop takes one as it is with switches. Null when none did.
 */
async function dealWithSwitches(shop: Shop & { productId: string }, prefix: string, deeper = false): Promise<Deal | null> {
  for (const [i, [priceMinor, terms]] of OWN_PACKAGES.entries()) {
    const buyerId = `${prefix}-${i}`;
    const key = await buyerKey(shop.shopId, buyerId);
    const open = seen(await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: key, body: { productId: shop.productId, quantity: 2 } }));
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    const { negotiationId, token } = open.body;
    const answer = seen(await api("POST", `/v1/negotiations/${negotiationId}/offers`, { token, body: { priceMinor, terms } }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (answer.body.status !== "agreed" || !answer.body.agreement.switches) continue;
    if (deeper) {
      // Looked at in the shop's view of the kernel's state: the buyer's own view is not changed by looking.
      const next = await nextSwitchesOf(negotiationId, answer.body.agreement.switches[0].id);
      if (next === 0) continue;
    }
    return { negotiationId, token, buyerId, answer };
  }
  return null;
}

/** How many switches taking `optionId` would offer next, worked out by the kernel on the room's state without writing anything. */
async function nextSwitchesOf(negotiationId: string, optionId: string): Promise<number> {
  const { switchAgreement } = await import("../../kernel");
  const stub = env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.idFromString(negotiationId));
  return runInDurableObject<NegotiationRoom, number>(stub, (_room, state) => {
    const row = state.storage.sql.exec<{ config: string; kernel_state: string }>("SELECT config, kernel_state FROM negotiation").one();
    return switchAgreement(JSON.parse(row.config), JSON.parse(row.kernel_state), optionId)?.switches.length ?? 0;
  });
}

const handle = createDb(env.DATABASE_URL, { max: 2 });
const sink = inject("webhookSinkUrl");
const received = async (url: string): Promise<Received[]> => (await fetch(url.replace("/hook/", "/received/"))).json();
(env as unknown as Record<string, string | undefined>).PARLEY_WEBHOOK_ALLOW_HTTP ??= "1";

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await handle.close();
});

describe("switches of a package agreement over HTTP", () => {
  it("a buyer's package taken by the shop comes with switches; taking one, then another, moves the deal everywhere", async () => {
    const shop = await packageShop("Switch shop");
    const hook = `${sink}/hook/ok/switch-${crypto.randomUUID().slice(0, 8)}`;
    expect((await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url: hook, events: ["negotiation.agreed", "negotiation.switched"] } })).status).toBe(201);
    const deal = await dealWithSwitches(shop, "climber", true);
    expect(deal, "the shop took a buyer's own package and a first switch offers more").not.toBeNull();
    const { negotiationId: id, token } = deal!;
    const agreed = deal!.answer.body.agreement;

    // The agreement offers 1–3 switches, each a whole package with its total, until a day after the deal.
    expect(agreed.switches.length).toBeGreaterThanOrEqual(1);
    expect(agreed.switches.length).toBeLessThanOrEqual(3);
    for (const s of agreed.switches) {
      expect(s).toMatchObject({ id: expect.stringMatching(/^r\d+s1-\d$/), totalMinor: s.priceMinor * 2 });
      expect(Object.keys(s.terms).sort()).toEqual(TERM_IDS);
    }
    expect(Date.parse(agreed.switchesUntil) - Date.parse(agreed.agreedAt)).toBe(SWITCH_WINDOW_MS);
    // The view shows the same agreement; the shop's acceptance line carries the switches, never as offer options.
    const before = (await view(id, token)).body;
    expect(before.agreement).toEqual(agreed);
    const acceptLine = before.history.find((l: any) => l.party === "shop" && l.kind === "accept");
    expect(acceptLine).toMatchObject({ priceMinor: agreed.priceMinor, terms: agreed.terms, switches: agreed.switches });
    expect(acceptLine.options).toBeUndefined();

    // First switch.
    const first = agreed.switches[0];
    const taken = await switchTo(id, token, { optionId: first.id });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ status: "agreed", decision: { action: "accept" }, agreement: { priceMinor: first.priceMinor, totalMinor: first.totalMinor, terms: first.terms, agreedAt: agreed.agreedAt } });
    expect(taken.body.message).toEqual(expect.any(String));
    const second = taken.body.agreement.switches;
    expect(second.length).toBeGreaterThanOrEqual(1);
    for (const s of second) expect(s.id).toMatch(/^r\d+s2-\d$/);
    const afterFirst = (await view(id, token)).body;
    expect(afterFirst.agreement).toEqual(taken.body.agreement);
    expect(afterFirst.history.at(-1)).toMatchObject({ party: "buyer", kind: "switch", priceMinor: first.priceMinor, terms: first.terms, switches: second });
    // A spent switch (and its siblings) is no longer on offer.
    for (const spent of agreed.switches) {
      const res = await switchTo(id, token, { optionId: spent.id });
      expectProblem(res, 400, "validation-failed");
      expect(res.body.errors).toEqual([expect.objectContaining({ path: "optionId", pointer: "/optionId" })]);
    }
    expect((await view(id, token)).body).toEqual(afterFirst);

    // Second switch round.
    const pick = second.at(-1);
    const again = await switchTo(id, token, { optionId: pick.id });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.agreement).toMatchObject({ priceMinor: pick.priceMinor, terms: pick.terms, agreedAt: agreed.agreedAt });
    for (const s of again.body.agreement.switches ?? []) expect(s.id).toMatch(/^r\d+s3-\d$/);
    const lines = (await view(id, token)).body.history.filter((l: any) => l.kind === "switch");
    expect(lines.map((l: any) => [l.priceMinor, l.terms])).toEqual([
      [first.priceMinor, first.terms],
      [pick.priceMinor, pick.terms],
    ]);

    // The audit trail: an outcome line per switch, what it switched from; the chain verifies.
    const audit = await api("GET", `/v1/negotiations/${id}/audit`, { token: shop.adminKey });
    expect(audit.body.verification.valid).toBe(true);
    const outcomes = audit.body.entries.filter((e: any) => e.kind === "outcome").map((e: any) => e.data);
    expect(outcomes).toEqual([
      expect.objectContaining({ status: "agreed", priceMinor: agreed.priceMinor, terms: agreed.terms, switches: agreed.switches.map((s: any) => s.id) }),
      expect.objectContaining({ status: "agreed", priceMinor: first.priceMinor, terms: first.terms, switched: { number: 1, optionId: first.id, from: { priceMinor: agreed.priceMinor, terms: agreed.terms } } }),
      expect.objectContaining({ status: "agreed", priceMinor: pick.priceMinor, terms: pick.terms, switched: { number: 2, optionId: pick.id, from: { priceMinor: first.priceMinor, terms: first.terms } } }),
    ]);

    // The shop's listing shows the deal as it stands, with the switches taken.
    const listing = await eventually(
      () => api("GET", `/v1/shops/${shop.shopId}/negotiations?status=agreed`, { token: shop.adminKey }),
      (r) => r.body.items.some((n: any) => n.negotiationId === id && n.switchesTaken === 2),
    );
    expect(listing.body.items.find((n: any) => n.negotiationId === id)).toMatchObject({ agreedPriceMinor: pick.priceMinor, agreedTerms: pick.terms, switchesTaken: 2 });

    // Postgres: the negotiation's agreed price and terms are the last switch's, the events say each switch.
    const row = await eventually(
      () => getNegotiation(handle.db, shop.shopId, id),
      (r) => r?.agreedPriceMinor === pick.priceMinor,
    );
    expect(row).toMatchObject({ status: "agreed", agreedPriceMinor: pick.priceMinor, agreedTerms: pick.terms, quantity: 2 });
    const events = await listNegotiationEvents(handle.db, shop.shopId, id);
    expect(events.filter((e) => e.eventType === "negotiation.switched").map((e) => e.payload)).toEqual([
      expect.objectContaining({ switchNumber: 1, optionId: first.id, agreedPriceMinor: first.priceMinor, agreedTerms: first.terms, previousPriceMinor: agreed.priceMinor }),
      expect.objectContaining({ switchNumber: 2, optionId: pick.id, agreedPriceMinor: pick.priceMinor, agreedTerms: pick.terms, previousPriceMinor: first.priceMinor }),
    ]);
    // The shop's acceptance event carries no switches as offer options.
    for (const e of events.filter((e) => e.eventType === "round.decided")) expect((e.payload as any).action === "accept" ? (e.payload as any).options : undefined).toBeUndefined();

    // The knowledge graph: the deal's agreed terms, as switched.
    const graph = createPostgresGraph(handle.db);
    const neighbourhood = await eventually(
      () => graph.counterparty(shop.shopId, deal!.buyerId),
      (n) => n?.deals.some((d) => d.dealId === id && d.agreedPriceMinor === pick.priceMinor) === true,
    );
    expect(neighbourhood!.deals.find((d) => d.dealId === id)).toMatchObject({ status: "agreed", agreedPriceMinor: pick.priceMinor, agreedTerms: pick.terms });

    // Webhooks: the agreement, then one negotiation.switched per switch (the last carrying the deal as it stands).
    const deliveries = await eventually(
      () => received(hook),
      (r) => r.map((d) => JSON.parse(d.body)).some((b) => b.type === "negotiation.switched" && b.data.switchesTaken === 2),
    );
    const switched = deliveries.map((d) => JSON.parse(d.body)).filter((b) => b.type === "negotiation.switched");
    expect(switched.at(-1)).toMatchObject({ data: { negotiationId: id, agreedPriceMinor: pick.priceMinor, agreedTerms: pick.terms, switchesTaken: 2, quantity: 2 } });

    // The buyer's memory of the product: the switched deal, to resume from.
    const account = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(buyerAccountName(shop.shopId, { buyerId: deal!.buyerId, kind: "registered" })));
    const memory = () =>
      runInDurableObject<BuyerAccount, any>(account, (_a, state) => JSON.parse(state.storage.sql.exec<{ memory: string }>("SELECT memory FROM product_memory WHERE product_id = ?", shop.productId).one().memory ?? "null"));
    const remembered = await eventually(memory, (m) => m?.shopOfferMinor === pick.priceMinor);
    expect(remembered).toMatchObject({ shopOfferMinor: pick.priceMinor, package: { shopTerms: pick.terms } });
  });

  it("the same Idempotency-Key replays a switch and takes nothing twice; another body under it is 422", async () => {
    const shop = await packageShop("Switch replay");
    const deal = await dealWithSwitches(shop, "replayer");
    expect(deal).not.toBeNull();
    const { negotiationId: id, token } = deal!;
    const [one, two] = deal!.answer.body.agreement.switches;
    const h = { "idempotency-key": "switch-1" };
    const first = await switchTo(id, token, { optionId: one.id }, h);
    expect(first.status).toBe(200);
    const state = (await view(id, token)).body;
    const replay = await switchTo(id, token, { optionId: one.id }, h);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    if (two) expectProblem(await switchTo(id, token, { optionId: two.id }, h), 422, "idempotency-key-reused");
    expect((await view(id, token)).body).toEqual(state);
  });

  it("bad, unknown and malformed ids are a 400 naming optionId; a negotiation not agreed is a 409; nothing changes", async () => {
    const shop = await packageShop("Switch refusals");
    const deal = await dealWithSwitches(shop, "refused");
    expect(deal).not.toBeNull();
    const { negotiationId: id, token } = deal!;
    const before = (await view(id, token)).body;
    for (const optionId of ["r9s9-9", "r1o1", "nope", "r1s1-1x"]) {
      const res = await switchTo(id, token, { optionId });
      expectProblem(res, 400, "validation-failed");
      expect(res.body.errors, optionId).toEqual([expect.objectContaining({ path: "optionId", pointer: "/optionId" })]);
    }
    for (const body of [{}, { optionId: "" }, { optionId: 7 }, { optionId: "r1s1-1", extra: true }, { optionId: "x".repeat(33) }]) {
      expectProblem(await switchTo(id, token, body), 400, "validation-failed");
    }
    expectProblem(await api("POST", `/v1/negotiations/${id}/switch`, { token }).then(seen), 400, "validation-failed");
    expectProblem(await api("POST", `/v1/negotiations/${id}/switch`, { token: "ngt_wrong", body: { optionId: before.agreement.switches[0].id } }), 401, "unauthorized");
    expect((await view(id, token)).body).toEqual(before);

    // An open negotiation: nothing agreed yet (409); after withdrawing, closed (409).
    const open = await opened(shop.shopId, shop.productId);
    const openBefore = (await view(open.negotiationId, open.token)).body;
    const notYet = await switchTo(open.negotiationId, open.token, { optionId: "r1s1-1" });
    expectProblem(notYet, 409, "conflict");
    expect(notYet.body.negotiationStatus).toBe("open");
    expect((await view(open.negotiationId, open.token)).body).toEqual(openBefore);
    await api("POST", `/v1/negotiations/${open.negotiationId}/withdraw`, { token: open.token });
    const closed = await switchTo(open.negotiationId, open.token, { optionId: "r1s1-1" });
    expectProblem(closed, 409, "negotiation-closed");
    expect(closed.body.negotiationStatus).toBe("withdrawn");
  });

  it("switches on a price-only product are a 400 naming optionId, open or agreed, and its agreement has none", async () => {
    const shop = await createShop("Price-only switches");
    await putProduct(shop, "kettle");
    const n = await opened(shop.shopId, "kettle");
    const before = (await view(n.negotiationId, n.token)).body;
    const res = await switchTo(n.negotiationId, n.token, { optionId: "r1s1-1" });
    expectProblem(res, 400, "validation-failed");
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "optionId", message: expect.stringContaining("price only") })]);
    expect((await view(n.negotiationId, n.token)).body).toEqual(before);
    const done = seen(await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token }));
    expect(Object.keys(done.body.agreement).sort()).toEqual(["agreedAt", "currency", "priceMinor", "totalMinor"]);
    const agreed = (await view(n.negotiationId, n.token)).body;
    expectProblem(await switchTo(n.negotiationId, n.token, { optionId: "r1s1-1" }), 400, "validation-failed");
    expect((await view(n.negotiationId, n.token)).body).toEqual(agreed);
    for (const line of agreed.history) expect(Object.keys(line).sort()).toEqual(["at", "kind", "party", "priceMinor", "reasons", "round", "seq"]);
  });

  it("switches lapse a day after the agreement: none shown, taking one is a 409, the deal stands", async () => {
    const shop = await packageShop("Switch lapse");
    const deal = await dealWithSwitches(shop, "late");
    expect(deal).not.toBeNull();
    const { negotiationId: id, token } = deal!;
    const offered = deal!.answer.body.agreement.switches;
    // A day passes: the agreement's time moves a day (and a minute) into the past.
    const stub = env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.idFromString(id));
    await runInDurableObject<NegotiationRoom, void>(stub, (_room, state) => {
      state.storage.sql.exec("UPDATE negotiation SET closed_at = closed_at - ?", SWITCH_WINDOW_MS + 60_000);
    });
    const before = (await view(id, token)).body;
    expect(before.agreement.switches).toBeUndefined();
    expect(before.agreement.switchesUntil).toBeUndefined();
    const late = await switchTo(id, token, { optionId: offered[0].id });
    expectProblem(late, 409, "conflict");
    expect(Date.parse(late.body.switchesLapsedAt)).toBe(Date.parse(before.agreement.agreedAt) + SWITCH_WINDOW_MS);
    expect((await view(id, token)).body).toEqual(before);
  });

  it("switches the shop's policies would not let through as deals are never offered", async () => {
    const shop = await packageShop("Switch governance");
    // Payment on delivery (0 days) needs the owner's sign-off, deals only.
    const policy = `version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: review-cash-on-delivery
    when: offer.action == "accept" && terms.payment_days == 0.0
    action: ESCALATE
    escalation: { to: owner, timeoutSeconds: 3600, onTimeout: reject }
`;
    expect((await putPolicies(shop, policy)).status).toBe(201);
    let checked = 0;
    for (let i = 0; i < OWN_PACKAGES.length && checked === 0; i++) {
      const deal = await dealWithSwitches(shop, `governed-${i}`);
      if (!deal) break;
      const audit = await api("GET", `/v1/negotiations/${deal.negotiationId}/audit`, { token: shop.adminKey });
      const outcome = audit.body.entries.find((e: any) => e.kind === "outcome").data;
      for (const s of deal.answer.body.agreement.switches) expect(s.terms["payment-days"]).not.toBe(0);
      if (outcome.switchesWithheld) {
        expect(outcome.switchesWithheld).toEqual(expect.arrayContaining([expect.objectContaining({ outcome: "ESCALATE", policies: ["review-cash-on-delivery"] })]));
        // Withheld: not in the agreement, not takeable.
        for (const w of outcome.switchesWithheld) expectProblem(await switchTo(deal.negotiationId, deal.token, { optionId: w.id }), 400, "validation-failed");
        checked += 1;
      }
    }
    expect(checked, "a switch to payment on delivery was withheld").toBe(1);
  });
});

async function mcp(key: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL("https://parley.test/mcp"), {
    fetch: (url: string | URL, init?: RequestInit) => exports.default.fetch(new Request(url, init)),
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  const client = new Client({ name: "switch-agent", version: "1.0.0" }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function tool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult & { structuredContent: any }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult & { structuredContent: any };
  buyerAnswers.push(result);
  return result;
}

describe("switches of a package agreement over MCP", () => {
  it("switch_agreement takes a switch the agreement offers, refuses one it does not, and is listed with the tools", async () => {
    const shop = await packageShop("MCP switches");
    // One product per try: a buyer has one open negotiation per product, and a deal resumes on the same product.
    for (let i = 0; i < OWN_PACKAGES.length; i++) {
      const copy = await api("PUT", `/v1/shops/${shop.shopId}/products/server-${i}`, {
        token: shop.adminKey,
        body: { name: "Rack server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 12, terms: TERMS, valuation: VALUATION },
      });
      expect(copy.status).toBe(201);
    }
    const key = await buyerKey(shop.shopId, "mcp-switcher");
    const client = await mcp(key);
    const tools = await client.listTools();
    expect(tools.tools.find((t) => t.name === "switch_agreement")?.description).toContain("switch");
    let agreement: any = null;
    let negotiationId = "";
    for (const [priceMinor, terms] of OWN_PACKAGES) {
      const opening = await tool(client, "open_negotiation", { productId: `server-${OWN_PACKAGES.findIndex(([p]) => p === priceMinor)}`, quantity: 1 });
      expect(opening.isError, JSON.stringify(opening)).toBeFalsy();
      negotiationId = opening.structuredContent.negotiation.negotiationId;
      const bid = await tool(client, "make_offer", { negotiationId, priceMinor, terms });
      expect(bid.isError, JSON.stringify(bid)).toBeFalsy();
      const n = bid.structuredContent.negotiation;
      if (n.status === "agreed" && n.agreement.switches) {
        agreement = n.agreement;
        expect((bid.content[0] as { text: string }).text).toContain(n.agreement.switches[0].id);
        break;
      }
    }
    expect(agreement, "the shop took a buyer's own package with switches").not.toBeNull();
    const wrong = await tool(client, "switch_agreement", { negotiationId, optionId: "r9s9-9" });
    expect(wrong.isError).toBe(true);
    expect(wrong.structuredContent.problem).toMatchObject({ type: "/problems/validation-failed", errors: [expect.objectContaining({ path: "optionId" })] });
    const pick = agreement.switches[0];
    const taken = await tool(client, "switch_agreement", { negotiationId, optionId: pick.id });
    expect(taken.isError, JSON.stringify(taken)).toBeFalsy();
    expect(taken.structuredContent.negotiation).toMatchObject({ status: "agreed", agreement: { priceMinor: pick.priceMinor, terms: pick.terms } });
    const state = await tool(client, "get_negotiation", { negotiationId });
    expect(state.structuredContent.negotiation.history.at(-1)).toMatchObject({ party: "buyer", kind: "switch", priceMinor: pick.priceMinor, terms: pick.terms });
  });
});

describe("what a buyer reads of switches", () => {
  it("never carries the owner's valuation, weights, reservation, utilities or withheld switches", () => {
    expect(buyerAnswers.length).toBeGreaterThan(20);
    const text = JSON.stringify(buyerAnswers);
    expect(text).toContain("switches");
    expect(privateIn(text, ["switchesWithheld"]), "what a buyer read carries these private words or numbers").toEqual([]);
    expect(FLOOR_AS_NUMBER.test(text), "a buyer's answer contains the floor").toBe(false);
  });
});
