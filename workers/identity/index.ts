/** Building blocks for authenticating buyer agents: shop-issued keys and Ed25519 message signatures. */
export { BUYER_ID, buyerKeyId, hashBuyerKey, issueBuyerKey, parseBuyerKey, type IssuedBuyerKey } from "./buyer-keys";
