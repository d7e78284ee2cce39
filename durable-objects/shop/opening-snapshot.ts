/**
 * What a buyer's account needs from the Shop to open a negotiation: the product's configuration, the active
 * policy set, the buyer's private draws (derived from the shop's secret), what the shop has learned about the
 * product (the arm to play, the acceptance curve) and the limits the buyer is held to. Read-only: opening
 * writes nothing here (the room reports to the index afterwards).
 */
import { armTactics, ARM_NAMES, chooseArm, type Insight, type NegotiationConfig, type PrivateDraws } from "../../kernel";
import type { ShopLimits } from "../limits";
import { fail, ok, type RpcResult } from "../problem";
import type { CircuitBreaker } from "./breaker";
import { configOf, type Catalog } from "./catalog";
import type { Learning } from "./learning";
import type { PolicyStore } from "./policy-store";
import type { Settings } from "./settings";
import type { ShopSecret } from "./shop-secret";

export interface OpeningRequest {
  productId: string;
  /** The buyer as the shop's secret knows it: "buyer:<id>" or "anon:<client key>". */
  buyerKey: string;
  quantity: number;
  offerCurrency?: string | undefined;
}

export interface OpeningSnapshot {
  product: { id: string; name: string; version: number };
  config: NegotiationConfig;
  policies: { version: number; source: string };
  draws: PrivateDraws;
  insight: Insight;
  arm: string;
  agent: { escalationRate: number; breachRate: number; recentDecisions: number };
  limits: ShopLimits;
}

export class OpeningSnapshots {
  constructor(
    private readonly catalog: Catalog,
    private readonly policies: PolicyStore,
    private readonly breaker: CircuitBreaker,
    private readonly learning: Learning,
    private readonly settings: Settings,
    private readonly secret: ShopSecret,
  ) {}

  async take(request: OpeningRequest, now: number): Promise<RpcResult<OpeningSnapshot>> {
    const product = this.catalog.row(request.productId);
    if (!product) return fail("not-found", `No product "${request.productId}" in this shop.`);
    const config = configOf(product);
    if (request.offerCurrency !== undefined && request.offerCurrency !== config.currency) {
      return fail("currency-mismatch", `This product is priced in ${config.currency}; the offer was in ${request.offerCurrency}.`);
    }
    if (request.quantity * config.anchorMinor > Number.MAX_SAFE_INTEGER) {
      return fail("validation-failed", "quantity × list price exceeds the largest exact amount.", { errors: [{ path: "quantity", message: "too large for this product's price" }] });
    }
    const policies = this.policies.active();
    const breaker = this.policies.breakerSettings();
    const paused = this.breaker.pausedUntil(product.product_id, breaker, now);
    if (paused) {
      return fail("shop-paused", `New negotiations are paused (${paused.reason}).`, { retryAfterSeconds: Math.max(1, Math.ceil((paused.until - now) / 1000)) });
    }
    const { draws, more } = await this.secret.draws(request.buyerKey, product.product_id, ARM_NAMES.length);
    const learned = this.learning.of(product.product_id);
    const arm = chooseArm(learned?.posteriors, more);
    const insight: Insight = { tactics: armTactics(arm), ...(learned?.acceptance ? { acceptance: learned.acceptance } : {}) };
    return ok({
      product: { id: product.product_id, name: product.name, version: product.version },
      config,
      policies,
      draws,
      insight,
      arm,
      agent: this.breaker.health(product.product_id, breaker, now),
      limits: this.settings.get().limits,
    });
  }
}
