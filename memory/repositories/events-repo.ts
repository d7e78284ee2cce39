/**
 * Negotiation events and the tables projected from them.
 *
 * Idempotency: `negotiation_events.event_id` is the key. `storeEvents` inserts with ON CONFLICT DO NOTHING and
 * applies projections (negotiations, recommendations, violations, message embeddings; counterparty profiles are
 * the cron's, counterparty-profiles.ts)
 * only for the events that were actually new, all in one transaction — so a redelivered or replayed event
 * changes nothing. Projections are also order-independent: events of one negotiation may arrive in any order
 * (a terminal status is sticky, offers follow the newest round, counts are recomputed, not incremented).
 * A batch costs a fixed number of statements whatever its size: one multi-row INSERT per table, one UPDATE for the
 * offers of every negotiation it touched.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ParleyDb } from "../db";
import { toVectorLiteral } from "../embed";
import { payloadOf, type ParsedEvent } from "../../common/events";
import {
  agentRecommendations,
  counterpartyProfiles,
  negotiationEvents,
  negotiationMessageEmbeddings,
  negotiations,
  policyViolations,
  type CounterpartyProfileRow,
  type NegotiationEventRow,
  type NegotiationRow,
} from "../schema";
import { requireShopId, type Queryable } from "./types";

export interface StoreEventsOptions {
  /** Embeddings of `event.message.content`, by event id (computed before the transaction). */
  embeddings?: ReadonlyMap<string, number[]>;
  embeddingModel?: string;
  /** "live" for Durable Object events, "import" for events from an ingested negotiation log. */
  source?: "live" | "import";
}

export interface StoreEventsResult {
  inserted: string[];
  duplicates: string[];
}

/** Event ids among `eventIds` that are already stored. */
export async function existingEventIds(db: Queryable, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const found = await db
    .select({ id: negotiationEvents.eventId })
    .from(negotiationEvents)
    .where(inArray(negotiationEvents.eventId, [...eventIds]));
  return new Set(found.map((r) => r.id));
}

/** Stores events idempotently and applies their projections, in one transaction. */
export async function storeEvents(db: ParleyDb, events: readonly ParsedEvent[], options: StoreEventsOptions = {}): Promise<StoreEventsResult> {
  if (events.length === 0) return { inserted: [], duplicates: [] };
  return db.transaction((tx) => storeEventsIn(tx, events, options));
}

/** As `storeEvents`, inside a transaction the caller opened. */
export async function storeEventsIn(tx: Queryable, events: readonly ParsedEvent[], options: StoreEventsOptions = {}): Promise<StoreEventsResult> {
  const list = firstOfEach(events);
  const insertedIds = await insertEvents(tx, list);
  const fresh = list.filter((e) => insertedIds.has(e.eventId)).sort((a, b) => a.at - b.at || (a.seq ?? 0) - (b.seq ?? 0));
  await project(tx, fresh, options.source ?? "live");
  await insertMessageEmbeddings(tx, fresh, options);
  return {
    inserted: list.filter((e) => insertedIds.has(e.eventId)).map((e) => e.eventId),
    duplicates: list.filter((e) => !insertedIds.has(e.eventId)).map((e) => e.eventId),
  };
}

/** The events in batch order, each id once: within one batch the producer may have sent an event twice. */
function firstOfEach(events: readonly ParsedEvent[]): ParsedEvent[] {
  const unique = new Map<string, ParsedEvent>();
  for (const e of events) if (!unique.has(e.eventId)) unique.set(e.eventId, e);
  return [...unique.values()];
}

/** Appends the events to negotiation_events, one statement; returns the ids that were new (the others were stored before). */
async function insertEvents(tx: Queryable, list: readonly ParsedEvent[]): Promise<Set<string>> {
  const insertedRows = await tx
    .insert(negotiationEvents)
    .values(
      list.map((e) => ({
        eventId: e.eventId,
        shopId: requireShopId(e.shopId),
        negotiationId: e.negotiationId,
        seq: e.seq ?? null,
        eventType: e.type,
        actor: e.actor,
        content: e.message?.content ?? null,
        parsedTerms: e.message?.parsedTerms ?? null,
        tacticDetected: e.message?.tacticDetected ?? null,
        confidence: e.message?.confidence ?? null,
        payload: e.payload,
        occurredAt: new Date(e.at),
      })),
    )
    .onConflictDoNothing({ target: negotiationEvents.eventId })
    .returning({ eventId: negotiationEvents.eventId });
  return new Set(insertedRows.map((r) => r.eventId));
}

