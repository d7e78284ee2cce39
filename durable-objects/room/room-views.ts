/**
 * What the room shows: to the buyer and the shop (a round's answer, the whole negotiation) and to the shop's index.
 * A package agreement shows the switches it offers while they are on offer; history lines show the switches offered
 * with them and the switches taken (kind `switch`). The shop's view of a negotiation the fleet assigned carries the
 * assignment (`assignment`: the agent, every candidate's score or exclusions, the rule, as the `fleet.assignment`
 * audit entry records it); the buyer's never does, nor says a fleet exists. A buyer's round answer carries the
 * agent's reply style for the worker's words only (roundAnswer); no view carries it.
 */
import { switchesLapseAt, switchesOnOffer } from "../../governed-round";
import { publicReasons } from "../../kernel";
import type { BuyerMove, Decision, Explanation, PackageOption, ReasonCode, TermValues } from "../../kernel/types";
import { iso } from "../../common/time";
import type { Audience, EscalationView, NegotiationSummary, NegotiationView, OfferHistoryEntry, PackageOptionView, RoomRoundResult, RoundResult, SummaryDecision } from "../views";
import type { PolicyEvaluationRow } from "./audit-log";
import { retryAfterSeconds, type EscalationTable } from "./escalation-table";
import { switchesTaken } from "./journal";
import { Messages } from "./messages";
import { seenTactics } from "./tactics-seen";
import { roundState, type EscalationRow, type RoomRow } from "./room-row";
import type { AssignmentRecord } from "../shop/fleet-store";
import type { LanguageStyle } from "../../fleet/types";

/** The fleet's assignment of a negotiation as the room's audit holds it: the Shop's record, with the negotiation id. */
export type NegotiationAssignment = AssignmentRecord & { negotiationId: string };

/** The negotiation as its shop sees it: `assignment` when the fleet assigned it (absent otherwise, and for the buyer). */
export type ShopNegotiationView = NegotiationView & { assignment?: NegotiationAssignment; replyStyle?: LanguageStyle };

interface OfferRow {
  seq: number;
  round: number;
  party: string;
  kind: string;
  price_minor: number | null;
  reasons: string;
  at: number;
  explanation: string | null;
  terms: string | null;
  options: string | null;
  switches: string | null;
  [column: string]: SqlStorageValue;
}

/** Options as a buyer reads them: each with its total for the negotiation's quantity. */
function optionViews(options: readonly PackageOption[], quantity: number): PackageOptionView[] {
  return options.map((o) => ({ id: o.id, priceMinor: o.priceMinor, totalMinor: o.priceMinor * quantity, terms: o.terms }));
}

/** The standing package beside the standing price: its terms and, when there are several, its options (empty for price only). */
export function standingPackage(row: RoomRow): { terms?: TermValues; options?: PackageOptionView[] } {
  const pkg = row.kernelState.package;
  if (!pkg?.shopTerms) return {};
  return { terms: pkg.shopTerms, ...(pkg.options && pkg.options.length > 1 ? { options: optionViews(pkg.options, row.quantity) } : {}) };
}

/**
 * The switches a package agreement offers now (governed-round/switch.ts), each with its total, and when they lapse;
 * nothing once none is on offer (a price-only deal, after the last switch, after they lapsed).
 */
export function agreementSwitches(row: RoomRow, now: number): { switches?: PackageOptionView[]; switchesUntil?: string } {
  const switches = switchesOnOffer(roundState(row), row.closed_at, now);
  if (switches.length === 0 || row.closed_at === null) return {};
  return { switches: optionViews(switches, row.quantity), switchesUntil: iso(switchesLapseAt(row.closed_at)) };
}

export class RoomViews {
  private readonly messages: Messages;

  constructor(
    private readonly sql: SqlStorage,
    private readonly escalations: EscalationTable,
  ) {
    this.messages = new Messages(sql);
  }

