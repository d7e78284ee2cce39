/**
 * What one buyer may do, per shop. Exact counts kept in the buyer's own object (no shared counter to
 * contend on); the per-minute request ceilings in front of them are the Workers rate-limiting bindings
 * (wrangler.toml), the same locally and in production.
 */
export interface BuyerLimits {
  /** New negotiations a buyer may open in any hour. */
  opensPerHour: number;
  /** Negotiations a buyer may have open at once, over all products (never more than one per product). */
  openNegotiations: number;
}

export interface ShopLimits {
  /** Buyers the shop registered (a shop-issued key or a registered agent key). */
  buyers: BuyerLimits;
  /** Clients with no credential, each counted by its network address; `allowed: false` turns them away. */
  anonymous: BuyerLimits & { allowed: boolean };
}

export const DEFAULT_LIMITS: ShopLimits = Object.freeze({
  buyers: Object.freeze({ opensPerHour: 120, openNegotiations: 25 }),
  anonymous: Object.freeze({ allowed: true, opensPerHour: 10, openNegotiations: 3 }),
});

/** How long the shop remembers a buyer's standing offer on a product after its last negotiation there. */
export const MEMORY_WINDOW_MS = 30 * 24 * 3_600_000;
