/**
 * SLA monitoring's pure core: sliding-window statistics over samples (windows.ts) and the check that judges them
 * (check.ts). The Contract Durable Object holds one SlaWindows, snapshots it to SQLite after each batch, and runs
 * read → checkTargets on its alarm.
 */
export * from "./windows";
export * from "./check";
