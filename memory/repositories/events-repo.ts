/**
 * Negotiation events and the tables projected from them.
 *
 * Idempotency: `negotiation_events.event_id` is the key. `storeEvents` inserts with ON CONFLICT DO NOTHING and
 * applies projections (negotiations, recommendations, violations, message embeddings, counterparty profiles)
 * only for the events that were actually new, all in one transaction — so a redelivered or replayed event
 * changes nothing. Projections are also order-independent: events of one negotiation may arrive in any order
 * (a terminal status is sticky, offers follow the newest round, counts are recomputed, not incremented).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ParleyDb } from "../db";
import { toVectorLiteral } from "../embed";
import { payloadOf, type ParsedEvent } from "../messages";
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
  // Within one batch the same event may appear twice (the producer re-sent it): keep the first.
  const unique = new Map<string, ParsedEvent>();
  for (const e of events) if (!unique.has(e.eventId)) unique.set(e.eventId, e);
  const list = [...unique.values()];

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
  const insertedIds = new Set(insertedRows.map((r) => r.eventId));
  const fresh = list
    .filter((e) => insertedIds.has(e.eventId))
    .sort((a, b) => a.at - b.at || (a.seq ?? 0) - (b.seq ?? 0));

  const touched = new Map<string, { shopId: string; negotiationId: string }>();
  const rounds = new Map<string, { shopId: string; negotiationId: string }>();
  for (const e of fresh) {
    await project(tx, e, options.source ?? "live");
    const key = `${e.shopId}\u0000${e.negotiationId}`;
    if (e.type.startsWith("negotiation.") || e.type === "round.decided") touched.set(key, { shopId: e.shopId, negotiationId: e.negotiationId });
    if (e.type === "round.decided") rounds.set(key, { shopId: e.shopId, negotiationId: e.negotiationId });
  }
  for (const n of rounds.values()) await refreshOffers(tx, n.shopId, n.negotiationId);

  const vectors = options.embeddings;
  if (vectors && options.embeddingModel) {
    const rowsToEmbed = fresh.filter((e) => vectors.has(e.eventId));
    if (rowsToEmbed.length > 0) {
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
  }

  if (touched.size > 0) await refreshCounterpartyProfiles(tx, [...touched.values()]);

  return {
    inserted: list.filter((e) => insertedIds.has(e.eventId)).map((e) => e.eventId),
    duplicates: list.filter((e) => !insertedIds.has(e.eventId)).map((e) => e.eventId),
  };
}

async function project(tx: Queryable, e: ParsedEvent, source: "live" | "import"): Promise<void> {
  const at = new Date(e.at);
  switch (e.type) {
    case "negotiation.opened": {
      const p = payloadOf(e, "negotiation.opened");
      await tx.execute(sql`
        INSERT INTO negotiations (shop_id, id, source, product_id, product_version, buyer_id, quantity, currency,
          anchor_minor, floor_minor, strategy, max_rounds, arm, status, rounds, opened_at, expires_at, updated_at)
        VALUES (${e.shopId}, ${e.negotiationId}, ${source}, ${p.productId}, ${p.productVersion ?? null}, ${p.buyerId},
          ${p.quantity}, ${p.currency}, ${p.anchorMinor}, ${p.floorMinor}, ${p.strategy === undefined ? null : JSON.stringify(p.strategy)}::jsonb,
          ${p.maxRounds ?? null}, ${p.arm ?? null}, 'open', 0, ${at}, ${p.expiresAt === undefined ? null : new Date(p.expiresAt)}, now())
        ON CONFLICT (shop_id, id) DO UPDATE SET
          product_id = excluded.product_id, product_version = excluded.product_version, buyer_id = excluded.buyer_id,
          quantity = COALESCE(negotiations.quantity, excluded.quantity), currency = excluded.currency,
          anchor_minor = excluded.anchor_minor, floor_minor = excluded.floor_minor, strategy = excluded.strategy,
          max_rounds = excluded.max_rounds, arm = excluded.arm, opened_at = excluded.opened_at, expires_at = excluded.expires_at,
          updated_at = now()`);
      return;
    }
    case "round.decided": {
      const p = payloadOf(e, "round.decided");
      // Offers are recomputed from the stored rounds afterwards (refreshOffers): order-independent.
      const terminal = p.status !== "open";
      await tx.execute(sql`
        INSERT INTO negotiations (shop_id, id, source, status, rounds, agreed_price_minor, last_round_at, closed_at, updated_at)
        VALUES (${e.shopId}, ${e.negotiationId}, ${source}, ${p.status}, ${p.round},
          ${p.status === "agreed" ? p.priceMinor : null}, ${at}, ${terminal ? at : null}, now())
        ON CONFLICT (shop_id, id) DO UPDATE SET
          rounds = GREATEST(negotiations.rounds, excluded.rounds),
          last_round_at = GREATEST(negotiations.last_round_at, excluded.last_round_at),
          status = CASE WHEN negotiations.status = 'open' THEN excluded.status ELSE negotiations.status END,
          agreed_price_minor = COALESCE(negotiations.agreed_price_minor, excluded.agreed_price_minor),
          closed_at = COALESCE(negotiations.closed_at, excluded.closed_at),
          updated_at = now()`);
      return;
    }
    case "negotiation.agreed":
    case "negotiation.rejected":
    case "negotiation.expired":
    case "negotiation.withdrawn": {
      const status = e.type.slice("negotiation.".length);
      const p = e.data as { round?: number; agreedPriceMinor?: number; quantity?: number };
      const agreed = e.type === "negotiation.agreed" ? payloadOf(e, "negotiation.agreed").agreedPriceMinor : null;
      const quantity = p.quantity ?? null;
      await tx.execute(sql`
        INSERT INTO negotiations (shop_id, id, source, status, rounds, agreed_price_minor, quantity, closed_at, updated_at)
        VALUES (${e.shopId}, ${e.negotiationId}, ${source}, ${status}, ${p.round ?? 0}, ${agreed}, ${quantity}, ${at}, now())
        ON CONFLICT (shop_id, id) DO UPDATE SET
          status = CASE WHEN negotiations.status = 'open' THEN excluded.status ELSE negotiations.status END,
          rounds = GREATEST(negotiations.rounds, excluded.rounds),
          agreed_price_minor = COALESCE(negotiations.agreed_price_minor, excluded.agreed_price_minor),
          quantity = COALESCE(negotiations.quantity, excluded.quantity),
          closed_at = COALESCE(negotiations.closed_at, excluded.closed_at),
          updated_at = now()`);
      return;
    }
    case "policy.violation": {
      const p = payloadOf(e, "policy.violation");
      await tx
        .insert(policyViolations)
        .values({
          id: e.eventId,
          shopId: e.shopId,
          negotiationId: e.negotiationId,
          policyId: p.policyId,
          ruleId: p.ruleId ?? null,
          outcome: p.outcome,
          severity: p.severity ?? null,
          details: p.details ?? {},
          occurredAt: at,
        })
        .onConflictDoNothing();
      return;
    }
    case "agent.recommendation": {
      const p = payloadOf(e, "agent.recommendation");
      await tx
        .insert(agentRecommendations)
        .values({
          id: e.eventId,
          shopId: e.shopId,
          negotiationId: e.negotiationId,
          round: p.round ?? null,
          kind: p.kind,
          recommendation: p.recommendation,
          rationale: p.rationale ?? null,
          confidence: p.confidence ?? null,
          createdAt: at,
        })
        .onConflictDoNothing();
      return;
    }
    default:
      return; // stored in negotiation_events only
  }
}

/**
 * Standing offers = those of the newest round that stated one (by event time, then outbox seq), recomputed from
 * the stored round.decided events, so late or reordered deliveries converge on the same row.
 */
