/**
 * The embedded Postgres is ONE PGlite backend behind pglite-socket, which runs its connections' messages one at a
 * time from a single queue. Everything a connection relies on between two of its messages lives in that one
 * backend: the unnamed prepared statement and portal (Parse … Bind … Execute … Sync), the skip-to-Sync state after
 * an error, an open transaction. These tests drive many connections at once, through the WebSocket bridge with
 * the real Neon driver (as the Worker does) and through a second bridge in front of the same server (as tests that
 * run their own bridge do), and check that every answer is the one its own connection asked for.
 *
 * No wall-clock bound: a wedged exchange fails by the test's timeout, a mixed-up one by a wrong or failed answer.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createDb, type DbHandle } from "../../memory/db";
import { startLocalDb } from "../../scripts/local-db.mjs";
import { readyForQueryWatcher, startWsBridge, type WsBridge } from "../../scripts/ws-bridge.mjs";

let local: Awaited<ReturnType<typeof startLocalDb>>;
let other: WsBridge;
let otherUrl: string;

beforeAll(async () => {
  // Its own database: nothing else in the run talks to it, and no migrations are needed.
  local = await startLocalDb({ dataDir: null, port: 0, bridgePort: 0, migrate: false });
  other = await startWsBridge({ allow: [`${local.host}:${local.port}`] });
  otherUrl = local.databaseUrl.replace(/wsproxy=[^&]+/, `wsproxy=127.0.0.1:${other.port}`);
  const h = createDb(local.databaseUrl);
  await h.pool.query("CREATE TABLE ledger (owner text NOT NULL, v int NOT NULL)");
  await h.close();
});

afterAll(async () => {
  await other?.close();
  await local?.stop();
});

/** `SELECT` of the sum and count of n int parameters: one Parse of n parameter types and one Bind of n values. */
function wide(n: number, seed: number): { text: string; values: number[]; sum: number } {
  const values = Array.from({ length: n }, (_, i) => seed + i);
  const list = values.map((_, i) => `$${i + 1}::int`).join(",");
  return {
    text: `SELECT (SELECT sum(x)::bigint FROM unnest(ARRAY[${list}]) AS x) AS sum, cardinality(ARRAY[${list}]) AS n`,
    values,
    sum: values.reduce((a, b) => a + b, 0),
  };
}

const pools: DbHandle[] = [];
const pool = (url: string, max: number) => {
  const h = createDb(url, { max });
  pools.push(h);
  return h.pool;
};
afterAll(async () => {
  await Promise.all(pools.map((h) => h.close()));
});

describe("many connections through the bridge, one PGlite backend", () => {
  it("every statement gets its own parameters and its own answer, wide and narrow ones interleaved", async () => {
    const a = pool(local.databaseUrl, 6);
    const b = pool(otherUrl, 6);
    // Transactions on connections of their own: the others' statements pile up at the server behind each one.
    const holders = [pool(local.databaseUrl, 1), pool(otherUrl, 1)].map(async (p, k) => {
      const c = await p.connect();
      try {
        for (let round = 0; round < 8; round++) {
          await c.query("BEGIN");
          for (let j = 0; j < 4; j++) {
            const r = await c.query("SELECT $1::int AS k, $2::int AS j", [k, j]);
            expect(r.rows[0]).toEqual({ k, j });
          }
          await c.query("COMMIT");
        }
      } finally {
        c.release();
      }
    });
    const jobs = Array.from({ length: 72 }, async (_, i) => {
      const p = i % 2 === 0 ? a : b;
      if (i % 3 === 0) {
        // A few thousand parameters: the messages span several TCP chunks on the way to the server.
        const q = wide(3800 + i, i * 10);
        const r = await p.query(q.text, q.values);
        expect(r.rows[0]).toEqual({ sum: String(q.sum), n: q.values.length });
      } else {
        const r = await p.query(`SELECT $1::int AS i, $2::text AS s, $3::int * 2 AS twice`, [i, `v${i}`, i]);
        expect(r.rows[0]).toEqual({ i, s: `v${i}`, twice: 2 * i });
      }
    });
    // The first wrong answer fails the test at once (a mixed-up connection may also never hear back).
    await Promise.all([...jobs, ...holders]);
  });

  it("a transaction sees only its own uncommitted rows, keeps them to itself, and commits or rolls back alone", async () => {
    const a = pool(local.databaseUrl, 5);
    const b = pool(otherUrl, 5);
    const committed: string[] = [];
    const jobs = Array.from({ length: 40 }, async (_, i) => {
      const owner = `t${i}`;
      const p = i % 2 === 0 ? a : b;
      if (i % 4 === 3) {
        // Outside any transaction, meanwhile: must never see another connection's uncommitted rows.
        for (let k = 0; k < 3; k++) {
          const r = await p.query("SELECT count(*)::int AS n FROM ledger WHERE owner LIKE 'pending-%'");
          expect(r.rows[0].n).toBe(0);
        }
        return;
      }
      const c = await p.connect();
      try {
        await c.query("BEGIN");
        await c.query("INSERT INTO ledger (owner, v) VALUES ($1, $2), ($3, $4)", [owner, i, `pending-${owner}`, i]);
        const q = wide(2000 + i, i);
        const w = await c.query(q.text, q.values);
        expect(w.rows[0]).toEqual({ sum: String(q.sum), n: q.values.length });
        const own = await c.query("SELECT count(*)::int AS n FROM ledger WHERE owner IN ($1, $2)", [owner, `pending-${owner}`]);
        expect(own.rows[0].n).toBe(2);
        await c.query("DELETE FROM ledger WHERE owner = $1", [`pending-${owner}`]);
        if (i % 4 === 1) {
          // A failed transaction ('E'): the error, then only ROLLBACK.
          await expect(c.query("SELECT 1 / ($1::int - $1::int)", [i])).rejects.toThrow(/division by zero/);
          await expect(c.query("SELECT 1")).rejects.toThrow(/aborted/);
          await c.query("ROLLBACK");
        } else if (i % 4 === 2) {
          await c.query("ROLLBACK");
        } else {
          await c.query("COMMIT");
          committed.push(owner);
        }
      } finally {
        c.release();
      }
    });
    const outcomes = await Promise.allSettled(jobs);
    const failures = outcomes.flatMap((o) => (o.status === "rejected" ? [String(o.reason)] : []));
    expect(failures).toEqual([]);
    const rows = await a.query("SELECT owner FROM ledger ORDER BY owner");
    expect(rows.rows.map((r: { owner: string }) => r.owner)).toEqual([...committed].sort());
  });

  it("a client that vanishes mid-transaction neither holds the others off nor leaves its rows behind", async () => {
    const raw = await RawClient.open(`ws://${local.wsProxy}?address=${local.host}:${local.port}`);
    expect(await raw.query("BEGIN; INSERT INTO ledger (owner, v) VALUES ('vanished', 1)")).toBe("T");
    raw.ws.terminate();
    const a = pool(local.databaseUrl, 2);
    const r = await a.query("SELECT count(*)::int AS n FROM ledger WHERE owner = $1", ["vanished"]);
    expect(r.rows[0].n).toBe(0);
    // And the backend is not left inside that transaction: a statement that may not run in one still runs.
    await a.query("VACUUM ledger");
  });
});

