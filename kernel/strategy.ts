import { buyerConcession, buyerLimitEstimate, willingnessFloor } from "./opponent-model";
import type { PrivateParams } from "./private-params";
import type { BuyerModel, Explanation, NegotiationConfig, StrategyConfig } from "./types";

/** The default: concede late on the clock, sooner when the buyer concedes too. */
export const DEFAULT_STRATEGY: StrategyConfig = Object.freeze({ kind: "adaptive" });
export const DEFAULT_MAX_ROUNDS = 10;

/** Negotiation progress in [0, 1]: rounds used (across the negotiations this buyer reopened) over the allowance. */
export function progress(config: NegotiationConfig, round: number): number {
  return Math.min(1, Math.max(0, round / config.maxRounds));
}

/** The time curve at progress t: from the list price down to its private end point, shaped 1 − t^(1/β). */
export function timeTarget(config: NegotiationConfig, params: PrivateParams, t: number): number {
  const end = params.curveEndMinor;
  return end + (config.anchorMinor - end) * (1 - Math.pow(t, 1 / params.exponent));
}

/** Rounds up to the private price grid: offers land on prices a person would write, and hide the exact curve. */
export function onGrid(price: number, step: number): number {
  return Math.ceil(price / step) * step;
}

/**
 * The shop's next offer after the buyer's latest bid, with the reasoning behind it. Never above the
 * standing offer, never below the private reserve (itself at or above the floor), never above the list price.
 *
 * Three pulls, each bounded by the reserve: the time curve (a late concession), reciprocity (the shop
 * gives up its room in proportion to the share of the gap the buyer has closed, so a buyer who moves is
 * met and one who doesn't is not), and the buyer's apparent limit (when the bids slow down toward a
 * point above the reserve, the shop moves part of the way there so the deal can close before the buyer walks).
 */
export function nextOffer(config: NegotiationConfig, params: PrivateParams, model: BuyerModel, standing: number, t: number): { offerMinor: number; explanation: Explanation } {
  const anchor = config.anchorMinor;
  const end = params.curveEndMinor;
  const time = timeTarget(config, params, t);
  // Answering concessions in kind: the gap between the shop's offer and the buyer's best bid shrinks as the
  // buyer closes its own gap, but never below a private share of it — so the offer tracks the buyer's bids,
  // not the reserve, and a buyer far below the reserve is not shown where the reserve is.
  const best0 = model.bestMinor ?? 0;
  const gapShare = Math.max(params.gapShare, 1 - params.reciprocity * buyerConcession(model, anchor));
  const reciprocity = model.bestMinor === null ? anchor : best0 + (anchor - best0) * gapShare;
  const tactics = params.tactics;
  const adaptive = config.strategy.kind === "adaptive";
  let target = Math.min(time, reciprocity);
  const limit = adaptive ? buyerLimitEstimate(model) : null;
  if (limit !== null && limit >= params.reserveMinor && limit < target) target -= tactics.opponentPull * (target - limit);
  const best = model.bestMinor;
  if (adaptive && best !== null && best >= end && best < target) target = Math.min(target, best + tactics.mirrorShare * (target - best));
  const willing = adaptive ? willingnessFloor(model, params.reserveMinor, tactics.lowestOpeningShare) : null;
  if (willing !== null) target = Math.max(target, Math.min(time, willing));
  if (best !== null && tactics.momentumGuard > 0) target = Math.max(target, Math.min(time, best + tactics.momentumGuard * Math.max(0, model.lastStepMinor)));
  // A buyer that mirrors the shop moves only as far as the shop does: meet it in the middle of the gap, so that
  // its mirrored step reaches the offer — only when that middle is a price the shop would offer anyway (at or
  // above its lowest offer): a mirror bidding far below is not drawn down to the lowest offer, which it would read.
  let mirrorMiddle: number | null = null;
  if (adaptive && best !== null && tactics.mirrorMeet > 0 && (model.mirrorStreak ?? 0) >= 2) {
    const middle = standing - tactics.mirrorMeet * ((standing - best) / 2);
    if (middle >= params.lowestOfferMinor && middle < target) target = mirrorMiddle = middle;
  }
  target = Math.max(params.lowestOfferMinor, target);
  const offerMinor = Math.min(standing, anchor, Math.max(params.lowestOfferMinor, onGrid(Math.ceil(target), params.gridStepMinor)));
  const explanation: Explanation = {
    progress: t,
    reserveMinor: params.reserveMinor,
    lowestOfferMinor: params.lowestOfferMinor,
    curveEndMinor: end,
    timeTargetMinor: Math.ceil(time),
    reciprocityTargetMinor: Math.ceil(reciprocity),
    buyerLimitEstimateMinor: limit,
    targetMinor: Math.ceil(target),
    gridStepMinor: params.gridStepMinor,
    ...(mirrorMiddle !== null ? { mirrorMiddleMinor: Math.ceil(mirrorMiddle) } : {}),
  };
  return { offerMinor, explanation };
}
