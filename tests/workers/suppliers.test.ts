/**
 * Suppliers as counterparties (issue #31 item 2), through the HTTP API: the organisation registers its suppliers,
 * issues their keys and registers their agents' signing keys; a supplier's agent proves who it is with a supplier
 * key or an RFC 9421 signature and nothing else. A buyer's credential never acts as a supplier's, nor the reverse,
 * and a refusal never tells whether a supplier exists.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BuyerAccount } from "../../durable-objects";
import { createAgentKey, signRequest, type AgentKey } from "../../workers/identity";
import { api, buyerKey, createShop, expectProblem, listed, shopWithProduct, type ApiResponse } from "./api-client";

type Shop = { shopId: string; adminKey: string };

const supplierPath = (shop: Shop, supplierId: string) => `/v1/shops/${shop.shopId}/suppliers/${supplierId}`;
const whoamiPath = (shop: { shopId: string }) => `/v1/shops/${shop.shopId}/supplier`;

async function registerSupplier(shop: Shop, supplierId: string, body: Record<string, unknown> = { name: `Supplier ${supplierId}` }) {
  const res = await api("PUT", supplierPath(shop, supplierId), { token: shop.adminKey, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function issueSupplierKey(shop: Shop, supplierId: string): Promise<{ key: string; keyId: string }> {
  const res = await api("POST", `${supplierPath(shop, supplierId)}/keys`, { token: shop.adminKey });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function registerSupplierAgent(shop: Shop, supplierId: string): Promise<AgentKey> {
  const agent = await createAgentKey();
  const res = await api("POST", `${supplierPath(shop, supplierId)}/public-keys`, { token: shop.adminKey, body: { jwk: agent.publicJwk } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).toMatchObject({ thumbprint: agent.keyid, revokedAt: null });
  return agent;
}

const whoami = (shop: { shopId: string }, token?: string) => api("GET", whoamiPath(shop), token ? { token } : {});

/** A GET of the whoami route signed by `agent`; `change` may alter what is sent after signing. */
async function signedWhoami(shop: { shopId: string }, agent: Pick<AgentKey, "privateKey" | "keyid">) {
  const headers = await signRequest({ method: "GET", url: `https://parley.test${whoamiPath(shop)}` }, agent, { created: Math.floor(Date.now() / 1000), nonce: crypto.randomUUID() });
  return (change: { headers?: Record<string, string>; path?: string } = {}) =>
    api("GET", change.path ?? whoamiPath(shop), { headers: { ...Object.fromEntries(headers), ...change.headers } });
}

/** A signed request to open a negotiation (the buyer route), as a buyer's agent would send it. */
async function signedOpen(shop: { shopId: string; productId: string }, agent: Pick<AgentKey, "privateKey" | "keyid">) {
  const path = `/v1/shops/${shop.shopId}/negotiations`;
  const body = JSON.stringify({ productId: shop.productId, quantity: 1 });
  const headers = await signRequest({ method: "POST", url: `https://parley.test${path}`, headers: { "content-type": "application/json" }, body }, agent, {
    created: Math.floor(Date.now() / 1000),
    nonce: crypto.randomUUID(),
  });
  return api("POST", path, { rawBody: body, headers: Object.fromEntries(headers) });
}

const describeSupplier = (shop: Shop, supplierId: string) => api("GET", supplierPath(shop, supplierId), { token: shop.adminKey });
const listSuppliers = (shop: Shop, query = "") => api("GET", `/v1/shops/${shop.shopId}/suppliers${query}`, { token: shop.adminKey });

