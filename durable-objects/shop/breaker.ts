/**
 * The shop's circuit breaker: its rooms' policy outcomes tallied per minute; when too many escalate or breach,
 * new negotiations pause. A PAUSE policy that fires in a room pauses them too.
 */
import { breakerState, DEFAULT_BREAKER, tallyBySpan, type DecisionRecord, type DecisionTally } from "../../policies";

/** Decisions are tallied per minute. */
const MINUTE_MS = 60_000;

export interface Pause {
  until: number;
  reason: string;
}

export class CircuitBreaker {
  /** When old tallies were last pruned (this instance); pruning every call would be wasted work. */
  private prunedAt = 0;

  constructor(
    private readonly sql: SqlStorage,
    storage: DurableObjectStorage,
  ) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS decision_minutes (
        minute INTEGER PRIMARY KEY, decisions INTEGER NOT NULL, escalations INTEGER NOT NULL, breaches INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS pause (
        singleton INTEGER PRIMARY KEY CHECK (singleton = 1), until INTEGER NOT NULL, reason TEXT NOT NULL
      );
    `);
    foldLegacyDecisions(sql, storage);
  }

  /** Adds decisions to their minute's tally; minutes older than the breaker's window are pruned now and then. */
  tally(decisions: readonly DecisionRecord[]): void {
    for (const t of tallyBySpan(decisions, MINUTE_MS)) {
      this.sql.exec(
        `INSERT INTO decision_minutes (minute, decisions, escalations, breaches) VALUES (?, ?, ?, ?)
         ON CONFLICT (minute) DO UPDATE SET decisions = decisions + excluded.decisions,
           escalations = escalations + excluded.escalations, breaches = breaches + excluded.breaches`,
        t.at,
        t.decisions,
        t.escalations,
        t.breaches,
      );
    }
    const now = Date.now();
    if (now - this.prunedAt >= MINUTE_MS) {
      this.sql.exec("DELETE FROM decision_minutes WHERE minute < ?", now - 2 * DEFAULT_BREAKER.windowMs);
      this.prunedAt = now;
    }
  }

  /** The explicit pause, or the breaker tripping now over recent outcomes (which starts a pause), if either is in force. */
  pausedUntil(now: number): Pause | null {
    const explicit = this.sql.exec<{ until: number; reason: string }>("SELECT until, reason FROM pause WHERE singleton = 1").toArray()[0];
    if (explicit && explicit.until > now) return explicit;
    const breaker = breakerState(this.recentDecisions(), now);
    if (breaker.tripped) {
      this.pause(breaker.pausedUntil!, `circuit breaker: ${breaker.reason} over the last ${breaker.sample} decisions`);
      return { until: breaker.pausedUntil!, reason: `circuit breaker: ${breaker.reason}` };
    }
    return null;
  }

  /** Pauses new negotiations until then (a longer pause in force stays). */
  pause(until: number, reason: string): void {
    this.sql.exec(
      "INSERT INTO pause (singleton, until, reason) VALUES (1, ?, ?) ON CONFLICT (singleton) DO UPDATE SET until = MAX(until, excluded.until), reason = excluded.reason",
      until,
      reason,
    );
    // Decisions before a trip must not trip it again the moment the pause ends.
    this.sql.exec("DELETE FROM decision_minutes");
  }

  /** The agent's recent health, a fact the policies may ask about. */
  health(now: number): { escalationRate: number; breachRate: number; recentDecisions: number } {
    const b = breakerState(this.recentDecisions(), now);
    return { escalationRate: b.escalationRate, breachRate: b.breachRate, recentDecisions: b.sample };
  }

  /** At most two hours of minutes, however many decisions they hold. */
  private recentDecisions(): DecisionTally[] {
    return this.sql
      .exec<{ at: number; decisions: number; escalations: number; breaches: number }>("SELECT minute AS at, decisions, escalations, breaches FROM decision_minutes ORDER BY minute")
      .toArray();
  }
}

/** Shops created before decisions were tallied per minute kept one row per decision: fold them in once. */
function foldLegacyDecisions(sql: SqlStorage, storage: DurableObjectStorage): void {
  const legacy = sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'decisions'").toArray().length > 0;
  if (!legacy) return;
  storage.transactionSync(() => {
    sql.exec(
      `INSERT INTO decision_minutes (minute, decisions, escalations, breaches)
       SELECT (at / ${MINUTE_MS}) * ${MINUTE_MS}, count(*), sum(outcome IN ('ESCALATE', 'PAUSE')), sum(breach) FROM decisions GROUP BY 1
       ON CONFLICT (minute) DO UPDATE SET decisions = decisions + excluded.decisions,
         escalations = escalations + excluded.escalations, breaches = breaches + excluded.breaches`,
    );
    sql.exec("DROP TABLE decisions");
  });
}
