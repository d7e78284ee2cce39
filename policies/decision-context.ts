/**
 * The variables policies see for one kernel decision, built from the negotiation's facts. Pure: the room and
 * the rehearsal simulator build the same context (through governed-round/), so a rehearsal judges decisions as
 * production does.
 */
import type { BuyerMove, Decision, NegotiationConfig, TermValues } from "../kernel/types";
import { UNKNOWN_DISPUTE_RECORD, UNKNOWN_REPUTATION, type DisputeRecordContext, type NegotiationDirection, type PolicyContext, type ReputationContext, type TermsContext } from "./environment";
import { termKey } from "./term-references";

/** What the Shop hands a room at open, besides the policy set: facts the policies may ask about. */
export interface PolicyInputs {
  dealsClosed: number;
  agent: { escalationRate: number; breachRate: number; recentDecisions: number };
  /** The counterparty's profile as the cron last pushed it to the buyer's account (absent: never profiled). */
  counterparty?: CounterpartyInputs;
}

/** What policies (and the negotiator) see of a counterparty's profile: the hot-path part of it. */
export interface CounterpartyInputs {
  negotiations: number;
  agreementRate: number;
  avgDiscountBps: number;
  concessionStyle: string;
  usualTactic: string;
  tacticRate: number;
  riskScore: number;
  /** Its record under service contracts with the shop (absent: never judged under one; reads as the unknown prior). */
  reputation?: ReputationContext;
}

/**
 * What a profile's reputation (memory/reputation.ts) gives policies: overall figures, each metric's score, and the
 * dispute record (the unknown prior's figures when it has none).
 */
export function reputationInputs(r: {
  score: number;
  uncertainty: number;
  evidence: number;
  perMetric: Partial<Record<string, { score: number }>>;
  disputes?: DisputeRecordContext | null | undefined;
}): ReputationContext {
  const metric = (name: Exclude<keyof ReputationContext, "disputes">) => r.perMetric[name]?.score ?? UNKNOWN_REPUTATION[name];
  const d = r.disputes;
  return {
    score: r.score,
    uncertainty: r.uncertainty,
    evidence: r.evidence,
    latency: metric("latency"),
    success: metric("success"),
    availability: metric("availability"),
    accuracy: metric("accuracy"),
    throughput: metric("throughput"),
    disputes: d ? { score: d.score, uncertainty: d.uncertainty, evidence: d.evidence, won: d.won, lost: d.lost } : { ...UNKNOWN_DISPUTE_RECORD },
  };
}

export const NO_POLICY_INPUTS: PolicyInputs = { dealsClosed: 0, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 } };

export interface ContextFacts {
  config: NegotiationConfig;
  decision: Decision;
  move: BuyerMove;
  standingOfferMinor: number | null;
  quantity: number;
  productId: string;
  buyerId: string;
  elapsedMs: number;
  inputs: PolicyInputs;
  /** The buyer presented a credential. */
  authenticated: boolean;
  /** The negotiation resumed the buyer's earlier one on the product. */
  resumed: boolean;
  /** Tactics first detected with this move, and every tactic detected before it. */
  tacticsSeen?: readonly string[];
  tacticsSoFar?: readonly string[];
  /** A package product: the terms of the decision's package (absent for price only). */
  terms?: TermValues;
  /**
   * A purchase (Parley buying): `config` is then the purchase as policies read it, anchorMinor our opening and
   * floorMinor our ceiling. Absent: a sale, and the context carries no direction (it reads as "sale").
   */
  direction?: NegotiationDirection;
}

/** tactics/ names → the policy variables' camelCase fields. */
const TACTIC_FIELDS: Record<string, string> = {
  anchoring: "anchoring",
  flinching: "flinching",
  nibbling: "nibbling",
  "time-pressure": "timePressure",
  boulware: "boulware",
  conceder: "conceder",
  "split-the-difference": "splitTheDifference",
  "good-cop-bad-cop": "goodCopBadCop",
};

function tacticsContext(seen: readonly string[], before: readonly string[]): NonNullable<PolicyContext["tactics"]> {
  const flags: Record<string, boolean> = {};
  for (const name of [...before, ...seen]) if (TACTIC_FIELDS[name]) flags[TACTIC_FIELDS[name]] = true;
  return { ...flags, latest: [...seen].sort()[0] ?? "" };
}

/** The variables policies see for one kernel decision. */
export function policyContext(f: ContextFacts): PolicyContext {
  const anchor = f.config.anchorMinor;
  const price = f.decision.priceMinor ?? f.standingOfferMinor ?? anchor;
  const bid = f.move.kind === "accept" ? (f.standingOfferMinor ?? 0) : (f.move.priceMinor ?? 0);
  return {
    offer: {
      priceMinor: price,
      buyerPriceMinor: bid,
      previousShopOfferMinor: f.standingOfferMinor ?? anchor,
      discountBps: Math.floor(((anchor - price) * 10_000) / anchor),
      action: f.decision.action,
    },
    negotiation: {
      round: f.decision.round,
      maxRounds: f.config.maxRounds,
      quantity: f.quantity,
      currency: f.config.currency,
      elapsedSeconds: Math.max(0, Math.floor(f.elapsedMs / 1000)),
      resumed: f.resumed,
      ...(f.direction ? { direction: f.direction } : {}),
    },
    product: { id: f.productId, anchorMinor: anchor, floorMinor: f.config.floorMinor },
    counterparty: {
      id: f.buyerId,
      dealsClosed: f.inputs.dealsClosed,
      isNew: f.inputs.dealsClosed === 0,
      authenticated: f.authenticated,
      ...(f.inputs.counterparty ?? {}),
    },
    tactics: tacticsContext(f.tacticsSeen ?? [], f.tacticsSoFar ?? []),
    agent: f.inputs.agent,
    deal: { valueMinor: price * f.quantity, currency: f.config.currency },
    ...(f.terms ? { terms: termsContext(f.terms) } : {}),
  };
}

/** A package's terms as conditions read them: each id as declared and in its `_` form (`payment-days`, `payment_days`). */
export function termsContext(terms: TermValues): TermsContext {
  const out: Record<string, number | string> = {};
  for (const [id, value] of Object.entries(terms)) {
    out[id] = value;
    out[termKey(id)] = value;
  }
  return out;
}
