/**
 * Decisions governance makes instead of the kernel's (a constraint, a person's verdict, a timeout, a hold for a
 * person), built so that their state carries the standing-offer rule (kernel/standing-offer.ts) as the
 * kernel's own decisions do (tests/governed-round property): nobody after the round overwrites the state a
 * decision carries. For a package product the rule covers the whole package: the standing offer's terms and
 * options move (or stay) with its price, so a constrained price keeps its package's terms and a hold keeps the
 * package that stood.
 */
import { standingOfferAfter } from "../kernel/standing-offer";
import type { BuyerMove, Decision, DecisionAction, DecisionStatus, PackageOption, ReasonCode, TermValues } from "../kernel/types";
import type { RoundState } from "./types";

/** The shop's standing offer before a decision: its price and, for a package product, its terms and options. */
export interface Standing {
  priceMinor: number | null;
  /** Null for a price-only product (or before the first offer). */
  terms: TermValues | null;
  options: PackageOption[] | null;
}

/** The standing offer a round state holds (while a person reviews a proposal too: the hold keeps it in the kernel state). */
export function standingOf(state: RoundState): Standing {
  const pkg = state.kernel.package;
  return { priceMinor: state.shopOfferMinor, terms: pkg?.shopTerms ?? null, options: pkg?.options ?? null };
}

/** The status a governed action leads to. A rejection by governance ends the negotiation. */
function statusOf(action: DecisionAction): DecisionStatus {
  return action === "accept" ? "agreed" : action === "reject" ? "rejected" : "open";
}

/**
 * A decision governance makes in place of `base`: another action, price and reasons (the whole list). The
 * kernel state is `base`'s, carrying the standing offer the rule gives.
 */
export function governedDecision(
  base: Decision,
  change: { action: DecisionAction; priceMinor: number | null; reasons: readonly ReasonCode[] },
  before: Standing,
): Decision {
  const decided: Decision = {
    ...base,
    action: change.action,
    priceMinor: change.priceMinor,
    status: statusOf(change.action),
    reasons: [...change.reasons],
    state: { ...base.state, lastShopOfferMinor: standingOfferAfter(change.action, change.priceMinor, before.priceMinor) },
  };
  const pkg = base.state.package;
  if (!pkg && base.terms === undefined) return decided;
  // A package. The kernel's own package (same action and price) stands as it decided it, options included.
  if (change.action === base.action && change.priceMinor === base.priceMinor && base.terms !== undefined) return decided;
  // Otherwise: a hold or a rejection stands on the standing package; a counter or a deal at a price governance
  // chose keeps the terms the kernel put with its own price (no option is equivalent to it any more).
  const atStanding = change.action === "hold" || change.action === "reject";
  const terms = atStanding ? (before.terms ?? base.terms) : (base.terms ?? before.terms);
  const options = change.action === "hold" && before.options && before.options.length > 1 ? before.options : null;
  const { options: _kernelOptions, terms: _kernelTerms, ...rest } = decided;
  const moves = change.action === "counter" || change.action === "hold";
  return {
    ...rest,
    ...(terms ? { terms } : {}),
    ...(options ? { options } : {}),
    state: pkg ? { ...decided.state, package: { ...pkg, shopTerms: moves ? (terms ?? null) : before.terms, options: moves ? options : before.options } } : decided.state,
  };
}

/** The whole package a buyer's move names once its terms are completed (the kernel's state after the move keeps it), or null. */
export function bidTerms(move: BuyerMove, after: Decision["state"] | undefined): TermValues | null {
  if (move.kind === "accept" || move.priceMinor === undefined) return null;
  return after?.package?.buyerTerms ?? null;
}

/** Whether every term the move names is as the standing offer has it (a move that names none does). */
export function asksStandingTerms(move: BuyerMove, standing: Standing): boolean {
  if (move.kind === "accept" || !move.terms) return true;
  const terms = standing.terms;
  return Object.entries(move.terms).every(([id, value]) => terms !== null && terms[id] === value);
}

/** The package an accept takes: one of the standing options by id, or the standing offer itself. */
export function acceptedPackage(move: Extract<BuyerMove, { kind: "accept" }>, standing: Standing): { priceMinor: number | null; terms: TermValues | null } {
  const option = move.optionId === undefined ? undefined : standing.options?.find((o) => o.id === move.optionId);
  return option ? { priceMinor: option.priceMinor, terms: option.terms } : { priceMinor: standing.priceMinor, terms: standing.terms };
}
