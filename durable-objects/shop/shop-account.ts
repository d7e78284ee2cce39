/** Who the shop is (its one row) and who may act for it (hashed admin keys). */
import { iso, isoOrNull } from "../../common/time";

export interface ShopCreated {
  shopId: string;
  name: string;
  adminKey: string;
  createdAt: string;
}

/** An admin key as its shop sees it: never the key, only a handle to revoke it by. */
export interface AdminKeyView {
  keyId: string;
  createdAt: string;
  revokedAt: string | null;
}

/** 64 bits of the key's hash: enough to tell a shop's keys apart, nothing usable about the secret. */
export function adminKeyId(adminKeyHash: string): string {
  return `ak_${adminKeyHash.slice(0, 16)}`;
}

export class ShopAccount {
  constructor(private readonly sql: SqlStorage) {}

  /** The shop, or null before it was created. */
  row(): { id: string; name: string } | null {
    return this.sql.exec<{ id: string; name: string }>("SELECT id, name FROM shop WHERE singleton = 1").toArray()[0] ?? null;
  }

  /** The shop and its first admin key, in the caller's transaction. */
  create(shopId: string, name: string, adminKeyHash: string, now: number): void {
    this.sql.exec("INSERT INTO shop (singleton, id, name, created_at) VALUES (1, ?, ?, ?)", shopId, name, now);
    this.sql.exec("INSERT INTO admin_keys (hash, created_at) VALUES (?, ?)", adminKeyHash, now);
  }

  isLiveKey(adminKeyHash: string): boolean {
    return this.sql.exec("SELECT 1 FROM admin_keys WHERE hash = ? AND revoked_at IS NULL", adminKeyHash).toArray().length === 1;
  }

  /** Another admin key (rotation: issue a new one, move over, revoke the old). */
  addKey(adminKeyHash: string, now: number): AdminKeyView {
    this.sql.exec("INSERT INTO admin_keys (hash, created_at) VALUES (?, ?)", adminKeyHash, now);
    return this.keys().find((k) => k.keyId === adminKeyId(adminKeyHash))!;
  }

  /**
   * Revokes a key by its id. The last live key cannot be revoked: a shop must never lock its owner out.
   * Null when there is no such key.
   */
  revokeKey(keyId: string, now: number): AdminKeyView | "last-key" | null {
    const key = this.keys().find((k) => k.keyId === keyId);
    if (!key) return null;
    if (key.revokedAt === null && this.keys().filter((k) => k.revokedAt === null).length === 1) return "last-key";
    this.sql.exec("UPDATE admin_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE hash LIKE ?", now, `${keyId.slice(3)}%`);
    return this.keys().find((k) => k.keyId === keyId)!;
  }

  keys(): AdminKeyView[] {
    return this.sql
      .exec<{ hash: string; created_at: number; revoked_at: number | null }>("SELECT hash, created_at, revoked_at FROM admin_keys ORDER BY created_at, rowid")
      .toArray()
      .map((k) => ({ keyId: adminKeyId(k.hash), createdAt: iso(k.created_at), revokedAt: isoOrNull(k.revoked_at) }));
  }
}
