import { DurableObject } from "cloudflare:workers";
import { DEFAULT_MAX_ROUNDS, DEFAULT_STRATEGY, validateConfig } from "../kernel";
import {
  breakerState,
  DEFAULT_BREAKER,
  DEFAULT_POLICIES_YAML,
  evaluatePolicies,
  parsePolicySet,
  tallyBySpan,
  type DecisionRecord,
  type DecisionTally,
  type PolicyContext,
  type PolicyEvaluation,
} from "../policies";
import type { NegotiationConfig, StrategyConfig } from "../kernel/types";
import { sha256Hex, randomToken } from "./crypto";
import { IdempotencyStore, type IdempotencyRequest } from "./idempotency-store";
import type { RoundResult } from "./views";
import { fail, ok, type RpcResult } from "./problem";
import type { EscalationView, NegotiationStatus, NegotiationSummary } from "./views";

export const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
/** The circuit breaker's decisions are tallied per minute. */
const MINUTE_MS = 60_000;

export interface ProductInput {
  name: string;
  currency: string;
  anchorMinor: number;
  floorMinor: number;
  strategy?: StrategyConfig;
  maxRounds?: number;
  ttlSeconds?: number;
}

export interface ProductView extends Required<ProductInput> {
  shopId: string;
  productId: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ShopCreated {
  shopId: string;
  name: string;
  adminKey: string;
  createdAt: string;
}

export interface OpenRequest {
  productId: string;
  quantity: number;
  buyer: { id: string; name?: string | undefined };
  offer?: { priceMinor: number; currency?: string | undefined } | undefined;
}

export interface OpenResult extends RoundResult {
  /** Bearer token for this negotiation only. Shown once; stored hashed. */
  token: string;
}

export interface NegotiationListQuery {
  status?: NegotiationStatus | undefined;
  productId?: string | undefined;
  limit: number;
  /** Opaque cursor from a previous page. */
  cursor?: string | undefined;
}

interface ProductRow {
  product_id: string;
  name: string;
  currency: string;
  anchor_minor: number;
  floor_minor: number;
  strategy: string;
  max_rounds: number;
  ttl_seconds: number;
  version: number;
  created_at: number;
  updated_at: number;
  [column: string]: SqlStorageValue;
}

/**
 * One shop: its catalog (anchor, floor, strategy per product, every version kept), hashed admin keys,
 * and an index of its negotiations kept current by the negotiation rooms.
 */
export class Shop extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private readonly idempotency: IdempotencyStore;
  /** When old decision tallies were last pruned (this instance); pruning every call would be wasted work. */
  private prunedAt = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS shop (
        singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
        id TEXT NOT NULL, name TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS admin_keys (
        hash TEXT PRIMARY KEY, created_at INTEGER NOT NULL, revoked_at INTEGER
      );
      CREATE TABLE IF NOT EXISTS products (
        product_id TEXT PRIMARY KEY, name TEXT NOT NULL, currency TEXT NOT NULL,
        anchor_minor INTEGER NOT NULL, floor_minor INTEGER NOT NULL CHECK (floor_minor <= anchor_minor),
        strategy TEXT NOT NULL, max_rounds INTEGER NOT NULL, ttl_seconds INTEGER NOT NULL,
        version INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS product_versions (
        product_id TEXT NOT NULL, version INTEGER NOT NULL, config TEXT NOT NULL, created_at INTEGER NOT NULL,
        PRIMARY KEY (product_id, version)
      );
      CREATE TABLE IF NOT EXISTS negotiations (
        negotiation_id TEXT PRIMARY KEY, product_id TEXT NOT NULL, buyer_id TEXT NOT NULL,
        quantity INTEGER NOT NULL, currency TEXT NOT NULL, status TEXT NOT NULL, round INTEGER NOT NULL,
        shop_offer_minor INTEGER, agreed_price_minor INTEGER,
        opened_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, version INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS negotiations_by_status ON negotiations (status, opened_at DESC);
      CREATE TABLE IF NOT EXISTS escalations (
        escalation_id TEXT PRIMARY KEY, negotiation_id TEXT NOT NULL, status TEXT NOT NULL, view TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS escalations_by_status ON escalations (status, created_at DESC);
      CREATE TABLE IF NOT EXISTS decision_minutes (
        minute INTEGER PRIMARY KEY, decisions INTEGER NOT NULL, escalations INTEGER NOT NULL, breaches INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS pause (
        singleton INTEGER PRIMARY KEY CHECK (singleton = 1), until INTEGER NOT NULL, reason TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS policy_sets (
        version INTEGER PRIMARY KEY, source TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS market_stats (
        product_id TEXT NOT NULL, currency TEXT NOT NULL, stats TEXT NOT NULL, computed_at INTEGER NOT NULL,
        PRIMARY KEY (product_id, currency)
      );
    `);
    this.foldLegacyDecisions();
    this.idempotency = new IdempotencyStore(this.sql);
  }

  /** Shops created before decisions were tallied per minute kept one row per decision: fold them in once. */
  private foldLegacyDecisions(): void {
    const legacy = this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'decisions'").toArray().length > 0;
    if (!legacy) return;
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        `INSERT INTO decision_minutes (minute, decisions, escalations, breaches)
         SELECT (at / ${MINUTE_MS}) * ${MINUTE_MS}, count(*), sum(outcome IN ('ESCALATE', 'PAUSE')), sum(breach) FROM decisions GROUP BY 1
         ON CONFLICT (minute) DO UPDATE SET decisions = decisions + excluded.decisions,
           escalations = escalations + excluded.escalations, breaches = breaches + excluded.breaches`,
      );
      this.sql.exec("DROP TABLE decisions");
    });
  }

  initialize(args: { shopId: string; name: string; adminKey: string; adminKeyHash: string }, idempotency?: IdempotencyRequest): RpcResult<ShopCreated> {
    const now = Date.now();
    const key = idempotency && { ...idempotency, key: `create-shop:${idempotency.key}` };
    // One transaction: the shop, its key and the stored response commit together.
    return this.ctx.storage.transactionSync(() => this.idempotency.guard(key, now, (): RpcResult<ShopCreated> => {
      if (this.shopRow()) return fail("already-exists", "This shop already exists.");
      const body: ShopCreated = { shopId: args.shopId, name: args.name, adminKey: args.adminKey, createdAt: iso(now) };
      this.ctx.storage.transactionSync(() => {
        this.sql.exec("INSERT INTO shop (singleton, id, name, created_at) VALUES (1, ?, ?, ?)", args.shopId, args.name, now);
        this.sql.exec("INSERT INTO admin_keys (hash, created_at) VALUES (?, ?)", args.adminKeyHash, now);
      });
      // The replayable response holds the admin key for the idempotency window only (24 h).
      return ok(body, 201);
    }));
  }

  /** True when the hash belongs to a live admin key of this (existing) shop. */
  verifyAdminKey(adminKeyHash: string): boolean {
    if (!this.shopRow()) return false;
    return this.sql.exec("SELECT 1 FROM admin_keys WHERE hash = ? AND revoked_at IS NULL", adminKeyHash).toArray().length === 1;
  }

  putProduct(productId: string, input: ProductInput): RpcResult<ProductView> {
    const shop = this.shopRow();
    if (!shop) return fail("not-found", "No such shop.");
    const config = this.toConfig(input);
    const problems = validateConfig(config);
    if (problems.length > 0) {
      return fail("invalid-product-config", problems.join("; "), { errors: problems.map((message: string) => ({ message })) });
    }
    const now = Date.now();
    const existing = this.productRow(productId);
    const version = (existing?.version ?? 0) + 1;
    const stored = { name: input.name, ...config, ttlSeconds: config.ttlMs / 1000 };
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        `INSERT INTO products (product_id, name, currency, anchor_minor, floor_minor, strategy, max_rounds, ttl_seconds, version, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (product_id) DO UPDATE SET name = excluded.name, currency = excluded.currency,
           anchor_minor = excluded.anchor_minor, floor_minor = excluded.floor_minor, strategy = excluded.strategy,
           max_rounds = excluded.max_rounds, ttl_seconds = excluded.ttl_seconds, version = excluded.version,
           updated_at = excluded.updated_at`,
        productId,
        input.name,
        config.currency,
        config.anchorMinor,
        config.floorMinor,
        JSON.stringify(config.strategy),
        config.maxRounds,
        config.ttlMs / 1000,
        version,
        now,
        now,
      );
      this.sql.exec(
        "INSERT INTO product_versions (product_id, version, config, created_at) VALUES (?, ?, ?, ?)",
        productId,
        version,
        JSON.stringify(stored),
        now,
      );
    });
    return ok(this.productView(shop.id, this.productRow(productId)!), existing ? 200 : 201);
  }

  getProduct(productId: string): RpcResult<ProductView> {
    const shop = this.shopRow();
    const row = this.productRow(productId);
    if (!shop || !row) return fail("not-found", "No such product.");
    return ok(this.productView(shop.id, row));
  }

  listProducts(): RpcResult<{ items: ProductView[] }> {
    const shop = this.shopRow();
    if (!shop) return fail("not-found", "No such shop.");
    const rows = this.sql.exec<ProductRow>("SELECT * FROM products ORDER BY product_id").toArray();
    return ok({ items: rows.map((row) => this.productView(shop.id, row)) });
  }

  /**
   * Opens a negotiation on a product: snapshots the product's configuration, creates the room with
   * a negotiation-scoped token, and indexes it. Awaits the room, so a concurrent duplicate sees 409.
   */
  async openNegotiation(request: OpenRequest, idempotency?: IdempotencyRequest): Promise<RpcResult<OpenResult>> {
    const shop = this.shopRow();
    if (!shop) return fail("not-found", "No such shop.");
    const now = Date.now();
    const key = idempotency && { ...idempotency, key: `open:${idempotency.key}` };
    return this.idempotency.guardAsync(key, now, async () => {
      const paused = this.pausedUntil(now);
      if (paused) {
        return fail<OpenResult>("shop-paused", `New negotiations are paused (${paused.reason}).`, {
          retryAfterSeconds: Math.max(1, Math.ceil((paused.until - now) / 1000)),
        });
      }
      return this.createRoom(shop.id, request);
    });
  }

  /** Called by negotiation rooms after each state change; stale versions are ignored. */
  recordNegotiation(summary: NegotiationSummary): void {
    this.sql.exec(
      `INSERT INTO negotiations (negotiation_id, product_id, buyer_id, quantity, currency, status, round,
         shop_offer_minor, agreed_price_minor, opened_at, updated_at, version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (negotiation_id) DO UPDATE SET status = excluded.status, round = excluded.round,
         shop_offer_minor = excluded.shop_offer_minor, agreed_price_minor = excluded.agreed_price_minor,
         updated_at = excluded.updated_at, version = excluded.version
       WHERE excluded.version > negotiations.version`,
      summary.negotiationId,
      summary.productId,
      summary.buyerId,
      summary.quantity,
      summary.currency,
      summary.status,
      summary.round,
      summary.shopOfferMinor,
      summary.agreedPriceMinor,
      summary.openedAt,
      summary.updatedAt,
      summary.version,
    );
    const e = summary.escalation;
    if (e) {
      this.sql.exec(
        `INSERT INTO escalations (escalation_id, negotiation_id, status, view, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (escalation_id) DO UPDATE SET status = excluded.status, view = excluded.view`,
        e.escalationId,
        e.negotiationId,
        e.status,
        JSON.stringify(e),
        Date.parse(e.createdAt),
      );
    }
    this.tallyDecisions(summary.decisions ?? []);
    if (summary.pauseUntil) this.pauseUntil(summary.pauseUntil, "a PAUSE policy fired");
  }

  /** Adds decisions to their minute's tally; minutes older than the breaker's window are pruned now and then. */
  private tallyDecisions(decisions: readonly DecisionRecord[]): void {
    for (const t of tallyBySpan(decisions, MINUTE_MS)) {
      this.sql.exec(
        `INSERT INTO decision_minutes (minute, decisions, escalations, breaches) VALUES (?, ?, ?, ?)
         ON CONFLICT (minute) DO UPDATE SET decisions = decisions + excluded.decisions,
           escalations = escalations + excluded.escalations, breaches = breaches + excluded.breaches`,
        t.at,
        t.decisions,
        t.escalations,
        t.breaches,
      );
    }
    const now = Date.now();
    if (now - this.prunedAt >= MINUTE_MS) {
      this.sql.exec("DELETE FROM decision_minutes WHERE minute < ?", now - 2 * DEFAULT_BREAKER.windowMs);
      this.prunedAt = now;
    }
  }

  listEscalations(status: EscalationView["status"] | undefined, limit: number): RpcResult<{ items: EscalationView[] }> {
    if (!this.shopRow()) return fail("not-found", "No such shop.");
    const rows = this.sql
      .exec<{ view: string }>(
        `SELECT view FROM escalations ${status ? "WHERE status = ?" : ""} ORDER BY created_at DESC LIMIT ?`,
        ...(status ? [status, limit] : [limit]),
      )
      .toArray();
    return ok({ items: rows.map((r) => JSON.parse(r.view) as EscalationView) });
  }

  /** The circuit breaker over the shop's recent policy outcomes, or an explicit pause, if either is in force. */
  private pausedUntil(now: number): { until: number; reason: string } | null {
    const explicit = this.sql.exec<{ until: number; reason: string }>("SELECT until, reason FROM pause WHERE singleton = 1").toArray()[0];
    if (explicit && explicit.until > now) return explicit;
    const breaker = breakerState(this.recentDecisions(), now);
    if (breaker.tripped) {
      this.pauseUntil(breaker.pausedUntil!, `circuit breaker: ${breaker.reason} over the last ${breaker.sample} decisions`);
      return { until: breaker.pausedUntil!, reason: `circuit breaker: ${breaker.reason}` };
    }
    return null;
  }

  private pauseUntil(until: number, reason: string): void {
    this.sql.exec(
      "INSERT INTO pause (singleton, until, reason) VALUES (1, ?, ?) ON CONFLICT (singleton) DO UPDATE SET until = MAX(until, excluded.until), reason = excluded.reason",
      until,
      reason,
    );
    // Decisions before a trip must not trip it again the moment the pause ends.
    this.sql.exec("DELETE FROM decision_minutes");
  }

  /** At most two hours of minutes, however many decisions they hold. */
  private recentDecisions(): DecisionTally[] {
    return this.sql
      .exec<{ at: number; decisions: number; escalations: number; breaches: number }>(
        "SELECT minute AS at, decisions, escalations, breaches FROM decision_minutes ORDER BY minute",
      )
      .toArray();
  }

  /**
   * Replaces the shop's policy set with a new version, after parsing and type-checking every condition
   * (and checking constraints against the catalog's floors and list prices). A refused upload changes nothing.
   * Negotiations keep the version they opened with.
   */
  putPolicies(source: string): RpcResult<PolicySetView> {
    if (!this.shopRow()) return fail("not-found", "No such shop.");
    const parsed = parsePolicySet(source, this.productBounds());
    if (!parsed.ok) return fail("invalid-policy-set", `${parsed.errors.length} problem(s) in the policy file.`, { errors: parsed.errors });
    const version = this.activePolicies().version + 1;
    this.sql.exec("INSERT INTO policy_sets (version, source, created_at) VALUES (?, ?, ?)", version, source, Date.now());
    return ok(this.policyView(), 201);
  }

  getPolicies(): RpcResult<PolicySetView> {
    if (!this.shopRow()) return fail("not-found", "No such shop.");
    return ok(this.policyView());
  }

  /** Evaluates a policy set (the given source, or the active one) against sample decisions; stores nothing. */
  dryRunPolicies(source: string | undefined, samples: PolicyContext[]): RpcResult<{ version: number | null; results: PolicyEvaluation[] }> {
    if (!this.shopRow()) return fail("not-found", "No such shop.");
    const text = source ?? this.activePolicies().source;
    const parsed = parsePolicySet(text, source === undefined ? [] : this.productBounds());
    if (!parsed.ok) return fail("invalid-policy-set", `${parsed.errors.length} problem(s) in the policy file.`, { errors: parsed.errors });
    return ok({ version: source === undefined ? this.activePolicies().version : null, results: samples.map((s) => evaluatePolicies(parsed.set, s)) });
  }

  /** The active policy set: the newest uploaded, or the bundled default (version 0). */
  activePolicies(): { version: number; source: string } {
    const row = this.sql.exec<{ version: number; source: string }>("SELECT version, source FROM policy_sets ORDER BY version DESC LIMIT 1").toArray()[0];
    return row ?? { version: 0, source: DEFAULT_POLICIES_YAML };
  }

  private policyView(): PolicySetView {
    const { version, source } = this.activePolicies();
    const parsed = parsePolicySet(source);
    return {
      version,
      source,
      policies: parsed.ok ? parsed.set.policies.map((p) => ({ id: p.id, description: p.description, action: p.action, severity: p.severity, when: p.when })) : [],
    };
  }

  private productBounds() {
    return this.sql
      .exec<{ product_id: string; floor_minor: number; anchor_minor: number }>("SELECT product_id, floor_minor, anchor_minor FROM products")
      .toArray()
      .map((r) => ({ productId: r.product_id, floorMinor: r.floor_minor, anchorMinor: r.anchor_minor }));
  }

  /**
   * Market statistics computed off the hot path (cron over Postgres) and pushed here, so reads and,
   * later, the kernel's opening logic never wait on the database. Replaces what was there.
   */
  setMarketStats(stats: readonly MarketStatsEntry[], computedAt: number): void {
    if (!this.shopRow()) return;
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("DELETE FROM market_stats");
      for (const s of stats) {
        this.sql.exec("INSERT INTO market_stats (product_id, currency, stats, computed_at) VALUES (?, ?, ?, ?)", s.productId, s.currency, JSON.stringify(s), computedAt);
      }
    });
  }

  getMarketStats(productId?: string): RpcResult<{ items: (MarketStatsEntry & { computedAt: string })[] }> {
    if (!this.shopRow()) return fail("not-found", "No such shop.");
    const rows = this.sql
      .exec<{ stats: string; computed_at: number }>(
        `SELECT stats, computed_at FROM market_stats ${productId ? "WHERE product_id = ?" : ""} ORDER BY product_id, currency`,
        ...(productId ? [productId] : []),
      )
      .toArray();
    return ok({ items: rows.map((r) => ({ ...(JSON.parse(r.stats) as MarketStatsEntry), computedAt: iso(r.computed_at) })) });
  }

  listNegotiations(query: NegotiationListQuery): RpcResult<{ items: NegotiationSummaryView[]; nextCursor: string | null }> {
    if (!this.shopRow()) return fail("not-found", "No such shop.");
    const where: string[] = [];
    const params: SqlStorageValue[] = [];
    if (query.status) {
      where.push("status = ?");
      params.push(query.status);
    }
    if (query.productId) {
      where.push("product_id = ?");
      params.push(query.productId);
    }
    const cursor = decodeCursor(query.cursor);
    if (query.cursor !== undefined && !cursor) return fail("validation-failed", "The cursor is not valid.");
    if (cursor) {
      where.push("(opened_at < ? OR (opened_at = ? AND negotiation_id < ?))");
      params.push(cursor.openedAt, cursor.openedAt, cursor.id);
    }
    const rows = this.sql
      .exec<Record<string, SqlStorageValue>>(
        `SELECT * FROM negotiations ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
         ORDER BY opened_at DESC, negotiation_id DESC LIMIT ?`,
        ...params,
        query.limit + 1,
      )
      .toArray();
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return ok({
      items: page.map((row) => ({
        negotiationId: row.negotiation_id as string,
        productId: row.product_id as string,
        buyerId: row.buyer_id as string,
        quantity: row.quantity as number,
        currency: row.currency as string,
        status: row.status as NegotiationStatus,
        round: row.round as number,
        shopOfferMinor: row.shop_offer_minor as number | null,
        agreedPriceMinor: row.agreed_price_minor as number | null,
        openedAt: iso(row.opened_at as number),
        updatedAt: iso(row.updated_at as number),
      })),
      nextCursor:
        rows.length > query.limit && last ? encodeCursor(last.opened_at as number, last.negotiation_id as string) : null,
    });
  }

  // --- internals -------------------------------------------------------------------------------------

  private async createRoom(shopId: string, request: OpenRequest): Promise<RpcResult<OpenResult>> {
    const product = this.productRow(request.productId);
    if (!product) return fail("not-found", `No product "${request.productId}" in this shop.`);
    const config = this.configOf(product);
    if (request.offer?.currency !== undefined && request.offer.currency !== config.currency) {
      return fail("currency-mismatch", `This product is priced in ${config.currency}; the offer was in ${request.offer.currency}.`);
    }
    if (request.quantity * config.anchorMinor > Number.MAX_SAFE_INTEGER) {
      return fail("validation-failed", "quantity × list price exceeds the largest exact amount.", {
        errors: [{ path: "quantity", message: "too large for this product's price" }],
      });
    }
    const roomId = this.env.NEGOTIATION_ROOM.newUniqueId();
    const negotiationId = roomId.toString();
    const token = `ngt_${negotiationId}_${randomToken()}`;
    const room = this.env.NEGOTIATION_ROOM.get(roomId);
    const opened: RpcResult<RoundResult> = await room.open({
      negotiationId,
      shopId,
      productId: product.product_id,
      productName: product.name,
      productVersion: product.version,
      quantity: request.quantity,
      buyer: { id: request.buyer.id, name: request.buyer.name ?? null },
      config,
      tokenHash: await sha256Hex(token),
      policies: this.activePolicies(),
      policyInputs: this.policyInputs(request.buyer.id),
      ...(request.offer ? { openingOfferMinor: request.offer.priceMinor } : {}),
    });
    if (!opened.ok) return opened;
    const result = opened.body;
    // Index now so the listing shows the negotiation at once; the room's own update (version ≥ 1) wins later.
    this.recordNegotiation({
      negotiationId,
      productId: result.productId,
      buyerId: request.buyer.id,
      quantity: result.quantity,
      currency: result.currency,
      status: result.status,
      round: result.round,
      shopOfferMinor: result.shopOffer?.priceMinor ?? null,
      agreedPriceMinor: result.agreement?.priceMinor ?? null,
      openedAt: Date.now(),
      updatedAt: Date.now(),
      version: 0,
    });
    return ok({ ...result, token }, 201);
  }

  /** Facts the policies may ask about, as of now: the buyer's history with the shop and the agent's health. */
  private policyInputs(buyerId: string) {
    const dealsClosed = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM negotiations WHERE buyer_id = ? AND status = 'agreed'", buyerId).one().n;
    const b = breakerState(this.recentDecisions(), Date.now());
    return { dealsClosed, agent: { escalationRate: b.escalationRate, breachRate: b.breachRate, recentDecisions: b.sample } };
  }

  private toConfig(input: ProductInput): NegotiationConfig {
    return {
      currency: input.currency,
      anchorMinor: input.anchorMinor,
      floorMinor: input.floorMinor,
      strategy: input.strategy ?? DEFAULT_STRATEGY,
      maxRounds: input.maxRounds ?? DEFAULT_MAX_ROUNDS,
      ttlMs: (input.ttlSeconds ?? DEFAULT_TTL_SECONDS) * 1000,
    };
  }

  private configOf(row: ProductRow): NegotiationConfig {
    return {
      currency: row.currency,
      anchorMinor: row.anchor_minor,
      floorMinor: row.floor_minor,
      strategy: JSON.parse(row.strategy) as StrategyConfig,
      maxRounds: row.max_rounds,
      ttlMs: row.ttl_seconds * 1000,
    };
  }

  private productView(shopId: string, row: ProductRow): ProductView {
    return {
      shopId,
      productId: row.product_id,
      name: row.name,
      currency: row.currency,
      anchorMinor: row.anchor_minor,
      floorMinor: row.floor_minor,
      strategy: JSON.parse(row.strategy) as StrategyConfig,
      maxRounds: row.max_rounds,
      ttlSeconds: row.ttl_seconds,
      version: row.version,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  }

  private shopRow(): { id: string; name: string } | null {
    return this.sql.exec<{ id: string; name: string }>("SELECT id, name FROM shop WHERE singleton = 1").toArray()[0] ?? null;
  }

  private productRow(productId: string): ProductRow | null {
    return this.sql.exec<ProductRow>("SELECT * FROM products WHERE product_id = ?", productId).toArray()[0] ?? null;
  }
}

export interface PolicySetView {
  /** 0 is the bundled default set. */
  version: number;
  source: string;
  policies: { id: string; description: string; action: string; severity: string; when: string }[];
}

/** Per product and currency: what deals have gone for (see memory/repositories/market-stats.ts). */
export interface MarketStatsEntry {
  productId: string;
  currency: string;
  count: number;
}

export interface NegotiationSummaryView {
  negotiationId: string;
  productId: string;
  buyerId: string;
  quantity: number;
  currency: string;
  status: NegotiationStatus;
  round: number;
  shopOfferMinor: number | null;
  agreedPriceMinor: number | null;
  openedAt: string;
  updatedAt: string;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function encodeCursor(openedAt: number, id: string): string {
  return btoa(`${openedAt}:${id}`).replaceAll("=", "");
}

function decodeCursor(cursor: string | undefined): { openedAt: number; id: string } | null {
  if (cursor === undefined) return null;
  try {
    const [at, id] = atob(cursor).split(":");
    const openedAt = Number(at);
    if (!Number.isSafeInteger(openedAt) || !id || !/^[0-9a-f]{64}$/.test(id)) return null;
    return { openedAt, id };
  } catch {
    return null;
  }
}
