/**
 * Parley's buying negotiator in-process: decidePurchase with private draws per item (shared by its suppliers) and per
 * supplier (the bench's seeded stand-in for production's HMAC, as for selling), and our memory of each supplier per
 * item — a reopened negotiation resumes from the standing offer and rounds of the last. The kernel alone: governance
 * for purchases (policies, escalation) is not built yet. One open negotiation per supplier and item, as for buyers.
 * With `learner`, the selling learner's arms and Thompson draw, rewarded with our surplus share of each purchase.
 */
import {
  ARM_NAMES,
  armTactics,
  chooseArm,
  decidePurchase,
  DEFAULT_STRATEGY,
  posteriorOf,
  purchaseSurplusShare,
  rememberPurchaseOutcome,
  rememberPurchaseState,
  resumePurchaseState,
  type ArmName,
  type Insight,
  type PurchaseConfig,
  type PurchaseDecision,
  type PurchaseState,
  type StrategyConfig,
  type SupplierItemMemory,
  type SupplierMove,
  type Tactics,
} from "../../kernel";
import { deriveSeed, mulberry32 } from "../../rehearsal/random";
import type { Clock, NegotiationStatus, NegotiationView, OpenedNegotiation, ShopSim } from "../negotiation/shop-sim";
import { drawsFor } from "../negotiation/shops/parley-shop";
import type { Purchase, PurchaseNegotiatorFactory } from "./frame";

const TTL_MS = 24 * 3_600_000;

export interface ParleyBuyerOptions {
  strategy?: StrategyConfig;
  tactics?: Partial<Tactics>;
  secret?: number;
  /** Choose an arm per supplier and item by Thompson sampling over the arms' rewards so far (one pooled segment). */
  learner?: boolean;
}

interface Negotiation {
  key: string;
  purchase: Purchase;
  config: PurchaseConfig;
  insight: Insight | undefined;
  state: PurchaseState;
  last: PurchaseDecision | null;
  status: NegotiationStatus;
  action: string;
  arm: ArmName | null;
}

class ParleyBuyer implements ShopSim {
  private readonly purchases = new Map<string, Purchase>();
  private readonly negotiations = new Map<string, Negotiation>();
  private readonly memory = new Map<string, SupplierItemMemory>();
  private readonly openFor = new Map<string, string>();
  private readonly armOf = new Map<string, ArmName>();
  private readonly rewards = Object.fromEntries(ARM_NAMES.map((a) => [a, [] as number[]])) as Record<ArmName, number[]>;
  private readonly units = mulberry32(deriveSeed(7, "buying-learner"));

  constructor(purchases: readonly Purchase[], private readonly clock: Clock, private readonly options: ParleyBuyerOptions) {
    for (const p of purchases) this.purchases.set(p.productId, p);
  }

  open(supplierId: string, productId: string, openingAskMinor?: number): OpenedNegotiation {
    const purchase = this.purchases.get(productId);
    if (!purchase) throw new Error(`unknown item ${productId}`);
    const negotiationId = `b${this.negotiations.size + 1}`;
    const key = `${supplierId}|${productId}`;
    const config: PurchaseConfig = {
      currency: "EUR",
      openingMinor: purchase.openingMinor,
      ceilingMinor: purchase.ceilingMinor,
      strategy: this.options.strategy ?? DEFAULT_STRATEGY,
      maxRounds: purchase.maxRounds,
      ttlMs: TTL_MS,
    };
    const arm = this.options.learner ? this.armFor(key) : null;
    const tactics = { ...this.options.tactics, ...(arm ? armTactics(arm) : {}) };
    const insight: Insight | undefined = Object.keys(tactics).length > 0 ? { tactics } : undefined;
    const n: Negotiation = { key, purchase, config, insight, state: resumePurchaseState(config, null, 0, this.drawsOf(key)), last: null, status: "open", action: "open", arm };
    this.negotiations.set(negotiationId, n);
    if (this.openFor.has(key)) {
      n.status = "rejected";
      n.action = "refused";
      return { negotiationId, view: viewOf(n) };
    }
    this.openFor.set(key, negotiationId);
    n.state = resumePurchaseState(config, this.memory.get(key) ?? null, this.clock.now(), this.drawsOf(key), insight);
    this.move(negotiationId, n, openingAskMinor === undefined ? { kind: "open" } : { kind: "open", priceMinor: openingAskMinor });
    return { negotiationId, view: viewOf(n) };
  }

  counter(negotiationId: string, askMinor: number): NegotiationView {
    const n = this.live(negotiationId);
    this.move(negotiationId, n, { kind: "counter", priceMinor: askMinor });
    return viewOf(n);
  }

  accept(negotiationId: string): NegotiationView {
    const n = this.live(negotiationId);
    this.move(negotiationId, n, { kind: "accept" });
    return viewOf(n);
  }

  withdraw(negotiationId: string): NegotiationView {
    const n = this.live(negotiationId);
    n.status = "withdrawn";
    n.action = "withdraw";
    this.memory.set(n.key, rememberPurchaseOutcome(n.state, null));
    this.finish(negotiationId, n);
    return viewOf(n);
  }

  private drawsOf(key: string) {
    const [supplierId, productId] = key.split("|") as [string, string];
    return drawsFor(this.options.secret ?? 1, supplierId, productId);
  }

  private move(negotiationId: string, n: Negotiation, move: SupplierMove): void {
    const d = decidePurchase({ config: n.config, state: n.state, move, now: this.clock.now(), draws: this.drawsOf(n.key), ...(n.insight ? { insight: n.insight } : {}) });
    if (d.reasons.includes("INVALID_INPUT")) throw new Error(`invalid purchase move ${JSON.stringify(move)}`);
    n.last = d;
    n.action = d.action;
    n.status = d.status;
    // Accepts and rejects leave the standing offer as it was (the standing-offer rule), so the state is taken as it comes.
    n.state = d.state;
    this.memory.set(n.key, d.status === "open" ? rememberPurchaseState(d.state) : rememberPurchaseOutcome(d.state, d));
    if (d.status !== "open") this.finish(negotiationId, n);
  }

  private finish(negotiationId: string, n: Negotiation): void {
    if (this.openFor.get(n.key) === negotiationId) this.openFor.delete(n.key);
    if (n.arm) this.rewards[n.arm].push(purchaseSurplusShare(n.config, n.status === "agreed" ? n.last?.priceMinor ?? null : null));
  }

  private armFor(key: string): ArmName {
    let arm = this.armOf.get(key);
    if (!arm) {
      arm = chooseArm(ARM_NAMES.map((a) => posteriorOf(a, this.rewards[a])), ARM_NAMES.map(() => this.units()));
      this.armOf.set(key, arm);
    }
    return arm;
  }

  private live(negotiationId: string): Negotiation {
    const n = this.negotiations.get(negotiationId);
    if (!n) throw new Error(`unknown negotiation ${negotiationId}`);
    if (n.status !== "open" || this.openFor.get(n.key) !== negotiationId) throw new Error(`negotiation ${negotiationId} is ${n.status}`);
    return n;
  }
}

function viewOf(n: Negotiation): NegotiationView {
  const d = n.last;
  return {
    status: n.status,
    shopOfferMinor: n.state.lastShopOfferMinor,
    agreedPriceMinor: n.status === "agreed" && d ? d.priceMinor : null,
    round: n.state.round,
    maxRounds: n.purchase.maxRounds,
    action: n.action,
  };
}

export function parleyBuyer(options: ParleyBuyerOptions = {}): PurchaseNegotiatorFactory {
  return (purchases, clock) => new ParleyBuyer(purchases, clock, options);
}
