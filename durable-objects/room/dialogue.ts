/**
 * What the room keeps to talk with a buyer, beside the messages themselves: the product's public facts as they
 * were when the negotiation opened (what a question is answered from), and the one pending confirmation — an
 * acceptance read below HIGH that the shop asked the buyer to confirm. The next message settles it either way
 * (buyer-message.ts): a plain yes while the standing offer is unchanged accepts; anything else drops it.
 */

/** Subjects the owner may write public facts about (durable-objects/shop/product-facts.ts). */
const FACT_SUBJECTS = new Set(["shipping", "delivery", "warranty", "payment", "returns"]);
const MAX_FACT_LENGTH = 300;

export interface PendingConfirmation {
  move: "accept";
  /** The standing offer the buyer would take. */
  priceMinor: number;
  /** The round it was asked in: a round played since makes it stale. */
  round: number;
  /** The message that asked it: only the very next message may answer it. */
  messageSeq: number;
  askedAt: number;
}

interface PendingRow {
  move: "accept";
  price_minor: number;
  round: number;
  message_seq: number;
  asked_at: number;
  [column: string]: SqlStorageValue;
}

export class Dialogue {
  constructor(private readonly sql: SqlStorage) {}

  /** Snapshotted once, at open: only known subjects, short strings (the Shop validated them; storage outlives builds). */
  storePublicFacts(facts: unknown): void {
    this.sql.exec("INSERT INTO public_facts (singleton, facts) VALUES (1, ?) ON CONFLICT (singleton) DO NOTHING", JSON.stringify(cleanFacts(facts)));
  }

  /** The owner's public facts (none in rooms opened before them). */
  publicFacts(): Record<string, string> {
    const row = this.sql.exec<{ facts: string }>("SELECT facts FROM public_facts WHERE singleton = 1").toArray()[0];
    if (!row) return {};
    try {
      return cleanFacts(JSON.parse(row.facts));
    } catch {
      return {};
    }
  }

  pending(): PendingConfirmation | null {
    const row = this.sql.exec<PendingRow>("SELECT move, price_minor, round, message_seq, asked_at FROM pending_confirmation WHERE singleton = 1").toArray()[0];
    return row ? { move: row.move, priceMinor: row.price_minor, round: row.round, messageSeq: row.message_seq, askedAt: row.asked_at } : null;
  }

  ask(pending: PendingConfirmation): void {
    this.sql.exec(
      "INSERT INTO pending_confirmation (singleton, move, price_minor, round, message_seq, asked_at) VALUES (1, ?, ?, ?, ?, ?) ON CONFLICT (singleton) DO UPDATE SET move = excluded.move, price_minor = excluded.price_minor, round = excluded.round, message_seq = excluded.message_seq, asked_at = excluded.asked_at",
      pending.move,
      pending.priceMinor,
      pending.round,
      pending.messageSeq,
      pending.askedAt,
    );
  }

  drop(): void {
    this.sql.exec("DELETE FROM pending_confirmation");
  }
}

function cleanFacts(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return out;
  for (const [subject, text] of Object.entries(value as Record<string, unknown>)) {
    if (FACT_SUBJECTS.has(subject) && typeof text === "string" && text.trim() !== "" && text.length <= MAX_FACT_LENGTH) out[subject] = text.trim();
  }
  return out;
}
