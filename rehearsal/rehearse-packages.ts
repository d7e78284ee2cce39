/**
 * A package product's rehearsal (issue 28): its settings — terms, the owner's private valuation, reservation
 * utility, offer options — and policy set against simulated package buyers with their own private values
 * (package-panel.ts), through the same governed shop and governed round as the live room: moves carry terms, an
 * option is accepted by id, and after a deal on its own package a buyer takes a switch it prefers
 * (package-session.ts). Summarised as for a price-only product, plus what only packages have, overall and per
 * family: the shop's utility share, the buyer's own utility, the distance of each deal to the exact Pareto frontier
 * and what the agreed packages look like term by term.
 *
 * Yardsticks: prices are scored on the live list price and floor, utilities on the live valuation (the panel's
 * space), so two settings are measured alike; `ownShopShare` scores each setting on its own valuation too, and the
 * reservation checks use each setting's own. The Pareto distance needs every combination of the terms: it is
 * computed when the grid is small enough to enumerate (REHEARSAL_MAX_COMBOS), once per buyer with a deal, and
 * shared between the settings of a comparison (`frontiers`).
 */
import type { NegotiationConfig, TermValues } from "../kernel";
import type { PolicySet } from "../policies";
import { bestDealAgainst, type PackageFamily } from "./buyers/packages/buyers";
import { playPackageBuyer } from "./buyers/packages/play";
import { comboSpace, type ComboSpace } from "./buyers/packages/space";
import { GovernedShop } from "./governed-shop";
import { byShopTerms, distanceToFrontier, frontierFor, shopShare, type Frontier } from "./package-metrics";
import { REHEARSAL_MAX_COMBOS, type PackagePanel } from "./package-panel";
import { GovernedPackageSession } from "./package-session";
import { buyerFacts, detectsTactics, type FamilyOutcome, type PackageFamilyFigures, type PackageFigures, type RehearsalInput, type RehearsalSettings, type RehearsalSummary, type TermFigure } from "./rehearse";

export interface PackageRehearsalInput {
  productId: string;
  /** The setting to play: its package must declare the same terms as the panel's (valuation and options may differ). */
  settings: RehearsalSettings;
  policies: PolicySet;
  panel: PackagePanel;
  seed: number;
  quantity?: number;
  returningShare?: number;
  /** Prices are scored against this list price and floor (default: the setting's own). */
  yardstick?: { anchorMinor: number; floorMinor: number };
  learned?: RehearsalInput["learned"];
  /** Each buyer's Pareto frontier once computed (by index), kept between the settings of a comparison. */
  frontiers?: Map<number, Frontier>;
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
}

interface Sums {
  n: number;
  possible: number;
  deals: number;
  dealsPossible: number;
  priceShare: number;
  share: number;
  ownShare: number;
  shopUtility: number;
  buyerUtility: number;
  distance: number;
  distances: number;
  /** Per term: numeric the sum of agreed values, choice the deals per value. */
  numeric: number[];
  counts: Array<Record<string, number>>;
}

const emptySums = (terms: number): Sums => ({
  n: 0, possible: 0, deals: 0, dealsPossible: 0, priceShare: 0, share: 0, ownShare: 0, shopUtility: 0, buyerUtility: 0, distance: 0, distances: 0,
  numeric: new Array<number>(terms).fill(0),
  counts: Array.from({ length: terms }, () => ({})),
});

/** The same grid scored with another setting's valuation and price range (the panel's own when nothing changed). */
function settingSpace(panel: PackagePanel, productId: string, settings: RehearsalSettings): ComboSpace {
  const base = panel.space.product;
  const pkg = settings.package!;
  if (pkg === base.package && settings.anchorMinor === base.anchorMinor && settings.floorMinor === base.floorMinor) return panel.space;
  if (JSON.stringify(pkg.terms) !== JSON.stringify(base.package.terms)) {
    throw new Error("a proposed setting keeps the product's terms (their valuation, reservation utility and offer options may change)");
  }
  return comboSpace({ productId, anchorMinor: settings.anchorMinor, floorMinor: settings.floorMinor, package: pkg }, { maxCombos: REHEARSAL_MAX_COMBOS });
}

