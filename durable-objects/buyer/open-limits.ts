import type { BuyerLimits } from "../limits";

const HOUR_MS = 3_600_000;

/** Opens counted over a sliding hour, exactly: one row per open, pruned as they age out. */
export class OpenLimits {
  constructor(private readonly sql: SqlStorage) {}

  /** Seconds until another open is allowed, or 0 when one is allowed now. */
  waitBeforeOpen(limits: BuyerLimits, openNow: number, now: number): { retryAfterSeconds: number; reason: string } | null {
    if (openNow >= limits.openNegotiations) {
      return { retryAfterSeconds: 60, reason: `at most ${limits.openNegotiations} negotiations may be open at once` };
    }
    this.sql.exec("DELETE FROM opens WHERE at <= ?", now - HOUR_MS);
    const recent = this.sql.exec<{ n: number; oldest: number | null }>("SELECT count(*) AS n, min(at) AS oldest FROM opens").one();
    if (recent.n >= limits.opensPerHour) {
      const wait = Math.max(1, Math.ceil(((recent.oldest ?? now) + HOUR_MS - now) / 1000));
      return { retryAfterSeconds: wait, reason: `at most ${limits.opensPerHour} new negotiations an hour` };
    }
    return null;
  }

  record(now: number): void {
    this.sql.exec("INSERT INTO opens (at) VALUES (?)", now);
  }
}