/** Stores the embeddings computed for new events' message content (`options.embeddings`), one statement. */
async function insertMessageEmbeddings(tx: Queryable, fresh: readonly ParsedEvent[], options: StoreEventsOptions): Promise<void> {
  const vectors = options.embeddings;
  if (!vectors || !options.embeddingModel) return;
  const rowsToEmbed = fresh.filter((e) => vectors.has(e.eventId));
  if (rowsToEmbed.length === 0) return;
  await tx
    .insert(negotiationMessageEmbeddings)
    .values(
      rowsToEmbed.map((e) => ({
        eventId: e.eventId,
        shopId: e.shopId,
        negotiationId: e.negotiationId,
        model: options.embeddingModel!,
        embedding: sql`${toVectorLiteral(vectors.get(e.eventId)!)}::vector` as unknown as number[],
      })),
    )
    .onConflictDoNothing();
}

type NegotiationKey = { shopId: string; negotiationId: string };

/** The `negotiations` columns one event type sets; see `project`. */
interface Progress {
  shopId: string;
  negotiationId: string;
  /** First status other than 'open' in event order ('open' if none): a terminal status is sticky. */
  status: string;
  rounds: number;
  lastRoundAt: Date | null;
  /** First non-null in event order (the stored row's own value wins over all of them). */
  agreedPriceMinor: number | null;
  /** A package deal's terms: first non-null, as the agreed price. */
  agreedTerms: Record<string, number | string> | null;
  closedAt: Date | null;
  quantity: number | null;
}

/** A batch of new events folded into what the projections write: one row per negotiation and table. */
interface Folded {
  /** The last opening of each negotiation. */
  openings: Map<string, ParsedEvent>;
  progress: Map<string, Progress>;
  /** Each negotiation's first stated quantity, over openings and endings together. */
  quantities: Map<string, number>;
  recommendations: ParsedEvent[];
  violations: ParsedEvent[];
  /** Negotiations with a decided round, whose standing offers are recomputed. */
  rounds: Map<string, NegotiationKey>;
  /** Negotiations agreed or switched in this batch, whose deal is set to their latest switch, if any (applySwitches). */
  deals: Map<string, NegotiationKey>;
}

const keyOf = (e: NegotiationKey) => `${e.shopId}\u0000${e.negotiationId}`;

/**
 * Applies the projections of newly stored events, `fresh` sorted by (at, seq), with one multi-row statement per
 * table: the last opening of each negotiation; each negotiation's progress (rounds and endings) folded into one
 * row; recommendations; violations; then the standing offers of the negotiations that had a round. The result is
 * the same as applying the events one by one in that order: every merge rule (a terminal status is sticky, rounds
 * and last_round_at only grow, agreed price, closing time and quantity keep their first value) is associative,
 * so a batch folds into one row per negotiation first.
 */
async function project(tx: Queryable, fresh: readonly ParsedEvent[], source: "live" | "import"): Promise<void> {
  const folded = foldEvents(fresh);
  await upsertOpenings(tx, folded, source);
  await upsertProgress(tx, folded, source);
  if (folded.deals.size > 0) await applySwitches(tx, [...folded.deals.values()]);
  await insertViolations(tx, folded.violations);
  await insertRecommendations(tx, folded.recommendations);
  if (folded.rounds.size > 0) await refreshOffers(tx, [...folded.rounds.values()]);
}

