import { iso, isoOrNull } from "../../common/time";

/**
 * A counterparty's credentials (a buyer's, or a supplier's: issue #31), kept in its own object: shop-issued bearer
 * keys (SHA-256 hashes only) and the Ed25519 public keys of agents that sign their requests (RFC 9421), with the
 * signatures already seen so a captured request cannot be replayed. One module for both, so a rule about keys
 * (revocation, replay, re-registration) is written once.
 */

/** What the worker established a request carries, for the account to check: a key's hash, or a verified signature's key and replay key. */
export type AgentCredential =
  | { kind: "key"; keyHash: string }
  | { kind: "signature"; thumbprint: string; replayKey: string; rememberUntilMs: number };

/** Why a credential proves nothing: a key not live, a signing key not registered (or revoked), a signature seen before. */
export type CredentialRefusal = "key" | "signing-key" | "replay";
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
   * Null when the credential proves this account's holder (a signature is then recorded as used, so it proves
   * nothing a second time); otherwise why not.
   */
  refusal(credential: AgentCredential, now: number): CredentialRefusal | null {
    if (credential.kind === "key") return this.keyIsLive(credential.keyHash) ? null : "key";
    if (!this.publicKey(credential.thumbprint)) return "signing-key";
    return this.firstUse(credential.replayKey, credential.rememberUntilMs, now) ? null : "replay";
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
