/**
 * The governed round as the auction's negotiation core (auctions/negotiation.ts) calls it: the one adapter between
 * that core's port (`Negotiator`, shapes it declares itself, since auctions/ imports nothing above it) and
 * governed-round/ in buying mode. The auction object and the pure tests use this same adapter, so what the tests
 * negotiate is what the object does. No Workers API here: node tests import it.
 *
 * Per thread (auctions/ ThreadSettings): a thread may carry its own policy set (its fleet agent's), compiled here by
 * `policiesOf`, and its own policy inputs — what the organisation knows of that supplier (`supplierPolicyInputs`),
 * so a policy on `counterparty.reputation.score` or `counterparty.dealsClosed` judges purchases as it judges sales.
 */
import type { Negotiator, ThreadRoundInput, ThreadRoundOutcome, ThreadRoundState, ThreadVerdictInput, ThreadVerdictOutcome } from "../../auctions/negotiation";
import { openingState, playGovernedRound, purchaseRoundConfig, settleEscalation, type RoundInput, type VerdictInput } from "../../governed-round";
import type { PurchaseConfig } from "../../kernel/buying";
import { DEFAULT_POLICIES_YAML, NO_POLICY_INPUTS, parsePolicySet, type PolicyInputs, type PolicySet } from "../../policies";

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
    policiesOf: (source: string) => {
      const parsed = negotiationPolicies(source);
      // A thread's set was parsed when the thread started (the Shop's stored version): one that no longer parses is a bug, not input.
      if (!parsed.ok) throw new Error(`a negotiation thread's policy set no longer parses: ${parsed.message}`);
      return parsed.set;
    },
  };
}

/**
 * What policies know of one supplier in a purchase (policies/'s PolicyInputs), from what the auction holds:
 * - `dealsClosed`: the awarded contracts the shop's auction index knows for the supplier (`isNew` follows);
 * - `counterparty.reputation`: the reputation score its sealed bid was scored with (contracts' Beta mean over SLA
 *   checks and disputes, read from the supplier's counterparty profile at bid time). Only the score travels with a
 *   bid, so only `score` is set: the other fields (`uncertainty`, `evidence`, per metric, `disputes`) read as the
 *   unknown prior, which is what policies read for any counterparty not judged on them. No record (null): no
 *   reputation at all, the unknown prior throughout;
 * - the profile's negotiation figures (negotiations, agreementRate, …) are a buyer's, from sales rooms: a supplier
 *   has none, so they read as an unprofiled counterparty's (the policies' defaults);
 * - `agent`: the negotiator's own recent record is the rooms' breaker figure; a thread has none (zeros, as before).
 */
export function supplierPolicyInputs(supplier: { reputation: number | null; dealsClosed: number }): PolicyInputs {
  const dealsClosed = Number.isSafeInteger(supplier.dealsClosed) && supplier.dealsClosed > 0 ? supplier.dealsClosed : 0;
  const base: PolicyInputs = { ...NO_POLICY_INPUTS, dealsClosed };
  if (supplier.reputation === null || !Number.isFinite(supplier.reputation)) return base;
  const score = Math.min(1, Math.max(0, supplier.reputation));
  // The partial record is completed by the policy environment (missing reputation fields read as the unknown prior).
  const counterparty = { negotiations: 0, agreementRate: 0, avgDiscountBps: 0, concessionStyle: "unknown", usualTactic: "", tacticRate: 0, riskScore: 0, reputation: { score } };
  return { ...base, counterparty: counterparty as unknown as NonNullable<PolicyInputs["counterparty"]> };
}
