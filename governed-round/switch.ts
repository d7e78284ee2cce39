/**
 * Taking a switch of a package agreement, governed and pure (issue 28). When the shop takes the buyer's own package
 * the deal is made, and the kernel offers up to three switches: packages worth at least as much to the shop that the
 * buyer model expects the buyer to prefer (kernel/package/settlement.ts). Only those the policies let through as
 * deals are offered (apply.ts governSwitches). The buyer may take one while they are on offer, a day at most after
 * the agreement: the deal then stands at that package, judged by the policies once more as the deal it makes, and
 * the next switches are offered from there, up to the kernel's last round. The room commits what this returns; the
 * rehearsal can play the same function.
 */
import { agreementSwitch, switchAgreement } from "../kernel/package/settlement";
import type { PackageOption, TermValues } from "../kernel/types";
import { emptyEffects, governSwitches, letsThrough, outcomeLine, switchAllowed, switchesRecord } from "./apply";
import type { Effects, NegotiationFacts, RoundState } from "./types";

/** How long an agreement's switches stay on offer after the agreement: a day, then the deal stands as it is. */
export const SWITCH_WINDOW_MS = 24 * 3_600_000;

/** When the switches of an agreement made at `agreedAt` lapse (epoch ms). */
export function switchesLapseAt(agreedAt: number): number {
  return agreedAt + SWITCH_WINDOW_MS;
}

/**
 * The switches an agreement offers at `now`: those its kernel state keeps (already narrowed by the policies when
 * they were offered), while the negotiation is agreed and before they lapse. Empty for a price-only product, an open
 * or failed negotiation, after the last switch round, and once lapsed.
 */
export function switchesOnOffer(state: RoundState, agreedAt: number | null, now: number): PackageOption[] {
  if (state.status !== "agreed" || agreedAt === null || now >= switchesLapseAt(agreedAt)) return [];
  // The kernel tells its switches from the shop's equivalent options it may still keep there.
  return (state.kernel.package?.options ?? []).filter((o) => agreementSwitch(state.kernel, o.id) !== null);
}

export interface SwitchInput {
  facts: NegotiationFacts;
  /** The negotiation as its deal stands. */
  state: RoundState;
  optionId: string;
  /** When the deal was made (epoch ms): switches lapse a day later. */
  agreedAt: number | null;
  /** Switches taken in this negotiation before this one. */
  switchesTaken: number;
  now: number;
}

export interface SwitchOutcome {
  /** The package the deal now stands at. */
  agreed: { priceMinor: number; terms: TermValues };
  /** The switches offered from it (policies applied); empty after the last round. */
  switches: PackageOption[];
  next: RoundState;
  effects: Effects;
}

/**
 * Why a switch cannot be taken: the product negotiates price only; nothing is agreed; the switches lapsed; the id is
 * not a switch on offer (unknown, spent, or from an earlier round); or the policies would not let the switched deal
 * through now. Nothing is written.
 */
export type SwitchRefusal = "price-only" | "not-agreed" | "lapsed" | "unknown-switch" | "not-allowed";

export type SwitchResult = { ok: true; outcome: SwitchOutcome } | { ok: false; refused: SwitchRefusal; lapsedAt?: number };

export function takeSwitch(input: SwitchInput): SwitchResult {
  const { facts, state, optionId, agreedAt, now } = input;
  if (!facts.config.package) return { ok: false, refused: "price-only" };
  if (state.status !== "agreed" || agreedAt === null || state.agreedPriceMinor === null) return { ok: false, refused: "not-agreed" };
  if (now >= switchesLapseAt(agreedAt)) return { ok: false, refused: "lapsed", lapsedAt: switchesLapseAt(agreedAt) };
  const option = switchesOnOffer(state, agreedAt, now).find((o) => o.id === optionId);
  const switched = option ? switchAgreement(facts.config, state.kernel, optionId) : null;
  if (!option || !switched) return { ok: false, refused: "unknown-switch" };
  if (!letsThrough(switchAllowed(facts, state, option, switched.state, now))) return { ok: false, refused: "not-allowed" };

  const agreed = { priceMinor: switched.agreed.priceMinor, terms: switched.agreed.terms };
  const after: RoundState = { ...state, agreedPriceMinor: agreed.priceMinor, agreedTerms: agreed.terms };
  const governed = governSwitches(facts, after, switched.state, now);
  const number = input.switchesTaken + 1;
  const from = { priceMinor: state.agreedPriceMinor, ...(state.agreedTerms ? { terms: state.agreedTerms } : {}) };
  const effects = emptyEffects();
  effects.offers.push({
    round: state.round,
    party: "buyer",
    kind: "switch",
    priceMinor: agreed.priceMinor,
    reasons: [],
    at: now,
    terms: agreed.terms,
    ...(governed.offered.length > 0 ? { switches: governed.offered } : {}),
  });
  effects.audit.push(outcomeLine({ status: "agreed", priceMinor: agreed.priceMinor, round: state.round, reasons: [], terms: agreed.terms, switched: { number, optionId, from }, ...switchesRecord(governed) }));
  effects.events.push({
    type: "negotiation.switched",
    actor: "buyer",
    payload: { round: state.round, switchNumber: number, optionId, agreedPriceMinor: agreed.priceMinor, agreedTerms: agreed.terms, quantity: facts.quantity, previousPriceMinor: state.agreedPriceMinor, ...(state.agreedTerms ? { previousTerms: state.agreedTerms } : {}) },
  });
  return { ok: true, outcome: { agreed, switches: governed.offered, next: { ...after, kernel: governed.state }, effects } };
}
