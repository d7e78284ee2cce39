/** Building blocks for authenticating counterparties' agents (buyers, suppliers): shop-issued keys and Ed25519 message signatures. */
export {
  BUYER_ID,
  buyerKeyId,
  hashBuyerKey,
  hashSupplierKey,
  issueBuyerKey,
  issueSupplierKey,
  parseBuyerKey,
  parseSupplierKey,
  SUPPLIER_ID,
  supplierKeyId,
  type IssuedBuyerKey,
  type IssuedSupplierKey,
} from "./counterparty-keys";
export { checkContentDigest, contentDigest } from "./content-digest";
export { jwkThumbprint, parsePublicJwk, type Ed25519PublicJwk, type JwkCheck } from "./jwk";
export { verifyRequestSignature, type VerifiedSignature, type VerifyFailure, type VerifyOptions, type VerifyResult } from "./message-signatures";
export type { SignatureSelection } from "./signature-fields";
export { createAgentKey, signRequest, type AgentKey, type RequestToSign, type SignatureOptions } from "./sign-request";
export { signatureBase, type SignedMessage } from "./signature-base";
export { clientNetworkKey } from "./client-network";
