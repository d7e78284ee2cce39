/**
 * A supplier's agent on the MCP endpoint (issue #31: Parley buys too): by the supplier key the organisation issued,
 * sent exactly as the supplier routes take it (`Authorization: Bearer psup_<shopId>_<supplierId>_<secret>`; the key
 * names its shop). Checked live against the supplier's own account by the same code the supplier routes use
 * (workers/supplier/supplier-identity.ts), so a revoked key is refused here as it is there. Signatures (RFC 9421)
 * are not taken on MCP: each is spent on the request it signs, and the tools call the supplier routes with the
 * key, in-process, on every call.
 */
import type { Context } from "hono";
import { bearerToken, SHOP_ID } from "../auth";
import type { McpSupplierCaller } from "../caller";
import { parseSupplierKey } from "../identity";
import { ProblemError } from "../problem-response";
import { identifySupplier } from "../supplier/supplier-identity";
import type { AppEnv } from "../app-env";

/** Whether a bearer credential has the form of a supplier key (the prefix and shape; not whether it is live). */
export function isSupplierKey(token: string): boolean {
  return parseSupplierKey(token) !== null;
}

export async function authenticateSupplierKey<E extends AppEnv>(c: Context<E>): Promise<McpSupplierCaller> {
  const key = bearerToken(c);
  const parsed = key ? parseSupplierKey(key) : null;
  if (!key || !parsed || !SHOP_ID.test(parsed.shopId)) {
    throw new ProblemError("unauthorized", "Send the supplier key the organisation issued as `Authorization: Bearer psup_…`.");
  }
  // The key names its shop, so the shop check in identifySupplier always passes; what it refuses is 401.
  const supplier = await identifySupplier(c, parsed.shopId);
  if (supplier.credential.kind !== "key") throw new ProblemError("unauthorized", "The supplier key is not valid.");
  return { ...supplier, credential: supplier.credential, key };
}
