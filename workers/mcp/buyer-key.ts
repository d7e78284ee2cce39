/**
 * The MCP audience's auth middleware. Who is calling the MCP endpoint: a buyer of one shop, by the shop-issued
 * buyer key it sends exactly as the HTTP API takes it (`Authorization: Bearer pbk_<shopId>_<buyerId>_<secret>`;
 * the key names its shop). Checked against the buyer's own account before any MCP processing: anything else is
 * 401 problem+json.
 */
import type { Context } from "hono";
import { authenticate } from "../audience";
import { bearerToken, SHOP_ID } from "../auth";
import type { McpBuyerCaller } from "../caller";
import { hashBuyerKey, parseBuyerKey } from "../identity";
import { ProblemError } from "../problem-response";
import { accountStub } from "../stubs";
import type { AppEnv } from "../app-env";

export async function authenticateBuyer<E extends AppEnv>(c: Context<E>): Promise<McpBuyerCaller> {
  const key = bearerToken(c);
  const parsed = key ? parseBuyerKey(key) : null;
  if (!key || !parsed || !SHOP_ID.test(parsed.shopId)) {
    throw new ProblemError("unauthorized", "Send the buyer key your shop issued as `Authorization: Bearer pbk_…`.");
  }
  const keyHash = await hashBuyerKey(key);
  if (!(await accountStub(c.env, parsed.shopId, parsed.buyerId, "registered").agentKeyIsLive(keyHash))) {
    throw new ProblemError("unauthorized", "The buyer key is not valid.");
  }
  return { kind: "mcp-buyer", shopId: parsed.shopId, buyerId: parsed.buyerId, key, keyHash };
}

/** Sets `c.var.caller` to the buyer whose live key the request carries. */
export const mcpBuyer = authenticate(authenticateBuyer);

/** The buyer's account, where the negotiation tokens its MCP tools use are kept. */
export function mcpAccount(env: Env, buyer: McpBuyerCaller) {
  return accountStub(env, buyer.shopId, buyer.buyerId, "registered");
}
