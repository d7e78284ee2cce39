/**
 * One simulated buyer's shop: every move goes through the governed round the live negotiation room commits
 * (governed-round/), minus storage and people. An escalation (or a PAUSE) is settled the way it would be if
 * nobody answered it: by the policy's timeout action, through the same verdict function the room's alarm
 * calls (an approval re-checked against the constraints, a rejection keeping the standing offer). The buyer
 * may withdraw and reopen (the restarter): the shop remembers its standing offer and rounds, as the buyer's
 * account does in production, so a new negotiation resumes the old one.
 *
 * A package product's buyer sends the same moves with terms (`send`), accepts an option by id, and after a deal
 * on its own package may take one of the switches the agreement offers (`switchAgreement`), through the governed
 * switch the room commits: a switch the policies would not let through as the deal it makes is refused.
 */
import {
  expireNegotiation,
  openingState,
  playGovernedRound,
  settleEscalation,
  traceOf,
  withdrawNegotiation,
  type Effects,
  type HistoryOffer,
  type NegotiationFacts,
  type RoundState,
} from "../governed-round";
import { switchesOnOffer, takeSwitch } from "../governed-round/switch";
import { rememberOutcome, resumeState, type BuyerMove, type BuyerProductMemory, type Insight, type NegotiationConfig, type PackageOption, type PrivateDraws } from "../kernel";
import type { PolicyInputs, PolicySet } from "../policies";
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
  /** The buyer presented a credential (default: yes). */
  authenticated?: boolean;
}

export interface GovernedShopOptions {
  config: NegotiationConfig;
  policies: PolicySet;
  /** Run the tactic detectors each round (only needed when policies or counter-tactics read them). */
  detectTactics: boolean;
  /** The simulation's clock; without one, each call comes CALL_GAP_MS after the last. */
  clock?: { now(): number };
}

/** What one move came to, escalation settled: for tests that compare a rehearsal with the live room. */
export interface SettledMove {
  escalated: boolean;
  state: RoundState;
}

export class GovernedShop implements BuyerClient {
  /** Policy decisions judged, and how many were escalated or paused, or changed by a constraint. */
  decisions = 0;
  escalations = 0;
  constrained = 0;
  /** Switches of a package agreement taken, and refused because the policies would not let the switched deal through. */
  switches = 0;
  switchesRefused = 0;
  /** The last move, as it settled. */
  last: SettledMove | null = null;
  private now = START_MS;
  private memory: BuyerProductMemory | null = null;
  private negotiations = 0;
  private facts!: NegotiationFacts;
  private state!: RoundState;
  private offers: HistoryOffer[] = [];
  private seen: string[] = [];
  private escalationsHere = 0;
  /** When the current negotiation's deal was made (its switches lapse a day later), or null; switches taken of it. */
  private agreedAt: number | null = null;
  private switchesHere = 0;

  constructor(
    private readonly options: GovernedShopOptions,
    private readonly buyer: BuyerFacts,
  ) {}

  open(_productId: string, openingBidMinor?: number): { negotiationId: string; view: BuyerView } {
    this.begin(openingBidMinor === undefined ? { kind: "open" } : { kind: "open", priceMinor: openingBidMinor });
    return { negotiationId: this.facts.negotiationId, view: this.view() };
  }

  /** Opens a negotiation (resuming the buyer's last one on the product) with an opening move; the state it leaves. */
  begin(opening: Extract<BuyerMove, { kind: "open" }>): RoundState {
    this.tick();
    const { config, policies } = this.options;
    this.negotiations += 1;
    this.facts = {
      negotiationId: `${this.buyer.buyerId}-${this.negotiations}`,
      config,
      productId: this.buyer.productId,
      buyerId: this.buyer.buyerId,
      quantity: this.buyer.quantity,
      openedAt: this.now,
      expiresAt: this.now + config.ttlMs,
      draws: this.buyer.draws,
      insight: this.buyer.insight ?? {},
      authenticated: this.buyer.authenticated ?? true,
      resumed: this.memory !== null,
      policies,
      policyVersion: 0,
      policyInputs: this.buyer.inputs,
    };
    this.state = openingState(resumeState(config, this.memory, this.now, this.buyer.draws, this.buyer.insight));
    this.offers = [];
    this.seen = [];
    this.escalationsHere = 0;
    this.switchesHere = 0;
    this.agreedAt = null;
    this.play(opening);
    return this.state;
  }

  counter(_id: string, priceMinor: number): BuyerView {
    return this.move({ kind: "counter", priceMinor });
  }

  accept(_id: string): BuyerView {
    return this.move({ kind: "accept" });
  }

