// Moved to common/crypto.ts; kept until durable-objects/room/ imports it from there.
export * from "../common/crypto";
