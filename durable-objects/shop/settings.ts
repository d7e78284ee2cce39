/** The shop's settings: the limits its buyers are held to (see ../limits.ts), versioned by replacement. */
import { iso } from "../../common/time";
import { DEFAULT_LIMITS, type ShopLimits } from "../limits";

export interface ShopSettings {
  limits: ShopLimits;
  updatedAt: string | null;
}

export class Settings {
  constructor(private readonly sql: SqlStorage) {}

  get(): ShopSettings {
    const row = this.sql.exec<{ limits: string; updated_at: number }>("SELECT limits, updated_at FROM settings WHERE singleton = 1").toArray()[0];
    if (!row) return { limits: DEFAULT_LIMITS, updatedAt: null };
    return { limits: JSON.parse(row.limits) as ShopLimits, updatedAt: iso(row.updated_at) };
  }

  put(limits: ShopLimits, now: number): ShopSettings {
    this.sql.exec(
      "INSERT INTO settings (singleton, limits, updated_at) VALUES (1, ?, ?) ON CONFLICT (singleton) DO UPDATE SET limits = excluded.limits, updated_at = excluded.updated_at",
      JSON.stringify(limits),
      now,
    );
    return this.get();
  }
}
