import { DurableObject } from "cloudflare:workers";
import { parseAuctionCatalogPayload, type EventEnvelope } from "../../common/events";
import type { ArmPosterior, Insight } from "../../kernel";
import type { PolicyContext, PolicyEvaluation, ProductBounds } from "../../policies";
import { decisionRecord } from "../../policies";
import { IdempotencyStore, type IdempotencyRequest } from "../idempotency-store";
import { iso } from "../../common/time";
import type { ShopLimits } from "../limits";
import { fail, ok, type RpcResult } from "../../common/problem";
import type { EscalationView, NegotiationSummary } from "../views";
import { AgentKeys } from "./agent-keys";
import { CircuitBreaker, type BreakerTrip } from "./breaker";
import { ContractEscalations, contractEscalationWebhooks, escalationWebhooks, fleetInboxItem, mergeInbox, type ContractEscalationReport, type InboxItem } from "./contract-escalations";
import { Catalog, productView, type ProductInput, type ProductVersionView, type ProductView, type PublicProduct } from "./catalog";
import { Learning, type ProductLearning } from "./learning";
import { MarketStats, type MarketStatsEntry } from "./market-stats";
import { NegotiationIndex, type NegotiationListQuery, type NegotiationSummaryView } from "./negotiation-index";
import type { DeadLetterReplayed, UploadAccepted, UploadRoute } from "./outside-work";
import { OpeningConfigurations, type OpeningConfiguration } from "./opening-snapshot";
import { PolicyStore, type PolicySetView } from "./policy-store";
import { Settings, type ShopSettings } from "./settings";
import { ShopAccount, type AdminKeyView, type ShopCreated } from "./shop-account";
import { migrateShop } from "./shop-schema";
import { ShopSecret } from "./shop-secret";
import { FleetStore, policyVersionOf, type AgentView, type AssignmentView, type FleetAnswer, type FleetOpenRequest, type FleetView, type GraphNeighbours, type ProcurementAssignment, type ProcurementOutcome, type ProcurementRequest, type WaitingView } from "./fleet-store";
import { DeliveryBacklog, type BacklogReport, type DeliveryLag } from "./delivery-backlog";
import { AUCTION_WEBHOOK_EVENTS, Webhooks, type AuctionWebhookEvent, type WebhookDeliveryView, type WebhookEndpointView, type WebhookEvent } from "./webhooks";

export interface RehearsalInputs {
  product: ProductView;
  policies: { version: number; source: string };
  market: (MarketStatsEntry & { computedAt: string }) | null;
  /** What the learner holds for the product (pushed by the cron), as live openings use it. */
  learned: { posteriors: ArmPosterior[]; acceptance: Insight["acceptance"] | null } | null;
  /** Every product's floor and list price, which a proposed policy set is checked against. */
  bounds: ProductBounds[];
}

/**
 * One shop: its catalog (anchor, floor, strategy per product, every version kept), hashed admin keys, its
 * policy set and settings, what it has learned per product, the secret its buyers' private draws derive
 * from, and an index of its negotiations kept current by the negotiation rooms, which also feeds the
 * circuit breaker; the inbox lists the rooms' escalations beside those its service contracts raise when suspended
 * (contract-escalations.ts) and the opens no negotiator agent fits (fleet-store.ts). Opening a negotiation reads an opening configuration from here (opening-snapshot.ts), kept by
 * the worker for a moment, and writes nothing.
 */
