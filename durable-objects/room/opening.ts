/**
 * Opening a negotiation: the product's configuration and the shop's policy set are snapshotted, and the
 * shop's opening offer (or its answer to the buyer's opening offer) is the first governed decision.
 */
import { decide } from "../../kernel";
import type { BuyerMove, NegotiationConfig } from "../../kernel/types";
import { fail, ok, type RpcResult } from "../problem";
import type { Escalations } from "./escalations";
import type { PolicyInputs } from "./policy-context";
import type { RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";
import { govern } from "./round";

export interface OpenNegotiationArgs {
  negotiationId: string;
  shopId: string;
  productId: string;
  productName: string;
  productVersion: number;
  quantity: number;
  buyer: { id: string; name: string | null };
  config: NegotiationConfig;
  tokenHash: string;
  openingOfferMinor?: number;
  /** The shop's policy set at open (YAML) and its version: the negotiation keeps it to the end. */
  policies?: { version: number; source: string };
  policyInputs?: PolicyInputs;
}

/** Opens the negotiation in one transaction; returns the row as committed. */
export function openNegotiation(store: RoomStore, escalations: Escalations, args: OpenNegotiationArgs, now: number): RpcResult<RoomRow> {
  const move: BuyerMove = args.openingOfferMinor === undefined ? { kind: "open" } : { kind: "open", priceMinor: args.openingOfferMinor };
  const state = { round: 0, openedAt: now, lastShopOfferMinor: null, lastBuyerOfferMinor: null };
  const decision = decide({ config: args.config, state, move, now });
  if (decision.reasons.includes("INVALID_INPUT")) return fail("invalid-offer", "The opening offer or the product configuration cannot be evaluated.");
  const expiresAt = now + args.config.ttlMs;
  const opened = store.transaction(() => {
    const row = store.insert(args, now, expiresAt);
    store.journal.event("negotiation.opened", "buyer", now, {
      productId: args.productId,
      productVersion: args.productVersion,
      buyerId: args.buyer.id,
      quantity: args.quantity,
      currency: args.config.currency,
      anchorMinor: args.config.anchorMinor,
      floorMinor: args.config.floorMinor,
      strategy: args.config.strategy,
      maxRounds: args.config.maxRounds,
      expiresAt,
    });
    return govern(store, escalations, row, move, decision, now);
  });
  return ok(opened);
}
