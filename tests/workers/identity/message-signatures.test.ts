import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  createAgentKey,
  signRequest,
  verifyRequestSignature,
  type AgentKey,
  type RequestToSign,
  type SignatureOptions,
  type VerifyOptions,
} from "../../../workers/identity";

const NOW = new Date("2026-11-20T12:00:00Z");
const T = NOW.getTime() / 1000;
const URL_ = "https://shop.example/v1/negotiations/abc/offers?dry=1";
const BODY = '{"price": 42}';

let agent: AgentKey;
let stranger: AgentKey;
beforeAll(async () => {
  agent = await createAgentKey();
  stranger = await createAgentKey();
});

const lookup = async (keyid: string) => (keyid === agent.keyid ? agent.publicJwk : null);
const bytes = (body: string) => new TextEncoder().encode(body);

type Sent = { method: string; url: string; headers: Headers; body: string };

type Signer = Pick<AgentKey, "privateKey" | "keyid">;
type KeyLookup = (keyid: string) => Promise<JsonWebKey | null>;

async function signed(overrides: Partial<RequestToSign> = {}, options: Partial<SignatureOptions> = {}, key: Signer = agent): Promise<Sent> {
  const init = { method: "POST", url: URL_, headers: { "content-type": "application/json" }, body: BODY, ...overrides };
  const headers = await signRequest(init, key, { created: T, nonce: "n-1", ...options });
  return { method: init.method, url: init.url, headers, body: typeof init.body === "string" ? init.body : "" };
}

/** Delivers what was sent as a real Request, with any field or part changed on the way. */
function deliver(sent: Sent, change: Partial<Omit<Sent, "headers">> & { headers?: Record<string, string | null> } = {}) {
  const headers = new Headers(sent.headers);
  for (const [name, value] of Object.entries(change.headers ?? {})) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const body = change.body ?? sent.body;
  const request = new Request(change.url ?? sent.url, { method: change.method ?? sent.method, headers, body: body || null });
  return { request, body: bytes(body) };
}

async function verify(delivered: { request: Request; body: Uint8Array }, options: VerifyOptions = {}, now = NOW, keys: KeyLookup = lookup) {
  return verifyRequestSignature(delivered.request, delivered.body, keys, now, options);
}

async function reason(delivered: { request: Request; body: Uint8Array }, options: VerifyOptions = {}, now = NOW) {
  const result = await verify(delivered, options, now);
  return result.ok ? "ok" : result.reason;
}

describe("RFC 9421 signatures: accepted", () => {
  it("a signed POST with a body verifies, with what the caller needs against replay", async () => {
    const sent = await signed();
    expect(sent.headers.get("signature-input")).toBe(
      `sig1=("@method" "@authority" "@path" "@query" "content-digest");created=${T};expires=${T + 300};keyid="${agent.keyid}";alg="ed25519";nonce="n-1"`,
    );
    const result = await verify(deliver(sent));
    expect(result).toEqual({
      ok: true,
      keyid: agent.keyid,
      label: "sig1",
      created: T,
      expires: T + 300,
      nonce: "n-1",
      signatureHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      rememberUntil: T + 301,
    });
  });

  it("a GET without body or query needs only method, authority and path", async () => {
    const sent = await signed({ method: "GET", url: "https://shop.example/v1/catalog", body: null });
    expect(sent.headers.get("signature-input")).toMatch(/^sig1=\("@method" "@authority" "@path"\);/);
    expect(sent.headers.has("content-digest")).toBe(false);
    expect(await reason(deliver(sent))).toBe("ok");
  });

  it("@target-uri stands for authority, path and query", async () => {
    const sent = await signed({}, { components: ["@method", "@target-uri", "content-digest"] });
    expect(await reason(deliver(sent))).toBe("ok");
  });

  it("Web Bot Auth style: picks the signature by tag", async () => {
    const sent = await signed({}, { tag: "web-bot-auth", label: "sig2" });
    expect(await verify(deliver(sent), { tag: "web-bot-auth" })).toMatchObject({ ok: true, label: "sig2" });
    expect(await reason(deliver(sent), { tag: "other" })).toBe("no-matching-signature");
    expect(await reason(deliver(sent), { label: "sig1" })).toBe("no-matching-signature");
  });

  it("replay hooks: the same signature hashes the same; another nonce, another hash", async () => {
    const [a, b, c] = [await signed(), await signed(), await signed({}, { nonce: "n-2" })];
    const hash = async (sent: Sent) => {
      const result = await verify(deliver(sent));
      if (!result.ok) throw new Error(result.reason);
      return result.signatureHash;
    };
    expect(await hash(a)).toBe(await hash(b));
    expect(await hash(c)).not.toBe(await hash(a));
    expect(await reason(deliver(await signed({}, { nonce: undefined })), { requireNonce: true })).toBe("nonce-required");
  });
});

