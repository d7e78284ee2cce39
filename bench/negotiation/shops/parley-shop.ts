/**
 * Parley's negotiator as the HTTP API serves it, in-process: every move through the governed round the room
 * commits (the rehearsal's GovernedShop, one per buyer and product: it keeps the shop's memory of the
 * buyer's standing offer and rounds, from which a reopened negotiation resumes), under an allow-all policy
 * set unless one is given, with private draws per product (shared by its buyers) and per buyer (production
 * derives them with an HMAC from the shop's secret; here from a seeded hash). A second open while one is open is refused (production: 429).
 */
import {
  DEFAULT_EXPONENTS,
  DEFAULT_STRATEGY,
  DEFAULT_TACTICS,
  type Insight,
  type NegotiationConfig,
  type PrivateDraws,
  type StrategyConfig,
  type Tactics,
} from "../../../kernel";
import { NO_POLICY_INPUTS, type PolicyInputs, type PolicySet } from "../../../policies";
import { GovernedShop } from "../../../rehearsal/governed-shop";
import { deriveSeed, mulberry32 } from "../../../rehearsal/random";
import type { ConcessionModel } from "../floor-attacks/concession-fit";
import { allowAllPolicies } from "../policy-sets";
import type { CurveFamily } from "../floor-attacks/trajectory-fit";
import type { Clock, NegotiationStatus, NegotiationView, OpenedNegotiation, Product, PublishedCurve, ShopFactory, ShopSim } from "../shop-sim";

const TTL_MS = 24 * 3_600_000;

export interface ParleyShopOptions {
  strategy?: StrategyConfig;
  /** Tactics to try instead of the tuned defaults (the tuner's knob). */
  tactics?: Partial<Tactics>;
  insight?: Insight;
  /** The shop's secret, as a seed. */
  secret?: number;
  /**
   * Run the tactic detectors in every round, as the room does, and hand the kernel what they newly see (so a
   * strategy's holdAfter counter-tactics apply). Off: the kernel alone, as before tactics existed.
   */
  detectTactics?: boolean;
  /** The shop's policy set (default: allow everything, the kernel's decisions as they are). */
  policies?: PolicySet;
  /** What the policies may ask about each buyer (default: nothing known). */
  policyInputs?: (buyerId: string, productId: string) => PolicyInputs;
  /**
   * Out of band, for the bench's limits only (no real shop is told this): the rounds the shop plays with a buyer,
   * e.g. the buyer's own deadline, so its clock runs out when the buyer's does. The buyer still sees the product's
   * round limit.
   */
  roundsFor?: (buyerId: string, productId: string) => number | undefined;
}

interface Negotiation {
  key: string;
  product: Product;
  /** The buyer's and product's shop; null for an open refused because another was open. */
  shop: GovernedShop | null;
  /** The last action as the bench reports it ("refused", "withdraw", or the shop's). */
  action: string;
}

class ParleyShop implements ShopSim {
  private readonly products = new Map<string, Product>();
  private readonly negotiations = new Map<string, Negotiation>();
  /** One governed shop per buyer and product: it remembers the buyer between negotiations. */
  private readonly shops = new Map<string, GovernedShop>();
  private readonly openFor = new Map<string, string>();
  private readonly insight: Insight;

  constructor(products: readonly Product[], private readonly clock: Clock, private readonly options: ParleyShopOptions) {
    for (const p of products) this.products.set(p.productId, p);
    this.insight = { ...options.insight, tactics: { ...options.insight?.tactics, ...options.tactics } };
  }

  open(buyerId: string, productId: string, openingBidMinor?: number): OpenedNegotiation {
    const product = this.products.get(productId);
    if (!product) throw new Error(`unknown product ${productId}`);
    const negotiationId = `n${this.negotiations.size + 1}`;
    const key = `${buyerId}|${productId}`;
    if (this.openFor.has(key)) {
      // One open negotiation per buyer and product: the API answers 429; here, a closed view.
      const refused: Negotiation = { key, product, shop: null, action: "refused" };
      this.negotiations.set(negotiationId, refused);
      return { negotiationId, view: viewOf(refused) };
    }
    const shop = this.shops.get(key) ?? this.shopFor(buyerId, product);
    this.shops.set(key, shop);
    const n: Negotiation = { key, product, shop, action: "open" };
    this.negotiations.set(negotiationId, n);
    this.openFor.set(key, negotiationId);
    shop.open(productId, openingBidMinor);
    this.after(negotiationId, n);
    return { negotiationId, view: viewOf(n) };
  }

  counter(negotiationId: string, priceMinor: number): NegotiationView {
    const n = this.live(negotiationId);
    n.shop.counter(negotiationId, priceMinor);
    this.after(negotiationId, n);
    return viewOf(n);
  }

  accept(negotiationId: string): NegotiationView {
    const n = this.live(negotiationId);
    n.shop.accept(negotiationId);
    this.after(negotiationId, n);
    return viewOf(n);
  }

  withdraw(negotiationId: string): NegotiationView {
    const n = this.live(negotiationId);
    n.shop.withdraw(negotiationId);
    this.after(negotiationId, n);
    n.action = "withdraw";
    return viewOf(n);
  }

  private shopFor(buyerId: string, product: Product): GovernedShop {
    const config: NegotiationConfig = {
      currency: "EUR",
      anchorMinor: product.anchorMinor,
      floorMinor: product.floorMinor,
      strategy: this.options.strategy ?? DEFAULT_STRATEGY,
      maxRounds: Math.max(1, Math.min(product.maxRounds, this.options.roundsFor?.(buyerId, product.productId) ?? product.maxRounds)),
      ttlMs: TTL_MS,
    };
    return new GovernedShop(
      { config, policies: this.options.policies ?? allowAllPolicies(), detectTactics: this.options.detectTactics ?? false, clock: this.clock },
      {
        buyerId,
        productId: product.productId,
        quantity: 1,
        draws: drawsFor(this.options.secret ?? 1, buyerId, product.productId),
        insight: this.insight,
        inputs: this.options.policyInputs?.(buyerId, product.productId) ?? NO_POLICY_INPUTS,
      },
    );
  }

