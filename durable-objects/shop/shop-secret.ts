/**
 * The shop's secret, from which each buyer's private draws on each product are derived (HMAC-SHA-256), in two
 * steps: the Shop derives a key per product from its secret, and each buyer's draws on the product are derived
 * from that key. The same buyer on the same product always faces the same draws, so reopening a negotiation or
 * asking again reveals nothing new, while two buyers' draws are unrelated. The secret never leaves the Shop; a
 * product's key travels only inside the edge (an opening configuration, cached in the worker's memory) and never
 * into a response or a log.
 */
import type { PrivateDraws } from "../../kernel";
import { hex } from "../../common/crypto";

export class ShopSecret {
  private key: Promise<CryptoKey> | null = null;

  constructor(private readonly sql: SqlStorage) {}

  /** The key a product's draws derive from (hex). */
  async productKey(productId: string): Promise<string> {
    const mac = await crypto.subtle.sign("HMAC", await this.hmacKey(), new TextEncoder().encode(`draw-key/v2/${productId}`));
    return hex(new Uint8Array(mac));
  }

  private hmacKey(): Promise<CryptoKey> {
    this.key ??= (async () => {
      let row = this.sql.exec<{ secret: string }>("SELECT secret FROM shop_secret WHERE singleton = 1").toArray()[0];
      if (!row) {
        const secret = hex(crypto.getRandomValues(new Uint8Array(32)));
        this.sql.exec("INSERT INTO shop_secret (singleton, secret, created_at) VALUES (1, ?, ?) ON CONFLICT (singleton) DO NOTHING", secret, Date.now());
        row = this.sql.exec<{ secret: string }>("SELECT secret FROM shop_secret WHERE singleton = 1").one();
      }
      return importHmacKey(row.secret);
    })();
    return this.key;
  }
}

/** Five draws for the kernel, and `extra` more (for the learner's arm choice), all in [0, 1), for one buyer on the product whose key this is. */
export async function drawsFor(productKey: string, buyerKey: string, extra = 0): Promise<{ draws: PrivateDraws; more: number[] }> {
  const key = await importHmacKey(productKey);
  const units: number[] = [];
  for (let block = 0; units.length < 5 + extra; block++) {
    const mac = new DataView(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`draws/v2/${buyerKey}/${block}`)));
    // Eight 32-bit words per block, each a uniform draw in [0, 1).
    for (let i = 0; i < 8 && units.length < 5 + extra; i++) units.push(mac.getUint32(i * 4) / 2 ** 32);
  }
  const [reserve, shape, temper, end, offer, ...more] = units as [number, number, number, number, number, ...number[]];
  return { draws: { reserve, shape, temper, end, offer }, more };
}

function importHmacKey(hex: string): Promise<CryptoKey> {
  const bytes = Uint8Array.from(hex.match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}
