/**
 * Opening a negotiation without the Shop on the hot path. The Shop composes, per product, an opening
 * configuration that is the same for every buyer: the product's configuration, the active policy set, any
 * pause, what the shop has learned about the product, the agent's recent health, the limits buyers are held
 * to, and the product's draw key. The worker keeps it for a moment (workers/opening-configurations.ts), so a
 * burst of opens asks the Shop once; the buyer's account turns it into this buyer's snapshot (its private
 * draws, its arm, the checks that depend on the request).
 */
import { armTactics, ARM_NAMES, chooseArmFor, type ArmPosterior, type Insight, type NegotiationConfig, type PrivateDraws, type TermValues } from "../../kernel";
import { counterpartyAdjustment } from "../../contracts/reputation";
import { packageMoveProblems } from "../room/package-moves";
import type { ShopLimits } from "../limits";
import type { CounterpartyInputs } from "../../policies";
import { fail, ok, type RpcResult } from "../../common/problem";
import type { CircuitBreaker } from "./breaker";
import { configOf, publicFactsOf, type Catalog } from "./catalog";
import type { PublicFacts } from "./product-facts";
import type { Learning } from "./learning";
import type { PolicyStore } from "./policy-store";
import type { Settings } from "./settings";
import { drawsFor, type ShopSecret } from "./shop-secret";

export interface OpeningConfiguration {
  /** The product, with the public facts the room answers buyers' questions from (product-facts.ts). */
  product: { id: string; name: string; version: number; publicFacts: PublicFacts };
  config: NegotiationConfig;
  policies: { version: number; source: string };
  /** New negotiations on the product are paused until then (epoch ms), or null. */
  pause: { until: number; reason: string } | null;
  learned: { posteriors: ArmPosterior[]; acceptance: Insight["acceptance"] | null } | null;
  agent: { escalationRate: number; breachRate: number; recentDecisions: number };
  limits: ShopLimits;
  /** The product's draw key (shop-secret.ts): edge-internal, never in a response. */
  drawKey: string;
}

export interface OpeningRequest {
  /** The buyer as the shop's secret knows it: "buyer:<id>" or "anon:<client key>". */
  buyerKey: string;
  quantity: number;
  offerCurrency?: string | undefined;
  /** The terms of the buyer's opening offer (a package product): checked before anything is opened. */
  offerTerms?: TermValues | undefined;
  /** The buyer's profile as the cron last pushed it to its account, if it has one. */
  counterparty?: CounterpartyInputs;
}

/** The configuration as one buyer opens with it: its draws, the learner's arm and what the room's kernel takes from it. */
export interface OpeningSnapshot extends Pick<OpeningConfiguration, "product" | "config" | "policies" | "agent" | "limits"> {
  draws: PrivateDraws;
  insight: Insight;
  arm: string;
  counterparty?: CounterpartyInputs;
}

/** Composes opening configurations in the Shop. Read-only: opening writes nothing there. */
export class OpeningConfigurations {
  constructor(
    private readonly catalog: Catalog,
    private readonly policies: PolicyStore,
    private readonly breaker: CircuitBreaker,
    private readonly learning: Learning,
    private readonly settings: Settings,
    private readonly secret: ShopSecret,
  ) {}

  async of(productId: string, now: number): Promise<RpcResult<OpeningConfiguration>> {
    const product = this.catalog.row(productId);
    if (!product) return fail("not-found", `No product "${productId}" in this shop.`);
    const breaker = this.policies.breakerSettings();
    const learned = this.learning.of(product.product_id);
    return ok({
      product: { id: product.product_id, name: product.name, version: product.version, publicFacts: publicFactsOf(product) },
      config: configOf(product),
      policies: this.policies.active(),
      pause: this.breaker.pausedUntil(product.product_id, breaker, now) ?? null,
      learned: learned ? { posteriors: learned.posteriors, acceptance: learned.acceptance } : null,
      agent: this.breaker.health(product.product_id, breaker, now),
      limits: this.settings.get().limits,
      drawKey: await this.secret.productKey(product.product_id),
    });
  }
}

/** One buyer's snapshot of an opening configuration: refused when the request does not fit it or the product is paused. */
export async function snapshotFor(configuration: OpeningConfiguration, request: OpeningRequest, now: number): Promise<RpcResult<OpeningSnapshot>> {
  const { config, pause } = configuration;
  if (request.offerCurrency !== undefined && request.offerCurrency !== config.currency) {
    return fail("currency-mismatch", `This product is priced in ${config.currency}; the offer was in ${request.offerCurrency}.`);
  }
  if (request.offerTerms !== undefined) {
    const refused = packageMoveProblems({ config, kernelState: { round: 0, openedAt: now, lastShopOfferMinor: null, lastBuyerOfferMinor: null } }, { terms: request.offerTerms }, "offer");
    if (refused) return refused;
  }
  if (request.quantity * config.anchorMinor > Number.MAX_SAFE_INTEGER) {
    return fail("validation-failed", "quantity × list price exceeds the largest exact amount.", { errors: [{ path: "quantity", message: "too large for this product's price" }] });
  }
  if (pause && pause.until > now) {
    return fail("shop-paused", `New negotiations are paused (${pause.reason}).`, { retryAfterSeconds: Math.max(1, Math.ceil((pause.until - now) / 1000)) });
  }
  const { draws, more } = await drawsFor(configuration.drawKey, request.buyerKey, now, ARM_NAMES.length);
  const record = request.counterparty?.reputation;
  // Its SLA record and its dispute record, whichever is poorer (no record: as generous as with anyone).
  const counterparty = request.counterparty && { ...request.counterparty, reputationAdjustment: record ? counterpartyAdjustment(record) : 0 };
  const arm = chooseArmFor(configuration.learned?.posteriors, more, counterparty);
  const acceptance = configuration.learned?.acceptance;
  const insight: Insight = { tactics: armTactics(arm), ...(acceptance ? { acceptance } : {}) };
  const { product, policies, agent, limits } = configuration;
  return ok({ product, config, policies, agent, limits, draws, insight, arm, ...(request.counterparty ? { counterparty: request.counterparty } : {}) });
}
