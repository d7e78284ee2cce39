import { iso, isoOrNull } from "../../common/time";

/**
 * A buyer's credentials, kept in its own object: shop-issued bearer keys (SHA-256 hashes only) and the
 * Ed25519 public keys of agents that sign their requests (RFC 9421), with the signatures already seen so
 * a captured request cannot be replayed.
 */
export interface BuyerKeyView {
  keyId: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface PublicKeyView {
  /** The key's JWK SHA-256 thumbprint: the `keyid` its signatures carry. */
  thumbprint: string;
  jwk: JsonWebKey;
  createdAt: string;
  revokedAt: string | null;
}

export class Credentials {
  /** When seen signatures were last swept (this instance). */
  private sweptAt = 0;

  constructor(private readonly sql: SqlStorage) {}

  addKey(keyId: string, hash: string, now: number): void {
    this.sql.exec("INSERT INTO buyer_keys (key_id, hash, created_at) VALUES (?, ?, ?)", keyId, hash, now);
  }

  /** Revokes a key; false if there is no such key. Revoking twice keeps the first time. */
  revokeKey(keyId: string, now: number): boolean {
    const found = this.sql.exec("SELECT 1 FROM buyer_keys WHERE key_id = ?", keyId).toArray().length > 0;
    if (found) this.sql.exec("UPDATE buyer_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE key_id = ?", now, keyId);
    return found;
  }

  keyIsLive(hash: string): boolean {
    return this.sql.exec("SELECT 1 FROM buyer_keys WHERE hash = ? AND revoked_at IS NULL", hash).toArray().length > 0;
  }

  keys(): BuyerKeyView[] {
    return this.sql
      .exec<{ key_id: string; created_at: number; revoked_at: number | null }>("SELECT key_id, created_at, revoked_at FROM buyer_keys ORDER BY created_at")
      .toArray()
      .map((k) => ({ keyId: k.key_id, createdAt: iso(k.created_at), revokedAt: isoOrNull(k.revoked_at) }));
  }

  /** Registers (or re-registers, after a revocation) an agent's public key. */
  addPublicKey(thumbprint: string, jwk: JsonWebKey, now: number): void {
    this.sql.exec(
      `INSERT INTO public_keys (thumbprint, jwk, created_at) VALUES (?, ?, ?)
       ON CONFLICT (thumbprint) DO UPDATE SET revoked_at = NULL, created_at = excluded.created_at`,
      thumbprint,
      JSON.stringify(jwk),
      now,
    );
  }

  revokePublicKey(thumbprint: string, now: number): boolean {
    const found = this.sql.exec("SELECT 1 FROM public_keys WHERE thumbprint = ?", thumbprint).toArray().length > 0;
    if (found) this.sql.exec("UPDATE public_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE thumbprint = ?", now, thumbprint);
    return found;
  }

  /** The live public key with this thumbprint, or null. */
  publicKey(thumbprint: string): JsonWebKey | null {
    const row = this.sql.exec<{ jwk: string }>("SELECT jwk FROM public_keys WHERE thumbprint = ? AND revoked_at IS NULL", thumbprint).toArray()[0];
    return row ? (JSON.parse(row.jwk) as JsonWebKey) : null;
  }

  publicKeys(): PublicKeyView[] {
    return this.sql
      .exec<{ thumbprint: string; jwk: string; created_at: number; revoked_at: number | null }>("SELECT * FROM public_keys ORDER BY created_at")
      .toArray()
      .map((k) => ({ thumbprint: k.thumbprint, jwk: JSON.parse(k.jwk) as JsonWebKey, createdAt: iso(k.created_at), revokedAt: isoOrNull(k.revoked_at) }));
  }

  /**
   * Records a signature as used; false if it was used before (a replay). Kept until the signature would
   * be refused as too old anyway.
   */
  firstUse(replayKey: string, untilMs: number, now: number): boolean {
    if (now - this.sweptAt >= 60_000) {
      this.sql.exec("DELETE FROM seen_signatures WHERE until < ?", now);
      this.sweptAt = now;
    }
    const seen = this.sql.exec("SELECT 1 FROM seen_signatures WHERE hash = ? AND until >= ?", replayKey, now).toArray().length > 0;
    if (seen) return false;
    this.sql.exec("INSERT INTO seen_signatures (hash, until) VALUES (?, ?) ON CONFLICT (hash) DO UPDATE SET until = excluded.until", replayKey, untilMs);
    return true;
  }
}
