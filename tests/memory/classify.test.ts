// Failure classification: an outage retries the batch, data Postgres refuses is dead-lettered at once, anything
// else is retried with backoff. Real errors from Postgres (through drizzle and the Neon driver) where they can be
// produced here; the driver's and the network's own errors as they are thrown.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyDatabaseError, createDb, isDatabaseUnavailable, sqlState } from "../../memory";
import { useTestDb } from "./helpers";

const t = useTestDb();

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

/** What drizzle throws: "Failed query: ..." with the driver's error as its cause. */
const drizzleWrapped = (cause: unknown) => new Error("Failed query: insert into x\nparams: 1", { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("classifyDatabaseError", () => {
  it("data Postgres refuses is 'rejected' (SQLSTATE classes 22, 23, 54), read from drizzle's cause", async () => {
    const db = t.handle.db;
    const cases: Array<[string, () => Promise<unknown>]> = [
      ["22021", () => db.execute(sql`SELECT ${"a\u0000b"}::text`)],
      ["22P02", () => db.execute(sql`SELECT ${JSON.stringify({ b: "\ud800" })}::jsonb`)],
      ["22P05", () => db.execute(sql`SELECT ${JSON.stringify({ b: "\u0000" })}::jsonb`)],
      ["22003", () => db.execute(sql`SELECT ${"3000000000"}::int`)],
      ["22012", () => db.execute(sql`SELECT 1 / ${0}::int`)],
      ["23502", () => db.execute(sql`INSERT INTO dead_letters (shop_id, queue, message_id, error, attempts) VALUES (${"s"}, ${"q"}, ${"m"}, NULL, 1)`)],
    ];
    for (const [state, run] of cases) {
      const error = await failureOf(run);
      expect(sqlState(error), state).toBe(state);
      expect(classifyDatabaseError(error), state).toBe("rejected");
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    expect(classifyDatabaseError(drizzleWrapped(withCode("duplicate key value", "23505")))).toBe("rejected");
    expect(classifyDatabaseError(drizzleWrapped(withCode("index row size exceeds maximum", "54000")))).toBe("rejected");
  });

  it("our own mistakes and unknown failures are 'other' (retried with backoff, dead-lettered after maxAttempts)", async () => {
    const missing = await failureOf(() => t.handle.db.execute(sql`SELECT * FROM no_such_table`));
    expect(sqlState(missing)).toBe("42P01");
    expect(classifyDatabaseError(missing)).toBe("other");
    expect(classifyDatabaseError(await failureOf(() => t.handle.db.execute(sql`SELEC 1`)))).toBe("other");
    expect(classifyDatabaseError(drizzleWrapped(withCode("internal error", "XX000")))).toBe("other");
    expect(classifyDatabaseError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe("other");
    expect(classifyDatabaseError(new Error("something else"))).toBe("other");
    expect(classifyDatabaseError("a string")).toBe("other");
    expect(classifyDatabaseError(undefined)).toBe("other");
    // Text that merely mentions a connection is not a connection error.
    expect(classifyDatabaseError(new Error("invalid value: Connection terminated unexpectedly"))).toBe("other");
  });

  it("outages are 'unavailable': connection exception, resources, shutdown, timeouts, conflicts, read-only, auth", () => {
    for (const code of ["08006", "08001", "08P01", "53300", "53100", "53200", "57P01", "57P02", "57P03", "57P05", "57014", "58030", "40001", "40P01", "55P03", "25006", "25P03", "28P01", "3D000"]) {
      expect(classifyDatabaseError(drizzleWrapped(withCode("x", code))), code).toBe("unavailable");
    }
    expect(classifyDatabaseError(withCode("database dropped", "57P04"))).toBe("other");
  });

  it("network errors without a SQLSTATE are 'unavailable': Node codes, WebSocket events, the driver's connection errors", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "UND_ERR_SOCKET"]) {
      expect(classifyDatabaseError(drizzleWrapped(withCode(`connect ${code}`, code))), code).toBe("unavailable");
    }
    const errorEvent = { type: "error", message: "Received network error or non-101 status code.", error: new Error("x") };
    expect(classifyDatabaseError(drizzleWrapped(errorEvent))).toBe("unavailable");
    expect(classifyDatabaseError({ type: "close", code: 1006, reason: "" })).toBe("unavailable");
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated",
      "Connection terminated due to connection timeout",
      "timeout exceeded when trying to connect",
      "Query read timeout",
      "Client has encountered a connection error and is not queryable",
      "Client was closed and is not queryable",
      "Network connection lost.",
    ]) {
      expect(classifyDatabaseError(drizzleWrapped(new Error(message))), message).toBe("unavailable");
    }
  });

  it("real outages through the driver: nothing listening, and a connection cut mid-transaction (no crash)", async () => {
    const nowhere = createDb(t.databaseUrl.replace(/wsproxy=[^&]+/, "wsproxy=127.0.0.1:9"), { connectionTimeoutMillis: 2_000 });
    try {
      const error = await failureOf(() => nowhere.db.execute(sql`SELECT 1`));
      expect(classifyDatabaseError(error)).toBe("unavailable");
    } finally {
      await nowhere.close();
    }
    const { startWsBridge } = await import("../../scripts/ws-bridge.mjs");
    const bridge = await startWsBridge({ allow: [t.pgAddress] });
    const cut = createDb(t.databaseUrl.replace(/wsproxy=[^&]+/, `wsproxy=127.0.0.1:${bridge.port}`), { connectionTimeoutMillis: 2_000 });
    try {
      const error = await failureOf(() =>
        cut.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          setTimeout(() => void bridge.close(), 30);
          await tx.execute(sql`SELECT pg_sleep(0.3)`);
        }),
      );
      expect(classifyDatabaseError(error)).toBe("unavailable");
    } finally {
      await cut.close();
      await bridge.close();
    }
  });
});
