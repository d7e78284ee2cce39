// A WebSocket → TCP bridge for the Postgres wire protocol, so the Neon serverless driver (which speaks
// Postgres over a WebSocket) reaches a plain TCP Postgres such as PGlite's socket server; and the gate that lets
// many connections share PGlite's ONE backend without stepping on each other.
//
// Client URL: ws://<bridge>/v1?address=<host>:<port>  (what neonConfig.wsProxy produces, see memory/db.ts).
// Every TCP chunk from the server is sent back as one WebSocket frame. Only targets in `allow` are reachable:
// this is not an open proxy.
//
// Why a gate. PGlite is a single Postgres backend; @electric-sql/pglite-socket (0.2.17) serves several TCP
// connections by cutting each one's bytes into protocol MESSAGES and running them one at a time from one shared
// FIFO queue (QueryQueueManager). Between two messages of one connection it runs whatever another connection
// queued meanwhile. Its only guard is "while the backend is in a transaction block, serve the connection that
// ran the last message" — Postgres's IsTransactionBlock(), which is false during an ordinary extended-protocol
// exchange (Parse, Bind, Describe, Execute … Sync runs in an implicit transaction). But everything a connection
// relies on between its messages lives in that one backend: the unnamed prepared statement and portal, and the
// skip-everything-until-Sync state after an error. So whenever two connections' messages wait in the queue
// together — as they do behind any explicit transaction, which holds the others back until its COMMIT — another
// connection's Parse replaces the unnamed statement between a Parse and its Bind ("bind message supplies 3
// parameters, but prepared statement "" requires 3800"), its Bind and Execute find the wrong portal ("portal ""
// does not exist"), or its messages, simple Queries included, are swallowed by another's error-until-Sync and
// its client waits for an answer for ever. Sending a connection's messages as one write (what this bridge did
// before) does not make it safe: the server still queues them one by one. pglite-socket has no mode that keeps a
// connection's exchange together (maxConnections: 1 refuses the second connection instead of queueing it).
//
// So every connection to the server goes through one gate per server: a connection writes to the server only
// while it holds the gate, takes it when it has something to send, and gives it back when the server says its
// exchange is over — a ReadyForQuery ('Z') with status 'I' (idle), none further expected and no exchange left
// open by a Flush. Status 'T' or 'E' (in a transaction, or a failed one) keeps the gate: the backend's one
// transaction is this connection's, and another's statements must not run inside it. The startup and
// authentication end in ReadyForQuery too. A client that goes away while holding the gate is finished for it —
// a Sync if it left an exchange open, a ROLLBACK if it left a transaction open — before the gate passes on.
// The backend thus sees whole exchanges (whole transactions) one after another, as a real Postgres backend
// would from one client. Waiting connections are served in the order they asked.
//
// The gate is per server, not per bridge: scripts/local-db.mjs puts a TCP front (`startPgFront`) with the same
// gate on the public wire-protocol port, and points the WebSocket bridge at that gate, so connections from other
// processes (plain Postgres clients, tests that run a bridge of their own) queue at the same gate as the
// bridge's. `gate.exclusive(fn)` runs work on the PGlite instance itself between exchanges (auto-analyze).
//
// Terminate ('X'): PGlite does not close the connection on it, so the gate closes both sides itself — without
// that, `Pool.end()` waits forever. SSLRequest / GSSENCRequest are answered 'N' (no encryption) here;
// CancelRequest (PGlite cannot cancel) closes its connection.
import net from "node:net";
import { WebSocketServer } from "ws";

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
const ROLLBACK = Buffer.concat([Buffer.from([0x51, 0, 0, 0, 13]), Buffer.from("ROLLBACK\0", "latin1")]);

/**
 * One per server: a queue of connections taking turns at its one backend.
 * @param {{ host: string, port: number }} target
 */
export function createPgGate(target) {
  let holder = null;
  /** @type {{ owner: object, grant: () => void }[]} */
  const waiting = [];
  const gate = {
    target,
    /** `grant` runs (perhaps at once) when `owner` holds the gate. */
    acquire(owner, grant) {
      if (holder === null) {
        holder = owner;
        grant();
      } else waiting.push({ owner, grant });
    },
    /** Gives the gate back (or stops waiting for it). */
    release(owner) {
      const i = waiting.findIndex((w) => w.owner === owner);
      if (i !== -1) waiting.splice(i, 1);
      if (holder !== owner) return;
      holder = null;
      const next = waiting.shift();
      if (next) {
        holder = next.owner;
        next.grant();
      }
    },
    /** Runs `fn` while no connection has an exchange or a transaction open at the server. */
    async exclusive(fn) {
      const owner = {};
      await new Promise((resolve) => gate.acquire(owner, resolve));
      try {
        return await fn();
      } finally {
        gate.release(owner);
      }
    },
  };
  return gate;
}

/**
 * A client's connection to the gate's server. `client` is the client side: send(bytes) to it, close() it. Returns
 * push(bytes) for what the client sends and leave() for when it is gone.
 */
