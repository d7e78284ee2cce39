import { DurableObject } from "cloudflare:workers";
import { resumeState, type BuyerProductMemory, type TermValues } from "../../kernel";
import { randomToken, sha256Hex } from "../../common/crypto";
import { IdempotencyStore, type IdempotencyRequest } from "../idempotency-store";
import { iso } from "../../common/time";
import type { BuyerLimits } from "../limits";
import { fail, ok, type RpcResult } from "../../common/problem";
import type { CounterpartyInputs } from "../../policies";
import { fleetPortOf } from "../shop/fleet-opening";
import { snapshotFor, type OpeningConfiguration, type OpeningSnapshot } from "../shop/opening-snapshot";
import type { NegotiationStatus, OpenResult, RoundResult } from "../views";
import { AgentTokens } from "./agent-tokens";
import { migrateBuyerAccount } from "./buyer-schema";
import { Credentials, type AgentCredential, type BuyerKeyView, type CredentialRefusal, type PublicKeyView } from "./credentials";
import { OpenLimits } from "./open-limits";
import { ProductMemory, type ProductStanding } from "./product-memory";
import { SupplierDirectory, supplierDirectoryName, type SupplierListQuery, type SupplierPage } from "./supplier-directory";
import { SupplierProfile, type SupplierIdentity, type SupplierInput, type SupplierListing } from "./supplier-profile";

/** Who is asking, as the worker established it. The buyer id always comes from a credential, never a body. */
export type BuyerCredential = AgentCredential | { kind: "anonymous" };

/** A supplier's credential: a key or a signature, never nobody (there are no anonymous suppliers). */
export type SupplierCredential = AgentCredential;

/** A supplier as the organisation sees it: who it is, what it supplies, its keys (ids only) and its agents' keys. */
export interface SupplierView extends SupplierIdentity {
  keys: BuyerKeyView[];
  publicKeys: PublicKeyView[];
  createdAt: string;
  updatedAt: string;
}

/** Whose credentials an object holds: a registered buyer's (`account` row) or a supplier's (`supplier` row). */
type Role = "buyer" | "supplier";

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

/**
 * What the owner registered a buyer as: a `partner`'s negotiations are the fleet's `partnership` deals, a
 * `customer`'s its `sales`. The owner's word only: no buyer answer carries it.
 */
export const BUYER_RELATIONSHIPS = ["customer", "partner"] as const;
export type BuyerRelationship = (typeof BUYER_RELATIONSHIPS)[number];

