/**
 * The memory substrate's Postgres schema (drizzle-orm, pgvector). Generated SQL lives in migrations/.
 *
 * Rules every table follows:
 * - Every row carries `shop_id`; every repository query filters by it (tests check shop isolation).
 * - Money is integer minor units (`bigint` read as a JS number: exact up to 2^53) with a currency.
 * - Rows that come from a queue message have a natural key (event id, document id) so that
 *   redelivery and replay are no-ops (`ON CONFLICT DO NOTHING`).
 * - Embeddings are `vector(1536)` with an HNSW index (cosine ops) and record the `model` that
 *   produced them: vectors from different embedders are never compared with each other.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  vector,
} from "drizzle-orm/pg-core";

export const EMBEDDING_DIMENSIONS = 1536;

const money = (name: string) => bigint(name, { mode: "number" });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One row per negotiation (live ones from Durable Object events, imported ones from negotiation logs). */
export const negotiations = pgTable(
  "negotiations",
  {
    shopId: text("shop_id").notNull(),
    id: text("id").notNull(),
    /** 'live' (from the negotiation-events queue) or 'import' (from an ingested negotiation log). */
    source: text("source").notNull().default("live"),
    productId: text("product_id"),
    productVersion: integer("product_version"),
    buyerId: text("buyer_id"),
    quantity: integer("quantity"),
    currency: text("currency"),
    anchorMinor: money("anchor_minor"),
    floorMinor: money("floor_minor"),
    strategy: jsonb("strategy"),
    maxRounds: integer("max_rounds"),
    /** The learner's arm the negotiation played (kernel ARM_NAMES); null for imports and events from before arms. */
    arm: text("arm"),
    status: text("status").notNull().default("open"),
    rounds: integer("rounds").notNull().default(0),
    shopOfferMinor: money("shop_offer_minor"),
    buyerOfferMinor: money("buyer_offer_minor"),
    agreedPriceMinor: money("agreed_price_minor"),
    /** A package deal's terms besides price (term id → value); null for price-only deals and while nothing is agreed. */
    agreedTerms: jsonb("agreed_terms").$type<Record<string, number | string>>(),
    openedAt: at("opened_at"),
    expiresAt: at("expires_at"),
    closedAt: at("closed_at"),
    /** Time of the newest round applied to the offer columns (events may arrive out of order). */
    lastRoundAt: at("last_round_at"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index("negotiations_shop_product_status_idx").on(t.shopId, t.productId, t.status),
    index("negotiations_shop_buyer_idx").on(t.shopId, t.buyerId),
    check("negotiations_status_check", sql`${t.status} IN ('open', 'agreed', 'rejected', 'expired', 'withdrawn')`),
    check("negotiations_source_check", sql`${t.source} IN ('live', 'import')`),
  ],
);

/** Append-only log of everything that happened in a negotiation. `event_id` is the idempotency key. */
export const negotiationEvents = pgTable(
  "negotiation_events",
  {
    eventId: text("event_id").primaryKey(),
    shopId: text("shop_id").notNull(),
    negotiationId: text("negotiation_id").notNull(),
    /** Outbox sequence number within the negotiation, when the producer has one. */
    seq: integer("seq"),
    eventType: text("event_type").notNull(),
    actor: text("actor").notNull(),
    /** Free text of a message (buyer/shop prose), if the event carries one. */
    content: text("content"),
    /** Structured terms the language layer parsed from `content` (validated there). */
    parsedTerms: jsonb("parsed_terms"),
    tacticDetected: text("tactic_detected"),
    confidence: real("confidence"),
    payload: jsonb("payload").notNull(),
    occurredAt: at("occurred_at").notNull(),
    ingestedAt: at("ingested_at").notNull().defaultNow(),
  },
  (t) => [
    index("negotiation_events_shop_negotiation_idx").on(t.shopId, t.negotiationId, t.occurredAt),
    index("negotiation_events_shop_type_idx").on(t.shopId, t.eventType, t.occurredAt),
    check("negotiation_events_confidence_check", sql`${t.confidence} IS NULL OR (${t.confidence} >= 0 AND ${t.confidence} <= 1)`),
  ],
);

/** What a shop has learned about a buyer. Recomputed from `negotiations` (idempotent, order-independent). */
export const counterpartyProfiles = pgTable(
  "counterparty_profiles",
  {
    shopId: text("shop_id").notNull(),
    counterpartyId: text("counterparty_id").notNull(),
    negotiations: integer("negotiations").notNull().default(0),
    agreed: integer("agreed").notNull().default(0),
    rejected: integer("rejected").notNull().default(0),
    expired: integer("expired").notNull().default(0),
    withdrawn: integer("withdrawn").notNull().default(0),
    avgRounds: doublePrecision("avg_rounds"),
    /** Mean discount from anchor of agreed deals, basis points. */
    avgDiscountBps: integer("avg_discount_bps"),
    lastNegotiationAt: at("last_negotiation_at"),
    traits: jsonb("traits").notNull().default({}),
    updatedAt: at("updated_at").notNull().defaultNow(),
    // Recomputed by the cron (memory/repositories/counterparty-profiles.ts), from the shop's whole history with
    // this counterparty: the same history gives the same profile, whenever and however often it runs.
    /** Mean time from open to close of its closed negotiations, ms. */
    avgDurationMs: doublePrecision("avg_duration_ms"),
    /** Mean discount from the list price its opening bids asked for, basis points. */
    avgRequestedDiscountBps: integer("avg_requested_discount_bps"),
    /** "boulware", "linear", "conceder", "hardheaded" or "unknown". */
    concessionStyle: text("concession_style").notNull().default("unknown"),
    /** Detected tactics: name → negotiations in which it was detected. */
    tactics: jsonb("tactics").notNull().default({}),
    /** Share of its negotiations with at least one detected tactic. */
    tacticRate: real("tactic_rate").notNull().default(0),
    /** 0 … 1, and the inputs it was computed from (see riskScore in the repository). */
    riskScore: real("risk_score").notNull().default(0),
    riskInputs: jsonb("risk_inputs").notNull().default({}),
    /** Registered (authenticated) buyer, or an anonymous client's address key. */
    authenticated: boolean("authenticated").notNull().default(false),
    /** When the cron last recomputed the profile. */
    computedAt: at("computed_at"),
    /**
     * Its record under service contracts with this shop (issue #30): score, uncertainty and evidence overall and
     * per SLA metric (contracts/types.ts ReputationView, less the agent id), from contract_checks; null without any.
     */
    reputation: jsonb("reputation"),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.counterpartyId] }), index("counterparty_profiles_shop_seen_idx").on(t.shopId, t.lastNegotiationAt)],
);

