/** Small negotiations for the governed round's tests. */
import { openingState, playGovernedRound, purchaseRoundConfig, type NegotiationFacts, type RoundState } from "../../governed-round";
import type { PurchaseConfig } from "../../kernel/buying";
import type { BuyerMove, NegotiationConfig, NegotiationState } from "../../kernel/types";
import { NO_POLICY_INPUTS, parsePolicySet, type PolicySet } from "../../policies";

export const CONFIG: NegotiationConfig = { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "linear" }, maxRounds: 10, ttlMs: 3_600_000 };

export function policySet(yaml: string): PolicySet {
  const parsed = parsePolicySet(yaml);
  if (!parsed.ok) throw new Error(`policy set does not parse: ${parsed.errors[0]?.message}`);
  return parsed.set;
}

export const ALLOW_ALL = policySet('version: 1\npolicies:\n  - id: allow-all\n    when: "true"\n    action: ALLOW\n');

export function facts(over: Partial<NegotiationFacts> = {}): NegotiationFacts {
  return {
    negotiationId: "n1",
    config: CONFIG,
    productId: "widget",
    buyerId: "buyer-1",
    quantity: 1,
    openedAt: 0,
    expiresAt: CONFIG.ttlMs,
    draws: { reserve: 0.5, shape: 0.5, temper: 0.5, end: 0.5, offer: 0.5 },
    insight: {},
    authenticated: true,
    resumed: false,
    policies: ALLOW_ALL,
    policyVersion: 1,
    policyInputs: NO_POLICY_INPUTS,
    ...over,
  };
}

/** A negotiation waiting on a person: round 3, the shop's offer standing at 9,000, the buyer's last bid 8,000. */
export function escalatedState(kernel: Partial<NegotiationState> = {}): RoundState {
  const k: NegotiationState = { round: 3, openedAt: 0, lastShopOfferMinor: 9_000, lastBuyerOfferMinor: 8_000, ...kernel };
  return { ...openingState(k), status: "escalated", lastAction: "hold", lastReasons: ["POLICY_ESCALATED"] };
}

/** A purchase's facts: the organisation buys from supplier s1 under `purchase` (its ceiling private, its opening ours). */
export function purchaseFacts(purchase: PurchaseConfig, over: Partial<NegotiationFacts> = {}): NegotiationFacts {
  return facts({ direction: "purchase", purchase, config: purchaseRoundConfig(purchase), buyerId: "supplier:s1", expiresAt: purchase.ttlMs, ...over });
}

export type RoundOutcome = ReturnType<typeof playGovernedRound>;

/** A negotiation played round by round, a minute apart: every state, the shop's offers in order, what each round returned. */
export interface Played {
  states: RoundState[];
  offers: number[];
  agreed: number | null;
  outcomes: RoundOutcome[];
}

/** Plays `moves` from a fresh opening until the negotiation leaves `open`; a refused move changes nothing. */
export function play(f: NegotiationFacts, moves: BuyerMove[]): Played {
  let state = openingState({ round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null });
  const states: RoundState[] = [state];
  const offers: number[] = [];
  const outcomes: RoundOutcome[] = [];
  let now = 0;
  for (const move of moves) {
    if (state.status !== "open") break;
    now += 60_000;
    const r = playGovernedRound({ facts: f, state, move, now, tactics: null, escalationsSoFar: 0 });
    outcomes.push(r);
    if (!r.ok) continue;
    for (const line of r.outcome.effects.offers) if (line.party === "shop" && line.priceMinor !== null && line.kind !== "reject") offers.push(line.priceMinor);
    state = r.outcome.next;
    states.push(state);
  }
  return { states, offers, agreed: state.agreedPriceMinor, outcomes };
}