/** Folds the events, in order, into one opening, one progress row and one quantity per negotiation, and the rows to insert. */
function foldEvents(fresh: readonly ParsedEvent[]): Folded {
  const folded: Folded = { openings: new Map(), progress: new Map(), quantities: new Map(), recommendations: [], violations: [], rounds: new Map(), deals: new Map() };
  const { openings, quantities, rounds } = folded;
  for (const e of fresh) {
    const at = new Date(e.at);
    const key = keyOf(e);
    switch (e.type) {
      case "negotiation.opened": {
        openings.set(key, e); // the last opening wins, as it would applied in order
        if (!quantities.has(key)) quantities.set(key, payloadOf(e, "negotiation.opened").quantity);
        break;
      }
      case "round.decided": {
        const p = payloadOf(e, "round.decided");
        const terminal = p.status !== "open";
        const agreed = p.status === "agreed";
        foldProgress(folded, e, { status: p.status, rounds: p.round, lastRoundAt: at, agreedPriceMinor: agreed ? p.priceMinor : null, agreedTerms: agreed ? (p.terms ?? null) : null, closedAt: terminal ? at : null, quantity: null });
        rounds.set(key, { shopId: e.shopId, negotiationId: e.negotiationId });
        break;
      }
      case "negotiation.agreed":
      case "negotiation.rejected":
      case "negotiation.expired":
      case "negotiation.withdrawn": {
        const p: { round?: number; quantity?: number } = payloadOf(e, e.type);
        const deal = e.type === "negotiation.agreed" ? payloadOf(e, "negotiation.agreed") : null;
        const quantity = p.quantity ?? null;
        if (quantity !== null && !quantities.has(key)) quantities.set(key, quantity);
        foldProgress(folded, e, { status: e.type.slice("negotiation.".length), rounds: p.round ?? 0, lastRoundAt: null, agreedPriceMinor: deal?.agreedPriceMinor ?? null, agreedTerms: deal?.agreedTerms ?? null, closedAt: at, quantity });
        if (deal) folded.deals.set(key, { shopId: e.shopId, negotiationId: e.negotiationId });
        break;
      }
      case "negotiation.switched":
        folded.deals.set(key, { shopId: e.shopId, negotiationId: e.negotiationId });
        break;
      case "policy.violation":
        folded.violations.push(e);
        break;
      case "agent.recommendation":
        folded.recommendations.push(e);
        break;
      default:
        break; // stored in negotiation_events only
    }
  }
  // Quantity keeps its first non-null value over openings and endings together; both statements carry it.
  for (const [key, p] of folded.progress) p.quantity = quantities.get(key) ?? null;
  return folded;
}

/** Merges one event's progress into its negotiation's row (the merge rules of `project`). */
function foldProgress(folded: Folded, e: ParsedEvent, p: Omit<Progress, "shopId" | "negotiationId">): void {
  const key = keyOf(e);
  const was = folded.progress.get(key);
  if (!was) return void folded.progress.set(key, { shopId: e.shopId, negotiationId: e.negotiationId, ...p });
  if (was.status === "open") was.status = p.status;
  was.rounds = Math.max(was.rounds, p.rounds);
  if (p.lastRoundAt && (!was.lastRoundAt || p.lastRoundAt > was.lastRoundAt)) was.lastRoundAt = p.lastRoundAt;
  was.agreedPriceMinor ??= p.agreedPriceMinor;
  was.agreedTerms ??= p.agreedTerms;
  was.closedAt ??= p.closedAt;
  was.quantity ??= p.quantity;
}

/** Each negotiation's settings from its last opening, one upsert (a stored quantity wins). */
async function upsertOpenings(tx: Queryable, { openings, quantities }: Folded, source: "live" | "import"): Promise<void> {
  if (openings.size === 0) return;
  const rows = [...openings.entries()].map(([key, e]) => {
    const p = payloadOf(e, "negotiation.opened");
    return sql`(${e.shopId}, ${e.negotiationId}, ${source}, ${p.productId}, ${p.productVersion ?? null}, ${p.buyerId}, ${quantities.get(key) ?? p.quantity},
      ${p.currency}, ${p.anchorMinor}, ${p.floorMinor}, ${p.strategy === undefined ? null : JSON.stringify(p.strategy)}::jsonb, ${p.maxRounds ?? null},
      ${p.arm ?? null}, 'open', 0, ${new Date(e.at)}::timestamptz, ${p.expiresAt === undefined ? null : new Date(p.expiresAt)}::timestamptz, now())`;
  });
  await tx.execute(sql`
    INSERT INTO negotiations (shop_id, id, source, product_id, product_version, buyer_id, quantity, currency,
      anchor_minor, floor_minor, strategy, max_rounds, arm, status, rounds, opened_at, expires_at, updated_at)
    VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (shop_id, id) DO UPDATE SET
      product_id = excluded.product_id, product_version = excluded.product_version, buyer_id = excluded.buyer_id,
      quantity = COALESCE(negotiations.quantity, excluded.quantity), currency = excluded.currency,
      anchor_minor = excluded.anchor_minor, floor_minor = excluded.floor_minor, strategy = excluded.strategy,
      max_rounds = excluded.max_rounds, arm = excluded.arm, opened_at = excluded.opened_at, expires_at = excluded.expires_at,
      updated_at = now()`);
}

