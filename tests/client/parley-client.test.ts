import { describe, expect, it } from "vitest";
import { createParleyClient, ParleyProblemError } from "../../client";

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const ROUND = {
  negotiationId: "a".repeat(64),
  shopId: "shp_1",
  productId: "widget",
  quantity: 1,
  currency: "EUR",
  status: "open",
  round: 1,
  maxRounds: 10,
  expiresAt: "2026-11-24T00:00:00.000Z",
  decision: { action: "counter", reasons: ["CONCESSION_APPLIED"] },
  shopOffer: { priceMinor: 9_500, totalMinor: 9_500, currency: "EUR", validUntil: "2026-11-24T00:00:00.000Z" },
  agreement: null,
  message: "We can do 95.00 EUR.",
};

/** A fake Parley: records what it was sent; `answer` decides, per attempt, to answer or to fail on the network. */
function fakeParley(answer: (seen: Seen, attempt: number) => Response | Error = () => json(200, ROUND)) {
  const seen: Seen[] = [];
  const fetch = async (request: Request) => {
    const entry = { method: request.method, url: request.url, headers: request.headers, body: await request.text() };
    seen.push(entry);
    const result = answer(entry, seen.length);
    if (result instanceof Error) throw result;
    return result;
  };
  return { seen, client: createParleyClient({ baseUrl: "https://parley.example/", fetch }) };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": status < 300 ? "application/json" : "application/problem+json", ...headers } });
}

const negotiation = { negotiationId: "a".repeat(64), token: `ngt_${"a".repeat(64)}_secret` };

describe("the typed client", () => {
  it("sends every POST with a fresh Idempotency-Key, the negotiation's token as bearer, and the body as JSON", async () => {
    const { seen, client } = fakeParley();
    await client.offer(negotiation, 9_000);
    await client.offer(negotiation, 9_100, { message: "final offer" });
    await client.accept(negotiation);
    await client.withdraw(negotiation);
    await client.get(negotiation);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `POST https://parley.example/v1/negotiations/${negotiation.negotiationId}/offers`,
      `POST https://parley.example/v1/negotiations/${negotiation.negotiationId}/offers`,
      `POST https://parley.example/v1/negotiations/${negotiation.negotiationId}/accept`,
      `POST https://parley.example/v1/negotiations/${negotiation.negotiationId}/withdraw`,
      `GET https://parley.example/v1/negotiations/${negotiation.negotiationId}`,
    ]);
    for (const s of seen) expect(s.headers.get("authorization")).toBe(`Bearer ${negotiation.token}`);
    const keys = seen.slice(0, 4).map((s) => s.headers.get("idempotency-key"));
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(4);
    expect(seen[4]!.headers.has("idempotency-key")).toBe(false);
    expect(JSON.parse(seen[0]!.body)).toEqual({ priceMinor: 9_000 });
    expect(JSON.parse(seen[1]!.body)).toEqual({ priceMinor: 9_100, message: "final offer" });
    expect(seen[2]!.body).toBe("");
  });

  it("opens with the buyer key as bearer, or with no credential at all for an anonymous buyer", async () => {
    const { seen, client } = fakeParley(() => json(201, { ...ROUND, round: 0, token: negotiation.token }));
    const opened = await client.openNegotiation("shp_1", { productId: "widget", quantity: 2, offer: { priceMinor: 6_000 } }, { buyerKey: "pbk_shp_1_b_secret" });
    expect(opened.token).toBe(negotiation.token);
    await client.openNegotiation("shp_1", { productId: "widget", quantity: 1 });
    expect(seen[0]!.url).toBe("https://parley.example/v1/shops/shp_1/negotiations");
    expect(seen[0]!.headers.get("authorization")).toBe("Bearer pbk_shp_1_b_secret");
    expect(JSON.parse(seen[0]!.body)).toEqual({ productId: "widget", quantity: 2, offer: { priceMinor: 6_000 } });
    expect(seen[1]!.headers.has("authorization")).toBe(false);
  });

  it("sends a POST that got no answer once more, with the same key and body", async () => {
    const { seen, client } = fakeParley((_, attempt) => (attempt === 1 ? new TypeError("fetch failed") : json(200, ROUND)));
    const result = await client.offer(negotiation, 9_000);
    expect(result.round).toBe(1);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get("idempotency-key")).toBe(seen[0]!.headers.get("idempotency-key"));
    expect(seen[1]!.body).toBe(seen[0]!.body);
  });

  it("tries only once more: a second network failure reaches the caller", async () => {
    const { seen, client } = fakeParley(() => new TypeError("fetch failed"));
    await expect(client.accept(negotiation)).rejects.toThrow("fetch failed");
    expect(seen).toHaveLength(2);
  });

  it("does not repeat a request the server answered, even with an error", async () => {
    const problem = { type: "/problems/internal-error", title: "Internal error", status: 500, detail: "Something went wrong on our side." };
    const { seen, client } = fakeParley(() => json(500, problem));
    await expect(client.offer(negotiation, 9_000)).rejects.toBeInstanceOf(ParleyProblemError);
    expect(seen).toHaveLength(1);
  });

  it("turns a problem+json answer into a ParleyProblemError with its type, title, status, detail and Retry-After", async () => {
    const problem = {
      type: "/problems/validation-failed",
      title: "Validation failed",
      status: 400,
      detail: "priceMinor: Too small",
      instance: `/v1/negotiations/${negotiation.negotiationId}/offers`,
      errors: [{ path: "priceMinor", pointer: "/priceMinor", message: "Too small" }],
    };
    const { client } = fakeParley(() => json(400, problem));
    const error = await client.offer(negotiation, -1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParleyProblemError);
    const p = error as ParleyProblemError;
    expect([p.type, p.title, p.status, p.detail, p.instance, p.slug]).toEqual([problem.type, problem.title, 400, problem.detail, problem.instance, "validation-failed"]);
    expect(p.errors).toEqual(problem.errors);
    expect(p.retryAfterSeconds).toBeUndefined();

    const limited = fakeParley(() => json(429, { type: "/problems/rate-limited", title: "Too many requests", status: 429 }, { "retry-after": "30" }));
    const rateLimited = (await limited.client.catalog("shp_1").catch((e: unknown) => e)) as ParleyProblemError;
    expect([rateLimited.slug, rateLimited.status, rateLimited.retryAfterSeconds]).toEqual(["rate-limited", 429, 30]);
  });

  it("reports an answer that is not a problem document as about:blank with its status", async () => {
    const { client } = fakeParley(() => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway", headers: { "content-type": "text/html" } }));
    const error = (await client.get(negotiation).catch((e: unknown) => e)) as ParleyProblemError;
    expect(error).toBeInstanceOf(ParleyProblemError);
    expect([error.type, error.title, error.status, error.detail]).toEqual(["about:blank", "Bad Gateway", 502, "<html>Bad gateway</html>"]);
  });
});