/** Where each periodic job got to: it resumes from there (with an overlap), so a cron that missed runs misses nothing. */
export const cronCursors = pgTable("cron_cursors", {
  job: text("job").primaryKey(),
  through: at("through").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * The knowledge graph's embedded store (memory/graph/postgres-graph.ts): a property graph in two tables, used
 * when no Neo4j is configured. Every node and edge belongs to one shop; keys are (shop, label, id).
 */
export const graphNodes = pgTable(
  "graph_nodes",
  {
    shopId: text("shop_id").notNull(),
    label: text("label").notNull(),
    id: text("id").notNull(),
    props: jsonb("props").notNull().default({}),
    /** How far along the fact is (a Deal: its last change); an older write never overwrites a newer one. */
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.label, t.id] }),
    // Contract, SLA and Violation: service agreements (issue #30, memory/graph/contract-facts.ts).
    check("graph_nodes_label_check", sql`${t.label} IN ('Counterparty', 'Deal', 'Product', 'Tactic', 'Policy', 'Agent', 'Contract', 'SLA', 'Violation')`),
  ],
);

export const graphEdges = pgTable(
  "graph_edges",
  {
    shopId: text("shop_id").notNull(),
    type: text("type").notNull(),
    fromLabel: text("from_label").notNull(),
    fromId: text("from_id").notNull(),
    toLabel: text("to_label").notNull(),
    toId: text("to_id").notNull(),
    props: jsonb("props").notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.fromLabel, t.fromId, t.type, t.toLabel, t.toId] }),
    index("graph_edges_shop_to_idx").on(t.shopId, t.toLabel, t.toId, t.type),
    // PARTY_TO (Counterparty → Contract, role as a property), PROMISES (Contract → SLA), VIOLATED (Contract → Violation),
    // OF_TARGET (Violation → SLA), BY (Violation → the answerable Counterparty), RECORDS (Contract → the Deal it records).
    check(
      "graph_edges_type_check",
      sql`${t.type} IN ('NEGOTIATED', 'FOR', 'PLAYED', 'SHOWED', 'CITES', 'PARTY_TO', 'PROMISES', 'VIOLATED', 'OF_TARGET', 'BY', 'RECORDS')`,
    ),
  ],
);