describe("RFC 9421 signatures: refused", () => {
  it("missing or ill-formed fields", async () => {
    const sent = await signed();
    expect(await reason(deliver(sent, { headers: { signature: null } }))).toBe("missing-signature-headers");
    expect(await reason(deliver(sent, { headers: { "signature-input": null } }))).toBe("missing-signature-headers");
    expect(await reason(deliver(sent, { headers: { "signature-input": "sig1=(((" } }))).toBe("malformed-signature-headers");
    expect(await reason(deliver(sent, { headers: { signature: 'sig1="not bytes"' } }))).toBe("malformed-signature-headers");
    expect(await reason(deliver(sent, { headers: { "signature-input": 'sig1="@method"' } }))).toBe("malformed-signature-headers");
    const input = sent.headers.get("signature-input")!;
    expect(await reason(deliver(sent, { headers: { "signature-input": input.replace(`created=${T}`, 'created="now"') } }))).toBe("bad-parameters");
    expect(await reason(deliver(sent, { headers: { "signature-input": input.replace(/;keyid="[^"]*"/, "") } }))).toBe("bad-parameters");
    expect(await reason(deliver(sent, { headers: { "signature-input": input.replace(`expires=${T + 300}`, `expires=${T - 1}`) } }))).toBe(
      "bad-parameters",
    );
  });

  it("unknown and invalid keys; junk keyids never reach the lookup", async () => {
    const sent = await signed();
    const keys = vi.fn(async (_keyid: string) => null);
    expect(await verify(deliver(sent), {}, NOW, keys)).toMatchObject({ ok: false, reason: "unknown-key" });
    expect(keys).toHaveBeenCalledWith(agent.keyid);
    const junk = sent.headers.get("signature-input")!.replace(agent.keyid, "key-1");
    keys.mockClear();
    expect(await verify(deliver(sent, { headers: { "signature-input": junk } }), {}, NOW, keys)).toMatchObject({ reason: "unknown-key" });
    expect(keys).not.toHaveBeenCalled();
    // A store that answers with a key other than the one the keyid names.
    expect(await verify(deliver(sent), {}, NOW, async () => stranger.publicJwk)).toMatchObject({ reason: "invalid-key" });
    expect(await verify(deliver(sent), {}, NOW, async () => ({ kty: "RSA", n: "AQAB", e: "AQAB" }))).toMatchObject({ reason: "invalid-key" });
  });

  it("wrong algorithm", async () => {
    const sent = await signed();
    const input = sent.headers.get("signature-input")!.replace('alg="ed25519"', 'alg="rsa-pss-sha512"');
    expect(await reason(deliver(sent, { headers: { "signature-input": input } }))).toBe("wrong-algorithm");
  });

  it("signature mismatch: a flipped byte, or another agent's key claiming our keyid", async () => {
    const sent = await signed();
    const signature = sent.headers.get("signature")!;
    const flipped = signature.replace(/:(.)/, (_, c: string) => `:${c === "A" ? "B" : "A"}`);
    expect(await reason(deliver(sent, { headers: { signature: flipped } }))).toBe("signature-mismatch");
    expect(await reason(deliver(sent, { headers: { signature: "sig1=:AAAA:" } }))).toBe("signature-mismatch");
    const impostor = await signed({}, {}, { privateKey: stranger.privateKey, keyid: agent.keyid });
    expect(await reason(deliver(impostor))).toBe("signature-mismatch");
  });

  it("tampered method, path, query, authority or body", async () => {
    const sent = await signed();
    expect(await reason(deliver(sent, { method: "PUT" }))).toBe("signature-mismatch");
    expect(await reason(deliver(sent, { url: URL_.replace("/abc/", "/xyz/") }))).toBe("signature-mismatch");
    expect(await reason(deliver(sent, { url: URL_.replace("dry=1", "dry=0") }))).toBe("signature-mismatch");
    expect(await reason(deliver(sent, { url: URL_.replace("shop.example", "evil.example") }))).toBe("signature-mismatch");
    expect(await reason(deliver(sent, { url: URL_.replace("shop.example", "shop.example:8443") }))).toBe("signature-mismatch");
    expect(await reason(deliver(sent, { body: '{"price": 1}' }))).toBe("content-digest-mismatch");
    // The body swapped together with a matching digest: the digest itself is signed.
    const other = await signed({ body: '{"price": 1}' });
    const swapped = { body: '{"price": 1}', headers: { "content-digest": other.headers.get("content-digest") } };
    expect(await reason(deliver(sent, swapped))).toBe("signature-mismatch");
  });

  it("covered components: method, authority, path, the query if any, and the body's digest", async () => {
    const without = async (name: string) => {
      const all = ["@method", "@authority", "@path", "@query", "content-digest"];
      return reason(deliver(await signed({}, { components: all.filter((c) => c !== name) })));
    };
    for (const name of ["@method", "@authority", "@path", "@query", "content-digest"]) {
      expect(await without(name), name).toBe("missing-covered-component");
    }
    // A body added to a request signed without one.
    const bodiless = await signed({ method: "POST", url: "https://shop.example/v1/x", body: null });
    expect(await reason(deliver(bodiless, { body: "smuggled" }))).toBe("missing-covered-component");
  });

  it("covered fields the request lacks, and components we do not support", async () => {
    const headers = { "content-type": "application/json", "x-request-id": "r-1" };
    const sent = await signed({ headers }, { components: ["@method", "@authority", "@path", "@query", "content-digest", "x-request-id"] });
    expect(await reason(deliver(sent))).toBe("ok");
    expect(await reason(deliver(sent, { headers: { "x-request-id": null } }))).toBe("missing-component-value");
    const input = sent.headers.get("signature-input")!;
    const withParam = input.replace('"x-request-id"', '"x-request-id";sf');
    expect(await reason(deliver(sent, { headers: { "signature-input": withParam } }))).toBe("unsupported-component");
    const twice = input.replace('("@method"', '("@method" "@method"');
    expect(await reason(deliver(sent, { headers: { "signature-input": twice } }))).toBe("unsupported-component");
    const status = input.replace('"x-request-id"', '"@status"');
    expect(await reason(deliver(sent, { headers: { "signature-input": status } }))).toBe("unsupported-component");
  });

  it("time: created ahead beyond the skew, expired, older than the max age", async () => {
    const sent = await signed({}, { expires: T + 60 });
    const at = (seconds: number) => new Date(seconds * 1000);
    expect(await reason(deliver(sent), {}, at(T - 30))).toBe("ok");
    expect(await reason(deliver(sent), {}, at(T - 31))).toBe("created-in-future");
    expect(await reason(deliver(sent), {}, at(T + 90))).toBe("ok");
    expect(await reason(deliver(sent), {}, at(T + 91))).toBe("expired");
    const longLived = await signed({}, { expires: T + 3600 });
    expect(await reason(deliver(longLived), {}, at(T + 300))).toBe("ok");
    expect(await reason(deliver(longLived), {}, at(T + 301))).toBe("too-old");
    expect(await reason(deliver(longLived), { maxAgeSeconds: 60 }, at(T + 61))).toBe("too-old");
  });
});

describe("RFC 9421 signatures: header injection", () => {
  it("two signatures are ambiguous unless the caller names the label", async () => {
    const ours = await signed();
    const theirs = await signed({}, { label: "sig2" }, stranger);
    const headers = {
      "signature-input": `${ours.headers.get("signature-input")}, ${theirs.headers.get("signature-input")}`,
      signature: `${ours.headers.get("signature")}, ${theirs.headers.get("signature")}`,
    };
    expect(await reason(deliver(ours, { headers }))).toBe("ambiguous-signatures");
    expect(await reason(deliver(ours, { headers }), { label: "sig1" })).toBe("ok");
    expect(await reason(deliver(ours, { headers }), { label: "sig2" })).toBe("unknown-key");
  });

  it("labels that do not match between the two fields", async () => {
    const sent = await signed();
    const renamed = sent.headers.get("signature")!.replace(/^sig1=/, "sig9=");
    expect(await reason(deliver(sent, { headers: { signature: renamed } }))).toBe("label-mismatch");
    const extra = `${sent.headers.get("signature")}, sig9=:AAAA:`;
    expect(await reason(deliver(sent, { headers: { signature: extra } }))).toBe("label-mismatch");
  });

  it("duplicate parameters or labels, and non-canonical spellings, are refused outright", async () => {
    const sent = await signed();
    const input = sent.headers.get("signature-input")!;
    const signature = sent.headers.get("signature")!;
    const attempts = {
      "a later created": `${input};created=${T + 1}`,
      "an earlier created": input.replace(";", `;created=${T - 9999};`),
      "a second alg": `${input};alg="hmac-sha256"`,
      "the label twice": `${input}, ${input.replace("@query", "@path")}`,
      "extra spaces": input.replace('" "', '"  "'),
    };
    for (const [what, value] of Object.entries(attempts)) {
      expect(await reason(deliver(sent, { headers: { "signature-input": value } })), what).toBe("malformed-signature-headers");
    }
    expect(await reason(deliver(sent, { headers: { signature: `${signature}, ${signature}` } }))).toBe("malformed-signature-headers");
  });
});
