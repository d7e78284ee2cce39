import { createRoute, z } from "@hono/zod-openapi";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { jsonBody, problems, route } from "../openapi-route";
import { reply } from "../reply";
import { NegotiationList, NegotiationListQuery, Product, ProductBody, ProductParams, ShopIdParam } from "../schemas";
import { openingConfigurations } from "../opening-configurations";
import { shopStub } from "../stubs";
import { shopOwnerAuth } from "./auth";

const security = [{ adminKey: [] }];
const productJson = { content: { "application/json": { schema: Product } } };

const putProduct = createRoute({
  method: "put",
  path: "/v1/shops/{shopId}/products/{productId}",
  tags: ["Shop owner"],
  summary: "Create or replace a product's negotiation settings",
  description:
    "Each change creates a new version; open negotiations keep the version they were opened with. `publicFacts` (optional: shipping, delivery, warranty, payment, returns) are public: shown in the catalog and quoted to buyers who ask. `terms` (optional, up to 8: payment days, delivery, warranty, support tier, Incoterm…) with `valuation` (the owner's pairwise answers or weights, and the package reservation utility) declare what is negotiable besides price: the terms' ids, labels, kinds, units and ranges are shown in the catalog; the valuation, `better` and `shopBest` are returned to the owner only. A PUT replaces the whole product: send the terms again to keep them. The negotiator does not trade terms yet.",
  security,
  request: { params: ProductParams, ...jsonBody(ProductBody) },
  responses: {
    200: { description: "Updated", ...productJson },
    201: { description: "Created", ...productJson },
    ...problems(400, 401, 404, 413, 415, 422),
  },
});

const getProduct = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/products/{productId}",
  tags: ["Shop owner"],
  summary: "Read a product's settings (floor included)",
  security,
  request: { params: ProductParams },
  responses: { 200: { description: "The product", ...productJson }, ...problems(401, 404) },
});

const listProducts = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/products",
  tags: ["Shop owner"],
  summary: "List the shop's products",
  security,
  request: { params: ShopIdParam },
  responses: { 200: { description: "Products", content: { "application/json": { schema: z.object({ items: Product.array() }) } } }, ...problems(401, 404) },
});

export const ProductVersion = z
  .object({
    version: z.number().int(),
    createdAt: z.string(),
    config: ProductBody.required({ strategy: true, maxRounds: true, ttlSeconds: true, publicFacts: true }),
  })
  .openapi("ProductVersion");

const listProductVersions = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/products/{productId}/versions",
  tags: ["Shop owner"],
  summary: "Every saved version of a product's settings, newest first",
  security,
  request: { params: ProductParams },
  responses: { 200: { description: "Versions", content: { "application/json": { schema: z.object({ items: z.array(ProductVersion) }) } } }, ...problems(401, 404) },
});

const listNegotiations = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/negotiations",
  tags: ["Shop owner"],
  summary: "List the shop's negotiations, newest first",
  security,
  request: { params: ShopIdParam, query: NegotiationListQuery },
  responses: { 200: { description: "A page of negotiations", content: { "application/json": { schema: NegotiationList } } }, ...problems(400, 401, 404) },
});

export function registerProductRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, putProduct, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { productId } = c.req.valid("param");
    const input = c.req.valid("json");
    const result = await shopStub(c.env, shopId).putProduct(productId, input);
    openingConfigurations.forget(shopId);
    return reply(c, result);
  });

  route(app, getProduct, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { productId } = c.req.valid("param");
    return reply(c, await shopStub(c.env, shopId).getProduct(productId));
  });

  route(app, listProductVersions, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { productId } = c.req.valid("param");
    return reply(c, await shopStub(c.env, shopId).productVersions(productId));
  });

  route(app, listProducts, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    return reply(c, await shopStub(c.env, shopId).listProducts());
  });

  route(app, listNegotiations, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const query = c.req.valid("query");
    return reply(c, await shopStub(c.env, shopId).listNegotiations(query));
  });
}
