/**
 * Who a supplier's agent is, from its credential — never from the body, and never nobody (there are no anonymous
 * suppliers): a shop-issued supplier key (`Authorization: Bearer psup_…`), or an HTTP Message Signature (RFC 9421)
 * by an Ed25519 key the shop registered for the supplier. Either is checked live against the supplier's own
 * account (durable-objects/buyer/supplier-profile.ts), which answers who the supplier is; a signature is spent
 * there, so a captured request cannot be replayed.
 *
 * A buyer's credential proves nothing here: a buyer key does not parse as a supplier key (a different prefix), and
 * a signing key the Shop has bound to a buyer is refused before any account is read (suppliers' keys are bound
 * to `supplier:<id>`, a form no buyer id takes). What is refused is 401, whatever the reason, and a key of another
 * shop 404, so a credential never tells whether a supplier exists.
 */
import type { Context } from "hono";
import type { SupplierIdentity } from "../../durable-objects/buyer/supplier-profile";
import { supplierIdOfAgent } from "../../durable-objects/buyer/supplier-profile";
import type { RpcResult } from "../../common/problem";
import { bearerToken } from "../auth";
import type { SupplierCaller } from "../caller";
import { hashSupplierKey, parseSupplierKey, supplierKeyId, verifyRequestSignature } from "../identity";
import { ProblemError } from "../problem-response";
import { shopStub, supplierStub } from "../stubs";
import type { AppEnv } from "../app-env";

/** Which agent a signing key is bound to never changes once bound, so the Shop's answer is kept per isolate. */
const keyOwners = new Map<string, string>();

const NO_CREDENTIAL = "Send a supplier key as `Authorization: Bearer psup_…`, or sign the request with an agent key the organisation registered for you.";

export async function identifySupplier<E extends AppEnv>(c: Context<E>, shopId: string): Promise<SupplierCaller> {
  if (c.req.header("authorization")) {
    const token = bearerToken(c);
    const parsed = token ? parseSupplierKey(token) : null;
    if (!token || !parsed) throw new ProblemError("unauthorized", NO_CREDENTIAL);
    if (parsed.shopId !== shopId) throw new ProblemError("not-found", "No such shop.");
    const keyHash = await hashSupplierKey(token);
    const proved = await supplierStub(c.env, shopId, parsed.supplierId).authenticateSupplier({ kind: "key", keyHash });
    return callerOf(proved, { kind: "key", keyId: supplierKeyId(keyHash) });
  }
  if (c.req.header("signature-input") || c.req.header("signature")) return signedSupplier(c, shopId);
  throw new ProblemError("unauthorized", NO_CREDENTIAL);
}

async function signedSupplier<E extends AppEnv>(c: Context<E>, shopId: string): Promise<SupplierCaller> {
  const shop = shopStub(c.env, shopId);
  let signer: string | null = null;
  const body = await c.req.arrayBuffer();
  const verified = await verifyRequestSignature(
    { method: c.req.method, url: c.req.url, headers: c.req.raw.headers },
    body.byteLength > 0 ? body : null,
    async (keyid) => {
      const cached = keyOwners.get(`${shopId}/${keyid}`);
      const owner = cached ?? (await shop.agentKeyOwner(keyid));
      if (!owner) return null;
      if (!cached) keyOwners.set(`${shopId}/${keyid}`, owner);
      // A key bound to a buyer is unknown here: its account is never asked.
      const supplierId = supplierIdOfAgent(owner);
      if (!supplierId) return null;
      const jwk = await supplierStub(c.env, shopId, supplierId).supplierPublicKey(keyid);
      if (jwk) signer = supplierId;
      return jwk;
    },
    new Date(),
  );
  if (!verified.ok || !signer) throw new ProblemError("unauthorized", `The request signature was refused: ${verified.ok ? "unknown key" : verified.detail}`);
  const proved = await supplierStub(c.env, shopId, signer).authenticateSupplier({
    kind: "signature",
    thumbprint: verified.keyid,
    // A nonce names the request; without one, the signature itself does. Either is remembered until the signature expires.
    replayKey: verified.nonce ? `nonce:${verified.nonce}` : `sig:${verified.signatureHash}`,
    rememberUntilMs: verified.rememberUntil * 1000,
  });
  return callerOf(proved, { kind: "signature", thumbprint: verified.keyid });
}

function callerOf(proved: RpcResult<SupplierIdentity>, credential: SupplierCaller["credential"]): SupplierCaller {
  if (!proved.ok) throw new ProblemError("unauthorized", proved.problem.detail ?? "The supplier credential is not valid.");
  const { shopId, supplierId, agentId, name, categories } = proved.body;
  return { kind: "supplier", shopId, supplierId, agentId, name, categories, credential };
}
