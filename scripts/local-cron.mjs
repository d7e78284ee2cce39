// The Worker's cron, run locally as Cloudflare runs it in production: `npm start` (scripts/start.mjs) calls
// wrangler dev's `/cdn-cgi/handler/scheduled?cron=<expr>&time=<ms>` (it runs with --test-scheduled) once shortly
// after start, to catch up on what happened while the stack was down, and then at every time wrangler.toml's
// `[triggers] crons` names; the handler's controller gets the expression and the time the run was due, as in
// production (wrangler's older `/__scheduled` drops the time). The Worker logs what each run did (a
// `{"job":"scheduled",...}` line); this module logs when it fires and whether the run succeeded.
//
//   PARLEY_LOCAL_CRON=0                  no local cron (call /cdn-cgi/handler/scheduled yourself)
//   PARLEY_LOCAL_CRON_EVERY_SECONDS=30   fire every 30 s instead of on the cron schedule (for trying it out)
//
// Cron expressions: the five fields Cloudflare accepts (minute hour day-of-month month day-of-week), in UTC
// as Cloudflare runs them, with `*`, numbers, ranges `a-b`, steps `*/n` `a-b/n` `a/n`, lists `a,b`, and month
// and day names (JAN, MON). Cloudflare's L, W and # are refused with an error rather than guessed at.

const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12, names: ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] },
  // 0 and 7 are both Sunday.
  { name: "day of week", min: 0, max: 7, names: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] },
];

/**
 * Parses a five-field cron expression into the sets of values each field allows.
 * @param {string} expression
 * @returns {{ expression: string, minute: Set<number>, hour: Set<number>, dayOfMonth: Set<number>, month: Set<number>, dayOfWeek: Set<number>, anyDayOfMonth: boolean, anyDayOfWeek: boolean }}
 */
