/**
 * Tactic detection on history, for the cron: the same pure detectors the room runs during each round, run
 * again over each closed negotiation's whole offer sequence as Postgres holds it. This finds what only the
 * complete sequence shows (a Boulware or Conceder curve, a last-minute move) and covers negotiations whose
 * rooms never ran the detectors (imported logs, negotiations from before detection existed). Buyers' words
 * are not in the event log, so history sees numbers only; text tactics are the room's to detect.
 *
 * Findings are stored as `tactic.detected` events with ids derived from (negotiation, tactic): a second run,
 * or the room having reported the same tactic, adds nothing.
 */
import { sql } from "drizzle-orm";
import { standingOfferAfter } from "../../kernel/standing-offer";
import { detectTactics, type NegotiationTrace, type TraceMove } from "../../tactics";
import { parseNegotiationEvent } from "../../common/events";
import { advanceCursor, cursorSince, databaseNow } from "./cron-cursors";
import { storeEventsIn } from "./events-repo";
import { rows, type Queryable } from "./types";

export const TACTICS_JOB = "tactic-history";

interface ClosedNegotiation {
  shop_id: string;
  id: string;
  anchor_minor: number | string;
  max_rounds: number;
  opened_at: string | Date;
  closed_at: string | Date | null;
  updated_at: string | Date;
  known: string[] | null;
  rounds: { round: number; at: string; move: { kind?: string; priceMinor?: number } | null; action: string; priceMinor: number | null }[] | null;
}

/** A closed negotiation's offer sequence, rebuilt from its `round.decided` events (pure: exported for tests). */
export function traceOf(n: Pick<ClosedNegotiation, "anchor_minor" | "max_rounds" | "opened_at" | "rounds">): NegotiationTrace {
  const openedAt = new Date(n.opened_at).getTime();
  const anchor = Number(n.anchor_minor);
  const moves: TraceMove[] = [{ round: 0, party: "shop", kind: "offer", priceMinor: anchor, at: openedAt }];
  let standing: number | null = anchor;
  for (const r of n.rounds ?? []) {
    const at = new Date(r.at).getTime();
    const kind = r.move?.kind;
    if (kind === "accept") moves.push({ round: r.round, party: "buyer", kind: "accept", priceMinor: standing, at });
    else if (typeof r.move?.priceMinor === "number") moves.push({ round: r.round, party: "buyer", kind: "offer", priceMinor: r.move.priceMinor, at });
    const action = r.action === "counter" || r.action === "hold" || r.action === "accept" || r.action === "reject" ? r.action : "counter";
    moves.push({ round: r.round, party: "shop", kind: action, priceMinor: r.priceMinor, at });
    standing = standingOfferAfter(action, r.priceMinor, standing) ?? standing;
  }
  return { anchorMinor: anchor, maxRounds: n.max_rounds, openedAt, moves };
}

export interface TacticHistoryReport {
  negotiations: number;
  /** New tactic.detected events stored. */
  stored: number;
  through: string;
  more: boolean;
}

/**
 * Runs the detectors over negotiations closed since the job's cursor (less its overlap), page by page, and
 * stores what the rooms had not already reported. The cursor moves only after the page's events are stored.
 */
export async function detectTacticsOnHistory(db: Queryable, options: { pageSize?: number; maxPages?: number } = {}): Promise<TacticHistoryReport> {
  const pageSize = options.pageSize ?? 200;
  const maxPages = options.maxPages ?? 10;
  const started = await databaseNow(db);
  let since = await cursorSince(db, TACTICS_JOB);
  let negotiations = 0;
  let stored = 0;
  for (let page = 0; page < maxPages; page++) {
    const closed = await rows<ClosedNegotiation>(
      db.execute(sql`
        SELECT n.shop_id, n.id, n.anchor_minor, n.max_rounds, n.opened_at, n.closed_at, n.updated_at,
          (SELECT array_agg(DISTINCT e.tactic_detected) FROM negotiation_events e
            WHERE e.shop_id = n.shop_id AND e.negotiation_id = n.id AND e.event_type = 'tactic.detected' AND e.tactic_detected IS NOT NULL) AS known,
          (SELECT jsonb_agg(jsonb_build_object('round', (e.payload->>'round')::int, 'at', e.occurred_at, 'move', e.payload->'move',
                    'action', e.payload->>'action', 'priceMinor', (e.payload->>'priceMinor')::bigint) ORDER BY e.occurred_at, e.seq NULLS LAST, e.event_id)
            FROM negotiation_events e
            WHERE e.shop_id = n.shop_id AND e.negotiation_id = n.id AND e.event_type = 'round.decided') AS rounds
        FROM negotiations n
        WHERE n.status <> 'open' AND n.updated_at >= ${since}
          AND n.anchor_minor > 0 AND n.max_rounds > 0 AND n.opened_at IS NOT NULL
        ORDER BY n.updated_at, n.shop_id, n.id
        LIMIT ${pageSize}`),
    );
    const events = closed.flatMap((n) => {
      const known = new Set(n.known ?? []);
      const at = new Date(n.closed_at ?? n.updated_at).getTime();
      return detectTactics(traceOf(n))
        .filter((t) => !known.has(t.tactic))
        .map((t) =>
          parseNegotiationEvent({
            eventId: `history:${n.id}:${t.tactic}`.slice(0, 128),
            shopId: n.shop_id,
            negotiationId: n.id,
            type: "tactic.detected",
            at,
            actor: "agent",
            payload: { round: t.rounds[t.rounds.length - 1] ?? 0, tactic: t.tactic, confidence: t.confidence, rounds: t.rounds, source: "history" },
            message: { content: t.evidence, tacticDetected: t.tactic, confidence: t.confidence },
          }),
        );
    });
    if (events.length > 0) stored += (await db.transaction((tx) => storeEventsIn(tx, events))).inserted.length;
    negotiations += closed.length;
    if (closed.length < pageSize) {
      await advanceCursor(db, TACTICS_JOB, started);
      return { negotiations, stored, through: started.toISOString(), more: false };
    }
    const last = new Date(closed[closed.length - 1]!.updated_at);
    since = last.getTime() > since.getTime() ? last : new Date(since.getTime() + 1);
  }
  await advanceCursor(db, TACTICS_JOB, since);
  return { negotiations, stored, through: since.toISOString(), more: true };
}
