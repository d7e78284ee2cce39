export { renderMessage } from "./templates";
export type { MessageInput } from "./templates";
export { formatMinor } from "./money-format";
export * from "./interpretation";
export * from "./phrasing";
export { pricesWritten, readPrices, readWrittenNumbers, type NotMoneyReason, type OtherNumber, type WrittenNumbers, type WrittenPrice } from "./written-prices";
export { interpretOffline, OfflineInterpreter, suspicionsIn } from "./offline-interpreter";
export { checkReply } from "./reply-check";
export { guardReading } from "./reading-guard";
