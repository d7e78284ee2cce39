/**
 * The shop owner's contract routes: propose a contract — from an agreed negotiation of the shop (its price,
 * currency and terms become the contract's; by default the shop provides and the buyer consumes) or directly —
 * list the shop's contracts, review a suspended one (reinstate or terminate it: the decision on its escalation in
 * the inbox), decide a party's dispute of a check's money (uphold or reject it: likewise an inbox item), and read or set the shop's contract limits (the seed's defaults, each overridable within its bounds). Reading, terminating and auditing one contract are in ./party-contracts.ts, beside what
 * its parties do, since they share its path.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { problemResponse, validationFailed } from "../problem-response";
import { reply } from "../reply";
import { IdempotencyHeader, ShopIdParam } from "../schemas";
import { shopOwnerAuth } from "../shop-owner/auth";
import { sha256Hex } from "../../common/crypto";
import type { DeskSummary } from "../../durable-objects";
import { agreedTermsOf, agreementOf } from "./agreed-negotiation";
import { deskStub, contractStub } from "./contract-auth";
import {
  CONTRACT_ID,
  ContractIdParam,
  ContractLimitsBody,
  ContractLimitsSchema,
  ContractList,
  ContractListQuery,
  ContractViewSchema,
  CreateContractBody,
  DisputeDecided,
  DisputeDecisionBody,
  DisputeIdParam,
} from "./contract-schemas";

const security = [{ adminKey: [] }];
const tags = ["Shop owner: contracts"];

const createContract = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/service-contracts",
  tags,
  summary: "Propose a service contract (from an agreed negotiation, or directly)",
  description:
    "The contract is proposed to its parties, who accept it (POST /v1/contracts/{contractId}/accept); it is active once every party has. Parties proposed here are `shop:<shopId>` and `buyer:<buyerId>` of this shop (an awarded auction's contract also names a `supplier:<supplierId>`, who acts on contract routes with its supplier credential). Every limit of the shop's contract limits is enforced; a bad field is a 400 naming it (JSON pointer), and nothing is created. Idempotency-Key: the same key always names the same contract.",
  security,
  request: { params: ShopIdParam, headers: IdempotencyHeader, ...jsonBody(CreateContractBody) },
  responses: { 201: { description: "Proposed", content: { "application/json": { schema: ContractViewSchema } } }, ...problems(400, 401, 404, 409, 422, 429) },
});

const listContracts = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/service-contracts",
  tags,
  summary: "The shop's service contracts, newest first",
  security,
  request: { params: ShopIdParam, query: ContractListQuery },
  responses: { 200: { description: "A page of contracts", content: { "application/json": { schema: ContractList } } }, ...problems(400, 401, 404) },
});

const ReviewBody = z
  .strictObject({
    decision: z.enum(["reinstate", "terminate"]).openapi({ description: "reinstate: active again under the same terms, its run of violations forgiven; terminate: ended, what is left of the stake and pool refunded." }),
    note: z.string().max(500).optional().openapi({ description: "Why: kept with the decision on the escalation and in the contract's audit log." }),
  })
  .openapi("ContractReview");

const reviewContract = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/service-contracts/{contractId}/review",
  tags,
  summary: "Review a suspended contract: reinstate or terminate it",
  description:
    "A contract suspended after too many SLA violations in a row waits in the shop's inbox (GET /v1/shops/{shopId}/escalations, subject `contract`). Reinstating makes it active again under the same terms: the consecutive-violation count restarts at 0, each breach gets its grace again, checks resume; penalties already taken stay taken. Terminating ends it and refunds what is left of the stake and pool. Either decides the escalation (approved or rejected, with the note) and sends `escalation.decided` to the shop's webhooks. A contract that is not suspended is a 409 naming its status (`contractStatus`). Idempotency-Key: the same review replays.",
  security,
  request: { params: ShopIdParam.extend(ContractIdParam.shape), headers: IdempotencyHeader, ...jsonBody(ReviewBody) },
  responses: { 200: { description: "The contract after the review", content: { "application/json": { schema: ContractViewSchema } } }, ...problems(400, 401, 404, 409, 422, 429) },
});

const decideDispute = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/service-contracts/{contractId}/disputes/{disputeId}/decision",
  tags,
  summary: "Decide a party's dispute of a check's money: uphold or reject it",
  description:
    "A dispute waits in the shop's inbox (GET /v1/shops/{shopId}/escalations, subject `dispute`) until a person decides it. Upheld: every posting of the disputed check cause is reversed, party to party (kind `reversal`, cause `dispute:<disputeId>`), so the money ends where it came from, and the agents who had received it get a mark in their dispute record; rejected: nothing moves, and the party that opened it gets the mark. Either closes the inbox item (approved or rejected, with the note) and sends `contract.dispute_decided` (and `escalation.decided`) to the shop's webhooks. The decider is recorded as `shop:<shopId>`. Refused, changing nothing: no such dispute (422 unknown-dispute), already decided or withdrawn (409 dispute-not-open), a reversal the books cannot carry (409 ledger-refused), an empty or too long note (422). Idempotency-Key: the same decision replays.",
  security,
  request: { params: ShopIdParam.extend(DisputeIdParam.shape), headers: IdempotencyHeader, ...jsonBody(DisputeDecisionBody) },
  responses: { 200: { description: "The dispute as decided, and what the reversal moved", content: { "application/json": { schema: DisputeDecided } } }, ...problems(400, 401, 404, 409, 422, 429) },
});

const getLimits = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/contract-limits",
  tags,
  summary: "The shop's contract limits (the seed's defaults unless overridden)",
  security,
  request: { params: ShopIdParam },
  responses: { 200: { description: "The limits", content: { "application/json": { schema: ContractLimitsSchema } } }, ...problems(401, 404) },
});

const putLimits = createRoute({
  method: "put",
  path: "/v1/shops/{shopId}/contract-limits",
  tags,
  summary: "Set the shop's contract limits (overrides of the defaults, each within its bounds)",
  description: "Applies to contracts proposed afterwards; a contract keeps the limits it was proposed under. Refused whole, naming each field out of bounds.",
  security,
  request: { params: ShopIdParam, ...jsonBody(ContractLimitsBody) },
  responses: { 200: { description: "The limits now", content: { "application/json": { schema: ContractLimitsSchema } } }, ...problems(400, 401, 404) },
});

const AGENT_ID = /^(shop:shp_[0-9a-f]{24}|buyer:[A-Za-z0-9][A-Za-z0-9._-]{0,63})$/;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function registerContractAdminRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, createContract, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const body = c.req.valid("json");
    const idempotency = await idempotencyOf(c);
    const { negotiationId, ...rest } = body;
    const input: Record<string, unknown> = { kind: "bilateral", partIds: [], ...rest };
    if (negotiationId !== undefined) {
      const agreed = await agreementOf(c.env, shopId, negotiationId);
      if (!agreed.ok) return problemResponse(c, agreed.problem);
      for (const field of ["currency", "priceMinor", "terms"] as const) {
        if (body[field] !== undefined) throw validationFailed([{ path: field, pointer: `/${field}`, message: "taken from the agreed negotiation: leave it out" }]);
      }
      const { view } = agreed;
      input.negotiationId = negotiationId;
      Object.assign(input, agreedTermsOf(view));
      input.parties ??= [
        { agentId: `shop:${shopId}`, role: "provider" },
        { agentId: `buyer:${view.buyer.id}`, role: "consumer" },
      ];
    }
    const parties = Array.isArray(input.parties) ? (input.parties as { agentId: string }[]) : [];
    parties.forEach((p, i) => {
      if (!AGENT_ID.test(p.agentId) || (p.agentId.startsWith("shop:") && p.agentId !== `shop:${shopId}`)) {
        throw validationFailed([{ path: `parties.${i}.agentId`, pointer: `/parties/${i}/agentId`, message: `a party is shop:${shopId} or buyer:<buyerId> of this shop` }]);
      }
    });
    await checkRelatedContracts(c.env, shopId, input);
    // The same Idempotency-Key names the same contract, so a retry reaches the object that stored the first answer.
    const contractId = `ctr_${(idempotency ? await sha256Hex(`${shopId}\n${idempotency.key}`) : crypto.randomUUID().replaceAll("-", "")).slice(0, 32)}`;
    const desk = deskStub(c.env, shopId);
    const { limits } = await desk.deskLimits();
    const liveCounts = await desk.deskLiveCounts(parties.map((p) => p.agentId));
    return reply(c, await contractStub(c.env, contractId).propose({ contractId, shopId, input, limits, liveCounts }, idempotency));
  });

  route(app, listContracts, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const query = c.req.valid("query");
    return reply(c, await deskStub(c.env, shopId).deskList(query), (page) => ({ items: page.items.map(listItem), nextCursor: page.nextCursor }));
  });

  route(app, reviewContract, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { contractId } = c.req.valid("param");
    const { decision, note } = c.req.valid("json");
    return reply(c, await contractStub(c.env, contractId).review(shopId, decision, note, await idempotencyOf(c)));
  });

  route(app, decideDispute, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { contractId, disputeId } = c.req.valid("param");
    const { outcome, note } = c.req.valid("json");
    return reply(c, await contractStub(c.env, contractId).decideDispute(shopId, { disputeId, outcome, ...(note !== undefined ? { note } : {}) }, await idempotencyOf(c)));
  });

  route(app, getLimits, shopOwnerAuth, async (c) => c.json(await deskStub(c.env, c.var.caller.shopId).deskLimits()));

  route(app, putLimits, shopOwnerAuth, async (c) => reply(c, await deskStub(c.env, c.var.caller.shopId).deskSetLimits(c.req.valid("json"))));
}

/** A hierarchical contract's parent and a composite's parts must be contracts of this shop (400 naming the field). */
async function checkRelatedContracts(env: Env, shopId: string, input: Record<string, unknown>): Promise<void> {
  const related: { id: unknown; path: string }[] = [];
  if (typeof input.parentId === "string") related.push({ id: input.parentId, path: "parentId" });
  if (Array.isArray(input.partIds)) input.partIds.slice(0, 16).forEach((id, i) => related.push({ id, path: `partIds.${i}` }));
  const found = await Promise.all(related.map(async ({ id }) => typeof id === "string" && CONTRACT_ID.test(id) && (await contractStub(env, id).shopOf()) === shopId));
  const errors = related.filter((_, i) => !found[i]).map((r) => ({ path: r.path, pointer: `/${r.path.replaceAll(".", "/")}`, message: "no such contract of this shop" }));
  if (errors.length > 0) throw validationFailed(errors);
}

function listItem(s: DeskSummary) {
  const { version: _version, shopId: _shopId, createdAt, updatedAt, endsAt, ...rest } = s;
  return { ...rest, createdAt: iso(createdAt)!, updatedAt: iso(updatedAt)!, endsAt: iso(endsAt) };
}