/** Each negotiation's rounds and ending merged into its row, one upsert (the merge rules again, against the stored row). */
async function upsertProgress(tx: Queryable, { progress }: Folded, source: "live" | "import"): Promise<void> {
  if (progress.size === 0) return;
  const rows = [...progress.values()].map(
    (p) => sql`(${p.shopId}, ${p.negotiationId}, ${source}, ${p.status}, ${p.rounds}, ${p.agreedPriceMinor}::bigint,
      ${p.agreedTerms === null ? null : JSON.stringify(p.agreedTerms)}::jsonb, ${p.quantity}::integer,
      ${p.lastRoundAt}::timestamptz, ${p.closedAt}::timestamptz, now())`,
  );
  await tx.execute(sql`
    INSERT INTO negotiations (shop_id, id, source, status, rounds, agreed_price_minor, agreed_terms, quantity, last_round_at, closed_at, updated_at)
    VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (shop_id, id) DO UPDATE SET
      status = CASE WHEN negotiations.status = 'open' THEN excluded.status ELSE negotiations.status END,
      rounds = GREATEST(negotiations.rounds, excluded.rounds),
      last_round_at = GREATEST(negotiations.last_round_at, excluded.last_round_at),
      agreed_price_minor = COALESCE(negotiations.agreed_price_minor, excluded.agreed_price_minor),
      agreed_terms = COALESCE(negotiations.agreed_terms, excluded.agreed_terms),
      quantity = COALESCE(negotiations.quantity, excluded.quantity),
      closed_at = COALESCE(negotiations.closed_at, excluded.closed_at),
      updated_at = now()`);
}

/**
 * A package deal the buyer switched after agreeing (negotiation.switched): its agreed price and terms are those of its
 * highest-numbered switch, recomputed from the stored events, so a switch delivered before (or long after) the
 * agreement, or twice, converges on the same row. Run for the negotiations agreed or switched in the batch; a
 * negotiation never switched keeps its agreement as the progress upsert wrote it. One statement.
 */
