import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BuyerAccount, Shop } from "../../durable-objects";
import { createAgentKey } from "../../workers/identity";
import { api, expectProblem, opened, shopWithProduct, viewNegotiation } from "./api-client";
import { contractDocument, logDocument, makeWorld, samplePolicyContext } from "./route-catalog";

/**
 * Where `Idempotency-Key` applies beyond the negotiation rounds and opens (idempotency.test.ts): on every other
 * POST too. Issuing admin keys and deciding escalations replay; issuing buyer keys and registering agent keys
 * replay from the buyer's account; policy dry runs and document uploads from the Shop, which keeps the record
 * while the worker enqueues the upload once. A refused body never claims a key. (Dead-letter replays: see
 * dead-letter-idempotency.test.ts, which needs Postgres.)
 */
describe("Idempotency-Key where the Durable Object keeps the record", () => {
  it("issuing an admin key replays the same key (sealed for the sender), and issues only one", async () => {
    const shop = await shopWithProduct();
    const path = `/v1/shops/${shop.shopId}/admin-keys`;
    const h = { "idempotency-key": "admin-key-1" };
    const first = await api("POST", path, { token: shop.adminKey, headers: h });
    const again = await api("POST", path, { token: shop.adminKey, headers: h });
    const withEmptyObject = await api("POST", path, { token: shop.adminKey, headers: h, body: {} });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    // No body and {} are the same request.
    expect(withEmptyObject.headers.get("idempotent-replayed")).toBe("true");
    const keys = await api("GET", path, { token: shop.adminKey });
    expect(keys.body.items).toHaveLength(2);
  });

  it("deciding an escalation replays the decision; the same key with another decision is 422 and changes nothing", async () => {
    const w = await makeWorld();
    const path = `/v1/escalations/${w.escalated.escalationId}/decision`;
    const h = { "idempotency-key": "decide-1" };
    const first = await api("POST", path, { token: w.shop.adminKey, headers: h, body: { decision: "approve", note: "ok" } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const view = (await viewNegotiation(w.escalated.negotiationId, w.shop.adminKey)).body;
    const again = await api("POST", path, { token: w.shop.adminKey, headers: h, body: { note: "ok", decision: "approve" } });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expectProblem(await api("POST", path, { token: w.shop.adminKey, headers: h, body: { decision: "reject" } }), 422, "idempotency-key-reused");
    expect((await viewNegotiation(w.escalated.negotiationId, w.shop.adminKey)).body).toEqual(view);
  });

  it("a body refused at the edge claims no key: the fixed request under the same key is applied, not replayed or refused", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    const path = `/v1/negotiations/${n.negotiationId}/offers`;
    const h = { "idempotency-key": "fix-me", "content-type": "application/json" };
    for (const rawBody of ["", "{", "[]", '{"priceMinor":"9000"}', '{"priceMinor":9000,"note":"\\u0000"}']) {
      expect((await api("POST", path, { token: n.token, headers: h, rawBody })).status).toBe(400);
    }
    const fixed = await api("POST", path, { token: n.token, headers: h, rawBody: '{"priceMinor":9000}' });
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get("idempotent-replayed")).toBeNull();
    expect((await viewNegotiation(n.negotiationId, n.token)).body.round).toBe(1);
  });
});

const buyerPath = (shop: { shopId: string }, buyerId: string) => `/v1/shops/${shop.shopId}/buyers/${buyerId}`;

async function registeredBuyer(shop: { shopId: string; adminKey: string }, buyerId: string) {
  const res = await api("PUT", buyerPath(shop, buyerId), { token: shop.adminKey, body: { name: `Buyer ${buyerId}` } });
  expect(res.status).toBe(201);
}

const describeBuyer = (shop: { shopId: string; adminKey: string }, buyerId: string) => api("GET", buyerPath(shop, buyerId), { token: shop.adminKey });

