// Moved to common/problem.ts; kept until durable-objects/room/ imports it from there.
export * from "../common/problem";
