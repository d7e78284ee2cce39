/**
 * Roleplay rehearsals over the shop's real negotiator (issue 29, item 5): `POST /v1/shops/{shopId}/roleplays`
 * plays a bounded number of seeded offline buyer personas (four languages, four styles) against one of the
 * shop's products through the buyer HTTP API in-process — the live rooms, reader and replies answer — and stores
 * every run's trace in Postgres; `GET …/roleplays/{runId}` returns a run's transcript with the WorldAgent's
 * verdicts, `GET …/roleplays?batchId=` lists runs (newest first). A thin shell: the engine is roleplay/, the storage memory/repositories/roleplay.ts.
 *
 * Each run negotiates as a buyer of its own (`roleplay-<batch>-<n>`, registered and keyed through the API with
 * the caller's admin key), so runs never resume each other's standing offers. With an `Idempotency-Key` the
 * batch id is derived from it: a retried request returns the stored batch instead of playing it again, and the
 * same key with a different body is refused (422 idempotency-key-reused). Every buyer key issued for the batch
 * is revoked when it ends.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { sha256Hex } from "../../common/crypto";
import { withDb } from "../../memory/db";
import { getRoleplayRun, listRoleplayRuns, storeRoleplayRun } from "../../memory/repositories/roleplay";
import { batchFigures, DEFAULT_MAX_PARALLEL_RUNS, runBatch } from "../../roleplay/batch";
import { roomCounterparty } from "../../roleplay/counterparties/room";
import type { PersonaStyle, RoleplayLanguage, RoundVerdict, RunEnd } from "../../roleplay/types";
import { roleplayModelFromEnv } from "../../roleplay/adapters/model-client";
import { modelAgent } from "../../roleplay/personas/model";
import { offlineBuyerPersona } from "../../roleplay/personas/offline-buyer";
import type { LanguageModelEnv } from "../../language/openai-interpreter";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import type { AppFetch } from "../mcp/api-caller";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { ProblemError, problemResponse } from "../problem-response";
import { IdempotencyHeader, ProductId, ShopIdParam } from "../schemas";
import { shopOwnerAuth } from "./auth";
import { problem } from "../../common/problem";

const security = [{ adminKey: [] }];
const tags = ["Shop owner: roleplay"];
export const MAX_ROLEPLAY_RUNS = 50;

const RoleplayBody = z
  .strictObject({
    productId: ProductId,
    runs: z.number().int().min(1).max(MAX_ROLEPLAY_RUNS).default(8).openapi({ description: `Runs to play (1–${MAX_ROLEPLAY_RUNS}); languages and styles cycle.` }),
    seed: z.number().int().min(0).max(2 ** 32 - 1).default(1).openapi({ description: "Draws personas, phrasings and strategies; the same seed gives the same personas." }),
    maxRounds: z.number().int().min(1).max(12).default(8),
    personas: z.enum(["offline", "model"]).default("offline").openapi({ description: "offline: seeded phrasings; model: the deployment's language model speaks for each persona (the offline persona answers a turn the model botches). 409 when no model is configured." }),
  })
  .openapi("RoleplayRequest");

const Figures = z.object({ runs: z.number().int(), completed: z.number().int(), handedToPerson: z.number().int(), handedToPersonShare: z.number(), verdicts: z.record(z.string(), z.number().int()), ends: z.record(z.string(), z.number().int()) }).passthrough();
const RunRow = z.object({ runId: z.string(), language: z.string(), style: z.string(), endedAs: z.string(), agreedMinor: z.number().int().nullable(), handedToPerson: z.boolean() });

const postRoleplays = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/roleplays",
  tags,
  summary: "Play seeded honest buyer personas against a product's live negotiator and store the transcripts",
  security,
  request: { params: ShopIdParam, headers: IdempotencyHeader, ...jsonBody(RoleplayBody) },
  responses: { 201: { description: "The batch", content: { "application/json": { schema: z.object({ batchId: z.string(), figures: Figures, runs: z.array(RunRow) }) } } }, ...problems(400, 401, 404, 409, 413, 415, 422) },
});

const listRoleplays = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/roleplays",
  tags,
  summary: "Roleplay runs, newest first, optionally of one batch",
  security,
  request: { params: ShopIdParam, query: z.object({ batchId: z.string().max(200).regex(/^[A-Za-z0-9._-]+$/).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }) },
  responses: { 200: { description: "The runs", content: { "application/json": { schema: z.object({ items: z.array(RunRow.extend({ batchId: z.string(), productId: z.string(), createdAt: z.any() })) }) } } }, ...problems(400, 401) },
});

const RunIdParam = ShopIdParam.extend({ runId: z.string().min(1).max(200).regex(/^[A-Za-z0-9._-]+$/) });
const getRoleplay = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/roleplays/{runId}",
  tags,
  summary: "A roleplay run: its transcript with the WorldAgent's verdicts, its summary and its agent calls",
  security,
  request: { params: RunIdParam },
  responses: { 200: { description: "The run", content: { "application/json": { schema: z.object({ run: z.any(), turns: z.array(z.any()), calls: z.array(z.any()) }) } } }, ...problems(400, 401, 404) },
});

function databaseUrl(env: Env): string {
  if (!env.DATABASE_URL) throw new ProblemError("internal-error", "No database is configured for this deployment.");
  return env.DATABASE_URL;
}

export function registerRoleplayRoutes(app: AudienceApp<ShopOwnerAudience>, api: AppFetch): void {
  route(app, postRoleplays, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const body = c.req.valid("json");
    const adminKey = (c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, "");
    const origin = new URL(c.req.url).origin;
    const ctx = c.executionCtx as ExecutionContext;
    const call = async (method: string, path: string, o: { token?: string; body?: unknown }) => {
      const headers: Record<string, string> = {};
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      if (o.body !== undefined) headers["content-type"] = "application/json";
      const res = await api.fetch(new Request(`${origin}${path}`, { method, headers, ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}) }), c.env, ctx);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    };
    const complete = body.personas === "model" ? roleplayModelFromEnv(c.env as LanguageModelEnv) : null;
    if (body.personas === "model" && !complete) return problemResponse(c, problem("conflict", "No language model is configured (PARLEY_LANGUAGE_MODEL=openai and a key); use personas: \"offline\"."));
    const product = await call("GET", `/v1/shops/${shopId}/products/${encodeURIComponent(body.productId)}`, { token: adminKey });
    if (product.status !== 200) return problemResponse(c, product.status === 404 ? problem("not-found", `No product ${body.productId} in this shop.`) : product.body);
    // The batch id is the key's (24 hex) then the request's fingerprint (8 hex): the same key with the same body
    // replays the stored batch; with a different body it is refused, as on every other route.
    const idem = await idempotencyOf(c);
    const keyPart = idem ? (await sha256Hex(`${shopId}\n${idem.key}`)).slice(0, 24) : crypto.randomUUID().replace(/-/g, "").slice(0, 24);
    const batchId = `rp-${keyPart}${idem ? idem.requestHash.slice(0, 8) : ""}`;
    const dbUrl = databaseUrl(c.env);
    const waitUntil = (p: Promise<unknown>) => ctx.waitUntil(p);
    if (idem) {
      const stored = await withDb(dbUrl, (db) => listRoleplayRuns(db, shopId, { batchPrefix: `rp-${keyPart}`, limit: MAX_ROLEPLAY_RUNS }), { waitUntil });
      if (stored.some((r) => r.batchId !== batchId)) return problemResponse(c, problem("idempotency-key-reused", "This Idempotency-Key was used for a roleplay batch with a different request."));
      if (stored.length > 0) {
        const runs = stored.map(({ runId, language, style, endedAs, agreedMinor, handedToPerson }) => ({ runId, language, style, endedAs, agreedMinor, handedToPerson }));
        const figures = batchFigures(stored.map((r) => ({ end: r.endedAs as RunEnd, language: r.language as RoleplayLanguage, style: r.style as PersonaStyle, handedToPerson: r.handedToPerson, verdicts: (r.verdicts ?? []) as RoundVerdict[] })));
        return c.json({ batchId, replayed: true, figures, runs }, 201, { "idempotent-replayed": "true" });
      }
    }
    const p = product.body as { name: string; currency: string; anchorMinor: number };
    const maxParallel = Math.min(Math.max(Number(c.env.MAX_PARALLEL_RUNS ?? DEFAULT_MAX_PARALLEL_RUNS) || DEFAULT_MAX_PARALLEL_RUNS, 1), 8);
    // Each run's buyer and key exist only for the batch: every key issued is revoked when the batch ends, played
    // or failed, so no standing credential is left behind (the buyers stay, keyless, as the runs' owners).
    const issuedKeys: Array<{ buyerId: string; keyId: string }> = [];
    const buyerKeyFor = async (i: number) => {
      const buyerId = `roleplay-${batchId.slice(3, 15)}-${i}`;
      const reg = await call("PUT", `/v1/shops/${shopId}/buyers/${buyerId}`, { token: adminKey, body: { name: `Roleplay persona ${i}` } });
      if (reg.status !== 200 && reg.status !== 201) throw new ProblemError("internal-error", `registering a roleplay buyer failed (${reg.status})`);
      const issued = await call("POST", `/v1/shops/${shopId}/buyers/${buyerId}/keys`, { token: adminKey });
      if (issued.status !== 201) throw new ProblemError("internal-error", `issuing a roleplay buyer key failed (${issued.status})`);
      issuedKeys.push({ buyerId, keyId: issued.body.keyId as string });
      return issued.body.key as string;
    };
    const revokeIssued = async () => {
      await Promise.all(issuedKeys.map(({ buyerId, keyId }) => call("DELETE", `/v1/shops/${shopId}/buyers/${buyerId}/keys/${encodeURIComponent(keyId)}`, { token: adminKey })));
    };
    let runs: Awaited<ReturnType<typeof runBatch>>["runs"];
    try {
      ({ runs } = await runBatch({
        count: body.runs,
        seed: body.seed,
        maxRounds: body.maxRounds,
        maxParallel,
        product: { id: body.productId, name: p.name, currency: p.currency, listPriceMinor: p.anchorMinor },
        ...(complete ? { persona: (_i: number, seed: number) => modelAgent({ complete, role: "persona", fallback: offlineBuyerPersona(seed) }) } : {}),
        counterparty: async (i) => roomCounterparty({ transport: call, shopId, productId: body.productId, buyerKey: await buyerKeyFor(i) }),
      }));
    } finally {
      await revokeIssued();
    }
    const rows = runs.map((trace, i) => ({ runId: `${batchId}-${i}`, batchId, productId: body.productId, trace }));
    await withDb(dbUrl, async (db) => { for (const r of rows) await storeRoleplayRun(db, shopId, r); }, { waitUntil });
    return c.json(
      {
        batchId,
        figures: batchFigures(runs),
        runs: rows.map((r) => ({ runId: r.runId, language: r.trace.language, style: r.trace.style, endedAs: r.trace.end, agreedMinor: r.trace.agreedMinor ?? null, handedToPerson: r.trace.handedToPerson })),
      },
      201,
    );
  });

  route(app, listRoleplays, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { batchId, limit } = c.req.valid("query");
    const items = await withDb(databaseUrl(c.env), (db) => listRoleplayRuns(db, shopId, { ...(batchId ? { batchId } : {}), limit }), { waitUntil: (p) => c.executionCtx.waitUntil(p) });
    return c.json({ items }, 200);
  });

  route(app, getRoleplay, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { runId } = c.req.valid("param");
    const found = await withDb(databaseUrl(c.env), (db) => getRoleplayRun(db, shopId, runId), { waitUntil: (p) => c.executionCtx.waitUntil(p) });
    if (!found) return problemResponse(c, problem("not-found", `No roleplay run ${runId} in this shop.`));
    return c.json(found, 200);
  });
}
