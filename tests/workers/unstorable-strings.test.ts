import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countContracts, createDb } from "../../memory";
import { api, createShop, expectProblem } from "./api-client";
import { BODY_ROUTES, contractDocument, makeWorld, probeAll, send, type World } from "./route-catalog";

/**
 * Postgres cannot store NUL, nor a string holding half a surrogate pair: such input is refused at the edge,
 * wherever it sits in a body (values and keys, at any depth), in a path or in a query, with a 400 naming it,
 * before any Durable Object or queue sees it.
 */
const NUL = "\u0000";
const HIGH = "\ud800";
const LOW = "\udc00";

/** Injections into a route's valid body, and the JSON pointer each must be refused at. */
const INJECTIONS: Array<[string, (valid: Record<string, unknown>) => unknown, string]> = [
  ["NUL in a nested value", (v) => ({ ...v, meta: { list: ["fine", `x${NUL}y`] } }), "/meta/list/1"],
  ["NUL in a nested key", (v) => ({ ...v, meta: { [`k${NUL}`]: 1 } }), `/meta/k${NUL}`],
  ["a lone high surrogate in a value", (v) => ({ ...v, deep: [[{ s: `a${HIGH}` }]] }), "/deep/0/0/s"],
  ["a lone low surrogate in a key", (v) => ({ [`${LOW}key`]: true, ...v }), `/${LOW}key`],
  ["a reversed surrogate pair", (v) => ({ ...v, r: `${LOW}${HIGH}` }), "/r"],
  ["NUL in a key holding / and ~", (v) => ({ ...v, [`a/b~${NUL}`]: 0 }), `/a~1b~0${NUL}`],
];

describe("strings Postgres cannot store, in any body", () => {
  let w: World;
  let baseline: Map<string, unknown>;
  beforeAll(async () => {
    w = await makeWorld();
    baseline = await probeAll(w);
  }, 60_000);

  const cases = BODY_ROUTES.flatMap((route) => INJECTIONS.map(([name, inject, pointer]) => [route.name, name, route, inject, pointer] as const));
  it.each(cases)("%s: %s → 400 naming the field, nothing changed", async (_route, _name, route, inject, pointer) => {
    const body = JSON.stringify(inject(route.valid(w) as Record<string, unknown>));
    const res = await send(route.method, route.path(w), { headers: { authorization: `Bearer ${route.token(w)}`, "content-type": "application/json" }, body });
    expect(res.status, res.text).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.json.type).toBe("/problems/validation-failed");
    // Compared as JSON text: a lone surrogate in a failure message would break the test runner's own channel.
    expect(JSON.stringify(res.json.errors?.map((e: { pointer?: string }) => e.pointer))).toBe(JSON.stringify([pointer]));
    // The detail names the field with the character escaped, so the message itself prints cleanly.
    expect(res.json.detail).not.toMatch(/[\u0000\ud800-\udfff]/);
    expect(res.json.detail).toMatch(/NUL|unpaired surrogate/);
    expect(await route.probe(w)).toEqual(baseline.get(route.name));
  });

  it("well-formed text, emoji and escapes included, is stored as sent", async () => {
    const name = "Caf\u00e9 \ud83d\ude00 \u2603 \\u0000 literally";
    const res = await send("PUT", `/v1/shops/${w.shop.shopId}/products/emoji`, {
      headers: { authorization: `Bearer ${w.shop.adminKey}`, "content-type": "application/json" },
      body: JSON.stringify({ name, currency: "EUR", anchorMinor: 100, floorMinor: 50 }),
    });
    expect(res.status, res.text).toBe(201);
    expect((await api("GET", `/v1/shops/${w.shop.shopId}/products/emoji`, { token: w.shop.adminKey })).body.name).toBe(name);
  });

  it("a buyer name with NUL is refused by the same check, before the schema's own rule", async () => {
    const res = await api("PUT", `/v1/shops/${w.shop.shopId}/buyers/${w.buyerId}`, { token: w.shop.adminKey, body: { name: `evil${NUL}` } });
    expectProblem(res, 400, "validation-failed");
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "name", pointer: "/name" })]);
  });
});

