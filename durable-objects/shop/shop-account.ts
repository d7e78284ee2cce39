/** Who the shop is (its one row) and who may act for it (hashed admin keys). */
export interface ShopCreated {
  shopId: string;
  name: string;
  adminKey: string;
  createdAt: string;
}

export class ShopAccount {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS shop (
        singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
        id TEXT NOT NULL, name TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS admin_keys (
        hash TEXT PRIMARY KEY, created_at INTEGER NOT NULL, revoked_at INTEGER
      );
    `);
  }

  /** The shop, or null before it was created. */
  row(): { id: string; name: string } | null {
    return this.sql.exec<{ id: string; name: string }>("SELECT id, name FROM shop WHERE singleton = 1").toArray()[0] ?? null;
  }

  /** The shop and its first admin key, in the caller's transaction. */
  create(shopId: string, name: string, adminKeyHash: string, now: number): void {
    this.sql.exec("INSERT INTO shop (singleton, id, name, created_at) VALUES (1, ?, ?, ?)", shopId, name, now);
    this.sql.exec("INSERT INTO admin_keys (hash, created_at) VALUES (?, ?)", adminKeyHash, now);
  }

  isLiveKey(adminKeyHash: string): boolean {
    return this.sql.exec("SELECT 1 FROM admin_keys WHERE hash = ? AND revoked_at IS NULL", adminKeyHash).toArray().length === 1;
  }
}
