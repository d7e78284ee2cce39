/**
 * The contract API's refusals: every bad input is a 4xx problem+json that names the field and changes nothing —
 * a sample for a metric the contract lacks, a negative latency, a penalty beyond the shop's cap, an amendment too
 * soon, a caller who is not a party, a sample from a party that is not the reporter, an unknown contract — and the
 * shop's limits, list, idempotency and a multilateral contract one party declines.
 */
import { exports } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAgentKey, signRequest } from "../../workers/identity";
import { api, buyerKey, createShop, eventually, expectProblem, type ApiResponse } from "./api-client";

const SLA = [
  { id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 1_000, minSamples: 5 },
  { id: "availability", metric: "availability", statistic: "ratio", windowMin: 1, threshold: 0.99, minSamples: 5 },
];

function direct(shopId: string, extra: Record<string, unknown> = {}) {
  return {
    parties: [
      { agentId: `shop:${shopId}`, role: "provider" },
      { agentId: "buyer:client", role: "consumer" },
    ],
    currency: "EUR",
    priceMinor: 25_000,
    sla: SLA,
    stakeMinor: 5_000,
    durationMs: 3_600_000,
    ...extra,
  };
}

async function setup() {
  const shop = await createShop("Contract API shop");
  const client = await buyerKey(shop.shopId, "client");
  const stranger = await buyerKey(shop.shopId, "stranger");
  const create = (body: unknown, headers: Record<string, string> = {}) => api("POST", `/v1/shops/${shop.shopId}/service-contracts`, { token: shop.adminKey, body, headers });
  return { shop, client, stranger, create };
}

/** An active bilateral contract: the shop provides (and reports), the buyer "client" consumes. */
async function activeContract(s: Awaited<ReturnType<typeof setup>>) {
  const created = await s.create(direct(s.shop.shopId));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.contractId as string;
  await api("POST", `/v1/contracts/${id}/accept`, { token: s.shop.adminKey });
  const active = await api("POST", `/v1/contracts/${id}/accept`, { token: s.client });
  expect(active.body.status).toBe("active");
  return id;
}

function expectField(res: ApiResponse, status: number, type: string, pointer: string) {
  expectProblem(res, status, type);
  expect(res.body.errors?.map((e: any) => e.pointer)).toContain(pointer);
}

