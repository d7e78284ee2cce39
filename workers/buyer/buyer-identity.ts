/**
 * Who a buyer agent is, from its credential — never from the body: a shop-issued key (`Bearer pbk_…`), an
 * HTTP Message Signature (RFC 9421) by a registered agent key, or nobody (anonymous, counted by its client
 * address, if the shop allows it). Returns the buyer and the credential its account must check.
 */
import type { Context } from "hono";
import type { BuyerCredential } from "../../durable-objects";
import { bearerToken } from "../auth";
import type { BuyerCaller } from "../caller";
import { BUYER_ID, clientNetworkKey, hashBuyerKey, parseBuyerKey, verifyRequestSignature } from "../identity";
import { ProblemError } from "../problem-response";
import { accountStub, shopStub } from "../stubs";
import type { AppEnv } from "../app-env";

/** Which buyer owns an agent key never changes once bound, so the answer is kept per isolate. */
const keyOwners = new Map<string, string>();

export async function identifyBuyer<E extends AppEnv>(c: Context<E>, shopId: string): Promise<BuyerCaller> {
  if (c.req.header("authorization")) {
    const token = bearerToken(c);
    const parsed = token ? parseBuyerKey(token) : null;
    if (!token || !parsed) throw new ProblemError("unauthorized", "Send a buyer key as `Authorization: Bearer pbk_…`, sign the request, or send no credential.");
    if (parsed.shopId !== shopId) throw new ProblemError("not-found", "No such shop.");
    const credential: BuyerCredential = { kind: "key", keyHash: await hashBuyerKey(token) };
    return { kind: "buyer", shopId, buyerId: parsed.buyerId, credential };
  }
  if (c.req.header("signature-input") || c.req.header("signature")) return signedBuyer(c, shopId);
  // No credential: an anonymous client, counted by the network the runtime reports it from (an IPv6 /64).
  const clientKey = clientNetworkKey(c.req.header("cf-connecting-ip") ?? "unknown");
  return { kind: "buyer", shopId, buyerId: clientKey, credential: { kind: "anonymous" } };
}

async function signedBuyer<E extends AppEnv>(c: Context<E>, shopId: string): Promise<BuyerCaller> {
  const shop = shopStub(c.env, shopId);
  let owner: string | null = null;
  const body = await c.req.arrayBuffer();
  const verified = await verifyRequestSignature(
    { method: c.req.method, url: c.req.url, headers: c.req.raw.headers },
    body.byteLength > 0 ? body : null,
    async (keyid) => {
      const buyerId = keyOwners.get(`${shopId}/${keyid}`) ?? (await shop.agentKeyOwner(keyid));
      // A supplier's signing key is bound to `supplier:<id>`, never a buyer id: refused before any account is read.
      if (!buyerId || !BUYER_ID.test(buyerId)) return null;
      keyOwners.set(`${shopId}/${keyid}`, buyerId);
      const jwk = await accountStub(c.env, shopId, buyerId, "registered").publicKey(keyid);
      if (jwk) owner = buyerId;
      return jwk;
    },
    new Date(),
  );
  if (!verified.ok || !owner) throw new ProblemError("unauthorized", `The request signature was refused: ${verified.ok ? "unknown key" : verified.detail}`);
  const buyerId: string = owner;
  const credential: BuyerCredential = {
    kind: "signature",
    thumbprint: verified.keyid,
    replayKey: verified.nonce ? `nonce:${verified.nonce}` : `sig:${verified.signatureHash}`,
    rememberUntilMs: verified.rememberUntil * 1000,
  };
  return { kind: "buyer", shopId, buyerId, credential };
}

/** The account of the buyer a credential identified: anonymous clients have accounts of their own kind. */
export function buyerAccount(env: Env, caller: BuyerCaller) {
  return accountStub(env, caller.shopId, caller.buyerId, caller.credential.kind === "anonymous" ? "anonymous" : "registered");
}
