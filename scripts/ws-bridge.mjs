// A WebSocket → TCP bridge for the Postgres wire protocol, so the Neon serverless driver (which speaks
// Postgres over a WebSocket) reaches a plain TCP Postgres such as PGlite's socket server.
//
// Client URL: ws://<bridge>/v1?address=<host>:<port>  (what neonConfig.wsProxy produces, see memory/db.ts).
// Every binary WebSocket frame is written to the TCP socket as is, and every TCP chunk is sent back as one frame.
// The bridge follows the client→server message framing so that it can see the Terminate message
// ('X' 00 00 00 04): PGlite does not close the connection on Terminate, so the bridge closes both sides
// itself — without that, `Pool.end()` waits forever.
//
// The bridge also forwards a client's extended-protocol messages as one write per group (Parse, Bind, Describe,
// Execute … up to the Sync, Flush or a simple Query that ends it): PGlite's socket server queues each TCP chunk
// as one unit and serves its connections in turn, so a Parse from one connection landing between another's Parse
// and Bind replaced the unnamed statement under it ("bind message supplies 2 parameters, but prepared statement
// "" requires 0") when the driver sent them as separate frames.
//
// Only targets in `allow` are reachable: this is not an open proxy.
import net from "node:net";
import { WebSocketServer } from "ws";

/**
 * @param {{ host?: string, port?: number, allow: string[] }} options  allow: "host:port" targets
 * @returns {Promise<{ host: string, port: number, wsProxy: string, connections: () => number, close: () => Promise<void> }>}
 */
export async function startWsBridge({ host = "127.0.0.1", port = 0, allow }) {
  const allowed = new Set(allow);
  const sockets = new Set();
  const wss = new WebSocketServer({ host, port, path: "/v1", perMessageDeflate: false });

  wss.on("connection", (ws, req) => {
    const address = new URL(req.url ?? "/", "http://bridge").searchParams.get("address") ?? "";
    if (!allowed.has(address)) {
      ws.close(1008, "address not allowed");
      return;
    }
    const sep = address.lastIndexOf(":");
    const tcp = net.connect({ host: address.slice(0, sep), port: Number(address.slice(sep + 1)) });
    tcp.setNoDelay(true);
    sockets.add(tcp);
    const framer = clientFramer();
    const pending = [];
    let connected = false;
    let closed = false;

    const closeBoth = () => {
      if (closed) return;
      closed = true;
      sockets.delete(tcp);
      tcp.end();
      tcp.destroy();
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
    };

    tcp.on("connect", () => {
      connected = true;
      for (const chunk of pending.splice(0)) tcp.write(chunk);
      if (framer.terminated) closeBoth();
    });
    tcp.on("data", (chunk) => {
      if (ws.readyState === ws.OPEN) ws.send(chunk);
    });
    tcp.on("error", closeBoth);
    tcp.on("close", closeBoth);

    ws.on("message", (data) => {
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      for (const group of framer.push(chunk)) {
        if (connected) tcp.write(group);
        else pending.push(group);
      }
      // Terminate: flush it to the server, then close both sides.
      if (framer.terminated && connected) tcp.end(() => closeBoth());
    });
    ws.on("close", closeBoth);
    ws.on("error", closeBoth);
  });

  await new Promise((resolve, reject) => {
    wss.once("listening", resolve);
    wss.once("error", reject);
  });
  const bound = wss.address();
  const boundPort = typeof bound === "object" && bound ? bound.port : port;
  return {
    host,
    port: boundPort,
    wsProxy: `${host}:${boundPort}/v1`,
    connections: () => sockets.size,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
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