describe("registering suppliers", () => {
  it("register, issue a key, and the supplier's agent learns who it is with it", async () => {
    const shop = await createShop();
    const created = await registerSupplier(shop, "northwind", { name: "Northwind Logistics", categories: ["shipping", "cloud-hosting"] });
    expect(created).toMatchObject({
      shopId: shop.shopId,
      supplierId: "northwind",
      agentId: "supplier:northwind",
      name: "Northwind Logistics",
      categories: ["cloud-hosting", "shipping"],
      keys: [],
      publicKeys: [],
    });
    const { key, keyId } = await issueSupplierKey(shop, "northwind");
    expect(key).toMatch(new RegExp(`^psup_${shop.shopId}_northwind_`));
    expect(keyId).toMatch(/^spk_[0-9a-f]{16}$/);

    const me = await whoami(shop, key);
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    // Who it is, and nothing of the organisation's: no keys, not even its own key's id.
    expect(me.body).toEqual({ shopId: shop.shopId, supplierId: "northwind", agentId: "supplier:northwind", name: "Northwind Logistics", categories: ["cloud-hosting", "shipping"] });

    // A PUT renames and replaces the categories (200); the agent sees it at once.
    const renamed = await api("PUT", supplierPath(shop, "northwind"), { token: shop.adminKey, body: { name: "Northwind" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Northwind", categories: [], keys: [expect.objectContaining({ keyId, revokedAt: null })] });
    expect((await whoami(shop, key)).body).toMatchObject({ name: "Northwind", categories: [] });
    expect((await describeSupplier(shop, "northwind")).body).toEqual(renamed.body);
    expectProblem(await describeSupplier(shop, "nobody"), 404, "not-found");
  });

  it("issuing a key under an Idempotency-Key replays the same key and stores one", async () => {
    const shop = await createShop();
    await registerSupplier(shop, "replayed");
    const h = { "idempotency-key": "supplier-key-1" };
    const first = await api("POST", `${supplierPath(shop, "replayed")}/keys`, { token: shop.adminKey, headers: h });
    const again = await api("POST", `${supplierPath(shop, "replayed")}/keys`, { token: shop.adminKey, headers: h });
    expect(first.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect((await describeSupplier(shop, "replayed")).body.keys).toHaveLength(1);
    // Keys of a supplier that was never registered are not issued.
    expectProblem(await api("POST", `${supplierPath(shop, "ghost")}/keys`, { token: shop.adminKey }), 404, "not-found");
  });

  it("the list: in id order, in pages, by category, and it follows renames", async () => {
    const shop = await createShop();
    await registerSupplier(shop, "c-cloud", { name: "C", categories: ["hosting"] });
    await registerSupplier(shop, "a-freight", { name: "A", categories: ["shipping"] });
    await registerSupplier(shop, "b-both", { name: "B", categories: ["shipping", "hosting"] });
    const all = await listSuppliers(shop);
    expect(all.status).toBe(200);
    expect(all.body.items.map((s: { supplierId: string }) => s.supplierId)).toEqual(["a-freight", "b-both", "c-cloud"]);
    expect(all.body.items[1]).toMatchObject({ agentId: "supplier:b-both", name: "B", categories: ["hosting", "shipping"] });
    expect(all.body.nextCursor).toBeNull();

    const first = await listSuppliers(shop, "?limit=2");
    expect(first.body.items.map((s: { supplierId: string }) => s.supplierId)).toEqual(["a-freight", "b-both"]);
    const second = await listSuppliers(shop, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ items: [expect.objectContaining({ supplierId: "c-cloud" })], nextCursor: null });

    const hosting = await listSuppliers(shop, "?category=hosting");
    expect(hosting.body.items.map((s: { supplierId: string }) => s.supplierId)).toEqual(["b-both", "c-cloud"]);
    await api("PUT", supplierPath(shop, "c-cloud"), { token: shop.adminKey, body: { name: "C", categories: ["shipping"] } });
    expect((await listSuppliers(shop, "?category=hosting")).body.items.map((s: { supplierId: string }) => s.supplierId)).toEqual(["b-both"]);
    expect((await listSuppliers(shop, "?category=shipping")).body.items).toHaveLength(3);
    for (const bad of ["?limit=0", "?limit=201", "?category=a%20b", "?cursor=a%2Fb"]) expectProblem(await listSuppliers(shop, bad), 400, "validation-failed");
  });

  it("a buyer and a supplier of the same id are different principals; neither registration can take over the other's object", async () => {
    const shop = await createShop();
    const buyer = await api("PUT", `/v1/shops/${shop.shopId}/buyers/acme`, { token: shop.adminKey, body: { name: "Acme the buyer" } });
    expect(buyer.status).toBe(201);
    await registerSupplier(shop, "acme", { name: "Acme the supplier" });
    expect((await api("GET", `/v1/shops/${shop.shopId}/buyers/acme`, { token: shop.adminKey })).body.name).toBe("Acme the buyer");
    expect((await describeSupplier(shop, "acme")).body.name).toBe("Acme the supplier");

    // Each role's methods refuse an object holding the other role (defence in depth behind the objects' names).
    const buyerObject = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`${shop.shopId}/buyer/acme`));
    const supplierObject = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`${shop.shopId}/supplier/acme`));
    expect((await buyerObject.registerSupplier(shop.shopId, "acme", { name: "Hijack", categories: [] })).ok).toBe(false);
    expect((await buyerObject.describeSupplier()).ok).toBe(false);
    expect((await supplierObject.register(shop.shopId, "acme", "Hijack")).ok).toBe(false);
    expect((await supplierObject.describe()).ok).toBe(false);
    expect(await supplierObject.agentKeyIsLive("0".repeat(64))).toBe(false);
    expect((await api("GET", `/v1/shops/${shop.shopId}/buyers/acme`, { token: shop.adminKey })).body.name).toBe("Acme the buyer");
  });
});

