/**
 * Parley's public agreement-signing keys, published for anyone to verify signed agreement records offline:
 * `GET /.well-known/parley-signing-keys` (a JWKS document, RFC 7517; Ed25519 keys named by their RFC 7638
 * thumbprint). No credential.
 */
import { createRoute } from "@hono/zod-openapi";
import type { AudienceApp } from "../audience";
import { authenticate } from "../audience";
import type { AnyoneCaller, DiscoveryAudience } from "../caller";
import { route } from "../openapi-route";
import { parleyJwks } from "../../durable-objects";
import { SigningJwks } from "./contract-schemas";

const anyone = authenticate((): AnyoneCaller => ({ kind: "anyone" }));

const getSigningKeys = createRoute({
  method: "get",
  path: "/.well-known/parley-signing-keys",
  tags: ["Discovery"],
  summary: "Parley's public keys for signed agreement records (JWKS)",
  security: [],
  responses: { 200: { description: "The keys", content: { "application/json": { schema: SigningJwks } } } },
});

export function registerSigningKeysRoute(app: AudienceApp<DiscoveryAudience>): void {
  route(app, getSigningKeys, anyone, async (c) => c.json(await parleyJwks(c.env), 200, { "cache-control": "public, max-age=300" }));
}
