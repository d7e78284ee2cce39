/**
 * What the buyer values, learnt from its moves. Weights: a Dirichlet posterior over the buyer's weights whose
 * pseudo-counts grow for every dimension a bid left where the buyer's previous bid had it (the frequency rule of
 * the ANAC HardHeaded agent: a side concedes first on what matters least to it) and, stronger, for every dimension
 * on which the option a buyer picked was better for it than the options it passed over. Values: numeric terms by
 * the direction the buyer's asks point, choice terms by how often the buyer asked for each value, blended with the
 * prior that what is better for the shop is worse for the buyer.
 */
import { PRICE } from "../../terms/types";
import type { PackageSpace, TermDim } from "./space";
import { dimValue } from "./space";
import type { BuyerPreferences, PackageOption, TermValues } from "./types";

/** Evidence a held dimension adds per bid; a pick adds PICK_EVIDENCE per dimension it favoured. */
const HOLD_EVIDENCE = 1;
const PICK_EVIDENCE = 2;

export function emptyPreferences(space: PackageSpace): BuyerPreferences {
  const evidence: Record<string, number> = { [PRICE]: 1 };
  const direction: Record<string, 1 | -1> = {};
  const counts: Record<string, Record<string, number>> = {};
  for (const dim of space.dims) {
    evidence[dim.id] = 1;
    // The prior: the buyer wants the opposite of what the shop wants.
    if (dim.kind === "numeric") direction[dim.id] = dim.term.better === "higher" ? -1 : 1;
    else counts[dim.id] = {};
  }
  return { evidence, direction, counts };
}

/**
 * The model after a bid. `asked`: the terms the buyer named (not those filled in from the shop's offer);
 * `previous`: the buyer's previous bid (price and all terms), or null for its first.
 */
export function observePackageBid(
  space: PackageSpace,
  prefs: BuyerPreferences,
  bid: { priceMinor: number; terms: TermValues },
  asked: TermValues,
  previous: { priceMinor: number; terms: TermValues } | null,
): BuyerPreferences {
  const evidence = { ...prefs.evidence };
  const direction = { ...prefs.direction };
  const counts = { ...prefs.counts };
  if (previous) {
    if (bid.priceMinor === previous.priceMinor) evidence[PRICE] = (evidence[PRICE] ?? 1) + HOLD_EVIDENCE;
    for (const dim of space.dims) if (bid.terms[dim.id] === previous.terms[dim.id]) evidence[dim.id] = (evidence[dim.id] ?? 1) + HOLD_EVIDENCE;
  }
  for (const dim of space.dims) {
    if (!Object.hasOwn(asked, dim.id)) continue;
    const x = asked[dim.id]!;
    if (dim.kind === "numeric" && typeof x === "number") {
      // An ask on the far side of the middle of the range shows which way the buyer pulls.
      const mid = (dim.term.min + dim.term.max) / 2;
      if (x !== mid) direction[dim.id] = x > mid ? 1 : -1;
    } else if (dim.kind === "choice" && typeof x === "string") {
      counts[dim.id] = { ...counts[dim.id], [x]: (counts[dim.id]?.[x] ?? 0) + 1 };
    }
  }
  return { evidence, direction, counts };
}

/** The model after the buyer picked `picked` among `offered`: the dimensions where it was better for the buyer gain evidence. */
export function observePick(space: PackageSpace, prefs: BuyerPreferences, picked: PackageOption, offered: readonly PackageOption[]): BuyerPreferences {
  const others = offered.filter((o) => o.id !== picked.id);
  if (others.length === 0) return prefs;
  const evidence = { ...prefs.evidence };
  if (others.every((o) => picked.priceMinor <= o.priceMinor) && others.some((o) => picked.priceMinor < o.priceMinor)) evidence[PRICE] = (evidence[PRICE] ?? 1) + PICK_EVIDENCE;
  for (const dim of space.dims) {
    const mine = buyerValue(dim, prefs, picked.terms[dim.id]);
    const theirs = others.map((o) => buyerValue(dim, prefs, o.terms[dim.id]));
    if (theirs.every((v) => mine >= v) && theirs.some((v) => mine > v)) evidence[dim.id] = (evidence[dim.id] ?? 1) + PICK_EVIDENCE;
  }
  return { ...prefs, evidence };
}

/** The buyer's estimated weights, normalised (the posterior mean). */
export function buyerWeights(space: PackageSpace, prefs: BuyerPreferences): Record<string, number> {
  const ids = [PRICE, ...space.dims.map((d) => d.id)];
  const total = ids.reduce((s, id) => s + (prefs.evidence[id] ?? 1), 0);
  return Object.fromEntries(ids.map((id) => [id, (prefs.evidence[id] ?? 1) / total]));
}

/**
 * The buyer's estimated value of every value of every term, computed once per decision: per term, for a numeric
 * term its direction, for a choice term its value per listed value (in declared order).
 */
export interface BuyerValues {
  direction: (1 | -1)[];
  choice: (number[] | null)[];
}

export function compileBuyerValues(space: PackageSpace, prefs: BuyerPreferences): BuyerValues {
  return {
    direction: space.dims.map((d) => (prefs.direction[d.id] === -1 ? -1 : 1)),
    choice: space.dims.map((d) => (d.kind === "choice" ? d.term.values.map((v) => buyerValue(d, prefs, v)) : null)),
  };
}

/** The buyer's estimated value of a term's value in [0, 1]. */
export function buyerValue(dim: TermDim, prefs: BuyerPreferences, x: number | string | undefined): number {
  if (dim.kind === "numeric") {
    if (typeof x !== "number") return 0;
    const span = dim.term.max - dim.term.min;
    if (span <= 0) return 1;
    const share = (x - dim.term.min) / span;
    return prefs.direction[dim.id] === -1 ? 1 - share : share;
  }
  const prior = 1 - dimValue(dim, x);
  const counts = prefs.counts[dim.id];
  if (!counts || typeof x !== "string") return prior;
  let most = 0;
  for (const v of Object.values(counts)) if (v > most) most = v;
  return most === 0 ? prior : 0.5 * prior + 0.5 * ((counts[x] ?? 0) / most);
}
