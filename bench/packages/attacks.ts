/**
 * Secrecy for packages (issue 28): an attacker probing one term at a time with fresh identities, each using one
 * counter, tries to locate the shop's relative term weights — what one unit of each term is worth to the shop
 * against the others. It asks the shop's opening package with a single term moved to the far end of its range and a
 * low price, and reads the shop's answer: when the shop offers equivalent packages (MESO), two of them that differ
 * only in that term and price give the term's exchange rate against price exactly (both are worth the same to the
 * shop); the rates of all terms, normalised, are the relative weights. Judged against the blind guess (equal
 * weights): the share of products whose weights it locates within an L1 distance of 0.1, and the mean distance.
 * A shop making one offer per counter (offerOptions 1) shows no two packages of equal value, so the prober is
 * left with the blind guess. (The reservation utility is then as secret as a price floor: the price attacks apply
 * to utilities only once the weights are known.)
 */
import type { PackageConfig, TermValues } from "../../kernel";
import { packageSpace } from "../../kernel/package/space";
import type { TermDeclaration } from "../../terms";
import { DEFAULT_SECRET } from "./panel";
import { generatePackageMarkets, type Half, type PackageMarket } from "./market";
import { parleyPackages } from "./shops/parley";
import { pairTruth } from "./panel";
import { playPackageBuyer } from "./play";
import type { OfferedPackage } from "./shops/types";

export interface WeightAttackFigures {
  options: number;
  products: number;
  /** Share of products whose relative term weights the prober located within L1 0.1, and the blind guess's share. */
  locatedShare: number;
  blindShare: number;
  meanDistance: number;
  blindMeanDistance: number;
}

const LOCATED = 0.1;
/** The prices the prober asks at, as shares of the list price (one fresh identity each, until one answer shows a rate). */
const PRICE_LEVELS = [0.98, 0.95, 0.9, 0.8];

/** The far end of a term's range from its opening (shop's best) value, and the share of the range between them. */
function farEnd(term: TermDeclaration): { value: number | string; span: (x: number | string) => number } {
  if (term.kind === "numeric") {
    const far = Math.abs(term.max - term.shopBest) >= Math.abs(term.shopBest - term.min) ? term.max : term.min;
    return { value: far, span: (x) => Math.abs((x as number) - term.shopBest) / (term.max - term.min) };
  }
  const at = (x: number | string) => term.values.indexOf(x as string);
  const best = at(term.shopBest);
  const far = best === 0 ? term.values.length - 1 : 0;
  return { value: term.values[far]!, span: (x) => Math.abs(at(x) - best) / (term.values.length - 1) };
}

/** The exchange rate (price minor units per unit share of the term's range) shown by two equivalent packages, or null. */
function rateFrom(offers: readonly OfferedPackage[], id: string, span: (x: number | string) => number): number | null {
  for (const a of offers) {
    for (const b of offers) {
      if (a === b) continue;
      const differs = Object.keys(a.terms).filter((k) => a.terms[k] !== b.terms[k]);
      if (differs.length !== 1 || differs[0] !== id) continue;
      const dv = span(a.terms[id]!) - span(b.terms[id]!);
      const dp = a.priceMinor - b.priceMinor;
      if (dv > 0 && dp > 0) return dp / dv;
    }
  }
  return null;
}

function trueRelativeWeights(market: PackageMarket): number[] {
  const space = packageSpace({ currency: "EUR", anchorMinor: market.product.anchorMinor, floorMinor: market.product.floorMinor, strategy: { kind: "adaptive" }, maxRounds: 10, ttlMs: 1, package: market.product.package });
  const total = Array.from(space.weight).reduce((s, w) => s + w, 0);
  return Array.from(space.weight, (w) => (total > 0 ? w / total : 1 / space.weight.length));
}

const l1 = (a: readonly number[], b: readonly number[]) => a.reduce((s, x, i) => s + Math.abs(x - b[i]!), 0);

