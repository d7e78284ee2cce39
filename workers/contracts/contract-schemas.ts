/**
 * The contract API's wire schemas (zod + OpenAPI). Bodies are checked here for their JSON types only; every rule
 * that depends on the shop's limits or the contract (ranges, caps, which metrics a contract judges, party counts) is
 * the pure core's (contracts/validate.ts) and the object's, which answer with the field's JSON pointer — so a bad
 * value is refused once, with one wording, whatever the route. Bodies are strict: a field the route does not know
 * (a misspelt `stakeMinr`, say) is a 400 naming it, never silently dropped while the rest is carried out.
 */
import { z } from "@hono/zod-openapi";
import { MAX_DISPUTE_TEXT } from "../../contracts/disputes";
import { CONTRACT_KINDS, CONTRACT_STATUSES, DISPUTE_OUTCOMES, DISPUTE_STATUSES, PARTY_ROLES, SLA_METRICS, SLA_STATISTICS } from "../../contracts/types";

export const CONTRACT_ID = /^ctr_[0-9a-f]{32}$/;

export const ContractIdParam = z.object({
  contractId: z.string().openapi({ param: { name: "contractId", in: "path" }, example: "ctr_0123456789abcdef0123456789abcdef" }),
});

const agentId = z.string().min(1).max(200).openapi({ description: "`shop:<shopId>` for the shop, `buyer:<buyerId>` for one of its registered buyers.", example: "buyer:acme" });

export const PartyInput = z
  .strictObject({
    agentId,
    role: z.enum(PARTY_ROLES),
    signingKey: z.string().optional().openapi({ description: "The party's Ed25519 public key (JWK x, base64url), when it countersigns records." }),
  })
  .openapi("ContractParty");

export const SlaTargetInput = z
  .strictObject({
    id: z.string().openapi({ example: "latency-p95" }),
    metric: z.string().openapi({ description: "latency, success, availability, accuracy or throughput", example: "latency" }),
    statistic: z.string().openapi({ description: "p50, p95, p99 or mean (latency, accuracy); ratio (success, availability); rate (throughput)", example: "p95" }),
    windowMin: z.number().optional().openapi({ description: "Sliding window: 1, 5 or 15 minutes (default 1)." }),
    comparator: z.string().optional().openapi({ description: "Filled in: latency atMost, every other metric atLeast." }),
    threshold: z.number().openapi({ description: "Latency in ms; ratios and accuracy in [0, 1]; throughput per second.", example: 200 }),
    penaltyMinor: z.number().optional().openapi({ description: "Penalty per violation (minor units), at most the shop's maxPenaltyPerViolationMinor." }),
    bonusMinor: z.number().optional().openapi({ description: "Bonus per window beaten by the bonus margin (minor units); 0 = none." }),
    minSamples: z.number().optional().openapi({ description: "Fewest samples in the window for a verdict (default 1)." }),
  })
  .openapi("SlaTarget");

/** A target as the contract's view shows it: as agreed, with its live readings. */
const SlaTargetLive = z
  .object({
    id: z.string(),
    metric: z.enum(SLA_METRICS),
    statistic: z.enum(SLA_STATISTICS),
    windowMin: z.union([z.literal(1), z.literal(5), z.literal(15)]),
    comparator: z.enum(["atMost", "atLeast"]),
    threshold: z.number(),
    penaltyMinor: z.number().int(),
    bonusMinor: z.number().int(),
    minSamples: z.number().int(),
    reading: z.number().nullable().openapi({ description: "The statistic over the target's window now; null with fewer than minSamples samples." }),
    samples: z.number().int().openapi({ description: "Samples in that window." }),
    met: z.boolean().nullable().openapi({ description: "Whether the reading meets the threshold; null when not judged." }),
    breachSince: z.string().nullable(),
    windows: z
      .array(z.object({ windowMin: z.union([z.literal(1), z.literal(5), z.literal(15)]), value: z.number().nullable(), count: z.number().int() }))
      .openapi({ description: "The statistic over each sliding window (1, 5 and 15 minutes), the judged one among them." }),
  })
  .openapi("SlaTargetLive");

