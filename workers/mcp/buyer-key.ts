/**
 * Who is calling the MCP endpoint: a buyer of one shop, by the shop-issued buyer key it sends exactly as the
 * HTTP API takes it (`Authorization: Bearer pbk_<shopId>_<buyerId>_<secret>`; the key names its shop). Checked
 * against the buyer's own account before any MCP processing: anything else is 401 problem+json.
 */
import type { Context } from "hono";
import { bearerToken, SHOP_ID } from "../auth";
import { accountStub } from "../buyer-identity";
import { hashBuyerKey, parseBuyerKey } from "../identity";
import { ProblemError } from "../problem-response";
import type { AppEnv } from "../app-env";

export interface McpBuyer {
  shopId: string;
  buyerId: string;
  /** The buyer key itself: the credential for opening negotiations, and what the kept tokens are sealed under. */
  key: string;
  keyHash: string;
  account: ReturnType<typeof accountStub>;
}

export async function authenticateBuyer(c: Context<AppEnv>): Promise<McpBuyer> {
  const key = bearerToken(c);
  const parsed = key ? parseBuyerKey(key) : null;
  if (!key || !parsed || !SHOP_ID.test(parsed.shopId)) {
    throw new ProblemError("unauthorized", "Send the buyer key your shop issued as `Authorization: Bearer pbk_…`.");
  }
  const keyHash = await hashBuyerKey(key);
  const account = accountStub(c, parsed.shopId, parsed.buyerId, "registered");
  if (!(await account.agentKeyIsLive(keyHash))) throw new ProblemError("unauthorized", "The buyer key is not valid.");
  return { shopId: parsed.shopId, buyerId: parsed.buyerId, key, keyHash, account };
}
