/**
 * Which buyer each registered agent key belongs to (by its JWK thumbprint, the `keyid` its signatures
 * carry), so a signed request can be routed to that buyer's account, where the key itself is kept and checked.
 */
export class AgentKeys {
  constructor(private readonly sql: SqlStorage) {}

  ownerOf(thumbprint: string): string | null {
    return this.sql.exec<{ buyer_id: string }>("SELECT buyer_id FROM agent_keys WHERE thumbprint = ?", thumbprint).toArray()[0]?.buyer_id ?? null;
  }

  /** Binds a key to a buyer; false when it already belongs to another buyer of this shop. */
  bind(thumbprint: string, buyerId: string, now: number): boolean {
    const owner = this.ownerOf(thumbprint);
    if (owner !== null) return owner === buyerId;
    this.sql.exec("INSERT INTO agent_keys (thumbprint, buyer_id, created_at) VALUES (?, ?, ?)", thumbprint, buyerId, now);
    return true;
  }
}
