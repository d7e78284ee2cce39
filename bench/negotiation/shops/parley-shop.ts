/**
 * Parley's negotiator as the HTTP API serves it, in-process: the kernel, private draws per buyer and
 * product (production derives them with an HMAC from the shop's secret; here from a seeded hash), one open
 * negotiation per buyer and product, and the shop's memory of each buyer's standing offer and rounds, from
 * which a reopened negotiation resumes. A second open while one is open is refused (production: 429).
 */
import {
  decide,
  DEFAULT_EXPONENTS,
  DEFAULT_STRATEGY,
  DEFAULT_TACTICS,
  rememberOutcome,
  resumeState,
  type BuyerMove,
  type BuyerProductMemory,
  type Decision,
  type Insight,
  type NegotiationConfig,
  type NegotiationState,
  type PrivateDraws,
  type StrategyConfig,
  type Tactics,
} from "../../../kernel";
import { buyerMoveTrace, detectTactics, newlyDetected, type DetectedTactic, type TraceMove } from "../../../tactics";
import { deriveSeed, mulberry32 } from "../../../rehearsal/random";
import type { ConcessionModel } from "../floor-attacks/concession-fit";
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
  /**
   * Out of band, for the bench's limits only (no real shop is told this): the rounds the shop plays with a buyer,
   * e.g. the buyer's own deadline, so its clock runs out when the buyer's does. The buyer still sees the product's
   * round limit.
   */
  roundsFor?: (buyerId: string, productId: string) => number | undefined;
}

interface Negotiation {
  buyerId: string;
  product: Product;
  config: NegotiationConfig;
  draws: PrivateDraws;
  state: NegotiationState;
  status: NegotiationStatus;
  agreedPriceMinor: number | null;
  action: string;
  /** The offer history as the room keeps it (for the tactic detectors). */
  moves: TraceMove[];
  tactics: DetectedTactic[];
}

class ParleyShop implements ShopSim {
  private readonly products = new Map<string, Product>();
  private readonly negotiations = new Map<string, Negotiation>();
  private readonly memory = new Map<string, BuyerProductMemory>();
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
    const config: NegotiationConfig = {
      currency: "EUR",
      anchorMinor: product.anchorMinor,
      floorMinor: product.floorMinor,
      strategy: this.options.strategy ?? DEFAULT_STRATEGY,
      maxRounds: Math.max(1, Math.min(product.maxRounds, this.options.roundsFor?.(buyerId, productId) ?? product.maxRounds)),
      ttlMs: TTL_MS,
    };
    const state = resumeState(config, this.memory.get(key) ?? null, this.clock.now());
    const n: Negotiation = { buyerId, product, config, draws: drawsFor(this.options.secret ?? 1, buyerId, productId), state, status: "open", agreedPriceMinor: null, action: "open", moves: [], tactics: [] };
    this.negotiations.set(negotiationId, n);
    if (this.openFor.has(key)) {
      // One open negotiation per buyer and product: the API answers 429; here, a closed view.
      n.status = "rejected";
      n.action = "refused";
      return { negotiationId, view: viewOf(n) };
    }
    this.openFor.set(key, negotiationId);
    this.play(negotiationId, n, openingBidMinor === undefined ? { kind: "open" } : { kind: "open", priceMinor: openingBidMinor });
    return { negotiationId, view: viewOf(n) };
  }

  counter(negotiationId: string, priceMinor: number): NegotiationView {
    const n = this.live(negotiationId);
    this.play(negotiationId, n, { kind: "counter", priceMinor });
    return viewOf(n);
  }

  accept(negotiationId: string): NegotiationView {
    const n = this.live(negotiationId);
    this.play(negotiationId, n, { kind: "accept" });
    return viewOf(n);
  }

  withdraw(negotiationId: string): NegotiationView {
    const n = this.live(negotiationId);
    n.status = "withdrawn";
    n.action = "withdraw";
    this.close(negotiationId, n, null);
    return viewOf(n);
  }

  private play(negotiationId: string, n: Negotiation, move: BuyerMove): void {
    const now = this.clock.now();
    const seen = this.options.detectTactics ? this.detect(n, move, now) : [];
    const d = decide({ config: n.config, state: n.state, move, now, draws: n.draws, insight: this.insight, tacticsSeen: seen });
    if (d.reasons.includes("INVALID_INPUT")) throw new Error(`kernel refused ${JSON.stringify(move)} in ${negotiationId}`);
    if (this.options.detectTactics) {
      const bid = move.kind === "accept" ? n.state.lastShopOfferMinor : (move.priceMinor ?? null);
      if (bid !== null) n.moves.push({ round: d.round, party: "buyer", kind: move.kind === "accept" ? "accept" : "offer", priceMinor: bid, at: now });
      n.moves.push({ round: d.round, party: "shop", kind: d.action, priceMinor: d.priceMinor, at: now });
    }
    n.state = d.state;
    n.action = d.action;
    if (d.status === "open") return;
    n.status = d.status;
    if (d.status === "agreed") n.agreedPriceMinor = d.priceMinor;
    this.close(negotiationId, n, d);
  }

  /** Tactics newly seen once this move joins the history (what the room hands the kernel). */
  private detect(n: Negotiation, move: BuyerMove, now: number): string[] {
    const incoming = buyerMoveTrace(move, { round: n.state.round, standingOfferMinor: n.state.lastShopOfferMinor }, now);
    const found = detectTactics({ anchorMinor: n.config.anchorMinor, maxRounds: n.config.maxRounds, openedAt: n.state.openedAt, moves: [...n.moves, incoming] });
    const fresh = newlyDetected(n.tactics, found);
    n.tactics = [...n.tactics, ...fresh];
    return fresh.map((t) => t.tactic);
  }

  private close(negotiationId: string, n: Negotiation, d: Decision | null): void {
    const key = `${n.buyerId}|${n.product.productId}`;
    this.memory.set(key, rememberOutcome(n.state, d));
    if (this.openFor.get(key) === negotiationId) this.openFor.delete(key);
  }

  private live(negotiationId: string): Negotiation {
    const n = this.negotiations.get(negotiationId);
    if (!n) throw new Error(`unknown negotiation ${negotiationId}`);
    if (n.status !== "open") throw new Error(`negotiation ${negotiationId} is ${n.status}`);
    return n;
  }
}

/** The bench's stand-in for the production HMAC: fixed per (secret, buyer, product). */
export function drawsFor(secret: number, buyerId: string, productId: string): PrivateDraws {
  const r = mulberry32(deriveSeed(secret, buyerId, productId));
  return { reserve: r(), shape: r(), temper: r(), end: r(), offer: r() };
}

function viewOf(n: Negotiation): NegotiationView {
  return {
    status: n.status,
    shopOfferMinor: n.state.lastShopOfferMinor,
    agreedPriceMinor: n.agreedPriceMinor,
    round: n.state.round,
    maxRounds: n.product.maxRounds,
    action: n.action,
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
