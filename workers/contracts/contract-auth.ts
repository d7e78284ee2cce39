/**
 * Who may act on a contract, from the credential — never from the body. A contract's parties are agents of its
 * shop: the shop itself (`shop:<shopId>`, by one of its admin keys) and its registered buyers (`buyer:<buyerId>`,
 * by a live buyer key or an RFC 9421 signature with a key the shop registered for them, as workers/buyer/ takes
 * them), and the organisation's registered suppliers (`supplier:<supplierId>`, by a live supplier key `psup_…` or a
 * signature with a key the shop registered for them, as workers/supplier/ takes them: an awarded auction's contract
 * names its supplier as provider). Anonymous callers are refused (401). The contract the path names must have the form this API issues
 * (404 otherwise, before any credential is looked at); whether the caller is a party is the contract's to say
 * (403), and a credential of another shop is answered 404 there, so existence never leaks across shops.
 */
import type { Context } from "hono";
import { authenticate } from "../audience";
import { adminKeyShop, bearerToken, keyOwner, SHOP_ID } from "../auth";
import { identifyBuyer } from "../buyer/buyer-identity";
import type { BuyerCaller, ShopOwnerCaller, SupplierCaller } from "../caller";
import { hashBuyerKey, parseBuyerKey, parseSupplierKey } from "../identity";
import { identifySupplier } from "../supplier/supplier-identity";
import { supplierIdOfAgent } from "../../durable-objects/buyer/supplier-profile";
import { ProblemError } from "../problem-response";
import { accountStub, shopStub } from "../stubs";
import type { AppEnv } from "../app-env";
import type { ContractCaller, PartyRef } from "../../durable-objects";
import { CONTRACT_ID } from "./contract-schemas";

export type ContractPartyCaller = ShopOwnerCaller | BuyerCaller | SupplierCaller;

/** The contract's object (named by its id: the id's form is checked first, so no stray object is created). */
export function contractStub(env: Env, contractId: string) {
  if (!CONTRACT_ID.test(contractId)) throw new ProblemError("not-found", "No such contract.");
  return env.CONTRACT.get(env.CONTRACT.idFromName(contractId));
}

/** The shop's contract desk: its contract limits and the index of its contracts. */
export function deskStub(env: Env, shopId: string) {
  return env.CONTRACT.get(env.CONTRACT.idFromName(`desk:${shopId}`));
}

/** The agent a credential makes the caller, as a party names it. */
export function partyOf(caller: ContractPartyCaller): PartyRef {
  if (caller.kind === "shop-owner") return { agentId: `shop:${caller.shopId}`, ofShop: caller.shopId };
  if (caller.kind === "supplier") return { agentId: caller.agentId, ofShop: caller.shopId };
  return { agentId: `buyer:${caller.buyerId}`, ofShop: caller.shopId };
}

/** For reading and terminating: the shop's owner sees the shop's view, a buyer its party view. */
export function viewerOf(caller: ContractPartyCaller): ContractCaller {
  return caller.kind === "shop-owner" ? { shopId: caller.shopId } : partyOf(caller);
}

const unauthorized = () => new ProblemError("unauthorized", "Send the shop's admin key or a buyer key as `Authorization: Bearer …`, or sign the request with a registered agent key.");

async function partyCaller<E extends AppEnv>(c: Context<E>): Promise<ContractPartyCaller> {
  const contractId = c.req.param("contractId") ?? "";
  if (!CONTRACT_ID.test(contractId)) throw new ProblemError("not-found", "No such contract.");
  const token = bearerToken(c);
  if (c.req.header("authorization") && !token) throw unauthorized();
  if (token && adminKeyShop(token)) return keyOwner(c);
  if (token && parseSupplierKey(token)) return identifySupplier(c, parseSupplierKey(token)!.shopId);
  if (token) {
    const parsed = parseBuyerKey(token);
    if (!parsed || !SHOP_ID.test(parsed.shopId)) throw unauthorized();
    const keyHash = await hashBuyerKey(token);
    if (!(await accountStub(c.env, parsed.shopId, parsed.buyerId, "registered").agentKeyIsLive(keyHash))) throw new ProblemError("unauthorized", "The buyer key is not valid.");
    return { kind: "buyer", shopId: parsed.shopId, buyerId: parsed.buyerId, credential: { kind: "key", keyHash } };
  }
  if (c.req.header("signature-input") || c.req.header("signature")) {
    // A signature names a key, not a shop: the contract says which shop's keys to look it up in.
    const shopId = await contractStub(c.env, contractId).shopOf();
    if (!shopId) throw new ProblemError("not-found", "No such contract.");
    // A key the shop bound to a supplier signs as that supplier; any other is a buyer's (or nobody's).
    if (await signedBySupplier(c, shopId)) return identifySupplier(c, shopId);
    const buyer = await identifyBuyer(c, shopId);
    if (buyer.credential.kind === "anonymous") throw unauthorized();
    return buyer;
  }
  throw unauthorized();
}

/** Whether the request's signature names a key the shop bound to one of its suppliers (verified by identifySupplier). */
async function signedBySupplier<E extends AppEnv>(c: Context<E>, shopId: string): Promise<boolean> {
  const keyid = /;\s*keyid="([^"]{1,200})"/.exec(c.req.header("signature-input") ?? "")?.[1];
  if (!keyid) return false;
  const owner = await shopStub(c.env, shopId).agentKeyOwner(keyid);
  return owner !== null && supplierIdOfAgent(owner) !== null;
}

/** A party of the contract the path names (or its shop's owner). */
export const contractParty = authenticate(partyCaller);
