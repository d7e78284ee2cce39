/**
 * Postgres → the knowledge graph. The graph is a projection of what Postgres holds (negotiations with a package
 * deal's agreed terms as switched, their tactic events and policy violations), rebuilt per negotiation as whole facts: the queue consumer syncs the
 * negotiations of each batch it stored, and the cron catches up on anything a failed sync missed. Replays and
 * overlaps write the same facts again, which changes nothing.
 */
import { sql } from "drizzle-orm";
import { advanceCursor, cursorSince, databaseNow } from "../repositories/cron-cursors";
import { rows, type Queryable } from "../repositories/types";
import type { DealFacts, GraphStore } from "./graph-store";

export const GRAPH_JOB = "graph";

type Key = { shopId: string; negotiationId: string };

interface NegotiationRow {
  shop_id: string;
  id: string;
  buyer_id: string | null;
  product_id: string | null;
  status: string;
  currency: string | null;
  anchor_minor: number | string | null;
  agreed_price_minor: number | string | null;
  agreed_terms: Record<string, number | string> | null;
  rounds: number;
  arm: string | null;
  opened_at: string | Date | null;
  closed_at: string | Date | null;
  last_round_at: string | Date | null;
  /** When the buyer last switched the agreement (a package deal), if it did. */
  switched_at?: string | Date | null;
  authenticated: boolean | null;
  tactics: { name: string; confidence: number | null; round: number | null }[] | null;
  policies: { policyId: string; outcomes: string[]; count: number }[] | null;
}

const iso = (x: string | Date | null) => (x === null ? null : new Date(x).toISOString());
const ms = (x: string | Date | null) => (x === null ? 0 : new Date(x).getTime());
const money = (x: number | string | null) => (x === null ? null : Number(x));

