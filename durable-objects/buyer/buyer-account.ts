import { DurableObject } from "cloudflare:workers";
import { resumeState, type BuyerProductMemory, type TermValues } from "../../kernel";
import { randomToken, sha256Hex } from "../../common/crypto";
import { IdempotencyStore, type IdempotencyRequest } from "../idempotency-store";
import { iso } from "../../common/time";
import type { BuyerLimits } from "../limits";
import { fail, ok, type RpcResult } from "../../common/problem";
import type { CounterpartyInputs } from "../../policies";
import { snapshotFor, type OpeningConfiguration, type OpeningSnapshot } from "../shop/opening-snapshot";
import type { NegotiationStatus, OpenResult, RoundResult } from "../views";
import { AgentTokens } from "./agent-tokens";
import { migrateBuyerAccount } from "./buyer-schema";
import { Credentials, type BuyerKeyView, type PublicKeyView } from "./credentials";
import { OpenLimits } from "./open-limits";
import { ProductMemory, type ProductStanding } from "./product-memory";

/** Who is asking, as the worker established it. The buyer id always comes from a credential, never a body. */
export type BuyerCredential =
  | { kind: "key"; keyHash: string }
  | { kind: "signature"; thumbprint: string; replayKey: string; rememberUntilMs: number }
  | { kind: "anonymous" };

export interface OpenByBuyer {
  shopId: string;
  /** The registered buyer id, or the anonymous client's key (derived from its address). */
  buyerId: string;
  credential: BuyerCredential;
  productId: string;
  quantity: number;
  /** A display name for anonymous buyers; registered ones use the name the shop gave them. */
  name?: string | undefined;
  /** The opening bid; for a package product with the terms it asks for. */
  offer?: { priceMinor: number; currency?: string | undefined; terms?: TermValues | undefined } | undefined;
  /**
   * The terms the opening offer names, with a bid or with a message played as round one: checked against the
   * product before anything opens (bad terms open nothing).
   */
  offerTerms?: TermValues | undefined;
}

export interface BuyerView {
  shopId: string;
  buyerId: string;
  name: string | null;
  dealsClosed: number;
  keys: BuyerKeyView[];
  publicKeys: PublicKeyView[];
  /** What the shop remembers per product: the standing offer and rounds used, and any open negotiation. */
  products: { productId: string; standingOfferMinor: number | null; roundsUsed: number; openNegotiationId: string | null; updatedAt: string }[];
  createdAt: string;
}

/**
 * One buyer of one shop: its credentials, its limits, and what the shop remembers of its negotiations
 * product by product. Every new negotiation a buyer opens passes through here, so a buyer's probes are
 * counted exactly and a reopened negotiation resumes from the last one's standing offer.
 */
