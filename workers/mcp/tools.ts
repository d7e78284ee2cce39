/**
 * The buyer's tools: a thin adapter over the HTTP API (api-caller.ts). A tool that names a negotiation finds its
 * token in the buyer's account (negotiation-tokens.ts) and calls the API with it; the token itself never
 * appears in a result.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { problem } from "../../common/problem";
import { CONTRACT_TOOL_NAMES, registerContractTools } from "../contracts/contract-tools";
import type { McpBuyerCaller } from "../caller";
import type { AccountStub } from "../stubs";
import type { ApiCaller } from "./api-caller";
import { keepNegotiationToken, negotiationToken } from "./negotiation-tokens";
import { catalogText, negotiationText, okResult, problemResult, roundText, withoutSecrets } from "./tool-results";
import {
  AcceptInput,
  MakeOfferInput,
  NegotiationIdInput,
  NegotiationOutput,
  NegotiationState,
  OpenNegotiationInput,
  ProductsOutput,
  RoundOutcome,
  RoundOutput,
  SwitchInput,
} from "./tool-schemas";

export interface ToolContext {
  buyer: McpBuyerCaller;
  /** The buyer's account: where the tokens of the negotiations it opens here are kept. */
  account: AccountStub;
  api: ApiCaller;
}

export const TOOL_NAMES = ["find_products", "open_negotiation", "make_offer", "accept", "switch_agreement", "withdraw", "get_negotiation", ...CONTRACT_TOOL_NAMES] as const;

const MONEY = "Money is always a whole number of the currency's minor unit (12500 = 125.00 EUR) and always per unit; totals are price × quantity.";

const unknownNegotiation = () =>
  problemResult(problem("not-found", "No such negotiation among those you opened with this buyer key through this server. Use the negotiationId open_negotiation returned."));

