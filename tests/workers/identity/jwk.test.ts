import { describe, expect, it } from "vitest";
import { createAgentKey, jwkThumbprint, parsePublicJwk } from "../../../workers/identity";

// RFC 8037 Appendix A.2 (public key) and A.3 (its RFC 7638 thumbprint).
const RFC8037_PUBLIC = { kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" };
const RFC8037_THUMBPRINT = "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k";

function accepted(input: unknown) {
  const checked = parsePublicJwk(input);
  if (!checked.ok) throw new Error(checked.reason);
  return checked.jwk;
}

describe("agent public keys (JWK) and thumbprints", () => {
  it("reproduces RFC 8037's thumbprint, whatever the member order or extra members", async () => {
    expect(await jwkThumbprint(accepted(RFC8037_PUBLIC))).toBe(RFC8037_THUMBPRINT);
    const reordered = { x: RFC8037_PUBLIC.x, kid: "mine", alg: "EdDSA", use: "sig", crv: "Ed25519", kty: "OKP" };
    expect(accepted(reordered)).toEqual(RFC8037_PUBLIC);
    expect(await jwkThumbprint(accepted(reordered))).toBe(RFC8037_THUMBPRINT);
  });

  it("refuses a private key with a message that says so", () => {
    const withPrivate = { ...RFC8037_PUBLIC, d: "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A" };
    const checked = parsePublicJwk(withPrivate);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.reason).toMatch(/private key/);
      expect(checked.reason).not.toContain(withPrivate.d);
    }
  });

  it("refuses other key types, curves and malformed x", () => {
    const bad: unknown[] = [
      null,
      "key",
      [RFC8037_PUBLIC],
      { ...RFC8037_PUBLIC, kty: "EC" },
      { ...RFC8037_PUBLIC, crv: "X25519" },
      { ...RFC8037_PUBLIC, crv: "Ed448" },
      { kty: "OKP", crv: "Ed25519" },
      { ...RFC8037_PUBLIC, x: 42 },
      { ...RFC8037_PUBLIC, x: `${RFC8037_PUBLIC.x}=` },
      { ...RFC8037_PUBLIC, x: RFC8037_PUBLIC.x.slice(0, 40) },
      { ...RFC8037_PUBLIC, x: `${RFC8037_PUBLIC.x}AAAA` },
      { ...RFC8037_PUBLIC, x: RFC8037_PUBLIC.x.replaceAll("_", "/") },
    ];
    for (const input of bad) expect(parsePublicJwk(input).ok, JSON.stringify(input)).toBe(false);
  });

  it("a generated agent key's keyid is its public JWK's thumbprint", async () => {
    const agent = await createAgentKey();
    expect(agent.keyid).toBe(await jwkThumbprint(agent.publicJwk));
    expect(agent.keyid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(agent.publicJwk).sort()).toEqual(["crv", "kty", "x"]);
  });
});