/** Terms as a contract or an amendment carries them (flat, so problems point at `/sla/0/threshold`). */
const termsFields = {
  currency: z.string().optional().openapi({ example: "EUR" }),
  priceMinor: z.number().optional().openapi({ description: "The agreed price, integer minor units." }),
  terms: z.record(z.string(), z.union([z.number(), z.string()])).optional().openapi({ description: "Negotiated terms besides price." }),
  sla: z.array(SlaTargetInput).optional(),
  stakeMinor: z.number().optional().openapi({ description: "The provider's stake, deposited at activation; penalties come out of it." }),
  bonusPoolMinor: z.number().optional().openapi({ description: "The consumer's bonus pool, deposited at activation." }),
  durationMs: z.number().optional().openapi({ description: "How long the contract runs once active (at most the shop's maxDurationMs).", example: 3_600_000 }),
};

export const CreateContractBody = z
  .strictObject({
    negotiationId: z
      .string()
      .optional()
      .openapi({ description: "An agreed negotiation of this shop: its price, currency and terms become the contract's (then leave those out), and by default its parties (the shop provides, the buyer consumes)." }),
    kind: z.enum(CONTRACT_KINDS).optional().openapi({ description: "Default bilateral." }),
    parties: z.array(PartyInput).optional(),
    ...termsFields,
    parentId: z.string().optional().openapi({ description: "Hierarchical: the contract this one subcontracts." }),
    partIds: z.array(z.string()).optional().openapi({ description: "Composite: its parts (1 to 8 contracts)." }),
    proposalTtlMs: z.number().optional().openapi({ description: "How long the proposal waits for every party (default and most: 1 hour)." }),
  })
  .openapi("ContractInput");

export const AmendmentBody = z.strictObject(termsFields).openapi("ContractAmendmentTerms");

export const RenegotiatedBody = z
  .strictObject({
    negotiationId: z.string().openapi({
      description:
        "An agreed negotiation the contract's consumer opened on the contract's product after the terms in force were set (activation or the last amendment), with its own buyer credential.",
      example: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    }),
  })
  .openapi("ContractRenegotiated");

export const DeclineBody = z.strictObject({ reason: z.string().max(500).optional() }).openapi("ContractDecline");
export const TerminateBody = z.strictObject({ reason: z.string().max(500).optional() }).openapi("ContractTermination");

export const SampleBatchBody = z
  .strictObject({
    batchId: z.string().min(1).max(128).openapi({ description: "Makes the post idempotent: a batch id seen before changes nothing." }),
    samples: z
      .array(
        z.strictObject({
          metric: z.string().max(32).openapi({ example: "latency" }),
          at: z.number().openapi({ description: "When it was measured, epoch ms." }),
          value: z.number().openapi({ description: "Latency ms in [0, 3,600,000] (one hour); success/availability 1 or 0; accuracy 0..1; throughput a count in [0, 1,000,000,000]." }),
        }),
      )
      .max(10_000),
  })
  .openapi("SampleBatch");

export const SampleReceipt = z
  .object({
    batchId: z.string(),
    accepted: z.number().int(),
    late: z.number().int().openapi({ description: "Older than 15 minutes: counted, not used." }),
    future: z.number().int().openapi({ description: "More than 5 s ahead of the contract's clock: counted, not used." }),
    duplicate: z.boolean().openapi({ description: "This batch id was taken before; nothing was added again." }),
  })
  .openapi("SampleReceipt");

const Posting = z.object({
  postingId: z.string(),
  contractId: z.string(),
  kind: z.string(),
  from: z.string(),
  to: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  at: z.number().int(),
  cause: z.string().openapi({ description: "What caused it: activate, check:<at>:<targetId>, complete, terminate, dispute:<disputeId> (an upheld dispute's reversal), …" }),
});

const Terms = z.object({
  currency: z.string(),
  priceMinor: z.number().int(),
  terms: z.record(z.string(), z.union([z.number(), z.string()])),
  sla: z.array(z.record(z.string(), z.unknown())),
  stakeMinor: z.number().int(),
  bonusPoolMinor: z.number().int(),
  durationMs: z.number().int(),
});

/** A dispute's id: chosen by the party that opens it, and a path segment of its withdrawal and decision. */
export const DISPUTE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const disputeId = z.string().regex(DISPUTE_ID, "1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit").openapi({ example: "dsp-2026-11-27-1" });

