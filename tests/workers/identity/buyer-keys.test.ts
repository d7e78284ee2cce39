import { describe, expect, it } from "vitest";
import { BUYER_ID, buyerKeyId, hashBuyerKey, issueBuyerKey, parseBuyerKey } from "../../../workers/identity";

const SHOP = "shp_0123456789abcdef01234567";
const OTHER_SHOP = "shp_fedcba9876543210fedcba98";

describe("shop-issued buyer keys", () => {
  it("issues pbk_<shop>_<buyer>_<43-char secret> and parses it back", async () => {
    const { key } = await issueBuyerKey(SHOP, "agent_7.eu-west");
    expect(key).toMatch(/^pbk_shp_0123456789abcdef01234567_agent_7\.eu-west_[A-Za-z0-9_-]{43}$/);
    expect(parseBuyerKey(key)).toEqual({ shopId: SHOP, buyerId: "agent_7.eu-west" });
    expect(parseBuyerKey(key, SHOP)).toEqual({ shopId: SHOP, buyerId: "agent_7.eu-west" });
  });

  it("stores only a hash: neither the hash nor the keyId contains the secret", async () => {
    const issued = await issueBuyerKey(SHOP, "buyer-1");
    const secret = issued.key.slice(-43);
    expect(issued.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.keyHash).toBe(await hashBuyerKey(issued.key));
    expect(issued.keyId).toBe(buyerKeyId(issued.keyHash));
    expect(issued.keyId).toMatch(/^bk_[0-9a-f]{16}$/);
    for (const stored of [issued.keyHash, issued.keyId]) {
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(secret.slice(0, 8));
    }
  });

  it("rotation: a second key for the same buyer differs in secret, hash and keyId", async () => {
    const first = await issueBuyerKey(SHOP, "buyer-1");
    const second = await issueBuyerKey(SHOP, "buyer-1");
    expect(second.key).not.toBe(first.key);
    expect(second.keyHash).not.toBe(first.keyHash);
    expect(second.keyId).not.toBe(first.keyId);
    expect(parseBuyerKey(second.key)).toEqual(parseBuyerKey(first.key));
  });

  it("refuses another shop's key when the expected shop is given", async () => {
    const { key } = await issueBuyerKey(OTHER_SHOP, "buyer-1");
    expect(parseBuyerKey(key, SHOP)).toBeNull();
    expect(parseBuyerKey(key, OTHER_SHOP)?.shopId).toBe(OTHER_SHOP);
  });

  it("a key with a character added or cut never names another buyer (500 keys: secrets begin with a letter or digit)", async () => {
    for (let i = 0; i < 500; i++) {
      const { key } = await issueBuyerKey(SHOP, "buyer-1");
      expect(key.slice(-43)).toMatch(/^[A-Za-z0-9]/);
      for (const tampered of [`${key}A`, `${key}Q`, key.slice(0, -1)]) expect(parseBuyerKey(tampered), tampered).toBeNull();
    }
  });

  it("refuses malformed tokens", async () => {
    const { key } = await issueBuyerKey(SHOP, "buyer-1");
    const secret = key.slice(-43);
    const malformed = [
      "",
      key.replace("pbk_", "psk_"),
      key.slice(0, -1),
      `${key}A`,
      ` ${key}`,
      `${key}\n`,
      key.replace(SHOP, "shp_0123456789ABCDEF01234567"),
      key.replace(SHOP, "shp_0123"),
      `pbk_${SHOP}__${secret}`,
      `pbk_${SHOP}_${"b".repeat(65)}_${secret}`,
      `pbk_${SHOP}_bad\u0000id_${secret}`,
      `pbk_${SHOP}_bad/id_${secret}`,
      // 43 base64url characters whose last one carries bits beyond the 32 bytes: not a canonical secret.
      `pbk_${SHOP}_buyer-1_${secret.slice(0, 42)}B`,
    ];
    for (const token of malformed) expect(parseBuyerKey(token), JSON.stringify(token)).toBeNull();
  });

  it("buyer ids: a safe charset, refusing NUL, control characters, separators of other syntaxes and overlong ids", async () => {
    for (const ok of ["a", "Buyer.42", "team_a-agent", "x".repeat(64)]) expect(BUYER_ID.test(ok)).toBe(true);
    for (const bad of ["", "x".repeat(65), "a\u0000b", "a\r\nb", "a\tb", "a b", "a/b", "a:b", "é", "a\u202eb"]) {
      expect(BUYER_ID.test(bad), JSON.stringify(bad)).toBe(false);
      await expect(issueBuyerKey(SHOP, bad)).rejects.toThrow(/buyerId/);
    }
    await expect(issueBuyerKey("shp_nothex", "buyer-1")).rejects.toThrow(/shopId/);
  });
});
