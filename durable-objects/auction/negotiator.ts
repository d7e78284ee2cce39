/**
 * The governed round as the auction's negotiation core (auctions/negotiation.ts) calls it: the one adapter between
 * that core's port (`Negotiator`, shapes it declares itself, since auctions/ imports nothing above it) and
 * governed-round/ in buying mode. The auction object and the pure tests use this same adapter, so what the tests
 * negotiate is what the object does. No Workers API here: node tests import it.
 */
import type { Negotiator, ThreadRoundInput, ThreadRoundOutcome, ThreadRoundState, ThreadVerdictInput, ThreadVerdictOutcome } from "../../auctions/negotiation";
import { openingState, playGovernedRound, purchaseRoundConfig, settleEscalation, type RoundInput, type VerdictInput } from "../../governed-round";
import type { PurchaseConfig } from "../../kernel/buying";
import { DEFAULT_POLICIES_YAML, NO_POLICY_INPUTS, parsePolicySet, type PolicySet } from "../../policies";

/** Policy sets by source: an auction object parses its request's set once per source, not once per move. */
const compiled = new Map<string, PolicySet>();

/** The request's negotiation policies (YAML; null: Parley's bundled default), compiled; a set that does not parse is an error message. */
export function negotiationPolicies(source: string | null): { ok: true; set: PolicySet } | { ok: false; message: string } {
  const yaml = source ?? DEFAULT_POLICIES_YAML;
  const known = compiled.get(yaml);
  if (known) return { ok: true, set: known };
  const parsed = parsePolicySet(yaml);
  if (!parsed.ok) return { ok: false, message: parsed.errors.map((e) => `${e.policyId ? `${e.policyId}: ` : ""}${e.message}`).join("; ") };
  if (compiled.size > 64) compiled.clear();
  compiled.set(yaml, parsed.set);
  return { ok: true, set: parsed.set };
}

/** The governed round (buying mode) behind the negotiation core's port, judged by `policies`. */
export function auctionNegotiator(policies: PolicySet): Negotiator {
  return {
    // The port's shapes are the parts of governed-round's the core reads: the values passed are governed-round's own.
    play: (input: ThreadRoundInput) => playGovernedRound(input as unknown as RoundInput) as unknown as { ok: true; outcome: ThreadRoundOutcome } | { ok: false },
    settle: (input: ThreadVerdictInput) => {
      const settled = settleEscalation(input as unknown as VerdictInput);
      return settled.ok ? { ok: true as const, outcome: settled.outcome as unknown as ThreadVerdictOutcome } : { ok: false as const, detail: "detail" in settled ? settled.detail : "the move cannot be played" };
    },
    openingState: (kernel) => openingState(kernel) as unknown as ThreadRoundState,
    roundConfig: (purchase) => purchaseRoundConfig(purchase as PurchaseConfig),
    policies,
    policyInputs: NO_POLICY_INPUTS,
  };
}