/** Suggestions an agent (human-facing assistant or learner) made about a negotiation. */
export const agentRecommendations = pgTable(
  "agent_recommendations",
  {
    /** The event id that carried the recommendation. */
    id: text("id").primaryKey(),
    shopId: text("shop_id").notNull(),
    negotiationId: text("negotiation_id").notNull(),
    round: integer("round"),
    kind: text("kind").notNull(),
    recommendation: jsonb("recommendation").notNull(),
    rationale: text("rationale"),
    confidence: real("confidence"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("agent_recommendations_shop_negotiation_idx").on(t.shopId, t.negotiationId)],
);

/** Policy outcomes other than ALLOW (constraint, escalation, pause). */
export const policyViolations = pgTable(
  "policy_violations",
  {
    /** The event id that carried the violation. */
    id: text("id").primaryKey(),
    shopId: text("shop_id").notNull(),
    negotiationId: text("negotiation_id").notNull(),
    policyId: text("policy_id").notNull(),
    ruleId: text("rule_id"),
    outcome: text("outcome").notNull(),
    severity: text("severity"),
    details: jsonb("details").notNull().default({}),
    occurredAt: at("occurred_at").notNull(),
  },
  (t) => [index("policy_violations_shop_negotiation_idx").on(t.shopId, t.negotiationId, t.occurredAt)],
);

/**
 * Precedents: past contracts posted by the shop owner, and deals from imported negotiation logs.
 * `(shop_id, document_id)` is the ingestion idempotency key.
 */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: text("shop_id").notNull(),
    documentId: text("document_id").notNull(),
    /** 'contract' (a posted contract) or 'deal' (the outcome of an imported negotiation log). */
    kind: text("kind").notNull(),
    title: text("title"),
    counterparty: text("counterparty"),
    productId: text("product_id"),
    currency: text("currency"),
    unitPriceMinor: money("unit_price_minor"),
    quantity: integer("quantity"),
    paymentTermsDays: integer("payment_terms_days"),
    deliveryDays: integer("delivery_days"),
    warrantyMonths: integer("warranty_months"),
    liabilityCapPct: doublePrecision("liability_cap_pct"),
    /** List price per unit the deal started from, when known. */
    anchorUnitPriceMinor: money("anchor_unit_price_minor"),
    /** (anchor − agreed) / anchor in basis points, when both are known. */
    discountBps: integer("discount_bps"),
    outcome: text("outcome").notNull(),
    /** Full extraction result as validated, plus which extractor produced it. */
    terms: jsonb("terms").notNull(),
    extractor: text("extractor").notNull(),
    negotiationId: text("negotiation_id"),
    text: text("text").notNull(),
    contentSha256: text("content_sha256").notNull(),
    concludedAt: at("concluded_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contracts_shop_document_uq").on(t.shopId, t.documentId),
    index("contracts_shop_product_outcome_idx").on(t.shopId, t.productId, t.outcome),
    check("contracts_kind_check", sql`${t.kind} IN ('contract', 'deal')`),
    check("contracts_outcome_check", sql`${t.outcome} IN ('signed', 'agreed', 'rejected', 'expired', 'withdrawn', 'unknown')`),
  ],
);

