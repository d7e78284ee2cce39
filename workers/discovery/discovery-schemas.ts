/**
 * Schemas of the public discovery documents: a shop's catalog (GET /v1/shops/{shopId}/catalog) and the agent
 * card (GET /.well-known/agent-card.json, the A2A AgentCard format). Neither needs a credential, so neither
 * carries anything private: no floor, strategy, deadline or key.
 */
import { z } from "@hono/zod-openapi";
import { PublicFacts, PublicTerm } from "../schemas";

export const PublicProduct = z
  .object({
    productId: z.string().openapi({ example: "espresso-machine" }),
    name: z.string(),
    listPriceMinor: z.number().int().openapi({ description: "List price per unit in minor units: the shop's opening offer.", example: 12_500 }),
    currency: z.string().openapi({ example: "EUR" }),
    negotiable: z.literal(true),
    maxRounds: z.number().int().openapi({ description: "Rounds a buyer gets on this product (offers and answers)." }),
    publicFacts: PublicFacts.openapi({ description: "What the owner wrote about shipping, delivery, warranty, payment and returns: the shop answers buyers' questions from it." }),
    terms: z.array(PublicTerm).optional().openapi({ description: "The terms negotiable besides price and their ranges (omitted when there are none). The shop's valuation of them is never shown." }),
  })
  .openapi("PublicProduct");

export const PublicCatalog = z
  .object({
    shopId: z.string(),
    name: z.string(),
    products: z.array(PublicProduct),
  })
  .openapi("PublicCatalog");

const AgentInterface = z.object({
  url: z.string().openapi({ description: "Absolute URL of the interface." }),
  transport: z.string().openapi({ description: "`MCP`: the Model Context Protocol's Streamable HTTP transport (not one of A2A's own bindings)." }),
});

const AgentExtension = z.object({
  uri: z.string(),
  description: z.string(),
  required: z.boolean(),
  params: z.record(z.string(), z.unknown()),
});

const AgentSkill = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  examples: z.array(z.string()),
  inputModes: z.array(z.string()).optional(),
  outputModes: z.array(z.string()).optional(),
});

export const AgentCard = z
  .object({
    protocolVersion: z.string().openapi({ description: "The A2A AgentCard format version this card follows." }),
    name: z.string(),
    description: z.string(),
    url: z.string().openapi({ description: "The preferred endpoint: the MCP endpoint (this service speaks MCP, not A2A's JSON-RPC)." }),
    preferredTransport: z.string(),
    additionalInterfaces: z.array(AgentInterface),
    version: z.string(),
    provider: z.object({ organization: z.string(), url: z.string() }),
    documentationUrl: z.string(),
    capabilities: z.object({
      streaming: z.boolean(),
      pushNotifications: z.boolean(),
      stateTransitionHistory: z.boolean(),
      extensions: z.array(AgentExtension),
    }),
    securitySchemes: z.record(
      z.string(),
      z.object({ type: z.string(), scheme: z.string(), bearerFormat: z.string().optional(), description: z.string() }),
    ),
    security: z.array(z.record(z.string(), z.array(z.string()))),
    defaultInputModes: z.array(z.string()),
    defaultOutputModes: z.array(z.string()),
    skills: z.array(AgentSkill),
  })
  .openapi("AgentCard");

export type AgentCardBody = z.infer<typeof AgentCard>;