export const DisputeSchema = z
  .object({
    disputeId: z.string(),
    cause: z.string().openapi({ description: "The check cause of the disputed postings, `check:<at>:<targetId>`." }),
    kind: z.enum(["penalty", "bonus"]).openapi({ description: "What the check paid: a penalty (the provider's stake to the consumers) or a bonus (the pool to the provider)." }),
    openedBy: z.string(),
    against: z.array(z.string()).openapi({ description: "The agents who received the disputed money." }),
    amountMinor: z.number().int().openapi({ description: "What the disputed postings moved in all, minor units." }),
    reason: z.string(),
    openedAt: z.number().int().openapi({ description: "Epoch ms." }),
    status: z.enum(DISPUTE_STATUSES),
    decidedAt: z.number().int().optional().openapi({ description: "Epoch ms: decided, or withdrawn." }),
    decidedBy: z.string().optional().openapi({ description: "Who decided (`shop:<shopId>`, the shop's owner) or withdrew it (the party)." }),
    note: z.string().optional(),
  })
  .openapi("Dispute");

export const OpenDisputeBody = z
  .strictObject({
    disputeId: disputeId.openapi({ description: "Your id for the dispute: opening it again with the same id and cause is a harmless repeat (200)." }),
    cause: z.string().min(1).max(256).openapi({ description: "The `cause` of the postings you dispute, as the contract's ledger shows them: `check:<at>:<targetId>`.", example: "check:1764201600000:latency-p95" }),
    reason: z.string().max(MAX_DISPUTE_TEXT).openapi({ description: "Why the check's money should go back (not empty).", example: "our own probes show p95 at 120 ms during that window" }),
  })
  .openapi("DisputeOpening");

export const DisputeDecisionBody = z
  .strictObject({
    outcome: z.enum(DISPUTE_OUTCOMES).openapi({ description: "upheld: the disputed postings are reversed, party to party; rejected: nothing moves." }),
    note: z.string().max(MAX_DISPUTE_TEXT).optional().openapi({ description: "Why: kept with the dispute, in the inbox and in the contract's audit log." }),
  })
  .openapi("DisputeDecision");

export const DisputeIdParam = ContractIdParam.extend({
  disputeId: disputeId.openapi({ param: { name: "disputeId", in: "path" } }),
});

export const DisputeOnly = z.object({ dispute: DisputeSchema }).openapi("DisputeAnswer");
export const DisputeList = z.object({ disputes: z.array(DisputeSchema) }).openapi("DisputeList");
export const DisputeDecided = z
  .object({ dispute: DisputeSchema, reversedMinor: z.number().int().openapi({ description: "What the reversal moved back (0 when rejected)." }) })
  .openapi("DisputeDecided");

export const ContractViewSchema = z
  .object({
    contractId: z.string(),
    shopId: z.string(),
    kind: z.enum(CONTRACT_KINDS),
    status: z.enum(CONTRACT_STATUSES),
    parties: z.array(PartyInput),
    reporter: z.string().nullable(),
    terms: Terms,
    termsVersion: z.number().int(),
    negotiationId: z.string().nullable(),
    renegotiatedWith: z.array(z.string()).openapi({ description: "Later negotiations whose agreements were adopted as amendments (POST …/renegotiated), oldest first." }),
    parentId: z.string().nullable(),
    partIds: z.array(z.string()),
    createdAt: z.string(),
    proposalExpiresAt: z.string(),
    acceptedBy: z.array(z.string()),
    activatedAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    closeReason: z.string().nullable(),
    amendment: z
      .object({ id: z.string(), proposedBy: z.string(), proposedAt: z.string(), expiresAt: z.string(), terms: Terms, acceptedBy: z.array(z.string()) })
      .nullable(),
    sla: z.object({
      targets: z.array(SlaTargetLive),
      consecutiveViolations: z.number().int(),
      violationsTotal: z.number().int(),
      lastCheckAt: z.string().nullable(),
    }),
    ledger: z.object({ balances: z.record(z.string(), z.number().int()), postings: z.array(Posting) }),
    disputes: z.array(DisputeSchema).openapi({ description: "Disputes of the money a check moved, oldest first." }),
    records: z.number().int(),
    version: z.number().int().optional(),
    composite: z
      .object({
        status: z.enum(CONTRACT_STATUSES).openapi({ description: "The worst status among the composite and its parts." }),
        parts: z.array(z.object({ contractId: z.string(), status: z.enum(CONTRACT_STATUSES), kind: z.enum(CONTRACT_KINDS) })),
        missing: z.array(z.string()),
        targets: z.array(z.record(z.string(), z.unknown())),
        consecutiveViolations: z.number().int(),
        violationsTotal: z.number().int(),
        balances: z.record(z.string(), z.number().int()),
        stakeLeftMinor: z.number().int(),
        poolLeftMinor: z.number().int(),
      })
      .passthrough()
      .optional()
      .openapi({ description: "Composite contracts: the contract and its parts presented as one." }),
  })
  .openapi("Contract");

