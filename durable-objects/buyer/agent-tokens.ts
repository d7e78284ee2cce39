/**
 * Negotiation tokens kept for a buyer's agent that talks to Parley over MCP (workers/mcp/): the MCP tools name a
 * negotiation by its id and never show its token, so the token has to be kept server-side — here, in the
 * buyer's own account, one row per negotiation.
 *
 * Each token is sealed with AES-GCM under a key derived (HKDF-SHA-256) from the buyer key the MCP request
 * authenticated with, salted with the negotiation id (the house pattern of sealed-box.ts, with its own HKDF
 * info so the two uses never share a key). The worker seals and opens; this object stores only the sealed text,
 * never the buyer key nor the token in the clear. Only a request holding that buyer key can open a row: another
 * key of the same buyer (after a rotation, say) cannot, and a row moved to another negotiation id does not open.
 */

import { openText, sealText } from "../sealed-box";

const PURPOSE = "parley agent negotiation token v1";

/** Kept a little longer than the longest negotiation (30 days), so a closed one's history stays readable. */
export const AGENT_TOKEN_RETENTION_MS = 31 * 24 * 3_600_000;

/** The token sealed for this buyer key and negotiation: `v1.<iv>.<ciphertext>`, base64. */
export function sealAgentToken(buyerKey: string, negotiationId: string, token: string): Promise<string> {
  return sealText(buyerKey, negotiationId, PURPOSE, token);
}

/** The token, or null when the sealed text does not open with this buyer key and negotiation id. */
export async function openAgentToken(buyerKey: string, negotiationId: string, sealed: string): Promise<string | null> {
  return (await openText(buyerKey, negotiationId, PURPOSE, sealed)) ?? null;
}

/** The sealed tokens of one buyer's account (table `agent_tokens`, buyer-schema.ts). */
export class AgentTokens {
  /** When old rows were last swept (this instance). */
  private sweptAt = 0;

  constructor(private readonly sql: SqlStorage) {}

  /** Keeps (or replaces, for a replayed open) the sealed token of a negotiation. */
  keep(negotiationId: string, sealed: string, now: number): void {
    if (now - this.sweptAt >= 3_600_000) {
      this.sql.exec("DELETE FROM agent_tokens WHERE created_at < ?", now - AGENT_TOKEN_RETENTION_MS);
      this.sweptAt = now;
    }
    this.sql.exec(
      `INSERT INTO agent_tokens (negotiation_id, sealed, created_at) VALUES (?, ?, ?)
       ON CONFLICT (negotiation_id) DO UPDATE SET sealed = excluded.sealed`,
      negotiationId,
      sealed,
      now,
    );
  }

  /** The sealed token of a negotiation this buyer opened through MCP, or null. */
  sealed(negotiationId: string, now: number): string | null {
    const row = this.sql
      .exec<{ sealed: string }>("SELECT sealed FROM agent_tokens WHERE negotiation_id = ? AND created_at >= ?", negotiationId, now - AGENT_TOKEN_RETENTION_MS)
      .toArray()[0];
    return row?.sealed ?? null;
  }
}
