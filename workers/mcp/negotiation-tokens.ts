/**
 * The negotiation tokens behind the MCP tools, kept server-side: sealed here, in the worker, under the buyer key
 * the request authenticated with (durable-objects/buyer/agent-tokens.ts), and stored by the buyer's own account.
 * The model names a negotiation by its id; the token never reaches it.
 */
import { openAgentToken, sealAgentToken } from "../../durable-objects/buyer/agent-tokens";
import { NEGOTIATION_ID } from "../auth";
import type { McpBuyerCaller } from "../caller";
import type { AccountStub } from "../stubs";

/** The buyer calling over MCP, and its account (where its tools' negotiation tokens are kept). */
export interface McpBuyer {
  caller: McpBuyerCaller;
  account: AccountStub;
}

/** Keeps a token for later tool calls; false when the buyer's key stopped being live meanwhile. */
export async function keepNegotiationToken({ caller: buyer, account }: McpBuyer, negotiationId: string, token: string): Promise<boolean> {
  return account.keepAgentToken(buyer.keyHash, negotiationId, await sealAgentToken(buyer.key, negotiationId, token));
}

/**
 * The token of a negotiation this buyer opened through MCP with this key, or null: an unknown id, another buyer's
 * negotiation, one opened over plain HTTP or under another of the buyer's keys all look the same.
 */
export async function negotiationToken({ caller: buyer, account }: McpBuyer, negotiationId: string): Promise<string | null> {
  if (!NEGOTIATION_ID.test(negotiationId)) return null;
  const sealed = await account.agentToken(buyer.keyHash, negotiationId);
  return sealed ? openAgentToken(buyer.key, negotiationId, sealed) : null;
}
