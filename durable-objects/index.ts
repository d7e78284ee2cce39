export { NegotiationRoom } from "./room/negotiation-room";
export type { RoomCaller } from "./room/negotiation-room";
export type { OpenNegotiationArgs } from "./room/opening";
export { Shop, DEFAULT_TTL_SECONDS } from "./shop";
export type { NegotiationListQuery, NegotiationSummaryView, OpenRequest, OpenResult, ProductInput, ProductView, ShopCreated } from "./shop";
export * from "./problem";
export * from "./views";
export * from "./crypto";
export type { IdempotencyRequest } from "./idempotency-store";
