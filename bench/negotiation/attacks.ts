/**
 * The attack suite: black-box floor attacks, one buyer identity each, at most 20 negotiations per
 * product, against today's kernel and the Boulware baseline, on both halves; then prober vs honest.
 *
 *   node --import tsx bench/negotiation/attacks.ts [--products 400] [--seed 42]   (products per half)
 */
import { bestConstantRatio, NO_SCOUTING, noScouting, WITHIN_5_PERCENT_OF_FLOOR, WITHIN_5_PERCENT_OF_SPAN } from "./floor-attacks/blind-guess";
import { bisection } from "./floor-attacks/bisection";
import { curveInversion } from "./floor-attacks/curve-inversion";
import { lateRound } from "./floor-attacks/late-round";
import { pooledLearner } from "./floor-attacks/pooled-learner";
import { compareProberWithHonest } from "./floor-attacks/prober-vs-honest";
import { runAttack } from "./floor-attacks/run-attack";
import type { FloorAttack, PublishedCurve } from "./floor-attacks/types";
import { generateHalves, HALVES, type Half, type Market } from "./market";
import type { ShopFactory } from "./shop-sim";
import { boulwareCurve, boulwareShop } from "./shops/boulware-shop";
import { trajectoryFit, type CurveFamily } from "./floor-attacks/trajectory-fit";
import { concessionFit, type ConcessionModel } from "./floor-attacks/concession-fit";
import { mirrorProbe, type LowestOfferModel } from "./floor-attacks/mirror-probe";
import { documentedConcessionModel, documentedCurveFamily, documentedLowestOffer, documentedShapes, parleyShop, type ParleyShopOptions } from "./shops/parley-shop";
import { previousKernelPublishedCurve, previousKernelShop } from "./shops/previous-kernel-shop";
import { formatTable, numberArg, percent, share } from "./table";

export interface AttackTarget {
  name: string;
  factory: ShopFactory;
  /** The shop's published concession curve, for attack (a). */
  publishedCurve: PublishedCurve;
  /** The published family of curves with the shapes its documentation allows, for attack (f). */
  curveFamily?: { family: CurveFamily; shapes: readonly number[] };
  /** The documented answer to a buyer's concessions, for attack (g). */
  concessionModel?: ConcessionModel;
  /** The documented lowest offer, for attack (h). */
  lowestOfferModel?: LowestOfferModel;
}

export const ATTACK_TARGETS: AttackTarget[] = [
  parleyTarget(),
  { name: "previous kernel", factory: previousKernelShop, publishedCurve: previousKernelPublishedCurve },
  { name: "boulware e=4", factory: boulwareShop, publishedCurve: boulwareCurve },
];

/** Parley as an attacker who has read its documentation sees it. */
export function parleyTarget(options: ParleyShopOptions = {}, name = "parley"): AttackTarget {
  const family = documentedCurveFamily(options);
  const shapes = documentedShapes(options);
  return {
    name,
    factory: parleyShop(options),
    publishedCurve: (anchor, floor, round, maxRounds) => family(anchor, floor, round, maxRounds, shapes.typical),
    curveFamily: { family, shapes: shapes.all },
    concessionModel: documentedConcessionModel(options),
    lowestOfferModel: documentedLowestOffer(options),
  };
}

export function attacksOn(target: AttackTarget): FloorAttack[] {
  const fitted = [
    ...(target.curveFamily ? [trajectoryFit(target.curveFamily.family, target.curveFamily.shapes)] : []),
    ...(target.concessionModel ? [concessionFit(target.concessionModel, 0.3), concessionFit(target.concessionModel, 0.6)] : []),
    ...(target.lowestOfferModel ? [mirrorProbe(target.lowestOfferModel)] : []),
  ];
  return [curveInversion(target.publishedCurve), bisection, lateRound, pooledLearner(), ...fitted];
}

export function attackReport(half: Half, markets: readonly Market[], target: AttackTarget): string {
  const products = markets.map((m) => m.product);
  const reports = attacksOn(target).map((a) => runAttack(target.factory, products, a));
  const blind = reports[0]?.blind ?? { withinFloor: 0, withinSpan: 0 };
  const ratios = `F̂ = ${bestConstantRatio(WITHIN_5_PERCENT_OF_FLOOR).toFixed(3)}·A / ${bestConstantRatio(WITHIN_5_PERCENT_OF_SPAN).toFixed(3)}·A`;
  const located = formatTable(
    ["attack", "estimated", WITHIN_5_PERCENT_OF_FLOOR.name, WITHIN_5_PERCENT_OF_SPAN.name, "negotiations/product", "deals", "deals' surplus share"],
    [
      [`blind guess (${ratios})`, "—", percent(blind.withinFloor), percent(blind.withinSpan), "0", "0", "—"],
      ...reports.map((r) => [
        r.attack, percent(r.estimated), percent(r.located.withinFloor), percent(r.located.withinSpan),
        r.negotiationsPerProduct.toFixed(1), String(r.deals), r.meanDealSurplusShare === null ? "—" : share(r.meanDealSurplusShare),
      ]),
    ],
  );
  // Controls: the same buyer with no scouting at all, bidding the blind guess, and bidding the constant share of
  // the list price whose deal rate matches the scouts' (a scout that learnt something per product would buy
  // more, or cheaper, than that).
  const scouted = attacksOn(target).map((scout) => compareProberWithHonest(target.factory, markets, scout));
  const buying = scouted.filter((c) => c.proberDealRate > 0 && c.proberDealRate < 0.9);
  const targetRate = buying.reduce((a, c) => a + c.proberDealRate, 0) / Math.max(1, buying.length);
  const candidates = buying.length === 0 ? [] : [0.5, 0.55, 0.6, 0.65, 0.7, 0.75].map((r) => compareProberWithHonest(target.factory, markets, noScouting(() => r)));
  const matched = candidates.sort((x, y) => Math.abs(x.proberDealRate - targetRate) - Math.abs(y.proberDealRate - targetRate))[0];
  const comparisons = [...scouted, compareProberWithHonest(target.factory, markets, NO_SCOUTING), ...(matched ? [{ ...matched, scout: `${matched.scout} (deal rate of the scouts)` }] : [])];
  const prober = formatTable(
    ["(e) prober scouting with", "buyers", "honest deals", "prober deals", "price diff (share of A)", "surplus honest", "surplus prober", "buyer keeps: honest", "prober", "scouting deals"],
    comparisons.map((c) => [
      c.scout, String(c.buyers), percent(c.honestDealRate), percent(c.proberDealRate),
      c.meanPriceDifferenceShareOfList === null ? "—" : percent(c.meanPriceDifferenceShareOfList),
      share(c.honestSurplusShare), share(c.proberSurplusShare), percent(c.honestBuyerGain), percent(c.proberBuyerGain), String(c.scoutingDeals),
    ]),
  );
  return [`== ${half.toUpperCase()} half, ${target.name}: ${products.length} products, one buyer id, ≤ 20 negotiations per product`, located, "", prober].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = numberArg("products", 400);
  const seed = numberArg("seed", 42);
  const halves = generateHalves(count, seed);
  console.log(`seed ${seed}; located = |F̂ − F| within 5% of F, or of the span A − F; an attack with no estimate is scored as the blind guess\n`);
  for (const target of ATTACK_TARGETS) {
    for (const half of HALVES) console.log(`${attackReport(half, halves[half], target)}\n`);
  }
}
