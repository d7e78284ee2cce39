/**
 * Opening a negotiation on a product: the product's configuration, the active policy set and the facts the
 * policies may ask about are snapshotted into a new room, reached with a negotiation-scoped token.
 */
import { randomToken, sha256Hex } from "../crypto";
import { fail, ok, type RpcResult } from "../problem";
import type { NegotiationSummary, RoundResult } from "../views";
import type { CircuitBreaker } from "./breaker";
import { configOf, type Catalog } from "./catalog";
import type { NegotiationIndex } from "./negotiation-index";
import type { PolicyStore } from "./policy-store";

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

export class RoomOpener {
  constructor(
    private readonly env: Env,
    private readonly catalog: Catalog,
    private readonly policies: PolicyStore,
    private readonly index: NegotiationIndex,
    private readonly breaker: CircuitBreaker,
    /** Indexes the new negotiation (the Shop's recordNegotiation). */
    private readonly record: (summary: NegotiationSummary) => void,
  ) {}

  /** Creates the room and awaits it, then indexes it so the listing shows it at once. */
  async open(shopId: string, request: OpenRequest): Promise<RpcResult<OpenResult>> {
    const product = this.catalog.row(request.productId);
    if (!product) return fail("not-found", `No product "${request.productId}" in this shop.`);
    const config = configOf(product);
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
    const opened: RpcResult<RoundResult> = await this.env.NEGOTIATION_ROOM.get(roomId).open({
      negotiationId,
      shopId,
      productId: product.product_id,
      productName: product.name,
      productVersion: product.version,
      quantity: request.quantity,
      buyer: { id: request.buyer.id, name: request.buyer.name ?? null },
      config,
      tokenHash: await sha256Hex(token),
      policies: this.policies.active(),
      policyInputs: { dealsClosed: this.index.dealsClosed(request.buyer.id), agent: this.breaker.health(Date.now()) },
      ...(request.offer ? { openingOfferMinor: request.offer.priceMinor } : {}),
    });
    if (!opened.ok) return opened;
    const result = opened.body;
    // The room's own update (version ≥ 1) wins later.
    this.record({
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
}