export function registerTools(server: McpServer, { buyer, account, api }: ToolContext): void {
  registerContractTools(server, { buyer, api });
  /** Every result passes the last check for secrets: the buyer key, and the token when one was used. */
  const guarded = (result: CallToolResult, token?: string) => withoutSecrets(result, token ? [buyer.key, token] : [buyer.key]);

  /** Runs `call` with the token of a negotiation this buyer opened here; not-found otherwise. */
  const withToken = async (negotiationId: string, call: (token: string) => Promise<CallToolResult>) => {
    const token = await negotiationToken({ caller: buyer, account }, negotiationId);
    return token ? guarded(await call(token), token) : unknownNegotiation();
  };
  const round = (negotiationId: string, action: "offers" | "accept" | "switch" | "withdraw", body?: object) =>
    withToken(negotiationId, async (token) =>
      okResult("negotiation", RoundOutcome, await api("POST", `/v1/negotiations/${negotiationId}/${action}`, { credential: token, body }), roundText),
    );

  server.registerTool(
    "find_products",
    {
      title: "Find negotiable products",
      description: `List the products this shop negotiates on: productId, name, list price per unit (the shop's opening offer), currency, the number of rounds you get, and for some products the terms negotiable besides price (with their ranges or values). Start here, then open_negotiation with a productId from this list. ${MONEY}`,
      outputSchema: ProductsOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async () => guarded(okResult("catalog", ProductsOutput.shape.catalog.unwrap(), await api("GET", `/v1/shops/${buyer.shopId}/catalog`), catalogText)),
  );

  server.registerTool(
    "open_negotiation",
    {
      title: "Open a negotiation",
      description:
        "Open a price negotiation on one product of this shop, as the buyer your key identifies, for `quantity` units. " +
        "Optionally make a first offer at once (`priceMinor`, per unit; for a product with terms also `terms`) and/or write to the shop (`message`). " +
        "Returns the negotiationId the other tools take, the shop's opening offer (shopOffer), the round counter and the deadline (expiresAt). " +
        "You can have one open negotiation per product; opening a product again later resumes where your last negotiation on it left off. " +
        MONEY,
      inputSchema: OpenNegotiationInput,
      outputSchema: RoundOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ productId, quantity, priceMinor, message, terms }) => {
      // A message is a round of its own in the API: open first, then say it (with the price, if any) as round one.
      // Terms without a price are refused by the API (naming `offer.terms`), as they would be over HTTP.
      const bid = { ...(priceMinor === undefined ? {} : { priceMinor }), ...(terms === undefined ? {} : { terms }) };
      const offer = message === undefined && Object.keys(bid).length > 0 ? { offer: bid } : {};
      const opened = await api("POST", `/v1/shops/${buyer.shopId}/negotiations`, { credential: buyer.key, body: { productId, quantity, ...offer } });
      if (!opened.ok) return guarded(problemResult(opened.problem));
      const { negotiationId, token } = opened.body as { negotiationId?: unknown; token?: unknown };
      if (typeof negotiationId !== "string" || typeof token !== "string") return guarded(problemResult(problem("internal-error", "The negotiation opened without a token.")));
      if (!(await keepNegotiationToken({ caller: buyer, account }, negotiationId, token))) {
        await api("POST", `/v1/negotiations/${negotiationId}/withdraw`, { credential: token });
        return guarded(problemResult(problem("unauthorized", "The buyer key stopped being valid while the negotiation opened; it was withdrawn.")), token);
      }
      if (message === undefined) return guarded(okResult("negotiation", RoundOutcome, opened, roundText), token);
      const said = await api("POST", `/v1/negotiations/${negotiationId}/offers`, { credential: token, body: { message, ...(priceMinor === undefined ? {} : { priceMinor }), ...(terms === undefined ? {} : { terms }) } });
      if (said.ok) return guarded(okResult("negotiation", RoundOutcome, said, roundText), token);
      const detail = `${said.problem.detail ?? said.problem.title} The negotiation ${negotiationId} is open: continue it with make_offer.`;
      return guarded(problemResult({ ...said.problem, detail, negotiationId }), token);
    },
  );

  server.registerTool(
    "make_offer",
    {
      title: "Make an offer",
      description:
        "Play one round in an open negotiation: a unit price (`priceMinor`), a `message`, or both; for a product with terms, `terms` beside priceMinor asks for a package. A priceMinor is played as it is and wins over the message; " +
        "a message alone is read by the shop and moves the negotiation only when its reading is unambiguous, otherwise the answer asks you a question (interpretation.questions) and nothing changes. " +
        "The shop answers with decision.action: accept (a deal at your price: status agreed), counter (a new shopOffer), hold or reject. Rounds are limited (maxRounds); the last one ends the negotiation. " +
        MONEY,
      inputSchema: MakeOfferInput,
      outputSchema: RoundOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ negotiationId, priceMinor, currency, message, terms }) =>
      round(negotiationId, "offers", {
        ...(priceMinor === undefined ? {} : { priceMinor }),
        ...(currency === undefined ? {} : { currency }),
        ...(message === undefined ? {} : { message }),
        ...(terms === undefined ? {} : { terms }),
      }),
  );

  server.registerTool(
    "accept",
    {
      title: "Accept the shop's offer",
      description:
        "Accept the shop's standing offer (shopOffer) in an open negotiation, or with optionId one of the packages in shopOffer.options. Binding: the negotiation closes as agreed at that unit price (and terms).",
      inputSchema: AcceptInput,
      outputSchema: RoundOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ negotiationId, optionId }) => round(negotiationId, "accept", optionId === undefined ? undefined : { optionId }),
  );

  server.registerTool(
    "switch_agreement",
    {
      title: "Switch the agreement",
      description:
        "When the shop took your own package, the agreement may offer switches (agreement.switches): packages worth at least as much to the shop that you may prefer. " +
        "Take one with its optionId: the deal becomes that package (binding), and the answer shows the agreement as it now stands with the next switches, up to three switches in all. " +
        "Switches lapse at agreement.switchesUntil; the deal then stands. An id not on offer changes nothing. " +
        MONEY,
      inputSchema: SwitchInput,
      outputSchema: RoundOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ negotiationId, optionId }) => round(negotiationId, "switch", { optionId }),
  );

  server.registerTool(
    "withdraw",
    {
      title: "Withdraw",
      description:
        "Walk away from a negotiation: it ends as withdrawn. The shop remembers where it stood, so opening the same product later resumes from the same standing offer.",
      inputSchema: NegotiationIdInput,
      outputSchema: RoundOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ negotiationId }) => round(negotiationId, "withdraw"),
  );

  server.registerTool(
    "get_negotiation",
    {
      title: "Read a negotiation",
      description:
        "Read one of your negotiations: status, round and deadline, the shop's standing offer, any agreement, the offer history of both sides, and your messages with how the shop read them. Changes nothing.",
      inputSchema: NegotiationIdInput,
      outputSchema: NegotiationOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ negotiationId }) =>
      withToken(negotiationId, async (token) =>
        okResult("negotiation", NegotiationState, await api("GET", `/v1/negotiations/${negotiationId}`, { credential: token }), negotiationText),
      ),
  );
}
