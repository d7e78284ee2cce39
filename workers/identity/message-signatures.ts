/**
 * Verifies RFC 9421 HTTP Message Signatures made with Ed25519, the scheme Web Bot Auth uses, with
 * `keyid` = the JWK thumbprint (RFC 7638) of the agent's public key.
 *
 * Library choice: `structured-headers` (Evert Pot; RFC 8941/9651, Byte Sequences and Inner Lists, no
 * dependencies, an ESM build that runs in workerd) parses and serializes the fields. The
 * `http-message-signatures` package was not adopted: its algorithms call Node's `crypto` (createSign,
 * createVerify) rather than WebCrypto, it ships CommonJS only, and the policy below (coverage, time
 * window, thumbprint keyids, replay hooks) would have to be written around it all the same.
 */
import { checkContentDigest, type ContentDigestFailure } from "./content-digest";
import { hex, sha256 } from "./encoding";
import { importVerifyKey, jwkThumbprint, parsePublicJwk, THUMBPRINT } from "./jwk";
import { signatureBase, type SignedMessage } from "./signature-base";
import { readParameters, selectSignature, type FieldFailureReason, type SignatureParameters, type SignatureSelection } from "./signature-fields";

export type VerifyFailure =
  | FieldFailureReason
  | "missing-covered-component"
  | "unsupported-component"
  | "missing-component-value"
  | "created-in-future"
  | "expired"
  | "too-old"
  | ContentDigestFailure
  | "unknown-key"
  | "invalid-key"
  | "signature-mismatch";

/** `label`, `tag` and `requireNonce` (see SignatureSelection) pick the signature; these bound its age. */
export type VerifyOptions = SignatureSelection & {
  /** Oldest `created` accepted, in seconds (default 300). */
  maxAgeSeconds?: number;
  /** Tolerated difference between our clock and the agent's, in seconds (default 30). */
  clockSkewSeconds?: number;
};

export type VerifiedSignature = {
  ok: true;
  keyid: string;
  label: string;
  created: number;
  expires?: number;
  nonce?: string;
  /** SHA-256 (hex) of the signature bytes: a replay key even when the agent sent no nonce. */
  signatureHash: string;
  /** From this time on (epoch seconds) the signature is refused anyway, so its replay record may go. */
  rememberUntil: number;
};

export type VerifyResult = VerifiedSignature | { ok: false; reason: VerifyFailure; detail: string };
type Failure = Extract<VerifyResult, { ok: false }>;

const fail = (reason: VerifyFailure, detail: string): Failure => ({ ok: false, reason, detail });

/** Method, authority and path (and the query, if any) must be signed, and the body through its digest. */
function missingCoverage(components: string[], url: URL, hasBody: boolean): string[] {
  const covered = (...names: string[]) => names.some((name) => components.includes(name));
  const required: Array<[string, boolean]> = [
    ["@method", covered("@method")],
    ["@authority", covered("@authority", "@target-uri")],
    ["@path", covered("@path", "@request-target", "@target-uri")],
    ["@query", url.search === "" || covered("@query", "@request-target", "@target-uri")],
    ["content-digest", !hasBody || covered("content-digest")],
  ];
  return required.filter(([, ok]) => !ok).map(([name]) => name);
}

function checkTime(params: SignatureParameters, now: number, maxAge: number, skew: number): Failure | null {
  if (params.created > now + skew) return fail("created-in-future", "`created` is ahead of our clock.");
  if (params.expires !== undefined && now > params.expires + skew) return fail("expired", "The signature has expired.");
  if (now - params.created > maxAge) return fail("too-old", `Signatures older than ${maxAge} s are refused.`);
  return null;
}

/**
 * Checks one signature on `request` against the key `lookupKey` returns for its keyid, at time `now`.
 * `bodyBytes` are the exact bytes received (read them once, before parsing). The caller still decides
 * what a keyid may do, and must store `nonce` or `signatureHash` until `rememberUntil` to refuse replays.
 */
export async function verifyRequestSignature(
  request: SignedMessage,
  bodyBytes: Uint8Array | ArrayBuffer | null,
  lookupKey: (keyid: string) => Promise<JsonWebKey | null>,
  now: Date,
  options: VerifyOptions = {},
): Promise<VerifyResult> {
  const maxAge = options.maxAgeSeconds ?? 300;
  const skew = options.clockSkewSeconds ?? 30;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const body = bodyBytes instanceof Uint8Array ? bodyBytes : new Uint8Array(bodyBytes ?? new ArrayBuffer(0));

  const candidate = selectSignature(request.headers, options);
  if ("ok" in candidate) return candidate;
  const params = readParameters(candidate.input[1], options);
  if ("ok" in params) return params;
  const components = candidate.input[0].map(([name]) => name).filter((name): name is string => typeof name === "string");
  const missing = missingCoverage(components, new URL(request.url), body.byteLength > 0);
  if (missing.length > 0) return fail("missing-covered-component", `The signature must cover ${missing.join(", ")}.`);
  const timeFailure = checkTime(params, nowSeconds, maxAge, skew);
  if (timeFailure) return timeFailure;
  const base = signatureBase(request, candidate.input);
  if (!base.ok) return fail(base.reason, base.detail);
  if (components.includes("content-digest")) {
    const digestFailure = await checkContentDigest(request.headers.get("content-digest"), body);
    if (digestFailure) return fail(digestFailure, "Content-Digest must carry the body's sha-256.");
  }

  // Junk keyids never reach the caller's storage.
  const stored = THUMBPRINT.test(params.keyid) ? await lookupKey(params.keyid) : null;
  if (stored === null) return fail("unknown-key", "No agent key has this keyid.");
  const jwk = parsePublicJwk(stored);
  if (!jwk.ok || (await jwkThumbprint(jwk.jwk)) !== params.keyid) {
    return fail("invalid-key", "The key stored under this keyid is not the Ed25519 key it names.");
  }
  const key = await importVerifyKey(jwk.jwk).catch(() => null);
  if (key === null) return fail("invalid-key", "The key stored under this keyid cannot be imported.");
  // A signature of the wrong length makes some runtimes throw rather than answer false.
  const valid = await crypto.subtle
    .verify({ name: "Ed25519" }, key, candidate.signature, new TextEncoder().encode(base.base))
    .catch(() => false);
  if (!valid) return fail("signature-mismatch", "The signature does not match the request.");

  return {
    ok: true,
    keyid: params.keyid,
    label: candidate.label,
    created: params.created,
    ...(params.expires !== undefined && { expires: params.expires }),
    ...(params.nonce !== undefined && { nonce: params.nonce }),
    signatureHash: hex(await sha256(candidate.signature)),
    // The first second in which checkTime refuses this signature whatever the replay store says.
    rememberUntil: Math.min(params.expires === undefined ? Infinity : params.expires + skew, params.created + maxAge) + 1,
  };
}