  withdraw(_id: string): BuyerView {
    this.tick();
    const closed = this.isPastDeadline() ? expireNegotiation(this.state, this.facts.expiresAt, this.now) : withdrawNegotiation(this.state);
    this.take(closed.next, closed.effects);
    this.memory = rememberOutcome(this.state.kernel, null);
    return this.view();
  }

  private move(move: BuyerMove): BuyerView {
    this.send(move);
    return this.view();
  }

  /** A buyer's move in the open negotiation (a package's: with terms, or accepting an option by id); the state it leaves. */
  send(move: BuyerMove): RoundState {
    this.tick();
    if (this.isPastDeadline()) {
      // As the room answers a move after the deadline: the negotiation expires, nothing is decided.
      const closed = expireNegotiation(this.state, this.facts.expiresAt, this.now);
      this.take(closed.next, closed.effects);
      this.memory = rememberOutcome(this.state.kernel, null);
    } else this.play(move);
    return this.state;
  }

  /** The switches a package agreement offers now (none for a price-only product, an open negotiation, or after the last). */
  switchesOffered(): PackageOption[] {
    return switchesOnOffer(this.state, this.agreedAt, this.now);
  }

  /**
   * Takes switch `optionId` of a package agreement through the governed switch the room commits
   * (governed-round/switch.ts): the policies judge the switched deal as a deal, and a switch they would not let
   * through, a lapsed or unknown one, leaves the agreement as it stands. True when it switched.
   */
  switchAgreement(optionId: string): boolean {
    this.tick();
    const taken = takeSwitch({ facts: this.facts, state: this.state, optionId, agreedAt: this.agreedAt, switchesTaken: this.switchesHere, now: this.now });
    // The policies judged the switched deal (unless the switch was not on offer at all).
    if (taken.ok || taken.refused === "not-allowed") this.decisions += 1;
    if (!taken.ok) {
      if (taken.refused === "not-allowed") this.switchesRefused += 1;
      return false;
    }
    this.switches += 1;
    this.switchesHere += 1;
    this.take(taken.outcome.next, taken.outcome.effects);
    this.last = { escalated: false, state: this.state };
    this.memory = rememberOutcome(this.state.kernel, { status: "agreed", priceMinor: taken.outcome.agreed.priceMinor });
    return true;
  }

  /** The negotiation as it stands (the state the room would hold). */
  current(): RoundState {
    return this.state;
  }

  private tick(): void {
    this.now = this.options.clock ? this.options.clock.now() : this.now + CALL_GAP_MS;
  }

  private isPastDeadline(): boolean {
    return (this.state.status === "open" || this.state.status === "escalated") && this.now >= this.facts.expiresAt;
  }

  private play(move: BuyerMove): void {
    const played = playGovernedRound({
      facts: this.facts,
      state: this.state,
      move,
      now: this.now,
      tactics: this.options.detectTactics ? { history: traceOf(this.offers, []), seen: this.seen } : null,
      escalationsSoFar: this.escalationsHere,
      record: false,
    });
    if (!played.ok) throw new Error(`the kernel refused ${JSON.stringify(move)}`);
    const { outcome } = played;
    this.decisions += 1;
    if (outcome.evaluation.outcome === "CONSTRAINT") this.constrained += 1;
    this.take(outcome.next, outcome.effects);
    const pending = outcome.effects.escalation;
    if (pending) {
      // Nobody answers: the policy's timeout action, as the room's alarm applies it.
      this.escalations += 1;
      this.escalationsHere += 1;
      const settled = settleEscalation({ facts: this.facts, state: this.state, pending, human: { decision: pending.onTimeout, note: "timed out" }, timedOut: true, now: this.now });
      if (!settled.ok) throw new Error(`a timeout verdict was refused: ${settled.refused}`);
      this.take(settled.outcome.next, settled.outcome.effects);
    }
    this.last = { escalated: pending !== null, state: this.state };
    if (this.state.status !== "open") this.memory = rememberOutcome(this.state.kernel, this.state.status === "agreed" ? { status: "agreed", priceMinor: this.state.agreedPriceMinor } : null);
  }

  /** Commits what a round returned, as the room's store does: the state, and the history the detectors read. */
  private take(next: RoundState, effects: Effects): void {
    if (next.status === "agreed" && this.state?.status !== "agreed") this.agreedAt = this.now;
    this.state = next;
    if (!this.options.detectTactics) return;
    for (const o of effects.offers) this.offers.push(o);
    if (effects.tactics) for (const t of effects.tactics.found) this.seen.push(t.tactic);
  }

  private view(): BuyerView {
    return {
      status: this.state.status === "escalated" ? "open" : this.state.status,
      shopOfferMinor: this.state.shopOfferMinor,
      agreedPriceMinor: this.state.agreedPriceMinor,
      round: this.state.round,
      maxRounds: this.options.config.maxRounds,
    };
  }
}
