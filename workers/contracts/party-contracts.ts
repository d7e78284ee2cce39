/**
 * What a contract's parties do, by their own credentials (./contract-auth.ts): read it, accept or decline the
 * proposal, propose an amendment and accept or reject one, post SLA samples (only the party the contract names as
 * reporter, else its provider: 403 for anyone else), adopt what the consumer renegotiated in an ordinary negotiation
 * as an amendment, read the signed agreement records, and dispute the money a check moved (the side that paid:
 * the provider a penalty, a consumer a bonus) or withdraw that dispute. The shop's owner reads the contract (the
 * shop's view), terminates it, and reads its verified audit log here too; it decides disputes at its own route
 * (./shop-contracts.ts). Every POST honours Idempotency-Key; a refusal is a problem with a stable type that changes
 * nothing.
 */
import { createRoute } from "@hono/zod-openapi";
import type { AudienceApp } from "../audience";
import { audienceApp } from "../audience";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { ProblemError, problemResponse } from "../problem-response";
import { reply } from "../reply";
import { IdempotencyHeader } from "../schemas";
import { contractParty, contractStub, deskStub, partyOf, viewerOf, type ContractPartyCaller } from "./contract-auth";
import { agreedTermsOf, agreementOf, readNegotiation } from "./agreed-negotiation";
import {
  AmendmentBody,
  ContractIdParam,
  ContractViewSchema,
  CountersignatureBody,
  DeclineBody,
  DisputeIdParam,
  DisputeList,
  DisputeOnly,
  OpenDisputeBody,
  RecordVersionParam,
  RenegotiatedBody,
  SampleBatchBody,
  SampleReceipt,
  SignedRecordItem,
  SignedRecords,
  TerminateBody,
} from "./contract-schemas";
import type { Sample } from "../../contracts/types";

const security: Record<string, string[]>[] = [{ adminKey: [] }, { buyerKey: [] }, { httpSignature: [] }];
const tags = ["Contract parties"];
const contractJson = { content: { "application/json": { schema: ContractViewSchema } } };

const commandProblems = problems(400, 401, 403, 404, 409, 422, 429);
const contractNow = { 200: { description: "The contract now", ...contractJson } };
const commandRequest = { params: ContractIdParam, headers: IdempotencyHeader };

const getContract = createRoute({
  method: "get",
  path: "/v1/contracts/{contractId}",
  tags,
  summary: "A contract: parties, terms, status, live SLA readings per target and window, and its books",
  description: "For its parties and its shop's owner. The ledger's balances are derived from its postings alone; each posting names the check that caused it.",
  security,
  request: { params: ContractIdParam },
  responses: { 200: { description: "The contract", ...contractJson }, ...problems(401, 403, 404) },
});

const accept = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/accept",
  tags,
  summary: "Accept the proposed contract",
  description: "A party accepts; when the last one has, the contract is active: the provider's stake and the bonus pool are deposited and it runs for its duration. Accepting twice changes nothing.",
  security,
  request: commandRequest,
  responses: { ...contractNow, ...commandProblems },
});

const decline = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/decline",
  tags,
  summary: "Decline the proposed contract",
  description: "A party declines: the contract is terminated before it was ever active (a multilateral contract is active only when every party has accepted).",
  security,
  request: { ...commandRequest, ...jsonBody(DeclineBody, false) },
  responses: { ...contractNow, ...commandProblems },
});

const amend = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/amendments",
  tags,
  summary: "Propose amended terms",
  description: "A party proposes new terms (all of them: currency, price, terms, SLA targets, stake, pool, duration) for an active or suspended contract, no sooner than the shop's minRenegotiationIntervalMs after the last proposal. The proposer counts as accepting; when every party has accepted, the terms stand and a suspended contract is active again.",
  security,
  request: { ...commandRequest, ...jsonBody(AmendmentBody) },
  responses: { ...contractNow, ...commandProblems },
});

