import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../workers/worker";
import { api } from "./api-client";

/** The worker's answer with the environment changed as `npm run bench` changes it. */
async function withBenchRoutes(method: string, path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://parley.test${path}`, { method }), { ...env, BENCH_ROUTES: "1" } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("bench baseline routes", () => {
  it("do not exist unless the bench turns them on", async () => {
    for (const [method, path] of [["GET", `/bench/ping/${env.NEGOTIATION_ROOM.newUniqueId().toString()}`], ["POST", "/bench/new-room-ping"]] as const) {
      const res = await api(method, path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
  });

  it("with BENCH_ROUTES=1, ping an existing room and a room object created for the request", async () => {
    const id = env.NEGOTIATION_ROOM.newUniqueId().toString();
    expect(await (await withBenchRoutes("GET", `/bench/ping/${id}`)).text()).toBe("pong");
    const created = await withBenchRoutes("POST", "/bench/new-room-ping");
    expect(created.status).toBe(200);
    expect(await created.text()).toBe("pong");
  });
});
