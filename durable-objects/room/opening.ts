/**
 * Opening a negotiation: the product's configuration, the shop's policy set and the buyer's private draws
 * are snapshotted with the row, the kernel starts from the state the buyer's account hands over (fresh, or
 * where the buyer's last negotiation on the product left off), and the shop's opening offer (or its answer
 * to the buyer's opening offer) is the first governed round. In a shop with a fleet of negotiators, the
 * coordinator's assignment (which agent, every candidate's score, every exclusion's reason, the rule) rides in
 * with the product and is the negotiation's first audit entry, `fleet.assignment`: hash-chained like the rest,
 * read by the owner (GET …/audit), never part of any buyer view. The agent's reply style (its `languageStyle`) is
 * stored with the row (room-store.ts insert): every round's answer carries it to the worker's words, never further.
 */
import { openingState, playGovernedRound } from "../../governed-round";
import type { BuyerMove } from "../../kernel/types";
import type { AuditKind } from "../../policies";
import type { AssignmentRecord } from "../shop/fleet-store";
import { fail, ok, type RpcResult } from "../../common/problem";
import { packageMoveProblems } from "./package-moves";
import { compiledPolicies } from "./policy-context";
import type { OpenNegotiationArgs, RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/** The audit kind of the fleet's assignment at open. */
export const FLEET_ASSIGNMENT_KIND: AuditKind = "fleet.assignment";

/** Opens the negotiation in one transaction; returns the row as committed. Nothing is written when the opening cannot be evaluated. */
export function openNegotiation(store: RoomStore, args: OpenNegotiationArgs, now: number): RpcResult<RoomRow> {
  const kernel = { ...args.initialState, openedAt: now };
  // The buyer's opening package: checked as any bid's terms are (the Shop's snapshot checked them already).
  const refused = args.openingTerms === undefined ? null : packageMoveProblems({ config: args.config, kernelState: kernel }, { terms: args.openingTerms }, "offer");
  if (refused) return refused;
  const move: BuyerMove =
    args.openingOfferMinor === undefined
      ? { kind: "open" }
      : { kind: "open", priceMinor: args.openingOfferMinor, ...(args.openingTerms !== undefined ? { terms: args.openingTerms } : {}) };
  const expiresAt = now + args.config.ttlMs;
  const played = playGovernedRound({
    facts: {
      negotiationId: args.negotiationId,
      config: args.config,
      productId: args.product.id,
      buyerId: args.buyer.id,
      quantity: args.quantity,
      openedAt: now,
      expiresAt,
      draws: args.draws,
      insight: args.insight,
      authenticated: args.buyer.authenticated,
      resumed: args.resumed,
      policies: compiledPolicies(args.policies.source, { stored: true }),
      policyVersion: args.policies.version,
      policyInputs: args.policyInputs,
    },
    state: openingState(kernel),
    move,
    now,
    // Nothing has happened yet: an opening bid alone can already show a tactic (an extreme anchor).
    tactics: { history: [], seen: [] },
    escalationsSoFar: 0,
  });
  if (!played.ok) return fail("invalid-offer", "The opening offer or the product configuration cannot be evaluated.");
  return ok(
    store.transaction(() => {
      store.insert(args, kernel, now, expiresAt);
      const assignment = (args.product as { assignment?: AssignmentRecord }).assignment;
      // policies/audit-chain.ts names no fleet kind yet (a request is filed); the chain seals any kind alike.
      if (assignment) store.journal.audit(FLEET_ASSIGNMENT_KIND, { ...assignment, negotiationId: args.negotiationId }, now);
      // Public, and fixed at open like the rest of the product's settings: what the buyer's questions are answered from.
      store.messages.dialogue.storePublicFacts(args.product.publicFacts ?? {});
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
      return store.commit(played.outcome.next, played.outcome.effects, now);
    }),
  );
}
