/**
 * Countersigned agreements (issue #30 item 6): a party that registered a signing key with its contract adds its own
 * Ed25519 signature to the record Parley signed, over the same canonical text; the stored record then verifies with
 * both signers offline. A signature that does not verify, a party without a key, or a record not signed yet is a
 * 4xx that changes nothing; the countersignature is audited.
 */
import { describe, expect, it } from "vitest";
import { countersign, signingKeyFromSeed, verifySignedRecord, type SignedRecord } from "../../contracts/signing";
import { api, buyerKey, createShop, eventually, expectProblem } from "./api-client";

async function keyOf(byte: number) {
  return signingKeyFromSeed(new Uint8Array(32).fill(byte));
}

describe("countersigning an agreement record", () => {
  it("a party with a registered key countersigns; the record then verifies with Parley and the party as signers", async () => {
    const shop = await createShop("Countersign shop");
    const client = await buyerKey(shop.shopId, "client");
    const other = await buyerKey(shop.shopId, "observer");
    const clientKey = await keyOf(7);
    const created = await api("POST", `/v1/shops/${shop.shopId}/service-contracts`, {
      token: shop.adminKey,
      body: {
        parties: [
          { agentId: `shop:${shop.shopId}`, role: "provider" },
          { agentId: "buyer:client", role: "consumer", signingKey: clientKey.publicJwk.x },
          { agentId: "buyer:observer", role: "observer" },
        ],
        kind: "multilateral",
        currency: "EUR",
        priceMinor: 25_000,
        sla: [],
        stakeMinor: 5_000,
        durationMs: 3_600_000,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.contractId as string;
    for (const token of [shop.adminKey, client, other]) expect((await api("POST", `/v1/contracts/${id}/accept`, { token })).status).toBe(200);

    const records = await eventually(
      () => api("GET", `/v1/contracts/${id}/records`, { token: client }),
      (r) => r.body?.items?.[0]?.signed !== null && r.body?.items?.length === 1,
    );
    const signed = records.body.items[0].signed as SignedRecord;
    const jwks = (await api("GET", "/.well-known/parley-signing-keys", {})).body;
    const path = `/v1/contracts/${id}/records/1/countersignature`;

    // A signature that does not verify, or by a party without a key: refused, the record unchanged.
    const wrong = await countersign(signed, "buyer:client", (await keyOf(8)).privateKey, clientKey.kid);
    expectProblem(await api("POST", path, { token: client, body: { kid: clientKey.kid, sig: wrong.signatures.at(-1)!.sig } }), 422, "bad-countersignature");
    const observerKey = await keyOf(9);
    const observers = await countersign(signed, "buyer:observer", observerKey.privateKey, observerKey.kid);
    expectProblem(await api("POST", path, { token: other, body: { kid: observerKey.kid, sig: observers.signatures.at(-1)!.sig } }), 403, "no-signing-key");
    expectProblem(await api("POST", `/v1/contracts/${id}/records/2/countersignature`, { token: client, body: { kid: clientKey.kid, sig: "AA" } }), 404, "not-found");
    expect((await api("GET", `/v1/contracts/${id}/records`, { token: client })).body.items[0].signed).toEqual(signed);

    // The real one: stored beside Parley's, and the record verifies with both.
    const mine = await countersign(signed, "buyer:client", clientKey.privateKey, clientKey.kid);
    const body = { kid: clientKey.kid, sig: mine.signatures.at(-1)!.sig };
    const done = await api("POST", path, { token: client, body, headers: { "idempotency-key": "cs-1" } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const stored = (await api("GET", `/v1/contracts/${id}/records`, { token: shop.adminKey })).body.items[0].signed;
    expect(stored.signatures.map((s: any) => s.signer)).toEqual(["parley", "buyer:client"]);
    const verdict = await verifySignedRecord(stored, { parley: jwks.keys });
    expect(verdict).toMatchObject({ valid: true, signers: ["parley", "buyer:client"] });
    // Tampered afterwards: no longer valid.
    expect((await verifySignedRecord({ ...stored, record: { ...stored.record, terms: { ...stored.record.terms, priceMinor: 1 } } }, { parley: jwks.keys })).valid).toBe(false);

    // Same key and body: the same answer; same key, another body: a 422 (the signature is checked first) that
    // changes nothing.
    const again = await api("POST", path, { token: client, body, headers: { "idempotency-key": "cs-1" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(done.body);
    const reused = await api("POST", path, { token: client, body: { ...body, kid: body.kid.slice(0, -1) + (body.kid.endsWith("A") ? "B" : "A") }, headers: { "idempotency-key": "cs-1" } });
    expect(reused.status).toBe(422);
    expect((await api("GET", `/v1/contracts/${id}/records`, { token: shop.adminKey })).body.items[0].signed).toEqual(stored);

    // Audited in the contract's chain, which still verifies.
    const audit = (await api("GET", `/v1/contracts/${id}/audit`, { token: shop.adminKey })).body;
    expect(audit.verification.valid).toBe(true);
    expect(audit.entries.some((e: any) => e.kind === "contract.countersigned" && e.data.signer === "buyer:client")).toBe(true);
  });
});
