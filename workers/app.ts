/**
 * The Worker's HTTP app: the gates every API call passes (per-client ceiling, body limit, the one body reader),
 * one sub-app per audience, each with its own auth middleware (workers/audience.ts) — the operator, shop owners,
 * buyers, the organisation's suppliers, public discovery and buyer agents over MCP — and the OpenAPI document, the
 * docs page and the errors they all share.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { Scalar } from "@scalar/hono-api-reference";
import { problem, type ProblemSlug } from "../common/problem";
import { isDatabaseUnavailable } from "../memory";
import { validationProblem } from "./audience";
import { organisationAuctionApp } from "./auctions/organisation-auctions";
import { buyerApp } from "./buyer/buyer-app";
import { contractPartyApp } from "./contracts/party-contracts";
import { discoveryApp } from "./discovery/discovery-app";
import { openApiDocument } from "./document";
import { limitBody, readJsonBody } from "./json-body";
import { mcpApp } from "./mcp";
import { operatorApp } from "./operator/operator-app";
import { ProblemError, problemResponse } from "./problem-response";
import { limitClient } from "./rate-limits";
import { shopOwnerApp } from "./shop-owner/shop-owner-app";
import { supplierAdminApp } from "./shop-owner/suppliers";
import { supplierApp } from "./supplier/supplier-app";
import { roomStub } from "./stubs";
import { API_VERSION } from "./version";
import type { AppEnv } from "./app-env";

const HTTP_EXCEPTION_SLUGS: Partial<Record<number, ProblemSlug>> = {
  400: "validation-failed",
  401: "unauthorized",
  404: "not-found",
  405: "method-not-allowed",
  413: "payload-too-large",
  415: "unsupported-media-type",
};

const DOCUMENT_INFO = {
  title: "Parley",
  version: API_VERSION,
  description:
    "Automated negotiation at the edge. Money is integer minor units. Errors are RFC 9457 problem+json with a stable `type`; a request body that is empty where one is needed, not JSON, not UTF-8, over its limit, of the wrong shape, or holding NUL or an unpaired surrogate in any string or key is a 4xx problem that changes nothing. `Idempotency-Key` is honoured on every POST; PUTs replace state and ignore it.",
};

export function createApp(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationProblem });

  app.use("/v1/*", limitClient, limitBody, readJsonBody);

  app.openAPIRegistry.registerComponent("securitySchemes", "operatorToken", {
    type: "http",
    scheme: "bearer",
    description: "The deployment's OPERATOR_TOKEN secret.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "adminKey", {
    type: "http",
    scheme: "bearer",
    description: "A shop's admin key (psk_…), returned once when the shop is created.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "buyerKey", {
    type: "http",
    scheme: "bearer",
    description: "A buyer key (pbk_…) the shop issued to this buyer's agent.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "httpSignature", {
    type: "apiKey",
    in: "header",
    name: "Signature",
    description:
      "RFC 9421 HTTP Message Signature (Ed25519, keyid = JWK thumbprint of a key the shop registered for the buyer or supplier), with Signature-Input and Content-Digest.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "supplierKey", {
    type: "http",
    scheme: "bearer",
    description: "A supplier key (psup_…) the organisation issued to this supplier's agent. A buyer key is refused on supplier routes, and a supplier key on buyer routes.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "negotiationToken", {
    type: "http",
    scheme: "bearer",
    description: "A negotiation's token (ngt_…), returned once when the negotiation is opened.",
  });

  // The audiences. Their routes' paths overlap (a shop owner's and a buyer's under /v1/shops/{shopId}/…), so each
  // route carries its audience's auth middleware itself; none is mounted on a path.
  app.route("/", operatorApp());
  app.route("/", shopOwnerApp(app));
  app.route("/", buyerApp());
  // The organisation's suppliers (issue #31): the owner registers them (its admin key), their agents answer (their own credential).
  app.route("/", supplierAdminApp());
  app.route("/", supplierApp());
  // Requests for quotes (issue #31): the organisation opens and reads its auctions; suppliers bid in supplierApp.
  app.route("/", organisationAuctionApp());
  app.route("/", contractPartyApp());
  app.route("/", discoveryApp());
  // The MCP tools call this whole app in-process, as an HTTP client would.
  app.route("/", mcpApp(app));

  app.get("/openapi.json", (c) => c.json(openApiDocument(app, { openapi: "3.1.0", info: DOCUMENT_INFO })));
  app.get("/docs", Scalar({ url: "/openapi.json", pageTitle: "Parley API" }));
  // Baseline for `npm run bench`: a bare Durable Object RPC, enabled only with BENCH_ROUTES=1.
  app.get("/bench/ping/:id", async (c) => {
    if (c.env.BENCH_ROUTES !== "1") return problemResponse(c, problem("not-found"));
    return c.text(await roomStub(c.env, c.req.param("id")).ping());
  });
  // The least an open can cost: a ping of a room object that does not exist yet (its storage and schema created).
  app.post("/bench/new-room-ping", async (c) => {
    if (c.env.BENCH_ROUTES !== "1") return problemResponse(c, problem("not-found"));
    return c.text(await c.env.NEGOTIATION_ROOM.get(c.env.NEGOTIATION_ROOM.newUniqueId()).ping());
  });
  app.get("/", (c) => c.json({ name: "parley", version: API_VERSION, openapi: "/openapi.json", docs: "/docs" }));

  app.notFound((c) => problemResponse(c, problem("not-found", `No route for ${c.req.method} ${new URL(c.req.url).pathname}.`)));
  app.onError((error, c) => {
    if (error instanceof ProblemError) return problemResponse(c, error.problem);
    // Hono's own client errors (none is expected: bodies are read by readJsonBody) stay 4xx problems.
    const slug = error instanceof HTTPException ? HTTP_EXCEPTION_SLUGS[error.status] : undefined;
    if (slug) return problemResponse(c, problem(slug, error.message));
    // Postgres not reachable right now (memory routes): the client may retry; it is not a bug of ours.
    if (isDatabaseUnavailable(error)) {
      console.warn("database unavailable", String((error as Error)?.message ?? error).slice(0, 200));
      return problemResponse(c, problem("database-unavailable", "Postgres did not answer; try again shortly.", { retryAfterSeconds: 5 }));
    }
    console.error("unhandled error", error);
    return problemResponse(c, problem("internal-error", "Something went wrong on our side. Retrying with the same Idempotency-Key is safe."));
  });
  return app;
}
