/**
 * Each product's opening configuration (durable-objects/shop/opening-snapshot.ts), kept in this isolate's
 * memory for OPENING_CONFIGURATION_TTL_MS, so that opening a negotiation does not pass through the shop's one
 * Durable Object: a sale day's thousands of opens ask the Shop once a second per isolate and product, not once
 * each. What the owner changes through this isolate (a product, the policies, the limits, the learner's push)
 * applies to its next open; elsewhere within the TTL, as does a pause the circuit breaker decides (which already
 * trails the negotiations it counts by their index updates).
 */
import type { OpeningConfiguration } from "../durable-objects";
import type { RpcResult } from "../common/problem";

export const OPENING_CONFIGURATION_TTL_MS = 1_000;
/** Enough for every product an isolate sees opened within a second; the oldest entries go first beyond it. */
const MAX_ENTRIES = 2_000;

type Load = () => Promise<RpcResult<OpeningConfiguration>>;

export class OpeningConfigurationCache {
  private readonly entries = new Map<string, { shopId: string; until: number; value: RpcResult<OpeningConfiguration> }>();
  /** Counts forget() calls: an answer asked for before one is not kept (it may predate the owner's change). */
  private forgets = 0;
  /** Opens answered from memory, and those that asked the Shop. */
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs = OPENING_CONFIGURATION_TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /**
   * The product's configuration (or the Shop's refusal, e.g. no such product), from memory when fresh enough.
   * Only answers are kept, never a call in flight: an RPC belongs to the request that made it, and a request
   * that gave up would leave the others waiting on a cancelled call. A call that throws is not kept either.
   */
  async get(shopId: string, productId: string, now: number, load: Load): Promise<RpcResult<OpeningConfiguration>> {
    const key = `${shopId}\u0000${productId}`;
    const hit = this.entries.get(key);
    if (hit && hit.until > now) {
      this.counts.hits++;
      return hit.value;
    }
    this.counts.misses++;
    const forgetsBefore = this.forgets;
    const value = await load();
    if (this.forgets !== forgetsBefore) return value;
    this.entries.delete(key);
    this.entries.set(key, { shopId, until: now + this.ttlMs, value });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops what is kept for a shop: the owner changed something its next open must see. */
  forget(shopId: string): void {
    this.forgets++;
    for (const [key, entry] of this.entries) if (entry.shopId === shopId) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** This isolate's cache, shared by every request it serves. */
export const openingConfigurations = new OpeningConfigurationCache();
