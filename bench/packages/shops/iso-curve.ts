/**
 * The baselines of the multi-issue bench, re-implemented from their published descriptions: time-dependent
 * negotiators that concede in their own utility on a Boulware curve τ(t) = res + (1 − res)(1 − t^(1/β)) over the
 * shop's 10 rounds (β = 1/3, the same curve for all three, so they differ only in which package they put at τ),
 * and at each target offer one package of their iso-utility set — every term combination priced so that the shop
 * values it at τ (never below the floor; a combination worth more than τ at the floor is priced at the floor):
 *
 * - `faratinRandom`: a random package of the iso-curve (the baseline of Faratin, Sierra & Jennings's trade-off
 *   work, 2002: time-dependent concession, the package on the iso-curve drawn at random);
 * - `hardHeaded`: the ANAC 2011 winner's recipe (van Krimpen, Looije & Hajizadeh): Boulware concession, a
 *   frequency model of the opponent — each issue's weight grows by 0.2 (then normalised) every time the
 *   opponent's bid keeps it where its previous bid had it, each value's score by 1 every time the opponent asks
 *   for it — and, among its (near-)iso-utility bids, the one the model says the opponent likes best;
 * - `oracle`: told the buyer's true values (not its reservation or deadline), it offers the package of the
 *   iso-curve the buyer values most. A bound, not a competitor.
 *
 * Each accepts a bid worth at least its next offer (AC_next), and in the last round any bid at or above its
 * reservation utility and floor; a bid below the price floor is never accepted. Random streams per buyer and
 * product from the run's secret.
 */
import { deriveSeed, mulberry32, type Rand } from "../../../rehearsal/random";
import type { TermValues } from "../../../kernel";
import { buyerUtility, type BuyerUtility } from "../buyers";
import { comboOf, comboTerms, priceForShopUtility, shopUtilityOf, type ComboSpace } from "../space";
import type { BuyerBid, PackageSession, PackageShop, SessionContext, ShopAnswer } from "./types";

/** The baselines' Boulware exponent β: the target falls as 1 − t^(1/β). */
export const BASELINE_BETA = 1 / 3;

interface Candidate {
  combo: number;
  priceMinor: number;
}

/** Picks the package to offer among the iso-utility candidates; told each bid of the buyer as it comes. */
interface Chooser {
  observe(bid: Candidate): void;
  choose(candidates: readonly Candidate[]): Candidate;
}

/** The shop's utility target after `round` buyer counters. */
export function baselineTarget(reservation: number, round: number, maxRounds: number, beta = BASELINE_BETA): number {
  const t = Math.min(1, Math.max(0, round / maxRounds));
  return reservation + (1 - reservation) * (1 - Math.pow(t, 1 / beta));
}

/** Every combination priced to be worth `target` to the shop (at least; never below the floor). */
export function isoCandidates(space: ComboSpace, target: number): Candidate[] {
  const out: Candidate[] = [];
  for (let c = 0; c < space.count; c++) {
    const priceMinor = priceForShopUtility(space, c, target);
    if (priceMinor !== null) out.push({ combo: c, priceMinor });
  }
  return out;
}

class IsoCurveSession implements PackageSession {
  readonly fixedTerms = null;
  private round = 0;
  private standing: Candidate;
  private ended = false;

  constructor(private readonly space: ComboSpace, private readonly chooser: Chooser) {
    this.standing = { combo: space.bestCombo, priceMinor: space.product.anchorMinor };
  }

  open(): ShopAnswer {
    return this.offer();
  }

  counter(bid: BuyerBid): ShopAnswer {
    if (this.ended) throw new Error("negotiation over");
    const terms: TermValues = { ...comboTerms(this.space, this.standing.combo), ...bid.terms };
    const combo = comboOf(this.space, terms);
    if (combo < 0) throw new Error(`bid off the grid: ${JSON.stringify(terms)}`);
    const asked = { combo, priceMinor: bid.priceMinor };
    this.chooser.observe(asked);
    this.round += 1;
    const { product } = this.space;
    const reservation = product.package.valuation.reservationUtility;
    const value = bid.priceMinor < product.floorMinor ? -Infinity : shopUtilityOf(this.space, combo, bid.priceMinor);
    const settle = (): ShopAnswer => {
      this.ended = true;
      // Never take more than the shop itself asked for the same terms.
      const priceMinor = combo === this.standing.combo ? Math.min(bid.priceMinor, this.standing.priceMinor) : bid.priceMinor;
      return { status: "agreed", offers: [], agreed: { priceMinor, terms: comboTerms(this.space, combo) } };
    };
    if (this.round >= product.maxRounds) {
      if (value >= reservation - 1e-12) return settle();
      this.ended = true;
      return { status: "ended", offers: [], agreed: null };
    }
    const target = baselineTarget(reservation, this.round, product.maxRounds);
    if (value >= target - 1e-12) return settle();
    const candidates = isoCandidates(this.space, target).filter((c) => shopUtilityOf(this.space, c.combo, c.priceMinor) <= shopUtilityOf(this.space, this.standing.combo, this.standing.priceMinor) + 1e-12);
    if (candidates.length > 0) this.standing = this.chooser.choose(candidates);
    return this.offer();
  }