/** The graph facts of one negotiation row (pure: exported for tests). */
export function dealFactsOf(r: NegotiationRow): DealFacts {
  // Later states have larger versions: the newest timestamp (a switch of the agreement comes after its closing), and
  // closing counts as a step of its own.
  const version = Math.max(ms(r.opened_at), ms(r.last_round_at), ms(r.closed_at), ms(r.switched_at ?? null)) * 10 + (r.status === "open" ? 0 : 1);
  return {
    shopId: r.shop_id,
    dealId: r.id,
    counterpartyId: r.buyer_id,
    authenticated: r.authenticated === true,
    productId: r.product_id,
    status: r.status,
    currency: r.currency,
    anchorMinor: money(r.anchor_minor),
    agreedPriceMinor: money(r.agreed_price_minor),
    agreedTerms: r.status === "agreed" && r.agreed_terms ? r.agreed_terms : null,
    rounds: r.rounds,
    openedAt: iso(r.opened_at),
    closedAt: iso(r.closed_at),
    agentId: `parley:${r.arm ?? "default"}`,
    version,
    tactics: (r.tactics ?? [])
      .map((t) => ({ name: t.name, confidence: t.confidence ?? 1, round: t.round ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    policies: (r.policies ?? []).map((p) => ({ policyId: p.policyId, outcomes: [...p.outcomes].sort(), count: p.count })).sort((a, b) => a.policyId.localeCompare(b.policyId)),
  };
}

/** What the graph should say about these negotiations, as Postgres has them now. */
export async function dealFactsFor(db: Queryable, keys: readonly Key[]): Promise<DealFacts[]> {
  if (keys.length === 0) return [];
  const list = sql.join(
    keys.map((k) => sql`(${k.shopId}, ${k.negotiationId})`),
    sql`, `,
  );
  const found = await rows<NegotiationRow>(
    db.execute(sql`
      SELECT n.shop_id, n.id, n.buyer_id, n.product_id, n.status, n.currency, n.anchor_minor, n.agreed_price_minor, n.agreed_terms,
        n.rounds, n.arm, n.opened_at, n.closed_at, n.last_round_at,
        (SELECT max(s.occurred_at) FROM negotiation_events s
          WHERE s.shop_id = n.shop_id AND s.negotiation_id = n.id AND s.event_type = 'negotiation.switched') AS switched_at,
        (SELECT bool_or((o.payload->>'authenticated')::boolean) FROM negotiation_events o
          WHERE o.shop_id = n.shop_id AND o.negotiation_id = n.id AND o.event_type = 'negotiation.opened') AS authenticated,
        (SELECT jsonb_agg(jsonb_build_object('name', t.tactic, 'confidence', t.confidence, 'round', t.round) ORDER BY t.tactic)
          FROM (SELECT DISTINCT ON (e.tactic_detected) e.tactic_detected AS tactic, e.confidence, (e.payload->>'round')::int AS round
                FROM negotiation_events e
                WHERE e.shop_id = n.shop_id AND e.negotiation_id = n.id AND e.event_type = 'tactic.detected' AND e.tactic_detected IS NOT NULL
                ORDER BY e.tactic_detected, e.occurred_at, e.event_id) t) AS tactics,
        (SELECT jsonb_agg(jsonb_build_object('policyId', v.policy_id, 'outcomes', v.outcomes, 'count', v.n) ORDER BY v.policy_id)
          FROM (SELECT pv.policy_id, jsonb_agg(DISTINCT pv.outcome) AS outcomes, count(*)::int AS n
                FROM policy_violations pv WHERE pv.shop_id = n.shop_id AND pv.negotiation_id = n.id
                GROUP BY pv.policy_id) v) AS policies
      FROM negotiations n
      WHERE (n.shop_id, n.id) IN (${list})`),
  );
  return found.map(dealFactsOf);
}

/** Writes the current facts of these negotiations into the graph. Returns how many deals were written. */
export async function syncNegotiationsToGraph(db: Queryable, graph: GraphStore, keys: readonly Key[]): Promise<number> {
  const facts = await dealFactsFor(db, keys);
  await graph.upsertDeals(facts);
  return facts.length;
}

/** Negotiations whose row or events changed since `since`, oldest change first. */
async function changedSince(db: Queryable, since: Date, limit: number): Promise<(Key & { changedAt: Date })[]> {
  const found = await rows<{ shop_id: string; id: string; changed_at: string | Date }>(
    db.execute(sql`
      SELECT shop_id, id, max(changed_at) AS changed_at FROM (
        SELECT shop_id, id, updated_at AS changed_at FROM negotiations WHERE updated_at >= ${since}
        UNION ALL
        SELECT shop_id, negotiation_id, ingested_at FROM negotiation_events WHERE ingested_at >= ${since}
      ) c
      GROUP BY shop_id, id
      ORDER BY max(changed_at), shop_id, id
      LIMIT ${limit}`),
  );
  return found.map((r) => ({ shopId: r.shop_id, negotiationId: r.id, changedAt: new Date(r.changed_at) }));
}

export interface GraphCatchUpReport {
  synced: number;
  through: string;
  /** True when the run stopped at its page budget with more to do (the next run continues). */
  more: boolean;
}

/**
 * The cron's catch-up: everything changed since the graph cursor (less its overlap) is synced again, page by
 * page; the cursor moves only after the writes succeed, to the database time the run started at (or, if the
 * page budget ran out, to the last change it reached).
 */
export async function catchUpGraph(db: Queryable, graph: GraphStore, options: { pageSize?: number; maxPages?: number } = {}): Promise<GraphCatchUpReport> {
  const pageSize = options.pageSize ?? 500;
  const maxPages = options.maxPages ?? 20;
  const started = await databaseNow(db);
  let since = await cursorSince(db, GRAPH_JOB);
  let synced = 0;
  for (let page = 0; page < maxPages; page++) {
    const changed = await changedSince(db, since, pageSize);
    if (changed.length > 0) synced += await syncNegotiationsToGraph(db, graph, changed);
    if (changed.length < pageSize) {
      await advanceCursor(db, GRAPH_JOB, started);
      return { synced, through: started.toISOString(), more: false };
    }
    const last = changed[changed.length - 1]!.changedAt;
    // A page of one instant cannot advance: step past it rather than loop (its rows were all just synced).
    since = last.getTime() > since.getTime() ? last : new Date(since.getTime() + 1);
  }
  await advanceCursor(db, GRAPH_JOB, since);
  return { synced, through: since.toISOString(), more: true };
}