async function applySwitches(tx: Queryable, keys: readonly NegotiationKey[]): Promise<void> {
  const list = sql.join(
    keys.map((k) => sql`(${k.shopId}, ${k.negotiationId})`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE negotiations n
    SET agreed_price_minor = (s.payload->>'agreedPriceMinor')::bigint, agreed_terms = s.payload->'agreedTerms', updated_at = now()
    FROM (SELECT DISTINCT ON (e.shop_id, e.negotiation_id) e.shop_id, e.negotiation_id, e.payload
          FROM negotiation_events e
          WHERE e.event_type = 'negotiation.switched' AND (e.shop_id, e.negotiation_id) IN (${list})
          ORDER BY e.shop_id, e.negotiation_id, (e.payload->>'switchNumber')::int DESC, e.occurred_at DESC, e.event_id) s
    WHERE n.shop_id = s.shop_id AND n.id = s.negotiation_id AND n.status = 'agreed'
      AND (n.agreed_price_minor IS DISTINCT FROM (s.payload->>'agreedPriceMinor')::bigint OR n.agreed_terms IS DISTINCT FROM s.payload->'agreedTerms')`);
}

/** policy.violation events as policy_violations rows, keyed by event id. */
async function insertViolations(tx: Queryable, violations: readonly ParsedEvent[]): Promise<void> {
  if (violations.length === 0) return;
  await tx
    .insert(policyViolations)
    .values(
      violations.map((e) => {
        const p = payloadOf(e, "policy.violation");
        return {
          id: e.eventId,
          shopId: e.shopId,
          negotiationId: e.negotiationId,
          policyId: p.policyId,
          ruleId: p.ruleId ?? null,
          outcome: p.outcome,
          severity: p.severity ?? null,
          details: p.details ?? {},
          occurredAt: new Date(e.at),
        };
      }),
    )
    .onConflictDoNothing();
}

/** agent.recommendation events as agent_recommendations rows, keyed by event id. */
async function insertRecommendations(tx: Queryable, recommendations: readonly ParsedEvent[]): Promise<void> {
  if (recommendations.length === 0) return;
  await tx
    .insert(agentRecommendations)
    .values(
      recommendations.map((e) => {
        const p = payloadOf(e, "agent.recommendation");
        return {
          id: e.eventId,
          shopId: e.shopId,
          negotiationId: e.negotiationId,
          round: p.round ?? null,
          kind: p.kind,
          recommendation: p.recommendation,
          rationale: p.rationale ?? null,
          confidence: p.confidence ?? null,
          createdAt: new Date(e.at),
        };
      }),
    )
    .onConflictDoNothing();
}

/**
 * Standing offers = those of the newest round that stated one (by event time, then outbox seq), recomputed from
 * the stored round.decided events, so late or reordered deliveries converge on the same row. One statement for
 * all the negotiations given.
 */
async function refreshOffers(tx: Queryable, negotiationsToRefresh: readonly NegotiationKey[]): Promise<void> {
  const keys = sql.join(
    negotiationsToRefresh.map((n) => sql`(${n.shopId}, ${n.negotiationId})`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE negotiations n SET
      shop_offer_minor = (
        SELECT (e.payload->>'priceMinor')::bigint FROM negotiation_events e
        WHERE e.shop_id = n.shop_id AND e.negotiation_id = n.id AND e.event_type = 'round.decided'
          AND e.payload->>'action' IN ('counter', 'hold') AND e.payload->>'priceMinor' IS NOT NULL
        ORDER BY e.occurred_at DESC, e.seq DESC NULLS LAST LIMIT 1),
      buyer_offer_minor = (
        SELECT (e.payload->'move'->>'priceMinor')::bigint FROM negotiation_events e
        WHERE e.shop_id = n.shop_id AND e.negotiation_id = n.id AND e.event_type = 'round.decided'
          AND e.payload->'move'->>'kind' IN ('open', 'counter') AND e.payload->'move'->>'priceMinor' IS NOT NULL
        ORDER BY e.occurred_at DESC, e.seq DESC NULLS LAST LIMIT 1)
    WHERE (n.shop_id, n.id) IN (VALUES ${keys})`);
}

// --- reads -------------------------------------------------------------------------------------------------

export async function getNegotiation(db: Queryable, shopId: string, negotiationId: string): Promise<NegotiationRow | null> {
  const [row] = await db
    .select()
    .from(negotiations)
    .where(and(eq(negotiations.shopId, requireShopId(shopId)), eq(negotiations.id, negotiationId)))
    .limit(1);
  return row ?? null;
}

export async function listNegotiationEvents(db: Queryable, shopId: string, negotiationId: string): Promise<NegotiationEventRow[]> {
  return db
    .select()
    .from(negotiationEvents)
    .where(and(eq(negotiationEvents.shopId, requireShopId(shopId)), eq(negotiationEvents.negotiationId, negotiationId)))
    .orderBy(asc(negotiationEvents.occurredAt), asc(negotiationEvents.seq), asc(negotiationEvents.eventId));
}

export async function getCounterpartyProfile(db: Queryable, shopId: string, counterpartyId: string): Promise<CounterpartyProfileRow | null> {
  const [row] = await db
    .select()
    .from(counterpartyProfiles)
    .where(and(eq(counterpartyProfiles.shopId, requireShopId(shopId)), eq(counterpartyProfiles.counterpartyId, counterpartyId)))
    .limit(1);
  return row ?? null;
}

export async function countEvents(db: Queryable, shopId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(negotiationEvents)
    .where(eq(negotiationEvents.shopId, requireShopId(shopId)));
  return row?.n ?? 0;
}

/** Events with content but no embedding yet (e.g. stored while the embedding API was down), for a backfill job. */
export async function eventsMissingEmbeddings(db: Queryable, shopId: string, limit = 100): Promise<{ eventId: string; negotiationId: string; content: string }[]> {
  const result = await db.execute(sql`
    SELECT e.event_id AS "eventId", e.negotiation_id AS "negotiationId", e.content
    FROM negotiation_events e
    LEFT JOIN negotiation_message_embeddings m ON m.event_id = e.event_id
    WHERE e.shop_id = ${requireShopId(shopId)} AND e.content IS NOT NULL AND m.event_id IS NULL
    ORDER BY e.occurred_at LIMIT ${limit}`);
  return result.rows as { eventId: string; negotiationId: string; content: string }[];
}

export async function storeMessageEmbeddings(
  db: Queryable,
  shopId: string,
  model: string,
  items: readonly { eventId: string; negotiationId: string; embedding: number[] }[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(negotiationMessageEmbeddings)
    .values(
      items.map((i) => ({
        eventId: i.eventId,
        shopId: requireShopId(shopId),
        negotiationId: i.negotiationId,
        model,
        embedding: sql`${toVectorLiteral(i.embedding)}::vector` as unknown as number[],
      })),
    )
    .onConflictDoNothing();
}
