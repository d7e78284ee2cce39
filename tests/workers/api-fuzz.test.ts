import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { opened } from "./api-client";
import { BODY_ROUTES, makeWorld, PLAIN_ROUTES, problemIssue, send, type PlainRoute, type RawResponse, type World } from "./route-catalog";

/**
 * A property-based fuzzer over every route a buyer or a shop admin can call: arbitrary bodies (JSON, text,
 * bytes, near-valid bodies with one field broken, NUL and lone surrogates anywhere), arbitrary Content-Types
 * and Idempotency-Keys, odd credentials, odd path and query parameters. Whatever arrives:
 *  - the status is never 5xx;
 *  - every 4xx is application/problem+json with a stable type, a title and the same status;
 *  - a refused request changes nothing: the state the route could touch reads back the same.
 */
const NUM_RUNS = 600;

// Characters: any code point, with NUL and lone surrogates (fast-check's own units never make half a pair).
const char = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.constant("\u0000") },
);
const text = fc.string({ unit: char, maxLength: 24 });
const jsonValue = fc.jsonValue({ stringUnit: char, maxDepth: 3 });
/** Header values must be visible ASCII for the client to send them at all (the runtime refuses NUL, CR, LF). */
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 });

type Path = (string | number)[];
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
}

type Mutation = { op: "replace" | "delete" | "add-key"; at: number; value: unknown; key: string };
function mutate(valid: unknown, m: Mutation): unknown {
  const copy = structuredClone(valid) as Record<string | number, unknown>;
  const paths = pathsOf(copy);
  const path = paths[m.at % paths.length]!;
  if (path.length === 0) return m.op === "replace" ? m.value : m.op === "add-key" && typeof copy === "object" ? { ...copy, [m.key]: m.value } : copy;
  let parent: any = copy;
  for (const segment of path.slice(0, -1)) parent = parent[segment];
  const last = path[path.length - 1]!;
  if (m.op === "replace") parent[last] = m.value;
  else if (m.op === "delete") Array.isArray(parent) ? parent.splice(Number(last), 1) : delete parent[last];
  else if (parent[last] !== null && typeof parent[last] === "object" && !Array.isArray(parent[last])) parent[last][m.key] = m.value;
  else parent[m.key] = m.value;
  return copy;
}

const mutation = fc.record({ op: fc.constantFrom("replace" as const, "delete" as const, "add-key" as const), at: fc.nat(), value: jsonValue, key: text });

/** What a body may be: bytes are sent as they are; strings are sent UTF-8 encoded (a lone surrogate becomes U+FFFD). */
type Body = { kind: "none" } | { kind: "text"; text: string } | { kind: "bytes"; bytes: Uint8Array } | { kind: "near-valid"; mutation: Mutation };
const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom("", " ", "\n\t\r ", "{}", "[]", "null", "0", "-0", "1e999", '""', "true", "{", '{"a":1', "}", "[1,]", '{"a":1,}', "\ufeff{}", '{"__proto__":{"x":1}}', '{"constructor":{"prototype":1}}')
      .map((t) => ({ kind: "text" as const, text: t })),
  },
  { weight: 3, arbitrary: fc.json({ stringUnit: char, maxDepth: 4 }).map((t) => ({ kind: "text" as const, text: t })) },
  { weight: 1, arbitrary: text.map((t) => ({ kind: "text" as const, text: t })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 48 }).map((bytes) => ({ kind: "bytes" as const, bytes })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 6_000 }).map((n) => ({ kind: "text" as const, text: "[".repeat(n) + "]".repeat(n) })) },
  { weight: 6, arbitrary: mutation.map((m) => ({ kind: "near-valid" as const, mutation: m })) },
);

