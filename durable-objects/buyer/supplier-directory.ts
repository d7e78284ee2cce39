/**
 * The organisation's list of its suppliers: one BuyerAccount object per shop, named `<shopId>/suppliers`, holding
 * only this directory (no account, no supplier row, so no credential ever works against it). Each supplier's own
 * object is the truth; after every registration or rename it pushes its listing here with its revision, and the
 * directory keeps the highest revision it has seen, so pushes that arrive out of order, twice, or after a retried
 * PUT leave the latest entry. A push that fails leaves the entry stale until the PUT is retried (PUTs are safe to
 * repeat), which the registration's 5xx tells the caller to do.
 *
 * Why a directory object and not a scan: Durable Objects cannot be enumerated, and an auction invites by category
 * among as many as thousands of suppliers, so the list is kept, indexed by category, and read in pages.
 */
import type { SupplierListing } from "./supplier-profile";

/** The name of a shop's supplier directory in the BUYER_ACCOUNT namespace (no buyer or supplier object has a two-segment name). */
export function supplierDirectoryName(shopId: string): string {
  return `${shopId}/suppliers`;
}

export interface SupplierListQuery {
  /** Only suppliers that supply this category. */
  category?: string | undefined;
  /** At most this many (1–200). */
  limit: number;
  /** The `nextCursor` of the previous page: the last supplier id it held. */
  cursor?: string | undefined;
}

export interface SupplierPage {
  items: SupplierListing[];
  nextCursor: string | null;
}

interface DirectoryRow {
  supplier_id: string;
  name: string;
  categories: string;
  revision: number;
  created_at: number;
  updated_at: number;
  [column: string]: SqlStorageValue;
}

export class SupplierDirectory {
  constructor(private readonly sql: SqlStorage) {}

  /** Keeps a supplier's listing unless a later revision is already kept; true when it was stored. */
  record(listing: SupplierListing): boolean {
    const kept = this.sql.exec<{ revision: number }>("SELECT revision FROM supplier_directory WHERE supplier_id = ?", listing.supplierId).toArray()[0];
    if (kept && kept.revision >= listing.revision) return false;
    const categories = [...new Set(listing.categories)].sort();
    this.sql.exec(
      `INSERT INTO supplier_directory (supplier_id, name, categories, revision, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (supplier_id) DO UPDATE SET name = excluded.name, categories = excluded.categories, revision = excluded.revision, updated_at = excluded.updated_at`,
      listing.supplierId,
      listing.name,
      JSON.stringify(categories),
      listing.revision,
      listing.createdAt,
      listing.updatedAt,
    );
    this.sql.exec("DELETE FROM supplier_directory_categories WHERE supplier_id = ?", listing.supplierId);
    for (const category of categories) this.sql.exec("INSERT INTO supplier_directory_categories (category, supplier_id) VALUES (?, ?)", category, listing.supplierId);
    return true;
  }

  /** A page of suppliers in id order, after the cursor, of one category if asked. */
  list(query: SupplierListQuery): SupplierPage {
    const after = query.cursor ?? "";
    const rows =
      query.category === undefined
        ? this.sql.exec<DirectoryRow>("SELECT * FROM supplier_directory WHERE supplier_id > ? ORDER BY supplier_id LIMIT ?", after, query.limit + 1).toArray()
        : this.sql
            .exec<DirectoryRow>(
              `SELECT d.* FROM supplier_directory_categories c JOIN supplier_directory d ON d.supplier_id = c.supplier_id
               WHERE c.category = ? AND c.supplier_id > ? ORDER BY c.supplier_id LIMIT ?`,
              query.category,
              after,
              query.limit + 1,
            )
            .toArray();
    const page = rows.slice(0, query.limit);
    const items = page.map((r) => ({
      supplierId: r.supplier_id,
      name: r.name,
      categories: JSON.parse(r.categories) as string[],
      revision: r.revision,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }));
    return { items, nextCursor: rows.length > query.limit ? page[page.length - 1]!.supplier_id : null };
  }
}
