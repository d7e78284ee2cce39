/**
 * Escalations, pure: a proposal held for a person (the shop's offer holds, the buyer's move counts), and a
 * person's verdict on it (or the policy's timeout action). A verdict is checked again against the
 * constraints that match it and the kernel's invariants: a human approval never bypasses a constraint.
 */
import { sameTerms } from "../kernel/package/options";
import type { BuyerMove, Decision, TermValues } from "../kernel/types";
import { checkModifiedPrice, reapplyConstraints } from "../policies/constraints";
import type { PolicyContext } from "../policies/environment";
import { applyDecision, buyerOfferAfter, buyerOfferLine, contextOf, emptyEffects } from "./apply";
import type { PurchaseConfig } from "../kernel/buying";
import { purchaseOf } from "./direction";
import { standingCeiling } from "./package-bounds";
import { governedDecision, standingOf, type Standing } from "./standing-offer";
import type { Effects, EscalationRecord, EscalationTerms, Governed, HumanDecision, NegotiationFacts, RoundState, Settled } from "./types";

/** Three unclear messages in a row: the shop owner reads them within 30 minutes, or the negotiation goes on as it stood. */
const UNCLEAR_MESSAGES_ESCALATION: EscalationTerms = {
  policyId: null,
  to: "shop-owner",
  timeoutSeconds: 1_800,
  onTimeout: "approve",
  reason: "the buyer's last three messages could not be read with confidence",
};

export interface HoldArgs {
  facts: NegotiationFacts;
  state: RoundState;
  move: BuyerMove;
  /** What the negotiator proposes, constraints applied. */
  proposal: Decision;
  terms: EscalationTerms;
  context: PolicyContext;
  pauseUntil: number | null;
  now: number;
  /** This escalation's number in the negotiation (from 1). */
  number: number;
}

/**
 * ESCALATE or PAUSE: record the buyer's move, hold the shop's offer, wait for a person. The wait never
 * outlasts the negotiation's own deadline. Returns the state while it waits (`escalated`).
 */
export function holdForPerson(args: HoldArgs, effects: Effects): RoundState {
  const { facts, state, move, proposal, terms, now } = args;
  const id = `esc_${facts.negotiationId}_${args.number}`;
  const timeoutAt = Math.min(now + terms.timeoutSeconds * 1000, facts.expiresAt);
  const before = standingOf(state);
  const standing = before.priceMinor;
  effects.escalation = { id, policyId: terms.policyId, to: terms.to, reason: terms.reason, onTimeout: terms.onTimeout, timeoutAt, proposal, move, context: args.context, pauseUntil: args.pauseUntil };
  const bid = buyerOfferLine(state, move, proposal.round, now, proposal.state);
  if (bid) effects.offers.push(bid);
  // A held package shows as held like a price: the standing package (and its options) repeated.
  const held = governedDecision(proposal, { action: "hold", priceMinor: standing, reasons: ["POLICY_ESCALATED"] }, before);
  if (standing !== null) {
    effects.offers.push({
      round: proposal.round,
      party: "shop",
      kind: "hold",
      priceMinor: standing,
      reasons: ["POLICY_ESCALATED"],
      at: now,
      ...(held.terms ? { terms: held.terms } : {}),
      ...(held.options ? { options: held.options } : {}),
    });
  }
  effects.audit.push({
    kind: "escalation",
    data: { escalationId: id, policyId: terms.policyId, assignee: terms.to, reason: terms.reason, timeoutAt, onTimeout: terms.onTimeout, pauseUntil: args.pauseUntil },
  });
  effects.events.push({ type: "negotiation.escalated", actor: "system", payload: { round: proposal.round, escalationId: id, policyId: terms.policyId, assignee: terms.to } });
  // The buyer's move counts (its round, its bid, the buyer model) while the shop's offer holds.
  return {
    status: "escalated",
    round: proposal.round,
    shopOfferMinor: standing,
    buyerOfferMinor: buyerOfferAfter(state, move),
    agreedPriceMinor: state.agreedPriceMinor,
    ...(state.agreedTerms !== undefined ? { agreedTerms: state.agreedTerms } : {}),
    lastAction: "hold",
    lastReasons: ["POLICY_ESCALATED"],
    kernel: held.state,
  };
}

/**
 * The buyer's messages could not be read, several in a row: a person reads them. The shop's offer holds; the
 * proposal is to go on as before (the timeout approves it), and a person may instead offer a price (checked
 * against the policies like any verdict) or end the negotiation.
 */