describe("a supplier's credential and a buyer's never stand in for each other", () => {
  it("a buyer key is refused on the supplier route; a supplier key on buyer and admin routes, and it finds no contract it is not party to", async () => {
    const shop = await shopWithProduct();
    const pbk = await buyerKey(shop.shopId, "acme");
    await registerSupplier(shop, "acme");
    const { key: psup } = await issueSupplierKey(shop, "acme");

    expectProblem(await whoami(shop, pbk), 401, "unauthorized");
    expectProblem(await whoami(shop, shop.adminKey), 401, "unauthorized");
    expectProblem(await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: psup, body: { productId: shop.productId, quantity: 1 } }), 401, "unauthorized");
    // Over MCP a supplier key gets the supplier's tools only, never a buyer's (tests/workers/mcp-supplier.test.ts).
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/suppliers`, { token: psup }), 401, "unauthorized");
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/buyers/acme`, { token: psup }), 401, "unauthorized");
    // Contract routes take a supplier credential (an awarded auction names it as provider): no such contract, as for a buyer.
    expectProblem(await api("GET", `/v1/contracts/ctr_${"0".repeat(32)}`, { token: psup }), 404, "not-found");
    expect((await api("GET", `/v1/shops/${shop.shopId}/negotiations`, { token: shop.adminKey })).body.items).toEqual([]);
    // The supplier's own key still works: nothing above used it up.
    expect((await whoami(shop, psup)).status).toBe(200);
  });

  it("no credential, a forged key, or a key of a supplier that does not exist: the same 401; another shop's key: 404", async () => {
    const shop = await createShop();
    const other = await createShop();
    await registerSupplier(shop, "real");
    const { key: real } = await issueSupplierKey(shop, "real");
    await registerSupplier(other, "elsewhere");
    const { key: foreign } = await issueSupplierKey(other, "elsewhere");

    const secretLike = `A${"b".repeat(41)}A`;
    const refusals: ApiResponse[] = [];
    for (const token of [undefined, "garbage", `psup_${shop.shopId}_real_${secretLike}`, `psup_${shop.shopId}_nobody_${secretLike}`, real.slice(0, -1), `${real}A`]) {
      const res = await whoami(shop, token);
      expectProblem(res, 401, "unauthorized");
      refusals.push(res);
    }
    // The registered supplier's forged key and the unknown supplier's read the same.
    expect(refusals[2]!.body).toEqual(refusals[3]!.body);
    expectProblem(await whoami(shop, foreign), 404, "not-found");
    expectProblem(await api("GET", "/v1/shops/not-a-shop/supplier", { token: real }), 404, "not-found");
  });

  it("a revoked key is refused; a second key keeps working (rotation)", async () => {
    const shop = await createShop();
    await registerSupplier(shop, "rotator");
    const old = await issueSupplierKey(shop, "rotator");
    const fresh = await issueSupplierKey(shop, "rotator");
    expect((await whoami(shop, old.key)).status).toBe(200);
    const revoked = await api("DELETE", `${supplierPath(shop, "rotator")}/keys/${old.keyId}`, { token: shop.adminKey });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ keyId: old.keyId, revokedAt: expect.any(String) });
    expectProblem(await whoami(shop, old.key), 401, "unauthorized");
    expect((await whoami(shop, fresh.key)).body.supplierId).toBe("rotator");
    expect((await describeSupplier(shop, "rotator")).body.keys.map((k: { keyId: string; revokedAt: string | null }) => [k.keyId, k.revokedAt === null])).toEqual([
      [old.keyId, false],
      [fresh.keyId, true],
    ]);
    // A buyer's key id names nothing here.
    expectProblem(await api("DELETE", `${supplierPath(shop, "rotator")}/keys/bk_0000000000000000`, { token: shop.adminKey }), 404, "not-found");
  });
});

