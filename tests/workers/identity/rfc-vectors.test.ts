import { parseDictionary, type InnerList } from "structured-headers";
import { describe, expect, it } from "vitest";
import { checkContentDigest, contentDigest, signatureBase, verifyRequestSignature } from "../../../workers/identity";

/*
 * RFC 9421 Appendix B.2 message and B.2.6 (ed25519 over "date", "@method", "@path", "@authority",
 * "content-type", "content-length"), with the test key `test-key-ed25519` of Appendix B.1.4.
 * Ed25519 is deterministic, so our base must reproduce the published signature to the byte.
 */
const BODY = new TextEncoder().encode('{"hello": "world"}');
const MESSAGE = {
  method: "POST",
  url: "https://example.com/foo?param=Value&Pet=dog",
  headers: new Headers({
    Host: "example.com",
    Date: "Tue, 20 Apr 2021 02:07:55 GMT",
    "Content-Type": "application/json",
    "Content-Digest": "sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:",
    "Content-Length": "18",
  }),
};
const SIGNATURE_INPUT =
  'sig-b26=("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"';
const SIGNATURE = "sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==:";
const EXPECTED_BASE = [
  '"date": Tue, 20 Apr 2021 02:07:55 GMT',
  '"@method": POST',
  '"@path": /foo',
  '"@authority": example.com',
  '"content-type": application/json',
  '"content-length": 18',
  '"@signature-params": ("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"',
].join("\n");
const TEST_KEY_PUBLIC = { kty: "OKP", crv: "Ed25519", x: "JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs" };
const TEST_KEY_PKCS8 = "MC4CAQAwBQYDK2VwBCIEIJ+DYvh6SEqVTm50DFtMDoQikTmiCqirVv9mWG9qfSnF";

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

describe("RFC 9421 B.2.6 and RFC 9530 vectors", () => {
  it("builds the published signature base", () => {
    const input = parseDictionary(SIGNATURE_INPUT).get("sig-b26") as InnerList;
    expect(signatureBase(MESSAGE, input)).toEqual({ ok: true, base: EXPECTED_BASE });
  });

  it("the published signature verifies over our base, and signing it with the test key reproduces it", async () => {
    const signature = new Uint8Array(parseDictionary(SIGNATURE).get("sig-b26")![0] as ArrayBuffer);
    const base = new TextEncoder().encode(EXPECTED_BASE);
    const publicKey = await crypto.subtle.importKey("jwk", TEST_KEY_PUBLIC, { name: "Ed25519" }, false, ["verify"]);
    expect(await crypto.subtle.verify({ name: "Ed25519" }, publicKey, signature, base)).toBe(true);
    const privateKey = await crypto.subtle.importKey("pkcs8", fromBase64(TEST_KEY_PKCS8), { name: "Ed25519" }, false, ["sign"]);
    expect(new Uint8Array(await crypto.subtle.sign({ name: "Ed25519" }, privateKey, base))).toEqual(signature);
  });

  it("our policy still refuses that request: it covers neither the body nor the query", async () => {
    const headers = new Headers(MESSAGE.headers);
    headers.set("signature-input", SIGNATURE_INPUT);
    headers.set("signature", SIGNATURE);
    const result = await verifyRequestSignature({ ...MESSAGE, headers }, BODY, async () => TEST_KEY_PUBLIC, new Date(1618884473_000));
    expect(result).toMatchObject({ ok: false, reason: "missing-covered-component" });
    if (!result.ok) expect(result.detail).toBe("The signature must cover @query, content-digest.");
  });

  it("Content-Digest: RFC 9530's sha-256 of the same body; its sha-512 alone is not one we check", async () => {
    expect(await contentDigest(BODY)).toBe("sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:");
    expect(await checkContentDigest(await contentDigest(BODY), BODY)).toBeNull();
    expect(await checkContentDigest(MESSAGE.headers.get("content-digest"), BODY)).toBe("content-digest-unsupported");
    expect(await checkContentDigest("sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:, sha-512=:AA==:", BODY)).toBeNull();
    expect(await checkContentDigest("sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:", new Uint8Array())).toBe("content-digest-mismatch");
    expect(await checkContentDigest('sha-256="X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE="', BODY)).toBe("content-digest-malformed");
    expect(await checkContentDigest("sha-256=:not base64(:", BODY)).toBe("content-digest-malformed");
    expect(await checkContentDigest(null, BODY)).toBe("content-digest-missing");
  });
});
