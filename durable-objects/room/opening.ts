/**
 * Opening a negotiation: the product's configuration, the shop's policy set and the buyer's private draws
 * are snapshotted, the kernel starts from the state the buyer's account hands over (fresh, or where the
 * buyer's last negotiation on the product left off), and the shop's opening offer (or its answer to the
 * buyer's opening offer) is the first governed decision.
 */
import { decide } from "../../kernel";
import type { BuyerMove, Insight, NegotiationConfig, NegotiationState, PrivateDraws } from "../../kernel/types";
import { fail, ok, type RpcResult } from "../problem";
import type { Escalations } from "./escalations";
import type { PolicyInputs } from "../../policies";
import type { RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";
import { govern } from "./round";

/** What never leaves the room: the draws that make this buyer's negotiation unpredictable, and how it was opened. */
export interface PrivateSnapshot {
  draws: PrivateDraws;
  insight: Insight;
  /** The learner's arm this negotiation plays (see kernel/learning.ts). */
  arm: string;
  /** It resumed the buyer's earlier negotiation on the product. */
  resumed: boolean;
  /** The buyer presented a credential (anonymous buyers' decisions never move the circuit breaker). */
  authenticated: boolean;
  /** The buyer's account, which takes the negotiation's end: the registered buyer id, or the anonymous client's key. */
  account: { buyerId: string; kind: "registered" | "anonymous" };
}

export interface OpenNegotiationArgs {
  negotiationId: string;
  shopId: string;
  product: { id: string; name: string; version: number };
  quantity: number;
  buyer: { id: string; name: string | null; authenticated: boolean };
  account: PrivateSnapshot["account"];
  config: NegotiationConfig;
  draws: PrivateDraws;
  insight: Insight;
  arm: string;
  /** Where the kernel starts: fresh, or resumed from the buyer's last negotiation on the product. */
  initialState: NegotiationState;
  resumed: boolean;
  tokenHash: string;
  openingOfferMinor?: number;
  /** The shop's policy set at open (YAML) and its version: the negotiation keeps it to the end. */
  policies: { version: number; source: string };
  policyInputs: PolicyInputs;
}

/** Opens the negotiation in one transaction; returns the row as committed. */
export function openNegotiation(store: RoomStore, escalations: Escalations, args: OpenNegotiationArgs, now: number): RpcResult<RoomRow> {
  const move: BuyerMove = args.openingOfferMinor === undefined ? { kind: "open" } : { kind: "open", priceMinor: args.openingOfferMinor };
  const state = { ...args.initialState, openedAt: now };
  const decision = decide({ config: args.config, state, move, now, draws: args.draws, insight: args.insight });
  if (decision.reasons.includes("INVALID_INPUT")) return fail("invalid-offer", "The opening offer or the product configuration cannot be evaluated.");
  const expiresAt = now + args.config.ttlMs;
  const opened = store.transaction(() => {
    const row = store.insert(args, state, now, expiresAt);
    store.journal.event("negotiation.opened", "buyer", now, {
      productId: args.product.id,
      productVersion: args.product.version,
      buyerId: args.buyer.id,
      authenticated: args.buyer.authenticated,
      quantity: args.quantity,
      currency: args.config.currency,
      anchorMinor: args.config.anchorMinor,
      floorMinor: args.config.floorMinor,
      strategy: args.config.strategy,
      maxRounds: args.config.maxRounds,
      arm: args.arm,
      resumed: args.resumed,
      expiresAt,
    });
    // An opening bid can already show a tactic (an extreme anchor); the shop's answer to an open never concedes.
    const seen = args.openingOfferMinor === undefined ? [] : store.tactics.detect(row, { round: 0, party: "buyer", kind: "offer", priceMinor: args.openingOfferMinor, at: now });
    store.tactics.note(seen, 0, now);
    return govern(store, escalations, row, move, decision, now, { authenticated: args.buyer.authenticated, resumed: args.resumed }, seen.map((t) => t.tactic));
  });
  return ok(opened);
}
