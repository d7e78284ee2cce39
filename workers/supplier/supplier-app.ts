/**
 * The supplier audience (issue #31: Parley buys too): the organisation's suppliers' agents, each by its own
 * credential (./auth.ts). Its first route says who the caller is (./whoami.ts); the auction step adds the routes a
 * supplier answers requests for quotes with (list, bid, withdraw) to this same sub-app.
 */
import { audienceApp } from "../audience";
import type { SupplierAudience } from "../caller";
import { registerSupplierSelfRoutes } from "./whoami";

export function supplierApp() {
  const app = audienceApp<SupplierAudience>();
  registerSupplierSelfRoutes(app);
  return app;
}
