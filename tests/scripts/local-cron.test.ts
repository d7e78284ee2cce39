import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cronsFromWranglerToml, localCronSettings, nextFireTime, parseCron, plan, startLocalCron } from "../../scripts/local-cron.mjs";

const root = join(import.meta.dirname, "..", "..");
const at = (iso: string) => Date.parse(iso);
const next = (cron: string, after: string) => nextFireTime(cron, at(after)).toISOString();

describe("cron expressions (UTC, as Cloudflare runs them)", () => {
  it("*/10 fires on the next ten-minute mark, strictly after the given time, across hour, day and year ends", () => {
    expect(next("*/10 * * * *", "2026-11-26T17:03:20.500Z")).toBe("2026-11-26T17:10:00.000Z");
    expect(next("*/10 * * * *", "2026-11-26T17:10:00.000Z")).toBe("2026-11-26T17:20:00.000Z");
    expect(next("*/10 * * * *", "2026-11-26T17:09:59.999Z")).toBe("2026-11-26T17:10:00.000Z");
    expect(next("*/10 * * * *", "2026-11-26T23:55:00.000Z")).toBe("2026-11-27T00:00:00.000Z");
    expect(next("*/10 * * * *", "2026-12-31T23:50:30.000Z")).toBe("2027-01-01T00:00:00.000Z");
  });

  it("reads numbers, ranges, steps, lists and names", () => {
    expect(next("0 0 * * *", "2026-11-26T17:03:00Z")).toBe("2026-11-27T00:00:00.000Z");
    expect(next("5-20/5 * * * *", "2026-11-26T17:20:00Z")).toBe("2026-11-26T18:05:00.000Z");
    expect(next("0,30 9-17 * * *", "2026-11-26T17:30:00Z")).toBe("2026-11-27T09:00:00.000Z");
    expect(next("15/20 * * * *", "2026-11-26T17:40:00Z")).toBe("2026-11-26T17:55:00.000Z");
    // 2026-11-26 is a Thursday.
    expect(next("30 2 * * MON", "2026-11-26T17:03:00Z")).toBe("2026-11-30T02:30:00.000Z");
    expect(next("0 12 * * 7", "2026-11-26T17:03:00Z")).toBe("2026-11-29T12:00:00.000Z");
    expect(next("0 0 1 JAN-MAR *", "2026-11-26T17:03:00Z")).toBe("2027-01-01T00:00:00.000Z");
    expect(next("0 0 29 2 *", "2026-11-26T17:03:00Z")).toBe("2028-02-29T00:00:00.000Z");
  });

  it("with both day fields restricted, either one matching fires it (as cron does)", () => {
    // The 1st of the month or any Monday: Monday 30 November comes first, then Tuesday 1 December.
    expect(next("0 12 1 * 1", "2026-11-26T17:03:00Z")).toBe("2026-11-30T12:00:00.000Z");
    expect(next("0 12 1 * 1", "2026-11-30T12:00:00Z")).toBe("2026-12-01T12:00:00.000Z");
  });

  it("refuses what it does not understand instead of guessing", () => {
    expect(() => parseCron("*/10 * * *")).toThrow(/5 fields/);
    expect(() => parseCron("0 0 L * *")).toThrow(/day of month/);
    expect(() => parseCron("0 0 * * 1#2")).toThrow(/day of week/);
    expect(() => parseCron("60 * * * *")).toThrow(/minute/);
    expect(() => parseCron("*/0 * * * *")).toThrow(/step 0/);
    expect(() => parseCron("0 0 31 2 *")).not.toThrow();
    expect(() => nextFireTime("0 0 31 2 *", 0)).toThrow(/never fires/);
  });
});

describe("the schedule npm start runs", () => {
  it("is the one in wrangler.toml", () => {
    const crons = cronsFromWranglerToml(readFileSync(join(root, "wrangler.toml"), "utf8"));
    expect(crons.length).toBeGreaterThan(0);
    for (const cron of crons) expect(() => parseCron(cron)).not.toThrow();
  });

  it("reads [triggers] crons only, on one line or several, comments aside", () => {
    const toml = `crons = ["0 0 * * *"]\n[vars]\ncrons = "no"\n[triggers] # when\ncrons = [\n  "*/10 * * * *", # stats\n  '0 3 * * MON'\n]\n[[queues.consumers]]\nqueue = "x"\n`;
    expect(cronsFromWranglerToml(toml)).toEqual(["*/10 * * * *", "0 3 * * MON"]);
    expect(cronsFromWranglerToml(`name = "x"\n`)).toEqual([]);
  });

  it("catches up once shortly after start, then runs at the cron's own times (not relative to the start)", () => {
    const startedAt = at("2026-11-26T17:03:20Z");
    const when = plan({ crons: ["*/10 * * * *"], startedAt, catchUpMs: 5_000 });
    const first = when("*/10 * * * *", null);
    expect(first - startedAt).toBe(5_000);
    const second = when("*/10 * * * *", first);
    const third = when("*/10 * * * *", second);
    expect([second, third].map((t) => new Date(t).toISOString())).toEqual(["2026-11-26T17:10:00.000Z", "2026-11-26T17:20:00.000Z"]);
  });

  it("PARLEY_LOCAL_CRON_EVERY_SECONDS replaces the schedule by a fixed period; PARLEY_LOCAL_CRON=0 turns it off", () => {
    const when = plan({ crons: ["*/10 * * * *"], startedAt: 0, catchUpMs: 5_000, everySeconds: 20 });
    expect([when("*/10 * * * *", null), when("*/10 * * * *", 5_000)]).toEqual([5_000, 25_000]);
    expect(localCronSettings({})).toEqual({ enabled: true, everySeconds: null });
    expect(localCronSettings({ PARLEY_LOCAL_CRON: "0" }).enabled).toBe(false);
    expect(localCronSettings({ PARLEY_LOCAL_CRON: "off" }).enabled).toBe(false);
    expect(localCronSettings({ PARLEY_LOCAL_CRON: "1", PARLEY_LOCAL_CRON_EVERY_SECONDS: "30" })).toEqual({ enabled: true, everySeconds: 30 });
    expect(() => localCronSettings({ PARLEY_LOCAL_CRON_EVERY_SECONDS: "soon" })).toThrow(/seconds/);
  });
});

