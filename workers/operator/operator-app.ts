/**
 * The operator's audience: the deployment's owner, by its OPERATOR_TOKEN. It creates shops.
 */
import { createRoute } from "@hono/zod-openapi";
import { randomToken, sha256Hex } from "../../common/crypto";
import { audienceApp, authenticate } from "../audience";
import { operator } from "../auth";
import type { OperatorAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { reply } from "../reply";
import { CreateShopBody, IdempotencyHeader, ShopCreated } from "../schemas";
import { shopStub } from "../stubs";

/** The operator's auth middleware: the bearer token must be the deployment's OPERATOR_TOKEN (401 otherwise). */
export const operatorAuth = authenticate(operator);

const createShop = createRoute({
  method: "post",
  path: "/v1/shops",
  tags: ["Operator"],
  summary: "Create a shop (operator token)",
  description: "Returns the shop id and its admin key. The key is shown once and stored hashed.",
  security: [{ operatorToken: [] }],
  request: { headers: IdempotencyHeader, ...jsonBody(CreateShopBody) },
  responses: {
    201: { description: "Shop created", content: { "application/json": { schema: ShopCreated } } },
    ...problems(400, 401, 409, 413, 415, 422),
  },
});

export function operatorApp() {
  const app = audienceApp<OperatorAudience>();

  route(app, createShop, operatorAuth, async (c) => {
    const { name } = c.req.valid("json");
    const idempotency = await idempotencyOf(c);
    // With a key, the shop id is derived from it, so a retried create lands on the same shop object.
    const shopId = `shp_${(idempotency ? await sha256Hex(`shop:${idempotency.key}`) : await sha256Hex(randomToken())).slice(0, 24)}`;
    const adminKey = `psk_${shopId}_${randomToken()}`;
    const result = await shopStub(c.env, shopId).initialize(
      { shopId, name, adminKey, adminKeyHash: await sha256Hex(adminKey) },
      idempotency,
    );
    return reply(c, result);
  });

  return app;
}