export const contractEmbeddings = pgTable(
  "contract_embeddings",
  {
    contractId: uuid("contract_id")
      .primaryKey()
      .references(() => contracts.id, { onDelete: "cascade" }),
    shopId: text("shop_id").notNull(),
    model: text("model").notNull(),
    embedding: vector("embedding", { dimensions: EMBEDDING_DIMENSIONS }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("contract_embeddings_hnsw_idx").using("hnsw", t.embedding.op("vector_cosine_ops")),
    index("contract_embeddings_shop_model_idx").on(t.shopId, t.model),
  ],
);

export const negotiationMessageEmbeddings = pgTable(
  "negotiation_message_embeddings",
  {
    eventId: text("event_id")
      .primaryKey()
      .references(() => negotiationEvents.eventId, { onDelete: "cascade" }),
    shopId: text("shop_id").notNull(),
    negotiationId: text("negotiation_id").notNull(),
    model: text("model").notNull(),
    embedding: vector("embedding", { dimensions: EMBEDDING_DIMENSIONS }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("negotiation_message_embeddings_hnsw_idx").using("hnsw", t.embedding.op("vector_cosine_ops")),
    index("negotiation_message_embeddings_shop_idx").on(t.shopId, t.negotiationId),
  ],
);

/** Chunks of a shop's policy texts, for retrieving the policy relevant to a situation. */
export const policyEmbeddings = pgTable(
  "policy_embeddings",
  {
    shopId: text("shop_id").notNull(),
    policyId: text("policy_id").notNull(),
    chunk: integer("chunk").notNull(),
    policyVersion: text("policy_version").notNull(),
    content: text("content").notNull(),
    model: text("model").notNull(),
    embedding: vector("embedding", { dimensions: EMBEDDING_DIMENSIONS }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.policyId, t.chunk] }),
    index("policy_embeddings_hnsw_idx").using("hnsw", t.embedding.op("vector_cosine_ops")),
  ],
);

/** Queue messages that failed for good. Listed by the admin endpoint; never silently dropped. */
export const deadLetters = pgTable(
  "dead_letters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The message's shop, or '_unknown' when the body was not even parseable. */
    shopId: text("shop_id").notNull(),
    queue: text("queue").notNull(),
    messageId: text("message_id").notNull(),
    body: jsonb("body"),
    error: text("error").notNull(),
    attempts: integer("attempts").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    resolvedAt: at("resolved_at"),
    /** True when `body` had to be changed to be storable (NUL characters removed, lone surrogates replaced). */
    bodyAltered: boolean("body_altered").notNull().default(false),
    /** Last time the body was sent back to its queue (POST .../dead-letters/{id}/replay). */
    replayedAt: at("replayed_at"),
    replays: integer("replays").notNull().default(0),
  },
  (t) => [
    uniqueIndex("dead_letters_queue_message_uq").on(t.queue, t.messageId),
    index("dead_letters_shop_created_idx").on(t.shopId, t.createdAt),
  ],
);

export type NegotiationRow = typeof negotiations.$inferSelect;
export type NegotiationEventRow = typeof negotiationEvents.$inferSelect;
export type ContractRow = typeof contracts.$inferSelect;
export type CounterpartyProfileRow = typeof counterpartyProfiles.$inferSelect;
export type DeadLetterRow = typeof deadLetters.$inferSelect;

/**
 * Roleplay rehearsals (issue 29, item 5): one row per run (seed, strategies offered and used, the summary with
 * extracted offers, concessions, packages, asks, objections and key points), its turns (speaker, text, action,
 * the room's outcome, the WorldAgent's verdict for the round) and every agent call (prompt, raw and parsed
 * output). `batch_id` groups the runs of one request. Written by memory/repositories/roleplay.ts.
 */
