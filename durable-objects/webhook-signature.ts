/**
 * Webhook signatures, in the Standard Webhooks scheme (standardwebhooks.com): each request carries
 * `webhook-id` (the delivery's id, the same on every retry: receivers dedupe on it), `webhook-timestamp`
 * (Unix seconds of this attempt) and `webhook-signature: v1,<base64 HMAC-SHA256 over "id.timestamp.body">`
 * under the endpoint's secret (`whsec_` + base64 of 32 random bytes). A receiver checks the signature in
 * constant time and refuses timestamps more than five minutes from its clock: a captured request cannot be
 * replayed later, and a replay within the window has an id already seen.
 */

export const SECRET_PREFIX = "whsec_";
/** How far a receiver should let a timestamp stray from its own clock. */
export const TOLERANCE_SECONDS = 300;

export function newWebhookSecret(): string {
  return SECRET_PREFIX + btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error("not a webhook secret");
  const raw = Uint8Array.from(atob(secret.slice(SECRET_PREFIX.length)), (c) => c.charCodeAt(0));
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

export interface SignedHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

export async function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): Promise<SignedHeaders> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(`${id}.${timestampSeconds}.${body}`));
  return { "webhook-id": id, "webhook-timestamp": String(timestampSeconds), "webhook-signature": `v1,${btoa(String.fromCharCode(...new Uint8Array(mac)))}` };
}

/** What a receiver does: true only for a valid v1 signature on a fresh timestamp. */
export async function verifyWebhook(secret: string, headers: { get(name: string): string | null }, body: string, nowSeconds: number): Promise<boolean> {
  const id = headers.get("webhook-id");
  const timestamp = headers.get("webhook-timestamp");
  const signatures = headers.get("webhook-signature");
  if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const key = await hmacKey(secret);
  const data = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  for (const candidate of signatures.split(" ")) {
    const [version, value] = candidate.split(",");
    if (version !== "v1" || !value) continue;
    let mac: Uint8Array;
    try {
      mac = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    } catch {
      continue;
    }
    // crypto.subtle.verify compares in constant time.
    if (await crypto.subtle.verify("HMAC", key, mac, data)) return true;
  }
  return false;
}
