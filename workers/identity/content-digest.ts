/** `Content-Digest` (RFC 9530) with sha-256: binds a signed request to its exact body bytes. */
import { parseDictionary, serializeDictionary } from "structured-headers";
import { sha256 } from "./encoding";

export type ContentDigestFailure =
  | "content-digest-missing"
  | "content-digest-malformed"
  | "content-digest-unsupported"
  | "content-digest-mismatch";

/** The header value for a body, e.g. `sha-256=:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=:`. */
export async function contentDigest(body: Uint8Array): Promise<string> {
  return serializeDictionary(new Map([["sha-256", [await sha256(body), new Map()]]]));
}

/**
 * Checks the sha-256 member against the body. Other algorithms the sender may list are ignored, but
 * sha-256 must be there: it is the one we can check.
 */
export async function checkContentDigest(header: string | null, body: Uint8Array): Promise<ContentDigestFailure | null> {
  if (header === null) return "content-digest-missing";
  let members;
  try {
    members = parseDictionary(header);
  } catch {
    return "content-digest-malformed";
  }
  const member = members.get("sha-256");
  if (member === undefined) return "content-digest-unsupported";
  if (!(member[0] instanceof ArrayBuffer)) return "content-digest-malformed";
  const claimed = new Uint8Array(member[0]);
  const actual = await sha256(body);
  // A digest is public, so an ordinary comparison leaks nothing.
  return claimed.length === actual.length && claimed.every((byte, i) => byte === actual[i]) ? null : "content-digest-mismatch";
}
