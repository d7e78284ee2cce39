/**
 * The Durable Objects a route talks to, by name. Auth middleware establishes who is calling (workers/caller.ts);
 * fetching the shop, room or buyer account a route acts on happens here, in the route.
 */
import { auctionIndexName, auctionObjectName, buyerAccountName } from "../durable-objects";
import { AUCTION_ID } from "./auctions/auction-schemas";
import { supplierDirectoryName } from "../durable-objects/buyer/supplier-directory";
import { supplierAccountName } from "../durable-objects/buyer/supplier-profile";
import { ProblemError } from "./problem-response";

/** The shop's object (named by its id, so any id reaches an object: routes check the id's form first). */
export function shopStub(env: Env, shopId: string) {
  return env.SHOP.get(env.SHOP.idFromName(shopId));
}

/** The negotiation's room; 404 for an id this namespace never issued. */
export function roomStub(env: Env, negotiationId: string) {
  let id: DurableObjectId;
  try {
    id = env.NEGOTIATION_ROOM.idFromString(negotiationId);
  } catch {
    throw new ProblemError("not-found", "No such negotiation.");
  }
  return env.NEGOTIATION_ROOM.get(id);
}

/** A buyer's account with a shop: registered buyers by their id, anonymous ones by their client key. */
export function accountStub(env: Env, shopId: string, buyerId: string, kind: "registered" | "anonymous") {
  return env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(buyerAccountName(shopId, { buyerId, kind })));
}

export type AccountStub = ReturnType<typeof accountStub>;

/**
 * A supplier's object (issue #31): a BuyerAccount of its own name, `<shopId>/supplier/<supplierId>`, never a
 * buyer's. Routes check the ids' forms first, so no stray object is created.
 */
export function supplierStub(env: Env, shopId: string, supplierId: string) {
  return env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(supplierAccountName(shopId, supplierId)));
}

/** The shop's directory of its suppliers (one BuyerAccount object per shop, `<shopId>/suppliers`). */
export function supplierDirectoryStub(env: Env, shopId: string) {
  return env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(supplierDirectoryName(shopId)));
}

/**
 * A request for quotes' auction object (issue #31), named under its shop; 404 for an id this API never issued, before
 * any object is reached.
 */
export function auctionStub(env: Env, shopId: string, auctionId: string) {
  if (!AUCTION_ID.test(auctionId)) throw new ProblemError("not-found", "No such auction.");
  return env.AUCTION.get(env.AUCTION.idFromName(auctionObjectName(shopId, auctionId)));
}

/** The shop's index of its auctions (an Auction object of its own name, `index:<shopId>`). */
export function auctionIndexStub(env: Env, shopId: string) {
  return env.AUCTION.get(env.AUCTION.idFromName(auctionIndexName(shopId)));
}