describe("a contract whose documentId holds NUL", () => {
  const handle = createDb(env.DATABASE_URL, { max: 1 });
  afterAll(() => handle.close());

  it("is refused with its pointer and never reaches the ingestion queue", async () => {
    const shop = await createShop();
    const path = `/v1/shops/${shop.shopId}/contracts`;
    const bad = await api("POST", path, { token: shop.adminKey, body: { documents: [contractDocument("ok-1"), contractDocument(`poison${NUL}`)] } });
    expectProblem(bad, 400, "validation-failed");
    expect(bad.body.errors).toEqual([expect.objectContaining({ pointer: "/documents/1/documentId" })]);
    const lone = await api("POST", path, { token: shop.adminKey, body: { documents: [contractDocument("ok-2", { title: `half ${HIGH} pair` })] } });
    expectProblem(lone, 400, "validation-failed");
    expect(lone.body.errors).toEqual([expect.objectContaining({ pointer: "/documents/0/title" })]);

    // A good upload after them is ingested alone, and nothing was dead-lettered.
    const good = await api("POST", path, { token: shop.adminKey, body: { documents: [contractDocument("good")] } });
    expect(good.status).toBe(202);
    const deadline = Date.now() + 20_000;
    while ((await countContracts(handle.db, shop.shopId)) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await countContracts(handle.db, shop.shopId)).toBe(1);
    const letters = await api("GET", `/v1/shops/${shop.shopId}/dead-letters?status=all`, { token: shop.adminKey });
    expect(letters.status).toBe(200);
    expect(letters.body.items).toEqual([]);
  });
});

describe("strings Postgres cannot store, in the URL and in headers", () => {
  let w: World;
  beforeAll(async () => {
    w = await makeWorld();
  }, 60_000);

  it("a buyer id with NUL in the path is refused; no buyer is registered", async () => {
    const res = await api("PUT", `/v1/shops/${w.shop.shopId}/buyers/bad%00buyer`, { token: w.shop.adminKey, body: { name: "x" } });
    expectProblem(res, 400, "validation-failed");
    expectProblem(await api("GET", `/v1/shops/${w.shop.shopId}/buyers/bad%00buyer`, { token: w.shop.adminKey }), 400, "validation-failed");
    expectProblem(await api("GET", `/v1/shops/${w.shop.shopId}/buyers/badbuyer`, { token: w.shop.adminKey }), 404, "not-found");
  });

  it("a path parameter the schema lets through (a key id) is refused by name", async () => {
    const before = await api("GET", `/v1/shops/${w.shop.shopId}/buyers/${w.buyerId}`, { token: w.shop.adminKey });
    const res = await api("DELETE", `/v1/shops/${w.shop.shopId}/buyers/${w.buyerId}/keys/bk_%00`, { token: w.shop.adminKey });
    expectProblem(res, 400, "validation-failed");
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "keyId" })]);
    expect((await api("GET", `/v1/shops/${w.shop.shopId}/buyers/${w.buyerId}`, { token: w.shop.adminKey })).body).toEqual(before.body);
  });

  it("a query value with NUL is refused by name (it would be handed to Postgres and the embedder)", async () => {
    const res = await api("GET", `/v1/shops/${w.shop.shopId}/precedents?q=espresso%00machines`, { token: w.shop.adminKey });
    expectProblem(res, 400, "validation-failed");
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "q" })]);
    const cursor = await api("GET", `/v1/shops/${w.shop.shopId}/negotiations?cursor=%00`, { token: w.shop.adminKey });
    expectProblem(cursor, 400, "validation-failed");
  });

  it("encoded lone surrogates in a URL stay encoded (they are not UTF-8), so they cannot arrive decoded", async () => {
    const res = await api("GET", `/v1/shops/${w.shop.shopId}/precedents?q=${"%ED%A0%80"}`, { token: w.shop.adminKey });
    expect(res.status).toBeLessThan(500);
  });

  it("headers cannot carry NUL or a lone surrogate to the worker, and Idempotency-Key is visible ASCII only", async () => {
    // The runtime refuses NUL in a header value; a lone surrogate leaves as bytes that are not UTF-8 and arrives
    // as U+FFFD (seen here through the 415 detail, which quotes the Content-Type it got).
    expect(() => new Headers({ "idempotency-key": `a${NUL}b` })).toThrow();
    const odd = await send("POST", "/v1/shops", { headers: { "content-type": `text/${HIGH}x` }, body: "{}" });
    expect(odd.status).toBe(415);
    expect(odd.json.detail).toContain("\ufffd");
    expect(odd.json.detail).not.toMatch(/[\ud800-\udfff]/);
    const res = await api("POST", `/v1/negotiations/${w.negotiation.negotiationId}/offers`, {
      token: w.negotiation.token,
      body: { priceMinor: 9_500 },
      headers: { "idempotency-key": "caf\u00e9" },
    });
    expectProblem(res, 400, "invalid-idempotency-key");
  });
});