describe("signed requests by supplier agents (RFC 9421, Ed25519)", () => {
  it("a request signed by a registered supplier agent key is accepted once; tampered or replayed, refused", async () => {
    const shop = await createShop();
    await registerSupplier(shop, "signer", { name: "Signer", categories: ["steel"] });
    const agent = await registerSupplierAgent(shop, "signer");
    expect((await describeSupplier(shop, "signer")).body.publicKeys).toEqual([expect.objectContaining({ thumbprint: agent.keyid, jwk: agent.publicJwk, revokedAt: null })]);

    const send = await signedWhoami(shop, agent);
    const signature = (await signRequest({ method: "GET", url: `https://parley.test${whoamiPath(shop)}` }, agent, { created: Math.floor(Date.now() / 1000), nonce: "n" })).get("signature")!;
    const flipped = signature.replace(/:(.)/, (_m, c: string) => `:${c === "A" ? "B" : "A"}`);
    // Tampered: another signature's bytes, or the request sent to another path than was signed.
    expectProblem(await send({ headers: { signature: flipped } }), 401, "unauthorized");
    expectProblem(await send({ path: `/v1/shops/${shop.shopId}/supplier?as=other` }), 401, "unauthorized");
    // The untampered request goes through afterwards (a refusal spends nothing), once.
    const accepted = await send();
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ shopId: shop.shopId, supplierId: "signer", agentId: "supplier:signer", name: "Signer", categories: ["steel"] });
    expectProblem(await send(), 401, "unauthorized");
  });

  it("a key never registered, or revoked, is refused; a supplier agent key cannot open a negotiation as a buyer", async () => {
    const shop = await shopWithProduct();
    await registerSupplier(shop, "signer");
    expectProblem(await (await signedWhoami(shop, await createAgentKey()))(), 401, "unauthorized");

    const agent = await registerSupplierAgent(shop, "signer");
    expect((await (await signedWhoami(shop, agent))()).status).toBe(200);
    const opened = await signedOpen(shop, agent);
    expectProblem(opened, 401, "unauthorized");
    expect((await api("GET", `/v1/shops/${shop.shopId}/negotiations`, { token: shop.adminKey })).body.items).toEqual([]);

    const revoked = await api("DELETE", `${supplierPath(shop, "signer")}/public-keys/${agent.keyid}`, { token: shop.adminKey });
    expect(revoked.body).toMatchObject({ thumbprint: agent.keyid, revokedAt: expect.any(String) });
    expectProblem(await (await signedWhoami(shop, agent))(), 401, "unauthorized");
  });

  it("a buyer's agent key signs for no supplier; one key is never registered to a buyer and a supplier both", async () => {
    const shop = await shopWithProduct();
    await buyerKey(shop.shopId, "buyer-bot");
    const buyerAgent = await createAgentKey();
    expect((await api("POST", `/v1/shops/${shop.shopId}/buyers/buyer-bot/public-keys`, { token: shop.adminKey, body: { jwk: buyerAgent.publicJwk } })).status).toBe(201);
    await registerSupplier(shop, "supplier-bot");
    expectProblem(await (await signedWhoami(shop, buyerAgent))(), 401, "unauthorized");
    // The buyer's key still opens as the buyer (the refusal above spent nothing of it).
    expect((await signedOpen(shop, buyerAgent)).status).toBe(201);
    expect((await listed(shop, 1)).body.items[0].buyerId).toBe("buyer-bot");

    const taken = await api("POST", `${supplierPath(shop, "supplier-bot")}/public-keys`, { token: shop.adminKey, body: { jwk: buyerAgent.publicJwk } });
    expectProblem(taken, 409, "already-exists");
    expect((await describeSupplier(shop, "supplier-bot")).body.publicKeys).toEqual([]);

    const supplierAgent = await registerSupplierAgent(shop, "supplier-bot");
    expectProblem(await api("POST", `/v1/shops/${shop.shopId}/buyers/buyer-bot/public-keys`, { token: shop.adminKey, body: { jwk: supplierAgent.publicJwk } }), 409, "already-exists");
  });
});

