/**
 * The shop owner's auth middleware: one of the shop's admin keys (`Authorization: Bearer psk_…`), verified
 * against the shop. It sets `c.var.caller` to the owner of that shop.
 */
import type { Context } from "hono";
import { authenticate } from "../audience";
import { keyOwner, shopOwner } from "../auth";
import { ProblemError } from "../problem-response";
import type { AppEnv } from "../app-env";

/** The owner of the shop the path names (`{shopId}`): 401 for a key that is not valid, 404 for another shop's. */
export const shopOwnerAuth = authenticate((c) => shopOwner(c, c.req.param("shopId") ?? ""));

/**
 * For routes that name a negotiation instead of a shop: the negotiation the path names must be one this API
 * could have issued (404 `notFound` otherwise, before any credential is looked at), and the caller owns the shop
 * its admin key names. Whether that shop owns the negotiation is the room's to say (404 if not).
 */
export function shopOwnerOf(negotiationIn: <E extends AppEnv>(c: Context<E>) => string | null, notFound: string) {
  return authenticate(async (c) => {
    if (negotiationIn(c) === null) throw new ProblemError("not-found", notFound);
    return keyOwner(c);
  });
}