export function holdUnclearMessages(facts: NegotiationFacts, state: RoundState, now: number, number: number): Settled {
  const standing = standingOf(state);
  const proposal: Decision = {
    action: "hold",
    priceMinor: standing.priceMinor,
    ...(standing.terms ? { terms: standing.terms } : {}),
    ...(standing.options && standing.options.length > 1 ? { options: standing.options } : {}),
    status: "open",
    round: state.round,
    reasons: ["CLARIFICATION_NEEDED"],
    state: state.kernel,
  };
  // A move that names no price: the buyer only wrote words.
  const move: BuyerMove = { kind: "open" };
  const context = contextOf(facts, state, move, proposal, now);
  const effects = emptyEffects();
  const next = holdForPerson({ facts, state, move, proposal, terms: UNCLEAR_MESSAGES_ESCALATION, context, pauseUntil: null, now, number }, effects);
  return { decision: proposal, next, effects };
}

/** A pending escalation as a verdict needs it. */
export type PendingEscalation = Pick<EscalationRecord, "id" | "proposal" | "move"> & {
  /** Null in escalations stored before the context was kept: the verdict is then not re-checked. */
  context: PolicyContext | null;
};

export type EscalationStatus = "pending" | "approved" | "rejected" | "modified" | "timed-out";

export interface VerdictInput {
  facts: NegotiationFacts;
  /** The negotiation as it waits (`escalated`). */
  state: RoundState;
  pending: PendingEscalation;
  human: HumanDecision;
  timedOut: boolean;
  now: number;
}

/**
 * A person's verdict (or the policy's timeout action) on a pending escalation: approve commits what the
 * negotiator proposed (constraints applied again), reject ends the negotiation, modify offers another price.
 */
export function settleEscalation(input: VerdictInput): Governed<Settled & { escalationStatus: EscalationStatus }> {
  const { facts, state, pending, human, timedOut, now } = input;
  const decision = verdictDecision(input);
  if ("ok" in decision) return decision;
  const escalationStatus: EscalationStatus = timedOut ? "timed-out" : human.decision === "approve" ? "approved" : human.decision === "reject" ? "rejected" : "modified";
  const effects = emptyEffects();
  effects.audit.push({ kind: "human-decision", data: { escalationId: pending.id, decision: human.decision, priceMinor: human.priceMinor ?? null, note: human.note ?? null, timedOut } });
  const next = applyDecision(facts, state, pending.move, decision, now, true, effects);
  return { ok: true, outcome: { decision, next, effects, escalationStatus } };
}

/**
 * The decision a verdict stands for. A modified offer must keep the kernel's invariants (a whole number of
 * minor units, floor ≤ price ≤ list price, never above the standing offer) and every matching constraint,
 * and when the buyer already bid at least that much the deal closes at the buyer's bid, not below it.
 */
function verdictDecision({ facts, state, pending, human, timedOut }: VerdictInput): Decision | ({ ok: false } & Extract<Governed<never>, { ok: false }>) {
  const { proposal, move, context } = pending;
  const before = standingOf(state);
  const standing = before.priceMinor;
  const proposed: Decision = { ...proposal, state: proposal.state ?? state.kernel };
  // What a person decides instead is the person's, not the negotiator's: the proposal's explanation does not carry over.
  const { explanation: _explanation, ...bare } = proposed;
  const rejected = (reason: "ESCALATION_TIMED_OUT" | "HUMAN_REJECTED") => governedDecision(bare, { action: "reject", priceMinor: standing, reasons: [reason] }, before);
  if (human.decision === "reject") return rejected(timedOut ? "ESCALATION_TIMED_OUT" : "HUMAN_REJECTED");
  if (human.decision === "approve") {
    // A rejection carries no price to check.
    const settled = context ? reapplyConstraints(facts.policies, context, { action: proposal.action, priceMinor: proposal.action === "reject" ? null : proposal.priceMinor }) : null;
    if (settled && !settled.ok) {
      // Approving would break a constraint: a timeout falls back to rejecting; a person is told why.
      if (timedOut) return rejected("ESCALATION_TIMED_OUT");
      return { ok: false, refused: "invalid-human-decision", detail: `Approving would break a policy: ${settled.violation}. Modify the price instead.` };
    }
    const action = settled?.ok ? settled.action : proposal.action;
    const priceMinor = action === "reject" ? proposal.priceMinor : settled?.ok ? settled.priceMinor : proposal.priceMinor;
    return governedDecision(proposed, { action, priceMinor, reasons: [...proposal.reasons, timedOut ? "ESCALATION_TIMED_OUT" : "HUMAN_APPROVED"] }, before);
  }
  const purchase = purchaseOf(facts);
  if (purchase) return purchaseModified(facts, purchase, state, pending, human, bare, before);
  const p = human.priceMinor;
  const { floorMinor, anchorMinor } = facts.config;
  // A package: the person sets the price of the proposal's package (of the standing one, for a hold or a rejection).
  const offered = packageTerms(proposal, before);
  if (p === undefined || !Number.isSafeInteger(p) || p < floorMinor || p > anchorMinor || aboveStanding(facts, p, offered, before)) {
    return {
      ok: false,
      refused: "invalid-human-decision",
      detail: offered
        ? "A modified offer must be a whole number of minor units between the floor and the list price, and (with the proposal's terms) worth no more to the shop than its standing offer."
        : "A modified offer must be a whole number of minor units between the floor and the list price, and not above the shop's standing offer.",
    };
  }
  const bidLine = buyerOfferLine(state, move, proposal.round, 0, proposal.state);
  const bid = bidLine?.priceMinor ?? null;
  // A package bid (or the package an accept took) meets the modified offer only when it has exactly its terms.
  const sameAsked = !offered || (bidLine?.terms !== undefined && sameTerms(bidLine.terms, offered));
  const accepting = bid !== null && bid >= p && sameAsked;
  // The buyer offered `bid`: a deal at a price the person allowed closes at that bid (capped at the standing offer).
  const cap = !offered || (before.terms !== null && sameTerms(offered, before.terms)) ? (standing ?? bid) : bid;
  const price = accepting ? Math.min(bid, cap ?? bid) : p;
  if (context) {
    const verdict = checkModifiedPrice(facts.policies, context, { action: accepting ? "accept" : "counter", priceMinor: price });
    if (!verdict.ok) return { ok: false, refused: "invalid-human-decision", detail: `The modified price breaks a policy: ${verdict.reason}.`, bounds: verdict.bounds };
  }
  const base: Decision = offered ? { ...withoutOptions(bare), terms: offered } : bare;
  return governedDecision(base, { action: accepting ? "accept" : "counter", priceMinor: accepting ? price : p, reasons: ["HUMAN_MODIFIED"] }, before);
}

