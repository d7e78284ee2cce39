import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agreementRecord, canonicalRecord } from "../../contracts/record";
import {
  countersign,
  deriveSeedFromSecret,
  fromBase64url,
  jwkThumbprint,
  publicJwks,
  signingKeyFromSeed,
  signRecord,
  toBase64url,
  verifySignedRecord,
  type SignedRecord,
} from "../../contracts/signing";
import { activeContractState, exampleContract, leafPaths, withLeafChanged } from "./record-arbitraries";

const hex = (text: string) => Uint8Array.from(text.match(/../g)!, (pair) => parseInt(pair, 16));
/** RFC 8032 §7.1 test 1: the seed and its public key (RFC 8037 A.1 uses the same key). */
const RFC8032_SEED = hex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
const RFC8032_PUBLIC = hex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");

const parleyKey = await signingKeyFromSeed(await deriveSeedFromSecret("parley deployment secret", "2026-11"));
const otherParleyKey = await signingKeyFromSeed(await deriveSeedFromSecret("parley deployment secret", "2027-05"));
const buyerKey = await signingKeyFromSeed(new Uint8Array(32).fill(7));
const parleyOnly = { parley: publicJwks([parleyKey]).keys };

/** The example contract with the consumer byr_7 registered under `buyerKey`. */
function exampleWithBuyerKey() {
  const state = exampleContract();
  state.parties[1] = { agentId: "byr_7", role: "consumer", signingKey: buyerKey.publicJwk.x };
  return state;
}

function flipByte(sig: string, index: number, mask: number): string {
  const bytes = fromBase64url(sig)!;
  bytes[index % bytes.length]! ^= mask;
  return toBase64url(bytes);
}

describe("signing keys", () => {
  it("come from a 32-byte seed as RFC 8032 defines, named by their RFC 7638 thumbprint (RFC 8037 A.3's value)", async () => {
    const key = await signingKeyFromSeed(RFC8032_SEED);
    expect(fromBase64url(key.publicJwk.x)).toEqual(RFC8032_PUBLIC);
    expect(key.kid).toBe("kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k");
    expect(await jwkThumbprint(key.publicJwk)).toBe(key.kid);
  });

  it("refuse a seed that is not 32 bytes", async () => {
    await expect(signingKeyFromSeed(new Uint8Array(31))).rejects.toThrow(/32 bytes/);
  });

  it("derive from a secret string stably, and differently per label and per secret", async () => {
    const seed = await deriveSeedFromSecret("s3cret", "2026-11");
    expect(seed).toHaveLength(32);
    expect(await deriveSeedFromSecret("s3cret", "2026-11")).toEqual(seed);
    expect(await deriveSeedFromSecret("s3cret", "2027-05")).not.toEqual(seed);
    expect(await deriveSeedFromSecret("s3cret!", "2026-11")).not.toEqual(seed);
    await expect(deriveSeedFromSecret("", "2026-11")).rejects.toThrow(/empty/);
  });

  it("publish as a JWKS document with kid, alg and use, and nothing private", () => {
    const jwks = publicJwks([parleyKey, otherParleyKey]);
    expect(jwks.keys).toEqual([
      { kty: "OKP", crv: "Ed25519", x: parleyKey.publicJwk.x, kid: parleyKey.kid, alg: "Ed25519", use: "sig" },
      { kty: "OKP", crv: "Ed25519", x: otherParleyKey.publicJwk.x, kid: otherParleyKey.kid, alg: "Ed25519", use: "sig" },
    ]);
    expect(JSON.stringify(jwks)).not.toMatch(/"d"/);
  });
});

