/**
 * The Neo4j adapter's own deadline, with the real neo4j-driver against servers that misbehave the way the
 * driver is known to hang on: one that accepts the connection and never answers, one that closes it at once.
 */
import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createNeo4jGraph, GraphTimeoutError } from "../../memory";
import { onFakeClock, settled, untilTrue } from "../support/fake-clock";

const servers: Server[] = [];
const sockets: Socket[] = [];

async function listen(onConnection: (socket: Socket) => void): Promise<string> {
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => {});
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return `bolt://127.0.0.1:${address.port}`;
}

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe("Neo4j adapter: every call has a deadline the driver cannot outlast", () => {
  // The deadline is a timer on a clock driven by hand (vi's fake timers, sockets real): checked to the
  // millisecond, and no load can fail it. close() must return without waiting on any timer at all.
  it("a server that accepts and never answers: the call fails with GraphTimeoutError at the deadline, and close returns", async () => {
    const uri = await listen(() => {});
    const graph = await createNeo4jGraph({ uri, user: "neo4j", password: "x", timeoutMs: 400 });
    await onFakeClock(async (advance) => {
      const call = settled(graph.counterparty("shop", "alice"));
      await advance(399);
      expect(call.done).toBe(false);
      await advance(1);
      expect(call.done).toBe(true);
      await expect(call.promise).rejects.toBeInstanceOf(GraphTimeoutError);
      await expect(graph.upsertDeals([])).resolves.toBeUndefined(); // nothing to write: no round trip
      const closing = settled(graph.close());
      await untilTrue(() => closing.done);
      await closing.promise;
    });
  });

  it("a server that closes the socket at once: the call fails (never hangs) by the deadline", async () => {
    const uri = await listen((socket) => socket.destroy());
    const graph = await createNeo4jGraph({ uri, user: "neo4j", password: "x", timeoutMs: 1_500 });
    await onFakeClock(async (advance) => {
      const call = settled(graph.dealsCitingPolicy("shop", "a-policy"));
      await advance(1_500);
      expect(call.done).toBe(true);
      await expect(call.promise).rejects.toThrow();
    });
    await graph.close();
  });
});
