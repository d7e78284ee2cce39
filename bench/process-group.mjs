// Child processes that run in their own process group and are stopped as a whole: `wrangler dev` runs esbuild
// and two workerd processes under it, and the embedded Postgres is a Node child of its own. A group still running
// when this process is interrupted (Ctrl-C, SIGTERM) or exits is killed too, so a failed or interrupted benchmark
// leaves nothing behind.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { constants } from "node:os";

const running = new Map(); // process group id (= leader's pid) not yet stopped → the leader's stop signal
let hooked = false;

function hookExit() {
  if (hooked) return;
  hooked = true;
  // Last resort when the process is leaving without having stopped its children (an uncaught error).
  process.on("exit", () => {
    for (const pgid of running.keys()) signal(-pgid, "SIGKILL");
  });
  for (const name of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(name, async () => {
      await Promise.all([...running.keys()].map((pgid) => stopPgid(pgid)));
      process.exit(128 + constants.signals[name]);
    });
  }
}

/**
 * spawn() in a new process group. Returns the ChildProcess plus `exited` (resolves with the exit code or signal
 * name when the group leader exits) and `stop()` (`stopSignal` to the leader, then SIGTERM to the group, then
 * SIGKILL; resolves once no live process of the group remains). wrangler dev wants SIGINT: on SIGTERM it exits
 * without waiting for its workerd and esbuild processes, which then linger as zombies until init reaps them.
 */
export function spawnGroup(command, args, { stopSignal = "SIGTERM", ...options } = {}) {
  hookExit();
  const child = spawn(command, args, { ...options, detached: true });
  const exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal));
    child.once("error", (error) => resolve(error.code ?? String(error)));
  });
  if (child.pid) running.set(child.pid, stopSignal);
  let stopping = null;
  const stop = (graceMs) => (stopping ??= child.pid ? stopPgid(child.pid, graceMs) : Promise.resolve());
  return Object.assign(child, { exited, stop });
}

/**
 * The leader first, so that it shuts its own children down and reaps them (children orphaned by a leader killed
 * at the same moment linger as zombies until init gets round to them); then whatever is left of the group.
 */
async function stopPgid(pgid, graceMs = 5_000) {
  const first = running.get(pgid) ?? "SIGTERM";
  signal(pgid, first);
  if (!(await gone(pgid, graceMs))) {
    console.warn(`process group ${pgid} still running ${graceMs} ms after ${first}: sending SIGTERM to the group`);
    signal(-pgid, "SIGTERM");
    if (!(await gone(pgid, 2_000))) {
      console.warn(`process group ${pgid} still running after SIGTERM: sending SIGKILL`);
      signal(-pgid, "SIGKILL");
      await gone(pgid, 2_000);
    }
  }
  // Children whose parent exited without reaping them stay zombies until init reaps them (within a few seconds
  // here). They hold nothing, but wait a little so that nothing of the group is listed once this returns.
  await gone(pgid, 10_000, { zombies: true });
  running.delete(pgid);
}

/** kill(2): a negative pid signals the whole process group. */
function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {} // ESRCH: nothing left
}

async function gone(pgid, ms, { zombies = false } = {}) {
  const deadline = Date.now() + ms;
  while (groupAlive(pgid, zombies)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** Whether a process of the group is still running (zombies waiting to be reaped count only if asked). */
function groupAlive(pgid, zombies = false) {
  if (!existsSync("/proc/self/stat")) {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch (error) {
      return error.code === "EPERM";
    }
  }
  return groupProcesses(pgid).some(({ fields }) => zombies || fields[0] !== "Z");
}

/** The processes of a group from /proc: pid, command, and the stat(5) fields after the command. */
function groupProcesses(pgid) {
  const found = [];
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // "pid (comm) state ppid pgrp …"; comm may contain spaces and parentheses, so split after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === pgid) found.push({ pid, comm: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), fields });
  }
  return found;
}

/**
 * CPU seconds (user + system) used so far by each live process of a group, keyed "command:pid"; null where /proc
 * is missing. Sampled around a phase, it gives the CPU each request cost, which is far steadier than req/s on
 * a small, noisy machine.
 */
export function groupCpuSeconds(pgid) {
  if (!existsSync("/proc/self/stat")) return null;
  const ticksPerSecond = 100; // USER_HZ on Linux
  // fields[11], fields[12]: utime and stime (fields 14 and 15 of stat(5)).
  return Object.fromEntries(groupProcesses(pgid).map(({ pid, comm, fields }) => [`${comm}:${pid}`, (Number(fields[11]) + Number(fields[12])) / ticksPerSecond]));
}

/**
 * The embedded Postgres (scripts/local-db.mjs) prints its DATABASE_URL once migrations are applied: resolves with
 * it, or rejects when the child exits first or `timeoutMs` passes. Every chunk of its stdout goes to `onOutput`.
 */
export function databaseUrlOf(child, { timeoutMs, onOutput = () => {} }) {
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`embedded Postgres did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      onOutput(chunk);
      const m = /DATABASE_URL=(\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`embedded Postgres exited (${code}) before printing its DATABASE_URL`));
    });
  });
}

/** The resident memory, in bytes, of every process in the group (rss is field 24 of stat(5), in pages). */
export function groupRssBytes(pgid) {
  if (!existsSync("/proc/self/stat")) return null;
  return Object.fromEntries(groupProcesses(pgid).map(({ pid, comm, fields }) => [`${comm}:${pid}`, Number(fields[21]) * 4096]));
}