describe("signed agreement records", () => {
  it("verify when signed by Parley, naming Parley as the signer", async () => {
    const signed = await signRecord(agreementRecord(exampleContract(), "activated", 1), parleyKey);
    expect(signed.canonical).toBe(canonicalRecord(signed.record));
    expect(signed.signatures).toEqual([{ signer: "parley", kid: parleyKey.kid, alg: "Ed25519", sig: expect.stringMatching(/^[A-Za-z0-9_-]{86}$/) }]);
    expect(await verifySignedRecord(signed, parleyOnly)).toEqual({ valid: true, signers: ["parley"], problems: [] });
  });

  it("verify after a round trip through JSON text, as a file or an HTTP body carries them", async () => {
    const signed = await signRecord(agreementRecord(exampleContract(), "amended", 2), parleyKey);
    expect((await verifySignedRecord(JSON.parse(JSON.stringify(signed, null, 2)), parleyOnly)).valid).toBe(true);
  });

  it("verify against a JWKS holding the old and the new key during a rotation", async () => {
    const signed = await signRecord(agreementRecord(exampleContract(), "activated", 1), otherParleyKey);
    expect((await verifySignedRecord(signed, { parley: publicJwks([parleyKey, otherParleyKey]).keys })).valid).toBe(true);
    const verdict = await verifySignedRecord(signed, parleyOnly);
    expect(verdict.valid).toBe(false);
    expect(verdict.problems.join("\n")).toMatch(/no Parley key has this kid/);
  });

  it("do not verify with a term changed, whether or not the canonical text was recomputed", async () => {
    const signed = await signRecord(agreementRecord(exampleContract(), "activated", 1), parleyKey);
    const cheaper = { ...signed.record, terms: { ...signed.record.terms, priceMinor: 1 } };
    const kept = await verifySignedRecord({ ...signed, record: cheaper }, parleyOnly);
    expect(kept.valid).toBe(false);
    expect(kept.problems.join("\n")).toMatch(/canonical text is not the JCS of the record/);
    const recomputed = await verifySignedRecord({ ...signed, record: cheaper, canonical: canonicalRecord(cheaper) }, parleyOnly);
    expect(recomputed).toMatchObject({ valid: false, signers: [] });
    expect(recomputed.problems.join("\n")).toMatch(/does not verify/);
  });

  it("do not verify without a Parley signature, even when a party's signature is good", async () => {
    const signed = await countersign(await signRecord(agreementRecord(exampleWithBuyerKey(), "activated", 1), parleyKey), "byr_7", buyerKey.privateKey, buyerKey.kid);
    const partyOnly = { ...signed, signatures: signed.signatures.filter((s) => s.signer !== "parley") };
    const verdict = await verifySignedRecord(partyOnly, parleyOnly);
    expect(verdict).toMatchObject({ valid: false, signers: ["byr_7"] });
    expect(verdict.problems).toContain("the record carries no Parley signature");
  });

  it("do not verify when a signature is swapped for one over another record", async () => {
    const first = await signRecord(agreementRecord(exampleContract(), "activated", 1), parleyKey);
    const second = await signRecord(agreementRecord(exampleContract(), "amended", 2), parleyKey);
    expect((await verifySignedRecord({ ...first, signatures: second.signatures }, parleyOnly)).valid).toBe(false);
  });

  it("do not verify a record version or type this verifier does not know", async () => {
    const record = { ...agreementRecord(exampleContract(), "activated", 1), recordVersion: 2 } as unknown as Parameters<typeof signRecord>[0];
    const verdict = await verifySignedRecord(await signRecord(record, parleyKey), parleyOnly);
    expect(verdict.valid).toBe(false);
    expect(verdict.problems.join("\n")).toMatch(/record version 2/);
  });

  it("refuse a signature spelled differently in base64url that decodes to the same bytes", async () => {
    const signed = await signRecord(agreementRecord(exampleContract(), "activated", 1), parleyKey);
    const sig = signed.signatures[0]!.sig;
    // 64 bytes = 86 characters: the last carries 2 unused bits; setting one re-spells the same bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = sig.slice(0, -1) + alphabet[alphabet.indexOf(sig.at(-1)!) ^ 1];
    const verdict = await verifySignedRecord({ ...signed, signatures: [{ ...signed.signatures[0]!, sig: respelled }] }, parleyOnly);
    expect(verdict.valid).toBe(false);
  });

  it("say what is wrong with malformed input instead of throwing", async () => {
    for (const input of [null, 42, "x", [], {}, { record: {}, canonical: 1, signatures: [] }, { record: [], canonical: "{}", signatures: {} }]) {
      const verdict = await verifySignedRecord(input, parleyOnly);
      expect(verdict.valid).toBe(false);
      expect(verdict.problems.length).toBeGreaterThan(0);
    }
    const signed = await signRecord(agreementRecord(exampleContract(), "activated", 1), parleyKey);
    const verdict = await verifySignedRecord({ ...signed, signatures: [null, { signer: "parley" }, { ...signed.signatures[0], alg: "RS256" }] }, parleyOnly);
    expect(verdict.valid).toBe(false);
    expect(verdict.problems).toHaveLength(4);
  });

  it("report a published key whose kid is not its thumbprint", async () => {
    const signed = await signRecord(agreementRecord(exampleContract(), "activated", 1), parleyKey);
    const verdict = await verifySignedRecord(signed, { parley: [{ ...parleyKey.publicJwk, kid: otherParleyKey.kid }] });
    expect(verdict.valid).toBe(false);
    expect(verdict.problems.join("\n")).toMatch(/is not its RFC 7638 thumbprint/);
  });
});