const contentType = fc.option(
  fc.oneof(
    { weight: 6, arbitrary: fc.constant("application/json") },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        "application/json; charset=utf-8",
        "APPLICATION/JSON",
        "application/problem+json",
        "application/json;charset=latin1",
        "application/jsonx",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=xyz",
        "text/plain",
        "text/json",
        "application/octet-stream",
        "*/*",
        "",
        ";",
        "application/",
      ),
    },
    { weight: 1, arbitrary: headerValue },
  ),
  { nil: undefined, freq: 8 },
);
const idempotencyKey = fc.option(fc.oneof(fc.uuid(), headerValue, fc.constant("x".repeat(256)), fc.constant("fuzz-key")), { nil: undefined, freq: 2 });
const credential = fc.constantFrom("right", "right", "right", "right", "right", "right", "none", "garbage", "other");
const extraHeaders = fc.option(
  fc.oneof(
    fc.record({ "signature-input": headerValue, signature: headerValue }),
    fc.record({ "content-encoding": fc.constantFrom("gzip", "br", "identity", "x") }),
    fc.record({ "x-fuzz": headerValue }),
  ),
  { nil: undefined },
);

const bodyRequest = fc.record({ kind: fc.constant("body" as const), route: fc.constantFrom(...BODY_ROUTES.filter((r) => r.caller !== "operator")), body, contentType, idempotencyKey, credential, extraHeaders });
const plainRequest = fc.record({
  kind: fc.constant("plain" as const),
  route: fc.constantFrom(...PLAIN_ROUTES),
  /** Replace one path parameter (by index) with an arbitrary string. */
  param: fc.option(fc.record({ at: fc.nat(), value: fc.oneof(text, fc.constant("\u0000"), fc.constant("..")) }), { nil: undefined }),
  query: fc.array(fc.tuple(fc.oneof(fc.constantFrom("status", "productId", "limit", "cursor", "q", "k", "kind", "ef", "queue", "category"), text), fc.oneof(text, fc.integer().map(String))), { maxLength: 3 }),
  /** Sent as is, after the path or in the query: malformed or odd percent-encoding. */
  raw: fc.option(fc.record({ inQuery: fc.boolean(), text: fc.constantFrom("%", "%E0%A4%A", "%ZZ", "%ED%A0%80", "%00", "%C0%80", "%FF", "%2F..%2F", "&&==", "?x=%") }), { nil: undefined, freq: 3 }),
  deleteBody: body,
  contentType,
  idempotencyKey,
  credential,
  extraHeaders,
});

/** encodeURIComponent, which throws on a lone surrogate: those are sent as U+FFFD. */
function encode(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));
}

/** Safe to put in an assertion message: JSON escapes every lone surrogate and control character. */
const shown = (value: unknown) => JSON.stringify(value, (_k, v) => (v instanceof Uint8Array ? `bytes[${Array.from(v).join(",")}]` : v));