export class Shop extends DurableObject<Env> {
  private readonly account: ShopAccount;
  private readonly catalog: Catalog;
  private readonly index: NegotiationIndex;
  private readonly contractEscalations: ContractEscalations;
  private readonly breaker: CircuitBreaker;
  private readonly policies: PolicyStore;
  private readonly market: MarketStats;
  private readonly learning: Learning;
  private readonly settings: Settings;
  private readonly agentKeys: AgentKeys;
  private readonly idempotency: IdempotencyStore;
  private readonly openings: OpeningConfigurations;
  private readonly backlog: DeliveryBacklog;
  private readonly webhooks: Webhooks;
  private readonly fleet: FleetStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    ctx.storage.transactionSync(() => migrateShop(sql));
    this.account = new ShopAccount(sql);
    this.catalog = new Catalog(sql, ctx.storage);
    this.index = new NegotiationIndex(sql);
    this.contractEscalations = new ContractEscalations(sql);
    this.breaker = new CircuitBreaker(sql, (trip) => this.announceTrip(trip));
    this.policies = new PolicyStore(sql, () => this.catalog.bounds());
    this.market = new MarketStats(sql, ctx.storage);
    this.learning = new Learning(sql);
    this.settings = new Settings(sql);
    this.agentKeys = new AgentKeys(sql);
    this.idempotency = new IdempotencyStore(sql);
    this.backlog = new DeliveryBacklog(sql);
    this.webhooks = new Webhooks(sql);
    this.fleet = new FleetStore(sql, (version) => this.policies.version(version) !== null);
    this.openings = new OpeningConfigurations(this.catalog, this.policies, this.breaker, this.learning, this.settings, new ShopSecret(sql));
  }

  /** Creates the shop and its first admin key. The replayable answer holds the key, so it is stored sealed. */
  async initialize(args: { shopId: string; name: string; adminKey: string; adminKeyHash: string }, idempotency?: IdempotencyRequest): Promise<RpcResult<ShopCreated>> {
    const now = Date.now();
    const key = idempotency && { ...idempotency, key: `create-shop:${idempotency.key}` };
    return this.idempotency.guardAsync(
      key,
      now,
      async (): Promise<RpcResult<ShopCreated>> => {
        if (this.account.row()) return fail("already-exists", "This shop already exists.");
        this.account.create(args.shopId, args.name, args.adminKeyHash, now);
        return ok({ shopId: args.shopId, name: args.name, adminKey: args.adminKey, createdAt: iso(now) }, 201);
      },
      { sealed: true },
    );
  }

  /** True when the hash belongs to a live admin key of this (existing) shop. */
  verifyAdminKey(adminKeyHash: string): boolean {
    return this.account.row() !== null && this.account.isLiveKey(adminKeyHash);
  }

  /** Another admin key (the worker issues it and shows it once); sealed for replay like the first. */
  async addAdminKey(adminKey: string, adminKeyHash: string, idempotency?: IdempotencyRequest): Promise<RpcResult<AdminKeyView & { adminKey: string }>> {
    return this.idempotency.guardAsync(
      idempotency && { ...idempotency, key: `admin-key:${idempotency.key}` },
      Date.now(),
      async () => this.ifExists(() => ok({ ...this.account.addKey(adminKeyHash, Date.now()), adminKey }, 201)),
      { sealed: true },
    );
  }

  revokeAdminKey(keyId: string): RpcResult<AdminKeyView> {
    return this.ifExists(() => {
      const revoked = this.account.revokeKey(keyId, Date.now());
      if (revoked === null) return fail("not-found", "No such admin key.");
      if (revoked === "last-key") return fail("conflict", "This is the shop's last live admin key: issue another one before revoking it.");
      return ok(revoked);
    });
  }

  listAdminKeys(): RpcResult<{ items: AdminKeyView[] }> {
    return this.ifExists(() => ok({ items: this.account.keys() }));
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

  productVersions(productId: string): RpcResult<{ items: ProductVersionView[] }> {
    const shop = this.account.row();
    if (!shop || !this.catalog.row(productId)) return fail("not-found", "No such product.");
    return ok({ items: this.catalog.versions(productId) });
  }

  /** What a rehearsal of a product starts from: its live settings, the active policy set, its market statistics. */
  rehearsalInputs(productId: string): RpcResult<RehearsalInputs> {
    const shop = this.account.row();
    const row = this.catalog.row(productId);
    if (!shop || !row) return fail("not-found", "No such product.");
    const product = productView(shop.id, row);
    const learned = this.learning.of(productId);
    return ok({
      product,
      policies: this.policies.active(),
      market: this.market.list(productId).find((m) => m.currency === product.currency) ?? null,
      learned: learned ? { posteriors: learned.posteriors, acceptance: learned.acceptance } : null,
      bounds: this.catalog.bounds(),
    });
  }

  /** A webhook endpoint; its signing secret is in the answer only, so a replay of it is stored sealed. */
  async createWebhook(input: { url: string; events: readonly WebhookEvent[]; description: string }, idempotency?: IdempotencyRequest): Promise<RpcResult<WebhookEndpointView & { secret: string }>> {
    return this.idempotency.guardAsync(
      idempotency && { ...idempotency, key: `webhook:${idempotency.key}` },
      Date.now(),
      async () => this.ifExists(() => this.webhooks.create(input, Date.now())),
      { sealed: true },
    );
  }

  listWebhooks(): RpcResult<{ items: WebhookEndpointView[] }> {
    return this.ifExists(() => ok({ items: this.webhooks.list() }));
  }

  deleteWebhook(endpointId: string): RpcResult<WebhookEndpointView> {
    return this.ifExists(() => this.webhooks.remove(endpointId));
  }

  webhookDeliveries(endpointId: string, limit: number): RpcResult<{ items: WebhookDeliveryView[] }> {
    return this.ifExists(() => this.webhooks.deliveries(endpointId, limit));
  }

  /** Sends a test event to one endpoint now and answers with how that went (later retries as for any event). */
  async testWebhook(endpointId: string, idempotency?: IdempotencyRequest): Promise<RpcResult<WebhookDeliveryView>> {
    return this.idempotency.guardAsync(idempotency && { ...idempotency, key: `webhook-test:${idempotency.key}` }, Date.now(), async () => {
      const shop = this.account.row();
      if (!shop) return fail("not-found", "No such shop.");
      const queued = this.webhooks.enqueueTest(endpointId, shop.id, Date.now());
      if (!queued.ok) return queued;
      await this.webhooks.sendDue(Date.now(), fetch, queued.body);
      const next = this.webhooks.nextDueAt();
      if (next !== null) this.armWebhooks(next);
      return ok(this.webhooks.delivery(queued.body)!, 200);
    });
  }

  listProducts(): RpcResult<{ items: ProductView[] }> {
    return this.ifExists((shop) => ok({ items: this.catalog.list(shop.id) }));
  }

  /** The public catalog: the shop's name and its products' public fields only (catalog.ts), for any caller. */
  publicCatalog(): RpcResult<{ shopId: string; name: string; products: PublicProduct[] }> {
    return this.ifExists((shop) => ok({ shopId: shop.id, name: shop.name, products: this.catalog.publicList() }));
  }

  /** A room's events that are late into Postgres (delivery-backlog.ts); a report of 0 clears its entry. */
  reportDeliveryBacklog(report: BacklogReport): void {
    this.backlog.report(report, Date.now());
  }

  /** How far behind Postgres is for this shop's negotiations. */
  deliveryLag(): RpcResult<DeliveryLag> {
    return this.ifExists(() => ok(this.backlog.lag(Date.now())));
  }

  /**
   * What opening a negotiation on the product needs from the shop, the same for every buyer (see
   * opening-snapshot.ts): the worker keeps it for a moment, so this object is asked once per burst, not per open.
   */
  async openingConfiguration(productId: string): Promise<RpcResult<OpeningConfiguration>> {
    const shop = this.account.row();
    if (!shop) return fail("not-found", "No such shop.");
    const configuration = await this.openings.of(productId, Date.now());
    // A shop with active agents: each open asks assignForOpening (opening-snapshot.ts); without, nothing changes.
    return configuration.ok && this.fleet.hasActiveAgents() ? ok({ ...configuration.body, fleet: { shopId: shop.id } }) : configuration;
  }

  // --- the fleet of negotiators (fleet-store.ts) ---------------------------------------------------------------

  /**
   * Which agent plays a negotiation about to open (or the owner's choice, or "wait for the owner"), with the policy
   * set the agent plays by. Called once per open of a shop with agents, before its room exists.
   */
  assignForOpening(request: FleetOpenRequest): RpcResult<FleetAnswer> {
    return this.ifExists(() =>
      this.ctx.storage.transactionSync((): RpcResult<FleetAnswer> => {
        const opening = this.fleet.openFor(request, Date.now());
        if (opening.kind !== "agent") return ok<FleetAnswer>(opening);
        const wanted = policyVersionOf(opening.agent.policySetId);
        // A version removed since the profile was saved cannot happen (versions are kept); the active set otherwise.
        const policies = (typeof wanted === "number" ? this.policies.version(wanted) : null) ?? this.policies.active();
        return ok<FleetAnswer>({ ...opening, policies });
      }),
    );
  }

  /**
   * A negotiate-best-k auction's threads about to start (fleet-store.ts `assignProcurement`): null when the shop has
   * no active agent (the auction negotiates as it always did); otherwise one assignment per supplier, an agent's
   * with the policy set it plays by. Asked again for the same auction: the same answer.
   */
  assignProcurement(request: ProcurementRequest): RpcResult<{ assignments: (ProcurementAssignment & { policies: { version: number; source: string } | null })[] } | null> {
    return this.ifExists(() =>
      this.ctx.storage.transactionSync(() => {
        const already = request.supplierIds.length > 0 && this.fleet.assignmentOf(`auction:${request.auctionId}/${request.supplierIds[0]}`) !== null;
        if (!already && !this.fleet.hasActiveAgents()) return ok(null);
        const assignments = this.fleet.assignProcurement(request, Date.now()).map((a) => {
          if (!a.agent) return { ...a, policies: null };
          const wanted = policyVersionOf(a.agent.policySetId);
          return { ...a, policies: (typeof wanted === "number" ? this.policies.version(wanted) : null) ?? this.policies.active() };
        });
        return ok({ assignments });
      }),
    );
  }

  /**
   * The knowledge graph's neighbours of counterparties the cron just recomputed (fleet-store.ts `recordSimilar`):
   * each given counterparty's neighbours are replaced, in one transaction; ignored for a shop that does not exist.
   */
  recordSimilarCounterparties(entries: GraphNeighbours[], computedAt: number): { counterparties: number; neighbours: number } {
    if (!this.account.row()) return { counterparties: 0, neighbours: 0 };
    return this.ctx.storage.transactionSync(() => this.fleet.recordSimilar(entries, computedAt));
  }

  /** Threads of negotiate-best-k auctions that ended: their agents' outcomes (fleet-store.ts `closeProcurement`); a repeat changes nothing. */
  recordProcurementOutcomes(outcomes: ProcurementOutcome[]): RpcResult<{ closed: number }> {
    return this.ifExists(() => this.ctx.storage.transactionSync(() => ok({ closed: this.fleet.closeProcurement(outcomes) })));
  }

  /** An open assigned with its negotiation id (FleetOpenRequest.negotiationId) whose room was not opened after all. */
  releaseFleetAssignment(negotiationId: string): RpcResult<{ released: boolean }> {
    return this.ifExists(() => ok({ released: this.fleet.release(negotiationId) }));
  }

  fleetView(): RpcResult<FleetView> {
    return this.ifExists(() => ok(this.fleet.view()));
  }

  listFleetAgents(): RpcResult<{ items: AgentView[] }> {
    return this.ifExists(() => ok({ items: this.fleet.agents() }));
  }

  getFleetAgent(agentId: string): RpcResult<AgentView> {
    return this.ifExists(() => {
      const agent = this.fleet.agent(agentId);
      return agent ? ok(agent) : fail("not-found", "No such negotiator agent.");
    });
  }

  putFleetAgent(agentId: string, input: unknown): RpcResult<AgentView> {
    return this.ifExists(() => this.ctx.storage.transactionSync(() => this.fleet.put(agentId, input, Date.now())));
  }

  deactivateFleetAgent(agentId: string): RpcResult<AgentView> {
    return this.ifExists(() => this.fleet.deactivate(agentId, Date.now()));
  }

  /** The category a product is negotiated under for the fleet (null: back to the product id). */
  setFleetProductCategory(productId: string, category: string | null): RpcResult<{ productId: string; category: string }> {
    return this.ifExists(() => {
      if (!this.catalog.row(productId)) return fail("not-found", "No such product.");
      this.fleet.setProductCategory(productId, category);
      return ok({ productId, category: this.fleet.categoryOf(productId) });
    });
  }

  listFleetWaiting(status: WaitingView["status"] | undefined, limit: number): RpcResult<{ items: WaitingView[] }> {
    return this.ifExists(() => ok({ items: this.fleet.waiting(limit, status) }));
  }

  decideFleetWaiting(waitingId: string, decision: { agentId: string | null }): RpcResult<WaitingView> {
    return this.ifExists(() => this.fleet.decide(waitingId, decision, Date.now()));
  }

  /** How the fleet assigned one negotiation (scores, reasons, exclusions), for the owner; 404 when it did not. */
  fleetAssignmentOf(negotiationId: string): RpcResult<AssignmentView> {
    return this.ifExists(() => {
      const found = this.fleet.assignmentOf(negotiationId);
      return found ? ok(found) : fail("not-found", "The fleet did not assign this negotiation.");
    });
  }

  /**
   * Called by negotiation rooms after state changes; stale versions are ignored. Their counted policy outcomes
   * feed the breaker, each negotiation's once: a summary sent again tallies nothing new.
   */
  recordNegotiation(summary: NegotiationSummary): void {
    this.ctx.storage.transactionSync(() => {
      // What the summary changes is worked out only for a shop with an endpoint listening.
      const before = this.webhooks.watching() ? this.index.current(summary.negotiationId, summary.escalation?.escalationId) : null;
      const fresh = this.index.record(summary);
      this.fleet.onSummary(summary, Date.now());
      if (before) this.announceChanges(summary, before);
      const settings = this.policies.breakerSettings();
      const records = fresh.map((d) => decisionRecord(d.at, d, { productId: summary.productId, counted: d.counted }));
      this.breaker.tally(records, settings.thresholds.windowMs);
      const pause = fresh.find((d) => d.pauseUntil && d.counted);
      if (pause?.pauseUntil) this.breaker.pauseFromPolicy(summary.productId, settings, pause.pauseUntil, Date.now());
    });
  }

  listNegotiations(query: NegotiationListQuery): RpcResult<{ items: NegotiationSummaryView[]; nextCursor: string | null }> {
    return this.ifExists(() => this.index.list(query));
  }

  /**
   * A service contract's escalation (a suspension waiting for review, or its decision), from the contract object:
   * into the inbox, never the negotiation index; idempotent by escalation id, and the same webhooks as a room's.
   */
  recordContractEscalation(report: ContractEscalationReport): void {
    const shop = this.account.row();
    if (!shop) return;
    this.ctx.storage.transactionSync(() => {
      const now = Date.now();
      const { before, after } = this.contractEscalations.record(report, now);
      let queued = 0;
      for (const w of contractEscalationWebhooks(report, before, after)) queued += this.webhooks.enqueue(w.type, w.key, w.data, shop.id, now);
      if (queued > 0) this.armWebhooks(now);
    });
  }

  /**
   * An auction's webhooks (durable-objects/auction/auction.ts): `auction.closed` at its close, `contract.awarded` when
   * its award became a service contract, and negotiate-best-k's `auction.negotiation_started`, `_agreed`, `_ended`.
   * Each `data` is checked against common/events.ts's auction catalog (`parseAuctionCatalogPayload`, the schemas a
   * receiver parses with) before it is queued: one that does not parse is left out and logged, never sent — and not
   * thrown, which would have the auction offer it again forever. What is queued is `data` as sent (keys the schema
   * does not name, such as the negotiation events' `auctionId`, are kept, as the event catalog keeps them).
   * Queued once per type and key for every endpoint subscribed to the type. Answers how many items were refused.
   */
  recordAuctionWebhooks(items: { type: AuctionWebhookEvent; key: string; data: Record<string, unknown> }[]): { refused: number } {
    const shop = this.account.row();
    if (!shop) return { refused: 0 };
    const checked = items.filter((w) => {
      const fits = AUCTION_WEBHOOK_EVENTS.includes(w.type) && safely(() => parseAuctionCatalogPayload(w.type, w.data));
      if (!fits) console.warn("auction webhook refused: its data does not fit the catalog", { type: w.type, key: w.key });
      return fits;
    });
    this.ctx.storage.transactionSync(() => {
      const now = Date.now();
      let queued = 0;
      for (const w of checked) queued += this.webhooks.enqueue(w.type, w.key, w.data, shop.id, now);
      if (queued > 0) this.armWebhooks(now);
    });
    return { refused: items.length - checked.length };
  }

  /**
   * The inbox: escalations waiting for (or decided by) a person — negotiations' and service contracts', newest first,
   * each naming its subject — and the breaker's recent trips.
   */
  listEscalations(status: EscalationView["status"] | undefined, limit: number): RpcResult<{ items: InboxItem[]; breakerTrips: BreakerTrip[] }> {
    return this.ifExists(() => {
      // "No agent fits" opens are pending until answered, then approved; they have no other status.
      const fleet = status === undefined || status === "pending" || status === "approved" ? this.fleet.waiting(limit, status === "pending" ? "pending" : undefined).map(fleetInboxItem) : [];
      const items = mergeInbox(this.contractEscalations.inbox(status, limit), fleet.filter((f) => status === undefined || f.status === status), limit);
      return ok({ items, breakerTrips: this.breaker.trips(20) });
    });
  }

  /** A new version of the policy set; negotiations keep the version they opened with. */
  putPolicies(source: string): RpcResult<PolicySetView> {
    return this.ifExists(() => this.policies.put(source));
  }

  getPolicies(): RpcResult<PolicySetView> {
    return this.ifExists(() => ok(this.policies.view()));
  }

  /** Evaluates a policy set against samples; changes nothing, but a repeated Idempotency-Key replays its first answer. */
  dryRunPolicies(source: string | undefined, samples: PolicyContext[], idempotency?: IdempotencyRequest): RpcResult<{ version: number | null; results: PolicyEvaluation[] }> {
    return this.idempotency.guard(idempotency && { ...idempotency, key: `dry-run:${idempotency.key}` }, Date.now(), () =>
      this.ifExists(() => this.policies.dryRun(source, samples)),
    );
  }

  /**
   * A document upload's queue send, done at most once per Idempotency-Key. The worker validates the upload and
   * passes the send as an RPC callback (the documents stay in the worker); this object keeps the record, so a
   * retry replays the stored 202 without calling it, and the documents are not enqueued again.
   */
  acceptUpload(upload: UploadRoute, send: () => Promise<RpcResult<UploadAccepted>>, idempotency?: IdempotencyRequest): Promise<RpcResult<UploadAccepted>> {
    return this.onceOutside(`upload-${upload}`, send, idempotency);
  }

  /** A rehearsal (run by the worker, passed as an RPC callback), answered again from the record under the same Idempotency-Key. */
  rehearseOnce<T>(run: () => Promise<RpcResult<T>>, idempotency?: IdempotencyRequest): Promise<RpcResult<T>> {
    return this.onceOutside("rehearsal", run, idempotency);
  }

  /** A dead letter's replay (done by the worker, passed as an RPC callback), sent at most once per Idempotency-Key; see acceptUpload. */
  replayDeadLetter(replay: () => Promise<RpcResult<DeadLetterReplayed>>, idempotency?: IdempotencyRequest): Promise<RpcResult<DeadLetterReplayed>> {
    return this.onceOutside("dead-letter-replay", replay, idempotency);
  }

  getSettings(): RpcResult<ShopSettings> {
    return this.ifExists(() => ok(this.settings.get()));
  }

  putSettings(limits: ShopLimits): RpcResult<ShopSettings> {
    return this.ifExists(() => ok(this.settings.put(limits, Date.now())));
  }

  /** Which buyer signs with this key (by thumbprint), for routing a signed request to the buyer's account. */
  agentKeyOwner(thumbprint: string): string | null {
    return this.account.row() ? this.agentKeys.ownerOf(thumbprint) : null;
  }

  /** Claims an agent key for a buyer; 409 when another buyer of this shop registered it. */
  bindAgentKey(thumbprint: string, buyerId: string): RpcResult<{ thumbprint: string; buyerId: string }> {
    return this.ifExists(() =>
      this.agentKeys.bind(thumbprint, buyerId, Date.now()) ? ok({ thumbprint, buyerId }) : fail("already-exists", "This key is registered to another buyer of the shop."),
    );
  }

  /** Replaces the market statistics (pushed by the cron); ignored for a shop that does not exist. */
  setMarketStats(stats: readonly MarketStatsEntry[], computedAt: number): void {
    if (this.account.row()) this.market.replace(stats, computedAt);
  }

  getMarketStats(productId?: string): RpcResult<{ items: (MarketStatsEntry & { computedAt: string })[] }> {
    return this.ifExists(() => ok({ items: this.market.list(productId) }));
  }

  /** What the learner computed per product (pushed by the cron); ignored for a shop that does not exist. */
  setLearning(entries: readonly ProductLearning[], computedAt: number): void {
    if (this.account.row()) this.learning.set(entries, computedAt);
  }

  getLearning(productId: string): RpcResult<ProductLearning & { computedAt: string }> {
    return this.ifExists(() => {
      const learned = this.learning.of(productId);
      return learned ? ok(learned) : fail("not-found", "Nothing learned for this product yet.");
    });
  }

  /** A trip goes to the events queue (the breaker_trips table is its durable record; the inbox shows it). */
  /** Webhook events for what a summary changed in the index: an agreement, an escalation raised or settled. */
  private announceChanges(summary: NegotiationSummary, before: ReturnType<NegotiationIndex["current"]>): void {
    const shop = this.account.row();
    if (!shop) return;
    const now = Date.now();
    const after = this.index.current(summary.negotiationId, summary.escalation?.escalationId);
    let queued = 0;
    if (after.status === "agreed" && before.status !== "agreed") {
      const { negotiationId, productId, buyerId, quantity, currency, agreedPriceMinor, agreedTerms, round } = summary;
      const deal = { negotiationId, productId, buyerId, quantity, currency, agreedPriceMinor, ...(agreedTerms ? { agreedTerms } : {}), round };
      queued += this.webhooks.enqueue("negotiation.agreed", negotiationId, deal, shop.id, now);
    }
    // A package deal the buyer switched (governed-round/switch.ts): the deal as it now stands, once per switch.
    if (after.status === "agreed" && after.switchesTaken > before.switchesTaken) {
      const { negotiationId, productId, buyerId, quantity, currency, agreedPriceMinor, agreedTerms, round } = summary;
      const deal = { negotiationId, productId, buyerId, quantity, currency, agreedPriceMinor, ...(agreedTerms ? { agreedTerms } : {}), switchesTaken: after.switchesTaken, round };
      queued += this.webhooks.enqueue("negotiation.switched", `${negotiationId}:${after.switchesTaken}`, deal, shop.id, now);
    }
    const e = summary.escalation;
    if (e) {
      // Even one first seen already decided was raised first: its owner hears of both, in order (a created event
      // already queued for an endpoint is not queued again).
      const subject = { kind: "negotiation", negotiationId: e.negotiationId };
      const changed = after.escalationStatus !== null && after.escalationStatus !== before.escalationStatus;
      for (const type of changed ? escalationWebhooks(null, after.escalationStatus) : []) {
        queued += this.webhooks.enqueue(type, e.escalationId, type === "escalation.created" ? { ...e, status: "pending", subject } : { ...e, subject }, shop.id, now);
      }
    }
    if (queued > 0) this.armWebhooks(now);
  }

  /** Sends the webhook deliveries that are due, then sleeps until the next one is. */
  override async alarm(): Promise<void> {
    await this.webhooks.sendDue(Date.now(), fetch);
    const next = this.webhooks.nextDueAt();
    if (next !== null) await this.ctx.storage.setAlarm(Math.max(next, Date.now() + 1_000));
  }

  private armWebhooks(dueAt: number): void {
    this.ctx.waitUntil(
      (async () => {
        const current = await this.ctx.storage.getAlarm();
        if (current === null || current > dueAt) await this.ctx.storage.setAlarm(dueAt);
      })(),
    );
  }

  private announceTrip(trip: BreakerTrip): void {
    const shop = this.account.row();
    if (!shop) return;
    const at = Date.parse(trip.at);
    if (this.webhooks.enqueue("breaker.tripped", `${trip.productId ?? "shop"}:${trip.at}`, { ...trip }, shop.id, at) > 0) this.armWebhooks(at);
    // A catalogued event (common/events.ts) on the negotiations' queue, under the shop's id.
    const event: EventEnvelope<"breaker.tripped"> = { v: 1, eventId: crypto.randomUUID(), shopId: shop.id, negotiationId: shop.id, type: "breaker.tripped", actor: "system", at, payload: { ...trip } };
    this.ctx.waitUntil(
      this.env.EVENTS_QUEUE.send(event, { contentType: "json" }).catch((error: unknown) => console.warn("breaker trip event not sent", { error: String(error) })),
    );
  }

  /**
   * Work done outside this object, recorded here under the Idempotency-Key (scoped to the route): a replay
   * answers the stored result without calling `work`, the same key with another request is refused, and a
   * problem or an exception (the caller gone, say) releases the key so a retry does the work.
   */
  private async onceOutside<T>(scope: string, work: () => Promise<RpcResult<T>>, idempotency: IdempotencyRequest | undefined): Promise<RpcResult<T>> {
    if (!this.account.row()) return fail("not-found", "No such shop.");
    return this.idempotency.guardAsync(idempotency && { ...idempotency, key: `${scope}:${idempotency.key}` }, Date.now(), () => work());
  }

  /** Runs `fn` for an existing shop; 404 otherwise. */
  private ifExists<T>(fn: (shop: { id: string; name: string }) => RpcResult<T>): RpcResult<T> {
    const shop = this.account.row();
    return shop ? fn(shop) : fail("not-found", "No such shop.");
  }
}

/** Whether `check` returns without throwing (a schema's parse). */
function safely(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}