/**
 * A person's own price on a purchase: the sale's rule reflected. It must be a whole number from our standing offer
 * (our offers only rise; our opening before any) up to the ceiling, and every constraint matching it must leave it
 * where it is. When the supplier already asked no more than that, the deal closes at its ask, but never below our
 * standing offer (as the kernel settles an ask under our offer). Price only: a purchase's package keeps its terms.
 */
function purchaseModified(facts: NegotiationFacts, purchase: PurchaseConfig, state: RoundState, pending: PendingEscalation, human: HumanDecision, bare: Omit<Decision, "explanation">, before: Standing): Decision | ({ ok: false } & Extract<Governed<never>, { ok: false }>) {
  const p = human.priceMinor;
  const lowest = Math.max(purchase.openingMinor, before.priceMinor ?? purchase.openingMinor);
  if (p === undefined || !Number.isSafeInteger(p) || p < lowest || p > purchase.ceilingMinor) {
    return { ok: false, refused: "invalid-human-decision", detail: `A modified offer on a purchase must be a whole number of minor units from our standing offer ${lowest} up to the ceiling ${purchase.ceilingMinor}.`, bounds: { minPriceMinor: lowest, maxPriceMinor: purchase.ceilingMinor } };
  }
  const ask = buyerOfferLine(state, pending.move, pending.proposal.round, 0, pending.proposal.state)?.priceMinor ?? null;
  const accepting = ask !== null && ask <= p;
  const price = accepting ? Math.max(ask, before.priceMinor ?? ask) : p;
  if (pending.context) {
    // The sale's check: the constraints matching this price, and the purchase's invariants (the context's direction).
    const verdict = checkModifiedPrice(facts.policies, pending.context, { action: accepting ? "accept" : "counter", priceMinor: price });
    if (!verdict.ok) return { ok: false, refused: "invalid-human-decision", detail: `The modified price breaks a policy: ${verdict.reason}.`, bounds: verdict.bounds };
  }
  return governedDecision(bare as Decision, { action: accepting ? "accept" : "counter", priceMinor: price, reasons: ["HUMAN_MODIFIED"] }, before);
}

/** The terms a modified price goes with: the proposal's own package, or for a hold or a rejection the standing one; null for price only. */
function packageTerms(proposal: Decision, before: Standing): TermValues | null {
  if (proposal.action === "counter" || proposal.action === "accept") return proposal.terms ?? before.terms;
  return before.terms ?? proposal.terms ?? null;
}

/** Whether a modified offer would concede upward: above the standing offer, as a price with the offered terms (package-bounds.ts). */
function aboveStanding(facts: NegotiationFacts, p: number, offered: TermValues | null, before: Standing): boolean {
  const ceiling = standingCeiling(facts.config, before, offered);
  return ceiling !== null && p > ceiling;
}

function withoutOptions(d: Omit<Decision, "explanation">): Omit<Decision, "explanation"> {
  const { options: _options, ...rest } = d;
  return rest;
}