export function runWeightAttack(half: Half, products: number, options: number, seed = 42): WeightAttackFigures {
  const markets = generatePackageMarkets(half, products, seed);
  let located = 0;
  let blindLocated = 0;
  let distance = 0;
  let blindDistance = 0;
  for (const market of markets) {
    const product = { ...market.product, package: { ...market.product.package, options } satisfies PackageConfig };
    const terms = product.package.terms;
    const rates = terms.map((term, j) => {
      const { value, span } = farEnd(term);
      const ask: TermValues = { [term.id]: value };
      // A fresh identity per price level: a little below the list price leaves the shop room to trade either way.
      for (const [k, share] of PRICE_LEVELS.entries()) {
        const shop = parleyPackages().start({ product, space: market.space, buyerId: `prober-${product.productId}-${j}-${k}`, buyer: market.buyers[0]!, secret: DEFAULT_SECRET });
        shop.open();
        const answer = shop.counter({ priceMinor: Math.max(product.floorMinor, Math.round(product.anchorMinor * share)), terms: ask });
        const rate = rateFrom(answer.offers, term.id, span);
        if (rate !== null) return rate;
      }
      return null;
    });
    const known = rates.filter((r): r is number => r !== null);
    // Terms without a rate get the mean of the others (or all equal: the blind guess).
    const filled = rates.map((r) => r ?? (known.length > 0 ? known.reduce((s, x) => s + x, 0) / known.length : 1));
    const total = filled.reduce((s, x) => s + x, 0);
    const guess = filled.map((x) => x / total);
    const blind = terms.map(() => 1 / terms.length);
    const truth = trueRelativeWeights(market);
    const d = l1(guess, truth);
    const bd = l1(blind, truth);
    distance += d;
    blindDistance += bd;
    located += d <= LOCATED ? 1 : 0;
    blindLocated += bd <= LOCATED ? 1 : 0;
  }
  const n = markets.length;
  return { options, products: n, locatedShare: located / n, blindShare: blindLocated / n, meanDistance: distance / n, blindMeanDistance: blindDistance / n };
}

export function formatWeightAttack(rows: readonly WeightAttackFigures[]): string {
  const lines = ["offers per counter  products  located within L1 0.1  (blind)  mean L1 distance  (blind)", "------------------  --------  ----------------------  -------  ----------------  -------"];
  for (const r of rows) {
    lines.push(`${String(r.options).padStart(18)}  ${String(r.products).padStart(8)}  ${(100 * r.locatedShare).toFixed(1).padStart(21)}%  ${(100 * r.blindShare).toFixed(1).padStart(6)}%  ${r.meanDistance.toFixed(3).padStart(16)}  ${r.blindMeanDistance.toFixed(3).padStart(7)}`);
  }
  return lines.join("\n");
}

/**
 * Scouting, then buying (the price suite's attack (e) for packages): before negotiating, a buyer sends K fresh
 * identities, each opening and bidding once at the shop's best terms (only price moves, so the shop's utility is the
 * price's), bisecting between the floor it guesses (half the list price) and the list price for the lowest bid the
 * shop takes. A scout whose bid is taken has bought (scouting deals). Then the buyer itself opens and bids that
 * estimate, with the shop's best terms, if it is worth its reservation; otherwise it negotiates as an honest buyer
 * would. Compared with its honest twin (the same private values, negotiating as its family does): its deals, and
 * the utility it keeps.
 */
export interface ScoutFigures {
  scouts: number;
  buyers: number;
  honestDeals: number;
  proberDeals: number;
  scoutingDeals: number;
  /** Mean buyer utility over all buyers (0 without a deal): honest and prober. */
  honestKeeps: number;
  proberKeeps: number;
}

