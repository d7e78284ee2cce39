/**
 * Secrets kept so that only their owner can open them: AES-GCM under a key derived (HKDF-SHA-256) from a secret
 * the client holds, a salt, and a purpose (HKDF info), so two uses never share a key. Sealed text reads
 * `v1.<iv>.<ciphertext>` (base64); what does not open with the given secret, salt and purpose is undefined.
 *
 * Responses that carry a secret (a negotiation token, an admin or buyer key) are kept for idempotent replay
 * sealed under the client's own Idempotency-Key and the request's fingerprint: the store keeps neither the raw
 * Idempotency-Key nor the secret in the clear, so only the client that made the request can open its answer, by
 * sending the same key and body again.
 *
 * Webhook signing secrets are kept sealed under a key from a Worker secret (shop/webhooks.ts), salted with the
 * endpoint's id: a copy of the Shop's storage alone does not sign anything.
 */
import { createCipheriv, hkdfSync } from "node:crypto";

const IDEMPOTENT_RESPONSE = "parley idempotent response v1";

async function keyFor(secret: string, salt: string, purpose: string): Promise<CryptoKey> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const material = await crypto.subtle.importKey("raw", encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey({ name: "HKDF", hash: "SHA-256", salt: encode(salt), info: encode(purpose) }, material, { name: "AES-GCM", length: 256 }, false, [
    "encrypt",
    "decrypt",
  ]);
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function sealText(secret: string, salt: string, purpose: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFor(secret, salt, purpose), new TextEncoder().encode(plain)));
  return `v1.${toBase64(iv)}.${toBase64(cipher)}`;
}

/**
 * `sealText` without waiting: the same key (HKDF-SHA-256 of secret, salt and purpose, AES-256-GCM), the same
 * `v1.<iv>.<ciphertext and tag>` text, which `openText` opens. For code that must stay synchronous — a Durable
 * Object writing a new secret in the same synchronous step as the row that holds it, so the secret never
 * reaches storage in the clear — where Web Crypto has only promises; node:crypto (nodejs_compat) seals at once.
 */
export function sealTextNow(secret: string, salt: string, purpose: string, plain: string): string {
  const key = new Uint8Array(hkdfSync("sha256", secret, salt, purpose, 32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = cipher.update(plain, "utf8");
  const last = cipher.final();
  const tag = cipher.getAuthTag();
  const sealed = new Uint8Array(body.length + last.length + tag.length);
  sealed.set(body, 0);
  sealed.set(last, body.length);
  sealed.set(tag, body.length + last.length);
  return `v1.${toBase64(iv)}.${toBase64(sealed)}`;
}

export async function openText(secret: string, salt: string, purpose: string, sealed: string): Promise<string | undefined> {
  const [version, iv, cipher] = sealed.split(".");
  if (version !== "v1" || !iv || !cipher) return undefined;
  try {
    return new TextDecoder().decode(await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, await keyFor(secret, salt, purpose), fromBase64(cipher)));
  } catch {
    return undefined;
  }
}

export function seal(idempotencyKey: string, requestHash: string, value: unknown): Promise<string> {
  return sealText(idempotencyKey, requestHash, IDEMPOTENT_RESPONSE, JSON.stringify(value));
}

/** The sealed value, or undefined when it cannot be opened with this key and fingerprint. */
export async function unseal(idempotencyKey: string, requestHash: string, sealed: string): Promise<unknown> {
  const plain = await openText(idempotencyKey, requestHash, IDEMPOTENT_RESPONSE, sealed);
  return plain === undefined ? undefined : JSON.parse(plain);
}
