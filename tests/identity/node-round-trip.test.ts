import { describe, expect, it } from "vitest";
import { createAgentKey, signRequest, verifyRequestSignature } from "../../workers/identity";

// Bench and demo clients sign in Node 22, not in workerd: the same module must work there.
describe("identity in Node", () => {
  it("signs and verifies with Node's WebCrypto and Headers", async () => {
    const agent = await createAgentKey();
    const now = new Date("2026-11-20T12:00:00Z");
    const body = new TextEncoder().encode('{"offer": 10}');
    const url = "http://127.0.0.1:8787/v1/negotiations?shop=shp_0123456789abcdef01234567";
    const headers = await signRequest({ method: "POST", url, body }, agent, { created: now.getTime() / 1000, nonce: "node" });
    const result = await verifyRequestSignature({ method: "POST", url, headers }, body, async () => agent.publicJwk, now);
    expect(result).toMatchObject({ ok: true, keyid: agent.keyid, nonce: "node" });
    const tampered = await verifyRequestSignature({ method: "POST", url: url.replace("8787", "8788"), headers }, body, async () => agent.publicJwk, now);
    expect(tampered).toMatchObject({ ok: false, reason: "signature-mismatch" });
  });
});
