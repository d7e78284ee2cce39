/**
 * Consumer of the `negotiation-events` queue: Durable Object outbox rows → Postgres.
 *
 *   export default { async queue(batch, env, ctx) {
 *     const handle = createDb(env.DATABASE_URL);
 *     try { await handleEventsBatch(batch, { db: handle.db, embedder: createEmbedder(env) }); }
 *     finally { ctx.waitUntil(handle.close()); }
 *   } }
 *
 * Every message is acked or retried explicitly (never left to the batch default):
 * - a body that fails the event catalog (common/events.ts: the envelope, and a catalogued type's payload) →
 *   dead_letters at once, ack;
 * - valid events → one transaction for the whole batch (multi-row INSERTs, see `storeEvents`). Postgres
 *   unavailable → every message retried with backoff, nothing acked, nothing lost. Postgres rejecting something →
 *   each event in its own transaction, so one poison event cannot hold back the others: an event whose data
 *   Postgres can never store (SQLSTATE 22/23/54) is dead-lettered at once, any other failure is retried with
 *   backoff and dead-lettered after `maxAttempts`; if Postgres goes away meanwhile, the rest is retried.
 * Storage is idempotent by event id, so redeliveries and replays never duplicate a row. The report lists the
 * event ids now stored (`storedEventIds`: new or already there), for confirming them back to their outbox.
 *
 * Embeddings of message content are best effort: if the embedder fails, events are stored without them
 * (find them later with `eventsMissingEmbeddings`). The durable record matters more than the vector.
 *
 * The knowledge graph is best effort too: once events are stored, the negotiations they belong to are synced
 * into it (whole facts, so replays change nothing); if the graph fails, the cron's catch-up writes them later.
 *
 * Service contracts (issue #30) travel on the same queue: their `contract.*` events (the envelope's negotiationId
 * is the contract id) are stored like any other, and projected into service_contracts, contract_postings,
 * contract_checks, contract_violations and contract_disputes in the same transaction (repositories/
 * service-contracts.ts), only when new; the contracts they touch are synced into the graph as Contract, SLA and
 * Violation facts. A dispute's decision may arrive before its opening: the row ends decided either way.
 */
import { isContractEventType, safeParseNegotiationEvent, type ParsedEvent } from "../common/events";
import type { ParleyDb } from "./db";
import type { Embedder } from "./embed";
import { isContractGraph, syncContractsToGraph } from "./graph/contract-facts";
import type { GraphStore } from "./graph/graph-store";
import { syncNegotiationsToGraph } from "./graph/graph-sync";
import {
  DEFAULT_RETRY_POLICY,
  describeError,
  isDatabaseUnavailable,
  noopLog,
  shopIdOf,
  type BatchReport,
  type ConsumerLog,
  type MessageBatchLike,
  type QueueMessageLike,
  type RetryPolicy,
} from "./queue";
import { existingEventIds, storeEventsIn, type StoreEventsOptions, type StoreEventsResult } from "./repositories/events-repo";
import { projectContractEvents } from "./repositories/service-contracts";
import { emptyReport, Settlement } from "./settlement";

export const EVENTS_QUEUE = "negotiation-events";

export interface EventsConsumerDeps {
  db: ParleyDb;
  /** Embeds `message.content` of new events into negotiation_message_embeddings. Optional. */
  embedder?: Embedder;
  retry?: Partial<RetryPolicy>;
  log?: ConsumerLog;
  /** The knowledge graph to sync stored negotiations into. Optional (the cron catches up). */
  graph?: GraphStore;
}

export interface EventsBatchReport extends BatchReport {
  /**
   * Event ids now stored in Postgres — stored by this batch or already there (duplicates) — once each, in batch
   * order. Events dead-lettered or retried are not in it.
   */
  storedEventIds: string[];
  /** Negotiations written to the knowledge graph after storing (absent without a graph or if the sync failed). */
  graphSynced?: number;
}

export async function handleEventsBatch(batch: MessageBatchLike, deps: EventsConsumerDeps): Promise<EventsBatchReport> {
  const report = await storeBatch(batch, deps);
  if (deps.graph && report.storedEventIds.length > 0) await syncGraph(batch, report, deps.graph, deps);
  return report;
}

