/** Epoch milliseconds as an ISO 8601 timestamp, the form every view shows. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