export const roleplayRuns = pgTable(
  "roleplay_runs",
  {
    runId: text("run_id").primaryKey(),
    shopId: text("shop_id").notNull(),
    batchId: text("batch_id").notNull(),
    productId: text("product_id").notNull(),
    seed: bigint("seed", { mode: "number" }).notNull(),
    language: text("language").notNull(),
    style: text("style").notNull(),
    endedAs: text("ended_as").notNull(),
    agreedMinor: bigint("agreed_minor", { mode: "number" }),
    currency: text("currency").notNull(),
    handedToPerson: boolean("handed_to_person").notNull(),
    strategiesOffered: jsonb("strategies_offered").notNull(),
    strategiesUsed: jsonb("strategies_used").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    summary: jsonb("summary").notNull(),
    verdicts: jsonb("verdicts").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("roleplay_runs_shop_batch_idx").on(t.shopId, t.batchId), index("roleplay_runs_shop_created_idx").on(t.shopId, t.createdAt)],
);

export const roleplayTurns = pgTable(
  "roleplay_turns",
  {
    runId: text("run_id").notNull(),
    shopId: text("shop_id").notNull(),
    seq: integer("seq").notNull(),
    round: integer("round").notNull(),
    speaker: text("speaker").notNull(),
    text: text("text").notNull(),
    action: jsonb("action").notNull(),
    usedStrategies: jsonb("used_strategies").notNull(),
    outcome: text("outcome"),
    standingMinor: bigint("standing_minor", { mode: "number" }),
    verdict: text("verdict"),
  },
  (t) => [primaryKey({ columns: [t.runId, t.seq] }), index("roleplay_turns_shop_idx").on(t.shopId, t.runId)],
);

export const roleplayAgentCalls = pgTable(
  "roleplay_agent_calls",
  {
    runId: text("run_id").notNull(),
    shopId: text("shop_id").notNull(),
    seq: integer("seq").notNull(),
    round: integer("round").notNull(),
    speaker: text("speaker").notNull(),
    prompt: text("prompt"),
    raw: text("raw").notNull(),
    parsed: jsonb("parsed"),
    error: text("error"),
  },
  (t) => [primaryKey({ columns: [t.runId, t.seq] }), index("roleplay_agent_calls_shop_idx").on(t.shopId, t.runId)],
);

// --- service agreements (issue #30) ----------------------------------------------------------------------------
// Projections of the contract.* events Contract Durable Objects write to the negotiation-events queue
// (memory/repositories/service-contracts.ts). The `contracts` table above is precedent documents, unrelated.

/** Contract statuses, in contracts/types.ts CONTRACT_STATUSES. */
const CONTRACT_STATUS_SQL = sql.raw(`'proposed', 'active', 'suspended', 'completed', 'terminated', 'expired'`);

/**
 * One row per service contract, as its events say it stands. Events may arrive in any order and more than once:
 * the status is the one stated by the newest event (by the contract's clock, then outbox seq: `status_at`,
 * `status_seq`), the terms those of the highest terms version, and the proposal's facts fill in whenever it arrives.
 */
