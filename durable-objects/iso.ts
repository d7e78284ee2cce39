// Moved to common/time.ts; kept until durable-objects/room/ imports it from there.
export * from "../common/time";
