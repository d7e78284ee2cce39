/**
 * A local webhook receiver for tests: records every request per path and answers as the path asks —
 * `/hook/ok/<name>` 200; `/hook/fail-<n>/<name>` 500 for the first n requests, then 200; `/hook/down/<name>` 503
 * always. `GET /received/<kind>/<name>` lists what arrived there (headers, body, time).
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export async function startWebhookSink(): Promise<{ url: string; close: () => Promise<void> }> {
  const received = new Map<string, Received[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      const got = path.match(/^\/received\/(.+)$/);
      if (req.method === "GET" && got) {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received.get(got[1]!) ?? []));
        return;
      }
      const hook = path.match(/^\/hook\/(ok|down|fail-(\d+))\/(.+)$/);
      if (req.method !== "POST" || !hook) {
        res.writeHead(404).end();
        return;
      }
      const key = `${hook[1]}/${hook[3]}`;
      const list = received.get(key) ?? [];
      list.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      received.set(key, list);
      const failing = hook[1] === "down" || (hook[2] !== undefined && list.length <= Number(hook[2]));
      res.writeHead(failing ? (hook[1] === "down" ? 503 : 500) : 200, { "content-type": "text/plain" }).end(failing ? "not now" : "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