  /**
   * The answer to every round, and the response stored for its replay. A buyer never sees floor-revealing
   * reasons, nor that a person is reviewing: a held move is an open negotiation whose shop offer holds, with a
   * Retry-After (the shop sees `escalated`).
   */
  roundResult(row: RoomRow, audience: Audience): RoundResult {
    const { config } = row;
    const reasons = JSON.parse(row.last_reasons ?? "[]") as ReasonCode[];
    return {
      negotiationId: row.id,
      shopId: row.shop_id,
      productId: row.product_id,
      quantity: row.quantity,
      currency: config.currency,
      status: audience === "buyer" && row.status === "escalated" ? "open" : row.status,
      round: row.round,
      maxRounds: config.maxRounds,
      expiresAt: iso(row.expires_at),
      decision: {
        action: (row.last_action ?? "counter") as RoundResult["decision"]["action"],
        reasons: audience === "buyer" ? publicReasons(reasons) : reasons,
      },
      shopOffer:
        (row.status === "open" || row.status === "escalated") && row.shop_offer_minor !== null
          ? { priceMinor: row.shop_offer_minor, totalMinor: row.shop_offer_minor * row.quantity, currency: config.currency, validUntil: iso(row.expires_at), ...standingPackage(row) }
          : null,
      agreement:
        row.status === "agreed" && row.agreed_price_minor !== null
          ? {
              priceMinor: row.agreed_price_minor,
              totalMinor: row.agreed_price_minor * row.quantity,
              currency: config.currency,
              agreedAt: iso(row.closed_at ?? row.updated_at),
              ...(row.agreedTerms ? { terms: row.agreedTerms } : {}),
              ...agreementSwitches(row, Date.now()),
            }
          : null,
      ...(row.status === "escalated" ? { retryAfterSeconds: retryAfterSeconds(this.escalations.pending(), Date.now()) } : {}),
    };
  }

  /**
   * A buyer's round as the worker words it: the buyer's answer and the assigned agent's reply style, when there is
   * one (views.ts RoomRoundResult; the worker strips it). Never in a view: roundResult itself carries no style.
   */
  roundAnswer(row: RoomRow): RoomRoundResult {
    const answer: RoomRoundResult = this.roundResult(row, "buyer");
    if (row.reply_style !== null) answer.replyStyle = row.reply_style;
    return answer;
  }

  /** The negotiation with its offer history; the shop also sees the configuration snapshotted at open, floor included. */
  negotiationView(row: RoomRow, audience: Audience): ShopNegotiationView {
    const { decision, ...rest } = this.roundResult(row, audience);
    const history = this.sql
      .exec<OfferRow>("SELECT seq, round, party, kind, price_minor, reasons, at, explanation, terms, options, switches FROM offers ORDER BY seq")
      .toArray()
      .map((o): OfferHistoryEntry => {
        const reasons = JSON.parse(o.reasons) as ReasonCode[];
        return {
          seq: o.seq,
          round: o.round,
          party: o.party as OfferHistoryEntry["party"],
          kind: o.kind as OfferHistoryEntry["kind"],
          priceMinor: o.price_minor,
          reasons: audience === "buyer" ? publicReasons(reasons) : reasons,
          at: iso(o.at),
          ...(o.terms ? { terms: JSON.parse(o.terms) as TermValues } : {}),
          ...(o.options ? { options: optionViews(JSON.parse(o.options) as PackageOption[], row.quantity) } : {}),
          ...(o.switches ? { switches: optionViews(JSON.parse(o.switches) as PackageOption[], row.quantity) } : {}),
          // Why the shop offered what it did (its private reserve included; a package's utilities): the shop's eyes only.
          ...(audience === "shop" && o.explanation ? { explanation: JSON.parse(o.explanation) as Explanation } : {}),
        };
      });
    return {
      ...rest,
      buyer: { id: row.buyer_id, name: row.buyer_name },
      productName: row.product_name,
      lastDecision: row.last_action ? decision : null,
      openedAt: iso(row.opened_at),
      updatedAt: iso(row.updated_at),
      closedAt: row.closed_at === null ? null : iso(row.closed_at),
      history,
      // A buyer is not told its messages went to a person: the third unreadable one in a row shows as held.
      messages: audience === "buyer" ? this.messages.all().map((m) => (m.outcome === "escalated" ? { ...m, outcome: "held" } : m)) : this.messages.all(),
      ...(audience === "shop"
        ? {
            config: { ...row.config, productVersion: row.product_version },
            repliesRefused: this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM audit WHERE kind = 'reply-check'").one().n,
            tactics: seenTactics(this.sql),
            ...this.assignment(),
            ...(row.reply_style !== null ? { replyStyle: row.reply_style } : {}),
          }
        : {}),
    };
  }

