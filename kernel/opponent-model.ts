import type { BuyerModel } from "./types";

export const EMPTY_BUYER_MODEL: BuyerModel = Object.freeze({
  bids: 0,
  firstMinor: null,
  lastMinor: null,
  bestMinor: null,
  lastStepMinor: 0,
  previousStepMinor: 0,
});

/**
 * The model after one more bid. `standingMinor` is the shop's offer the bid answers: with the shop's last
 * concession it tells whether the buyer mirrors the shop (tit for tat, in amount or in ratio).
 */
export function observeBid(model: BuyerModel, bidMinor: number, standingMinor?: number | null, ratioOriginMinor = 0): BuyerModel {
  const best = model.bestMinor === null ? bidMinor : Math.max(model.bestMinor, bidMinor);
  const step = model.bestMinor === null ? 0 : best - model.bestMinor;
  const next: BuyerModel = {
    bids: model.bids + 1,
    firstMinor: model.firstMinor ?? bidMinor,
    lastMinor: bidMinor,
    bestMinor: best,
    lastStepMinor: step,
    previousStepMinor: model.bids >= 1 ? model.lastStepMinor : 0,
  };
  const conceded = model.shopConcessionMinor ?? 0;
  if (conceded > 0 && model.lastMinor !== null && standingMinor) {
    next.mirrorStreak = mirrors(step, conceded, model.lastMinor, standingMinor, ratioOriginMinor) ? (model.mirrorStreak ?? 0) + 1 : 0;
  } else if (model.mirrorStreak !== undefined) next.mirrorStreak = step === 0 ? model.mirrorStreak : 0;
  return next;
}

/** How far a buyer's step may be from the shop's concession and still mirror it: 10%, at least one minor unit. */
function mirrorTolerance(x: number): number {
  return Math.max(1, 0.1 * x);
}

/**
 * The buyer's step matches the shop's concession: the same amount, or the same ratio — the bid moved by the share of
 * the standing offer the shop gave up, both measured from `origin` (0 for a sale; K for a purchase, see buying.ts).
 */
function mirrors(step: number, conceded: number, lastBid: number, standing: number, origin: number): boolean {
  const relative = ((lastBid - origin) * conceded) / (standing - origin);
  return step > 0 && (Math.abs(step - conceded) <= mirrorTolerance(conceded) || Math.abs(step - relative) <= mirrorTolerance(relative));
}

/** The model after the shop answered: its concession, which the buyer's next step is compared with. */
export function afterShopAnswer(model: BuyerModel, concessionMinor: number): BuyerModel {
  if (concessionMinor <= 0 && !model.shopConcessionMinor) return model;
  return { ...model, shopConcessionMinor: Math.max(0, concessionMinor) };
}

/**
 * Share of the distance from its first bid to the list price that the buyer has closed, in [0, 1]:
 * how much it has conceded, in the shop's terms.
 */
export function buyerConcession(model: BuyerModel, anchorMinor: number): number {
  if (model.firstMinor === null || model.bestMinor === null) return 0;
  const gap = anchorMinor - model.firstMinor;
  if (gap <= 0) return 1;
  return Math.min(1, Math.max(0, (model.bestMinor - model.firstMinor) / gap));
}

/**
 * Where the buyer's bids are heading, when they are slowing down: a buyer bidding toward its own limit
 * makes smaller and smaller steps, and a geometric tail of the last two steps estimates what is left.
 * Null when the bids are not converging (too few, or speeding up): the buyer may well go higher.
 * A buyer that stopped moving is estimated at its best bid.
 */
export function buyerLimitEstimate(model: BuyerModel): number | null {
  return limitFromSteps(model);
}

function limitFromSteps(model: BuyerModel): number | null {
  if (model.bestMinor === null) return null;
  if (model.bids < 3) return null;
  const last = model.lastStepMinor;
  const previous = model.previousStepMinor;
  if (last <= 0 && previous <= 0) return model.bestMinor;
  if (previous <= 0 || last >= previous) return null;
  const ratio = last / previous;
  return model.bestMinor + Math.ceil((last * ratio) / (1 - ratio));
}

/** The last step is a jump: at least `factor` times the average of the steps before it (a holder's steps are 0). */
export function jumped(model: BuyerModel, factor: number, minimumStepMinor: number): boolean {
  // A jump needs a history to stand out from: at least two earlier steps (holds count). After one repeated
  // bid, a big step is as often a fast concession that will go on (time-dependent conceders) as a limit.
  if (factor <= 0 || model.bids < 4 || model.firstMinor === null || model.bestMinor === null) return false;
  const step = model.lastStepMinor;
  const before = model.bestMinor - step - model.firstMinor;
  const average = before / (model.bids - 2);
  return step >= minimumStepMinor && step >= factor * average;
}

/** The bids rose and have now stopped rising. */
export function stalled(model: BuyerModel): boolean {
  return model.bids >= 3 && model.lastStepMinor === 0 && model.firstMinor !== null && model.bestMinor !== null && model.bestMinor > model.firstMinor;
}

/**
 * The price that earns most against this buyer if its limit is spread evenly between its best bid and
 * first bid / lowestOpeningShare: (reserve + high) / 2 held within that interval. Null when off or unknown.
 */
export function willingnessFloor(model: BuyerModel, reserveMinor: number, lowestOpeningShare: number): number | null {
  if (lowestOpeningShare <= 0 || model.firstMinor === null || model.bestMinor === null) return null;
  const high = model.firstMinor / lowestOpeningShare;
  const low = model.bestMinor;
  if (high <= low) return low;
  return Math.min(high, Math.max(low, (reserveMinor + high) / 2));
}
