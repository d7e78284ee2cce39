/**
 * The buyer's auth middleware, one per credential a buyer's routes take: whoever opens a negotiation is who its
 * credential says (a buyer key, a signature, or nobody where the shop allows it); a negotiation's rounds take its
 * token; reading a negotiation takes its token or the shop's admin key (the shop's view).
 */
import { authenticate } from "../audience";
import { negotiationCaller, SHOP_ID } from "../auth";
import { ProblemError } from "../problem-response";
import { limitShop } from "../rate-limits";
import { identifyBuyer } from "./buyer-identity";

/**
 * Opening: the shop the path names must be one this API could have issued (404), and the shop's ceiling is
 * counted (429) before the buyer is identified, since identifying a signed request costs the shop a look-up.
 */
export const openingBuyer = authenticate(async (c) => {
  const shopId = c.req.param("shopId") ?? "";
  if (!SHOP_ID.test(shopId)) throw new ProblemError("not-found", "No such shop.");
  await limitShop(c, shopId);
  return identifyBuyer(c, shopId);
});

/** A round: the negotiation's own token (404 for another negotiation's). */
export const negotiator = authenticate((c) => negotiationCaller(c, c.req.param("id") ?? "", false));

/** Reading a negotiation: its token (the buyer's view) or the shop's admin key (the shop's view). */
export const negotiatorOrShopOwner = authenticate((c) => negotiationCaller(c, c.req.param("id") ?? "", true));