const storedRecords = (stub: DurableObjectStub<BuyerAccount> | DurableObjectStub<Shop>) =>
  runInDurableObject(stub as DurableObjectStub<Shop>, (_o, state) =>
    state.storage.sql.exec<{ key: string; state: string; body: string | null }>("SELECT key, state, body FROM idempotency").toArray(),
  );

const buyerAccount = (shopId: string, buyerId: string) => env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`${shopId}/buyer/${buyerId}`));

describe("Idempotency-Key on the shop's buyer administration (kept by the buyer's account)", () => {
  it("issuing a buyer key replays the same key (sealed for the sender), and issues only one", async () => {
    const shop = await shopWithProduct();
    await registeredBuyer(shop, "key-buyer");
    const path = `${buyerPath(shop, "key-buyer")}/keys`;
    const h = { "idempotency-key": "buyer-key-1" };
    // A body refused at the edge claims nothing.
    expectProblem(await api("POST", path, { token: shop.adminKey, headers: h, body: { surprise: true } }), 400, "validation-failed");
    const first = await api("POST", path, { token: shop.adminKey, headers: h });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await api("POST", path, { token: shop.adminKey, headers: h, body: {} });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(again.body.key).toMatch(/^pbk_/);

    const keys = (await describeBuyer(shop, "key-buyer")).body.keys;
    expect(keys).toEqual([{ keyId: first.body.keyId, createdAt: first.body.createdAt, revokedAt: null }]);
    // The replayed key is the live one: it opens a negotiation.
    const open = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: again.body.key, body: { productId: shop.productId, quantity: 1 } });
    expect(open.status).toBe(201);
    // The stored answer holds the key only sealed.
    const records = await storedRecords(buyerAccount(shop.shopId, "key-buyer"));
    expect(records).toHaveLength(1);
    expect(JSON.stringify(records)).not.toContain(first.body.key);
    expect(JSON.stringify(records)).not.toContain("buyer-key-1");

    // Keys are the buyer's: the same Idempotency-Key issues another buyer its own key.
    await registeredBuyer(shop, "other-buyer");
    const theirs = await api("POST", `${buyerPath(shop, "other-buyer")}/keys`, { token: shop.adminKey, headers: h });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(theirs.body.key).not.toBe(first.body.key);
  });

  it("registering an agent key replays the registration; a late retry after a revoke leaves it revoked; another key under the same Idempotency-Key is 422", async () => {
    const shop = await shopWithProduct();
    await registeredBuyer(shop, "agent-buyer");
    const path = `${buyerPath(shop, "agent-buyer")}/public-keys`;
    const h = { "idempotency-key": "agent-key-1" };
    const agent = await createAgentKey();
    const first = await api("POST", path, { token: shop.adminKey, headers: h, body: { jwk: agent.publicJwk } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ thumbprint: agent.keyid, revokedAt: null });
    const again = await api("POST", path, { token: shop.adminKey, headers: h, body: { jwk: agent.publicJwk } });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);

    const revoked = await api("DELETE", `${path}/${agent.keyid}`, { token: shop.adminKey });
    expect(revoked.status).toBe(200);
    const late = await api("POST", path, { token: shop.adminKey, headers: h, body: { jwk: agent.publicJwk } });
    expect(late.status).toBe(201);
    expect(late.headers.get("idempotent-replayed")).toBe("true");
    expect(late.body).toEqual(first.body);
    const after = (await describeBuyer(shop, "agent-buyer")).body.publicKeys;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ thumbprint: agent.keyid, revokedAt: revoked.body.revokedAt });
    expect(after[0].revokedAt).not.toBeNull();

    // The same Idempotency-Key with another key: refused, and the other key is neither registered nor claimed in the shop.
    const other = await createAgentKey();
    expectProblem(await api("POST", path, { token: shop.adminKey, headers: h, body: { jwk: other.publicJwk } }), 422, "idempotency-key-reused");
    expect((await describeBuyer(shop, "agent-buyer")).body.publicKeys).toEqual(after);
    const shopStub = env.SHOP.get(env.SHOP.idFromName(shop.shopId));
    expect(await shopStub.agentKeyOwner(other.keyid)).toBeNull();
    expect(await shopStub.agentKeyOwner(agent.keyid)).toBe("agent-buyer");
    // Without the key, re-registering after a revoke is what it always was: the key is live again.
    const fresh = await api("POST", path, { token: shop.adminKey, body: { jwk: agent.publicJwk } });
    expect(fresh.status).toBe(201);
    expect(fresh.body.revokedAt).toBeNull();
  });
});

