/**
 * Who a buyer is, through the HTTP API: shop-issued buyer keys, RFC 9421 signatures by registered agent keys,
 * and Idempotency-Keys that belong to the buyer who sent them and keep no secret in the clear.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { BuyerAccount, Shop } from "../../durable-objects";
import { createAgentKey, signRequest, type AgentKey } from "../../workers/identity";
import { api, createShop, expectProblem, listed, OPERATOR_TOKEN, putProduct, secretOf, shopWithProduct, viewNegotiation } from "./api-client";

type ShopRef = { shopId: string; adminKey: string; productId: string };

const buyerPath = (shop: { shopId: string }, buyerId: string) => `/v1/shops/${shop.shopId}/buyers/${buyerId}`;

async function registerBuyer(shop: { shopId: string; adminKey: string }, buyerId: string) {
  const res = await api("PUT", buyerPath(shop, buyerId), { token: shop.adminKey, body: { name: `Buyer ${buyerId}` } });
  expect(res.status).toBe(201);
  return res.body;
}

async function issueKey(shop: { shopId: string; adminKey: string }, buyerId: string): Promise<{ key: string; keyId: string }> {
  const res = await api("POST", `${buyerPath(shop, buyerId)}/keys`, { token: shop.adminKey });
  expect(res.status).toBe(201);
  return res.body;
}

function openWith(shop: ShopRef, init: { token?: string; headers?: Record<string, string>; quantity?: number } = {}) {
  return api("POST", `/v1/shops/${shop.shopId}/negotiations`, {
    ...(init.token ? { token: init.token } : {}),
    body: { productId: shop.productId, quantity: init.quantity ?? 1 },
    ...(init.headers ? { headers: init.headers } : {}),
  });
}

function describeBuyer(shop: { shopId: string; adminKey: string }, buyerId: string) {
  return api("GET", buyerPath(shop, buyerId), { token: shop.adminKey });
}

/** The shop's own view of who is negotiating. */
async function shopSeesBuyer(shop: { adminKey: string }, negotiationId: string): Promise<string> {
  return (await viewNegotiation(negotiationId, shop.adminKey)).body.buyer.id;
}

/** A request to open, signed by `agent` as a real agent would; `send` may deliver other bytes than were signed. */
async function signedOpen(shop: ShopRef, agent: Pick<AgentKey, "privateKey" | "keyid">, quantity = 1) {
  const path = `/v1/shops/${shop.shopId}/negotiations`;
  const body = JSON.stringify({ productId: shop.productId, quantity });
  const headers = await signRequest(
    { method: "POST", url: `https://parley.test${path}`, headers: { "content-type": "application/json" }, body },
    agent,
    { created: Math.floor(Date.now() / 1000), nonce: crypto.randomUUID() },
  );
  return (change: { rawBody?: string; headers?: Record<string, string> } = {}) =>
    api("POST", path, { rawBody: change.rawBody ?? body, headers: { ...Object.fromEntries(headers), ...change.headers } });
}

async function registerAgent(shop: { shopId: string; adminKey: string }, buyerId: string): Promise<AgentKey> {
  const agent = await createAgentKey();
  const res = await api("POST", `${buyerPath(shop, buyerId)}/public-keys`, { token: shop.adminKey, body: { jwk: agent.publicJwk } });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ thumbprint: agent.keyid, revokedAt: null });
  return agent;
}

const account = (shopId: string, buyerId: string, kind: "buyer" | "anon" = "buyer") =>
  env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`${shopId}/${kind}/${buyerId}`));

type IdempotencyRow = { key: string; state: string; body: string | null };
const idempotencyRows = (stub: DurableObjectStub<BuyerAccount> | DurableObjectStub<Shop>) =>
  runInDurableObject(stub as DurableObjectStub<BuyerAccount>, (_i, state) =>
    state.storage.sql.exec<IdempotencyRow>("SELECT key, state, body FROM idempotency").toArray(),
  );

