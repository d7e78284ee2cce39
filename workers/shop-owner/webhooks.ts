/**
 * Webhooks: the shop owner's endpoints for escalations raised, decided and timed out, agreements and circuit
 * breaker trips — signed (Standard Webhooks: HMAC-SHA256 with a per-endpoint secret, timestamped, an id to
 * dedupe on), retried with backoff from the Shop's outbox, each attempt in a delivery log, and a test button.
 * Destinations are public hosts on https:443 only (common/webhook-destination.ts): a refused URL is a 400
 * naming `url`, and nothing is stored.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { checkWebhookDestination, destinationRulesFrom } from "../../common/webhook-destination";
import { WEBHOOK_EVENTS } from "../../durable-objects/shop/webhooks";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { validationFailed } from "../problem-response";
import { reply } from "../reply";
import { IdempotencyHeader, PlainText, ShopIdParam } from "../schemas";
import { shopStub } from "../stubs";
import { shopOwnerAuth } from "./auth";

const security = [{ adminKey: [] }];
const tags = ["Shop owner: webhooks"];
const EndpointParams = ShopIdParam.extend({ endpointId: z.string().max(64).openapi({ param: { name: "endpointId", in: "path" } }) });

/**
 * A string here; whether it may receive webhooks is decided in the handler (checkWebhookDestination), because the
 * development switch is a binding: https on 443 to a public host, no user or password; plain http to this
 * machine only with PARLEY_WEBHOOK_ALLOW_HTTP=1 in local development.
 */
const WebhookUrl = z.string().max(2048).openapi({ example: "https://example.com/hooks/parley" });

const Event = z.enum(WEBHOOK_EVENTS);
const CreateBody = z
  .strictObject({
    url: WebhookUrl,
    events: z
      .array(Event)
      .min(1)
      .max(WEBHOOK_EVENTS.length)
      .optional()
      .openapi({ description: `What to send (default: every event): ${WEBHOOK_EVENTS.join(", ")}` }),
    description: PlainText(200).optional(),
  })
  .openapi("WebhookEndpointInput");

export const Endpoint = z
  .object({ endpointId: z.string(), url: z.string(), events: z.array(Event), description: z.string(), enabled: z.boolean(), createdAt: z.string() })
  .openapi("WebhookEndpoint");
export const CreatedEndpoint = Endpoint.extend({
  secret: z.string().openapi({ description: "The signing secret (whsec_…), shown once: verify each request's webhook-signature with it." }),
}).openapi("WebhookEndpointCreated");
export const Delivery = z
  .object({
    deliveryId: z.string().openapi({ description: "Also the webhook-id header and the body's id: the same on every retry" }),
    endpointId: z.string(),
    eventType: z.string(),
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
  })
  .openapi("WebhookDelivery");

const createEndpoint = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/webhooks",
  tags,
  summary: "Register a webhook endpoint (its signing secret is shown once)",
  security,
  request: { params: ShopIdParam, headers: IdempotencyHeader, ...jsonBody(CreateBody) },
  responses: { 201: { description: "The endpoint and its secret", content: { "application/json": { schema: CreatedEndpoint } } }, ...problems(400, 401, 404, 409, 413, 415, 422) },
});

const listEndpoints = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/webhooks",
  tags,
  summary: "The shop's webhook endpoints (never their secrets)",
  security,
  request: { params: ShopIdParam },
  responses: { 200: { description: "Endpoints", content: { "application/json": { schema: z.object({ items: z.array(Endpoint) }) } } }, ...problems(401, 404) },
});

const deleteEndpoint = createRoute({
  method: "delete",
  path: "/v1/shops/{shopId}/webhooks/{endpointId}",
  tags,
  summary: "Delete an endpoint and its delivery log; nothing more is sent to it",
  security,
  request: { params: EndpointParams },
  responses: { 200: { description: "Deleted", content: { "application/json": { schema: Endpoint } } }, ...problems(401, 404) },
});

const listDeliveries = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/webhooks/{endpointId}/deliveries",
  tags,
  summary: "The endpoint's delivery log, newest first: status, attempts, last answer, next attempt",
  security,
  request: { params: EndpointParams, query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: { 200: { description: "Deliveries", content: { "application/json": { schema: z.object({ items: z.array(Delivery) }) } } }, ...problems(400, 401, 404) },
});

const testEndpoint = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/webhooks/{endpointId}/test",
  tags,
  summary: "Send a signed test event now; answers with the attempt's outcome (a failure is retried like any delivery)",
  security,
  request: { params: EndpointParams, headers: IdempotencyHeader },
  responses: { 200: { description: "The test delivery", content: { "application/json": { schema: Delivery } } }, ...problems(401, 404, 409, 422) },
});

export function registerWebhookRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, createEndpoint, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const body = c.req.valid("json");
    const destination = checkWebhookDestination(body.url, destinationRulesFrom(c.env));
    if (!destination.ok) throw validationFailed([{ path: "url", pointer: "/url", message: destination.reason }]);
    const input = { url: destination.url, events: body.events ?? [...WEBHOOK_EVENTS], description: body.description ?? "" };
    return reply(c, await shopStub(c.env, shopId).createWebhook(input, await idempotencyOf(c)));
  });

  route(app, listEndpoints, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    return reply(c, await shopStub(c.env, shopId).listWebhooks());
  });

  route(app, deleteEndpoint, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { endpointId } = c.req.valid("param");
    return reply(c, await shopStub(c.env, shopId).deleteWebhook(endpointId));
  });

  route(app, listDeliveries, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { endpointId } = c.req.valid("param");
    return reply(c, await shopStub(c.env, shopId).webhookDeliveries(endpointId, c.req.valid("query").limit));
  });

  route(app, testEndpoint, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { endpointId } = c.req.valid("param");
    return reply(c, await shopStub(c.env, shopId).testWebhook(endpointId, await idempotencyOf(c)));
  });
}