const acceptAmendment = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/amendments/accept",
  tags,
  summary: "Accept the open amendment",
  description: "When every party has, the amended terms stand (termsVersion + 1) and Parley signs a new agreement record.",
  security,
  request: commandRequest,
  responses: { ...contractNow, ...commandProblems },
});

const rejectAmendment = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/amendments/reject",
  tags,
  summary: "Reject the open amendment",
  description: "The terms stay as they are.",
  security,
  request: commandRequest,
  responses: { ...contractNow, ...commandProblems },
});

const renegotiated = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/renegotiated",
  tags,
  summary: "Adopt terms renegotiated in a negotiation as an amendment (the consumer)",
  description:
    "Renegotiation through the same rooms and kernel as any deal: the contract's consumer opens an ordinary negotiation on the contract's product with its own buyer credential (policies and escalations apply as to any deal), takes it to agreement, then posts its id here. The contract adopts the agreed price and terms in one step — both sides agreed in the room — as the next terms version, SLA, stake, pool and duration unchanged; a suspended contract is active again, and Parley signs a new agreement record. Only for a contract made from a negotiation whose parties are the shop and that buyer. Refused, changing nothing: a negotiation not agreed (409), not this shop's (404) or another buyer's (403), about another product (422), opened before the contract was activated or its last amendment adopted, or already part of the contract (409), sooner than the shop's minRenegotiationIntervalMs after the last amendment (409 amendment-too-soon), while an amendment is open (409), on a closed contract (409). Idempotency-Key: the same key replays the answer.",
  security,
  request: { ...commandRequest, ...jsonBody(RenegotiatedBody) },
  responses: { ...contractNow, ...commandProblems },
});

const terminate = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/terminate",
  tags,
  summary: "Terminate the contract",
  description: "The shop's owner (or a party, as itself) ends a live contract early; what is left of the stake and pool is refunded.",
  security,
  request: { ...commandRequest, ...jsonBody(TerminateBody, false) },
  responses: { ...contractNow, ...commandProblems },
});

const samples = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/samples",
  tags,
  summary: "Post a batch of SLA samples (the contract's reporter only)",
  description: "Samples of the metrics the contract's SLA targets judge: latency in ms from 0 to one hour (3,600,000), success and availability 1 or 0, accuracy in [0, 1], throughput a count from 0 to a billion, each with its time (epoch ms). A batch id seen before changes nothing (`duplicate: true`). Samples older than 15 minutes are late, more than 5 s ahead are future: counted, not used. A bad sample refuses the whole batch, naming it.",
  security,
  request: { ...commandRequest, ...jsonBody(SampleBatchBody) },
  responses: { ...{ 202: { description: "Taken", content: { "application/json": { schema: SampleReceipt } } }, 200: { description: "A batch id seen before", content: { "application/json": { schema: SampleReceipt } } } }, ...commandProblems },
});

const getRecords = createRoute({
  method: "get",
  path: "/v1/contracts/{contractId}/records",
  tags,
  summary: "The signed agreement records (activation and each adopted amendment)",
  description: "Each is the record, its RFC 8785 canonical text and Parley's Ed25519 signature; check it offline against GET /.well-known/parley-signing-keys (the typed client and `parley verify` do).",
  security,
  request: { params: ContractIdParam },
  responses: { 200: { description: "The records", content: { "application/json": { schema: SignedRecords } } }, ...problems(401, 403, 404) },
});

const countersign = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/records/{termsVersion}/countersignature",
  tags,
  summary: "Countersign a signed agreement record with your own key",
  description:
    "A party that registered a signing key with the contract (Party.signingKey) adds its Ed25519 signature over the record's canonical text. It is verified before it is stored, beside Parley's; a later one by the same party replaces it. 403 without a registered key, 422 for a signature that does not verify, 409 while Parley has not signed yet.",
  security,
  request: { params: RecordVersionParam, headers: IdempotencyHeader, ...jsonBody(CountersignatureBody) },
  responses: { 200: { description: "The record with your countersignature", content: { "application/json": { schema: SignedRecordItem } } }, ...commandProblems },
});

