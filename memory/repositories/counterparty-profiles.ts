/**
 * Counterparty profiles, recomputed by the cron (workers/scheduled.ts) from everything Postgres holds about a
 * shop's history with a buyer: outcomes, rounds and duration, the discounts it asked for and obtained, the
 * tactics detected in its negotiations, how it concedes, and a risk score with its inputs.
 *
 * Incremental: a run recomputes only the counterparties whose negotiations or tactic events changed since the
 * job's cursor (kept in `cron_cursors`, with an overlap), so a cron that missed runs catches up on the next.
 * Idempotent: a profile is a function of the history alone, and a row is only written when that function's
 * value differs from what is stored, so running twice (or overlapping) changes nothing — not even timestamps.
 *
 * Service contracts (issue #30): a counterparty that is a party to the shop's contracts also gets its record
 * under them, `reputation` (memory/reputation.ts, from the evidence lines in contract_checks and the decided
 * disputes in contract_disputes it won or lost), recomputed when new evidence or a new dispute outcome about it
 * arrives; an agent known only from contracts (a supplier that never negotiated) gets a profile too, with no
 * negotiations and its reputation.
 *
 * The fleet's similar counterparties (issue #31, item 4): after the profiles, the cron reads the knowledge graph's
 * neighbours of the counterparties it just recomputed (`shareGraphNeighbours`, bounded per shop) and pushes them to
 * each shop's fleet, whose coordinator weighs a neighbour's record with an agent when it assigns an open.
 */
import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { GraphStore } from "../graph/graph-store";
import { reputationFromEvidence, type ProfileReputation } from "../reputation";
import { counterpartyProfiles, type CounterpartyProfileRow } from "../schema";
import { advanceCursor, cursorSince, databaseNow } from "./cron-cursors";
import { disputeOutcomesFor, evidenceFor } from "./service-contracts";
import { requireShopId, type Queryable } from "./types";

export const PROFILE_JOB = "counterparty-profiles";
/** Counterparties recomputed per statement. */
const CHUNK = 200;

export type ConcessionStyleName = "boulware" | "linear" | "conceder" | "hardheaded" | "unknown";

/** What the risk score is computed from, each in [0, 1]; stored beside it so an owner can see why. */
export interface RiskInputs {
  /** Closed negotiations that ended without a deal (withdrawn, expired, rejected). */
  walkAwayRate: number;
  /** Negotiations that resumed an earlier one on the same product (a buyer restarting to probe). */
  restartRate: number;
  /** Negotiations in which a tactic was detected. */
  tacticRate: number;
  /** 1 when the buyer never presented a credential. */
  anonymous: number;
}

export const RISK_WEIGHTS: Readonly<RiskInputs> = { walkAwayRate: 0.35, restartRate: 0.35, tacticRate: 0.2, anonymous: 0.1 };

/** A weighted sum of the inputs, in [0, 1], rounded to 3 decimals so equal histories give equal rows. */
export function riskScore(inputs: RiskInputs): number {
  let score = 0;
  for (const key of Object.keys(RISK_WEIGHTS) as (keyof RiskInputs)[]) score += RISK_WEIGHTS[key] * clamp01(inputs[key]);
  return round3(score);
}

/**
 * How a counterparty usually concedes, from the styles the detectors saw per negotiation: the more frequent of
 * Boulware and Conceder when it shows in at least a third of its negotiations with enough bids to tell;
 * linear when neither does over at least three such negotiations; unknown with less evidence.
 */
export function concessionStyleOf(counts: { boulware: number; conceder: number; readable: number }): ConcessionStyleName {
  const { boulware, conceder, readable } = counts;
  if (readable === 0) return "unknown";
  const top = Math.max(boulware, conceder);
  if (top > 0 && top * 3 >= readable) return boulware >= conceder ? "boulware" : "conceder";
  return readable >= 3 ? "linear" : "unknown";
}

