/**
 * The supplier audience (issue #31: Parley buys too): the organisation's suppliers' agents, each by its own
 * credential (./auth.ts): who the caller is (./whoami.ts), and the requests for quotes it answers — list them, read
 * one, bid, withdraw (../auctions/supplier-auctions.ts).
 */
import { audienceApp } from "../audience";
import type { SupplierAudience } from "../caller";
import { registerSupplierAuctionRoutes } from "../auctions/supplier-auctions";
import { registerSupplierSelfRoutes } from "./whoami";

export function supplierApp() {
  const app = audienceApp<SupplierAudience>();
  registerSupplierSelfRoutes(app);
  registerSupplierAuctionRoutes(app);
  return app;
}