export function parseCron(expression) {
  const parts = String(expression).trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron "${expression}": expected 5 fields (minute hour day-of-month month day-of-week), got ${parts.length}`);
  const sets = parts.map((part, i) => parseField(part, FIELDS[i], expression));
  const dayOfWeek = new Set([...sets[4]].map((d) => d % 7));
  return {
    expression,
    minute: sets[0],
    hour: sets[1],
    dayOfMonth: sets[2],
    month: sets[3],
    dayOfWeek,
    anyDayOfMonth: parts[2] === "*" || parts[2] === "?",
    anyDayOfWeek: parts[4] === "*" || parts[4] === "?",
  };
}

function parseField(part, field, expression) {
  const values = new Set();
  for (const item of part.split(",")) {
    const m = /^(\*|\?|[0-9A-Za-z]+(?:-[0-9A-Za-z]+)?)(?:\/(\d+))?$/.exec(item);
    if (!m) throw new Error(`cron "${expression}": cannot read "${item}" in the ${field.name} field`);
    const step = m[2] === undefined ? 1 : Number(m[2]);
    if (step < 1) throw new Error(`cron "${expression}": step 0 in the ${field.name} field`);
    let from = field.min;
    let to = field.max;
    if (m[1] !== "*" && m[1] !== "?") {
      const [a, b] = m[1].split("-");
      from = value(a, field, expression);
      // "5/15" means from 5 to the end, every 15; "5" alone means just 5.
      to = b !== undefined ? value(b, field, expression) : m[2] !== undefined ? field.max : from;
      if (to < from) throw new Error(`cron "${expression}": range ${m[1]} runs backwards in the ${field.name} field`);
    } else if (field.name === "day of week") {
      to = 6;
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

function value(text, field, expression) {
  const named = field.names?.indexOf(text.toUpperCase()) ?? -1;
  const v = named >= 0 ? named + (field.name === "month" ? 1 : 0) : /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(v) || v < field.min || v > field.max) throw new Error(`cron "${expression}": "${text}" is not a ${field.name} (${field.min}-${field.max})`);
  return v;
}

/** Whether the cron fires in the UTC minute of `date`. */
export function cronMatches(cron, date) {
  return cron.minute.has(date.getUTCMinutes()) && cron.hour.has(date.getUTCHours()) && cron.month.has(date.getUTCMonth() + 1) && dayMatches(cron, date);
}

/** Day of month and day of week: when both are restricted, either one matching is enough (as in cron). */
function dayMatches(cron, date) {
  const dom = cron.dayOfMonth.has(date.getUTCDate());
  const dow = cron.dayOfWeek.has(date.getUTCDay());
  if (cron.anyDayOfMonth && cron.anyDayOfWeek) return true;
  if (cron.anyDayOfMonth) return dow;
  if (cron.anyDayOfWeek) return dom;
  return dom || dow;
}

/**
 * The first minute strictly after `after` at which the cron fires (UTC), as a Date on the minute.
 * @param {string | ReturnType<typeof parseCron>} cron
 * @param {Date | number} after
 */
export function nextFireTime(cron, after) {
  const parsed = typeof cron === "string" ? parseCron(cron) : cron;
  const t = new Date(typeof after === "number" ? after : after.getTime());
  t.setUTCSeconds(0, 0);
  t.setUTCMinutes(t.getUTCMinutes() + 1);
  // Skips whole days and hours that cannot match; a valid expression matches within 8 years (29 February on a given weekday).
  const limit = t.getTime() + 8 * 366 * 86_400_000;
  while (t.getTime() <= limit) {
    if (!parsed.month.has(t.getUTCMonth() + 1) || !dayMatches(parsed, t)) {
      t.setUTCHours(0, 0, 0, 0);
      t.setUTCDate(t.getUTCDate() + 1);
    } else if (!parsed.hour.has(t.getUTCHours())) {
      t.setUTCMinutes(0, 0, 0);
      t.setUTCHours(t.getUTCHours() + 1);
    } else if (parsed.minute.has(t.getUTCMinutes())) {
      return t;
    } else {
      t.setUTCMinutes(t.getUTCMinutes() + 1);
    }
  }
  throw new Error(`cron "${parsed.expression}" never fires`);
}

/** The expressions in wrangler.toml's `[triggers] crons = [...]` (empty when there is none). */
export function cronsFromWranglerToml(text) {
  const lines = String(text).split(/\r?\n/);
  let section = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/#.*$/, "").trim();
    const header = /^\[+\s*([^\]]+?)\s*\]+$/.exec(line);
    if (header) {
      section = header[1];
      continue;
    }
    if (section !== "triggers") continue;
    const m = /^crons\s*=\s*(\[.*)$/.exec(line);
    if (!m) continue;
    // The array may span lines.
    let array = m[1];
    while (!array.includes("]") && i + 1 < lines.length) array += lines[++i].replace(/#.*$/, "");
    return [...array.matchAll(/"([^"]*)"|'([^']*)'/g)].map((q) => q[1] ?? q[2]);
  }
  return [];
}

/**
 * When the local cron fires next: the catch-up run `catchUpMs` after start, then each expression's next time
 * (or every `everySeconds`, when set). Pure: `plan` is what start.mjs and the test share.
 * @param {{ crons: string[], startedAt: number, catchUpMs: number, everySeconds?: number | null }} options
 * @returns {(cron: string, last: number | null) => number} the time of the run after `last` (null: the first run)
 */
export function plan({ crons, startedAt, catchUpMs, everySeconds = null }) {
  const parsed = new Map(crons.map((c) => [c, parseCron(c)]));
  return (cron, last) => {
    if (last === null) return startedAt + catchUpMs;
    if (everySeconds) return last + everySeconds * 1000;
    return nextFireTime(parsed.get(cron) ?? parseCron(cron), last).getTime();
  };
}

/** wrangler dev's route that runs the scheduled handler (500 when it throws), for `cron` due at `at` (ms). */
export function scheduledUrl(base, cron, at = null) {
  const time = at === null ? "" : `&time=${Math.floor(at)}`;
  return `${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron).replaceAll("%20", "+").replaceAll("%2F", "/")}${time}`;
}

/** PARLEY_LOCAL_CRON and PARLEY_LOCAL_CRON_EVERY_SECONDS, read and checked. */
export function localCronSettings(env = process.env) {
  const enabled = !["0", "false", "off", "no"].includes(String(env.PARLEY_LOCAL_CRON ?? "").trim().toLowerCase());
  const raw = env.PARLEY_LOCAL_CRON_EVERY_SECONDS;
  let everySeconds = null;
  if (raw !== undefined && raw !== "") {
    everySeconds = Number(raw);
    if (!Number.isFinite(everySeconds) || everySeconds < 1) throw new Error(`PARLEY_LOCAL_CRON_EVERY_SECONDS must be a number of seconds ≥ 1, got "${raw}"`);
  }
  return { enabled, everySeconds };
}

// setTimeout's longest delay (~24.8 days); a later fire time is waited for in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Fires wrangler dev's scheduled handler for each expression: once `catchUpMs` after now, then on schedule.
 * A run still going when its next time comes is not doubled: that time is skipped (and logged).
 * A run that gets no answer within `timeoutMs` (wrangler dev holds requests while a broken edit keeps it from
 * reloading) is logged as failed, and the schedule goes on.
 * @param {{ base: string, crons: string[], catchUpMs?: number, everySeconds?: number | null, timeoutMs?: number, log?: (line: string) => void, fetch?: typeof fetch, now?: () => number }} options
 * @returns {{ stop: () => void, runs: Array<{ cron: string, kind: string, at: string, status: number | null, ms: number }> }}
 */
export function startLocalCron({ base, crons, catchUpMs = 5_000, everySeconds = null, timeoutMs = 10 * 60_000, log: print = console.log, fetch: fetchFn = fetch, now = Date.now }) {
  const log = (line) => print(`[cron ${new Date(now()).toISOString().slice(11, 19)}Z] ${line}`);
  const next = plan({ crons, startedAt: now(), catchUpMs, everySeconds });
  const timers = new Map();
  const running = new Set();
  const fired = new Set();
  const runs = [];
  let stopped = false;
  const when = (t) => new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z");

  const schedule = (cron, at) => {
    if (stopped) return;
    const wait = Math.max(0, at - now());
    const timer = setTimeout(() => (at - now() > 0 ? schedule(cron, at) : fire(cron, at)), Math.min(wait, MAX_TIMER_MS));
    timer.unref?.();
    timers.set(cron, timer);
  };

  const fire = async (cron, at) => {
    const upcoming = next(cron, at);
    schedule(cron, upcoming);
    const kind = fired.has(cron) ? "scheduled run" : "catch-up run";
    fired.add(cron);
    if (running.has(cron)) {
      log(`${cron}: the last run is still going, skipping ${when(at)}; next ${when(upcoming)}`);
      return;
    }
    running.add(cron);
    const started = now();
    let status = null;
    let detail = "";
    const abort = new AbortController();
    const deadline = setTimeout(() => abort.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")), timeoutMs);
    deadline.unref?.();
    try {
      // As in production, the handler's controller carries the expression and the time the run was due.
      const res = await fetchFn(scheduledUrl(base, cron, at), { signal: abort.signal });
      status = res.status;
      if (!res.ok) detail = `: ${(await res.text()).slice(0, 300)}`;
      else await res.body?.cancel();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      detail = timedOut ? `: no answer within ${Math.round(timeoutMs / 1000)} s` : `: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      clearTimeout(deadline);
      running.delete(cron);
    }
    const ms = now() - started;
    runs.push({ cron, kind, at: new Date(started).toISOString(), status, ms });
    const ok = status !== null && status < 400;
    const outcome = ok ? `done in ${ms} ms (what it did: the worker's {"job":"scheduled"} line above)` : `FAILED (${status ?? "no answer"}) after ${ms} ms${detail}`;
    log(`${kind} of "${cron}" ${outcome}. Next: ${when(upcoming)}`);
  };

  for (const cron of crons) schedule(cron, next(cron, null));
  log(
    `local cron on: ${crons.map((c) => `"${c}"`).join(", ")} from wrangler.toml${everySeconds ? `, fired every ${everySeconds} s (PARLEY_LOCAL_CRON_EVERY_SECONDS)` : " (UTC)"}; ` +
      `a catch-up run in ${Math.round(catchUpMs / 1000)} s. PARLEY_LOCAL_CRON=0 turns it off.`,
  );
  return {
    runs,
    stop: () => {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
    },
  };
}
