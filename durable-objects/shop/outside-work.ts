/**
 * Answers of the shop's POSTs whose work happens in the worker, not in the Shop (document uploads go to the
 * ingest queue, dead letters are replayed from Postgres): the Shop only keeps their Idempotency-Key records.
 */

/** The upload routes, each with its own Idempotency-Key scope. */
export type UploadRoute = "contracts" | "negotiation-logs";

/** 202 to an upload: accepted for ingestion, not yet searchable. */
export interface UploadAccepted {
  uploadId: string;
  accepted: number;
  documentIds: string[];
}

/** 202 to a dead letter's replay: sent to its original queue. */
export interface DeadLetterReplayed {
  id: string;
  queue: string;
  /** ISO 8601. */
  replayedAt: string;
  /** Times the letter has been replayed, this one included. */
  replays: number;
}
