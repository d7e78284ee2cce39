import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createParleyClient, ParleyProblemError, type RoundResult } from "../../client";
import { negotiate, type RoundLog } from "../../client/example-buyer-agent";
import committedDocument from "../../client/openapi.json";
import { api, buyerKey, createShop, putProduct } from "./api-client";

/** The typed client, talking to the worker under test. */
function client(fetch: (request: Request) => Promise<Response> = (request) => exports.default.fetch(request)) {
  return createParleyClient({ baseUrl: "https://parley.test", fetch });
}

/**
 * A shop whose product cannot trip the default policies' reviews: orders of a few units (the default holds more
 * than 100 units, or a new buyer's order worth more than ten units at list price), at most 15% off list.
 */
async function shop() {
  const created = await createShop("Typed client shop");
  await putProduct(created, "widget", { name: "Widget", currency: "EUR", anchorMinor: 10_000, floorMinor: 8_500 });
  return created;
}

describe("the typed client (client/)", () => {
  it("was generated from the OpenAPI document this worker serves", async () => {
    const res = await api("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body, "GET /openapi.json differs from client/openapi.json: run `npm run client:generate` and commit client/").toEqual(committedDocument);
  });

  it("the example buyer agent negotiates to agreement: opens at 60% of list, concedes toward its budget, never above it", async () => {
    const { shopId, adminKey } = await shop();
    const key = await buyerKey(shopId, "typed-client-agent");
    const rounds: RoundLog[] = [];
    const outcome = await negotiate(client(), { shopId, productId: "widget", buyerKey: key, budgetMinor: 9_500, onRound: (r) => rounds.push(r) });

    expect(outcome.status).toBe("agreed");
    expect(outcome.listPriceMinor).toBe(10_000);
    expect(outcome.agreement!.priceMinor).toBeGreaterThanOrEqual(8_500);
    expect(outcome.agreement!.priceMinor).toBeLessThanOrEqual(9_500);
    expect(outcome.agreement!.totalMinor).toBe(outcome.agreement!.priceMinor);
    expect(outcome.rounds).toEqual(rounds);
    expect(rounds[0]).toMatchObject({ move: "open", bidMinor: 6_000 });
    const bids = rounds.flatMap((r) => (r.bidMinor === undefined ? [] : [r.bidMinor]));
    expect(bids).toEqual([...bids].sort((a, b) => a - b));
    expect(Math.max(...bids)).toBeLessThanOrEqual(9_500);
    expect(rounds.at(-1)!.result.status).toBe("agreed");

    // The shop's own view agrees: one agreed negotiation, at that price.
    const view = await api("GET", `/v1/negotiations/${outcome.negotiationId}`, { token: adminKey });
    expect(view.body).toMatchObject({ status: "agreed", agreement: { priceMinor: outcome.agreement!.priceMinor } });
  });

  it("carries the negotiation's token: offer, get, withdraw", async () => {
    const { shopId } = await shop();
    const parley = client();
    const opened = await parley.openNegotiation(shopId, { productId: "widget", quantity: 3 }, { buyerKey: await buyerKey(shopId, "typed-client-rounds") });
    expect(opened.token).toMatch(/^ngt_/);
    expect(opened).toMatchObject({ status: "open", round: 0, quantity: 3, shopOffer: { priceMinor: 10_000, totalMinor: 30_000 } });
    const round: RoundResult = await parley.offer(opened, 7_000);
    expect(round.round).toBe(1);
    const view = await parley.get(opened);
    expect(view.history.map((h) => [h.party, h.kind])).toContainEqual(["buyer", "counter"]);
    expect((await parley.withdraw(opened)).status).toBe("withdrawn");
    const closed = await parley.offer(opened, 9_000).catch((e: unknown) => e);
    expect(closed).toBeInstanceOf(ParleyProblemError);
    expect((closed as ParleyProblemError).status).toBe(409);
  });

  it("a bad offer (a negative price) surfaces as a ParleyProblemError: validation-failed, nothing played", async () => {
    const { shopId } = await shop();
    const parley = client();
    const opened = await parley.openNegotiation(shopId, { productId: "widget", quantity: 1 }, { buyerKey: await buyerKey(shopId, "typed-client-bad") });
    const error = await parley.offer(opened, -500).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParleyProblemError);
    const problem = error as ParleyProblemError;
    expect(problem.type).toMatch(/\/validation-failed$/);
    expect(problem.status).toBe(400);
    expect(problem.title).toEqual(expect.any(String));
    expect(problem.detail).toEqual(expect.any(String));
    expect((await parley.get(opened)).round).toBe(0);
  });

  it("an open whose answer is lost is sent again with the same Idempotency-Key: one negotiation, its token replayed", async () => {
    const { shopId } = await shop();
    const sent: Array<{ key: string | null; replayed: string | null }> = [];
    let lose = true;
    const flaky = client(async (request) => {
      const response = await exports.default.fetch(request);
      sent.push({ key: request.headers.get("idempotency-key"), replayed: response.headers.get("idempotent-replayed") });
      if (lose && request.method === "POST") {
        lose = false;
        throw new TypeError("network connection lost"); // the server opened it; the answer never arrived
      }
      return response;
    });
    const opened = await flaky.openNegotiation(shopId, { productId: "widget", quantity: 1 }, { buyerKey: await buyerKey(shopId, "typed-client-retry") });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toBeTruthy();
    expect(sent[1]).toEqual({ key: sent[0]!.key, replayed: "true" });
    // The replayed token works: the negotiation is the one the lost answer opened.
    expect((await flaky.offer(opened, 8_000)).round).toBe(1);
  });
});
