/**
 * A supplier of the organisation (issue #31: Parley buys too), kept in a BuyerAccount object of its own, named
 * `<shopId>/supplier/<supplierId>`: the organisation (the shop) registers its suppliers as it registers its buyers,
 * and their agents authenticate the same two ways (a shop-issued key, or an RFC 9421 signature by a registered
 * Ed25519 key), through the same Credentials module, so each rule about keys exists once.
 *
 * The object's role is the row it holds: a buyer's object has an `account` row, a supplier's a `supplier` row,
 * never both (registerSupplier refuses an object holding a buyer). Every buyer method checks the `account` row
 * and every supplier method the `supplier` row, so even a stub of the wrong name could not make a supplier act
 * as a buyer or the reverse.
 *
 * A supplier's agent id (contracts, auctions, the audit) is `supplier:<supplierId>`, beside `shop:<shopId>` and
 * `buyer:<buyerId>`. The same string is what the Shop's agent-key table binds a supplier's signing key to: buyer
 * ids never contain `:`, so a key bound to a supplier can never be read as a buyer's, nor the reverse.
 */
import { iso } from "../../common/time";

export const SUPPLIER_AGENT_PREFIX = "supplier:";

/** The agent id of a supplier: `supplier:<supplierId>`. */
export function supplierAgentId(supplierId: string): string {
  return `${SUPPLIER_AGENT_PREFIX}${supplierId}`;
}

/** The supplier an agent id names, or null when it names no supplier (a buyer, a shop, anything else). */
export function supplierIdOfAgent(agentId: string): string | null {
  if (!agentId.startsWith(SUPPLIER_AGENT_PREFIX)) return null;
  const id = agentId.slice(SUPPLIER_AGENT_PREFIX.length);
  return /^[A-Za-z0-9._-]{1,64}$/.test(id) ? id : null;
}

/** The name of a supplier's object in the BUYER_ACCOUNT namespace (buyers' are `<shopId>/buyer/…` and `<shopId>/anon/…`). */
export function supplierAccountName(shopId: string, supplierId: string): string {
  return `${shopId}/supplier/${supplierId}`;
}

/** What the organisation says of a supplier: its name and the categories it supplies (sorted, each once). */
export interface SupplierInput {
  name: string;
  categories: readonly string[];
}

/** Who a supplier credential proved: what the supplier's own routes (whoami, bids) act on. */
export interface SupplierIdentity {
  shopId: string;
  supplierId: string;
  agentId: string;
  name: string;
  categories: string[];
}

/** A supplier as its directory lists it; `revision` orders the account's changes, so the directory keeps the latest. */
export interface SupplierListing {
  supplierId: string;
  name: string;
  categories: string[];
  revision: number;
  createdAt: number;
  updatedAt: number;
}

interface SupplierRow {
  shop_id: string;
  supplier_id: string;
  name: string;
  categories: string;
  revision: number;
  created_at: number;
  updated_at: number;
  [column: string]: SqlStorageValue;
}

/** The `supplier` row of a supplier's object (buyer-schema.ts, step 5). */
export class SupplierProfile {
  constructor(private readonly sql: SqlStorage) {}

  /** True when this object holds a supplier. */
  exists(): boolean {
    return this.row() !== null;
  }

  /**
   * Registers the supplier or replaces its name and categories. Every call moves the revision on, even when
   * nothing changed, so a PUT retried after its directory update failed pushes the entry again and wins.
   */
  save(shopId: string, supplierId: string, input: SupplierInput, now: number): { created: boolean; listing: SupplierListing } {
    const existing = this.row();
    const categories = JSON.stringify([...input.categories].sort());
    if (existing) {
      this.sql.exec("UPDATE supplier SET name = ?, categories = ?, revision = revision + 1, updated_at = ? WHERE singleton = 1", input.name, categories, now);
    } else {
      this.sql.exec(
        "INSERT INTO supplier (singleton, shop_id, supplier_id, name, categories, revision, created_at, updated_at) VALUES (1, ?, ?, ?, ?, 1, ?, ?)",
        shopId,
        supplierId,
        input.name,
        categories,
        now,
        now,
      );
    }
    return { created: existing === null, listing: this.listing()! };
  }

  identity(): SupplierIdentity | null {
    const row = this.row();
    if (!row) return null;
    return {
      shopId: row.shop_id,
      supplierId: row.supplier_id,
      agentId: supplierAgentId(row.supplier_id),
      name: row.name,
      categories: JSON.parse(row.categories) as string[],
    };
  }

  listing(): SupplierListing | null {
    const row = this.row();
    if (!row) return null;
    return {
      supplierId: row.supplier_id,
      name: row.name,
      categories: JSON.parse(row.categories) as string[],
      revision: row.revision,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  times(): { createdAt: string; updatedAt: string } | null {
    const row = this.row();
    return row && { createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
  }

  private row(): SupplierRow | null {
    return this.sql.exec<SupplierRow>("SELECT * FROM supplier WHERE singleton = 1").toArray()[0] ?? null;
  }
}