describe("countersigned agreement records", () => {
  it("verify with the party's key the Parley-signed record lists, naming both signers", async () => {
    const signed = await signRecord(agreementRecord(exampleWithBuyerKey(), "activated", 1), parleyKey);
    const both = await countersign(signed, "byr_7", buyerKey.privateKey, buyerKey.kid);
    expect(both.canonical).toBe(signed.canonical);
    expect(await verifySignedRecord(both, parleyOnly)).toEqual({ valid: true, signers: ["parley", "byr_7"], problems: [] });
  });

  it("verify with a party key given by the verifier when the record lists none", async () => {
    const signed = await countersign(await signRecord(agreementRecord(exampleContract(), "activated", 1), parleyKey), "byr_7", buyerKey.privateKey, buyerKey.kid);
    expect((await verifySignedRecord(signed, { ...parleyOnly, parties: { byr_7: buyerKey.publicJwk } })).valid).toBe(true);
    const unknown = await verifySignedRecord(signed, parleyOnly);
    expect(unknown.valid).toBe(false);
    expect(unknown.problems.join("\n")).toMatch(/no key for byr_7/);
  });

  it("do not verify when a party signs with a key other than the one it registered", async () => {
    const impostor = await signingKeyFromSeed(new Uint8Array(32).fill(9));
    const signed = await countersign(await signRecord(agreementRecord(exampleWithBuyerKey(), "activated", 1), parleyKey), "byr_7", impostor.privateKey, impostor.kid);
    expect((await verifySignedRecord(signed, parleyOnly)).valid).toBe(false);
    const lying = await countersign(await signRecord(agreementRecord(exampleWithBuyerKey(), "activated", 1), parleyKey), "byr_7", impostor.privateKey, buyerKey.kid);
    expect((await verifySignedRecord(lying, parleyOnly)).valid).toBe(false);
  });

  it("are refused for a non-party, for Parley's signer name and for a record that does not match its text", async () => {
    const signed = await signRecord(agreementRecord(exampleWithBuyerKey(), "activated", 1), parleyKey);
    await expect(countersign(signed, "byr_99", buyerKey.privateKey, buyerKey.kid)).rejects.toThrow(/not a party/);
    await expect(countersign(signed, "parley", buyerKey.privateKey, buyerKey.kid)).rejects.toThrow(/Parley's signer name/);
    const tampered = { ...signed, record: { ...signed.record, termsVersion: 9 } };
    await expect(countersign(tampered, "byr_7", buyerKey.privateKey, buyerKey.kid)).rejects.toThrow(/refusing to countersign/);
  });

  it("do not pile up when a party signs twice", async () => {
    const signed = await signRecord(agreementRecord(exampleWithBuyerKey(), "activated", 1), parleyKey);
    const once = await countersign(signed, "byr_7", buyerKey.privateKey, buyerKey.kid);
    const twice = await countersign(once, "byr_7", buyerKey.privateKey, buyerKey.kid);
    expect(twice).toEqual(once);
  });
});

describe("signed agreement records: properties", () => {
  const event = fc.constantFrom("activated" as const, "amended" as const);

  it("sign then verify is valid for any contract", async () => {
    await fc.assert(
      fc.asyncProperty(activeContractState, event, fc.nat(), async (state, kind, at) => {
        const verdict = await verifySignedRecord(await signRecord(agreementRecord(state, kind, at), parleyKey), parleyOnly);
        expect(verdict).toEqual({ valid: true, signers: ["parley"], problems: [] });
      }),
      { numRuns: 60 },
    );
  });

  it("any single field of the record changed makes it invalid, with the old or a recomputed canonical text", async () => {
    await fc.assert(
      fc.asyncProperty(activeContractState, event, fc.nat(), async (state, kind, pick) => {
        const signed = await signRecord(agreementRecord(state, kind, 1), parleyKey);
        const paths = leafPaths(signed.record);
        const changed = withLeafChanged(signed.record, paths[pick % paths.length]!) as SignedRecord["record"];
        expect((await verifySignedRecord({ ...signed, record: changed }, parleyOnly)).valid).toBe(false);
        expect((await verifySignedRecord({ ...signed, record: changed, canonical: canonicalRecord(changed) }, parleyOnly)).valid).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it("any bit flipped in Parley's or a party's signature makes it invalid", async () => {
    const signed = await countersign(await signRecord(agreementRecord(exampleWithBuyerKey(), "activated", 1), parleyKey), "byr_7", buyerKey.privateKey, buyerKey.kid);
    expect((await verifySignedRecord(signed, parleyOnly)).valid).toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 1 }), fc.nat({ max: 63 }), fc.integer({ min: 0, max: 7 }), async (which, index, bit) => {
        const signatures = signed.signatures.map((s, i) => (i === which ? { ...s, sig: flipByte(s.sig, index, 1 << bit) } : s));
        expect((await verifySignedRecord({ ...signed, signatures }, parleyOnly)).valid).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it("verification never throws, whatever JSON it is given", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.record({ record: fc.jsonValue(), canonical: fc.string(), signatures: fc.array(fc.jsonValue()) })), async (input) => {
        expect((await verifySignedRecord(input, parleyOnly)).valid).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
