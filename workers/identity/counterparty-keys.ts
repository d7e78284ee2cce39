/**
 * Shop-issued buyer keys: `pbk_<shopId>_<buyerId>_<secret>`, a bearer credential a shop hands to one of
 * its buyers' agents. Only the SHA-256 hash is stored; the key is shown once, at issue.
 * Rotation: issue a second key for the same buyer, switch the agent over, revoke the old one by keyId.
 */
import { randomToken, sha256Hex } from "../../common/crypto";

const SHOP_ID = /^shp_[0-9a-f]{24}$/;

/**
 * Buyer ids are chosen by shops, so they are restricted to a safe set: letters, digits, `.`, `_`, `-`.
 * They end up in tokens, storage keys, logs and headers; NUL and other control characters could cut a
 * string short in C-based tools, forge log lines (CR/LF) or make two ids look alike, so they are refused.
 */
export const BUYER_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The secret is 32 random bytes in unpadded base64url: 43 characters, the last one holding 4 data bits
 * and 2 zero bits (so only the canonical spelling is accepted). buyerId may itself contain `_`: the
 * fixed-length shop id and secret on either side, and a secret issued to begin with a letter or digit, keep
 * the split unambiguous.
 */
const BUYER_KEY = /^pbk_(shp_[0-9a-f]{24})_([A-Za-z0-9._-]{1,64})_[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

export type IssuedBuyerKey = {
  /** The bearer credential, shown to the shop once. */
  key: string;
  /** SHA-256 of the key (hex): what is stored and looked up. */
  keyHash: string;
  /** A short, non-secret handle for listing and revoking the key. */
  keyId: string;
};

export async function issueBuyerKey(shopId: string, buyerId: string): Promise<IssuedBuyerKey> {
  if (!SHOP_ID.test(shopId)) throw new Error("shopId must look like shp_ followed by 24 hex digits.");
  if (!BUYER_ID.test(buyerId)) throw new Error("buyerId must be 1-64 characters from A-Z a-z 0-9 . _ -");
  // A secret that began with `_` or `-` would let a key with one character added or cut parse as another
  // buyer's (`…_buyer-1__x…` + `A` reads as buyer `buyer-1_`): harmless, since that buyer holds no such key,
  // but a key should name one buyer only. One draw in 32 begins so; draw again.
  let secret = randomToken(32);
  while (!/^[A-Za-z0-9]/.test(secret)) secret = randomToken(32);
  const key = `pbk_${shopId}_${buyerId}_${secret}`;
  const keyHash = await hashBuyerKey(key);
  return { key, keyHash, keyId: buyerKeyId(keyHash) };
}

/**
 * Reads the shop and buyer a key names, or null for anything malformed. With `expectedShopId`, a key of
 * another shop is null too, so a caller can refuse it before any storage lookup.
 */
export function parseBuyerKey(token: string, expectedShopId?: string): { shopId: string; buyerId: string } | null {
  const match = BUYER_KEY.exec(token);
  if (!match?.[1] || !match[2]) return null;
  if (expectedShopId !== undefined && match[1] !== expectedShopId) return null;
  return { shopId: match[1], buyerId: match[2] };
}

export function hashBuyerKey(token: string): Promise<string> {
  return sha256Hex(token);
}

/** 64 bits of the key's hash: unique enough within a shop, and reveals nothing usable about the secret. */
export function buyerKeyId(keyHash: string): string {
  return `bk_${keyHash.slice(0, 16)}`;
}