describe("contract API", () => {
  it("refuses bad samples naming the field, takes only the reporter's, and a refused batch id stays unused", async () => {
    const s = await setup();
    const id = await activeContract(s);
    const before = await api("GET", `/v1/contracts/${id}`, { token: s.client });
    const now = Date.now();
    const post = (token: string, samples: object[], batchId = "b1") => api("POST", `/v1/contracts/${id}/samples`, { token, body: { batchId, samples } });

    expectField(await post(s.shop.adminKey, [{ metric: "latency", at: now, value: 10 }, { metric: "throughput", at: now, value: 5 }]), 400, "validation-failed", "/samples/1/metric");
    expectField(await post(s.shop.adminKey, [{ metric: "latency", at: now, value: -3 }]), 400, "validation-failed", "/samples/0/value");
    expectField(await post(s.shop.adminKey, [{ metric: "availability", at: now, value: 0.5 }]), 400, "validation-failed", "/samples/0/value");
    expectProblem(await post(s.client, [{ metric: "latency", at: now, value: 10 }]), 403, "forbidden");
    expectProblem(await post(s.stranger, [{ metric: "latency", at: now, value: 10 }]), 403, "forbidden");

    // Nothing changed, and the batch id is still free.
    const after = await api("GET", `/v1/contracts/${id}`, { token: s.client });
    expect(after.body.sla).toEqual(before.body.sla);
    const good = await post(s.shop.adminKey, [{ metric: "latency", at: now, value: 10 }]);
    expect(good.status).toBe(202);
    expect(good.body).toMatchObject({ batchId: "b1", accepted: 1, duplicate: false });
    const again = await post(s.shop.adminKey, [{ metric: "latency", at: now, value: 10 }]);
    expect(again.body).toMatchObject({ batchId: "b1", accepted: 1, duplicate: true });
  });

  it("refuses a penalty beyond the shop's cap, naming it, and creates nothing", async () => {
    const s = await setup();
    const tooDear = await s.create(direct(s.shop.shopId, { sla: [{ ...SLA[0], penaltyMinor: 100_001 }] }));
    expectField(tooDear, 400, "validation-failed", "/sla/0/penaltyMinor");
    // A lower cap set by the shop binds the next contract.
    expectField(await api("PUT", `/v1/shops/${s.shop.shopId}/contract-limits`, { token: s.shop.adminKey, body: { maxPenaltyPerViolationMinor: -1 } }), 400, "validation-failed", "/maxPenaltyPerViolationMinor");
    expectField(await api("PUT", `/v1/shops/${s.shop.shopId}/contract-limits`, { token: s.shop.adminKey, body: { noSuchLimit: 1 } }), 400, "validation-failed", "/noSuchLimit");
    const set = await api("PUT", `/v1/shops/${s.shop.shopId}/contract-limits`, { token: s.shop.adminKey, body: { maxPenaltyPerViolationMinor: 500 } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ overrides: { maxPenaltyPerViolationMinor: 500 }, limits: { maxPenaltyPerViolationMinor: 500, maxParties: 16, graceMs: 5_000 } });
    expectField(await s.create(direct(s.shop.shopId)), 400, "validation-failed", "/sla/0/penaltyMinor");
    const list = await api("GET", `/v1/shops/${s.shop.shopId}/service-contracts`, { token: s.shop.adminKey });
    expect(list.body.items).toEqual([]);
  });

  it("refuses an amendment too soon after the last, and a caller that is not a party", async () => {
    const s = await setup();
    const id = await activeContract(s);
    const view = await api("GET", `/v1/contracts/${id}`, { token: s.client });
    const terms = { ...view.body.terms, stakeMinor: 6_000 };
    const proposed = await api("POST", `/v1/contracts/${id}/amendments`, { token: s.client, body: terms });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect((await api("POST", `/v1/contracts/${id}/amendments/reject`, { token: s.shop.adminKey })).body.amendment).toBeNull();
    expectProblem(await api("POST", `/v1/contracts/${id}/amendments`, { token: s.shop.adminKey, body: terms }), 409, "amendment-too-soon");

    expectProblem(await api("GET", `/v1/contracts/${id}`, { token: s.stranger }), 403, "forbidden");
    expectProblem(await api("POST", `/v1/contracts/${id}/accept`, { token: s.stranger }), 403, "forbidden");
    expectProblem(await api("GET", `/v1/contracts/${id}/audit`, { token: s.client }), 403, "forbidden");
    const after = await api("GET", `/v1/contracts/${id}`, { token: s.client });
    expect(after.body).toMatchObject({ status: "active", termsVersion: 1, amendment: null });
  });

  it("answers 404 for unknown contracts and another shop's, 401 without a credential", async () => {
    const s = await setup();
    const id = await activeContract(s);
    const other = await createShop("Other shop");
    expectProblem(await api("GET", `/v1/contracts/ctr_${"0".repeat(32)}`, { token: s.client }), 404, "not-found");
    expectProblem(await api("GET", "/v1/contracts/not-a-contract", { token: s.client }), 404, "not-found");
    expectProblem(await api("GET", `/v1/contracts/${id}`, { token: other.adminKey }), 404, "not-found");
    expectProblem(await api("GET", `/v1/contracts/${id}`), 401, "unauthorized");
    expectProblem(await api("POST", `/v1/contracts/${id}/accept`, { token: "pbk_nonsense" }), 401, "unauthorized");
  });

  it("proposes once per Idempotency-Key, refuses a negotiation that is not agreed, and lists the shop's contracts", async () => {
    const s = await setup();
    const key = { "idempotency-key": `k-${crypto.randomUUID()}` };
    const first = await s.create(direct(s.shop.shopId), key);
    const replay = await s.create(direct(s.shop.shopId), key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.contractId).toBe(first.body.contractId);
    expectProblem(await s.create(direct(s.shop.shopId, { priceMinor: 1 }), key), 422, "idempotency-key-reused");

    await api("PUT", `/v1/shops/${s.shop.shopId}/products/p`, { token: s.shop.adminKey, body: { name: "P", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000 } });
    const open = await api("POST", `/v1/shops/${s.shop.shopId}/negotiations`, { token: s.client, body: { productId: "p", quantity: 1 } });
    expectField(await s.create({ negotiationId: open.body.negotiationId, sla: SLA, durationMs: 60_000 }), 409, "conflict", "/negotiationId");
    expectField(await s.create({ negotiationId: "f".repeat(64), sla: SLA, durationMs: 60_000 }), 400, "validation-failed", "/negotiationId");

    const listed = await eventually(
      () => api("GET", `/v1/shops/${s.shop.shopId}/service-contracts?status=proposed`, { token: s.shop.adminKey }),
      (res) => res.body?.items?.length === 1,
    );
    expect(listed.body.items[0]).toMatchObject({ contractId: first.body.contractId, status: "proposed", priceMinor: 25_000, currency: "EUR" });
  });

  it("a multilateral contract one party declines is never active", async () => {
    const s = await setup();
    const second = await buyerKey(s.shop.shopId, "second");
    const created = await s.create(
      direct(s.shop.shopId, {
        kind: "multilateral",
        parties: [
          { agentId: `shop:${s.shop.shopId}`, role: "provider" },
          { agentId: "buyer:client", role: "consumer" },
          { agentId: "buyer:second", role: "consumer" },
        ],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.contractId;
    expect((await api("POST", `/v1/contracts/${id}/accept`, { token: s.shop.adminKey })).body.status).toBe("proposed");
    expect((await api("POST", `/v1/contracts/${id}/accept`, { token: s.client })).body.status).toBe("proposed");
    const declined = await api("POST", `/v1/contracts/${id}/decline`, { token: second, body: { reason: "too dear" } });
    expect(declined.body).toMatchObject({ status: "terminated", activatedAt: null });
    expect(declined.body.ledger.postings).toEqual([]);
    expectProblem(await api("POST", `/v1/contracts/${id}/accept`, { token: second }), 409, "contract-closed");
  });

  it("takes a party's RFC 9421 signature as its credential, and refuses a signature with an unknown key", async () => {
    const s = await setup();
    const created = await s.create(direct(s.shop.shopId));
    const id = created.body.contractId;
    const agent = await createAgentKey();
    expect((await api("POST", `/v1/shops/${s.shop.shopId}/buyers/client/public-keys`, { token: s.shop.adminKey, body: { jwk: agent.publicJwk } })).status).toBe(201);
    const signed = async (key: typeof agent, path: string) => {
      const headers = await signRequest({ method: "POST", url: `https://parley.test${path}`, headers: {} }, key, { created: Math.floor(Date.now() / 1000), nonce: crypto.randomUUID() });
      return api("POST", path, { headers: Object.fromEntries(headers) });
    };
    const accepted = await signed(agent, `/v1/contracts/${id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.acceptedBy).toEqual(["buyer:client"]);
    expectProblem(await signed(await createAgentKey(), `/v1/contracts/${id}/decline`), 401, "unauthorized");
    expect((await api("GET", `/v1/contracts/${id}`, { token: s.client })).body.status).toBe("proposed");
  });

  it("publishes its routes in the OpenAPI document", async () => {
    const doc = await api("GET", "/openapi.json");
    for (const path of [
      "/v1/shops/{shopId}/service-contracts",
      "/v1/shops/{shopId}/contract-limits",
      "/v1/contracts/{contractId}",
      "/v1/contracts/{contractId}/accept",
      "/v1/contracts/{contractId}/decline",
      "/v1/contracts/{contractId}/amendments",
      "/v1/contracts/{contractId}/amendments/accept",
      "/v1/contracts/{contractId}/amendments/reject",
      "/v1/contracts/{contractId}/samples",
      "/v1/contracts/{contractId}/terminate",
      "/v1/contracts/{contractId}/records",
      "/v1/contracts/{contractId}/audit",
      "/.well-known/parley-signing-keys",
    ]) {
      expect(doc.body.paths[path], path).toBeDefined();
    }
  });

  it("holds the shop's renegotiations under way at its maxConcurrentNegotiations: one more waits until one ends", async () => {
    const s = await setup();
    const limits = await api("PUT", `/v1/shops/${s.shop.shopId}/contract-limits`, { token: s.shop.adminKey, body: { maxConcurrentNegotiations: 2 } });
    expect(limits.status, JSON.stringify(limits.body)).toBe(200);
    const [a, b, c] = [await activeContract(s), await activeContract(s), await activeContract(s)];
    const amend = (id: string) => api("POST", `/v1/contracts/${id}/amendments`, { token: s.client, body: { ...direct(s.shop.shopId), parties: undefined, stakeMinor: 6_000 } });
    const openOnDesk = async (n: number) =>
      eventually(
        () => api("GET", `/v1/shops/${s.shop.shopId}/service-contracts`, { token: s.shop.adminKey }),
        (r) => r.body.items.filter((i: any) => i.amendmentOpen).length === n,
      );

    expect((await amend(a)).status).toBe(200);
    await openOnDesk(1);
    expect((await amend(b)).status).toBe(200); // the second: exactly at the limit
    await openOnDesk(2);
    const before = await api("GET", `/v1/contracts/${c}`, { token: s.client });
    const refused = await amend(c); // the third: one over
    expectProblem(refused, 409, "too-many-negotiations");
    expect((await api("GET", `/v1/contracts/${c}`, { token: s.client })).body.amendment).toEqual(before.body.amendment);

    // One renegotiation ends (adopted): the waiting one may start.
    expect((await api("POST", `/v1/contracts/${a}/amendments/accept`, { token: s.shop.adminKey })).body.amendment).toBeNull();
    await openOnDesk(1);
    expect((await amend(c)).status).toBe(200);
  });
});

/**
 * What a reporter or a party trying to game the contract would send: batches at and over the size limit, a batch id
 * reused with other samples, samples timestamped far from now, numbers JSON can only spell as overflows, and
 * amendments with absurd terms. Each is refused naming the field, or counted and not used, and the contract's
 * readings and books stay what honest samples make them.
 */
describe("contract API against an optimiser's inputs", () => {
  const MEAN_SLA = [
    { id: "latency-mean", metric: "latency", statistic: "mean", windowMin: 15, threshold: 200, minSamples: 1 },
    { id: "throughput", metric: "throughput", statistic: "rate", windowMin: 15, threshold: 0, minSamples: 1 },
  ];
  async function meanContract() {
    const s = await setup();
    const created = await s.create(direct(s.shop.shopId, { sla: MEAN_SLA }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.contractId as string;
    await api("POST", `/v1/contracts/${id}/accept`, { token: s.shop.adminKey });
    expect((await api("POST", `/v1/contracts/${id}/accept`, { token: s.client })).body.status).toBe("active");
    const post = (body: unknown) => api("POST", `/v1/contracts/${id}/samples`, { token: s.shop.adminKey, body });
    /** Raw JSON text, for numbers JSON.stringify cannot write (1e999 parses as Infinity). */
    const postRaw = (text: string) =>
      exports.default.fetch(
        new Request(`https://parley.test/v1/contracts/${id}/samples`, { method: "POST", headers: { authorization: `Bearer ${s.shop.adminKey}`, "content-type": "application/json" }, body: text }),
      );
    const targets = async () => (await api("GET", `/v1/contracts/${id}`, { token: s.client })).body.sla.targets.map((t: any) => ({ id: t.id, reading: t.reading, samples: t.samples }));
    return { s, id, post, postRaw, targets };
  }

  it("refuses a batch over 10,000 samples naming it, and takes one of exactly 10,000", async () => {
    const { post, targets } = await meanContract();
    const now = Date.now();
    const batch = (n: number) => Array.from({ length: n }, (_, i) => ({ metric: "latency", at: now - (i % 1000), value: 10 }));
    expectField(await post({ batchId: "over", samples: batch(10_001) }), 400, "validation-failed", "/samples");
    expect((await targets())[0].samples).toBe(0);
    const full = await post({ batchId: "full", samples: batch(10_000) });
    expect(full.status, JSON.stringify(full.body)).toBe(202);
    expect(full.body).toMatchObject({ accepted: 10_000, duplicate: false });
    expect((await targets())[0]).toEqual({ id: "latency-mean", reading: 10, samples: 10_000 });
  });

  it("a batch id reused with other samples is refused (422) and adds nothing; the same batch again is a repeat", async () => {
    const { post, targets } = await meanContract();
    const now = Date.now();
    const samples = [{ metric: "latency", at: now, value: 50 }];
    const first = await post({ batchId: "b", samples });
    expect(first.body).toMatchObject({ accepted: 1, duplicate: false });
    const other = await post({ batchId: "b", samples: [{ metric: "latency", at: now, value: 1 }, { metric: "latency", at: now, value: 1 }] });
    expectProblem(other, 422, "batch-id-reused");
    expect((await targets())[0]).toEqual({ id: "latency-mean", reading: 50, samples: 1 });
    const again = await post({ batchId: "b", samples });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ batchId: "b", accepted: 1, duplicate: true });
  });

  it("counts samples far in the past or future without using them, and refuses times that are not epoch ms", async () => {
    const { post, targets } = await meanContract();
    const now = Date.now();
    const receipt = await post({
      batchId: "times",
      samples: [
        { metric: "latency", at: 0, value: 1 },
        { metric: "latency", at: now - 16 * 60_000, value: 1 },
        { metric: "latency", at: Number.MAX_SAFE_INTEGER, value: 1 },
        { metric: "latency", at: now + 60_000, value: 1 },
        { metric: "latency", at: now, value: 30 },
      ],
    });
    expect(receipt.body).toMatchObject({ accepted: 1, late: 2, future: 2 });
    for (const at of [-1, 1.5, 1e300, Number.MAX_SAFE_INTEGER + 2]) {
      expectField(await post({ batchId: `at-${at}`, samples: [{ metric: "latency", at, value: 1 }] }), 400, "validation-failed", "/samples/0/at");
    }
    expect((await targets())[0]).toEqual({ id: "latency-mean", reading: 30, samples: 1 });
  });

  it("refuses overflowing numbers (1e999 is Infinity once parsed) and values no histogram or sum can hold, naming them", async () => {
    const { post, postRaw, targets } = await meanContract();
    const now = Date.now();
    const before = await targets();
    for (const raw of [
      `{"batchId":"inf","samples":[{"metric":"latency","at":${now},"value":1e999}]}`,
      `{"batchId":"ninf","samples":[{"metric":"throughput","at":${now},"value":-1e999}]}`,
    ]) {
      const res = await postRaw(raw);
      const body = (await res.json()) as any;
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(body.errors.map((e: any) => e.pointer)).toEqual(["/samples/0/value"]);
    }
    const atInfinity = await postRaw(`{"batchId":"at-inf","samples":[{"metric":"latency","at":1e999,"value":1}]}`);
    expect(atInfinity.status).toBe(400);
    // Finite in JSON, yet its sum in a window would overflow to Infinity (and to NaN once it slid out): refused.
    expectField(await post({ batchId: "huge-latency", samples: [{ metric: "latency", at: now, value: 1e308 }] }), 400, "validation-failed", "/samples/0/value");
    expectField(await post({ batchId: "huge-latency-2", samples: [{ metric: "latency", at: now, value: 3_600_001 }] }), 400, "validation-failed", "/samples/0/value");
    expectField(await post({ batchId: "huge-throughput", samples: [{ metric: "throughput", at: now, value: 1e306 }] }), 400, "validation-failed", "/samples/0/value");
    expectField(await post({ batchId: "text-value", samples: [{ metric: "latency", at: now, value: "12" }] }), 400, "validation-failed", "/samples/0/value");
    expect(await targets()).toEqual(before);

    // At the bounds: an hour's latency and a billion a sample are taken, and the readings stay finite.
    const edge = await post({ batchId: "edge", samples: [{ metric: "latency", at: now, value: 3_600_000 }, { metric: "throughput", at: now, value: 1e9 }] });
    expect(edge.body).toMatchObject({ accepted: 2 });
    const readings = await targets();
    expect(readings[0]).toEqual({ id: "latency-mean", reading: 3_600_000, samples: 1 });
    expect(Number.isFinite(readings[1].reading)).toBe(true);
  });

  it("refuses amendments with absurd terms naming the field, and none of them opens", async () => {
    const s = await setup();
    const id = await activeContract(s);
    const terms = (await api("GET", `/v1/contracts/${id}`, { token: s.client })).body.terms;
    const amend = (body: unknown) => api("POST", `/v1/contracts/${id}/amendments`, { token: s.client, body });
    const cases: [unknown, number, string, string][] = [
      [{ ...terms, stakeMinor: Number.MAX_SAFE_INTEGER + 1 }, 422, "invalid-terms", "/stakeMinor"],
      [{ ...terms, priceMinor: -1 }, 422, "invalid-terms", "/priceMinor"],
      [{ ...terms, priceMinor: 0.5 }, 422, "invalid-terms", "/priceMinor"],
      [{ ...terms, durationMs: 10 * 365 * 24 * 3_600_000 }, 422, "invalid-terms", "/durationMs"],
      [{ ...terms, durationMs: 0 }, 422, "invalid-terms", "/durationMs"],
      [{ ...terms, sla: [{ ...SLA[0], penaltyMinor: 1e12 }] }, 422, "invalid-terms", "/sla/0/penaltyMinor"],
      [{ ...terms, sla: [{ ...SLA[0], bonusMinor: 50_001 }] }, 422, "invalid-terms", "/sla/0/bonusMinor"],
      [{ ...terms, sla: [{ ...SLA[0], threshold: -5 }] }, 422, "invalid-terms", "/sla/0/threshold"],
      [{ ...terms, sla: [{ ...SLA[1], threshold: 1.5 }] }, 422, "invalid-terms", "/sla/0/threshold"],
      [{ ...terms, sla: Array.from({ length: 33 }, (_, i) => ({ ...SLA[0], id: `t${i}` })) }, 422, "invalid-terms", "/sla"],
      [{ ...terms, sla: [SLA[0], SLA[0]] }, 422, "invalid-terms", "/sla/1/id"],
      [{ ...terms, currency: "USD" }, 422, "currency-change", "/currency"],
      [{ ...terms, stakeMinor: 0 }, 422, "stake-shrinks", "/stakeMinor"],
    ];
    for (const [body, status, type, pointer] of cases) expectField(await amend(body), status, type, pointer);
    // A field the body does not have (a misspelling) is refused by name, not dropped while the rest is carried out.
    for (const [body, pointer] of [
      [{ ...terms, stakeMinr: 9_000 }, "/stakeMinr"],
      [{ ...terms, sla: [{ ...SLA[0], weight: 2 }] }, "/sla/0/weight"],
    ] as const) {
      expectField(await amend(body), 400, "validation-failed", pointer);
    }
    const raw = await exports.default.fetch(
      new Request(`https://parley.test/v1/contracts/${id}/amendments`, {
        method: "POST",
        headers: { authorization: `Bearer ${s.client}`, "content-type": "application/json" },
        body: JSON.stringify({ ...terms, priceMinor: 0 }).replace('"priceMinor":0', '"priceMinor":1e999'),
      }),
    );
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as any).errors.map((e: any) => e.pointer)).toEqual(["/priceMinor"]);
    const after = await api("GET", `/v1/contracts/${id}`, { token: s.client });
    expect(after.body).toMatchObject({ status: "active", termsVersion: 1, amendment: null, terms });
    // None of them counted as a proposal: a sensible amendment may come at once.
    expect((await amend({ ...terms, stakeMinor: 6_000 })).status).toBe(200);
  });

  it("a refused proposal, amendment or batch leaves its Idempotency-Key unclaimed for the corrected request", async () => {
    const s = await setup();
    const key = (k: string) => ({ "idempotency-key": `${k}-${crypto.randomUUID()}` });
    const createKey = key("create");
    expectField(await s.create(direct(s.shop.shopId, { sla: [{ ...SLA[0], penaltyMinor: 100_001 }] }), createKey), 400, "validation-failed", "/sla/0/penaltyMinor");
    const created = await s.create(direct(s.shop.shopId), createKey);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers.get("idempotent-replayed")).toBeNull();

    const id = await activeContract(s);
    const terms = (await api("GET", `/v1/contracts/${id}`, { token: s.client })).body.terms;
    const amendKey = key("amend");
    expectField(await api("POST", `/v1/contracts/${id}/amendments`, { token: s.client, body: { ...terms, durationMs: 0 }, headers: amendKey }), 422, "invalid-terms", "/durationMs");
    expect((await api("POST", `/v1/contracts/${id}/amendments`, { token: s.client, body: { ...terms, stakeMinor: 6_000 }, headers: amendKey })).status).toBe(200);

    const batchKey = key("batch");
    const samples = (value: number) => ({ batchId: "k1", samples: [{ metric: "latency", at: Date.now(), value }] });
    expectField(await api("POST", `/v1/contracts/${id}/samples`, { token: s.shop.adminKey, body: samples(3_600_001), headers: batchKey }), 400, "validation-failed", "/samples/0/value");
    const taken = await api("POST", `/v1/contracts/${id}/samples`, { token: s.shop.adminKey, body: samples(20), headers: batchKey });
    expect(taken.status, JSON.stringify(taken.body)).toBe(202);
    expect(taken.body).toMatchObject({ accepted: 1, duplicate: false });
  });

  it("any sample batch is refused unchanged or taken with every reading finite (property)", async () => {
    const { post, targets } = await meanContract();
    const now = Date.now();
    // Doubles at every magnitude (JSON has no NaN or Infinity), times from the epoch to far ahead.
    const value = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -10, max: 4_000_000 }), fc.constantFrom(0, -0, 1, 3_600_000, 1e9, 1e9 + 1, Number.MAX_VALUE));
    const at = fc.oneof(fc.integer({ min: now - 20 * 60_000, max: now + 10_000 }), fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER, 1e300, now + 0.5));
    const sample = fc.record({ metric: fc.constantFrom("latency", "throughput"), at, value });
    let batch = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(sample, { minLength: 1, maxLength: 20 }), async (samples) => {
        const before = await targets();
        const res = await post({ batchId: `prop-${++batch}`, samples });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        const after = await targets();
        if (res.status >= 400) {
          expect(res.body.errors?.length).toBeGreaterThan(0);
          // A throughput rate divides by the time the window has run, so it moves with the clock: compare its count.
          const still = (ts: typeof before) => ts.map((t: any) => (t.id === "throughput" ? { id: t.id, samples: t.samples } : t));
          expect(still(after)).toEqual(still(before));
        } else for (const t of after) expect(t.reading === null || Number.isFinite(t.reading), JSON.stringify(t)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it("any amendment is refused unchanged or opened as sent (property)", async () => {
    const s = await setup();
    // No interval between renegotiations, so every run may propose.
    expect((await api("PUT", `/v1/shops/${s.shop.shopId}/contract-limits`, { token: s.shop.adminKey, body: { minRenegotiationIntervalMs: 0 } })).status).toBe(200);
    const id = await activeContract(s);
    const view = async () => (await api("GET", `/v1/contracts/${id}`, { token: s.client })).body;
    const { terms } = await view();
    const money = fc.oneof(fc.integer({ min: -5, max: 200_000 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 1e300, "5000", null));
    const target = fc.record({
      id: fc.constantFrom("a", "b", "", "x".repeat(65)),
      metric: fc.constantFrom("latency", "availability", "throughput", "uptime"),
      statistic: fc.constantFrom("p95", "ratio", "rate", "mean", "p100"),
      windowMin: fc.constantFrom(1, 5, 15, 2, 0),
      threshold: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0.99, 200, -1, 2)),
      penaltyMinor: money,
      minSamples: fc.constantFrom(1, 0, 1_000_001, 1.5),
    });
    const amendment = fc.record(
      { priceMinor: money, stakeMinor: money, bonusPoolMinor: money, durationMs: money, currency: fc.constantFrom("EUR", "USD", "eur", ""), sla: fc.array(target, { maxLength: 3 }) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(amendment, async (changes) => {
        // As sent: JSON writes -0 as 0.
        const body = JSON.parse(JSON.stringify({ ...terms, ...changes }));
        const before = await view();
        const res = await api("POST", `/v1/contracts/${id}/amendments`, { token: s.client, body });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        if (res.status >= 400) {
          // A bad field is named; a refusal of the contract's state (409) names none.
          if (res.status !== 409) expect(res.body.errors?.[0]?.pointer ?? "", `${res.status} ${JSON.stringify(res.body)}`).toMatch(/^\//);
          expect(await view()).toMatchObject({ termsVersion: before.termsVersion, amendment: before.amendment, terms: before.terms });
          return;
        }
        expect(res.body.amendment.terms).toMatchObject({ priceMinor: body.priceMinor, stakeMinor: body.stakeMinor, currency: "EUR" });
        expect((await api("POST", `/v1/contracts/${id}/amendments/reject`, { token: s.shop.adminKey })).body.amendment).toBeNull();
      }),
      { numRuns: 80 },
    );
  });

  it("an amendment to the largest stake keeps the books whole: every balance a safe integer, summing to zero", async () => {
    const s = await setup();
    const id = await activeContract(s);
    const terms = (await api("GET", `/v1/contracts/${id}`, { token: s.client })).body.terms;
    expect((await api("POST", `/v1/contracts/${id}/amendments`, { token: s.client, body: { ...terms, stakeMinor: Number.MAX_SAFE_INTEGER, bonusPoolMinor: Number.MAX_SAFE_INTEGER } })).status).toBe(200);
    const adopted = await api("POST", `/v1/contracts/${id}/amendments/accept`, { token: s.shop.adminKey });
    expect(adopted.status, JSON.stringify(adopted.body)).toBe(200);
    const ended = await api("POST", `/v1/contracts/${id}/terminate`, { token: s.shop.adminKey, body: { reason: "done" } });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const balances = Object.values(ended.body.ledger.balances) as number[];
    expect(balances.every(Number.isSafeInteger)).toBe(true);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(0);
  });
});
