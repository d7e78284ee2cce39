/**
 * Receipts for the rooms' and contracts' outboxes: a room keeps each event until the consumer confirms it is stored in
 * Postgres (or recorded there as a dead letter), and sends again what stays unconfirmed. The consumer handlers
 * ack a message exactly when that is so; these wrappers note which ones they acked and tell each room.
 */
import type { MessageBatchLike, QueueMessageLike } from "../memory";
import { CONTRACT_ID } from "./contracts/contract-schemas";

export interface Receipts {
  /** The batch to hand to a consumer handler: the same messages, their acks noted. */
  batch: MessageBatchLike;
  /** Acked event ids by negotiation, once the handler is done. */
  byNegotiation(): Map<string, string[]>;
}

export function noteAcks(batch: MessageBatch): Receipts {
  const acked: QueueMessageLike[] = [];
  const messages: QueueMessageLike[] = batch.messages.map((m) => ({
    id: m.id,
    body: m.body,
    attempts: m.attempts,
    timestamp: m.timestamp,
    ack() {
      acked.push(this);
      m.ack();
    },
    retry: (options) => m.retry(options),
  }));
  return {
    batch: { queue: batch.queue, messages },
    byNegotiation() {
      const out = new Map<string, string[]>();
      for (const m of acked) {
        const body = m.body as { eventId?: unknown; negotiationId?: unknown } | null;
        if (typeof body?.eventId !== "string" || typeof body.negotiationId !== "string") continue;
        const ids = out.get(body.negotiationId);
        if (ids) ids.push(body.eventId);
        else out.set(body.negotiationId, [body.eventId]);
      }
      return out;
    },
  };
}

/** Tells each room (or contract) which of its events are stored. A receipt that fails is not lost: the room sends those events again, and they are confirmed then. */
export async function confirmToRooms(env: Env, receipts: Map<string, string[]>, log: (message: string, data: Record<string, unknown>) => void): Promise<void> {
  await Promise.all(
    [...receipts].map(async ([negotiationId, eventIds]) => {
      try {
        // A service contract's events travel in the same envelope, its id where a negotiation's would be.
        if (CONTRACT_ID.test(negotiationId)) await env.CONTRACT.get(env.CONTRACT.idFromName(negotiationId)).confirmDelivered(eventIds);
        else await env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.idFromString(negotiationId)).confirmDelivered(eventIds);
      } catch (error) {
        log("delivery receipt failed; the room will send these events again", { negotiationId, events: eventIds.length, error: String(error) });
      }
    }),
  );
}