  /** After a move: a negotiation that ended frees the buyer to open another on the product. */
  private after(negotiationId: string, n: Negotiation): void {
    const state = n.shop!.current();
    n.action = state.lastAction ?? "open";
    if (state.status !== "open" && state.status !== "escalated" && this.openFor.get(n.key) === negotiationId) this.openFor.delete(n.key);
  }

  private live(negotiationId: string): Negotiation & { shop: GovernedShop } {
    const n = this.negotiations.get(negotiationId);
    if (!n) throw new Error(`unknown negotiation ${negotiationId}`);
    if (!n.shop || this.openFor.get(n.key) !== negotiationId) throw new Error(`negotiation ${negotiationId} is ${viewOf(n).status}`);
    return n as Negotiation & { shop: GovernedShop };
  }
}

/**
 * The bench's stand-in for the production HMAC (durable-objects/shop/shop-secret.ts): the reserve, end and offer
 * draws are the product's (every buyer of the bench's one period shares them), the shape and temper the buyer's.
 */
export function drawsFor(secret: number, buyerId: string, productId: string): PrivateDraws {
  const product = mulberry32(deriveSeed(secret, "product-period", productId));
  const buyer = mulberry32(deriveSeed(secret, buyerId, productId));
  return { reserve: product(), shape: buyer(), temper: buyer(), end: product(), offer: product() };
}

function viewOf(n: Negotiation): NegotiationView {
  if (!n.shop) return { status: "rejected", shopOfferMinor: null, agreedPriceMinor: null, round: 0, maxRounds: n.product.maxRounds, action: n.action };
  const state = n.shop.current();
  return {
    status: (state.status === "escalated" ? "open" : state.status) as NegotiationStatus,
    shopOfferMinor: state.shopOfferMinor,
    agreedPriceMinor: state.agreedPriceMinor,
    round: state.round,
    maxRounds: n.product.maxRounds,
    action: n.action,
    held: n.shop.last?.escalated ?? false,
  };
}

export function parleyShop(options: ParleyShopOptions = {}): ShopFactory {
  return (products, clock) => new ParleyShop(products, clock, options);
}

/** A documented range's middle: what an attacker who read the README assumes for each private draw. */
const middle = ([lo, hi]: readonly [number, number]) => (lo + hi) / 2;

/** The documented tactics: the defaults with the shop's own overrides. */
const documentedTactics = (options: ParleyShopOptions): Tactics => ({ ...DEFAULT_TACTICS, ...options.tactics });

/** The reserve and the lowest offer for a floor, every private draw at its middle (unrounded). */
function documentedBounds(tactics: Tactics, anchorMinor: number, floorMinor: number): { reserve: number; lowest: number } {
  const reserve = floorMinor + middle(tactics.reserveShare) * (anchorMinor - floorMinor);
  return { reserve, lowest: reserve + middle(tactics.lowestOfferShare) * (anchorMinor - reserve) };
}

/**
 * The time curve as the README documents it, with every private draw at its middle: what an attacker would
 * invert. The shop's real curve differs per buyer and product by draws it cannot see.
 */
export function documentedCurveFamily(options: ParleyShopOptions = {}): CurveFamily {
  const tactics = documentedTactics(options);
  return (anchorMinor, floorMinor, round, maxRounds, beta) => {
    const { reserve } = documentedBounds(tactics, anchorMinor, floorMinor);
    const end = reserve + middle(tactics.curveEndShare) * (anchorMinor - reserve);
    return Math.ceil(end + (anchorMinor - end) * (1 - Math.pow(round / maxRounds, 1 / beta)));
  };
}

/** The documented shape, and every shape its documented jitter allows. */
export function documentedShapes(options: ParleyShopOptions = {}): { typical: number; all: number[] } {
  const tactics = documentedTactics(options);
  const strategy = options.strategy ?? DEFAULT_STRATEGY;
  const typical = (strategy.exponent ?? DEFAULT_EXPONENTS[strategy.kind]!) * tactics.exponentScale;
  return { typical, all: Array.from({ length: 15 }, (_, i) => typical * Math.exp(tactics.shapeJitter * (-1 + (2 * i) / 14))) };
}

/** How the README says the shop answers a buyer's concessions, every private draw at its middle, for attack (g). */
export function documentedConcessionModel(options: ParleyShopOptions = {}): ConcessionModel {
  const tactics = documentedTactics(options);
  const time = documentedCurveFamily(options);
  const beta = documentedShapes(options).typical;
  return (anchorMinor, floorMinor, round, maxRounds, closedShare, bestMinor) => {
    const { lowest } = documentedBounds(tactics, anchorMinor, floorMinor);
    const answered = bestMinor + (anchorMinor - bestMinor) * Math.max(middle(tactics.gapShare), 1 - tactics.reciprocity * closedShare);
    return Math.max(lowest, Math.min(time(anchorMinor, floorMinor, round, maxRounds, beta), Math.ceil(answered)));
  };
}

/** How low the README says the shop's offers go, every private draw at its middle, for attack (h). */
export function documentedLowestOffer(options: ParleyShopOptions = {}): (anchorMinor: number, floorMinor: number) => number {
  const tactics = documentedTactics(options);
  return (anchorMinor, floorMinor) => Math.ceil(documentedBounds(tactics, anchorMinor, floorMinor).lowest);
}
