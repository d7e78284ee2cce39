/**
 * The Neo4j adapter's own deadline, with the real neo4j-driver against servers that misbehave the way the
 * driver is known to hang on: one that accepts the connection and never answers, one that closes it at once.
 */
import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createNeo4jGraph, GraphTimeoutError } from "../../memory";

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
  it("a server that accepts and never answers: the call fails with GraphTimeoutError at the deadline, and close returns", async () => {
    const uri = await listen(() => {});
    const graph = await createNeo4jGraph({ uri, user: "neo4j", password: "x", timeoutMs: 400 });
    const started = Date.now();
    await expect(graph.counterparty("shop", "alice")).rejects.toBeInstanceOf(GraphTimeoutError);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(350);
    expect(waited).toBeLessThan(5_000);
    await expect(graph.upsertDeals([])).resolves.toBeUndefined(); // nothing to write: no round trip
    const closing = Date.now();
    await graph.close();
    expect(Date.now() - closing).toBeLessThan(5_000);
  });

  it("a server that closes the socket at once: the call fails (never hangs) within the deadline", async () => {
    const uri = await listen((socket) => socket.destroy());
    const graph = await createNeo4jGraph({ uri, user: "neo4j", password: "x", timeoutMs: 1_500 });
    const started = Date.now();
    await expect(graph.dealsCitingPolicy("shop", "a-policy")).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    await graph.close();
  });
});