describe("buyer keys", () => {
  it("a registered buyer opens with its key, and the shop sees the registered id, whatever the body says its name is", async () => {
    const shop = await shopWithProduct();
    await registerBuyer(shop, "acme-bot");
    const { key } = await issueKey(shop, "acme-bot");
    const res = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: key, body: { productId: shop.productId, quantity: 1, buyer: { name: "Someone Else" } } });
    expect(res.status).toBe(201);
    expect(await shopSeesBuyer(shop, res.body.negotiationId)).toBe("acme-bot");
    expect((await listed(shop, 1)).body.items[0]).toMatchObject({ negotiationId: res.body.negotiationId, buyerId: "acme-bot" });

    // The id in the body is refused outright, never trusted.
    const claimed = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: key, body: { productId: shop.productId, quantity: 1, buyer: { id: "victim" } } });
    expectProblem(claimed, 400, "validation-failed");
    expect((await listed(shop, 1)).body.items).toHaveLength(1);
  });

  it("a revoked key is refused, and cannot fetch its stored answer by replaying an Idempotency-Key", async () => {
    const shop = await shopWithProduct();
    await registerBuyer(shop, "leaky");
    const { key, keyId } = await issueKey(shop, "leaky");
    const replayable = { "idempotency-key": "open-before-revocation" };
    const first = await openWith(shop, { token: key, headers: replayable });
    expect(first.status).toBe(201);

    const revoked = await api("DELETE", `${buyerPath(shop, "leaky")}/keys/${keyId}`, { token: shop.adminKey });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ keyId, revokedAt: expect.any(String) });
    expect((await describeBuyer(shop, "leaky")).body.keys).toEqual([expect.objectContaining({ keyId, revokedAt: expect.any(String) })]);

    expectProblem(await openWith(shop, { token: key, quantity: 2 }), 401, "unauthorized");
    const replay = await openWith(shop, { token: key, headers: replayable });
    expectProblem(replay, 401, "unauthorized");
    expect(JSON.stringify(replay.body)).not.toContain(first.body.token);
    expect((await listed(shop, 1)).body.items).toHaveLength(1);
  });

  it("rotation: a second key works alongside the first; once the first is revoked only the second does", async () => {
    const shop = await createShop();
    await Promise.all(["a", "b", "c"].map((p) => putProduct(shop, p)));
    await registerBuyer(shop, "rotator");
    const old = await issueKey(shop, "rotator");
    const fresh = await issueKey(shop, "rotator");
    expect(fresh.key).not.toBe(old.key);
    expect(fresh.keyId).not.toBe(old.keyId);
    const open = (token: string, productId: string) => openWith({ ...shop, productId }, { token });

    expect((await open(old.key, "a")).status).toBe(201);
    expect((await open(fresh.key, "b")).status).toBe(201);
    await api("DELETE", `${buyerPath(shop, "rotator")}/keys/${old.keyId}`, { token: shop.adminKey });
    expectProblem(await open(old.key, "c"), 401, "unauthorized");
    const after = await open(fresh.key, "c");
    expect(after.status).toBe(201);
    expect(await shopSeesBuyer(shop, after.body.negotiationId)).toBe("rotator");
    expect((await describeBuyer(shop, "rotator")).body.keys.map((k: any) => [k.keyId, k.revokedAt === null])).toEqual([
      [old.keyId, false],
      [fresh.keyId, true],
    ]);
  });

  it("a key another shop issued is 404 here; garbage and forged keys are 401; nothing opens", async () => {
    const shop = await shopWithProduct();
    const other = await createShop();
    await registerBuyer(other, "elsewhere");
    const { key: foreign } = await issueKey(other, "elsewhere");
    expectProblem(await openWith(shop, { token: foreign }), 404, "not-found");

    await registerBuyer(shop, "real");
    const { key: real } = await issueKey(shop, "real");
    // Well-formed, naming a registered buyer of this shop, but never issued.
    const forged = `pbk_${shop.shopId}_real_${"A".repeat(43)}`;
    expect(forged.length).toBe(real.length);
    for (const token of ["garbage", "pbk_garbage", forged, `pbk_${shop.shopId}_nobody_${"A".repeat(43)}`]) {
      expectProblem(await openWith(shop, { token }), 401, "unauthorized");
    }
    expectProblem(await openWith(shop, { token: real.slice(0, -1) }), 401, "unauthorized");
    // A key for a buyer id nobody registered is refused in the same words as a forged key for a registered one:
    // the answer must not tell a caller which buyer ids exist.
    const forRegistered = await openWith(shop, { token: forged });
    const forNobody = await openWith(shop, { token: `pbk_${shop.shopId}_nobody_${"A".repeat(43)}` });
    expect(forNobody.body.detail).toBe(forRegistered.body.detail);
    const listing = await api("GET", `/v1/shops/${shop.shopId}/negotiations`, { token: shop.adminKey });
    expect(listing.body.items).toEqual([]);
    expect((await describeBuyer(shop, "nobody")).status).toBe(404);
  });
});

