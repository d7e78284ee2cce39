/**
 * The agent's side: signs a request the way verifyRequestSignature expects. Used by tests and by the
 * bench and demo clients; a real agent may use any RFC 9421 implementation that produces the same fields.
 */
import { serializeDictionary, type InnerList } from "structured-headers";
import { contentDigest } from "./content-digest";
import { jwkThumbprint, parsePublicJwk, type Ed25519PublicJwk } from "./jwk";
import { signatureBase } from "./signature-base";

export type AgentKey = { privateKey: CryptoKey; publicJwk: Ed25519PublicJwk; keyid: string };

/** A fresh Ed25519 key pair, its public JWK (what the agent registers) and keyid (the JWK thumbprint). */
export async function createAgentKey(): Promise<AgentKey> {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const exported = (await crypto.subtle.exportKey("jwk", pair.publicKey)) as JsonWebKey;
  const checked = parsePublicJwk({ kty: exported.kty, crv: exported.crv, x: exported.x });
  if (!checked.ok) throw new Error(`WebCrypto exported an unexpected public key: ${checked.reason}`);
  return { privateKey: pair.privateKey, publicJwk: checked.jwk, keyid: await jwkThumbprint(checked.jwk) };
}

/** `method` is signed as given: use the uppercase spelling the request is sent with ("POST", "PATCH"). */
export type RequestToSign = { method: string; url: string; headers?: HeadersInit; body?: Uint8Array | string | null };

export type SignatureOptions = {
  /** Epoch seconds; passed in so signing stays deterministic and testable. */
  created: number;
  /** Epoch seconds; default created + 300. */
  expires?: number;
  nonce?: string;
  tag?: string;
  /** Default "sig1". */
  label?: string;
  /** Default: @method, @authority, @path, @query when the URL has one, and content-digest when there is a body. */
  components?: string[];
};

/**
 * Returns the request's headers plus Content-Digest (when there is a body), Signature-Input and
 * Signature. Send the body bytes exactly as given: the digest covers them.
 */
export async function signRequest(request: RequestToSign, agent: Pick<AgentKey, "privateKey" | "keyid">, options: SignatureOptions): Promise<Headers> {
  const headers = new Headers(request.headers);
  const body = typeof request.body === "string" ? new TextEncoder().encode(request.body) : (request.body ?? new Uint8Array(0));
  const hasBody = body.byteLength > 0;
  if (hasBody) headers.set("content-digest", await contentDigest(body));

  const hasQuery = new URL(request.url).search !== "";
  const components = options.components ?? [
    "@method",
    "@authority",
    "@path",
    ...(hasQuery ? ["@query"] : []),
    ...(hasBody ? ["content-digest"] : []),
  ];
  const params = new Map<string, string | number>([
    ["created", options.created],
    ["expires", options.expires ?? options.created + 300],
    ["keyid", agent.keyid],
    ["alg", "ed25519"],
  ]);
  if (options.nonce !== undefined) params.set("nonce", options.nonce);
  if (options.tag !== undefined) params.set("tag", options.tag);
  const input: InnerList = [components.map((name) => [name, new Map()]), params];

  const base = signatureBase({ method: request.method, url: request.url, headers }, input);
  if (!base.ok) throw new Error(base.detail);
  const signature = await crypto.subtle.sign({ name: "Ed25519" }, agent.privateKey, new TextEncoder().encode(base.base));
  const label = options.label ?? "sig1";
  headers.set("signature-input", serializeDictionary(new Map([[label, input]])));
  headers.set("signature", serializeDictionary(new Map([[label, [signature, new Map()]]])));
  return headers;
}