const getAudit = createRoute({
  method: "get",
  path: "/v1/contracts/{contractId}/audit",
  tags,
  summary: "The contract's hash-chained audit log and history, verified (the shop's owner only)",
  security: [{ adminKey: [] }],
  request: { params: ContractIdParam },
  responses: { 200: { description: "The audit log" }, ...problems(401, 403, 404) },
});

const openDispute = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/disputes",
  tags,
  summary: "Dispute the money one SLA check moved (the side that paid)",
  description:
    "The provider disputes a penalty, a consumer a bonus: name the check's postings by their `cause` (`check:<at>:<targetId>`, as the contract's ledger shows it) and say why. 201 with the dispute, which waits in the shop's inbox (GET /v1/shops/{shopId}/escalations, subject `dispute`) until a person upholds it (the money goes back, party to party) or rejects it; the same id and cause again is a harmless repeat (200, the dispute as it stands). Refused, changing nothing: not a party (403), not the side that paid (403 not-the-payer), no penalty or bonus with that cause (422 nothing-to-dispute), an empty or too long reason (422), more than a week after the check (409 dispute-window-closed), that money already disputed (409 already-disputed), the id taken for another cause (409 dispute-id-reused), 16 disputes already open (409 too-many-disputes).",
  security,
  request: { params: ContractIdParam, headers: IdempotencyHeader, ...jsonBody(OpenDisputeBody) },
  responses: {
    201: { description: "Opened", content: { "application/json": { schema: DisputeOnly } } },
    200: { description: "Opened before with this id and cause: the dispute as it stands", content: { "application/json": { schema: DisputeOnly } } },
    ...commandProblems,
  },
});

const listDisputes = createRoute({
  method: "get",
  path: "/v1/contracts/{contractId}/disputes",
  tags,
  summary: "The contract's disputes, oldest first",
  description: "Open, upheld, rejected and withdrawn, with who opened and who decided each; for the contract's parties and its shop's owner.",
  security,
  request: { params: ContractIdParam },
  responses: { 200: { description: "The disputes", content: { "application/json": { schema: DisputeList } } }, ...problems(401, 403, 404) },
});

const withdrawDispute = createRoute({
  method: "post",
  path: "/v1/contracts/{contractId}/disputes/{disputeId}/withdraw",
  tags,
  summary: "Withdraw your open dispute",
  description: "Only the party that opened it, while it is open: nothing moves, nobody gets a mark, and its inbox item closes. The same money may be disputed again under a new id. Refused: someone else's dispute (403 not-the-disputer), no such dispute (422 unknown-dispute), already decided or withdrawn (409 dispute-not-open).",
  security,
  request: { params: DisputeIdParam, headers: IdempotencyHeader },
  responses: { 200: { description: "Withdrawn", content: { "application/json": { schema: DisputeOnly } } }, ...commandProblems },
});

/** A command only a party (or the shop, as a party) can give. */
function asParty(caller: ContractPartyCaller) {
  return partyOf(caller);
}

export function contractPartyApp() {
  const app = audienceApp<ContractPartyCaller>();
  registerPartyRoutes(app);
  return app;
}

