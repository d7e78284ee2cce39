/**
 * The shop owner's audience: everything a shop's admin key reaches — products and the negotiation list, memory
 * (documents, precedents, outcomes, dead letters, market statistics, counterparties), governance (policies,
 * escalations, audit), its buyers and their keys, its own administration (admin keys, limits, learning,
 * delivery), rehearsals and webhooks. Every route runs through the owner's auth middleware (./auth.ts).
 */
import { audienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { registerShopAdminRoutes } from "./administration";
import { registerBuyerAdminRoutes } from "./buyers";
import { registerContractAdminRoutes } from "../contracts/shop-contracts";
import { registerCounterpartyRoutes } from "./counterparties";
import { registerGovernanceRoutes } from "./governance";
import { registerMemoryRoutes } from "./memory";
import { registerProductRoutes } from "./products";
import { registerRehearsalRoutes } from "./rehearsals";
import { registerAuctionRehearsalRoutes } from "./auction-rehearsals";
import { registerRoleplayRoutes } from "./roleplays";
import type { AppFetch } from "../mcp/api-caller";
import { registerWebhookRoutes } from "./webhooks";
import { registerFleetRoutes } from "./fleet";

/** `api`: the whole app, for routes that drive the HTTP API in-process (roleplays play the buyer API). */
export function shopOwnerApp(api?: AppFetch) {
  const app = audienceApp<ShopOwnerAudience>();
  registerProductRoutes(app);
  registerMemoryRoutes(app);
  registerCounterpartyRoutes(app);
  registerGovernanceRoutes(app);
  registerBuyerAdminRoutes(app);
  registerShopAdminRoutes(app);
  registerRehearsalRoutes(app);
  registerAuctionRehearsalRoutes(app);
  if (api) registerRoleplayRoutes(app, api);
  registerWebhookRoutes(app);
  registerContractAdminRoutes(app);
  registerFleetRoutes(app);
  return app;
}

export type ShopOwnerApp = ReturnType<typeof shopOwnerApp>;