function gatedConnection(gate, client, onClosed) {
  const framer = clientFramer();
  const tcp = net.connect(gate.target);
  tcp.setNoDelay(true);
  const self = {}; // this connection: its place at the gate, and (returned) push / leave
  /** Whole groups of the client's messages not yet written to the server. */
  let pending = [];
  let connected = false;
  let asked = false; // waiting for the gate
  let holding = false;
  let awaiting = 0; // ReadyForQuery messages the server still owes this connection
  let status = IDLE; // of the last ReadyForQuery
  let openExchange = false; // the last group written ended with a Flush: the client will go on without a Sync
  let started = false; // a ReadyForQuery has come: the startup is over
  let leaving = false;
  let rolledBack = false;
  let closed = false;

  const close = () => {
    if (closed) return;
    closed = true;
    pending = [];
    asked = false;
    holding = false;
    gate.release(self);
    tcp.destroy();
    client.close();
    onClosed();
  };

  const write = (bytes) => {
    if (bytes[0] === 0) {
      awaiting++; // StartupMessage: the startup ends with ReadyForQuery
    } else {
      for (let p = 0; p < bytes.length; p += 1 + bytes.readInt32BE(p + 1)) {
        const type = bytes[p];
        // Sync, simple Query and FunctionCall each end with one ReadyForQuery.
        if (type === 0x53 || type === 0x51 || type === 0x46) awaiting++;
        openExchange = type === 0x48; // Flush
      }
    }
    tcp.write(bytes);
  };

  const pump = () => {
    if (closed || leaving || !connected || pending.length === 0) return;
    if (holding) {
      for (const group of pending.splice(0)) write(group);
    } else if (!asked) {
      asked = true;
      gate.acquire(self, () => {
        asked = false;
        holding = true;
        if (pending.length === 0) settle();
        else pump();
      });
    }
  };

  /** Gives the gate back once the server has finished with this connection. */
  const settle = () => {
    if (!holding || awaiting > 0 || openExchange) return;
    if (status !== IDLE && !(leaving && rolledBack)) {
      if (leaving) {
        rolledBack = true;
        write(ROLLBACK);
      }
      return; // a transaction is open: the backend is this connection's until it ends
    }
    holding = false;
    gate.release(self);
    if (leaving) close();
    else pump();
  };

  const watchServer = readyForQueryWatcher((s) => {
    started = true;
    awaiting = Math.max(0, awaiting - 1);
    status = s;
    settle();
  });

  tcp.on("connect", () => {
    connected = true;
    pump();
  });
  tcp.on("data", (chunk) => {
    client.send(chunk);
    watchServer(chunk);
  });
  tcp.on("error", close);
  tcp.on("close", close);

  return Object.assign(self, {
    /** @param {Buffer} chunk */
    push(chunk) {
      if (closed || leaving) return;
      for (const group of framer.push(chunk)) {
        if (group[0] === 0 && group.length >= 8) {
          const code = group.readInt32BE(4);
          // SSLRequest / GSSENCRequest: no encryption, and the client goes on with its StartupMessage.
          if (code === 80877103 || code === 80877104) {
            client.send(Buffer.from("N"));
            continue;
          }
          // CancelRequest: PGlite has nothing to cancel; the protocol closes such a connection.
          if (code === 80877102) return self.leave();
        }
        pending.push(group);
      }
      // Terminate ends the last group: the client is done (it says so only when it waits for nothing).
      if (framer.terminated) {
        pending.pop();
        return self.leave();
      }
      pump();
    },
    /** Closes both sides at once, whatever is under way (the bridge is shutting down). */
    close,
    /** The client is gone (or said Terminate): finish its business at the server, then close both sides. */
    leave() {
      if (closed || leaving) return;
      leaving = true;
      pending = [];
      // Nothing written and not holding, or stopped halfway through the startup (the server waits for a password
      // that will not come, and no transaction can be open): nothing to finish.
      if (!holding || !started) return close();
      if (openExchange) {
        openExchange = false;
        write(SYNC);
      }
      settle();
    },
  });
}

/**
 * Follows the backend→frontend message stream (typed messages: 1-byte type, int32 length including itself) and
 * calls `onReady(status)` for each ReadyForQuery, with its transaction status byte ('I', 'T' or 'E'). Holds no
 * more than a message header: bodies are skipped.
 */
export function readyForQueryWatcher(onReady) {
  const head = Buffer.alloc(5);
  let have = 0; // bytes of the current header seen
  let skip = 0; // body bytes of the current message still to come
  let ready = false; // the current message is a ReadyForQuery whose status byte is still to come
  return (chunk) => {
    let i = 0;
    while (i < chunk.length) {
      if (skip > 0) {
        if (ready) {
          ready = false;
          onReady(chunk[i]);
        }
        const n = Math.min(skip, chunk.length - i);
        skip -= n;
        i += n;
        continue;
      }
      const n = Math.min(5 - have, chunk.length - i);
      chunk.copy(head, have, i, i + n);
      have += n;
      i += n;
      if (have === 5) {
        have = 0;
        skip = head.readInt32BE(1) - 4;
        ready = head[0] === READY_FOR_QUERY && skip > 0;
      }
    }
  };
}