export const ContractSummary = z
  .object({
    contractId: z.string(),
    kind: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    parties: z.array(z.object({ agentId: z.string(), role: z.string() })),
    currency: z.string(),
    priceMinor: z.number().int(),
    termsVersion: z.number().int(),
    negotiationId: z.string().nullable(),
    violationsTotal: z.number().int(),
    amendmentOpen: z.boolean().optional().openapi({ description: "An amendment is under negotiation (counts toward the shop's maxConcurrentNegotiations)." }),
    createdAt: z.string(),
    updatedAt: z.string(),
    endsAt: z.string().nullable(),
  })
  .openapi("ContractSummary");

export const ContractList = z.object({ items: z.array(ContractSummary), nextCursor: z.string().nullable() }).openapi("ContractList");

export const ContractListQuery = z.object({
  status: z.enum(CONTRACT_STATUSES).optional().openapi({ param: { name: "status", in: "query" } }),
  agentId: z.string().max(200).optional().openapi({ param: { name: "agentId", in: "query" }, description: "Only contracts this agent is a party to." }),
  limit: z.coerce.number().int().min(1).max(100).default(50).openapi({ param: { name: "limit", in: "query" } }),
  cursor: z.string().max(500).optional().openapi({ param: { name: "cursor", in: "query" } }),
});

export const ContractLimitsSchema = z
  .object({
    limits: z.record(z.string(), z.number()).openapi({ description: "Every limit in force: the shop's overrides on the seed's defaults." }),
    overrides: z.record(z.string(), z.number()),
  })
  .openapi("ContractLimits");

export const ContractLimitsBody = z
  .record(z.string(), z.unknown())
  .openapi("ContractLimitOverrides", {
    description: "Overrides of the defaults, each within its bounds (maxContractsPerAgent, maxParties, maxSlaTargets, maxDurationMs, minRenegotiationIntervalMs, maxPenaltyPerViolationMinor, maxRewardPerPeriodMinor, graceMs, checkIntervalMs, maxCompositeParts, maxConcurrentNegotiations, violationsToSuspend, bonusMargin, rewardPeriodMs). Replaces the previous overrides.",
  });

export const RecordVersionParam = ContractIdParam.extend({
  termsVersion: z.coerce.number().int().min(1).openapi({ param: { name: "termsVersion", in: "path" }, description: "The record's terms version (1: the activation)." }),
});

export const CountersignatureBody = z
  .object({
    kid: z.string().min(1).max(128).openapi({ description: "RFC 7638 thumbprint of your Ed25519 key: the one the contract lists for you (Party.signingKey)." }),
    sig: z.string().min(1).max(200).openapi({ description: "Your Ed25519 signature over the UTF-8 bytes of the record's `canonical` text, unpadded base64url (the typed client's `countersign` makes it)." }),
  })
  .strict()
  .openapi("Countersignature");

export const SignedRecordItem = z
  .object({
    kind: z.enum(["activated", "amended"]),
    termsVersion: z.number().int(),
    at: z.string(),
    signed: z.unknown(),
  })
  .openapi("SignedAgreementRecord");

export const SignedRecords = z
  .object({
    contractId: z.string(),
    items: z.array(
      z.object({
        kind: z.enum(["activated", "amended"]),
        termsVersion: z.number().int(),
        at: z.string(),
        signed: z.unknown().openapi({ description: "{record, canonical (RFC 8785 JCS), signatures: [{signer, kid, alg: Ed25519, sig}]}; verify with the keys at /.well-known/parley-signing-keys." }),
      }),
    ),
  })
  .openapi("SignedAgreementRecords");

export const SigningJwks = z
  .object({ keys: z.array(z.object({ kty: z.literal("OKP"), crv: z.literal("Ed25519"), x: z.string(), kid: z.string(), alg: z.string().optional(), use: z.string().optional() })) })
  .openapi("ParleySigningKeys");