/** One recomputed profile (the row's computed part, plus the facts needed to push it to the buyer's account). */
export interface ComputedProfile {
  shopId: string;
  counterpartyId: string;
  authenticated: boolean;
  negotiations: number;
  agreed: number;
  rejected: number;
  expired: number;
  withdrawn: number;
  avgRounds: number | null;
  avgDiscountBps: number | null;
  avgRequestedDiscountBps: number | null;
  avgDurationMs: number | null;
  lastNegotiationAt: Date | null;
  concessionStyle: ConcessionStyleName;
  tactics: Record<string, number>;
  tacticRate: number;
  riskScore: number;
  riskInputs: RiskInputs;
  /** Its record under service contracts with the shop (SLA checks, disputes); null when it has neither. */
  reputation: ProfileReputation | null;
}

interface StatsRow {
  shop_id: string;
  buyer_id: string;
  negotiations: number;
  agreed: number;
  rejected: number;
  expired: number;
  withdrawn: number;
  closed: number;
  avg_rounds: number | string | null;
  avg_discount_bps: number | null;
  avg_requested_discount_bps: number | null;
  avg_duration_ms: number | string | null;
  last_negotiation_at: string | Date | null;
  resumed: number;
  authenticated: boolean | null;
  readable: number;
  with_tactics: number;
  tactics: Record<string, number> | null;
}

/**
 * Counterparties whose history changed since `since` (negotiations updated, tactic events ingested, contract checks
 * stored, disputes they won or lost decided).
 */