describe("fuzzing every buyer and shop-admin route", () => {
  let w: World;
  let spare = 0;
  beforeAll(async () => {
    w = await makeWorld();
  }, 60_000);

  const tokenFor = (right: string, credential: string) =>
    credential === "right" ? right : credential === "none" ? undefined : credential === "garbage" ? "garbage token" : right === w.shop.adminKey ? w.negotiation.token : w.shop.adminKey;

  function headersFor(token: string | undefined, r: { contentType?: string | undefined; idempotencyKey?: string | undefined; extraHeaders?: Record<string, string> | undefined }) {
    const headers: Record<string, string> = { ...r.extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    if (r.contentType !== undefined) headers["content-type"] = r.contentType;
    if (r.idempotencyKey !== undefined) headers["idempotency-key"] = r.idempotencyKey;
    return headers;
  }

  function payload(b: Body, valid: unknown): string | Uint8Array | undefined {
    if (b.kind === "none") return undefined;
    if (b.kind === "text") return b.text;
    if (b.kind === "bytes") return b.bytes;
    return JSON.stringify(mutate(valid, b.mutation)) ?? "";
  }

  /** The state a DELETE could touch; GETs change nothing, so they need no probe. */
  const plainProbe = (route: PlainRoute) =>
    route.method === "DELETE" ? (BODY_ROUTES.find((r) => r.name === "POST /v1/shops/{shopId}/admin-keys")!.probe(w).then(async (keys) => [keys, await BODY_ROUTES.find((r) => r.name.startsWith("PUT /v1/shops/{shopId}/buyers"))!.probe(w)])) : Promise.resolve(null);

  /** After a success, wait until what it set off (a room reporting to the buyer's account and the shop) has landed. */
  async function settle(probe: () => Promise<unknown>): Promise<void> {
    let last = shown(await probe());
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 25));
      const now = shown(await probe());
      if (now === last) return;
      last = now;
    }
  }

  function check(res: RawResponse, sent: unknown, before: unknown, after: unknown): void {
    const where = `request ${shown(sent)} → ${res.status} ${shown(res.text.slice(0, 400))}`;
    if (res.status >= 500) throw new Error(`5xx: ${where}`);
    const issue = problemIssue(res);
    if (issue) throw new Error(`4xx that is not a proper problem (${issue}): ${where}`);
    if (res.status >= 400 && shown(after) !== shown(before)) throw new Error(`refused, yet the state changed: ${where}\nbefore ${shown(before)}\nafter ${shown(after)}`);
  }

  it(`never answers 5xx, answers every 4xx with problem+json, and changes nothing when it refuses (${NUM_RUNS} runs)`, async () => {
    const statuses = new Map<number, number>();
    const property = fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: bodyRequest }, { weight: 1, arbitrary: plainRequest }), async (r) => {
      if (r.kind === "body") {
        const route = r.route;
        const token = tokenFor(route.token(w), r.credential);
        const sent = { route: route.name, headers: headersFor(token, r), body: payload(r.body, route.valid(w)) };
        const before = await route.probe(w);
        const res = await send(route.method, route.path(w), { headers: sent.headers, ...(sent.body === undefined ? {} : { body: sent.body }) });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const after = res.status >= 400 ? await route.probe(w) : before;
        check(res, sent, before, after);
        if (res.status < 300) {
          await settle(() => route.probe(w));
          // Keep a negotiation open for the rounds that follow.
          if (route.name.includes("/accept") || route.name.includes("/withdraw")) {
            const next = await opened(w.shop.shopId, w.productId, { buyerId: `fuzz-spare-${++spare}` });
            w.negotiation = { negotiationId: next.negotiationId, token: next.token };
          }
        }
        return;
      }
      const route = r.route;
      const params = route.params(w);
      const names = Object.keys(params);
      if (r.param && names.length > 0) params[names[r.param.at % names.length]!] = r.param.value;
      let path = route.template.replace(/\{(\w+)\}/g, (_m, name: string) => encode(params[name] ?? ""));
      if (r.raw && !r.raw.inQuery) path += r.raw.text;
      const query = [...r.query.map(([k, v]) => `${encode(k)}=${encode(v)}`), ...(r.raw?.inQuery ? [`q=${r.raw.text}`] : [])];
      if (query.length > 0) path += `?${query.join("&")}`;
      const token = tokenFor(route.token(w), r.credential);
      const deleteBody = route.method === "DELETE" ? payload(r.deleteBody, {}) : undefined;
      const sent = { route: route.name, path, headers: headersFor(token, r), body: deleteBody };
      const before = await plainProbe(route);
      const res = await send(route.method, path, { headers: sent.headers, ...(deleteBody === undefined ? {} : { body: deleteBody }) });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const after = res.status >= 400 ? await plainProbe(route) : before;
      check(res, sent, before, after);
    });
    const started = Date.now();
    const result = await fc.check(property, { numRuns: NUM_RUNS, endOnFailure: true });
    const elapsed = Date.now() - started;
    console.log(`api fuzz: ${result.numRuns} runs in ${elapsed} ms, seed ${result.seed}; statuses ${shown(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
    if (result.failed) {
      const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      // Escaped, so a lone surrogate in the counterexample cannot break the test runner's channel.
      throw new Error(`fuzz failed (seed ${result.seed}, path ${result.counterexamplePath}): ${shown(error)}`);
    }
    expect(result.numRuns).toBe(NUM_RUNS);
  }, 90_000);
});
