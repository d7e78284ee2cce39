/**
 * One MCP exchange: a fresh McpServer and a fresh stateless Streamable HTTP transport per POST.
 *
 * Why stateless (`sessionIdGenerator: undefined`) with JSON responses rather than sessions and SSE: a Worker
 * isolate keeps nothing between requests (the next request may land on another isolate or another machine), so
 * a session kept in memory would be lost at random, and keeping one in a Durable Object would add a round trip
 * to every call for state these tools do not need — everything a tool needs is in the request (the buyer key)
 * or already kept durably (the negotiation, in its room; its token, in the buyer's account). Each POST carries
 * one JSON-RPC message and gets its answer as one JSON body (a batch's messages are served one by one, each with
 * a server and transport of its own: batches.ts); there is no server-initiated stream,
 * so GET and DELETE on the endpoint are 405 (mcp-route.ts). Building the server costs a few object allocations.
 * Which tools it offers depends on the caller: a buyer's (tools.ts) or a supplier's (supplier-tools.ts).
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { API_VERSION } from "../version";
import { registerSupplierTools, type SupplierToolContext } from "./supplier-tools";
import { registerTools, type ToolContext } from "./tools";

/** What one exchange serves: a buyer's tools or a supplier's, never both (the caller's key decides). */
export type McpContext = ({ audience: "buyer" } & ToolContext) | ({ audience: "supplier" } & SupplierToolContext);

const INSTRUCTIONS =
  "Parley negotiates prices for the shop your buyer key belongs to. Typical flow: find_products, open_negotiation, " +
  "make_offer as many rounds as you need, then accept the shop's standing offer, or withdraw. An acceptance by either side is a binding deal. " +
  "Money is always a whole number of the currency's minor unit (12500 = 125.00 EUR), per unit. Refer to a negotiation by its negotiationId. " +
  "A refused call is a tool error carrying a problem with a stable `type` (e.g. /problems/validation-failed, /problems/negotiation-closed) and a `detail` saying what to change.";

const SUPPLIER_INSTRUCTIONS =
  "Parley buys for the organisation your supplier key belongs to. Typical flow: list_requests_for_quotes, get_request_for_quotes, then submit_bid " +
  "(a sealed package: price per unit and a value for each negotiable and required term) before the deadline; withdraw_bid takes it back until then. " +
  "Bids are sealed and binding from the deadline; the auction closes by itself and the winner's package becomes a service contract. " +
  "Money is always a whole number of the currency's minor unit (12500 = 125.00 EUR), per unit. " +
  "A refused call is a tool error carrying a problem with a stable `type` (e.g. /problems/invalid-bid, /problems/bid-late) and a `detail` saying what to change.";

/** The server's own JSON Schema checks run on @cfworker/json-schema: workerd forbids the code generation Ajv relies on. */
const validator = new CfWorkerJsonSchemaValidator();

export function createMcpServer(context: McpContext): McpServer {
  if (context.audience === "supplier") {
    const server = new McpServer({ name: "parley", title: "Parley procurement (suppliers)", version: API_VERSION }, { jsonSchemaValidator: validator, instructions: SUPPLIER_INSTRUCTIONS });
    registerSupplierTools(server, context);
    return server;
  }
  const server = new McpServer({ name: "parley", title: "Parley price negotiator", version: API_VERSION }, { jsonSchemaValidator: validator, instructions: INSTRUCTIONS });
  registerTools(server, context);
  return server;
}

/** Answers one MCP POST (its JSON-RPC body already read and checked) with a server and transport made for it alone. */
export async function serveMcp(request: Request, body: unknown, context: McpContext): Promise<Response> {
  const server = createMcpServer(context);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, { parsedBody: body });
  } finally {
    await server.close();
  }
}
