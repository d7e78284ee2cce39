/**
 * What the shop remembers of one buyer, product by product: the standing offer and rounds of its last
 * negotiation there (a new negotiation resumes from them, so walking away and coming back gains nothing),
 * and which negotiation, if any, is open on it now.
 */
import type { BuyerProductMemory } from "../../kernel";
import { MEMORY_WINDOW_MS } from "../limits";

interface MemoryRow {
  product_id: string;
  memory: string | null;
  updated_at: number;
  open_negotiation_id: string | null;
  opened_at: number | null;
  /** The negotiation the memory came from (null: one closed before this was kept). */
  last_negotiation_id: string | null;
  [column: string]: SqlStorageValue;
}

export interface ProductStanding {
  productId: string;
  /** The remembered state, or null when there is none within the window. */
  memory: BuyerProductMemory | null;
  openNegotiationId: string | null;
  updatedAt: number;
}

export class ProductMemory {
  constructor(private readonly sql: SqlStorage) {}

  of(productId: string, now: number): ProductStanding {
    const row = this.sql.exec<MemoryRow>("SELECT * FROM product_memory WHERE product_id = ?", productId).toArray()[0];
    if (!row) return { productId, memory: null, openNegotiationId: null, updatedAt: 0 };
    const fresh = row.memory !== null && now - row.updated_at < MEMORY_WINDOW_MS;
    return {
      productId,
      memory: fresh ? (JSON.parse(row.memory!) as BuyerProductMemory) : null,
      openNegotiationId: row.open_negotiation_id,
      updatedAt: row.updated_at,
    };
  }

  /** Negotiations open now, over all products. */
  openCount(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM product_memory WHERE open_negotiation_id IS NOT NULL").one().n;
  }

  markOpen(productId: string, negotiationId: string, now: number): void {
    this.sql.exec(
      `INSERT INTO product_memory (product_id, memory, updated_at, open_negotiation_id, opened_at) VALUES (?, NULL, ?, ?, ?)
       ON CONFLICT (product_id) DO UPDATE SET open_negotiation_id = excluded.open_negotiation_id, opened_at = excluded.opened_at`,
      productId,
      now,
      negotiationId,
      now,
    );
  }

  /** Gives the slot back when the negotiation could not be opened after all. */
  unmarkOpen(productId: string, negotiationId: string): void {
    this.sql.exec("UPDATE product_memory SET open_negotiation_id = NULL, opened_at = NULL WHERE product_id = ? AND open_negotiation_id = ?", productId, negotiationId);
  }

  /**
   * Takes the memory a closed negotiation left; ignored unless it is the one recorded as open (a report
   * sent twice, or one about an older negotiation, changes nothing). True when it was taken. A report about the
   * negotiation the memory came from, while none is open on the product, replaces the memory it left (a package
   * deal switched after it closed) and is not taken again (false).
   */
  close(productId: string, negotiationId: string, memory: BuyerProductMemory, now: number): boolean {
    const row = this.sql
      .exec<{ open_negotiation_id: string | null; last_negotiation_id: string | null }>("SELECT open_negotiation_id, last_negotiation_id FROM product_memory WHERE product_id = ?", productId)
      .toArray()[0];
    if (!row) return false;
    if (row.open_negotiation_id === null && row.last_negotiation_id === negotiationId) {
      this.sql.exec("UPDATE product_memory SET memory = ?, updated_at = ? WHERE product_id = ?", JSON.stringify(memory), now, productId);
      return false;
    }
    if (row.open_negotiation_id !== negotiationId) return false;
    this.sql.exec(
      "UPDATE product_memory SET memory = ?, updated_at = ?, open_negotiation_id = NULL, opened_at = NULL, last_negotiation_id = ? WHERE product_id = ?",
      JSON.stringify(memory),
      now,
      negotiationId,
      productId,
    );
    return true;
  }

  all(): ProductStanding[] {
    return this.sql
      .exec<MemoryRow>("SELECT * FROM product_memory ORDER BY updated_at DESC LIMIT 200")
      .toArray()
      .map((row) => ({
        productId: row.product_id,
        memory: row.memory === null ? null : (JSON.parse(row.memory) as BuyerProductMemory),
        openNegotiationId: row.open_negotiation_id,
        updatedAt: row.updated_at,
      }));
  }
}
