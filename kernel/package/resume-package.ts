/**
 * Resuming a buyer's package negotiation on a product (see resume.ts for price): the standing package, the rounds
 * used and the buyer model carry over, so walking away and reopening gains nothing. The concession state in
 * utility is resumed by the price rule itself (the standing utility kept at or above the private lowest offer);
 * remembered terms the product no longer declares fall back to the shop's best, and a standing package that the
 * owner's current valuation puts below the lowest offer is lifted to it.
 */
import { termValueProblems } from "../../terms/package-values";
import { EMPTY_BUYER_MODEL } from "../opponent-model";
import type { BuyerProductMemory, Insight, NegotiationConfig, NegotiationState, PrivateDraws } from "../types";
import { resumePriceState } from "../resume-price";
import { freshPackageState, utilityConfig } from "./decide-package";
import { packageSpace, shopUtility } from "./space";
import { packageAtUtility } from "./tradeoff";
import { UTILITY_SCALE } from "./types";

export function resumePackageState(config: NegotiationConfig, memory: BuyerProductMemory | null, openedAt: number, draws: PrivateDraws, insight?: Insight): NegotiationState {
  const space = packageSpace(config);
  const fresh: NegotiationState = { round: 0, openedAt, lastShopOfferMinor: null, lastBuyerOfferMinor: null, buyer: EMPTY_BUYER_MODEL };
  if (!memory || memory.shopOfferMinor === null) return { ...fresh, package: freshPackageState(space, fresh) };
  const remembered = memory.package;
  const declared = config.package!.terms;
  const termsOk = !!remembered?.shopTerms && termValueProblems(declared, remembered.shopTerms).length === 0 && declared.every((t) => Object.hasOwn(remembered.shopTerms!, t.id));
  let shop = { priceMinor: Math.min(config.anchorMinor, Math.max(config.floorMinor, memory.shopOfferMinor)), terms: termsOk ? { ...remembered!.shopTerms! } : { ...space.best } };
  const vconfig = utilityConfig(config);
  const utility = resumePriceState(
    vconfig,
    {
      rounds: memory.rounds,
      shopOfferMinor: standingUtility(Math.max(1, Math.floor(shopUtility(space, shop.priceMinor, shop.terms) * UTILITY_SCALE)), termsOk ? remembered!.utility.lastShopOfferMinor : null),
      buyerOfferMinor: remembered?.utility.lastBuyerOfferMinor ?? null,
      buyer: remembered?.utility.buyer ?? EMPTY_BUYER_MODEL,
    },
    openedAt,
    draws,
    insight,
  );
  const base = { round: utility.round, openedAt };
  const preferences = remembered?.preferences && termsOk ? remembered.preferences : freshPackageState(space, { ...fresh, ...base }).preferences;
  const lifted = (utility.lastShopOfferMinor as number) / UTILITY_SCALE;
  if (shopUtility(space, shop.priceMinor, shop.terms) < lifted) shop = packageAtUtility(space, preferences, lifted, shop);
  return {
    ...base,
    lastShopOfferMinor: shop.priceMinor,
    lastBuyerOfferMinor: memory.buyerOfferMinor,
    buyer: memory.buyer,
    package: { shopTerms: shop.terms, buyerTerms: termsOk ? (remembered?.buyerTerms ?? null) : null, options: null, utility, preferences },
  };
}

/**
 * The standing offer in utility to resume from: the one the negotiation left (the kernel's target, at or just below
 * the standing package's utility), unless the owner's valuation changed since and the package is now worth less.
 */
function standingUtility(ofPackage: number, remembered: number | null | undefined): number {
  return typeof remembered === "number" && remembered <= ofPackage ? remembered : ofPackage;
}
