/**
 * Escalations: a policy asked a person to decide the shop's next move. The shop's offer holds and the buyer
 * waits until the person approves, rejects or modifies what the negotiator proposed (already constrained),
 * or the policy's timeout action applies. A person's verdict is checked again against the constraints that
 * match it and the kernel's invariants: a human approval never bypasses a constraint. A verdict can only
 * move a negotiation that is still waiting on it.
 */
import type { BuyerMove, Decision } from "../../kernel/types";
import { checkModifiedPrice, reapplyConstraints, type PolicyContext, type PolicyEvaluation } from "../../policies";
import { fail, ok, type RpcResult } from "../problem";
import type { EscalationView } from "../views";
import type { RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";
import { applyDecision, buyerOffer, buyerOfferAfter } from "./round";

export interface EscalationRow {
  id: string;
  status: EscalationView["status"];
  policy_id: string | null;
  assignee: string;
  reason: string;
  on_timeout: "approve" | "reject";
  timeout_at: number;
  /** The kernel's decision (JSON) that waits for the person. */
  proposed: string;
  /** The buyer's move (JSON) it answers. */
  move: string;
  /** The policy context (JSON) it was raised in, for re-checking a verdict; null in older rooms. */
  context: string | null;
  created_at: number;
  decided_at: number | null;
  note: string | null;
  [column: string]: SqlStorageValue;
}

export interface HumanDecision {
  decision: "approve" | "reject" | "modify";
  /** With "modify": the unit price to offer instead. */
  priceMinor?: number;
  note?: string;
}

interface EscalationTerms {
  policyId: string | null;
  to: string;
  timeoutSeconds: number;
  onTimeout: "approve" | "reject";
  reason: string;
}

/** Without an ESCALATE policy's own terms (a PAUSE fired): the shop owner decides within the hour, or it is rejected. */
const PAUSE_ESCALATION = { to: "shop-owner", timeoutSeconds: 3_600, onTimeout: "reject" as const, reason: "the negotiator was paused by a policy (circuit breaker)" };

/** Three unclear messages in a row: the shop owner reads them within 30 minutes, or the negotiation goes on as it stood. */
const UNCLEAR_MESSAGES_ESCALATION: EscalationTerms = {
  policyId: null,
  to: "shop-owner",
  timeoutSeconds: 1_800,
  onTimeout: "approve",
  reason: "the buyer's last three messages could not be read with confidence",
};

export class Escalations {
  constructor(
    private readonly sql: SqlStorage,
    private readonly store: RoomStore,
  ) {}

  /** The oldest escalation still waiting for a person. */
  pending(): EscalationRow | null {
    return this.sql.exec<EscalationRow>("SELECT * FROM escalations WHERE status = 'pending' ORDER BY created_at LIMIT 1").toArray()[0] ?? null;
  }

  byId(id: string): EscalationRow | null {
    return this.sql.exec<EscalationRow>("SELECT * FROM escalations WHERE id = ?", id).toArray()[0] ?? null;
  }

  /** The escalation the negotiation waits on, or the last one decided. */
  latest(): EscalationRow | null {
    return this.sql.exec<EscalationRow>("SELECT * FROM escalations ORDER BY created_at DESC LIMIT 1").toArray()[0] ?? null;
  }

  all(): EscalationRow[] {
    return this.sql.exec<EscalationRow>("SELECT * FROM escalations ORDER BY created_at").toArray();
  }

  /**
   * ESCALATE or PAUSE, inside the round's transaction: record the buyer's move, hold the shop's offer, wait for
   * a person. `decision` is the proposal with the matching constraints already applied. The wait never outlasts
   * the negotiation's own deadline.
   */
  open(row: RoomRow, move: BuyerMove, decision: Decision, evaluation: PolicyEvaluation, context: PolicyContext, now: number): RoomRow {
    const esc = evaluation.escalation ?? { ...PAUSE_ESCALATION, policyId: evaluation.pause?.policyId ?? null };
    const pauseUntil = evaluation.pause ? now + evaluation.pause.durationSeconds * 1000 : null;
    return this.waitForPerson(row, move, decision, esc, context, pauseUntil, now);
  }

  /**
   * The buyer's messages could not be read, several in a row: a person reads them. The shop's offer holds; the
   * proposal is to go on as before (the timeout approves it), and a person may instead offer a price (checked
   * against the policies like any verdict) or end the negotiation.
   */
  openForUnclearMessages(row: RoomRow, context: PolicyContext, now: number): RoomRow {
    const hold: Decision = {
      action: "hold",
      priceMinor: row.shop_offer_minor,
      status: "open",
      round: row.round,
      reasons: ["CLARIFICATION_NEEDED"],
      state: row.kernelState,
    };
    // A move that names no price: the buyer only wrote words.
    return this.waitForPerson(row, { kind: "open" }, hold, UNCLEAR_MESSAGES_ESCALATION, context, null, now);
  }

  /** Records the escalation, holds the shop's offer, and puts the negotiation in `escalated`. */
  private waitForPerson(row: RoomRow, move: BuyerMove, decision: Decision, esc: EscalationTerms, context: PolicyContext, pauseUntil: number | null, now: number): RoomRow {
    const { journal } = this.store;
    const count = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM escalations").one().n;
    const id = `esc_${row.id}_${count + 1}`;
    const timeoutAt = Math.min(now + esc.timeoutSeconds * 1000, row.expires_at);
    this.sql.exec(
      `INSERT INTO escalations (id, status, policy_id, assignee, reason, on_timeout, timeout_at, proposed, move, created_at, context)
       VALUES (?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      esc.policyId,
      esc.to,
      esc.reason,
      esc.onTimeout,
      timeoutAt,
      JSON.stringify(decision),
      JSON.stringify(move),
      now,
      JSON.stringify(context),
    );
    const bid = buyerOffer(row, move);
    if (bid) journal.offer(decision.round, "buyer", bid.kind, bid.priceMinor, [], now);
    if (row.shop_offer_minor !== null) journal.offer(decision.round, "shop", "hold", row.shop_offer_minor, ["POLICY_ESCALATED"], now);
    journal.audit("escalation", { escalationId: id, policyId: esc.policyId, assignee: esc.to, reason: esc.reason, timeoutAt, onTimeout: esc.onTimeout, pauseUntil }, now);
    // The buyer's move counts (its round, its bid, the buyer model) while the shop's offer holds.
    const after = this.store.setState(
      "status = 'escalated', round = ?, buyer_offer_minor = ?, last_action = 'hold', last_reasons = ?, updated_at = ?, kernel_state = ?",
      decision.round,
      buyerOfferAfter(row, move),
      JSON.stringify(["POLICY_ESCALATED"]),
      now,
      JSON.stringify({ ...decision.state, lastShopOfferMinor: row.shop_offer_minor }),
    );
    journal.event("negotiation.escalated", "system", now, { round: decision.round, escalationId: id, policyId: esc.policyId, assignee: esc.to });
    return after;
  }

  /**
   * A person's decision on a pending escalation (or the policy's timeout action), committed in a transaction
   * of its own: approve commits what the negotiator proposed, reject ends the negotiation, modify offers
   * another price. Returns the row as committed.
   */
  resolve(row: RoomRow, escalationId: string, human: HumanDecision, timedOut: boolean): RpcResult<RoomRow> {
    const esc = this.byId(escalationId);
    if (!esc) return fail("not-found", "No such escalation.");
    if (esc.status !== "pending") return fail("escalation-closed", `This escalation was already ${esc.status}.`);
    // A verdict moves only a negotiation that is still waiting on it: never one that has since closed.
    if (row.status !== "escalated") return fail("escalation-closed", `The negotiation is ${row.status}; this escalation lapsed.`);
    const move = JSON.parse(esc.move) as BuyerMove;
    const now = Date.now();
    const context = esc.context ? (JSON.parse(esc.context) as PolicyContext) : null;
    const decision = humanDecision(row, JSON.parse(esc.proposed) as Decision, move, human, timedOut, context ? { context, policies: this.store.policies().policies } : null);
    if ("ok" in decision) return decision;
    const status: EscalationView["status"] = timedOut ? "timed-out" : human.decision === "approve" ? "approved" : human.decision === "reject" ? "rejected" : "modified";
    return ok(
      this.store.transaction(() => {
        this.sql.exec("UPDATE escalations SET status = ?, decided_at = ?, note = ? WHERE id = ?", status, now, human.note ?? null, escalationId);
        this.store.journal.audit("human-decision", { escalationId, decision: human.decision, priceMinor: human.priceMinor ?? null, note: human.note ?? null, timedOut }, now);
        return applyDecision(this.store, row, move, decision, now, true);
      }),
    );
  }

  /** The negotiation closed (withdrawn, expired) inside the caller's transaction: a review still pending lapses. */
  lapse(now: number, note: string): void {
    this.sql.exec("UPDATE escalations SET status = 'rejected', decided_at = ?, note = ? WHERE status = 'pending'", now, note);
  }
}

/** What a verdict is checked against: the context the escalation was raised in and the negotiation's policy set. */
export interface VerdictCheck {
  context: PolicyContext;
  policies: Parameters<typeof reapplyConstraints>[0];
}

/**
 * The decision a person's verdict stands for. An approval (or a timeout that approves) commits the proposal
 * with the constraints applied again; a modified offer must keep the kernel's invariants (a whole number of
 * minor units, floor ≤ price ≤ list price, never above the standing offer) and every matching constraint,
 * and when the buyer already bid at least that much the deal closes at the buyer's bid, not below it.
 */
export function humanDecision(row: RoomRow, proposed: Decision, move: BuyerMove, human: HumanDecision, timedOut: boolean, check: VerdictCheck | null): Decision | RpcResult<never> {
  const round = proposed.round;
  const kernelState = proposed.state ?? row.kernelState;
  const rejected = (reason: "ESCALATION_TIMED_OUT" | "HUMAN_REJECTED"): Decision => ({
    action: "reject",
    priceMinor: row.shop_offer_minor,
    status: "rejected",
    round,
    reasons: [reason],
    state: { ...kernelState, lastShopOfferMinor: row.shop_offer_minor },
  });
  if (human.decision === "reject") return rejected(timedOut ? "ESCALATION_TIMED_OUT" : "HUMAN_REJECTED");
  if (human.decision === "approve") {
    const settled = check ? reapplyConstraints(check.policies, check.context, { action: proposed.action, priceMinor: proposed.priceMinor }) : null;
    if (settled && !settled.ok) {
      // Approving would break a constraint: a timeout falls back to rejecting; a person is told why.
      if (timedOut) return rejected("ESCALATION_TIMED_OUT");
      return fail("invalid-human-decision", `Approving would break a policy: ${settled.violation}. Modify the price instead.`);
    }
    const action = settled?.ok ? settled.action : proposed.action;
    const priceMinor = settled?.ok ? settled.priceMinor : proposed.priceMinor;
    const status = action === "accept" ? "agreed" : action === "reject" ? "rejected" : "open";
    const state = action === "counter" || action === "hold" ? { ...kernelState, lastShopOfferMinor: priceMinor } : kernelState;
    return { ...proposed, action, priceMinor, status, state, reasons: [...proposed.reasons, timedOut ? "ESCALATION_TIMED_OUT" : "HUMAN_APPROVED"] };
  }
  const p = human.priceMinor;
  const standing = row.shop_offer_minor;
  if (p === undefined || !Number.isSafeInteger(p) || p < row.config.floorMinor || p > row.config.anchorMinor || (standing !== null && p > standing)) {
    return fail("invalid-human-decision", "A modified offer must be a whole number of minor units between the floor and the list price, and not above the shop's standing offer.");
  }
  const bid = buyerOffer(row, move)?.priceMinor ?? null;
  const accepting = bid !== null && bid >= p;
  // The buyer offered `bid`: a deal at a price the person allowed closes at that bid (capped at the standing offer).
  const price = accepting ? Math.min(bid, standing ?? bid) : p;
  if (check) {
    const verdict = checkModifiedPrice(check.policies, check.context, { action: accepting ? "accept" : "counter", priceMinor: price });
    if (!verdict.ok) {
      return fail("invalid-human-decision", `The modified price breaks a policy: ${verdict.reason}.`, { bounds: verdict.bounds });
    }
  }
  return accepting
    ? { action: "accept", priceMinor: price, status: "agreed", round, reasons: ["HUMAN_MODIFIED"], state: kernelState }
    : { action: "counter", priceMinor: p, status: "open", round, reasons: ["HUMAN_MODIFIED"], state: { ...kernelState, lastShopOfferMinor: p } };
}

/** When a buyer waiting on a person should ask again: at the escalation's timeout (a minute when none is pending). */
export function retryAfterSeconds(pending: EscalationRow | null, now: number): number {
  return pending ? Math.max(1, Math.ceil((pending.timeout_at - now) / 1000)) : 60;
}
