/**
 * The port through which an open asks the shop's fleet which agent plays it (fleet-store.ts `openFor`, through the
 * Shop's `assignForOpening`). `snapshotFor` (opening-snapshot.ts) takes it as a parameter and asks only for a shop
 * whose opening configuration says it has agents; the buyer's account, which holds the Shop binding and mints the
 * negotiation id, builds it with `fleetPortOf`. Passing it in keeps `snapshotFor` free of the runtime: Node tests
 * call it with no port, and a shop with agents opened without one is refused rather than guessed at.
 */
import type { RpcResult } from "../../common/problem";
import type { FleetAnswer, FleetOpenRequest, RoomDealType } from "./fleet-store";

/** Asks the shop's fleet about one open: the Shop's answer, or its refusal. */
export type AskFleet = (shopId: string, request: FleetOpenRequest) => Promise<RpcResult<FleetAnswer>>;

/** What an open brings for the fleet: the id its room will have, its deal type, and how to ask. */
export interface FleetPort {
  /** Minted before the snapshot, so the fleet assigns exactly this negotiation (live at once; released if no room opens). */
  negotiationId: string;
  /** `partnership` for a buyer the owner registered as a partner, `sales` otherwise. */
  dealType: RoomDealType;
  ask: AskFleet;
}

/** The port over a Shop namespace binding, as the buyer's account holds it. */
export function fleetPortOf(shops: Env["SHOP"], negotiationId: string, dealType: RoomDealType): FleetPort {
  return {
    negotiationId,
    dealType,
    ask: async (shopId, request) => (await shops.get(shops.idFromName(shopId)).assignForOpening(request)) as RpcResult<FleetAnswer>,
  };
}