describe("the gate's reading of the server's stream", () => {
  it("property: however the stream is cut, it sees each ReadyForQuery once, with its status, and nothing else", () => {
    const serverMessage = fc.oneof(
      fc.constantFrom("I", "T", "E").map((s) => ({ ready: s, bytes: message("Z", Buffer.from(s, "latin1")) })),
      // Other messages, some with bodies that look like a ReadyForQuery.
      fc.tuple(fc.constantFrom("1", "2", "C", "D", "T", "E", "N", "S", "K", "R", "n", "s"), fc.uint8Array({ maxLength: 40 }), fc.boolean()).map(([t, body, fake]) => ({
        ready: null,
        bytes: message(t, fake ? Buffer.concat([message("Z", Buffer.from("T", "latin1")), Buffer.from(body)]) : Buffer.from(body)),
      })),
    );
    fc.assert(
      fc.property(fc.array(serverMessage, { maxLength: 30 }), fc.array(fc.integer({ min: 1, max: 16 }), { minLength: 1, maxLength: 10 }), (msgs, cuts) => {
        const stream = Buffer.concat(msgs.map((m) => m.bytes));
        const seen: string[] = [];
        const watch = readyForQueryWatcher((status) => seen.push(String.fromCharCode(status)));
        let at = 0;
        for (let i = 0; at < stream.length; i++) {
          const size = cuts[i % cuts.length]!;
          watch(stream.subarray(at, at + size));
          at += size;
        }
        expect(seen).toEqual(msgs.flatMap((m) => (m.ready ? [m.ready] : [])));
      }),
      { numRuns: 300 },
    );
  });
});

/** Just enough of the Postgres wire protocol over the bridge's WebSocket to be cut off at a chosen moment. */
class RawClient {
  private buf = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data: Buffer) => {
      this.buf = Buffer.concat([this.buf, data]);
      this.wake?.();
    });
  }

  static async open(url: string): Promise<RawClient> {
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const c = new RawClient(ws);
    const params = Buffer.from("user\0postgres\0database\0postgres\0\0", "latin1");
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8 + params.length, 0);
    startup.writeInt32BE(196608, 4);
    ws.send(Buffer.concat([startup, params]));
    for (;;) {
      const m = await c.next();
      if (m.type === "R" && m.body.readInt32BE(0) === 3) ws.send(message("p", Buffer.from("postgres\0", "latin1")));
      else if (m.type === "E") throw new Error(`startup failed: ${m.body.toString("latin1")}`);
      else if (m.type === "Z") return c;
    }
  }

  /** A simple Query; resolves with the transaction status of the ReadyForQuery that ends it. */
  async query(sql: string): Promise<string> {
    this.ws.send(message("Q", Buffer.from(`${sql}\0`, "utf8")));
    for (;;) {
      const m = await this.next();
      if (m.type === "E") throw new Error(m.body.toString("latin1"));
      if (m.type === "Z") return String.fromCharCode(m.body[0]!);
    }
  }

  private async next(): Promise<{ type: string; body: Buffer }> {
    for (;;) {
      if (this.buf.length >= 5) {
        const len = this.buf.readInt32BE(1);
        if (this.buf.length >= 1 + len) {
          const m = { type: String.fromCharCode(this.buf[0]!), body: this.buf.subarray(5, 1 + len) };
          this.buf = this.buf.subarray(1 + len);
          return m;
        }
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }
}

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}
