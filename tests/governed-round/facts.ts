/** Small negotiations for the governed round's tests. */
import { openingState, type NegotiationFacts, type RoundState } from "../../governed-round";
import type { NegotiationConfig, NegotiationState } from "../../kernel/types";
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
