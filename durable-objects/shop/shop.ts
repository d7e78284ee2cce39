import { DurableObject } from "cloudflare:workers";
import type { PolicyContext, PolicyEvaluation } from "../../policies";
import { IdempotencyStore, type IdempotencyRequest } from "../idempotency-store";
import { iso } from "../iso";
import { fail, ok, type RpcResult } from "../problem";
import type { EscalationView, NegotiationSummary } from "../views";
import { CircuitBreaker } from "./breaker";
import { Catalog, productView, type ProductInput, type ProductView } from "./catalog";
import { MarketStats, type MarketStatsEntry } from "./market-stats";
import { NegotiationIndex, type NegotiationListQuery, type NegotiationSummaryView } from "./negotiation-index";
import { RoomOpener, type OpenRequest, type OpenResult } from "./open-room";
import { PolicyStore, type PolicySetView } from "./policy-store";
import { ShopAccount, type ShopCreated } from "./shop-account";

/**
 * One shop: its catalog (anchor, floor, strategy per product, every version kept), hashed admin keys, its
 * policy set, and an index of its negotiations kept current by the negotiation rooms, which also feeds the
 * circuit breaker.
 */
export class Shop extends DurableObject<Env> {
  private readonly account: ShopAccount;
  private readonly catalog: Catalog;
  private readonly index: NegotiationIndex;
  private readonly breaker: CircuitBreaker;
  private readonly policies: PolicyStore;
  private readonly market: MarketStats;
  private readonly idempotency: IdempotencyStore;
  private readonly opener: RoomOpener;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    this.account = new ShopAccount(sql);
    this.catalog = new Catalog(sql, ctx.storage);
    this.index = new NegotiationIndex(sql);
    this.breaker = new CircuitBreaker(sql, ctx.storage);
    this.policies = new PolicyStore(sql, () => this.catalog.bounds());
    this.market = new MarketStats(sql, ctx.storage);
    this.idempotency = new IdempotencyStore(sql);
    this.opener = new RoomOpener(env, this.catalog, this.policies, this.index, this.breaker, (summary) => this.recordNegotiation(summary));
  }

  initialize(args: { shopId: string; name: string; adminKey: string; adminKeyHash: string }, idempotency?: IdempotencyRequest): RpcResult<ShopCreated> {
    const now = Date.now();
    const key = idempotency && { ...idempotency, key: `create-shop:${idempotency.key}` };
    // One transaction: the shop, its key and the stored response commit together.
    return this.ctx.storage.transactionSync(() =>
      this.idempotency.guard(key, now, (): RpcResult<ShopCreated> => {
        if (this.account.row()) return fail("already-exists", "This shop already exists.");
        this.account.create(args.shopId, args.name, args.adminKeyHash, now);
        // The replayable response holds the admin key for the idempotency window only (24 h).
        return ok({ shopId: args.shopId, name: args.name, adminKey: args.adminKey, createdAt: iso(now) }, 201);
      }),
    );
  }

  /** True when the hash belongs to a live admin key of this (existing) shop. */
  verifyAdminKey(adminKeyHash: string): boolean {
    return this.account.row() !== null && this.account.isLiveKey(adminKeyHash);
  }

  putProduct(productId: string, input: ProductInput): RpcResult<ProductView> {
    return this.ifExists((shop) => this.catalog.put(shop.id, productId, input));
  }

  getProduct(productId: string): RpcResult<ProductView> {
    const shop = this.account.row();
    const row = this.catalog.row(productId);
    if (!shop || !row) return fail("not-found", "No such product.");
    return ok(productView(shop.id, row));
  }

  listProducts(): RpcResult<{ items: ProductView[] }> {
    return this.ifExists((shop) => ok({ items: this.catalog.list(shop.id) }));
  }

  /** Opens a negotiation (see RoomOpener), unless new negotiations are paused. Awaits the room, so a concurrent duplicate sees 409. */
  async openNegotiation(request: OpenRequest, idempotency?: IdempotencyRequest): Promise<RpcResult<OpenResult>> {
    const shop = this.account.row();
    if (!shop) return fail("not-found", "No such shop.");
    const now = Date.now();
    const key = idempotency && { ...idempotency, key: `open:${idempotency.key}` };
    return this.idempotency.guardAsync(key, now, async () => {
      const paused = this.breaker.pausedUntil(now);
      if (paused) {
        return fail<OpenResult>("shop-paused", `New negotiations are paused (${paused.reason}).`, {
          retryAfterSeconds: Math.max(1, Math.ceil((paused.until - now) / 1000)),
        });
      }
      return this.opener.open(shop.id, request);
    });
  }

  /** Called by negotiation rooms after state changes; stale versions are ignored. Their policy outcomes feed the breaker. */
  recordNegotiation(summary: NegotiationSummary): void {
    this.index.record(summary);
    this.breaker.tally(summary.decisions ?? []);
    if (summary.pauseUntil) this.breaker.pause(summary.pauseUntil, "a PAUSE policy fired");
  }

  listNegotiations(query: NegotiationListQuery): RpcResult<{ items: NegotiationSummaryView[]; nextCursor: string | null }> {
    return this.ifExists(() => this.index.list(query));
  }

  listEscalations(status: EscalationView["status"] | undefined, limit: number): RpcResult<{ items: EscalationView[] }> {
    return this.ifExists(() => ok({ items: this.index.escalations(status, limit) }));
  }

  /** A new version of the policy set; negotiations keep the version they opened with. */
  putPolicies(source: string): RpcResult<PolicySetView> {
    return this.ifExists(() => this.policies.put(source));
  }

  getPolicies(): RpcResult<PolicySetView> {
    return this.ifExists(() => ok(this.policies.view()));
  }

  dryRunPolicies(source: string | undefined, samples: PolicyContext[]): RpcResult<{ version: number | null; results: PolicyEvaluation[] }> {
    return this.ifExists(() => this.policies.dryRun(source, samples));
  }

  /** The active policy set: the newest uploaded, or the bundled default (version 0). */
  activePolicies(): { version: number; source: string } {
    return this.policies.active();
  }

  /** Replaces the market statistics (pushed by the cron); ignored for a shop that does not exist. */
  setMarketStats(stats: readonly MarketStatsEntry[], computedAt: number): void {
    if (this.account.row()) this.market.replace(stats, computedAt);
  }

  getMarketStats(productId?: string): RpcResult<{ items: (MarketStatsEntry & { computedAt: string })[] }> {
    return this.ifExists(() => ok({ items: this.market.list(productId) }));
  }

  /** Runs `fn` for an existing shop; 404 otherwise. */
  private ifExists<T>(fn: (shop: { id: string; name: string }) => RpcResult<T>): RpcResult<T> {
    const shop = this.account.row();
    return shop ? fn(shop) : fail("not-found", "No such shop.");
  }
}
