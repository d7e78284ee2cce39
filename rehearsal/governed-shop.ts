/**
 * One simulated buyer's shop: the real kernel decides, the real policy evaluator judges every decision, as in a
 * negotiation room, minus storage and people. An escalation (or a PAUSE) is settled the way it would be if
 * nobody answered it: by its own timeout action (approve commits the constrained proposal, reject ends the
 * negotiation). The buyer may withdraw and reopen (the restarter): the shop remembers its standing offer and
 * rounds, as the buyer's account does in production, so a new negotiation resumes the old one.
 */
import { decide, rememberOutcome, resumeState, type BuyerMove, type BuyerProductMemory, type Decision, type Insight, type NegotiationConfig, type NegotiationState, type PrivateDraws } from "../kernel";
import { constrainedDecision, evaluatePolicies, policyContext, type PolicyInputs, type PolicySet } from "../policies";
import { buyerMoveTrace, detectTactics, newlyDetected, type DetectedTactic, type TraceMove } from "../tactics";
import type { BuyerClient, BuyerView } from "./buyers/types";

/** Simulated time between two buyer calls, as in the tournament. */
export const CALL_GAP_MS = 30_000;
const START_MS = 1_700_000_000_000;

export interface BuyerFacts {
  buyerId: string;
  productId: string;
  quantity: number;
  draws: PrivateDraws;
  /** What the learner hands this buyer's negotiations (its arm's tactics, the acceptance curve), as at open. */
  insight?: Insight;
  inputs: PolicyInputs;
}

export interface GovernedShopOptions {
  config: NegotiationConfig;
  policies: PolicySet;
  /** Run the tactic detectors each round (only needed when policies or counter-tactics read them). */
  detectTactics: boolean;
}

export class GovernedShop implements BuyerClient {
  /** Policy decisions judged, and how many were escalated or paused. */
  decisions = 0;
  escalations = 0;
  constrained = 0;
  private now = START_MS;
  private memory: BuyerProductMemory | null = null;
  private state!: NegotiationState;
  private view!: BuyerView;
  private resumed = false;
  private moves: TraceMove[] = [];
  private tactics: DetectedTactic[] = [];

  constructor(private readonly options: GovernedShopOptions, private readonly buyer: BuyerFacts) {}

  open(_productId: string, openingBidMinor?: number): { negotiationId: string; view: BuyerView } {
    this.now += CALL_GAP_MS;
    this.state = resumeState(this.options.config, this.memory, this.now);
    this.resumed = this.memory !== null;
    this.moves = [];
    this.tactics = [];
    this.view = { status: "open", shopOfferMinor: null, agreedPriceMinor: null, round: 0, maxRounds: this.options.config.maxRounds };
    this.play(openingBidMinor === undefined ? { kind: "open" } : { kind: "open", priceMinor: openingBidMinor });
    return { negotiationId: this.buyer.buyerId, view: this.view };
  }

  counter(_id: string, priceMinor: number): BuyerView {
    this.now += CALL_GAP_MS;
    this.play({ kind: "counter", priceMinor });
    return this.view;
  }

  accept(_id: string): BuyerView {
    this.now += CALL_GAP_MS;
    this.play({ kind: "accept" });
    return this.view;
  }

  withdraw(_id: string): BuyerView {
    this.now += CALL_GAP_MS;
    this.close(null);
    this.view = { ...this.view, status: "withdrawn" };
    return this.view;
  }

  private play(move: BuyerMove): void {
    const { config, policies } = this.options;
    const standing = this.state.lastShopOfferMinor;
    const seen = this.options.detectTactics ? this.detect(move) : [];
    const decision = decide({ config, state: this.state, move, now: this.now, draws: this.buyer.draws, ...(this.buyer.insight ? { insight: this.buyer.insight } : {}), tacticsSeen: seen });
    if (decision.reasons.includes("INVALID_INPUT")) throw new Error(`the kernel refused ${JSON.stringify(move)}`);
    const context = policyContext({
      config,
      decision,
      move,
      standingOfferMinor: standing,
      quantity: this.buyer.quantity,
      productId: this.buyer.productId,
      buyerId: this.buyer.buyerId,
      elapsedMs: this.now - this.state.openedAt,
      inputs: this.buyer.inputs,
      authenticated: true,
      resumed: this.resumed,
      tacticsSeen: seen,
      tacticsSoFar: this.tactics.map((t) => t.tactic),
    });
    const evaluation = evaluatePolicies(policies, context);
    this.decisions += 1;
    let final: Decision = decision;
    if (evaluation.outcome === "CONSTRAINT") {
      final = constrainedDecision(decision, evaluation);
      this.constrained += 1;
    } else if (evaluation.outcome === "ESCALATE" || evaluation.outcome === "PAUSE") {
      this.escalations += 1;
      final = (evaluation.escalation?.onTimeout ?? "reject") === "approve" ? constrainedDecision(decision, evaluation) : rejected(decision);
    }
    if (this.options.detectTactics) this.recordMoves(move, final, standing);
    this.state = { ...final.state, lastShopOfferMinor: final.action === "counter" || final.action === "hold" ? final.priceMinor : standing };
    this.view = {
      status: final.status,
      shopOfferMinor: this.state.lastShopOfferMinor,
      agreedPriceMinor: final.status === "agreed" ? final.priceMinor : null,
      round: final.round,
      maxRounds: config.maxRounds,
    };
    if (final.status !== "open") this.close(final);
  }

  private close(decision: Decision | null): void {
    this.memory = rememberOutcome(this.state, decision);
  }

  /** Tactics newly seen once this move joins the history, as the room hands them to the kernel and policies. */
  private detect(move: BuyerMove): string[] {
    const incoming = buyerMoveTrace(move, { round: this.state.round, standingOfferMinor: this.state.lastShopOfferMinor }, this.now);
    const { config } = this.options;
    const found = detectTactics({ anchorMinor: config.anchorMinor, maxRounds: config.maxRounds, openedAt: this.state.openedAt, moves: [...this.moves, incoming] });
    const fresh = newlyDetected(this.tactics, found);
    this.tactics = [...this.tactics, ...fresh];
    return fresh.map((t) => t.tactic);
  }

  private recordMoves(move: BuyerMove, decision: Decision, standing: number | null): void {
    const bid = move.kind === "accept" ? standing : (move.priceMinor ?? null);
    if (bid !== null) this.moves.push({ round: decision.round, party: "buyer", kind: move.kind === "accept" ? "accept" : "offer", priceMinor: bid, at: this.now });
    this.moves.push({ round: decision.round, party: "shop", kind: decision.action, priceMinor: decision.priceMinor, at: this.now });
  }
}

/** An escalation left to time out with "reject": the negotiation ends without a deal. */
function rejected(decision: Decision): Decision {
  return { ...decision, action: "reject", priceMinor: null, status: "rejected", reasons: [...decision.reasons, "ESCALATION_TIMED_OUT"] };
}
