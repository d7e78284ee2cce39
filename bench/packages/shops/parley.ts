/**
 * Parley in the multi-issue bench, straight through the kernel's `decide()` (the governed round adds policies,
 * which this bench leaves out, as the price tournament's figures do): private draws as bench/negotiation builds
 * them (reserve, curve end and lowest offer shared per product, shape and temper per buyer), the default
 * strategy, 10 rounds, the simulated clock moving 30 s per move.
 *
 * - `parleyPackages`: the product with `config.package` — decided in the shop's utility, counters carrying terms
 *   and up to three equivalent options, which the buyer may accept by id.
 * - `parleyPriceOnly`: the same `decide()` with no package: the terms stay at the shop's best values and only
 *   price moves. Its price floor is raised to where the shop's best terms reach the reservation utility, so it
 *   keeps the reservation utility as well as the floor.
 */
import { decide, DEFAULT_STRATEGY, switchAgreement, type BuyerMove, type DecideInput, type Decision, type NegotiationConfig, type NegotiationState } from "../../../kernel";
import { drawsFor } from "../../negotiation/shops/parley-shop";
import { comboTerms, priceForShopUtility } from "../space";
import type { OfferedPackage, PackageSession, PackageShop, SessionContext, ShopAnswer } from "./types";

const TTL_MS = 24 * 3_600_000;
const STEP_MS = 30_000;

export interface ParleyOptions {
  /** Every DecideInput the sessions hand the kernel is pushed here (the throughput figure replays them). */
  record?: DecideInput[];
}

/** The price floor that keeps the reservation utility with every term at the shop's best. */
export function priceOnlyFloor(context: Pick<SessionContext, "product" | "space">): number {
  const { product, space } = context;
  const atReservation = priceForShopUtility(space, space.bestCombo, product.package.valuation.reservationUtility) ?? product.anchorMinor;
  return Math.max(product.floorMinor, atReservation);
}

class ParleySession implements PackageSession {
  private state: NegotiationState = { round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null };
  private now = 0;
  readonly fixedTerms;

  constructor(private readonly context: SessionContext, private readonly config: NegotiationConfig, packaged: boolean, private readonly options: ParleyOptions) {
    this.fixedTerms = packaged ? null : comboTerms(context.space, context.space.bestCombo);
  }

  open(): ShopAnswer {
    return this.move({ kind: "open" });
  }

  counter(bid: { priceMinor: number; terms?: Record<string, number | string> }): ShopAnswer {
    return this.move(this.fixedTerms || !bid.terms ? { kind: "counter", priceMinor: bid.priceMinor } : { kind: "counter", priceMinor: bid.priceMinor, terms: bid.terms });
  }

  accept(optionId?: string): ShopAnswer {
    return this.move(optionId === undefined || this.fixedTerms ? { kind: "accept" } : { kind: "accept", optionId });
  }

  switchTo(optionId: string): ShopAnswer {
    const switched = switchAgreement(this.config, this.state, optionId);
    if (!switched) throw new Error(`not a switch of this agreement: ${optionId}`);
    this.state = switched.state;
    const switches = switched.switches.map((o) => ({ id: o.id, priceMinor: o.priceMinor, terms: o.terms }));
    return { status: "agreed", offers: [], agreed: switched.agreed, ...(switches.length > 0 ? { switches } : {}) };
  }

  private move(move: BuyerMove): ShopAnswer {
    const input: DecideInput = { config: this.config, state: this.state, move, now: this.now, draws: drawsFor(this.context.secret, this.context.buyerId, this.context.product.productId) };
    this.options.record?.push(input);
    const d = decide(input);
    this.now += STEP_MS;
    if (d.reasons.includes("INVALID_INPUT")) throw new Error(`kernel refused a bench move as invalid: ${JSON.stringify(move)}`);
    this.state = d.state;
    return this.answer(d);
  }

  private answer(d: Decision): ShopAnswer {
    const terms = d.terms ?? this.fixedTerms!;
    if (d.action === "accept") {
      const switches = d.options?.map((o) => ({ id: o.id, priceMinor: o.priceMinor, terms: o.terms }));
      return { status: "agreed", offers: [], agreed: { priceMinor: d.priceMinor!, terms }, ...(switches ? { switches } : {}) };
    }
    if (d.status !== "open") return { status: "ended", offers: [], agreed: null };
    const offers: OfferedPackage[] = d.options && d.options.length > 1 ? d.options.map((o) => ({ id: o.id, priceMinor: o.priceMinor, terms: o.terms })) : [{ priceMinor: d.priceMinor!, terms }];
    return { status: "open", offers, agreed: null };
  }
}

function configOf(context: SessionContext, packaged: boolean): NegotiationConfig {
  const { product } = context;
  return {
    currency: "EUR",
    anchorMinor: product.anchorMinor,
    floorMinor: packaged ? product.floorMinor : priceOnlyFloor(context),
    strategy: DEFAULT_STRATEGY,
    maxRounds: product.maxRounds,
    ttlMs: TTL_MS,
    ...(packaged ? { package: product.package } : {}),
  };
}

export function parleyPackages(options: ParleyOptions = {}): PackageShop {
  return { name: "parley packages", fair: true, start: (context) => new ParleySession(context, configOf(context, true), true, options) };
}

export function parleyPriceOnly(options: ParleyOptions = {}): PackageShop {
  return { name: "parley price-only", fair: true, start: (context) => new ParleySession(context, configOf(context, false), false, options) };
}
