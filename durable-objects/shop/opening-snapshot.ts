/**
 * Opening a negotiation without the Shop on the hot path. The Shop composes, per product, an opening
 * configuration that is the same for every buyer: the product's configuration, the active policy set, any
 * pause, what the shop has learned about the product, the agent's recent health, the limits buyers are held
 * to, and the product's draw key. The worker keeps it for a moment (workers/opening-configurations.ts), so a
 * burst of opens asks the Shop once; the buyer's account turns it into this buyer's snapshot (its private
 * draws, its arm, the checks that depend on the request).
 */
import { armTactics, ARM_NAMES, chooseArmFor, type ArmName, type ArmPosterior, type Insight, type NegotiationConfig, type PrivateDraws, type TermValues } from "../../kernel";
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
import type { FleetPort } from "./fleet-opening";
import type { AssignmentRecord, FleetAnswer, FleetOpenRequest } from "./fleet-store";
import type { LanguageStyle, NegotiatorProfile } from "../../fleet";

export interface OpeningConfiguration {
  /** The product, with the public facts the room answers buyers' questions from (product-facts.ts). */
  product: {
    id: string;
    name: string;
    version: number;
    publicFacts: PublicFacts;
    /**
     * The fleet's assignment of this negotiation (set per buyer by snapshotFor, never in a configuration): it rides
     * with the product into the room, which writes it to the audit trail at open (room/opening.ts). Owner-only.
     */
    assignment?: AssignmentRecord;
  };
  config: NegotiationConfig;
  policies: { version: number; source: string };
  /** New negotiations on the product are paused until then (epoch ms), or null. */
  pause: { until: number; reason: string } | null;
  learned: { posteriors: ArmPosterior[]; acceptance: Insight["acceptance"] | null } | null;
  agent: { escalationRate: number; breachRate: number; recentDecisions: number };
  limits: ShopLimits;
  /** The product's draw key (shop-secret.ts): edge-internal, never in a response. */
  drawKey: string;
  /** Present when the shop has negotiator agents: each open then asks the Shop which one plays it (through a FleetPort, fleet-opening.ts). */
  fleet?: { shopId: string };
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
  /**
   * How the assigned agent's replies are phrased (its profile's `languageStyle`); absent without an agent, when the
   * room phrases as it always has. Words only: a style never chooses a number. Owner-side, never in a buyer's answer.
   */
  replyStyle?: LanguageStyle;
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

/**
 * One buyer's snapshot of an opening configuration: refused when the request does not fit it or the product is paused.
 * A shop with negotiator agents is asked through `fleet` which one plays the negotiation; such a shop opened without
 * a port is refused (500) rather than played by the default negotiator behind the owner's back.
 */
export async function snapshotFor(configuration: OpeningConfiguration, request: OpeningRequest, now: number, fleet?: FleetPort): Promise<RpcResult<OpeningSnapshot>> {
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
  const { agent, limits } = configuration;
  let { product, policies } = configuration;
  let played = config;
  let fleetAgent: NegotiatorProfile | null = null;
  // Last, so that an open refused above takes no agent's room.
  if (configuration.fleet) {
    if (!fleet) return fail("internal-error", "This shop's negotiator agents could not be asked who plays the negotiation.");
    const answer = await fleet.ask(configuration.fleet.shopId, fleetRequest(configuration, request, fleet));
    if (!answer.ok) return answer;
    const opening: FleetAnswer = answer.body;
    // The buyer hears that the shop holds the negotiation for a person, in the words a pause uses: nothing of agents.
    if (opening.kind === "waiting") return fail("shop-paused", "New negotiations on this product are waiting for a person at the shop; try again later.", { retryAfterSeconds: 60 });
    product = { ...product, assignment: opening.record };
    if (opening.kind === "agent") {
      fleetAgent = opening.agent;
      played = { ...config, strategy: opening.agent.strategy };
      policies = opening.policies;
    }
  }
  const arm = fleetAgent ? armOf(fleetAgent, configuration.learned?.posteriors, more, counterparty) : chooseArmFor(configuration.learned?.posteriors, more, counterparty);
  const acceptance = configuration.learned?.acceptance;
  const insight: Insight = { tactics: armTactics(arm), ...(acceptance ? { acceptance } : {}) };
  return ok({
    product, config: played, policies, agent, limits, draws, insight, arm,
    ...(request.counterparty ? { counterparty: request.counterparty } : {}),
    ...(fleetAgent ? { replyStyle: fleetAgent.languageStyle } : {}),
  });
}

/** The agent's arm: the learner's choice among the arms the agent may play, else its first arm. */
function armOf(agent: NegotiatorProfile, posteriors: readonly ArmPosterior[] | undefined, units: readonly number[], counterparty: Parameters<typeof chooseArmFor>[2]): ArmName {
  const allowed = new Set<string>(agent.arms);
  const chosen = chooseArmFor(posteriors?.filter((p) => allowed.has(p.arm)), units, counterparty);
  return allowed.has(chosen) ? chosen : agent.arms[0]!;
}

/** What the fleet needs of an open: the buyer (as the room and the index will name it), its profile segment, the product's bounds, the deal. */
function fleetRequest(configuration: OpeningConfiguration, request: OpeningRequest, fleet: FleetPort): FleetOpenRequest {
  const c = request.counterparty;
  return {
    buyerId: request.buyerKey.slice(request.buyerKey.indexOf(":") + 1),
    counterpartyId: request.buyerKey,
    productId: configuration.product.id,
    segment: c ? `${c.concessionStyle}/${c.usualTactic}` : null,
    floorMinor: configuration.config.floorMinor,
    anchorMinor: configuration.config.anchorMinor,
    negotiationId: fleet.negotiationId,
    dealType: fleet.dealType,
  };
}
