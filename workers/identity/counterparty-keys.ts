/**
 * Shop-issued bearer keys of a shop's counterparties: buyer keys `pbk_<shopId>_<buyerId>_<secret>` for its buyers'
 * agents, supplier keys `psup_<shopId>_<supplierId>_<secret>` for its suppliers' agents (issue #31: the
 * organisation buys too). Only the SHA-256 hash is stored; a key is shown once, at issue. Rotation: issue a second
 * key for the same counterparty, switch the agent over, revoke the old one by keyId.
 *
 * One format, one parser, two prefixes: a key parses only as the kind its prefix names, so a buyer key can never
 * act as a supplier and a supplier key never as a buyer (each audience parses its own kind and answers 401 to the
 * other before any storage is read).
 */
import { randomToken, sha256Hex } from "../../common/crypto";

const SHOP_ID = /^shp_[0-9a-f]{24}$/;

/**
 * Counterparty ids are chosen by shops, so they are restricted to a safe set: letters, digits, `.`, `_`, `-`.
 * They end up in tokens, storage keys, logs and headers; NUL and other control characters could cut a
 * string short in C-based tools, forge log lines (CR/LF) or make two ids look alike, so they are refused. A `:`
 * is refused too: `buyer:<id>` and `supplier:<id>` agent ids stay unambiguous.
 */
export const BUYER_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Supplier ids: the same safe set as buyer ids (they share the key format). */
export const SUPPLIER_ID = BUYER_ID;

export type IssuedBuyerKey = {
  /** The bearer credential, shown to the shop once. */
  key: string;
  /** SHA-256 of the key (hex): what is stored and looked up. */
  keyHash: string;
  /** A short, non-secret handle for listing and revoking the key. */
  keyId: string;
};
export type IssuedSupplierKey = IssuedBuyerKey;

/** One kind of counterparty key: the key's prefix, the key id's prefix, and what the id is called in errors. */
interface KeyKind {
  prefix: string;
  keyIdPrefix: string;
  idName: string;
  pattern: RegExp;
}

/**
 * The secret is 32 random bytes in unpadded base64url: 43 characters, the last one holding 4 data bits
 * and 2 zero bits (so only the canonical spelling is accepted). The id may itself contain `_`: the
 * fixed-length shop id and secret on either side, and a secret issued to begin with a letter or digit, keep
 * the split unambiguous.
 *
 * Supplier keys are only ever issued so, and their parser insists on it: then no key with one character cut
 * parses as another supplier's (an id ending in `_` would otherwise lend its `_` to a shifted split). Buyer
 * keys issued before that rule may begin with `_` or `-`, so their parser still takes them.
 */
function keyKind(prefix: string, keyIdPrefix: string, idName: string, secretStartsAlphanumeric: boolean): KeyKind {
  const first = secretStartsAlphanumeric ? "[A-Za-z0-9]" : "[A-Za-z0-9_-]";
  const pattern = new RegExp(`^${prefix}_(shp_[0-9a-f]{24})_([A-Za-z0-9._-]{1,64})_${first}[A-Za-z0-9_-]{41}[AEIMQUYcgkosw048]$`);
  return { prefix, keyIdPrefix, idName, pattern };
}

const BUYER_KEY = keyKind("pbk", "bk", "buyerId", false);
const SUPPLIER_KEY = keyKind("psup", "spk", "supplierId", true);

async function issue(kind: KeyKind, shopId: string, counterpartyId: string): Promise<IssuedBuyerKey> {
  if (!SHOP_ID.test(shopId)) throw new Error("shopId must look like shp_ followed by 24 hex digits.");
  if (!BUYER_ID.test(counterpartyId)) throw new Error(`${kind.idName} must be 1-64 characters from A-Z a-z 0-9 . _ -`);
  // A secret that began with `_` or `-` would let a key with one character added or cut parse as another
  // counterparty's (`…_buyer-1__x…` + `A` reads as buyer `buyer-1_`): harmless, since that buyer holds no such key,
  // but a key should name one counterparty only. One draw in 32 begins so; draw again.
  let secret = randomToken(32);
  while (!/^[A-Za-z0-9]/.test(secret)) secret = randomToken(32);
  const key = `${kind.prefix}_${shopId}_${counterpartyId}_${secret}`;
  const keyHash = await sha256Hex(key);
  return { key, keyHash, keyId: `${kind.keyIdPrefix}_${keyHash.slice(0, 16)}` };
}

function parse(kind: KeyKind, token: string, expectedShopId?: string): { shopId: string; id: string } | null {
  const match = kind.pattern.exec(token);
  if (!match?.[1] || !match[2]) return null;
  if (expectedShopId !== undefined && match[1] !== expectedShopId) return null;
  return { shopId: match[1], id: match[2] };
}

export function issueBuyerKey(shopId: string, buyerId: string): Promise<IssuedBuyerKey> {
  return issue(BUYER_KEY, shopId, buyerId);
}

/**
 * Reads the shop and buyer a key names, or null for anything malformed (a supplier key included). With
 * `expectedShopId`, a key of another shop is null too, so a caller can refuse it before any storage lookup.
 */
export function parseBuyerKey(token: string, expectedShopId?: string): { shopId: string; buyerId: string } | null {
  const parsed = parse(BUYER_KEY, token, expectedShopId);
  return parsed && { shopId: parsed.shopId, buyerId: parsed.id };
}

export function hashBuyerKey(token: string): Promise<string> {
  return sha256Hex(token);
}

/** 64 bits of the key's hash: unique enough within a shop, and reveals nothing usable about the secret. */
export function buyerKeyId(keyHash: string): string {
  return `${BUYER_KEY.keyIdPrefix}_${keyHash.slice(0, 16)}`;
}

export function issueSupplierKey(shopId: string, supplierId: string): Promise<IssuedSupplierKey> {
  return issue(SUPPLIER_KEY, shopId, supplierId);
}

/** Reads the shop and supplier a key names, or null for anything malformed (a buyer key included). */
export function parseSupplierKey(token: string, expectedShopId?: string): { shopId: string; supplierId: string } | null {
  const parsed = parse(SUPPLIER_KEY, token, expectedShopId);
  return parsed && { shopId: parsed.shopId, supplierId: parsed.id };
}

/** Supplier keys are stored as buyer keys are: their SHA-256 (hex). */
export const hashSupplierKey = hashBuyerKey;

/** A supplier key's handle, `spk_` and 64 bits of its hash. */
export function supplierKeyId(keyHash: string): string {
  return `${SUPPLIER_KEY.keyIdPrefix}_${keyHash.slice(0, 16)}`;
}