export const serviceContracts = pgTable(
  "service_contracts",
  {
    shopId: text("shop_id").notNull(),
    id: text("id").notNull(),
    /** bilateral, multilateral, hierarchical or composite; null until the proposal arrives. */
    kind: text("kind"),
    status: text("status").notNull(),
    /** When the event that set `status` happened (the contract's clock) and its outbox seq: status only moves forward. */
    statusAt: at("status_at").notNull(),
    statusSeq: integer("status_seq").notNull().default(0),
    /** Parties with their roles (contracts/types.ts Party[]). */
    parties: jsonb("parties").notNull().default([]),
    /** The terms in force (contracts/types.ts ContractTerms: price, SLA targets, stake, pool, duration). */
    terms: jsonb("terms"),
    /** Version of `terms`: 1 at proposal, +1 per adopted amendment; 0 until some event states terms. */
    termsVersion: integer("terms_version").notNull().default(0),
    currency: text("currency"),
    negotiationId: text("negotiation_id"),
    parentId: text("parent_id"),
    partIds: jsonb("part_ids").notNull().default([]),
    proposedAt: at("proposed_at"),
    activatedAt: at("activated_at"),
    endsAt: at("ends_at"),
    closedAt: at("closed_at"),
    closeReason: text("close_reason"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index("service_contracts_shop_status_idx").on(t.shopId, t.status),
    index("service_contracts_shop_updated_idx").on(t.shopId, t.updatedAt),
    check("service_contracts_status_check", sql`${t.status} IN (${CONTRACT_STATUS_SQL})`),
    check("service_contracts_kind_check", sql`${t.kind} IS NULL OR ${t.kind} IN ('bilateral', 'multilateral', 'hierarchical', 'composite')`),
  ],
);

/**
 * The contracts' double-entry ledger: each row moves `amount_minor` from one account to another. `posting_id` is
 * deterministic (contract, cause, n), so a step replayed or delivered twice never posts twice. Balances are
 * derived from postings only (the account_balances view).
 */
export const contractPostings = pgTable(
  "contract_postings",
  {
    postingId: text("posting_id").primaryKey(),
    shopId: text("shop_id").notNull(),
    contractId: text("contract_id").notNull(),
    kind: text("kind").notNull(),
    fromAccount: text("from_account").notNull(),
    toAccount: text("to_account").notNull(),
    amountMinor: money("amount_minor").notNull(),
    currency: text("currency").notNull(),
    at: at("at").notNull(),
    /** What caused it ("activate", "check:<at>:<targetId>", "complete", …): traceable to the check. */
    cause: text("cause").notNull(),
    /** The contract.postings event that carried it. */
    eventId: text("event_id").notNull(),
    ingestedAt: at("ingested_at").notNull().defaultNow(),
  },
  (t) => [
    index("contract_postings_shop_contract_idx").on(t.shopId, t.contractId, t.at),
    index("contract_postings_shop_from_idx").on(t.shopId, t.fromAccount),
    index("contract_postings_shop_to_idx").on(t.shopId, t.toAccount),
    check("contract_postings_amount_check", sql`${t.amountMinor} > 0`),
    check("contract_postings_accounts_check", sql`${t.fromAccount} <> ${t.toAccount}`),
    check(
      "contract_postings_kind_check",
      sql`${t.kind} IN ('stake_deposit', 'pool_deposit', 'penalty', 'bonus', 'stake_refund', 'pool_refund', 'payout', 'reversal')`,
    ),
  ],
);

/**
 * One SLA check's verdict on one target and, when the target was judged, the reputation evidence it gives the
 * answerable agent (`agent_id`, `met`). Unique per contract, check time and target.
 */
export const contractChecks = pgTable(
  "contract_checks",
  {
    shopId: text("shop_id").notNull(),
    contractId: text("contract_id").notNull(),
    checkAt: at("check_at").notNull(),
    targetId: text("target_id").notNull(),
    /** met, insufficient, breach, violation or bonus; null for an evidence line no verdict names. */
    verdict: text("verdict"),
    metric: text("metric"),
    /** The agent the evidence is about; null when the target was not judged (insufficient samples). */
    agentId: text("agent_id"),
    met: boolean("met"),
    reading: doublePrecision("reading"),
    eventId: text("event_id").notNull(),
    ingestedAt: at("ingested_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.contractId, t.checkAt, t.targetId] }),
    index("contract_checks_shop_agent_idx").on(t.shopId, t.agentId, t.checkAt),
    index("contract_checks_shop_ingested_idx").on(t.shopId, t.ingestedAt),
  ],
);

/** A breach that outlasted its grace: the penalty it cost and who answers for it. Unique per contract, check and target. */
export const contractViolations = pgTable(
  "contract_violations",
  {
    shopId: text("shop_id").notNull(),
    contractId: text("contract_id").notNull(),
    checkAt: at("check_at").notNull(),
    targetId: text("target_id").notNull(),
    metric: text("metric"),
    reading: doublePrecision("reading"),
    penaltyMinor: money("penalty_minor").notNull(),
    providerId: text("provider_id"),
    consumerId: text("consumer_id"),
    eventId: text("event_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.contractId, t.checkAt, t.targetId] }),
    index("contract_violations_shop_provider_idx").on(t.shopId, t.providerId),
    check("contract_violations_penalty_check", sql`${t.penaltyMinor} >= 0`),
  ],
);

/**
 * One dispute of the money a check moved (contracts/disputes.ts), as its contract.dispute_* events say it stands.
 * Events may arrive in any order and more than once: the facts every event repeats (cause, kind, opener, against,
 * amount, reason) are the same for one dispute id; `opened_at` comes from the opening, and the decision (or the
 * withdrawal) from its event, whichever arrives first: a decided dispute never reads as open again. `winners` and
 * `losers` are what dispute records (counterparty profiles' reputation) are computed from; `ingested_at` is when
 * the row last took in an event, so the cron finds agents with new outcomes.
 */
export const contractDisputes = pgTable(
  "contract_disputes",
  {
    shopId: text("shop_id").notNull(),
    contractId: text("contract_id").notNull(),
    disputeId: text("dispute_id").notNull(),
    /** The check cause of the disputed postings, `check:<at>:<targetId>`. */
    cause: text("cause").notNull(),
    /** What the check paid: penalty or bonus. */
    kind: text("kind").notNull(),
    openedBy: text("opened_by").notNull(),
    /** The agents who received the disputed money. */
    against: text("against").array().notNull(),
    amountMinor: money("amount_minor").notNull(),
    reason: text("reason").notNull(),
    /** open, upheld, rejected or withdrawn. */
    status: text("status").notNull(),
    /** upheld or rejected once decided; null while open or when withdrawn. */
    outcome: text("outcome"),
    winners: text("winners").array().notNull().default(sql`'{}'::text[]`),
    losers: text("losers").array().notNull().default(sql`'{}'::text[]`),
    /** What an upheld dispute reversed (its postings travel as contract.postings, cause `dispute:<id>`). */
    reversedMinor: money("reversed_minor"),
    /** The shop's person who decided it, or the party that withdrew it. */
    decidedBy: text("decided_by"),
    /** Null until the opening event arrives (a decision may arrive first). */
    openedAt: at("opened_at"),
    /** When it was decided or withdrawn. */
    decidedAt: at("decided_at"),
    ingestedAt: at("ingested_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.contractId, t.disputeId] }),
    index("contract_disputes_shop_ingested_idx").on(t.shopId, t.ingestedAt),
    index("contract_disputes_winners_idx").using("gin", t.winners),
    index("contract_disputes_losers_idx").using("gin", t.losers),
    check("contract_disputes_status_check", sql`${t.status} IN ('open', 'upheld', 'rejected', 'withdrawn')`),
    check("contract_disputes_outcome_check", sql`${t.outcome} IS NULL OR ${t.outcome} IN ('upheld', 'rejected')`),
    check("contract_disputes_kind_check", sql`${t.kind} IN ('penalty', 'bonus')`),
    check("contract_disputes_amount_check", sql`${t.amountMinor} >= 0`),
  ],
);

/** Every account's balance per shop and currency, derived from the postings alone (nothing else holds money). */
export const accountBalancesView = pgView("account_balances", {
  shopId: text("shop_id").notNull(),
  account: text("account").notNull(),
  currency: text("currency").notNull(),
  balanceMinor: money("balance_minor").notNull(),
  postings: integer("postings").notNull(),
}).as(sql`
  SELECT shop_id, account, currency, sum(amount)::bigint AS balance_minor, count(*)::int AS postings
  FROM (
    SELECT shop_id, to_account AS account, currency, amount_minor AS amount FROM contract_postings
    UNION ALL
    SELECT shop_id, from_account AS account, currency, -amount_minor AS amount FROM contract_postings
  ) moves
  GROUP BY shop_id, account, currency`);

export type ServiceContractRow = typeof serviceContracts.$inferSelect;
export type ContractPostingRow = typeof contractPostings.$inferSelect;
export type ContractCheckRow = typeof contractChecks.$inferSelect;
export type ContractViolationRow = typeof contractViolations.$inferSelect;
export type ContractDisputeRow = typeof contractDisputes.$inferSelect;
