/**
 * Responses that carry a secret (a negotiation token, an admin or buyer key) are kept for idempotent
 * replay sealed with AES-GCM under a key derived (HKDF-SHA-256) from the client's own Idempotency-Key and
 * the request's fingerprint. The store keeps neither the raw Idempotency-Key nor the secret in the clear:
 * only the client that made the request can open its stored answer, by sending the same key and body again.
 */
const INFO = new TextEncoder().encode("parley idempotent response v1");

async function keyFor(idempotencyKey: string, requestHash: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(idempotencyKey), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new TextEncoder().encode(requestHash), info: INFO },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function seal(idempotencyKey: string, requestHash: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFor(idempotencyKey, requestHash), plain));
  return `v1.${toBase64(iv)}.${toBase64(cipher)}`;
}

/** The sealed value, or undefined when it cannot be opened with this key and fingerprint. */
export async function unseal(idempotencyKey: string, requestHash: string, sealed: string): Promise<unknown> {
  const [version, iv, cipher] = sealed.split(".");
  if (version !== "v1" || !iv || !cipher) return undefined;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, await keyFor(idempotencyKey, requestHash), fromBase64(cipher));
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return undefined;
  }
}
