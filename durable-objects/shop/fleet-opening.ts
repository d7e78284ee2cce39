/**
 * An open's question to the shop's fleet (fleet-store.ts `openFor`, through the Shop's `assignForOpening`), asked
 * from the buyer's account while it composes the buyer's snapshot (opening-snapshot.ts `snapshotFor`), and only
 * for a shop whose opening configuration says it has agents: a shop without keeps its opens off the Shop.
 *
 * Why the Shop is reached through the `env` of `cloudflare:workers` rather than a binding handed in: `snapshotFor`
 * is called by the buyer's account with the configuration and the request only, and the account (not this
 * folder) is where the binding lives. Imported lazily, so Node tests of `snapshotFor` without a fleet never load
 * it. A request to pass the Shop (and the negotiation id, minted a moment later) from the account is filed.
 */
import type { RpcResult } from "../../common/problem";
import type { FleetAnswer, FleetOpenRequest } from "./fleet-store";

export async function askFleet(shopId: string, request: FleetOpenRequest): Promise<RpcResult<FleetAnswer>> {
  const { env } = (await import("cloudflare:workers")) as unknown as { env: Env };
  const shop = env.SHOP.get(env.SHOP.idFromName(shopId));
  return (await shop.assignForOpening(request)) as RpcResult<FleetAnswer>;
}