function registerPartyRoutes(app: AudienceApp<ContractPartyCaller>): void {
  route(app, getContract, contractParty, async (c) => {
    const stub = contractStub(c.env, c.req.valid("param").contractId);
    const viewer = viewerOf(c.var.caller);
    const viewed = await stub.view(viewer);
    // A composite is shown as one with its parts: the worst status, every target, the combined books.
    if (viewed.ok && viewed.body.kind === "composite") {
      const composite = await stub.composite(viewer);
      if (composite.ok) return reply(c, { ...viewed, body: { ...viewed.body, composite: composite.body } });
    }
    return reply(c, viewed);
  });

  route(app, accept, contractParty, async (c) => reply(c, await contractStub(c.env, c.req.valid("param").contractId).accept(asParty(c.var.caller), await idempotencyOf(c))));

  route(app, decline, contractParty, async (c) =>
    reply(c, await contractStub(c.env, c.req.valid("param").contractId).decline(asParty(c.var.caller), c.req.valid("json").reason, await idempotencyOf(c))),
  );

  route(app, amend, contractParty, async (c) =>
    reply(
      c,
      await contractStub(c.env, c.req.valid("param").contractId).proposeAmendment(
        asParty(c.var.caller),
        c.req.valid("json"),
        await idempotencyOf(c),
        await deskStub(c.env, c.var.caller.shopId).deskOpenNegotiations(),
      ),
    ),
  );

  route(app, acceptAmendment, contractParty, async (c) => reply(c, await contractStub(c.env, c.req.valid("param").contractId).acceptAmendment(asParty(c.var.caller), await idempotencyOf(c))));

  route(app, rejectAmendment, contractParty, async (c) => reply(c, await contractStub(c.env, c.req.valid("param").contractId).rejectAmendment(asParty(c.var.caller), await idempotencyOf(c))));

  route(app, renegotiated, contractParty, async (c) => {
    const { contractId } = c.req.valid("param");
    const { negotiationId } = c.req.valid("json");
    const caller = c.var.caller;
    const stub = contractStub(c.env, contractId);
    // The contract first: a caller who is no party learns nothing about negotiations.
    const contract = await stub.view(viewerOf(caller));
    if (!contract.ok) return reply(c, contract);
    const agreed = await agreementOf(c.env, caller.shopId, negotiationId, "not-found");
    if (!agreed.ok) return problemResponse(c, agreed.problem);
    const originalId = contract.body.negotiationId;
    const original = originalId ? await readNegotiation(c.env, caller.shopId, originalId, "not-found") : null;
    const { view } = agreed;
    return reply(
      c,
      await stub.adoptRenegotiated(
        asParty(caller),
        {
          negotiationId,
          buyer: `buyer:${view.buyer.id}`,
          productId: view.productId,
          originalProductId: original?.ok ? original.view.productId : null,
          openedAt: Date.parse(view.openedAt),
          ...agreedTermsOf(view),
        },
        await idempotencyOf(c),
      ),
    );
  });

  route(app, terminate, contractParty, async (c) =>
    reply(c, await contractStub(c.env, c.req.valid("param").contractId).terminate(viewerOf(c.var.caller), c.req.valid("json").reason, await idempotencyOf(c))),
  );

  route(app, samples, contractParty, async (c) => {
    const batch = c.req.valid("json");
    return reply(c, await contractStub(c.env, c.req.valid("param").contractId).postSamples(asParty(c.var.caller), { batchId: batch.batchId, samples: batch.samples as Sample[] }, await idempotencyOf(c)));
  });

  route(app, getRecords, contractParty, async (c) => reply(c, await contractStub(c.env, c.req.valid("param").contractId).records(viewerOf(c.var.caller))));

  route(app, countersign, contractParty, async (c) => {
    const { contractId, termsVersion } = c.req.valid("param");
    return reply(c, await contractStub(c.env, contractId).countersign(asParty(c.var.caller), termsVersion, c.req.valid("json"), await idempotencyOf(c)));
  });

  route(app, openDispute, contractParty, async (c) => {
    const { disputeId, cause, reason } = c.req.valid("json");
    return reply(c, await contractStub(c.env, c.req.valid("param").contractId).openDispute(asParty(c.var.caller), { disputeId, cause, reason }, await idempotencyOf(c)));
  });

  route(app, listDisputes, contractParty, async (c) => reply(c, await contractStub(c.env, c.req.valid("param").contractId).disputes(viewerOf(c.var.caller))));

  route(app, withdrawDispute, contractParty, async (c) => {
    const { contractId, disputeId } = c.req.valid("param");
    return reply(c, await contractStub(c.env, contractId).withdrawDispute(asParty(c.var.caller), disputeId, await idempotencyOf(c)));
  });

  route(app, getAudit, contractParty, async (c) => {
    const caller = c.var.caller;
    if (caller.kind !== "shop-owner") throw new ProblemError("forbidden", "The audit log is the shop owner's.");
    return reply(c, await contractStub(c.env, c.req.valid("param").contractId).auditReport(caller.shopId));
  });
}