describe("startLocalCron (fake clock, fake wrangler dev)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeStack(answer: (url: string, signal?: AbortSignal) => Promise<Response> = async () => new Response("ok")) {
    const calls: Array<{ url: URL; at: string }> = [];
    const lines: string[] = [];
    const fetch = (url: string, init?: { signal?: AbortSignal }) => {
      calls.push({ url: new URL(url), at: new Date().toISOString() });
      return answer(url, init?.signal);
    };
    return { calls, lines, fetch, log: (line: string) => lines.push(line) };
  }

  it("calls wrangler dev's scheduled route with the expression 5 s after start, then on every ten-minute mark, passing the time it was due", async () => {
    vi.useFakeTimers({ now: at("2026-11-26T17:03:20Z") });
    const s = fakeStack();
    const cron = startLocalCron({ base: "http://127.0.0.1:8787", crons: ["*/10 * * * *"], catchUpMs: 5_000, fetch: s.fetch, log: s.log });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls.map((c) => c.at)).toEqual(["2026-11-26T17:03:25.000Z"]);
    expect(s.calls[0]!.url.pathname).toBe("/cdn-cgi/handler/scheduled");
    expect(s.calls[0]!.url.searchParams.get("cron")).toBe("*/10 * * * *");
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(s.calls.map((c) => c.at)).toEqual(["2026-11-26T17:03:25.000Z", "2026-11-26T17:10:00.000Z", "2026-11-26T17:20:00.000Z"]);
    expect(s.calls[1]!.url.searchParams.get("time")).toBe(String(at("2026-11-26T17:10:00Z")));
    expect(cron.runs.map((r) => [r.kind, r.status])).toEqual([
      ["catch-up run", 200],
      ["scheduled run", 200],
      ["scheduled run", 200],
    ]);
    expect(s.lines.filter((l) => l.includes("done"))).toHaveLength(3);
    expect(s.lines.at(-1)).toContain("Next: 2026-11-26T17:30:00Z");
    cron.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(s.calls).toHaveLength(3);
  });

  it("with a fixed period, runs again every period", async () => {
    vi.useFakeTimers({ now: at("2026-11-26T17:03:20Z") });
    const s = fakeStack();
    const cron = startLocalCron({ base: "http://x", crons: ["*/10 * * * *"], catchUpMs: 5_000, everySeconds: 20, fetch: s.fetch, log: s.log });
    await vi.advanceTimersByTimeAsync(45_000);
    expect(s.calls.map((c) => c.at)).toEqual(["2026-11-26T17:03:25.000Z", "2026-11-26T17:03:45.000Z", "2026-11-26T17:04:05.000Z"]);
    cron.stop();
  });

  it("logs a failed run and keeps the schedule; never starts a run while the last one is still going", async () => {
    vi.useFakeTimers({ now: at("2026-11-26T17:03:20Z") });
    let hang = false;
    const s = fakeStack((): Promise<Response> => (hang ? new Promise<Response>(() => {}) : Promise.resolve(new Response("exception", { status: 500 }))));
    const cron = startLocalCron({ base: "http://x", crons: ["*/10 * * * *"], catchUpMs: 5_000, everySeconds: 10, fetch: s.fetch, log: s.log });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.lines.at(-1)).toMatch(/catch-up run of "\*\/10 \* \* \* \*" FAILED \(500\) after \d+ ms: exception/);
    hang = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.calls).toHaveLength(2);
    expect(s.lines.filter((l) => l.includes("still going"))).toHaveLength(2);
    cron.stop();
  });

  it("gives up on a run that gets no answer (wrangler dev stuck on a broken edit), logs it, and keeps the schedule", async () => {
    vi.useFakeTimers({ now: at("2026-11-26T17:03:20Z") });
    const silent = (_url: string, signal?: AbortSignal) => new Promise<Response>((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason)));
    const s = fakeStack(silent);
    const cron = startLocalCron({ base: "http://x", crons: ["*/10 * * * *"], catchUpMs: 5_000, timeoutMs: 60_000, fetch: s.fetch, log: s.log });
    await vi.advanceTimersByTimeAsync(5_000 + 59_999);
    expect(s.lines.some((l) => l.includes("FAILED"))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.lines.at(-1)).toMatch(/catch-up run .* FAILED \(no answer\) after 60000 ms: no answer within 60 s/);
    await vi.advanceTimersByTimeAsync(6 * 60_000);
    expect(s.calls.map((c) => c.at)).toEqual(["2026-11-26T17:03:25.000Z", "2026-11-26T17:10:00.000Z"]);
    cron.stop();
  });
});
