/**
 * Who is calling the MCP endpoint: a buyer by its buyer key (`pbk_…`, ./buyer-key.ts) or a supplier by its supplier
 * key (`psup_…`, ./supplier-key.ts) — decided by the key's form, then proved live against that party's own account
 * before any MCP processing. Anything else is 401 problem+json. The caller decides which tools the server offers
 * (mcp-server.ts): a buyer never sees a supplier's tools, nor a supplier a buyer's.
 */
import { authenticate } from "../audience";
import { bearerToken } from "../auth";
import type { McpAudience } from "../caller";
import { authenticateBuyer } from "./buyer-key";
import { authenticateSupplierKey, isSupplierKey } from "./supplier-key";

/** The callers the MCP endpoint serves (workers/caller.ts). */
export type McpCaller = McpAudience;

/** Sets `c.var.caller` to the buyer or supplier whose live key the request carries. */
export const mcpCaller = authenticate<McpCaller>(async (c) => {
  const token = bearerToken(c);
  return token && isSupplierKey(token) ? authenticateSupplierKey(c) : authenticateBuyer(c);
});
