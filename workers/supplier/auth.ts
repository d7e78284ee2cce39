/**
 * The supplier audience's auth middleware: the shop the path names must be one this API could have issued (404),
 * the shop's ceiling is counted (429) before the supplier is identified (identifying a signed request costs the
 * shop a look-up), and the caller is the supplier its credential proves (./supplier-identity.ts) — 401 otherwise.
 */
import { authenticate } from "../audience";
import { SHOP_ID } from "../auth";
import { ProblemError } from "../problem-response";
import { limitShop } from "../rate-limits";
import { identifySupplier } from "./supplier-identity";

export const supplierAuth = authenticate(async (c) => {
  const shopId = c.req.param("shopId") ?? "";
  if (!SHOP_ID.test(shopId)) throw new ProblemError("not-found", "No such shop.");
  await limitShop(c, shopId);
  return identifySupplier(c, shopId);
});
