/**
 * The agent card (GET /.well-known/agent-card.json), in the A2A AgentCard format (protocol 0.3): who this agent
 * is, its skills, how a buyer authenticates, and where to talk to it.
 *
 * Parley does not speak A2A's own JSON-RPC binding: buyer agents reach it over MCP (Streamable HTTP) or the plain
 * HTTP API. The card says so in the places A2A leaves open: `url` and `additionalInterfaces` name the MCP endpoint
 * with the transport `MCP` (A2A's transport field is an open string; JSONRPC, GRPC and HTTP+JSON are its own), and
 * an extension in `capabilities.extensions` carries the details (transport, protocol versions, tools, the HTTP
 * API's OpenAPI document). Every URL is built from the request's origin.
 */
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { API_VERSION } from "../version";
import type { AgentCardBody } from "../discovery/discovery-schemas";
import { MCP_PATH } from "./mcp-app";
import { SUPPLIER_TOOL_NAMES } from "./supplier-tools";
import { TOOL_NAMES } from "./tools";

export const A2A_PROTOCOL_VERSION = "0.3.0";
/** The extension naming the MCP endpoint: the MCP specification's Streamable HTTP transport. */
export const MCP_EXTENSION_URI = `https://modelcontextprotocol.io/specification/${LATEST_PROTOCOL_VERSION}/basic/transports#streamable-http`;

export function agentCard(origin: string): AgentCardBody {
  const mcpUrl = `${origin}${MCP_PATH}`;
  return {
    protocolVersion: A2A_PROTOCOL_VERSION,
    name: "Parley",
    description:
      "A shop's price negotiator. A buyer's agent lists a shop's negotiable products, opens a negotiation on one, and trades unit prices " +
      "(integer minor units of the product's currency) round by round until the shop or the buyer accepts. Buyer agents connect over MCP " +
      `(Streamable HTTP, stateless, JSON responses) at ${mcpUrl} with a shop-issued buyer key; the same operations are an HTTP API ` +
      `described at ${origin}/openapi.json. This card's url and additionalInterfaces point at the MCP endpoint (transport "MCP"); ` +
      "there is no A2A JSON-RPC endpoint.",
    url: mcpUrl,
    preferredTransport: "MCP",
    additionalInterfaces: [{ url: mcpUrl, transport: "MCP" }],
    version: API_VERSION,
    provider: { organization: "Parley", url: origin },
    documentationUrl: `${origin}/docs`,
    capabilities: {
      streaming: false,
      pushNotifications: false,
      stateTransitionHistory: false,
      extensions: [
        {
          uri: MCP_EXTENSION_URI,
          description:
            "The Model Context Protocol endpoint through which buyer agents negotiate and supplier agents bid: its URL, transport, protocol versions and tools (a buyer key is offered the buyer's tools, a supplier key the supplier's).",
          required: false,
          params: {
            url: mcpUrl,
            transport: "streamable-http",
            stateless: true,
            protocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
            tools: [...TOOL_NAMES, ...SUPPLIER_TOOL_NAMES],
            catalog: `${origin}/v1/shops/{shopId}/catalog`,
            openapi: `${origin}/openapi.json`,
          },
        },
      ],
    },
    securitySchemes: {
      buyerKey: {
        type: "http",
        scheme: "bearer",
        bearerFormat: "pbk_<shopId>_<buyerId>_<secret>",
        description: "A buyer key the shop issued to this buyer's agent, sent as `Authorization: Bearer <key>`. The key names its shop: the tools act on that shop only.",
      },
      supplierKey: {
        type: "http",
        scheme: "bearer",
        bearerFormat: "psup_<shopId>_<supplierId>_<secret>",
        description: "A supplier key the organisation issued to this supplier's agent, sent as `Authorization: Bearer <key>`: the MCP endpoint then offers the supplier's tools (requests for quotes and sealed bids) for that organisation only.",
      },
    },
    security: [{ buyerKey: [] }, { supplierKey: [] }],
    defaultInputModes: ["application/json"],
    defaultOutputModes: ["application/json", "text/plain"],
    skills: [
      {
        id: "find-products",
        name: "Find negotiable products",
        description: "Lists the shop's negotiable products with list price per unit, currency and the rounds a buyer gets (MCP tool find_products; public HTTP: the shop's catalog).",
        tags: ["catalog", "products", "shopping"],
        examples: ["Which products can I negotiate on?", "What is the list price of the espresso machine?"],
      },
      {
        id: "negotiate-price",
        name: "Negotiate a unit price",
        description:
          "Opens a negotiation on a product and trades offers round by round: the buyer offers a unit price or writes a message, the shop accepts, counters, holds or rejects; either side's acceptance is a binding deal (MCP tools open_negotiation, make_offer, accept, withdraw).",
        tags: ["negotiation", "pricing", "procurement"],
        examples: ["Open a negotiation for 3 espresso machines at 110.00 EUR each.", "Offer 9500 per unit.", "Accept the shop's standing offer."],
      },
      {
        id: "switch-agreement",
        name: "Switch a package agreement",
        description:
          "When the shop takes the buyer's own package (price and terms), the agreement may offer up to three switches: packages worth at least as much to the shop that the buyer may prefer. Taking one makes the deal that package, and the next switches are offered from it, up to three switches, within a day of the agreement (MCP tool switch_agreement; HTTP POST /v1/negotiations/{id}/switch).",
        tags: ["negotiation", "terms", "agreement"],
        examples: ["Switch my deal to package r4s1-2.", "Which packages can my agreement still switch to?"],
      },
      {
        id: "bid-on-requests-for-quotes",
        name: "Bid on requests for quotes (suppliers)",
        description:
          "With a supplier key: lists the organisation's requests for quotes a supplier may bid on (their public part: item, quantity, required and negotiable terms, SLA targets, deadline, format), reads one with the supplier's own bid and outcome, bids a sealed package (price per unit and terms) and withdraws it before the deadline. The best score wins; the award becomes a service contract (MCP tools list_requests_for_quotes, get_request_for_quotes, submit_bid, withdraw_bid; HTTP /v1/shops/{shopId}/supplier/auctions).",
        tags: ["procurement", "auction", "rfq", "supplier"],
        examples: ["Which requests for quotes can I bid on?", "Bid 41000 per unit with 30 payment days and standard support.", "Withdraw my bid on auc_…"],
      },
      {
        id: "track-negotiation",
        name: "Follow a negotiation",
        description: "Shows a negotiation's status, the shop's standing offer, any agreement and the offer history of both sides (MCP tool get_negotiation).",
        tags: ["negotiation", "status", "history"],
        examples: ["Where does my negotiation stand?", "What did the shop offer in the last round?"],
      },
    ],
  };
}
