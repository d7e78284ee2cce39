import { describe, expect, it } from "vitest";
import { countersign, PARLEY_SIGNING_KEYS_PATH, signingKeyFromSeed, verifyAgreementRecord, type SignedRecord } from "../../client";
import { agreementRecord } from "../../contracts/record";
import { publicJwks, signRecord } from "../../contracts/signing";
import { exampleContract } from "../contracts/record-arbitraries";

/** What a buyer agent holds: a record Parley signed (as its API returns it) and the JWKS Parley publishes. */
async function fromParley() {
  const parleyKey = await signingKeyFromSeed(new Uint8Array(32).fill(11));
  const buyerKey = await signingKeyFromSeed(new Uint8Array(32).fill(12));
  const state = exampleContract();
  state.parties[1] = { agentId: "byr_7", role: "consumer", signingKey: buyerKey.publicJwk.x };
  const signed = JSON.parse(JSON.stringify(await signRecord(agreementRecord(state, "activated", 1), parleyKey))) as SignedRecord;
  const jwksBody = JSON.stringify(publicJwks([parleyKey]));
  return { signed, jwksBody, buyerKey };
}

describe("typed client: agreement records", () => {
  it("verifies a record against the JWKS document as served, or its keys list", async () => {
    const { signed, jwksBody } = await fromParley();
    expect(PARLEY_SIGNING_KEYS_PATH).toBe("/.well-known/parley-signing-keys");
    expect(await verifyAgreementRecord(signed, JSON.parse(jwksBody))).toEqual({ valid: true, signers: ["parley"], problems: [] });
    expect((await verifyAgreementRecord(signed, JSON.parse(jwksBody).keys)).valid).toBe(true);
  });

  it("rejects a record whose price was lowered, and one checked against no keys", async () => {
    const { signed, jwksBody } = await fromParley();
    const cheaper = { ...signed, record: { ...signed.record, terms: { ...signed.record.terms, priceMinor: 1 } } };
    const verdict = await verifyAgreementRecord(cheaper, JSON.parse(jwksBody));
    expect(verdict.valid).toBe(false);
    expect(verdict.problems.join("\n")).toMatch(/changed after signing/);
    expect((await verifyAgreementRecord(signed, { keys: [] })).valid).toBe(false);
  });

  it("lets a buyer agent countersign with its registered key, and the result verifies with both signers", async () => {
    const { signed, jwksBody, buyerKey } = await fromParley();
    const both = await countersign(signed, "byr_7", buyerKey.privateKey, buyerKey.kid);
    expect(await verifyAgreementRecord(both, JSON.parse(jwksBody))).toEqual({ valid: true, signers: ["parley", "byr_7"], problems: [] });
  });
});