/** A message whose body is a valid event. */
interface ValidEvent {
  message: QueueMessageLike;
  event: ParsedEvent;
}

/** One batch being stored: its settlement (acks, retries, dead letters, the report) and the event ids stored so far. */
interface EventsRun {
  deps: EventsConsumerDeps;
  log: ConsumerLog;
  settle: Settlement<EventsBatchReport>;
  stored: Set<string>;
}

/**
 * Stores the batch's events: invalid bodies dead-lettered, new message content embedded, then every valid event in
 * one transaction, or, when Postgres rejects that, one transaction each.
 */
async function storeBatch(batch: MessageBatchLike, deps: EventsConsumerDeps): Promise<EventsBatchReport> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...deps.retry };
  const log = deps.log ?? noopLog;
  const report: EventsBatchReport = { ...emptyReport(), storedEventIds: [] };
  const settle = new Settlement(report, { policy, log, deadLetters: { db: deps.db, queue: batch.queue || EVENTS_QUEUE }, noun: "event" });
  const run: EventsRun = { deps, log, settle, stored: new Set() };

  const valid = await parseOrDeadLetter(run, batch);
  if (valid.length === 0) return report;
  let options: StoreEventsOptions;
  try {
    options = await embedNewContent(run, valid);
  } catch (error) {
    return unavailableOrOneByOne(run, valid, {}, error);
  }
  try {
    await storeTogether(run, valid, options);
    return report;
  } catch (error) {
    return unavailableOrOneByOne(run, valid, options, error);
  }
}

/** The batch's valid events; each invalid body is dead-lettered first (it can never succeed; if the letter cannot be written, it comes back later). */
async function parseOrDeadLetter(run: EventsRun, batch: MessageBatchLike): Promise<ValidEvent[]> {
  const valid: ValidEvent[] = [];
  const invalid: { message: QueueMessageLike; error: string }[] = [];
  for (const message of batch.messages) {
    const parsed = safeParseNegotiationEvent(message.body);
    if (parsed.success) valid.push({ message, event: parsed.event });
    else invalid.push({ message, error: `invalid event: ${describeError(parsed.error)}` });
  }
  for (const { message, error } of invalid) await run.settle.deadLetter(message, shopIdOf(message.body), error);
  return valid;
}

/**
 * Embeddings of the message content of events not stored yet, computed outside any transaction. Best effort: if
 * the embedder fails, the events are stored without them. Throws when Postgres fails the lookup of stored ids.
 */
async function embedNewContent(run: EventsRun, valid: readonly ValidEvent[]): Promise<StoreEventsOptions> {
  const { embedder, db } = run.deps;
  const withContent = embedder ? valid.filter((v) => v.event.message?.content) : [];
  if (!embedder || withContent.length === 0) return {};
  const known = await existingEventIds(db, withContent.map((v) => v.event.eventId));
  const toEmbed = withContent.filter((v) => !known.has(v.event.eventId));
  if (toEmbed.length === 0) return {};
  try {
    const vectors = await embedder.embed(toEmbed.map((v) => v.event.message!.content));
    return { embeddings: new Map(toEmbed.map((v, i) => [v.event.eventId, vectors[i]!])), embeddingModel: embedder.model };
  } catch (error) {
    run.log("warn", "embedding failed; storing events without embeddings", { error: describeError(error) });
    return {};
  }
}

/**
 * Stores events (idempotently, by event id) and, in the same transaction, projects the new contract events: a
 * redelivered contract event changes nothing, and a crash between the two cannot leave one without the other.
 */
async function storeAndProject(db: EventsConsumerDeps["db"], events: readonly ParsedEvent[], options: StoreEventsOptions): Promise<StoreEventsResult> {
  if (events.length === 0) return { inserted: [], duplicates: [] };
  return db.transaction(async (tx) => {
    const result = await storeEventsIn(tx, events, options);
    const inserted = new Set(result.inserted);
    await projectContractEvents(
      tx,
      events.filter((e) => inserted.has(e.eventId) && isContractEventType(e.type)),
    );
    return result;
  });
}

