export { NegotiationRoom } from "./negotiation-room";
export type { OpenNegotiationArgs, RoomCaller } from "./negotiation-room";
export { Shop, DEFAULT_TTL_SECONDS } from "./shop";
export type { NegotiationListQuery, NegotiationSummaryView, OpenRequest, OpenResult, ProductInput, ProductView, ShopCreated } from "./shop";
export * from "./problem";
export * from "./views";
export * from "./crypto";
export type { IdempotencyRequest } from "./idempotency-store";