describe("signed requests (RFC 9421, Ed25519)", () => {
  it("a request signed by a registered agent key opens as that buyer", async () => {
    const shop = await shopWithProduct();
    await registerBuyer(shop, "signer");
    const agent = await registerAgent(shop, "signer");
    expect((await describeBuyer(shop, "signer")).body.publicKeys).toEqual([expect.objectContaining({ thumbprint: agent.keyid, jwk: agent.publicJwk, revokedAt: null })]);
    const res = await (await signedOpen(shop, agent))();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await shopSeesBuyer(shop, res.body.negotiationId)).toBe("signer");
    expect((await listed(shop, 1)).body.items[0].buyerId).toBe("signer");
  });

  it("a replayed signed request is refused, even with a new Idempotency-Key; only the first opened", async () => {
    const shop = await shopWithProduct();
    await registerBuyer(shop, "signer");
    const agent = await registerAgent(shop, "signer");
    const send = await signedOpen(shop, agent);
    const first = await send();
    expect(first.status).toBe(201);
    expectProblem(await send(), 401, "unauthorized");
    expectProblem(await send({ headers: { "idempotency-key": "looks-new" } }), 401, "unauthorized");
    expect((await listed(shop, 1)).body.items).toHaveLength(1);
  });

  it("a body changed after signing is refused", async () => {
    const shop = await shopWithProduct();
    await registerBuyer(shop, "signer");
    const agent = await registerAgent(shop, "signer");
    const send = await signedOpen(shop, agent, 1);
    expectProblem(await send({ rawBody: JSON.stringify({ productId: shop.productId, quantity: 500 }) }), 401, "unauthorized");
    // The untampered request still goes through afterwards: the refusal used nothing up.
    expect((await send()).status).toBe(201);
    const items = (await listed(shop, 1)).body.items;
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(1);
  });

  it("a key the shop never registered, or has revoked, is refused", async () => {
    const shop = await shopWithProduct();
    await registerBuyer(shop, "signer");
    const stranger = await createAgentKey();
    expectProblem(await (await signedOpen(shop, stranger))(), 401, "unauthorized");

    const agent = await registerAgent(shop, "signer");
    expect((await (await signedOpen(shop, agent))()).status).toBe(201);
    const revoked = await api("DELETE", `${buyerPath(shop, "signer")}/public-keys/${agent.keyid}`, { token: shop.adminKey });
    expect(revoked.body).toMatchObject({ thumbprint: agent.keyid, revokedAt: expect.any(String) });
    const other = await shopWithProduct();
    await putProduct(shop, "second");
    expectProblem(await (await signedOpen({ ...shop, productId: "second" }, agent))(), 401, "unauthorized");
    expect((await listed(shop, 1)).body.items).toHaveLength(1);
    // And a key registered with one shop signs for nobody at another.
    expectProblem(await (await signedOpen(other, agent))(), 401, "unauthorized");
  });

  it("a private key uploaded by mistake is refused (400) and neither stored nor echoed", async () => {
    const shop = await shopWithProduct();
    await registerBuyer(shop, "careless");
    const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const privateJwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
    expect(privateJwk.d).toEqual(expect.any(String));
    const res = await api("POST", `${buyerPath(shop, "careless")}/public-keys`, { token: shop.adminKey, body: { jwk: privateJwk } });
    expectProblem(res, 400, "validation-failed");
    expect(JSON.stringify(res.body)).not.toContain(privateJwk.d);
    expect((await describeBuyer(shop, "careless")).body.publicKeys).toEqual([]);
  });
});

