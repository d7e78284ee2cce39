/**
 * Supplier keys and supplier agent ids (issue #31), as pure functions: a supplier key names its shop and supplier
 * and nothing else, and no string is ever both a buyer key and a supplier key — the property the audiences rely
 * on to refuse each other's keys before reading any storage. Agent ids `supplier:<id>` never read as a buyer id.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { supplierAgentId, supplierIdOfAgent } from "../../durable-objects/buyer/supplier-profile";
import { BUYER_ID, issueBuyerKey, issueSupplierKey, parseBuyerKey, parseSupplierKey, SUPPLIER_ID, supplierKeyId } from "../../workers/identity";

const shopId = fc.stringMatching(/^[0-9a-f]{24}$/).map((hex) => `shp_${hex}`);
const counterpartyId = fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/);

describe("supplier keys", () => {
  it("issues psup_<shop>_<supplier>_<secret>, stored as a hash with an spk_ handle, and parses back", async () => {
    const shop = "shp_0123456789abcdef01234567";
    const issued = await issueSupplierKey(shop, "north_wind.eu");
    expect(issued.key).toMatch(/^psup_shp_0123456789abcdef01234567_north_wind\.eu_[A-Za-z0-9][A-Za-z0-9_-]{42}$/);
    expect(issued.keyId).toBe(supplierKeyId(issued.keyHash));
    expect(issued.keyId).toMatch(/^spk_[0-9a-f]{16}$/);
    expect(issued.keyHash).not.toContain(issued.key.slice(-43, -35));
    expect(parseSupplierKey(issued.key)).toEqual({ shopId: shop, supplierId: "north_wind.eu" });
    expect(parseSupplierKey(issued.key, "shp_fedcba9876543210fedcba98")).toBeNull();
    // Ids ending in `_` (found by the property below): a key cut by one character still names nobody.
    for (const id of ["0_", "a_b_", "_"]) {
      for (let i = 0; i < 50; i++) {
        const { key } = await issueSupplierKey(shop, id);
        for (const tampered of [key.slice(0, -1), `${key}A`, `${key}_`]) expect(parseSupplierKey(tampered), tampered).toBeNull();
      }
    }
    await expect(issueSupplierKey(shop, "a:b")).rejects.toThrow(/supplierId/);
    await expect(issueSupplierKey("shp_nothex", "s")).rejects.toThrow(/shopId/);
  });

  it("property: a supplier key parses as its supplier and never as a buyer; a buyer key never as a supplier", async () => {
    await fc.assert(
      fc.asyncProperty(shopId, counterpartyId, async (shop, id) => {
        const supplier = await issueSupplierKey(shop, id);
        const buyer = await issueBuyerKey(shop, id);
        expect(parseSupplierKey(supplier.key)).toEqual({ shopId: shop, supplierId: id });
        expect(parseBuyerKey(supplier.key)).toBeNull();
        expect(parseSupplierKey(buyer.key)).toBeNull();
        expect(parseBuyerKey(buyer.key)).toEqual({ shopId: shop, buyerId: id });
        // A character added or cut never names another supplier.
        for (const tampered of [`${supplier.key}A`, supplier.key.slice(0, -1), supplier.key.replace(/^psup_/, "pbk_")]) {
          expect(parseSupplierKey(tampered)).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });

  it("property: no string parses as both a buyer key and a supplier key", () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/);
    const prefix = fc.constantFrom("pbk", "psup", "psk", "pbkp", "psu", "");
    const keyLike = fc.tuple(prefix, shopId, counterpartyId, secret).map(([p, s, id, x]) => `${p}_${s}_${id}_${x}`);
    fc.assert(
      fc.property(fc.oneof(keyLike, fc.string()), (token) => {
        expect(parseBuyerKey(token) !== null && parseSupplierKey(token) !== null).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });

  it("supplier ids are the buyers' safe set: no `:`, so agent ids stay unambiguous", () => {
    expect(SUPPLIER_ID).toBe(BUYER_ID);
    for (const bad of ["", "a:b", "a/b", "a b", "x".repeat(65), "a\u0000b"]) expect(SUPPLIER_ID.test(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe("supplier agent ids", () => {
  it("property: supplier:<id> reads back as the supplier; a buyer's or shop's agent id, or a bare buyer id, never does", () => {
    fc.assert(
      fc.property(counterpartyId, (id) => {
        expect(supplierAgentId(id)).toBe(`supplier:${id}`);
        expect(supplierIdOfAgent(supplierAgentId(id))).toBe(id);
        expect(supplierIdOfAgent(`buyer:${id}`)).toBeNull();
        expect(supplierIdOfAgent(id)).toBeNull();
        // What the Shop binds a buyer's signing key to (its bare id) can never be a supplier's binding.
        expect(BUYER_ID.test(supplierAgentId(id))).toBe(false);
      }),
    );
    for (const bad of ["supplier:", "supplier:a:b", "supplier:a/b", `supplier:${"x".repeat(65)}`, "shop:shp_0123456789abcdef01234567"]) {
      expect(supplierIdOfAgent(bad), bad).toBeNull();
    }
  });
});
