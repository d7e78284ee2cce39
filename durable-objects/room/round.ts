/**
 * What happens when a buyer moves (opens, counters, accepts): decide → govern → apply.
 * The kernel decides from the state and the configuration snapshotted at open; the policies snapshotted at
 * open judge the decision; the outcome commits in the caller's transaction (NegotiationRoom.guarded, after
 * the checks every buyer request passes). ALLOW applies the kernel's decision, CONSTRAINT the constrained one
 * (already re-checked against the kernel's invariants), ESCALATE and PAUSE hold the shop's offer for a person
 * (escalations.ts). Recommendation, evaluation and outcome all go to the hash-chained audit log and the outbox.
 */
import { decide } from "../../kernel";
import type { BuyerMove, Decision } from "../../kernel/types";
import { constrainedDecision, countsTowardBreaker, evaluatePolicies, policyContext, type PolicyEvaluation } from "../../policies";
import { fail, ok, type RpcResult } from "../problem";
import type { OfferHistoryEntry } from "../views";
import type { Escalations } from "./escalations";
import type { RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";
import type { PrivateSnapshot } from "./opening";
import { buyerMoveTrace } from "../../tactics";

/** A counter-offer as a kernel move; an offer in another currency is refused. */
export function counterMove(row: RoomRow, priceMinor: number, currency: string | undefined): BuyerMove | RpcResult<never> {
  if (currency !== undefined && currency !== row.config.currency) {
    return fail("currency-mismatch", `This negotiation is in ${row.config.currency}; the offer was in ${currency}.`);
  }
  return { kind: "counter", priceMinor };
}

/** Taking the shop's standing offer; there is none before the shop has made one. */
export function acceptMove(row: RoomRow): BuyerMove | RpcResult<never> {
  return row.shop_offer_minor === null ? fail("no-standing-offer") : { kind: "accept" };
}

/**
 * One round: tactics are detected, the kernel decides, the policies judge, the state moves. Returns the row as
 * committed. `message`: the buyer's free text that carried the move, if any (the detectors read it too).
 */
export function playRound(store: RoomStore, escalations: Escalations, row: RoomRow, move: BuyerMove, now: number, message?: string): RpcResult<RoomRow> {
  const secret = store.privateSnapshot();
  const seen = store.tactics.detect(row, buyerMoveTrace(move, { round: row.round, standingOfferMinor: row.shop_offer_minor }, now, message));
  const tacticsSeen = seen.map((t) => t.tactic);
  const decision = decide({ config: row.config, state: row.kernelState, move, now, draws: secret.draws, insight: secret.insight, tacticsSeen });
  if (decision.reasons.includes("INVALID_INPUT")) return fail("invalid-offer", "The offer cannot be evaluated against this negotiation.");
  store.tactics.note(seen, decision.round, now);
  return ok(govern(store, escalations, row, move, decision, now, secret, tacticsSeen));
}

/** Governance around a kernel decision: judged, recorded, then committed as the policies say. */
export function govern(
  store: RoomStore,
  escalations: Escalations,
  row: RoomRow,
  move: BuyerMove,
  decision: Decision,
  now: number,
  { authenticated, resumed }: Pick<PrivateSnapshot, "authenticated" | "resumed">,
  tacticsSeen: readonly string[] = [],
): RoomRow {
  const { policies, policyInputs } = store.policies();
  const context = policyContext({
    config: row.config,
    decision,
    move,
    standingOfferMinor: row.shop_offer_minor,
    quantity: row.quantity,
    productId: row.product_id,
    buyerId: row.buyer_id,
    elapsedMs: now - row.opened_at,
    inputs: policyInputs,
    authenticated,
    resumed,
    tacticsSeen,
    tacticsSoFar: store.tactics.names(),
  });
  const evaluation = evaluatePolicies(policies, context);
  record(store, row, move, decision, evaluation, authenticated, now);
  if (evaluation.outcome === "ALLOW") return applyDecision(store, row, move, decision, now);
  // Constraints apply before anything else: an escalation waits on the constrained proposal, never the raw one.
  const proposal = constrainedDecision(decision, evaluation);
  if (evaluation.outcome === "CONSTRAINT") return applyDecision(store, row, move, proposal, now);
  return escalations.open(row, move, proposal, evaluation, context, now);
}

/** The recommendation and its evaluation, in the audit log and as events (one per policy that did not simply allow). */
function record(store: RoomStore, row: RoomRow, move: BuyerMove, decision: Decision, evaluation: PolicyEvaluation, authenticated: boolean, now: number): void {
  const { journal } = store;
  // The audit keeps what was decided and why; the kernel's own state (the buyer model) stays in the state row.
  const { state: _state, ...recommended } = decision;
  journal.audit("recommendation", { move, decision: recommended }, now);
  journal.audit(
    "policy-evaluation",
    {
      policyVersion: row.policy_version,
      outcome: evaluation.outcome,
      matched: evaluation.matched.map((m) => m.policyId),
      action: evaluation.action,
      priceMinor: evaluation.priceMinor,
      invariantViolation: evaluation.invariantViolation ?? null,
      errors: evaluation.errors,
      // Anonymous buyers' decisions never count toward the circuit breaker: a stranger cannot pause the shop.
      counted: countsTowardBreaker({ authenticated, overRateLimit: false }),
      productId: row.product_id,
    },
    now,
  );
  journal.event("agent.recommendation", "agent", now, {
    round: decision.round,
    kind: decision.action,
    recommendation: { priceMinor: decision.priceMinor, status: decision.status, reasons: decision.reasons },
    rationale: `kernel ${row.config.strategy.kind}; policies: ${evaluation.outcome}`,
    confidence: 1,
  });
  for (const m of evaluation.matched.filter((x) => x.action !== "ALLOW")) {
    journal.event("policy.violation", "system", now, {
      policyId: m.policyId,
      outcome: m.action.toLowerCase(),
      severity: m.severity,
      details: { round: decision.round, description: m.description, priceMinor: evaluation.priceMinor },
    });
  }
}

/** The buyer's latest bid after a move: an accept, or an opening without a price, names no new bid, so the last one stands. */
export function buyerOfferAfter(row: RoomRow, move: BuyerMove): number | null {
  return move.kind === "accept" ? row.buyer_offer_minor : (move.priceMinor ?? row.buyer_offer_minor);
}

/** The buyer's side of a move as the offer history records it, or null when it names no price. */
export function buyerOffer(row: RoomRow, move: BuyerMove): { kind: OfferHistoryEntry["kind"]; priceMinor: number } | null {
  const priceMinor = move.kind === "accept" ? row.shop_offer_minor : (move.priceMinor ?? null);
  if (priceMinor === null) return null;
  return { kind: move.kind === "accept" ? "accept" : move.kind === "open" ? "offer" : "counter", priceMinor };
}

/**
 * Commits a decision the policies let through (or a person made), inside the caller's transaction: the
 * offers, the new state, the outcome when it closes the negotiation, and the events. `buyerRecorded`: the
 * buyer's offer is already in the history (it was recorded when the move was escalated).
 */
export function applyDecision(store: RoomStore, row: RoomRow, move: BuyerMove, decision: Decision, now: number, buyerRecorded = false): RoomRow {
  const { journal } = store;
  const round = decision.round;
  const bid = buyerOffer(row, move);
  if (bid && !buyerRecorded) journal.offer(round, "buyer", bid.kind, bid.priceMinor, [], now);
  // Taking the shop's standing offer as it stands needs no answer from the shop.
  if (move.kind !== "accept" || decision.action !== "accept") journal.offer(round, "shop", decision.action, decision.priceMinor, decision.reasons, now, decision.explanation);
  const shopOffer = decision.action === "counter" || decision.action === "hold" ? decision.priceMinor : row.shop_offer_minor;
  const buyerOfferMinor = buyerOfferAfter(row, move);
  const status = decision.status;
  if (status !== "open") journal.audit("outcome", { status, priceMinor: decision.priceMinor, round, reasons: decision.reasons }, now);
  const after = store.setState(
    `round = ?, shop_offer_minor = ?, buyer_offer_minor = ?, agreed_price_minor = ?,
       last_action = ?, last_reasons = ?, status = ?, updated_at = ?, closed_at = ?, kernel_state = ?`,
    round,
    shopOffer,
    buyerOfferMinor,
    status === "agreed" ? decision.priceMinor : null,
    decision.action,
    JSON.stringify(decision.reasons),
    status,
    now,
    status === "open" ? null : now,
    JSON.stringify({ ...decision.state, lastShopOfferMinor: shopOffer }),
  );
  journal.event("round.decided", "shop", now, { round, move, action: decision.action, priceMinor: decision.priceMinor, reasons: decision.reasons, status });
  if (status !== "open") {
    journal.event(`negotiation.${status}`, "shop", now, { round, agreedPriceMinor: status === "agreed" ? decision.priceMinor : null, quantity: row.quantity });
  }
  return after;
}
