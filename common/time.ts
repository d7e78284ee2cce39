/** Epoch milliseconds as an ISO 8601 timestamp, the form every view shows. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** As `iso`, for a time that may not have happened (a key not yet revoked). */
export function isoOrNull(ms: number | null): string | null {
  return ms === null ? null : iso(ms);
}