async function refreshOffers(tx: Queryable, shopId: string, negotiationId: string): Promise<void> {
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
    WHERE n.shop_id = ${shopId} AND n.id = ${negotiationId}`);
}

/**
 * Recomputes the profiles of the buyers of these negotiations from the `negotiations` table (idempotent and
 * independent of event order, unlike incrementing counters).
 */
export async function refreshCounterpartyProfiles(tx: Queryable, touched: readonly { shopId: string; negotiationId: string }[]): Promise<void> {
  const byShop = new Map<string, string[]>();
  for (const t of touched) byShop.set(t.shopId, [...(byShop.get(t.shopId) ?? []), t.negotiationId]);
  for (const [shopId, ids] of byShop) {
    await tx.execute(sql`
      INSERT INTO counterparty_profiles AS cp (shop_id, counterparty_id, negotiations, agreed, rejected, expired, withdrawn,
        avg_rounds, avg_discount_bps, last_negotiation_at, updated_at)
      SELECT n.shop_id, n.buyer_id, count(*)::int,
        (count(*) FILTER (WHERE n.status = 'agreed'))::int,
        (count(*) FILTER (WHERE n.status = 'rejected'))::int,
        (count(*) FILTER (WHERE n.status = 'expired'))::int,
        (count(*) FILTER (WHERE n.status = 'withdrawn'))::int,
        avg(n.rounds) FILTER (WHERE n.status <> 'open'),
        round(avg((n.anchor_minor - n.agreed_price_minor) * 10000.0 / n.anchor_minor)
          FILTER (WHERE n.status = 'agreed' AND n.anchor_minor > 0 AND n.agreed_price_minor IS NOT NULL))::int,
        max(COALESCE(n.closed_at, n.opened_at)),
        now()
      FROM negotiations n
      WHERE n.shop_id = ${shopId}
        AND n.buyer_id IN (SELECT buyer_id FROM negotiations
                           WHERE shop_id = ${shopId} AND buyer_id IS NOT NULL
                             AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))
      GROUP BY n.shop_id, n.buyer_id
      ON CONFLICT (shop_id, counterparty_id) DO UPDATE SET
        negotiations = excluded.negotiations, agreed = excluded.agreed, rejected = excluded.rejected,
        expired = excluded.expired, withdrawn = excluded.withdrawn, avg_rounds = excluded.avg_rounds,
        avg_discount_bps = excluded.avg_discount_bps, last_negotiation_at = excluded.last_negotiation_at,
        updated_at = now()`);
  }
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
