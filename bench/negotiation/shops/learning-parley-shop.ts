/**
 * Parley with its learner switched on: one Parley shop per arm (kernel/learning.ts ARMS), each (buyer,
 * product) pair bound to the arm a Thompson draw chose at its first open (production draws it from the
 * buyer's private draws, so reopening does not re-draw it), and each finished negotiation's surplus share
 * folded into that arm's Beta posterior at once. Production recomputes posteriors per product by cron; the
 * bench pools the whole catalogue into one segment, because a panel product sees only 11–15 buyers.
 */
import { ARM_NAMES, armTactics, chooseArm, posteriorOf, type ArmName, type ArmPosterior } from "../../../kernel";
import { deriveSeed, mulberry32 } from "../../../rehearsal/random";
import type { NegotiationView, Product, ShopFactory, ShopSim } from "../shop-sim";
import { parleyShop } from "./parley-shop";

class LearningParleyShop implements ShopSim {
  private readonly arms: Record<ArmName, ShopSim>;
  private readonly armOf = new Map<string, ArmName>();
  private readonly negotiations = new Map<string, { arm: ArmName; product: Product; armNegotiationId: string }>();
  private readonly rewards: Record<ArmName, number[]> = Object.fromEntries(ARM_NAMES.map((a) => [a, []])) as unknown as Record<ArmName, number[]>;
  private readonly products = new Map<string, Product>();
  private readonly units = mulberry32(deriveSeed(7, "learner"));
  private next = 0;

  constructor(products: readonly Product[], arms: Record<ArmName, ShopSim>) {
    this.arms = arms;
    for (const p of products) this.products.set(p.productId, p);
  }

  /** What the learner has seen so far, per arm. */
  posteriors(): ArmPosterior[] {
    return ARM_NAMES.map((arm) => posteriorOf(arm, this.rewards[arm]));
  }

  open(buyerId: string, productId: string, openingBidMinor?: number) {
    const key = `${buyerId}|${productId}`;
    let arm = this.armOf.get(key);
    if (!arm) {
      arm = chooseArm(this.posteriors(), ARM_NAMES.map(() => this.units()));
      this.armOf.set(key, arm);
    }
    const opened = this.arms[arm].open(buyerId, productId, openingBidMinor);
    const negotiationId = `l${++this.next}`;
    this.negotiations.set(negotiationId, { arm, product: this.products.get(productId)!, armNegotiationId: opened.negotiationId });
    return { negotiationId, view: this.settle(negotiationId, opened.view) };
  }

  counter(negotiationId: string, priceMinor: number) {
    const n = this.negotiations.get(negotiationId)!;
    return this.settle(negotiationId, this.arms[n.arm].counter(n.armNegotiationId, priceMinor));
  }

  accept(negotiationId: string) {
    const n = this.negotiations.get(negotiationId)!;
    return this.settle(negotiationId, this.arms[n.arm].accept(n.armNegotiationId));
  }

  withdraw(negotiationId: string) {
    const n = this.negotiations.get(negotiationId)!;
    return this.settle(negotiationId, this.arms[n.arm].withdraw(n.armNegotiationId));
  }

  /** A finished negotiation is an outcome for its arm: the surplus share, 0 without a deal. */
  private settle(negotiationId: string, view: NegotiationView): NegotiationView {
    if (view.status === "open") return view;
    const n = this.negotiations.get(negotiationId)!;
    const { anchorMinor, floorMinor } = n.product;
    const reward = view.status === "agreed" && view.agreedPriceMinor !== null ? (view.agreedPriceMinor - floorMinor) / Math.max(1, anchorMinor - floorMinor) : 0;
    this.rewards[n.arm].push(reward);
    return view;
  }
}

/** The learning shop, and a way to read what it learnt after a run. */
export function learningParleyShop(): { factory: ShopFactory; lastPosteriors: () => ArmPosterior[] } {
  let last: LearningParleyShop | null = null;
  return {
    factory: (products, clock) => {
      const arms = Object.fromEntries(ARM_NAMES.map((arm) => [arm, parleyShop({ tactics: armTactics(arm) })(products, clock)])) as Record<ArmName, ShopSim>;
      last = new LearningParleyShop(products, arms);
      return last;
    },
    lastPosteriors: () => last?.posteriors() ?? [],
  };
}