export function rehearsePackages(input: PackageRehearsalInput): RehearsalSummary {
  const { settings, panel, productId } = input;
  if (!settings.package || settings.package.terms.length === 0) throw new Error("rehearsePackages plays a product with terms: use rehearse for price only");
  const quantity = input.quantity ?? 1;
  const yardstick = input.yardstick ?? settings;
  const span = yardstick.anchorMinor - yardstick.floorMinor;
  const yard = panel.space;
  const own = settingSpace(panel, productId, settings);
  const yardRes = yard.product.package.valuation.reservationUtility;
  const ownRes = settings.package.valuation.reservationUtility;
  const config: NegotiationConfig = {
    currency: settings.currency,
    anchorMinor: settings.anchorMinor,
    floorMinor: settings.floorMinor,
    strategy: settings.strategy,
    maxRounds: settings.maxRounds,
    ttlMs: settings.ttlSeconds * 1000,
    package: settings.package,
  };
  const detect = detectsTactics(input.policies, settings);
  const terms = yard.terms;
  const overall = emptySums(terms.length);
  const byFamily = new Map<PackageFamily, Sums>();
  let priceSum = 0, discountSum = 0, rounds = 0, belowFloor = 0, belowReservation = 0, belowBuyerReservation = 0;
  let decisions = 0, escalations = 0, constrained = 0, switches = 0, switchesRefused = 0;
  const every = input.progressEvery ?? 500;
  const frontiers = input.frontiers ?? new Map<number, Frontier>();
  let order: Int32Array | undefined;
  panel.buyers.forEach((buyer, i) => {
    const u = panel.utilities[i]!;
    const shop = new GovernedShop({ config, policies: input.policies, detectTactics: detect }, buyerFacts(input, buyer.buyerId, i, quantity));
    const outcome = playPackageBuyer(u, new GovernedPackageSession(shop));
    decisions += shop.decisions;
    escalations += shop.escalations;
    constrained += shop.constrained;
    switches += shop.switches;
    switchesRefused += shop.switchesRefused;
    const family = byFamily.get(buyer.family) ?? emptySums(terms.length);
    byFamily.set(buyer.family, family);
    const possible = bestDealAgainst(own, u) >= buyer.reservationUtility - 1e-12;
    const deal = outcome.agreed;
    for (const s of [overall, family]) {
      s.n += 1;
      if (possible) s.possible += 1;
    }
    if (deal) {
      const price = deal.priceMinor;
      const shopU = yard.shopUtility(price, deal.terms);
      const ownU = own.shopUtility(price, deal.terms);
      const buyerU = u.utility(price, deal.terms);
      let distance: number | null = null;
      if (yard.exact) {
        let frontier = frontiers.get(i);
        if (!frontier) frontiers.set(i, (frontier = frontierFor(yard, u, (order ??= byShopTerms(yard)))));
        distance = distanceToFrontier(frontier, { u: shopU, v: buyerU });
      }
      for (const s of [overall, family]) {
        s.deals += 1;
        if (possible) s.dealsPossible += 1;
        s.priceShare += span > 0 ? (price - yardstick.floorMinor) / span : 1;
        s.share += shopShare(shopU, yardRes);
        s.ownShare += shopShare(ownU, ownRes);
        s.shopUtility += shopU;
        s.buyerUtility += buyerU;
        if (distance !== null) {
          s.distance += distance;
          s.distances += 1;
        }
        addTerms(s, terms, deal.terms);
      }
      priceSum += price;
      discountSum += ((yardstick.anchorMinor - price) * 10_000) / yardstick.anchorMinor;
      rounds += outcome.counters;
      if (price < settings.floorMinor) belowFloor += 1;
      if (ownU < ownRes - 1e-9) belowReservation += 1;
      if (buyerU < buyer.reservationUtility - 1e-9) belowBuyerReservation += 1;
    }
    if (input.onProgress && ((i + 1) % every === 0 || i + 1 === panel.buyers.length)) input.onProgress(i + 1, panel.buyers.length);
  });
  const n = panel.buyers.length;
  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  const { deals } = overall;
  const figures: PackageFigures = {
    ...familyFigures(overall, terms),
    yardstickReservation: yardRes,
    reservationUtility: ownRes,
    shopUtilityPerDeal: deals === 0 ? null : overall.shopUtility / deals,
    ownShopShare: ratio(overall.ownShare, n),
    buyerUtilityPerDeal: deals === 0 ? null : overall.buyerUtility / deals,
    possibleShare: ratio(overall.possible, n),
    switches,
    switchesRefused,
    belowReservation,
    belowBuyerReservation,
    paretoComputed: yard.exact,
  };
  const families: FamilyOutcome[] = [...byFamily].map(([name, f]) => ({
    family: name,
    negotiations: f.n,
    agreementRate: ratio(f.deals, f.n),
    surplusShare: ratio(f.priceShare, f.n),
    package: familyFigures(f, terms),
  }));
  return {
    settings,
    negotiations: n,
    agreed: deals,
    agreementRate: ratio(deals, n),
    agreementWherePossible: ratio(overall.dealsPossible, overall.possible),
    surplusShare: ratio(overall.priceShare, n),
    meanPriceMinor: deals === 0 ? null : Math.round(priceSum / deals),
    meanDiscountBps: deals === 0 ? null : Math.round(discountSum / deals),
    revenuePerBuyerMinor: Math.round(ratio(priceSum * quantity, n)),
    escalationRate: ratio(escalations, decisions),
    constraintRate: ratio(constrained, decisions),
    meanRounds: deals === 0 ? null : rounds / deals,
    belowFloor,
    families,
    package: figures,
  };
}

function addTerms(s: Sums, terms: ComboSpace["terms"], agreed: TermValues): void {
  terms.forEach((t, k) => {
    const x = agreed[t.id];
    if (t.kind === "numeric") s.numeric[k]! += typeof x === "number" ? x : 0;
    else if (typeof x === "string") s.counts[k]![x] = (s.counts[k]![x] ?? 0) + 1;
  });
}

function familyFigures(s: Sums, terms: ComboSpace["terms"]): PackageFamilyFigures {
  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  const termFigures: TermFigure[] = terms.map((t, k) => {
    if (t.kind === "numeric") return { id: t.id, label: t.label, kind: "numeric", ...(t.unit !== undefined ? { unit: t.unit } : {}), mean: s.deals === 0 ? null : s.numeric[k]! / s.deals };
    return { id: t.id, label: t.label, kind: t.kind, shares: Object.fromEntries(t.values.map((v) => [v, ratio(s.counts[k]![v] ?? 0, s.deals)])) };
  });
  return {
    shopShare: ratio(s.share, s.n),
    buyerUtility: ratio(s.buyerUtility, s.n),
    paretoDistance: s.distances === 0 ? null : s.distance / s.distances,
    terms: termFigures,
  };
}