  /** The `fleet.assignment` audit entry (written once, at open, when the fleet assigned the negotiation). */
  private assignment(): { assignment?: NegotiationAssignment } {
    const entry = this.sql.exec<{ data: string }>("SELECT data FROM audit WHERE kind = 'fleet.assignment' ORDER BY seq LIMIT 1").toArray()[0];
    return entry ? { assignment: JSON.parse(entry.data) as NegotiationAssignment } : {};
  }

  /** What the shop's index keeps, with the policy evaluations it has not seen yet (for its circuit breaker). */
  summary(row: RoomRow, evaluations: PolicyEvaluationRow[]): NegotiationSummary {
    const latest = this.escalations.latest();
    const switches = row.agreedTerms ? switchesTaken(this.sql) : 0;
    return {
      negotiationId: row.id,
      productId: row.product_id,
      buyerId: row.buyer_id,
      quantity: row.quantity,
      currency: row.config.currency,
      status: row.status,
      round: row.round,
      shopOfferMinor: row.shop_offer_minor,
      agreedPriceMinor: row.agreed_price_minor,
      ...(row.agreedTerms ? { agreedTerms: row.agreedTerms } : {}),
      ...(switches > 0 ? { switchesTaken: switches } : {}),
      openedAt: row.opened_at,
      updatedAt: row.updated_at,
      version: row.version,
      escalation: latest ? escalationView(latest) : null,
      decisions: summaryDecisions(evaluations),
      decisionsThroughSeq: row.audit_seq,
    };
  }
}

/** Each policy evaluation for the breaker, with the pause the escalation right after it asked for, if any. */
function summaryDecisions(rows: PolicyEvaluationRow[]): SummaryDecision[] {
  const decisions: SummaryDecision[] = [];
  for (const row of rows) {
    const data = JSON.parse(row.data) as Record<string, unknown>;
    if (row.kind === "escalation") {
      const last = decisions.at(-1);
      if (last && typeof data.pauseUntil === "number") last.pauseUntil = data.pauseUntil;
      continue;
    }
    decisions.push({
      seq: row.seq,
      at: row.at,
      outcome: data.outcome as SummaryDecision["outcome"],
      invariantViolation: (data.invariantViolation as string | null) ?? null,
      errors: (data.errors as unknown[]) ?? [],
      // Rooms from before buyers authenticated recorded no flag: their (anonymous) decisions do not count.
      counted: data.counted === true,
      pauseUntil: null,
    });
  }
  return decisions;
}

export function escalationView(e: EscalationRow): EscalationView {
  const proposed = JSON.parse(e.proposed) as Decision;
  const move = JSON.parse(e.move) as BuyerMove;
  return {
    escalationId: e.id,
    negotiationId: e.id.split("_")[1]!,
    status: e.status,
    policyId: e.policy_id,
    assignee: e.assignee,
    reason: e.reason,
    onTimeout: e.on_timeout,
    timeoutAt: iso(e.timeout_at),
    createdAt: iso(e.created_at),
    decidedAt: e.decided_at === null ? null : iso(e.decided_at),
    proposed: { action: proposed.action, priceMinor: proposed.priceMinor, reasons: proposed.reasons, ...(proposed.terms ? { terms: proposed.terms } : {}) },
    buyerPriceMinor: move.kind === "accept" ? null : (move.priceMinor ?? null),
    ...buyerTermsOf(proposed, move),
    note: e.note,
  };
}

/** A package bid's whole package (its named terms completed as the negotiator read them), for the person reviewing it. */
function buyerTermsOf(proposed: Decision, move: BuyerMove): { buyerTerms?: TermValues } {
  if (move.kind === "accept" || move.priceMinor === undefined) return {};
  const terms = proposed.state?.package?.buyerTerms ?? move.terms;
  return terms ? { buyerTerms: terms } : {};
}
