/**
 * The shop's secret, from which each buyer's private draws on each product are derived (HMAC-SHA-256):
 * the same buyer on the same product always faces the same draws, so reopening a negotiation or asking
 * again reveals nothing new, while two buyers' draws are unrelated. Generated once, never shown to anyone.
 */
import type { PrivateDraws } from "../../kernel";

export class ShopSecret {
  private key: Promise<CryptoKey> | null = null;

  constructor(private readonly sql: SqlStorage) {
    sql.exec("CREATE TABLE IF NOT EXISTS shop_secret (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), secret TEXT NOT NULL, created_at INTEGER NOT NULL)");
  }

  /** Five draws for the kernel, and `extra` more (for the learner's arm choice), all in [0, 1). */
  async draws(buyerKey: string, productId: string, extra = 0): Promise<{ draws: PrivateDraws; more: number[] }> {
    const units = await this.units(`draws/v1/${productId}/${buyerKey}`, 5 + extra);
    const [reserve, shape, temper, end, offer, ...more] = units as [number, number, number, number, number, ...number[]];
    return { draws: { reserve, shape, temper, end, offer }, more };
  }

  private async units(label: string, count: number): Promise<number[]> {
    const key = await this.hmacKey();
    const out: number[] = [];
    for (let block = 0; out.length < count; block++) {
      const mac = new DataView(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${label}/${block}`)));
      // Eight 32-bit words per block, each a uniform draw in [0, 1).
      for (let i = 0; i < 8 && out.length < count; i++) out.push(mac.getUint32(i * 4) / 2 ** 32);
    }
    return out;
  }

  private hmacKey(): Promise<CryptoKey> {
    this.key ??= (async () => {
      let row = this.sql.exec<{ secret: string }>("SELECT secret FROM shop_secret WHERE singleton = 1").toArray()[0];
      if (!row) {
        const secret = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
        this.sql.exec("INSERT INTO shop_secret (singleton, secret, created_at) VALUES (1, ?, ?) ON CONFLICT (singleton) DO NOTHING", secret, Date.now());
        row = this.sql.exec<{ secret: string }>("SELECT secret FROM shop_secret WHERE singleton = 1").one();
      }
      const bytes = Uint8Array.from(row.secret.match(/../g)!.map((h) => parseInt(h, 16)));
      return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    })();
    return this.key;
  }
}
