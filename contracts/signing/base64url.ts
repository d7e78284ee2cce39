/**
 * base64url without padding (RFC 4648 §5), the encoding JWKs and the records' signatures use. Written here
 * because contracts/ takes no package for it and neither workerd nor Node 22 has Uint8Array.toBase64 yet.
 * Decoding is strict: only the canonical text of some bytes is accepted, so a signature cannot be re-spelled
 * (different text, same bytes) and still pass as the one that was signed.
 */

export function toBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes `text` encodes, or null when it is not canonical unpadded base64url. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  // Over a plain ArrayBuffer: Web Crypto's BufferSource (DOM typings, the dashboard) takes no other backing.
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // Unused low bits of the last character must be zero: otherwise several texts would decode to these bytes.
  return toBase64url(bytes) === text ? bytes : null;
}