describe("bad input changes nothing", () => {
  const state = async (shop: Shop, supplierId: string) => [await describeSupplier(shop, supplierId), await listSuppliers(shop)].map((r) => ({ status: r.status, body: r.body }));

  it("bad bodies, paths and keys: a 4xx problem, and the supplier and the list read back the same", async () => {
    const shop = await createShop();
    await registerSupplier(shop, "steady", { name: "Steady", categories: ["bolts"] });
    const before = await state(shop, "steady");
    const put = (body: unknown) => api("PUT", supplierPath(shop, "steady"), { token: shop.adminKey, body });
    const bad: unknown[] = [
      {},
      { name: "" },
      { name: "   " },
      { name: "x".repeat(201) },
      { name: "Bad\nname" },
      { name: "S", categories: ["bolts", "bolts"] },
      { name: "S", categories: ["-leading"] },
      { name: "S", categories: ["has space"] },
      { name: "S", categories: Array.from({ length: 33 }, (_, i) => `c${i}`) },
      { name: "S", categories: "bolts" },
      { name: "S", supplierId: "other" },
      { name: 7 },
      [],
    ];
    for (const body of bad) expectProblem(await put(body), 400, "validation-failed");
    expectProblem(await api("PUT", supplierPath(shop, "steady"), { token: shop.adminKey, rawBody: "{", headers: { "content-type": "application/json" } }), 400, "invalid-json");
    expectProblem(await api("PUT", supplierPath(shop, "steady"), { token: shop.adminKey, rawBody: '{"name":"S"}', headers: { "content-type": "text/plain" } }), 415, "unsupported-media-type");
    expectProblem(await api("PUT", supplierPath(shop, "bad%3Aid"), { token: shop.adminKey, body: { name: "S" } }), 400, "validation-failed");
    expectProblem(await api("PUT", supplierPath(shop, "x".repeat(65)), { token: shop.adminKey, body: { name: "S" } }), 400, "validation-failed");
    expectProblem(await api("POST", `${supplierPath(shop, "steady")}/keys`, { token: shop.adminKey, body: { extra: 1 } }), 400, "validation-failed");
    expectProblem(await api("POST", `${supplierPath(shop, "steady")}/public-keys`, { token: shop.adminKey, body: { jwk: { kty: "RSA", n: "x", e: "AQAB" } } }), 400, "validation-failed");
    expectProblem(await api("POST", `${supplierPath(shop, "steady")}/public-keys`, { token: shop.adminKey, body: {} }), 400, "validation-failed");
    expectProblem(await api("DELETE", `${supplierPath(shop, "steady")}/public-keys/short`, { token: shop.adminKey }), 400, "validation-failed");
    expectProblem(await api("DELETE", `${supplierPath(shop, "steady")}/keys/spk_0000000000000000`, { token: shop.adminKey }), 404, "not-found");
    // Another shop's admin key, or none: 404 and 401, nothing read or written.
    const other = await createShop();
    expectProblem(await api("PUT", supplierPath(shop, "steady"), { token: other.adminKey, body: { name: "Takeover" } }), 404, "not-found");
    expectProblem(await api("PUT", supplierPath(shop, "steady"), { body: { name: "Takeover" } }), 401, "unauthorized");
    expect(await state(shop, "steady")).toEqual(before);
  });

  it("property: any body to PUT a supplier is either applied as sent, or refused with a problem and nothing changed", async () => {
    const shop = await createShop();
    await registerSupplier(shop, "fuzzed", { name: "Fuzzed", categories: ["start"] });
    const category = fc.oneof(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,8}$/), fc.constantFrom("", "a b", "-x", "é", "x".repeat(65)));
    const body = fc.oneof(
      fc.record({ name: fc.string({ maxLength: 12 }), categories: fc.option(fc.array(category, { maxLength: 4 }), { nil: undefined }) }, { requiredKeys: ["name"] }),
      fc.record({ name: fc.string({ maxLength: 12 }), extra: fc.jsonValue({ maxDepth: 1 }) }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const before = await state(shop, "fuzzed");
        const res = await api("PUT", supplierPath(shop, "fuzzed"), { token: shop.adminKey, body: sent });
        if (res.status === 200) {
          const { name, categories } = sent as { name: string; categories?: string[] };
          expect(res.body).toMatchObject({ name: name.trim(), categories: [...(categories ?? [])].sort() });
          expect((await listSuppliers(shop)).body.items[0]).toMatchObject({ name: name.trim(), categories: [...(categories ?? [])].sort() });
          return;
        }
        expect(res.status).toBe(400);
        expect(res.headers.get("content-type")).toBe("application/problem+json");
        expect(await state(shop, "fuzzed")).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });
});

