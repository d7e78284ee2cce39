/**
 * A local fake of OpenAI's chat-completions endpoint, for Node (tests and vitest globalSetup). The real `openai`
 * client talks to it over HTTP: `baseURL` is `url`, which ends in /v1.
 *
 * By default it is the obedient model (obedient-model.ts): the worst case, a model that does what the buyer's
 * message says and words replies carelessly. A function behaviour answers each request itself — a structured
 * answer, a refusal, an HTTP error, a broken body, a truncated answer or a delay — or returns "obedient" to
 * let the obedient model answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { chatCompletion, hashText, obedientContent, requestKind, userData, type LanguageRequestKind } from "./obedient-model";

export interface FakeRequest {
  path: string;
  /** The parsed JSON body (null when it was not JSON). */
  body: any;
  /** The Authorization header. */
  auth: string | undefined;
}

/** What a function behaviour is given about one request. */
export interface FakeRequestInfo extends FakeRequest {
  /** The body as sent. */
  raw: string;
  /** interpretation / phrasing, told apart by the response-format name; other for anything else. */
  kind: LanguageRequestKind;
  /** The JSON data of the last user message (the adapters send JSON), or null. */
  data: Record<string, any> | null;
  /** FNV-1a of `raw`. */
  hash: number;
}

export type FakeReply =
  /** Let the obedient model answer. */
  | "obedient"
  /** A structured answer: an object is JSON-encoded, a string is sent as the content as it is (broken JSON, say). */
  | { content: unknown; finishReason?: "stop" | "length" | "content_filter" }
  /** The model refuses. */
  | { refusal: string }
  /** An HTTP error with OpenAI's error body. */
  | { status: number; message?: string }
  /** A raw HTTP body (a broken response), status 200 unless given. */
  | { rawBody: string; status?: number; contentType?: string }
  /** Wait, then answer with `then` (default: the obedient answer). */
  | { delayMs: number; then?: Exclude<FakeReply, { delayMs: number }> }
  /** Close the connection without an answer. */
  | { hangUp: true };

export type FakeBehaviour = "obedient" | ((request: FakeRequestInfo) => FakeReply | Promise<FakeReply>);

export interface FakeOpenAI {
  /** The baseURL for the `openai` client, including /v1. */
  url: string;
  requests: FakeRequest[];
  /** Replace the behaviour for the next requests. */
  setBehaviour(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeOpenAI(options: { behaviour?: FakeBehaviour } = {}): Promise<FakeOpenAI> {
  let behaviour: FakeBehaviour = options.behaviour ?? "obedient";
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const sendJson = (res: ServerResponse, status: number, payload: unknown) => {
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(payload));
  };

  const answer = async (res: ServerResponse, info: FakeRequestInfo, reply: FakeReply): Promise<void> => {
    if (reply === "obedient") {
      const content = obedientContent(info.body, info.raw);
      if (content === null) return sendJson(res, 400, { error: { message: "the fake model answers only reading and phrasing requests", type: "invalid_request_error" } });
      return sendJson(res, 200, chatCompletion(info.body?.model, { content }));
    }
    if ("delayMs" in reply) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, reply.delayMs);
        timers.add(timer);
      });
      return answer(res, info, reply.then ?? "obedient");
    }
    if ("hangUp" in reply) {
      res.socket?.destroy();
      return;
    }
    if ("refusal" in reply) return sendJson(res, 200, chatCompletion(info.body?.model, { content: null, refusal: reply.refusal }));
    if ("rawBody" in reply) {
      if (res.destroyed) return;
      res.writeHead(reply.status ?? 200, { "content-type": reply.contentType ?? "application/json" });
      res.end(reply.rawBody);
      return;
    }
    if ("status" in reply) {
      const type = reply.status === 429 ? "rate_limit_exceeded" : reply.status >= 500 ? "server_error" : "invalid_request_error";
      return sendJson(res, reply.status, { error: { message: reply.message ?? `fake error ${reply.status}`, type, code: null, param: null } });
    }
    const content = typeof reply.content === "string" ? reply.content : JSON.stringify(reply.content);
    return sendJson(res, 200, chatCompletion(info.body?.model, { content }, reply.finishReason ?? "stop"));
  };

  const server = createServer(async (req, res) => {
    try {
      const raw = await readBody(req);
      let body: any = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      const request: FakeRequest = { path: req.url ?? "", body, auth: req.headers.authorization };
      requests.push(request);
      if (req.method !== "POST" || !request.path.endsWith("/chat/completions")) {
        return sendJson(res, 404, { error: { message: `no route ${req.method} ${request.path}`, type: "invalid_request_error" } });
      }
      const info: FakeRequestInfo = { ...request, raw, kind: requestKind(body), data: userData(body), hash: hashText(raw) };
      const reply = behaviour === "obedient" ? "obedient" : await behaviour(info);
      await answer(res, info, reply);
    } catch (error) {
      sendJson(res, 500, { error: { message: `fake server failed: ${String(error)}`, type: "server_error" } });
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(next) {
      behaviour = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