describe("Idempotency-Keys belong to the buyer and keep no secret in the clear", () => {
  it("an open replays its token only to the buyer that sent it; the stored record holds neither the key nor the token", async () => {
    const shop = await shopWithProduct();
    await registerBuyer(shop, "first");
    await registerBuyer(shop, "second");
    const [a, b] = [(await issueKey(shop, "first")).key, (await issueKey(shop, "second")).key];
    const rawKey = "shared-idempotency-key-0001";
    const h = { "idempotency-key": rawKey };
    const original = await openWith(shop, { token: a, headers: h });
    const replay = await openWith(shop, { token: a, headers: h });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(original.body);

    const theirs = await openWith(shop, { token: b, headers: h });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(theirs.body.negotiationId).not.toBe(original.body.negotiationId);
    expect(theirs.body.token).not.toBe(original.body.token);
    expect(await shopSeesBuyer(shop, theirs.body.negotiationId)).toBe("second");

    for (const [buyerId, opened] of [["first", original], ["second", theirs]] as const) {
      const rows = await idempotencyRows(account(shop.shopId, buyerId));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.state).toBe("done");
      expect(rows[0]!.key).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.key).not.toContain(rawKey);
      for (const secret of [opened.body.token, secretOf(opened.body.token), rawKey]) expect(rows[0]!.body).not.toContain(secret);
    }
  });

  it("an anonymous client's stored open keeps no token in the clear either", async () => {
    const shop = await shopWithProduct();
    const address = `192.0.2.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 6)}`;
    const h = { "idempotency-key": "anon-open-1", "cf-connecting-ip": address };
    const first = await openWith(shop, { headers: h });
    expect(first.status).toBe(201);
    expect((await openWith(shop, { headers: h })).body).toEqual(first.body);
    const clientKey = `ip-${address.replace(/[^0-9A-Za-z.:-]/g, "_")}`;
    const rows = await idempotencyRows(account(shop.shopId, clientKey, "anon"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).not.toContain(first.body.token);
    expect(rows[0]!.key).not.toContain("anon-open-1");
  });

  it("the shop's stored answers to creating it and to issuing an admin key hold neither admin key in the clear", async () => {
    const createKey = `create-sealed-shop-${crypto.randomUUID()}`;
    const created = await api("POST", "/v1/shops", { token: OPERATOR_TOKEN, body: { name: "Sealed" }, headers: { "idempotency-key": createKey } });
    expect(created.status).toBe(201);
    const { shopId, adminKey } = created.body;
    const issued = await api("POST", `/v1/shops/${shopId}/admin-keys`, { token: adminKey, headers: { "idempotency-key": "second-admin-key" } });
    expect(issued.status).toBe(201);
    const replayed = await api("POST", `/v1/shops/${shopId}/admin-keys`, { token: adminKey, headers: { "idempotency-key": "second-admin-key" } });
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(replayed.body.adminKey).toBe(issued.body.adminKey);
    expect((await api("GET", `/v1/shops/${shopId}/admin-keys`, { token: adminKey })).body.items).toHaveLength(2);

    const rows = await idempotencyRows(env.SHOP.get(env.SHOP.idFromName(shopId)));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      for (const secret of [adminKey, issued.body.adminKey, secretOf(adminKey), secretOf(issued.body.adminKey), createKey, "second-admin-key"]) {
        expect(row.body).not.toContain(secret);
        expect(row.key).not.toContain(secret);
      }
    }
  });
});
