// Parley's typed client for buyer agents. Regenerate the types after an API change: `npm run client:generate`.
export {
  createParleyClient,
  ParleyProblemError,
  type AcceptOptions,
  type Agreement,
  type AgreementSwitch,
  type NegotiationRef,
  type NegotiationStatus,
  type NegotiationView,
  type OfferOptions,
  type OpenedNegotiation,
  type OpenNegotiationRequest,
  type OpenOptions,
  type PackageOption,
  type ParleyClient,
  type ParleyClientOptions,
  type Problem,
  type PublicCatalog,
  type PublicProduct,
  type RoundOffer,
  type RoundResult,
  type ShopOffer,
  type TermValues,
} from "./parley-client";
export type { components, operations, paths } from "./openapi-types";
export * from "./agreement-records";
