/**
 * The shop's circuit breaker: its rooms' policy outcomes tallied per minute and product; when too many of
 * the counted ones breach (or escalate, if the policy set asks for that), new negotiations pause — for the
 * product, or shop-wide when the set's `breaker.scope` is `shop`. Anonymous buyers' decisions are not
 * counted, so a stranger cannot pause anything; each negotiation's decisions are counted once, however
 * often its summary arrives. Every trip is recorded and announced (an event, and the inbox).
 */
import { iso } from "../../common/time";
import { breakerState, breakerSubject, tallyBySpan, type BreakerSettings, type DecisionRecord, type DecisionTally } from "../../policies";

const MINUTE_MS = 60_000;
/** The key of the shop-wide pause row. */
const SHOP_WIDE = "*";

export interface Pause {
  until: number;
  reason: string;
}

export interface BreakerTrip {
  /** The product paused, or null for the whole shop. */
  productId: string | null;
  reason: string;
  at: string;
  until: string;
}

export class CircuitBreaker {
  private prunedAt = 0;

  constructor(
    private readonly sql: SqlStorage,
    /** Announces a trip (the Shop sends it to the events queue). */
    private readonly announce: (trip: BreakerTrip) => void,
  ) {}

  /** Adds counted decisions to their minute's and product's tally. */
  tally(decisions: readonly DecisionRecord[], windowMs: number): void {
    for (const t of tallyBySpan(decisions, MINUTE_MS)) {
      this.sql.exec(
        `INSERT INTO decision_tallies (minute, product_id, decisions, escalations, breaches) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (minute, product_id) DO UPDATE SET decisions = decisions + excluded.decisions,
           escalations = escalations + excluded.escalations, breaches = breaches + excluded.breaches`,
        t.at,
        t.productId ?? "",
        t.decisions,
        t.escalations,
        t.breaches,
      );
    }
    const now = Date.now();
    if (now - this.prunedAt >= MINUTE_MS) {
      this.sql.exec("DELETE FROM decision_tallies WHERE minute < ?", now - 2 * windowMs);
      this.prunedAt = now;
    }
  }

  /** A pause in force for this product (its own, or shop-wide), or the breaker tripping now, which starts one. */
  pausedUntil(productId: string, settings: BreakerSettings, now: number): Pause | null {
    const explicit = this.sql
      .exec<{ until: number; reason: string }>("SELECT until, reason FROM pauses WHERE scope IN (?, ?) AND until > ? ORDER BY until DESC LIMIT 1", productId, SHOP_WIDE, now)
      .toArray()[0];
    if (explicit) return explicit;
    const subject = breakerSubject(settings.scope, productId);
    const state = breakerState(this.recent(), now, settings.thresholds, subject);
    if (!state.tripped) return null;
    const reason = `circuit breaker: ${state.reason} over the last ${state.sample} decisions`;
    this.pause(subject.scope === "shop" ? null : productId, state.pausedUntil!, reason, now);
    return { until: state.pausedUntil!, reason };
  }

  /** A PAUSE policy fired in a room (for a counted decision): pause the product, or the shop under shop scope. */
  pauseFromPolicy(productId: string, settings: BreakerSettings, until: number, now: number): void {
    this.pause(settings.scope === "shop" ? null : productId, until, "a PAUSE policy fired", now);
  }

  /** The agent's recent health for this product's breaker, a fact the policies may ask about. */
  health(productId: string, settings: BreakerSettings, now: number): { escalationRate: number; breachRate: number; recentDecisions: number } {
    const b = breakerState(this.recent(), now, settings.thresholds, breakerSubject(settings.scope, productId));
    return { escalationRate: b.escalationRate, breachRate: b.breachRate, recentDecisions: b.sample };
  }

  trips(limit: number): BreakerTrip[] {
    return this.sql
      .exec<{ product_id: string | null; reason: string; at: number; until: number }>("SELECT product_id, reason, at, until FROM breaker_trips ORDER BY seq DESC LIMIT ?", limit)
      .toArray()
      .map((t) => ({ productId: t.product_id, reason: t.reason, at: iso(t.at), until: iso(t.until) }));
  }

  private pause(productId: string | null, until: number, reason: string, now: number): void {
    const scope = productId ?? SHOP_WIDE;
    this.sql.exec(
      "INSERT INTO pauses (scope, until, reason) VALUES (?, ?, ?) ON CONFLICT (scope) DO UPDATE SET until = MAX(until, excluded.until), reason = excluded.reason",
      scope,
      until,
      reason,
    );
    // What tripped it must not trip it again the moment the pause ends: its tallies go (for this scope only).
    if (productId === null) this.sql.exec("DELETE FROM decision_tallies");
    else this.sql.exec("DELETE FROM decision_tallies WHERE product_id = ?", productId);
    this.sql.exec("INSERT INTO breaker_trips (product_id, reason, at, until) VALUES (?, ?, ?, ?)", productId, reason, now, until);
    this.announce({ productId, reason, at: iso(now), until: iso(until) });
  }

  private recent(): DecisionTally[] {
    return this.sql
      .exec<{ at: number; product_id: string; decisions: number; escalations: number; breaches: number }>(
        "SELECT minute AS at, product_id, decisions, escalations, breaches FROM decision_tallies ORDER BY minute",
      )
      .toArray()
      .map((t) => ({ at: t.at, productId: t.product_id, decisions: t.decisions, escalations: t.escalations, breaches: t.breaches }));
  }
}
