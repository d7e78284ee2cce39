/**
 * The buyer's audience: a buyer's agent over plain HTTP opens negotiations (identified by its credential) and
 * plays them (by each negotiation's token). Reading a negotiation is open to its shop's owner too. The auth
 * middleware for each credential is in ./auth.ts.
 */
import { audienceApp } from "../audience";
import type { BuyerAudience } from "../caller";
import { registerNegotiationRoutes } from "./negotiations";

export function buyerApp() {
  const app = audienceApp<BuyerAudience>();
  registerNegotiationRoutes(app);
  return app;
}