describe("the supplier routes in the OpenAPI document", () => {
  it("documents every supplier route, with the supplier's credentials on its own route", async () => {
    const doc = (await api("GET", "/openapi.json")).body;
    expect(doc.components.securitySchemes.supplierKey).toMatchObject({ type: "http", scheme: "bearer" });
    const expected: Array<[string, string]> = [
      ["/v1/shops/{shopId}/suppliers/{supplierId}", "put"],
      ["/v1/shops/{shopId}/suppliers/{supplierId}", "get"],
      ["/v1/shops/{shopId}/suppliers", "get"],
      ["/v1/shops/{shopId}/suppliers/{supplierId}/keys", "post"],
      ["/v1/shops/{shopId}/suppliers/{supplierId}/keys/{keyId}", "delete"],
      ["/v1/shops/{shopId}/suppliers/{supplierId}/public-keys", "post"],
      ["/v1/shops/{shopId}/suppliers/{supplierId}/public-keys/{thumbprint}", "delete"],
      ["/v1/shops/{shopId}/supplier", "get"],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths["/v1/shops/{shopId}/supplier"].get.security).toEqual([{ supplierKey: [] }, { httpSignature: [] }]);
    expect(doc.paths["/v1/shops/{shopId}/suppliers/{supplierId}"].put.security).toEqual([{ adminKey: [] }]);
  });
});

describe("the account schema (step 5)", () => {
  it("an account from step 4 keeps its buyer, gains the supplier tables, and reads as the latest version", async () => {
    const { migrateBuyerAccount, BUYER_SCHEMA_VERSION } = await import("../../durable-objects/buyer/buyer-schema");
    const stub = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`supplier-schema-${crypto.randomUUID()}`));
    const result = await runInDurableObject<BuyerAccount, Record<string, unknown>>(stub, (_account, state) => {
      const sql = state.storage.sql;
      for (const { name } of sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").toArray()) {
        sql.exec(`DROP TABLE ${name}`);
      }
      migrateBuyerAccount(sql, 4);
      sql.exec("INSERT INTO account (singleton, shop_id, buyer_id, kind, name, created_at) VALUES (1, 's', 'b', 'registered', 'Old buyer', 1)");
      sql.exec("INSERT INTO buyer_keys (key_id, hash, created_at) VALUES ('bk_1', 'h', 1)");
      const tablesBefore = sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'supplier'").toArray().length;
      migrateBuyerAccount(sql);
      const tables = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'supplier%' ORDER BY name").toArray().map((t) => t.name);
      return {
        tablesBefore,
        tables,
        version: sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version,
        account: sql.exec("SELECT buyer_id, name FROM account").one(),
        keys: sql.exec("SELECT key_id FROM buyer_keys").toArray(),
      };
    });
    expect(result).toEqual({
      tablesBefore: 0,
      tables: ["supplier", "supplier_directory", "supplier_directory_categories"],
      version: BUYER_SCHEMA_VERSION,
      account: { buyer_id: "b", name: "Old buyer" },
      keys: [{ key_id: "bk_1" }],
    });
    expect(BUYER_SCHEMA_VERSION).toBeGreaterThanOrEqual(5);
  });
});