export function runScoutAttack(half: Half, products: number, scouts: number, seed = 42): ScoutFigures {
  const markets = generatePackageMarkets(half, products, seed);
  let buyers = 0;
  let honestDeals = 0;
  let proberDeals = 0;
  let scoutingDeals = 0;
  let honestKeeps = 0;
  let proberKeeps = 0;
  for (const market of markets) {
    const { product } = market;
    // The scouts' estimate is the same for every buyer of the product (the draws it probes are the product's).
    let lo = Math.round(product.anchorMinor / 2);
    let hi = product.anchorMinor;
    for (let k = 0; k < scouts; k++) {
      const mid = Math.round((lo + hi) / 2);
      const shop = parleyPackages().start({ product, space: market.space, buyerId: `scout-${product.productId}-${k}`, buyer: market.buyers[0]!, secret: DEFAULT_SECRET });
      shop.open();
      const answer = shop.counter({ priceMinor: mid });
      if (answer.status === "agreed") {
        scoutingDeals += 1;
        hi = mid;
      } else lo = mid;
    }
    for (const buyer of market.buyers) {
      buyers += 1;
      const truth = pairTruth(market.space, buyer);
      const context = { product, space: market.space, buyerId: buyer.buyerId, buyer, secret: DEFAULT_SECRET };
      const honest = playPackageBuyer(truth.utility, parleyPackages().start(context));
      if (honest.agreed) {
        honestDeals += 1;
        honestKeeps += truth.utility.utility(honest.agreed.priceMinor, honest.agreed.terms);
      }
      const twin = parleyPackages().start({ ...context, buyerId: `${buyer.buyerId}-twin` });
      const opening = twin.open();
      const best = opening.offers[0]!.terms;
      let agreed: { priceMinor: number; terms: TermValues } | null = null;
      if (truth.utility.utility(hi, best) >= buyer.reservationUtility) {
        const answer = twin.counter({ priceMinor: hi });
        agreed = answer.status === "agreed" ? answer.agreed : null;
        // Not taken: the prober goes on as an honest buyer of its family would, from there.
        if (!agreed && answer.status === "open") agreed = playPackageBuyer(truth.utility, resumed(twin, answer)).agreed;
      } else agreed = playPackageBuyer(truth.utility, resumed(twin, opening)).agreed;
      if (agreed) {
        proberDeals += 1;
        proberKeeps += truth.utility.utility(agreed.priceMinor, agreed.terms);
      }
    }
  }
  return { scouts, buyers, honestDeals: honestDeals / buyers, proberDeals: proberDeals / buyers, scoutingDeals: scoutingDeals / markets.length, honestKeeps: honestKeeps / buyers, proberKeeps: proberKeeps / buyers };
}

/** A session already opened (its first answer given), presented to playPackageBuyer as if opening now. */
function resumed(session: ReturnType<ReturnType<typeof parleyPackages>["start"]>, first: ReturnType<ReturnType<ReturnType<typeof parleyPackages>["start"]>["open"]>) {
  let given = false;
  return { ...session, fixedTerms: session.fixedTerms, open: () => (given ? session.open() : ((given = true), first)), counter: session.counter.bind(session), accept: session.accept.bind(session), ...(session.switchTo ? { switchTo: session.switchTo.bind(session) } : {}) };
}

export function formatScoutAttack(rows: readonly ScoutFigures[]): string {
  const lines = ["scouts  buyers  honest deals  prober deals  scouting deals per product  buyer keeps: honest  prober", "------  ------  ------------  ------------  --------------------------  -------------------  ------"];
  for (const r of rows) {
    lines.push(`${String(r.scouts).padStart(6)}  ${String(r.buyers).padStart(6)}  ${(100 * r.honestDeals).toFixed(1).padStart(11)}%  ${(100 * r.proberDeals).toFixed(1).padStart(11)}%  ${r.scoutingDeals.toFixed(2).padStart(26)}  ${r.honestKeeps.toFixed(3).padStart(19)}  ${r.proberKeeps.toFixed(3).padStart(6)}`);
  }
  return lines.join("\n");
}
