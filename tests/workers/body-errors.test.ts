import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./api-client";
import { BODY_ROUTES, contractDocument, makeWorld, probeAll, problemIssue, samplePolicyContext, send, type BodyRoute, type World } from "./route-catalog";

/**
 * Every request-body error, on every route that takes a body, is a 4xx application/problem+json with a
 * stable type — never a 500 — and changes nothing: the state the route could touch reads back the same.
 */
interface BadBody {
  name: string;
  applies: (route: BodyRoute) => boolean;
  request: (route: BodyRoute, w: World) => { headers: Record<string, string>; body?: string | Uint8Array };
  status: number;
  type: string;
}

const JSON_TYPE = { "content-type": "application/json" };
const always = () => true;
const needsBody = (r: BodyRoute) => r.body === "required";
const json = (text: string) => () => ({ headers: JSON_TYPE, body: text });
const validText = (r: BodyRoute, w: World) => JSON.stringify(r.valid(w));

const BAD_BODIES: BadBody[] = [
  { name: "no body at all", applies: needsBody, request: () => ({ headers: {} }), status: 400, type: "validation-failed" },
  { name: "an empty body declared JSON", applies: needsBody, request: json(""), status: 400, type: "validation-failed" },
  { name: "a whitespace-only body", applies: needsBody, request: json(" \n\t\r "), status: 400, type: "validation-failed" },
  { name: "malformed JSON", applies: always, request: json('{"a": '), status: 400, type: "invalid-json" },
  { name: "JSON followed by garbage", applies: always, request: json("{} {}"), status: 400, type: "invalid-json" },
  { name: "a NaN literal", applies: always, request: json('{"n": NaN}'), status: 400, type: "invalid-json" },
  { name: "a JSON array", applies: always, request: json("[]"), status: 400, type: "validation-failed" },
  { name: "a JSON string", applies: always, request: json('"text"'), status: 400, type: "validation-failed" },
  { name: "JSON null", applies: always, request: json("null"), status: 400, type: "validation-failed" },
  { name: "a JSON number", applies: always, request: json("42"), status: 400, type: "validation-failed" },
  { name: "JSON true", applies: always, request: json("true"), status: 400, type: "validation-failed" },
  { name: "a valid body as text/plain", applies: always, request: (r, w) => ({ headers: { "content-type": "text/plain" }, body: validText(r, w) }), status: 415, type: "unsupported-media-type" },
  { name: "a valid body without Content-Type", applies: always, request: (r, w) => ({ headers: {}, body: validText(r, w) }), status: 415, type: "unsupported-media-type" },
  { name: "a form body", applies: always, request: () => ({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=x" }), status: 415, type: "unsupported-media-type" },
  {
    name: "a multipart body",
    applies: always,
    request: () => ({ headers: { "content-type": "multipart/form-data; boundary=b" }, body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n' }),
    status: 415,
    type: "unsupported-media-type",
  },
  { name: "a JSON-ish Content-Type that is not JSON", applies: always, request: (r, w) => ({ headers: { "content-type": "application/jsonx" }, body: validText(r, w) }), status: 415, type: "unsupported-media-type" },
  { name: "bytes that are not UTF-8", applies: always, request: () => ({ headers: JSON_TYPE, body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) }), status: 400, type: "invalid-json" },
  {
    name: "a body one byte over the limit",
    applies: always,
    request: (r) => ({ headers: JSON_TYPE, body: `{"pad":"${"x".repeat(r.limit - 9)}"}` }),
    status: 413,
    type: "payload-too-large",
  },
  {
    // Found by the fuzzer: 3,000 levels with an Idempotency-Key exhausted the stack hashing the body (a 500).
    name: "JSON nested deeper than 64 levels, with an Idempotency-Key",
    applies: always,
    request: () => ({ headers: { ...JSON_TYPE, "idempotency-key": "deep-1" }, body: `{"a":${"[".repeat(3_000)}${"]".repeat(3_000)}}` }),
    status: 400,
    type: "validation-failed",
  },
  {
    name: "an unknown field (the schema's own validation)",
    applies: always,
    request: (r, w) => ({ headers: JSON_TYPE, body: JSON.stringify({ ...(r.valid(w) as object), unexpectedField: 1 }) }),
    status: 400,
    type: "validation-failed",
  },
];

const CASES = BODY_ROUTES.flatMap((route) => BAD_BODIES.filter((bad) => bad.applies(route)).map((bad) => [route.name, bad.name, route, bad] as const));

describe("request-body errors on every route that takes a body", () => {
  let w: World;
  let baseline: Map<string, unknown>;
  beforeAll(async () => {
    w = await makeWorld();
    baseline = await probeAll(w);
  }, 60_000);

  it("the oversized case really is one byte over", () => {
    for (const route of BODY_ROUTES) expect(`{"pad":"${"x".repeat(route.limit - 9)}"}`.length).toBe(route.limit + 1);
  });

  it.each(CASES)("%s: %s → 4xx problem+json, nothing changed", async (_route, _case, route, bad) => {
    // Each bad request carries an Idempotency-Key too: a refused body must not claim it.
    const { headers, body } = bad.request(route, w);
    const res = await send(route.method, route.path(w), {
      headers: { authorization: `Bearer ${route.token(w)}`, "idempotency-key": `bad-body-${route.name}`.replace(/[^\x21-\x7e]/g, "_"), ...headers },
      ...(body === undefined ? {} : { body }),
    });
    expect(problemIssue(res), res.text).toBeNull();
    expect({ status: res.status, type: res.json?.type }, res.text).toEqual({ status: bad.status, type: `/problems/${bad.type}` });
    expect(typeof res.json.detail).toBe("string");
    expect(await route.probe(w)).toEqual(baseline.get(route.name));
  });

  it("a refused body leaves its Idempotency-Key unclaimed: the same key then creates a shop, fresh", async () => {
    const route = BODY_ROUTES.find((r) => r.name === "POST /v1/shops")!;
    const key = `bad-body-${route.name}`.replace(/[^\x21-\x7e]/g, "_");
    const res = await send("POST", "/v1/shops", { headers: { authorization: `Bearer ${route.token(w)}`, "idempotency-key": key, ...JSON_TYPE }, body: validText(route, w) });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("bodies that are fine", () => {
  let w: World;
  beforeAll(async () => {
    w = await makeWorld();
  }, 60_000);
  const dryRun = () => `/v1/shops/${w.shop.shopId}/policies/dry-run`;
  const body = JSON.stringify({ samples: [samplePolicyContext] });

  it.each([
    "application/json",
    "application/json; charset=utf-8",
    "Application/JSON",
    "application/json;charset=UTF-8",
    "application/problem+json",
    "application/vnd.parley.v1+json",
  ])("Content-Type %s is JSON", async (type) => {
    const res = await send("POST", dryRun(), { headers: { authorization: `Bearer ${w.shop.adminKey}`, "content-type": type }, body });
    expect(res.status, res.text).toBe(200);
  });

  it("a UTF-8 byte order mark and surrounding whitespace are allowed", async () => {
    const res = await send("POST", dryRun(), { headers: { authorization: `Bearer ${w.shop.adminKey}`, "content-type": "application/json" }, body: `\ufeff \n${body}\n ` });
    expect(res.status, res.text).toBe(200);
  });

  it("routes that take no body accept nothing, an empty body declared JSON, whitespace, or {}", async () => {
    const path = `/v1/shops/${w.shop.shopId}/buyers/${w.buyerId}/keys`;
    for (const [headers, payload] of [
      [{}, undefined],
      [JSON_TYPE, ""],
      [JSON_TYPE, "  \n"],
      [JSON_TYPE, "{}"],
      [{ "content-type": "text/plain" }, ""],
    ] as const) {
      const res = await send("POST", path, { headers: { authorization: `Bearer ${w.shop.adminKey}`, ...headers }, ...(payload === undefined ? {} : { body: payload }) });
      expect(res.status, `${JSON.stringify(headers)} ${JSON.stringify(payload)}: ${res.text}`).toBe(201);
    }
  });

  it("an optional body may be left out: a buyer registered with no body has no name", async () => {
    const res = await send("PUT", `/v1/shops/${w.shop.shopId}/buyers/no-body-buyer`, { headers: { authorization: `Bearer ${w.shop.adminKey}` } });
    expect(res.status, res.text).toBe(201);
    expect(res.json.name).toBeNull();
  });

  it("JSON nested half a million deep is a 400, and a NUL at its bottom is named without echoing the whole path", async () => {
    const path = `/v1/shops/${w.shop.shopId}/contracts`;
    const headers = { authorization: `Bearer ${w.shop.adminKey}`, "content-type": "application/json" };
    const deep = await send("POST", path, { headers, body: "[".repeat(500_000) + "]".repeat(500_000) });
    expect(deep.status, deep.text.slice(0, 300)).toBe(400);
    const poisoned = await send("POST", path, { headers, body: "[".repeat(500_000) + '"\\u0000"' + "]".repeat(500_000) });
    expect(poisoned.status).toBe(400);
    expect(poisoned.text.length).toBeLessThan(2_000);
    expect(poisoned.json.detail).toContain("500000 levels deep");
  });

  it("validation errors name each field by dotted path and by JSON pointer", async () => {
    const res = await api("POST", `/v1/shops/${w.shop.shopId}/contracts`, { token: w.shop.adminKey, body: { documents: [contractDocument("a", { text: "" })] } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "documents.0.text", pointer: "/documents/0/text" })]);
  });
});