export async function counterpartiesChangedSince(db: Queryable, since: Date): Promise<{ shopId: string; counterpartyId: string }[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT shop_id, buyer_id FROM negotiations WHERE updated_at >= ${since} AND buyer_id IS NOT NULL
    UNION
    SELECT DISTINCT n.shop_id, n.buyer_id FROM negotiation_events e
      JOIN negotiations n ON n.shop_id = e.shop_id AND n.id = e.negotiation_id
      WHERE e.event_type = 'tactic.detected' AND e.ingested_at >= ${since} AND n.buyer_id IS NOT NULL
    UNION
    SELECT DISTINCT shop_id, agent_id FROM contract_checks
      WHERE ingested_at >= ${since} AND agent_id IS NOT NULL AND met IS NOT NULL
    UNION
    SELECT DISTINCT d.shop_id, a.agent_id FROM contract_disputes d CROSS JOIN LATERAL unnest(d.winners || d.losers) AS a (agent_id)
      WHERE d.ingested_at >= ${since} AND d.status IN ('upheld', 'rejected')
    ORDER BY 1, 2`);
  return (result.rows as { shop_id: string; buyer_id: string }[]).map((r) => ({ shopId: r.shop_id, counterpartyId: r.buyer_id }));
}

/** The profiles of these counterparties as their history says now (nothing is written). */
export async function computeProfiles(db: Queryable, who: readonly { shopId: string; counterpartyId: string }[]): Promise<ComputedProfile[]> {
  if (who.length === 0) return [];
  const keys = sql.join(
    who.map((w) => sql`(${w.shopId}, ${w.counterpartyId})`),
    sql`, `,
  );
  // LATERAL per counterparty: each aggregate is an index lookup on (shop_id, buyer_id) / (shop_id, negotiation_id).
  const result = await db.execute(sql`
    SELECT b.shop_id, b.buyer_id, s.*, o.resumed, o.authenticated, f.avg_requested_discount_bps, t.readable, t.with_tactics, t.tactics
    FROM (VALUES ${keys}) AS b (shop_id, buyer_id)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS negotiations,
        (count(*) FILTER (WHERE n.status = 'agreed'))::int AS agreed,
        (count(*) FILTER (WHERE n.status = 'rejected'))::int AS rejected,
        (count(*) FILTER (WHERE n.status = 'expired'))::int AS expired,
        (count(*) FILTER (WHERE n.status = 'withdrawn'))::int AS withdrawn,
        (count(*) FILTER (WHERE n.status NOT IN ('open', 'escalated')))::int AS closed,
        round(avg(n.rounds) FILTER (WHERE n.status NOT IN ('open', 'escalated')), 3) AS avg_rounds,
        round(avg((n.anchor_minor - n.agreed_price_minor) * 10000.0 / n.anchor_minor)
          FILTER (WHERE n.status = 'agreed' AND n.anchor_minor > 0 AND n.agreed_price_minor IS NOT NULL))::int AS avg_discount_bps,
        round(avg(extract(epoch FROM (n.closed_at - n.opened_at)) * 1000)
          FILTER (WHERE n.closed_at IS NOT NULL AND n.opened_at IS NOT NULL)) AS avg_duration_ms,
        max(COALESCE(n.closed_at, n.opened_at)) AS last_negotiation_at
      FROM negotiations n WHERE n.shop_id = b.shop_id AND n.buyer_id = b.buyer_id) s
    CROSS JOIN LATERAL (
      SELECT (count(*) FILTER (WHERE (e.payload->>'resumed')::boolean))::int AS resumed,
        bool_or((e.payload->>'authenticated')::boolean) AS authenticated
      FROM negotiations n JOIN negotiation_events e ON e.shop_id = n.shop_id AND e.negotiation_id = n.id AND e.event_type = 'negotiation.opened'
      WHERE n.shop_id = b.shop_id AND n.buyer_id = b.buyer_id) o
    CROSS JOIN LATERAL (
      -- The discount each negotiation's first priced bid asked for.
      SELECT round(avg((n.anchor_minor - fb.price) * 10000.0 / n.anchor_minor))::int AS avg_requested_discount_bps
      FROM negotiations n
      CROSS JOIN LATERAL (
        SELECT (e.payload->'move'->>'priceMinor')::bigint AS price FROM negotiation_events e
        WHERE e.shop_id = n.shop_id AND e.negotiation_id = n.id AND e.event_type = 'round.decided'
          AND e.payload->'move'->>'priceMinor' IS NOT NULL
        ORDER BY e.occurred_at, e.seq NULLS LAST, e.event_id LIMIT 1) fb
      WHERE n.shop_id = b.shop_id AND n.buyer_id = b.buyer_id AND n.anchor_minor > 0) f
    CROSS JOIN LATERAL (
      SELECT
        (SELECT count(*) FROM negotiations n WHERE n.shop_id = b.shop_id AND n.buyer_id = b.buyer_id AND n.rounds >= 3)::int AS readable,
        count(DISTINCT e.negotiation_id)::int AS with_tactics,
        (SELECT jsonb_object_agg(x.tactic, x.n ORDER BY x.tactic) FROM (
           SELECT e2.tactic_detected AS tactic, count(DISTINCT e2.negotiation_id)::int AS n
           FROM negotiations n2 JOIN negotiation_events e2 ON e2.shop_id = n2.shop_id AND e2.negotiation_id = n2.id
           WHERE n2.shop_id = b.shop_id AND n2.buyer_id = b.buyer_id AND e2.event_type = 'tactic.detected' AND e2.tactic_detected IS NOT NULL
           GROUP BY e2.tactic_detected) x) AS tactics
      FROM negotiations n JOIN negotiation_events e ON e.shop_id = n.shop_id AND e.negotiation_id = n.id AND e.event_type = 'tactic.detected'
      WHERE n.shop_id = b.shop_id AND n.buyer_id = b.buyer_id) t
    WHERE s.negotiations > 0
      OR EXISTS (SELECT 1 FROM contract_checks k WHERE k.shop_id = b.shop_id AND k.agent_id = b.buyer_id AND k.met IS NOT NULL)
      OR EXISTS (SELECT 1 FROM contract_disputes d WHERE d.shop_id = b.shop_id AND d.status IN ('upheld', 'rejected')
        AND (b.buyer_id = ANY (d.winners) OR b.buyer_id = ANY (d.losers)))
    ORDER BY b.shop_id, b.buyer_id`);
  const stats = result.rows as unknown as StatsRow[];
  const agents = stats.map((r) => ({ shopId: r.shop_id, agentId: r.buyer_id }));
  const linesOf = groupByAgent(await evidenceFor(db, agents));
  const outcomesOf = groupByAgent(await disputeOutcomesFor(db, agents));
  return stats.map((r) => {
    const key = `${r.shop_id}\u0000${r.buyer_id}`;
    return toProfile(r, reputationFromEvidence(r.buyer_id, linesOf.get(key) ?? [], outcomesOf.get(key) ?? []));
  });
}

/** Rows per (shop, agent), in the order given. */
function groupByAgent<T extends { shopId: string; agentId: string }>(found: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of found) {
    const key = `${row.shopId}\u0000${row.agentId}`;
    const list = out.get(key) ?? [];
    list.push(row);
    out.set(key, list);
  }
  return out;
}

function toProfile(r: StatsRow, reputation: ProfileReputation | null): ComputedProfile {
  const tactics = r.tactics ?? {};
  // An agent known only from contracts has no negotiations: its rates are 0, not 0/0.
  const perNegotiation = (n: number) => (r.negotiations > 0 ? round3(n / r.negotiations) : 0);
  const tacticRate = perNegotiation(r.with_tactics);
  const riskInputs: RiskInputs = {
    walkAwayRate: r.closed > 0 ? round3((r.withdrawn + r.expired + r.rejected) / r.closed) : 0,
    restartRate: perNegotiation(r.resumed),
    tacticRate,
    anonymous: r.authenticated ? 0 : 1,
  };
  return {
    shopId: r.shop_id,
    counterpartyId: r.buyer_id,
    authenticated: r.authenticated ?? false,
    negotiations: r.negotiations,
    agreed: r.agreed,
    rejected: r.rejected,
    expired: r.expired,
    withdrawn: r.withdrawn,
    avgRounds: r.avg_rounds === null ? null : Number(r.avg_rounds),
    avgDiscountBps: r.avg_discount_bps,
    avgRequestedDiscountBps: r.avg_requested_discount_bps,
    avgDurationMs: r.avg_duration_ms === null ? null : Number(r.avg_duration_ms),
    lastNegotiationAt: r.last_negotiation_at === null ? null : new Date(r.last_negotiation_at),
    concessionStyle: concessionStyleOf({ boulware: tactics["boulware"] ?? 0, conceder: tactics["conceder"] ?? 0, readable: r.readable }),
    tactics,
    tacticRate,
    riskScore: riskScore(riskInputs),
    riskInputs,
    reputation,
  };
}

/**
 * Writes profiles, each only where it differs from the stored row (so timestamps move only on change).
 * Returns how many rows changed.
 */
export async function storeProfiles(db: Queryable, profiles: readonly ComputedProfile[]): Promise<number> {
  if (profiles.length === 0) return 0;
  const rows = profiles.map((p) => ({
    shopId: p.shopId,
    counterpartyId: p.counterpartyId,
    negotiations: p.negotiations,
    agreed: p.agreed,
    rejected: p.rejected,
    expired: p.expired,
    withdrawn: p.withdrawn,
    avgRounds: p.avgRounds,
    avgDiscountBps: p.avgDiscountBps,
    lastNegotiationAt: p.lastNegotiationAt,
    avgDurationMs: p.avgDurationMs,
    avgRequestedDiscountBps: p.avgRequestedDiscountBps,
    concessionStyle: p.concessionStyle,
    tactics: p.tactics,
    tacticRate: p.tacticRate,
    riskScore: p.riskScore,
    riskInputs: p.riskInputs,
    authenticated: p.authenticated,
    reputation: p.reputation,
    computedAt: sql`now()` as unknown as Date,
    updatedAt: sql`now()` as unknown as Date,
  }));
  const changed = await db
    .insert(counterpartyProfiles)
    .values(rows)
    .onConflictDoUpdate({
      target: [counterpartyProfiles.shopId, counterpartyProfiles.counterpartyId],
      set: {
        ...Object.fromEntries(PROFILE_COLUMNS.map((c) => [c, sql.raw(`excluded.${columnName(c)}`)])),
        computedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
      setWhere: sql.raw(
        `(${PROFILE_COLUMNS.map((c) => `counterparty_profiles.${columnName(c)}`).join(", ")}) IS DISTINCT FROM (${PROFILE_COLUMNS.map((c) => `excluded.${columnName(c)}`).join(", ")})`,
      ),
    })
    .returning({ id: counterpartyProfiles.counterpartyId });
  return changed.length;
}

/** The columns a profile's value consists of (not its timestamps). */
const PROFILE_COLUMNS = [
  "negotiations",
  "agreed",
  "rejected",
  "expired",
  "withdrawn",
  "avgRounds",
  "avgDiscountBps",
  "lastNegotiationAt",
  "avgDurationMs",
  "avgRequestedDiscountBps",
  "concessionStyle",
  "tactics",
  "tacticRate",
  "riskScore",
  "riskInputs",
  "authenticated",
  "reputation",
] as const;

function columnName(field: (typeof PROFILE_COLUMNS)[number]): string {
  return counterpartyProfiles[field].name;
}

/** One cron run: counterparties changed since the cursor (less the overlap), recomputed, stored; the cursor moves on. */
export async function refreshCounterpartyProfilesSinceCursor(
  db: Queryable,
  push: (profiles: ComputedProfile[], computedAtMs: number) => Promise<void>,
): Promise<{ recomputed: number; changed: number; since: Date; through: Date }> {
  const through = await databaseNow(db);
  const since = await cursorSince(db, PROFILE_JOB);
  const who = await counterpartiesChangedSince(db, since);
  let changed = 0;
  for (let i = 0; i < who.length; i += CHUNK) {
    const profiles = await computeProfiles(db, who.slice(i, i + CHUNK));
    changed += await storeProfiles(db, profiles);
    // Pushed whether or not the row changed: a push that failed last time is retried by the overlap.
    await push(profiles, through.getTime());
  }
  // Only once everything is stored and pushed: a run that fails part-way is redone from the same cursor.
  await advanceCursor(db, PROFILE_JOB, through);
  return { recomputed: who.length, changed, since, through };
}

/** A shop's counterparties, most recently seen first; `after` pages on (lastNegotiationAt, counterpartyId). */
export async function listCounterpartyProfiles(
  db: Queryable,
  shopId: string,
  opts: { limit: number; after?: { lastNegotiationAt: Date; counterpartyId: string } | undefined; minRisk?: number | undefined },
): Promise<CounterpartyProfileRow[]> {
  const conditions = [eq(counterpartyProfiles.shopId, requireShopId(shopId))];
  if (opts.after) {
    const a = opts.after;
    conditions.push(
      or(
        lt(counterpartyProfiles.lastNegotiationAt, a.lastNegotiationAt),
        and(eq(counterpartyProfiles.lastNegotiationAt, a.lastNegotiationAt), gt(counterpartyProfiles.counterpartyId, a.counterpartyId)),
      )!,
    );
  }
  if (opts.minRisk !== undefined) conditions.push(sql`${counterpartyProfiles.riskScore} >= ${opts.minRisk}`);
  return db
    .select()
    .from(counterpartyProfiles)
    .where(and(...conditions))
    .orderBy(sql`${counterpartyProfiles.lastNegotiationAt} DESC NULLS LAST`, asc(counterpartyProfiles.counterpartyId))
    .limit(opts.limit);
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
const round3 = (x: number) => Math.round(x * 1000) / 1000;

// --- the fleet's similar counterparties, from the knowledge graph ----------------------------------------------

/**
 * Counterparties per shop and run whose graph neighbours are read: the most recently active first. Each read is one
 * similarity query over the products they negotiated (up to 500 candidates): measured on the embedded Postgres
 * (PGlite, WASM) for a shop of 500 buyers, 2,000 deals and 40 products, ~24 ms a read once warm, so 50 reads cost a
 * busy shop ~1.2 s of a ten-minute interval, sequentially, without holding more than one connection. 50 covers every
 * run a shop whose buyers start fewer than 50 negotiations per interval; a busier shop has its most recent buyers
 * read first, and one left out is read at its next recompute (its next negotiation); until then the Shop keeps what
 * it had.
 */
export const FLEET_NEIGHBOURS_PER_SHOP = 50;
/** Neighbours read per counterparty: the graph's own default (GRAPH_DEFAULTS.similarLimit). */
export const FLEET_NEIGHBOURS_PER_COUNTERPARTY = 5;

/** One counterparty's graph neighbours in the form the Shop's fleet stores (durable-objects/shop/fleet-store.ts GraphNeighbours). */
export interface FleetNeighbourEntry {
  counterpartyId: string;
  similar: { counterpartyId: string; similarity: number }[];
}

/**
 * A counterparty as the Shop's fleet names it: the buyer's key, "buyer:<id>" for a registered buyer, "anon:<id>"
 * for an anonymous client (durable-objects/buyer/buyer-account.ts), the same rule the profile push addresses the
 * buyer's account with.
 */
export function fleetCounterpartyId(counterpartyId: string, authenticated: boolean): string {
  return `${authenticated ? "buyer" : "anon"}:${counterpartyId}`;
}

/**
 * Per shop, the recomputed counterparties whose neighbours are read this run: those with negotiations (the graph
 * knows a counterparty by its deals), most recently active first (ties: by id), at most `perShop`. Pure.
 */
export function neighbourSubjects<P extends Pick<ComputedProfile, "shopId" | "counterpartyId" | "negotiations" | "lastNegotiationAt">>(profiles: readonly P[], perShop = FLEET_NEIGHBOURS_PER_SHOP): Map<string, P[]> {
  const byShop = new Map<string, Map<string, P>>();
  // The last profile given for a counterparty counts (a later chunk of the same run).
  for (const p of profiles) {
    const shop = byShop.get(p.shopId) ?? new Map<string, P>();
    shop.set(p.counterpartyId, p);
    byShop.set(p.shopId, shop);
  }
  const at = (p: P) => (p.lastNegotiationAt === null ? -Infinity : p.lastNegotiationAt.getTime());
  const out = new Map<string, P[]>();
  for (const [shopId, shop] of [...byShop].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const ordered = [...shop.values()].filter((p) => p.negotiations > 0).sort((a, b) => at(b) - at(a) || (a.counterpartyId < b.counterpartyId ? -1 : a.counterpartyId > b.counterpartyId ? 1 : 0));
    out.set(shopId, ordered.slice(0, Math.max(0, perShop)));
  }
  return out;
}

/**
 * The cron's fleet step: for each shop, reads the graph neighbours of its recomputed counterparties
 * (`neighbourSubjects`), names them as the fleet does (a neighbour's registration from its stored profile; one
 * without a profile yet is left out until it has one) and pushes the shop's entries in one call. A shop's entries
 * are all read before its push, so a graph failure (the error is thrown, the remaining shops are not read) leaves
 * that shop's fleet as it was. The same profiles and graph give the same entries.
 */
export async function shareGraphNeighbours(
  db: Queryable,
  graph: Pick<GraphStore, "similarCounterparties">,
  profiles: readonly ComputedProfile[],
  push: (shopId: string, entries: FleetNeighbourEntry[]) => Promise<void>,
  options: { perShop?: number; limit?: number } = {},
): Promise<{ shops: number; counterparties: number; neighbours: number }> {
  const done = { shops: 0, counterparties: 0, neighbours: 0 };
  for (const [shopId, subjects] of neighbourSubjects(profiles, options.perShop)) {
    if (subjects.length === 0) continue;
    const found: { subject: ComputedProfile; similar: { counterpartyId: string; similarity: number }[] }[] = [];
    for (const subject of subjects) {
      const similar = await graph.similarCounterparties(shopId, subject.counterpartyId, { limit: options.limit ?? FLEET_NEIGHBOURS_PER_COUNTERPARTY });
      found.push({ subject, similar: similar.map((s) => ({ counterpartyId: s.counterpartyId, similarity: s.similarity })) });
    }
    const registered = new Map(profiles.filter((p) => p.shopId === shopId).map((p) => [p.counterpartyId, p.authenticated]));
    const unknown = [...new Set(found.flatMap((f) => f.similar.map((s) => s.counterpartyId)))].filter((id) => !registered.has(id));
    for (let i = 0; i < unknown.length; i += 500) {
      const stored = await db
        .select({ counterpartyId: counterpartyProfiles.counterpartyId, authenticated: counterpartyProfiles.authenticated })
        .from(counterpartyProfiles)
        .where(and(eq(counterpartyProfiles.shopId, shopId), inArray(counterpartyProfiles.counterpartyId, unknown.slice(i, i + 500))));
      for (const r of stored) registered.set(r.counterpartyId, r.authenticated);
    }
    const entries = found.map(({ subject, similar }) => ({
      counterpartyId: fleetCounterpartyId(subject.counterpartyId, subject.authenticated),
      similar: similar.flatMap((s) => (registered.has(s.counterpartyId) ? [{ counterpartyId: fleetCounterpartyId(s.counterpartyId, registered.get(s.counterpartyId)!), similarity: s.similarity }] : [])),
    }));
    await push(shopId, entries);
    done.shops++;
    done.counterparties += entries.length;
    done.neighbours += entries.reduce((n, e) => n + e.similar.length, 0);
  }
  return done;
}