/** The fast path: every valid event in one transaction, then each message acked. Throws what Postgres threw. */
async function storeTogether(run: EventsRun, valid: readonly ValidEvent[], options: StoreEventsOptions): Promise<void> {
  const result = await storeAndProject(run.deps.db, valid.map((v) => v.event), options);
  const dup = new Set(result.duplicates);
  for (const { message, event } of valid) ackStored(run, message, event.eventId, dup.has(event.eventId));
}

/** Acks a message whose event is stored (`duplicate`: it was there before this message) and lists the event id once. */
function ackStored(run: EventsRun, m: QueueMessageLike, eventId: string, duplicate: boolean): void {
  run.settle.ack(m, duplicate || run.stored.has(eventId));
  if (!run.stored.has(eventId)) {
    run.stored.add(eventId);
    run.settle.report.storedEventIds.push(eventId);
  }
}

/** The batch failed: while Postgres is unavailable every valid event is retried; otherwise each is stored on its own. */
async function unavailableOrOneByOne(run: EventsRun, valid: readonly ValidEvent[], options: StoreEventsOptions, error: unknown): Promise<EventsBatchReport> {
  if (isDatabaseUnavailable(error)) return run.settle.unavailable(valid.map((v) => v.message), error, { what: "database unavailable; retrying batch" });
  run.log("warn", "batch rejected; isolating events", { error: describeError(error) });
  for (const v of valid) {
    const outage = await storeAlone(run, v, options);
    // Postgres went away mid-way: this and the rest come back later (no point waiting on each).
    if (outage) return run.settle.unavailable(valid.map((x) => x.message), outage.error, { what: "database unavailable; retrying the rest of the batch" });
  }
  return run.settle.report;
}

/**
 * One event in its own transaction. Data Postgres can never store → dead letter at once; another failure →
 * retried with backoff, dead-lettered after `maxAttempts`. Returns the error when Postgres is unavailable (the
 * message is left unsettled), null otherwise.
 */
async function storeAlone(run: EventsRun, { message, event }: ValidEvent, options: StoreEventsOptions): Promise<{ error: unknown } | null> {
  if (run.stored.has(event.eventId)) {
    ackStored(run, message, event.eventId, true);
    return null;
  }
  try {
    const result = await storeAndProject(run.deps.db, [event], options);
    ackStored(run, message, event.eventId, result.duplicates.length > 0);
    return null;
  } catch (oneError) {
    return (await run.settle.databaseFailed(message, event.shopId, oneError, { eventId: event.eventId })) ? null : { error: oneError };
  }
}

/**
 * Syncs the negotiations whose events are now stored into the knowledge graph (whole facts, so replays change
 * nothing). Best effort: a failure is logged and the cron's catch-up writes them later.
 */
async function syncGraph(batch: MessageBatchLike, report: EventsBatchReport, graph: GraphStore, deps: EventsConsumerDeps): Promise<void> {
  const stored = new Set(report.storedEventIds);
  const keys = new Map<string, { shopId: string; negotiationId: string }>();
  const contracts = new Map<string, { shopId: string; contractId: string }>();
  for (const m of batch.messages) {
    const parsed = safeParseNegotiationEvent(m.body); // invalid bodies were dead-lettered
    if (!parsed.success || !stored.has(parsed.event.eventId)) continue;
    const { shopId, negotiationId, type } = parsed.event;
    // A contract event's negotiationId is its contract's id: a Contract fact, not a Deal.
    if (isContractEventType(type)) contracts.set(`${shopId}\u0000${negotiationId}`, { shopId, contractId: negotiationId });
    else keys.set(`${shopId}\u0000${negotiationId}`, { shopId, negotiationId });
  }
  try {
    report.graphSynced = keys.size > 0 ? await syncNegotiationsToGraph(deps.db, graph, [...keys.values()]) : 0;
    if (contracts.size > 0 && isContractGraph(graph)) report.graphSynced += await syncContractsToGraph(deps.db, graph, [...contracts.values()]);
  } catch (error) {
    (deps.log ?? noopLog)("warn", "knowledge graph sync failed; the cron will catch up", { negotiations: keys.size, contracts: contracts.size, error: describeError(error) });
  }
}
