/**
 * The shop's secret, from which the private draws on each product are derived (HMAC-SHA-256), in two steps: the
 * Shop derives a key per product from its secret, and the draws on the product are derived from that key. The
 * secret never leaves the Shop; a product's key travels only inside the edge (an opening configuration, cached in
 * the worker's memory) and never into a response or a log.
 *
 * Which draws are whose (issue 26): the draws that place the reserve, the lowest offer and the curve's end above
 * the floor are the product's, shared by every buyer for a period (DRAW_PERIOD_MS, its boundaries offset per
 * product by the secret), so K identities opened in one period see one sample of them, not K independent samples
 * to average the floor out of. The curve's shape, the temper and the learner's arm choice are each buyer's own:
 * they move offers in time, never where the offers end. The same buyer on the same product within a period always
 * faces the same draws, so reopening or asking again reveals nothing new.
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

/** How long buyers of a product share its draws: long enough that many identities in it are one sample. */
export const DRAW_PERIOD_MS = 7 * 24 * 3_600_000;

/**
 * The kernel's five draws and `extra` more (for the learner's arm choice), all in [0, 1), for one buyer opening a
 * negotiation on the product whose key this is at `now`: reserve, end and offer from the product's period; shape,
 * temper and the extras from the buyer.
 */
export async function drawsFor(productKey: string, buyerKey: string, now: number, extra = 0): Promise<{ draws: PrivateDraws; more: number[] }> {
  const key = await importHmacKey(productKey);
  const [offset] = await units(key, "period-offset/v3", 1);
  const period = Math.floor((now + (offset as number) * DRAW_PERIOD_MS) / DRAW_PERIOD_MS);
  const [reserve, end, offer] = (await units(key, `product/v3/${period}`, 3)) as [number, number, number];
  const [shape, temper, ...more] = (await units(key, `buyer/v3/${buyerKey}`, 2 + extra)) as [number, number, ...number[]];
  return { draws: { reserve, shape, temper, end, offer }, more };
}

/** `count` uniform draws in [0, 1) from the key and a label: eight 32-bit words per HMAC block. */
async function units(key: CryptoKey, label: string, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let block = 0; out.length < count; block++) {
    const mac = new DataView(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${label}/${block}`)));
    for (let i = 0; i < 8 && out.length < count; i++) out.push(mac.getUint32(i * 4) / 2 ** 32);
  }
  return out;
}

function importHmacKey(hex: string): Promise<CryptoKey> {
  const bytes = Uint8Array.from(hex.match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}