/**
 * @param {{ host?: string, port?: number, allow: string[], gates?: Record<string, ReturnType<typeof createPgGate>> }} options
 *   allow: "host:port" targets; gates: the gate to use for a target (default: one of the bridge's own per target)
 * @returns {Promise<{ host: string, port: number, wsProxy: string, connections: () => number, close: () => Promise<void> }>}
 */
export async function startWsBridge({ host = "127.0.0.1", port = 0, allow, gates = {} }) {
  const targets = new Map(
    allow.map((address) => {
      const sep = address.lastIndexOf(":");
      return [address, gates[address] ?? createPgGate({ host: address.slice(0, sep), port: Number(address.slice(sep + 1)) })];
    }),
  );
  const open = new Set();
  const wss = new WebSocketServer({ host, port, path: "/v1", perMessageDeflate: false });

  wss.on("connection", (ws, req) => {
    const address = new URL(req.url ?? "/", "http://bridge").searchParams.get("address") ?? "";
    const gate = targets.get(address);
    if (!gate) {
      ws.close(1008, "address not allowed");
      return;
    }
    const conn = gatedConnection(
      gate,
      {
        send: (bytes) => {
          if (ws.readyState === ws.OPEN) ws.send(bytes);
        },
        close: () => {
          if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
        },
      },
      () => open.delete(conn),
    );
    open.add(conn);
    ws.on("message", (data) => conn.push(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)));
    ws.on("close", () => conn.leave());
    ws.on("error", () => conn.leave());
  });

  await listening(wss);
  const bound = wss.address();
  const boundPort = typeof bound === "object" && bound ? bound.port : port;
  return {
    host,
    port: boundPort,
    wsProxy: `${host}:${boundPort}/v1`,
    connections: () => open.size,
    close: () =>
      new Promise((resolve) => {
        for (const conn of open) conn.close();
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

/**
 * A plain TCP front for the gate's server: wire-protocol clients connect here and queue at the same gate as
 * everything else.
 * @param {{ host?: string, port?: number, gate: ReturnType<typeof createPgGate> }} options
 * @returns {Promise<{ host: string, port: number, close: () => Promise<void> }>}
 */
export async function startPgFront({ host = "127.0.0.1", port = 0, gate }) {
  const conns = new Set();
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    const conn = gatedConnection(
      gate,
      {
        send: (bytes) => {
          if (socket.writable) socket.write(bytes);
        },
        close: () => socket.destroy(),
      },
      () => conns.delete(conn),
    );
    conns.add(conn);
    socket.on("data", (chunk) => conn.push(chunk));
    socket.on("end", () => conn.leave());
    socket.on("close", () => conn.leave());
    socket.on("error", () => conn.leave());
  });
  server.listen(port, host);
  await listening(server);
  const bound = server.address();
  return {
    host,
    port: typeof bound === "object" && bound ? bound.port : port,
    close: () =>
      new Promise((resolve) => {
        for (const conn of conns) conn.close();
        server.close(() => resolve());
      }),
  };
}

function listening(server) {
  return new Promise((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
}

/**
 * Follows the frontend→backend message stream: first the untyped startup packet (and an optional
 * SSLRequest before it), then typed messages (1-byte type, int32 length including itself). `push` returns what
 * may go to the server now: whole groups of messages, each ending where the client waits for an answer — the
 * startup packets, a simple Query, Sync, Flush, Terminate, an authentication answer, COPY data — and holds back
 * the messages of a group still being sent (Parse, Bind, Describe, Execute, Close).
 */
export function clientFramer() {
  let buf = Buffer.alloc(0);
  let group = [];
  let startupDone = false;
  // 'Q' query, 'S' sync, 'H' flush, 'X' terminate, 'p' password/SASL, 'd' 'c' 'f' COPY data, done, fail, 'F' call.
  const ENDS_GROUP = new Set([0x51, 0x53, 0x48, 0x58, 0x70, 0x64, 0x63, 0x66, 0x46]);
  const state = {
    terminated: false,
    /** @param {Buffer} chunk @returns {Buffer[]} */
    push(chunk) {
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      const out = [];
      for (;;) {
        if (!startupDone) {
          if (buf.length < 8) break;
          const len = buf.readInt32BE(0);
          if (buf.length < len) break;
          const code = buf.readInt32BE(4);
          // 80877103 SSLRequest, 80877104 GSSENCRequest: another startup packet follows.
          if (code !== 80877103 && code !== 80877104) startupDone = true;
          out.push(buf.subarray(0, len));
          buf = buf.subarray(len);
          continue;
        }
        if (buf.length < 5) break;
        const type = buf[0];
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) break;
        if (type === 0x58 /* 'X' */) state.terminated = true;
        group.push(buf.subarray(0, 1 + len));
        buf = buf.subarray(1 + len);
        if (ENDS_GROUP.has(type)) {
          out.push(group.length === 1 ? group[0] : Buffer.concat(group));
          group = [];
        }
      }
      return out;
    },
  };
  return state;
}