export interface BuyerView {
  shopId: string;
  buyerId: string;
  name: string | null;
  relationship: BuyerRelationship;
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
 *
 * The same class keeps the organisation's suppliers (issue #31; supplier-profile.ts): one object per supplier,
 * holding a `supplier` row instead of an `account` row, its keys in the same Credentials; and one object per
 * shop holding the directory of its suppliers (supplier-directory.ts). The key methods take the role they act
 * for, so buyer and supplier keys follow one set of rules, and each role's methods refuse the other's object.
 */
export class BuyerAccount extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private readonly credentials: Credentials;
  private readonly memory: ProductMemory;
  private readonly opens: OpenLimits;
  private readonly idempotency: IdempotencyStore;
  private readonly agentTokens: AgentTokens;
  private readonly supplier: SupplierProfile;
  private readonly directory: SupplierDirectory;
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
    this.supplier = new SupplierProfile(this.sql);
    this.directory = new SupplierDirectory(this.sql);
  }

  /**
   * The shop registers a buyer, or renames it, or changes what it is registered as. Undefined keeps what is stored
   * (a new buyer: no name, a customer); a null name removes it. 201 when created. Negotiations already open keep the
   * deal type they opened with.
   */
  register(shopId: string, buyerId: string, name?: string | null, relationship?: BuyerRelationship): RpcResult<BuyerView> {
    const existing = this.account();
    if ((existing && existing.kind !== "registered") || this.supplier.exists()) return fail("not-found", "No such buyer.");
    if (name === undefined) name = existing?.name ?? null;
    relationship ??= existing?.relationship ?? "customer";
    if (existing) this.sql.exec("UPDATE account SET name = ?, relationship = ? WHERE singleton = 1", name, relationship);
    else this.sql.exec("INSERT INTO account (singleton, shop_id, buyer_id, kind, name, relationship, created_at) VALUES (1, ?, ?, 'registered', ?, ?, ?)", shopId, buyerId, name, relationship, Date.now());
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
  addKey(issued: IssuedKey, idempotency?: IdempotencyRequest): Promise<RpcResult<BuyerKeyView & { key: string }>> {
    return this.addKeyAs("buyer", issued, idempotency);
  }

  revokeKey(keyId: string): RpcResult<BuyerKeyView> {
    return this.revokeKeyAs("buyer", keyId);
  }

  /**
   * Registers (or re-registers, after a revocation) the public key an agent of this buyer signs with, claiming
   * it in the Shop first so a key never signs for two buyers (or a buyer and a supplier) of the shop. Under the
   * shop's Idempotency-Key a retry replays the first answer and changes nothing: a late retry cannot make a key
   * revoked since live again.
   */
  addPublicKey(thumbprint: string, jwk: JsonWebKey, idempotency?: IdempotencyRequest): Promise<RpcResult<PublicKeyView>> {
    return this.addPublicKeyAs("buyer", thumbprint, jwk, idempotency);
  }

  revokePublicKey(thumbprint: string): RpcResult<PublicKeyView> {
    return this.revokePublicKeyAs("buyer", thumbprint);
  }

  /** The live public key an agent signs with, for the worker to verify a signature against. */
  publicKey(thumbprint: string): JsonWebKey | null {
    return this.holder("buyer") ? this.credentials.publicKey(thumbprint) : null;
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

  // --- a supplier of the organisation (supplier-profile.ts) ---------------------------------------------

  /**
   * The organisation registers a supplier (or renames it, or changes what it supplies): 201 when created. The
   * supplier's listing then goes to the shop's directory; if that fails the answer is a 500 and a retried PUT
   * (the revision moves on with every PUT) brings the directory up to date.
   */
  async registerSupplier(shopId: string, supplierId: string, input: SupplierInput): Promise<RpcResult<SupplierView>> {
    if (this.account()) return fail("not-found", "No such supplier.");
    const saved = this.ctx.storage.transactionSync(() => this.supplier.save(shopId, supplierId, input, Date.now()));
    await this.env.BUYER_ACCOUNT.get(this.env.BUYER_ACCOUNT.idFromName(supplierDirectoryName(shopId))).recordSupplier(saved.listing);
    return ok(this.supplierView()!, saved.created ? 201 : 200);
  }

  describeSupplier(): RpcResult<SupplierView> {
    const view = this.supplierView();
    return view ? ok(view) : fail("not-found", "No such supplier.");
  }

  addSupplierKey(issued: IssuedKey, idempotency?: IdempotencyRequest): Promise<RpcResult<BuyerKeyView & { key: string }>> {
    return this.addKeyAs("supplier", issued, idempotency);
  }

  revokeSupplierKey(keyId: string): RpcResult<BuyerKeyView> {
    return this.revokeKeyAs("supplier", keyId);
  }

  addSupplierPublicKey(thumbprint: string, jwk: JsonWebKey, idempotency?: IdempotencyRequest): Promise<RpcResult<PublicKeyView>> {
    return this.addPublicKeyAs("supplier", thumbprint, jwk, idempotency);
  }

  revokeSupplierPublicKey(thumbprint: string): RpcResult<PublicKeyView> {
    return this.revokePublicKeyAs("supplier", thumbprint);
  }

  /** The live public key a supplier's agent signs with, for the worker to verify a signature against. */
  supplierPublicKey(thumbprint: string): JsonWebKey | null {
    return this.holder("supplier") ? this.credentials.publicKey(thumbprint) : null;
  }

  /**
   * Who a supplier credential proves: the supplier, when its key is live, or its signing key is live and the
   * signature has not been used before (it is then spent: every request is signed afresh). 401 otherwise, the
   * same for an object that holds no supplier, so a credential never tells whether a supplier exists.
   */
  authenticateSupplier(credential: SupplierCredential): RpcResult<SupplierIdentity> {
    const identity = this.supplier.identity();
    // Refused in the same words as a registered supplier's dead key, so the answer never tells the two apart.
    if (!identity) return refusalOf("supplier", credential.kind === "key" ? "key" : "signing-key");
    return this.refused(credential, "supplier") ?? ok(identity);
  }

  // --- the shop's supplier directory (supplier-directory.ts; the object named `<shopId>/suppliers`) -----------

  /** A supplier's object pushes its listing here after each change; older revisions are ignored. */
  recordSupplier(listing: SupplierListing): boolean {
    return this.ctx.storage.transactionSync(() => this.directory.record(listing));
  }

  listSuppliers(query: SupplierListQuery): SupplierPage {
    return this.directory.list(query);
  }

  // --- internals -------------------------------------------------------------------------------------

  /** This object's holder in a role, or null when it holds none: its shop and what its agent keys are bound to in the Shop. */
  private holder(role: Role): { shopId: string; keyOwner: string } | null {
    if (role === "buyer") {
      const account = this.account();
      return account?.kind === "registered" ? { shopId: account.shop_id, keyOwner: account.buyer_id } : null;
    }
    const supplier = this.supplier.identity();
    return supplier ? { shopId: supplier.shopId, keyOwner: supplier.agentId } : null;
  }

  private addKeyAs(role: Role, issued: IssuedKey, idempotency?: IdempotencyRequest): Promise<RpcResult<BuyerKeyView & { key: string }>> {
    return this.idempotency.guardAsync(
      idempotency && { ...idempotency, key: `${role}-key:${idempotency.key}` },
      Date.now(),
      async (): Promise<RpcResult<BuyerKeyView & { key: string }>> => {
        if (!this.holder(role)) return fail("not-found", `No such ${role}.`);
        this.credentials.addKey(issued.keyId, issued.keyHash, Date.now());
        return ok({ ...this.credentials.keys().find((k) => k.keyId === issued.keyId)!, key: issued.key }, 201);
      },
      { sealed: true },
    );
  }

  private revokeKeyAs(role: Role, keyId: string): RpcResult<BuyerKeyView> {
    if (!this.holder(role) || !this.credentials.revokeKey(keyId, Date.now())) return fail("not-found", "No such key.");
    return ok(this.credentials.keys().find((k) => k.keyId === keyId)!);
  }

  private async addPublicKeyAs(role: Role, thumbprint: string, jwk: JsonWebKey, idempotency?: IdempotencyRequest): Promise<RpcResult<PublicKeyView>> {
    // Buyers' records keep the key they were first stored under (`public-key:`), so a replay after this build still finds them.
    const recordKey = role === "buyer" ? "public-key" : `${role}-public-key`;
    return this.idempotency.guardAsync(idempotency && { ...idempotency, key: `${recordKey}:${idempotency.key}` }, Date.now(), async (): Promise<RpcResult<PublicKeyView>> => {
      const holder = this.holder(role);
      if (!holder) return fail("not-found", `No such ${role}.`);
      const shop = this.env.SHOP.get(this.env.SHOP.idFromName(holder.shopId));
      const bound = (await shop.bindAgentKey(thumbprint, holder.keyOwner)) as RpcResult<{ thumbprint: string; buyerId: string }>;
      if (!bound.ok) return bound.problem.status === 409 ? fail("already-exists", "This key is registered to another buyer or supplier of the shop.") : bound;
      this.credentials.addPublicKey(thumbprint, jwk, Date.now());
      return ok(this.credentials.publicKeys().find((k) => k.thumbprint === thumbprint)!, 201);
    });
  }

  private revokePublicKeyAs(role: Role, thumbprint: string): RpcResult<PublicKeyView> {
    if (!this.holder(role) || !this.credentials.revokePublicKey(thumbprint, Date.now())) return fail("not-found", "No such key.");
    return ok(this.credentials.publicKeys().find((k) => k.thumbprint === thumbprint)!);
  }

  /** Null when the credential proves this object's holder; the 401 that says why otherwise. */
  private refused(credential: AgentCredential, role: Role): RpcResult<never> | null {
    const reason = this.credentials.refusal(credential, Date.now());
    return reason && refusalOf(role, reason);
  }

  private supplierView(): SupplierView | null {
    const identity = this.supplier.identity();
    const times = this.supplier.times();
    if (!identity || !times) return null;
    return { ...identity, keys: this.credentials.keys(), publicKeys: this.credentials.publicKeys(), ...times };
  }

  private async open(request: OpenByBuyer, configuration: RpcResult<OpeningConfiguration>): Promise<RpcResult<OpenResult>> {
    if (!configuration.ok) return configuration;
    const anonymous = request.credential.kind === "anonymous";
    const profile = this.profile();
    // The id exists before the snapshot so that a shop's fleet assigns this very negotiation (exact live counts).
    const roomId = this.env.NEGOTIATION_ROOM.newUniqueId();
    const negotiationId = roomId.toString();
    // A partner's negotiation is a partnership deal; anyone else's (an anonymous client's too) a sale.
    const dealType = !anonymous && this.account()?.relationship === "partner" ? "partnership" : "sales";
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
      fleetPortOf(this.env.SHOP, negotiationId, dealType),
    );
    if (!snapshot.ok) return snapshot;
    const opened = await this.openWith(request, snapshot.body, roomId, anonymous);
    // An agent was given this negotiation but no room opened: its place goes back at once.
    if (!opened.ok && snapshot.body.product.assignment) {
      const shop = this.env.SHOP.get(this.env.SHOP.idFromName(request.shopId));
      await shop.releaseFleetAssignment(negotiationId);
    }
    return opened;
  }

  private async openWith(request: OpenByBuyer, snapshot: OpeningSnapshot, roomId: DurableObjectId, anonymous: boolean): Promise<RpcResult<OpenResult>> {
    const { limits } = snapshot;
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
    return this.createRoom(request, snapshot, roomId, standing.memory, now);
  }

  private async createRoom(request: OpenByBuyer, snapshot: OpeningSnapshot, roomId: DurableObjectId, memory: BuyerProductMemory | null, now: number): Promise<RpcResult<OpenResult>> {
    const account = this.ensureAccount(request, now);
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
      // The assigned agent's words (absent without an agent: the room phrases as it always has).
      ...(snapshot.replyStyle ? { replyStyle: snapshot.replyStyle } : {}),
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
    // An unregistered buyer is refused in the words a dead key or an unknown signing key gets: the answer must not
    // tell a caller whether a buyer id is registered.
    if (!this.holder("buyer")) return refusalOf("buyer", c.kind === "key" ? "key" : "signing-key");
    return this.refused(c, "buyer");
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
      relationship: a.relationship,
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

/** The 401 for a credential refused for this reason. */
function refusalOf(role: Role, reason: CredentialRefusal): RpcResult<never> {
  if (reason === "key") return fail("unauthorized", `The ${role} key is not valid.`);
  if (reason === "signing-key") return fail("unauthorized", `The signing key is not registered for this ${role}.`);
  return fail("unauthorized", "This signature was already used: sign every request afresh.");
}

/** A newly issued key (the worker issues it and shows it once): what is stored is its hash. */
interface IssuedKey {
  keyId: string;
  keyHash: string;
  key: string;
}

interface AccountRow {
  shop_id: string;
  buyer_id: string;
  kind: "registered" | "anonymous";
  name: string | null;
  relationship: BuyerRelationship;
  deals_closed: number;
  created_at: number;
  [column: string]: SqlStorageValue;
}