describe("Idempotency-Key on the shop's POSTs that change nothing in it (kept by the Shop)", () => {
  it("a policy dry run replays its results; the same key with other samples is 422", async () => {
    const shop = await shopWithProduct();
    const path = `/v1/shops/${shop.shopId}/policies/dry-run`;
    const h = { "idempotency-key": "dry-run-1" };
    const body = { samples: [samplePolicyContext] };
    const first = await api("POST", path, { token: shop.adminKey, headers: h, body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(0);
    // A new active policy set since: the replay is still the stored answer.
    const put = await api("PUT", `/v1/shops/${shop.shopId}/policies`, { token: shop.adminKey, body: { source: 'version: 1\npolicies:\n  - id: allow\n    when: "true"\n    action: ALLOW\n' } });
    expect(put.status, JSON.stringify(put.body)).toBe(201);
    const again = await api("POST", path, { token: shop.adminKey, headers: h, body });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expectProblem(await api("POST", path, { token: shop.adminKey, headers: h, body: { samples: [samplePolicyContext, samplePolicyContext] } }), 422, "idempotency-key-reused");
    // Without the key it is evaluated afresh, against the new active set.
    expect((await api("POST", path, { token: shop.adminKey, body })).body.version).toBe(1);
  });
});

describe("Idempotency-Key on document uploads (the Shop keeps the record, the worker enqueues once)", () => {
  afterEach(() => vi.restoreAllMocks());

  for (const upload of [
    { route: "contracts", document: contractDocument },
    { route: "negotiation-logs", document: logDocument },
  ] as const) {
    it(`POST /v1/shops/{shopId}/${upload.route} replays its 202 and enqueues the upload once; other documents under the same key are 422`, async () => {
      const shop = await shopWithProduct();
      const sent = vi.spyOn(env.INGEST_QUEUE, "sendBatch");
      const path = `/v1/shops/${shop.shopId}/${upload.route}`;
      const h = { "idempotency-key": `upload-${upload.route}` };
      // Refused bodies (a documentId twice, nothing to upload) claim no key and enqueue nothing.
      expectProblem(await api("POST", path, { token: shop.adminKey, headers: h, body: { documents: [upload.document("d1"), upload.document("d1")] } }), 400, "validation-failed");
      expectProblem(await api("POST", path, { token: shop.adminKey, headers: h, body: { documents: [] } }), 400, "validation-failed");
      expect(sent).not.toHaveBeenCalled();

      const body = { documents: [upload.document("d1"), upload.document("d2")] };
      const first = await api("POST", path, { token: shop.adminKey, headers: h, body });
      expect(first.status, JSON.stringify(first.body)).toBe(202);
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      expect(first.body).toMatchObject({ accepted: 2, documentIds: ["d1", "d2"] });
      const again = await api("POST", path, { token: shop.adminKey, headers: h, body });
      expect(again.status).toBe(202);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.body).toEqual(first.body);
      expectProblem(await api("POST", path, { token: shop.adminKey, headers: h, body: { documents: [upload.document("d3")] } }), 422, "idempotency-key-reused");
      expect(sent).toHaveBeenCalledTimes(1);
      expect((sent.mock.calls[0]![0] as { body: { uploadId: string } }[]).map((m) => m.body.uploadId)).toEqual([first.body.uploadId, first.body.uploadId]);

      // Without a key every upload is sent (the consumers store each documentId once).
      expect((await api("POST", path, { token: shop.adminKey, body })).status).toBe(202);
      expect(sent).toHaveBeenCalledTimes(2);
    });
  }
});