  accept(): ShopAnswer {
    if (this.ended) throw new Error("negotiation over");
    this.ended = true;
    return { status: "agreed", offers: [], agreed: { priceMinor: this.standing.priceMinor, terms: comboTerms(this.space, this.standing.combo) } };
  }

  private offer(): ShopAnswer {
    return { status: "open", offers: [{ priceMinor: this.standing.priceMinor, terms: comboTerms(this.space, this.standing.combo) }], agreed: null };
  }
}

const streamFor = (context: SessionContext, name: string): Rand => mulberry32(deriveSeed(context.secret, name, context.buyerId, context.product.productId));

/** A random package of the iso-curve. */
export const faratinRandom: PackageShop = {
  name: "faratin random iso-curve",
  fair: true,
  start: (context) => {
    const rand = streamFor(context, "faratin");
    return new IsoCurveSession(context.space, { observe: () => {}, choose: (cs) => cs[Math.floor(rand() * cs.length)]! });
  },
};

/** HardHeaded's frequency model: issue weights from what the opponent keeps, value scores from what it asks. */
export class FrequencyModel {
  /** Price first, then the terms. */
  readonly weights: number[];
  readonly counts: number[][];
  private previous: Candidate | null = null;

  constructor(private readonly space: ComboSpace, private readonly learningRate = 0.2) {
    const T = space.terms.length;
    this.weights = Array.from({ length: T + 1 }, () => 1 / (T + 1));
    this.counts = space.values.map((vs) => vs.map(() => 1));
  }

  observe(bid: Candidate): void {
    const T = this.space.terms.length;
    const { index } = this.space;
    if (this.previous) {
      if (bid.priceMinor === this.previous.priceMinor) this.weights[0]! += this.learningRate;
      for (let t = 0; t < T; t++) if (index[bid.combo * T + t] === index[this.previous.combo * T + t]) this.weights[t + 1]! += this.learningRate;
      const total = this.weights.reduce((s, w) => s + w, 0);
      for (let i = 0; i < this.weights.length; i++) this.weights[i]! /= total;
    }
    for (let t = 0; t < T; t++) this.counts[t]![index[bid.combo * T + t]!]! += 1;
    this.previous = bid;
  }

  /** The opponent's estimated utility: price linear (lower is better for a buyer), terms by relative frequency. */
  estimate(c: Candidate): number {
    const T = this.space.terms.length;
    const { anchorMinor, floorMinor } = this.space.product;
    let u = this.weights[0]! * Math.min(1, Math.max(0, (anchorMinor - c.priceMinor) / (anchorMinor - floorMinor)));
    for (let t = 0; t < T; t++) {
      const counts = this.counts[t]!;
      let most = 0;
      for (const n of counts) if (n > most) most = n;
      u += this.weights[t + 1]! * (counts[this.space.index[c.combo * T + t]!]! / most);
    }
    return u;
  }
}

function bestBy(candidates: readonly Candidate[], score: (c: Candidate) => number): Candidate {
  let best = candidates[0]!;
  let top = score(best);
  for (let i = 1; i < candidates.length; i++) {
    const s = score(candidates[i]!);
    if (s > top) {
      top = s;
      best = candidates[i]!;
    }
  }
  return best;
}

export const hardHeaded: PackageShop = {
  name: "hardheaded (frequency model)",
  fair: true,
  start: (context) => {
    const model = new FrequencyModel(context.space);
    return new IsoCurveSession(context.space, { observe: (b) => model.observe(b), choose: (cs) => bestBy(cs, (c) => model.estimate(c)) });
  },
};

export const oracle: PackageShop = {
  name: "oracle (knows buyer's values)",
  fair: false,
  start: (context) => {
    const truth: BuyerUtility = buyerUtility(context.space, context.buyer);
    return new IsoCurveSession(context.space, { observe: () => {}, choose: (cs) => bestBy(cs, (c) => truth.of(c.combo, c.priceMinor)) });
  },
};