export class BuyerAccount extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private readonly credentials: Credentials;
  private readonly memory: ProductMemory;
  private readonly opens: OpenLimits;
  private readonly idempotency: IdempotencyStore;
  private readonly agentTokens: AgentTokens;
  /**
   * The open under way, if any: a buyer's opens run one after another, so every limit is checked against
   * every open before it (an open awaits the room, and the runtime lets other calls in meanwhile).
   * A burst queues here; the per-minute ceilings in front of the worker bound how long that queue can get.
   */
  private openQueue: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.storage.transactionSync(() => migrateBuyerAccount(this.sql));
    this.credentials = new Credentials(this.sql);
    this.memory = new ProductMemory(this.sql);
    this.opens = new OpenLimits(this.sql);
    this.idempotency = new IdempotencyStore(this.sql);
    this.agentTokens = new AgentTokens(this.sql);
  }

  /** The shop registers a buyer (or renames it). 201 when created. */
  register(shopId: string, buyerId: string, name: string | null): RpcResult<BuyerView> {
    const existing = this.account();
    if (existing && existing.kind !== "registered") return fail("not-found", "No such buyer.");
    if (existing) this.sql.exec("UPDATE account SET name = ? WHERE singleton = 1", name);
    else this.sql.exec("INSERT INTO account (singleton, shop_id, buyer_id, kind, name, created_at) VALUES (1, ?, ?, 'registered', ?, ?)", shopId, buyerId, name, Date.now());
    return ok(this.view(), existing ? 200 : 201);
  }

  describe(): RpcResult<BuyerView> {
    return this.account()?.kind === "registered" ? ok(this.view()) : fail("not-found", "No such buyer.");
  }

  /**
   * Stores a newly issued key's hash (the worker issues the key and shows it once). Under the shop's
   * Idempotency-Key a retry replays the key first issued and stores no second one; the answer holds the key,
   * so it is stored sealed with the client's key.
   */
  async addKey(issued: { keyId: string; keyHash: string; key: string }, idempotency?: IdempotencyRequest): Promise<RpcResult<BuyerKeyView & { key: string }>> {
    return this.idempotency.guardAsync(
      idempotency && { ...idempotency, key: `buyer-key:${idempotency.key}` },
      Date.now(),
      async (): Promise<RpcResult<BuyerKeyView & { key: string }>> => {
        if (this.account()?.kind !== "registered") return fail("not-found", "No such buyer.");
        this.credentials.addKey(issued.keyId, issued.keyHash, Date.now());
        return ok({ ...this.credentials.keys().find((k) => k.keyId === issued.keyId)!, key: issued.key }, 201);
      },
      { sealed: true },
    );
  }

  revokeKey(keyId: string): RpcResult<BuyerKeyView> {
    if (this.account()?.kind !== "registered" || !this.credentials.revokeKey(keyId, Date.now())) return fail("not-found", "No such key.");
    return ok(this.credentials.keys().find((k) => k.keyId === keyId)!);
  }

  /**
   * Registers (or re-registers, after a revocation) the public key an agent of this buyer signs with, claiming
   * it in the Shop first so a key never signs for two buyers of the shop. Under the shop's Idempotency-Key a
   * retry replays the first answer and changes nothing: a late retry cannot make a key revoked since live again.
   */
  async addPublicKey(thumbprint: string, jwk: JsonWebKey, idempotency?: IdempotencyRequest): Promise<RpcResult<PublicKeyView>> {
    return this.idempotency.guardAsync(idempotency && { ...idempotency, key: `public-key:${idempotency.key}` }, Date.now(), async (): Promise<RpcResult<PublicKeyView>> => {
      const account = this.account();
      if (account?.kind !== "registered") return fail("not-found", "No such buyer.");
      const shop = this.env.SHOP.get(this.env.SHOP.idFromName(account.shop_id));
      const bound = (await shop.bindAgentKey(thumbprint, account.buyer_id)) as RpcResult<{ thumbprint: string; buyerId: string }>;
      if (!bound.ok) return bound;
      this.credentials.addPublicKey(thumbprint, jwk, Date.now());
      return ok(this.credentials.publicKeys().find((k) => k.thumbprint === thumbprint)!, 201);
    });
  }

  revokePublicKey(thumbprint: string): RpcResult<PublicKeyView> {
    if (this.account()?.kind !== "registered" || !this.credentials.revokePublicKey(thumbprint, Date.now())) return fail("not-found", "No such key.");
    return ok(this.credentials.publicKeys().find((k) => k.thumbprint === thumbprint)!);
  }

  /** The live public key an agent signs with, for the worker to verify a signature against. */
  publicKey(thumbprint: string): JsonWebKey | null {
    return this.account()?.kind === "registered" ? this.credentials.publicKey(thumbprint) : null;
  }

  /**
   * Opens a negotiation for this buyer: the credential is checked, the buyer's limits applied, the product's
   * opening configuration (the Shop's answer, through the worker's cache; a refusal is returned once the
   * credential has been checked) snapshotted with this buyer's private draws, and the negotiation starts where
   * this buyer's last one on the product left off. Idempotent under the buyer's own Idempotency-Keys; the stored
   * answer (it holds the negotiation token) is sealed with the client's key.
   */
  async openNegotiation(request: OpenByBuyer, configuration: RpcResult<OpeningConfiguration>, idempotency?: IdempotencyRequest): Promise<RpcResult<OpenResult>> {
    const refused = this.checkCredential(request);
    if (refused) return refused;
    const key = idempotency && { ...idempotency, key: `open:${idempotency.key}` };
    return this.idempotency.guardAsync(key, Date.now(), () => this.openOnce(request, configuration), { sealed: true });
  }

  private openOnce(request: OpenByBuyer, configuration: RpcResult<OpeningConfiguration>): Promise<RpcResult<OpenResult>> {
    const turn = this.openQueue.then(() => this.open(request, configuration));
    this.openQueue = turn.catch(() => undefined);
    return turn;
  }

  /** A room reports that its negotiation ended: its state becomes this buyer's memory of the product. */
  /**
   * The cron's latest profile of this buyer (the part a negotiation reads at open). Idempotent and
   * order-safe: a profile computed before the stored one is ignored.
   */
  setProfile(profile: CounterpartyInputs, computedAt: number): { stored: boolean } {
    const result = this.sql.exec(
      `INSERT INTO profile (singleton, data, computed_at) VALUES (1, ?, ?)
       ON CONFLICT (singleton) DO UPDATE SET data = excluded.data, computed_at = excluded.computed_at
       WHERE excluded.computed_at >= profile.computed_at AND excluded.data <> profile.data`,
      JSON.stringify(profile),
      computedAt,
    );
    return { stored: result.rowsWritten > 0 };
  }

  private profile(): CounterpartyInputs | null {
    const row = this.sql.exec<{ data: string }>("SELECT data FROM profile WHERE singleton = 1").toArray()[0];
    return row ? (JSON.parse(row.data) as CounterpartyInputs) : null;
  }

  negotiationClosed(report: { negotiationId: string; productId: string; status: NegotiationStatus; memory: BuyerProductMemory }): void {
    const now = Date.now();
    this.ctx.storage.transactionSync(() => {
      const taken = this.memory.close(report.productId, report.negotiationId, report.memory, now);
      if (taken && report.status === "agreed") this.sql.exec("UPDATE account SET deals_closed = deals_closed + 1 WHERE singleton = 1");
    });
  }

  // --- the buyer's MCP agent (workers/mcp/) ------------------------------------------------------------

  /** True when the hash is a live key of this registered buyer: the MCP endpoint checks it before anything else. */
  agentKeyIsLive(keyHash: string): boolean {
    return this.account()?.kind === "registered" && this.credentials.keyIsLive(keyHash);
  }

  /**
   * Keeps a negotiation's token for the buyer's MCP agent, sealed by the worker under the buyer key (agent-tokens.ts):
   * this object never sees the token in the clear. False, and nothing kept, when the key is no longer live.
   */
  keepAgentToken(keyHash: string, negotiationId: string, sealed: string): boolean {
    if (!this.agentKeyIsLive(keyHash)) return false;
    this.agentTokens.keep(negotiationId, sealed, Date.now());
    return true;
  }

  /** The sealed token of a negotiation this buyer opened through MCP, for a live key of the buyer; null otherwise. */
  agentToken(keyHash: string, negotiationId: string): string | null {
    return this.agentKeyIsLive(keyHash) ? this.agentTokens.sealed(negotiationId, Date.now()) : null;
  }

  // --- internals -------------------------------------------------------------------------------------

  private async open(request: OpenByBuyer, configuration: RpcResult<OpeningConfiguration>): Promise<RpcResult<OpenResult>> {
    if (!configuration.ok) return configuration;
    const anonymous = request.credential.kind === "anonymous";
    const profile = this.profile();
    const snapshot = await snapshotFor(
      configuration.body,
      {
        buyerKey: `${anonymous ? "anon" : "buyer"}:${request.buyerId}`,
        quantity: request.quantity,
        offerCurrency: request.offer?.currency,
        offerTerms: request.offerTerms ?? request.offer?.terms,
        ...(profile ? { counterparty: profile } : {}),
      },
      Date.now(),
    );
    if (!snapshot.ok) return snapshot;
    const { limits } = snapshot.body;
    if (anonymous && !limits.anonymous.allowed) return fail("unauthorized", "This shop negotiates with registered buyers only: send a buyer key or a signed request.");
    const now = Date.now();
    const over = this.overLimit(anonymous ? limits.anonymous : limits.buyers, now);
    if (over) return over;
    const standing = await this.settle(this.memory.of(request.productId, now), now);
    if (standing.openNegotiationId) {
      return fail("too-many-open-negotiations", "You already have a negotiation open on this product: continue it, or withdraw it first.", {
        negotiationId: standing.openNegotiationId,
        retryAfterSeconds: 60,
      });
    }
    return this.createRoom(request, snapshot.body, standing.memory, now);
  }

  private async createRoom(request: OpenByBuyer, snapshot: OpeningSnapshot, memory: BuyerProductMemory | null, now: number): Promise<RpcResult<OpenResult>> {
    const account = this.ensureAccount(request, now);
    const roomId = this.env.NEGOTIATION_ROOM.newUniqueId();
    const negotiationId = roomId.toString();
    const token = `ngt_${negotiationId}_${randomToken()}`;
    // The slot is taken before the room exists, so a report of its end (which may come before the room
    // has even answered) always finds it.
    this.memory.markOpen(request.productId, negotiationId, now);
    const opened = (await this.env.NEGOTIATION_ROOM.get(roomId).open({
      negotiationId,
      shopId: request.shopId,
      account: { buyerId: request.buyerId, kind: account.kind },
      product: snapshot.product,
      quantity: request.quantity,
      buyer: { id: request.buyerId, name: account.name ?? request.name ?? null, authenticated: request.credential.kind !== "anonymous" },
      config: snapshot.config,
      draws: snapshot.draws,
      insight: snapshot.insight,
      arm: snapshot.arm,
      initialState: resumeState(snapshot.config, memory, now, snapshot.draws, snapshot.insight),
      resumed: memory !== null,
      tokenHash: await sha256Hex(token),
      policies: snapshot.policies,
      policyInputs: { dealsClosed: account.deals_closed, agent: snapshot.agent, ...(snapshot.counterparty ? { counterparty: snapshot.counterparty } : {}) },
      ...(request.offer ? { openingOfferMinor: request.offer.priceMinor, ...(request.offer.terms !== undefined ? { openingTerms: request.offer.terms } : {}) } : {}),
    })) as RpcResult<RoundResult>;
    if (!opened.ok) {
      this.memory.unmarkOpen(request.productId, negotiationId);
      return opened;
    }
    this.opens.record(now);
    return ok({ ...opened.body, token }, 201);
  }

  /**
   * The product's standing as it really is: a negotiation recorded as open may have ended without its
   * report having arrived yet, so the room itself is asked, and its final state taken.
   */
  private async settle(standing: ProductStanding, now: number): Promise<ProductStanding> {
    if (!standing.openNegotiationId) return standing;
    const room = this.env.NEGOTIATION_ROOM.get(this.env.NEGOTIATION_ROOM.idFromString(standing.openNegotiationId));
    const current = await room.memorySnapshot();
    if (!current || current.status === "open" || current.status === "escalated") return standing;
    this.negotiationClosed({ negotiationId: standing.openNegotiationId, productId: standing.productId, status: current.status, memory: current.memory });
    return this.memory.of(standing.productId, now);
  }

  private checkCredential(request: OpenByBuyer): RpcResult<never> | null {
    const c = request.credential;
    if (c.kind === "anonymous") return null;
    if (this.account()?.kind !== "registered") return fail("unauthorized", "The buyer credential is not valid.");
    if (c.kind === "key") return this.credentials.keyIsLive(c.keyHash) ? null : fail("unauthorized", "The buyer key is not valid.");
    if (!this.credentials.publicKey(c.thumbprint)) return fail("unauthorized", "The signing key is not registered for this buyer.");
    if (!this.credentials.firstUse(c.replayKey, c.rememberUntilMs, Date.now())) return fail("unauthorized", "This signature was already used: sign every request afresh.");
    return null;
  }

  private overLimit(limits: BuyerLimits, now: number): RpcResult<never> | null {
    const wait = this.opens.waitBeforeOpen(limits, this.memory.openCount(), now);
    return wait ? fail("rate-limited", `Limit reached: ${wait.reason}.`, { retryAfterSeconds: wait.retryAfterSeconds }) : null;
  }

  private account(): AccountRow | null {
    return this.sql.exec<AccountRow>("SELECT * FROM account WHERE singleton = 1").toArray()[0] ?? null;
  }

  /** Anonymous clients get an account the first time they open a negotiation. */
  private ensureAccount(request: OpenByBuyer, now: number): AccountRow {
    const existing = this.account();
    if (existing) return existing;
    this.sql.exec("INSERT INTO account (singleton, shop_id, buyer_id, kind, name, created_at) VALUES (1, ?, ?, 'anonymous', NULL, ?)", request.shopId, request.buyerId, now);
    return this.account()!;
  }

  private view(): BuyerView {
    const a = this.account()!;
    return {
      shopId: a.shop_id,
      buyerId: a.buyer_id,
      name: a.name,
      dealsClosed: a.deals_closed,
      keys: this.credentials.keys(),
      publicKeys: this.credentials.publicKeys(),
      products: this.memory.all().map((p) => ({
        productId: p.productId,
        standingOfferMinor: p.memory?.shopOfferMinor ?? null,
        roundsUsed: p.memory?.rounds ?? 0,
        openNegotiationId: p.openNegotiationId,
        updatedAt: iso(p.updatedAt),
      })),
      createdAt: iso(a.created_at),
    };
  }
}

interface AccountRow {
  shop_id: string;
  buyer_id: string;
  kind: "registered" | "anonymous";
  name: string | null;
  deals_closed: number;
  created_at: number;
  [column: string]: SqlStorageValue;
}
