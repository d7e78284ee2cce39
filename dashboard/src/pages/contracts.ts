/**
 * The shop's service contracts (issue 30, item 7): `#/contracts` lists them newest first — kind, parties, status,
 * SLA health, violations and balances — filtered by status and refreshed every 5 s. The list item (GET
 * …/service-contracts) carries neither readings nor balances, so each row's contract view (GET
 * /v1/contracts/{id}) is read beside it: a live contract's on every refresh, a closed one's once.
 *
 * The small pure helpers the contract page shares (SLA health, reading and account wording, readings per window,
 * the reading history a chart plots) live here too, free of the DOM and of uPlot, so they can be tested in Node.
 */
import { api, isAbort, path, shopPath } from "../api";
import { announce, busy, clear, every, field, h, hideBox, money, pageTitle, select, shortId, showProblem, timeEl } from "../dom";
import { rowClick, type PageRender } from "../router";
import { CONTRACT_STATUSES, type ContractStatus, type ContractSummary, type ContractView, type Page, type SlaTarget, type SlaTargetView } from "../types";

const PAGE_SIZE = 50;
/** Contract views read at once while a list refreshes: enough to fill a page quickly, few enough not to crowd the API. */
const VIEW_CONCURRENCY = 4;
const LIVE: ReadonlySet<ContractStatus> = new Set(["proposed", "active", "suspended"]);

// ---- Pure helpers ----------------------------------------------------------------------------------------

export type SlaHealthState = "healthy" | "breach" | "waiting" | "no-sla" | "not-monitored";

export interface SlaHealth {
  state: SlaHealthState;
  /** Targets judged (enough samples in their window) and, of those, met. */
  judged: number;
  met: number;
  total: number;
  text: string;
}

/**
 * How a contract's SLA stands now: `breach` when any judged target misses its threshold, `healthy` when every
 * target is judged and met, `waiting` while some lack the samples to be judged; only an active contract is
 * monitored (a suspended one takes no samples until amended).
 */
export function slaHealth(status: ContractStatus, targets: readonly Pick<SlaTargetView, "met">[]): SlaHealth {
  const total = targets.length;
  const judged = targets.filter((t) => t.met !== null).length;
  const met = targets.filter((t) => t.met === true).length;
  const of = `${met} of ${total} target${total === 1 ? "" : "s"} met`;
  if (total === 0) return { state: "no-sla", judged, met, total, text: "No SLA" };
  if (status !== "active") return { state: "not-monitored", judged, met, total, text: status === "suspended" ? `Suspended (${of})` : `Not monitored (${status})` };
  if (judged > met) return { state: "breach", judged, met, total, text: `Breach: ${of}` };
  if (judged < total) return { state: "waiting", judged, met, total, text: `${of}, ${total - judged} waiting for samples` };
  return { state: "healthy", judged, met, total, text: `Healthy: ${of}` };
}

/** "≤ 200 ms", "≥ 99.00%": a target's threshold as a person reads it. */
export function thresholdText(target: Pick<SlaTarget, "comparator" | "threshold" | "metric" | "statistic">): string {
  return `${target.comparator === "atMost" ? "≤" : "≥"} ${readingText(target.threshold, target)}`;
}

/** A reading (or threshold) in the target's unit: latency in ms, ratios in percent, accuracy as a score, rates per second. */
export function readingText(value: number | null | undefined, target: Pick<SlaTarget, "metric" | "statistic">): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  if (target.statistic === "ratio") return `${(value * 100).toFixed(2)}%`;
  if (target.statistic === "rate") return `${trimmed(value, 2)}/s`;
  if (target.metric === "latency") return `${trimmed(value, value < 10 ? 2 : 0)} ms`;
  return trimmed(value, 3);
}

function trimmed(value: number, digits: number): string {
  return value.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** "p95 latency over 1 min". */
export function targetLabel(target: Pick<SlaTarget, "metric" | "statistic" | "windowMin">): string {
  const what = target.statistic === "ratio" ? `${target.metric} ratio` : target.statistic === "rate" ? `${target.metric} rate` : `${target.statistic} ${target.metric}`;
  return `${what} over ${target.windowMin} min`;
}

/** What an account of a contract's books is, in words (the raw id stays beside it). */
export function accountLabel(account: string, contractId: string): string {
  if (account === `stake:${contractId}`) return "Provider's stake (held)";
  if (account === `pool:${contractId}`) return "Bonus pool (held)";
  if (account.startsWith("stake:")) return `Stake of ${account.slice(6)}`;
  if (account.startsWith("pool:")) return `Bonus pool of ${account.slice(5)}`;
  if (account.startsWith("party:")) return `Owed to ${account.slice(6)}`;
  if (account.startsWith("external:")) return `${account.slice(9)}, outside Parley`;
  return account;
}

/** Accounts in a stable, readable order: held money first, then what parties are owed, then the outside world. */
export function orderedBalances(balances: Readonly<Record<string, number>>): [string, number][] {
  const rank = (a: string) => (a.startsWith("stake:") ? 0 : a.startsWith("pool:") ? 1 : a.startsWith("party:") ? 2 : 3);
  return Object.entries(balances).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

export const WINDOW_MINUTES = [1, 5, 15] as const;
export type WindowMinutes = (typeof WINDOW_MINUTES)[number];

export interface WindowCell {
  value: number | null;
  count: number | null;
}

/** Readings per target and window (1/5/15 min): each target of the view carries its statistic over every window. */
export function windowReadings(view: Pick<ContractView, "sla">): Map<string, Map<WindowMinutes, WindowCell>> {
  const out = new Map<string, Map<WindowMinutes, WindowCell>>();
  for (const target of view.sla.targets) {
    const row = new Map<WindowMinutes, WindowCell>();
    for (const w of target.windows ?? []) if ((WINDOW_MINUTES as readonly number[]).includes(w.windowMin)) row.set(w.windowMin, { value: w.value, count: w.count });
    if (row.size > 0) out.set(target.id, row);
  }
  return out;
}

/** What a chart plots for one target: the times it was read at (unix seconds) and one line per series. */
export interface ReadingHistory {
  times: number[];
  /** Series name ("reading", or "1 min" / "5 min" / "15 min") → one value per time. */
  series: Map<string, (number | null)[]>;
}

export function emptyHistory(): ReadingHistory {
  return { times: [], series: new Map() };
}

/**
 * The history with one more reading (time in unix seconds) appended: a series first seen now is padded with
 * nulls before, one missing now gets a null; a time not after the last replaces nothing (a poll that overtook
 * another is dropped); only the newest `cap` points are kept. Returns a new history.
 */
export function appendReading(history: ReadingHistory, at: number, values: ReadonlyMap<string, number | null>, cap: number): ReadingHistory {
  const last = history.times.at(-1);
  if (last !== undefined && at <= last) return history;
  const names = new Set([...history.series.keys(), ...values.keys()]);
  const drop = Math.max(0, history.times.length + 1 - cap);
  const times = [...history.times.slice(drop), at];
  const series = new Map<string, (number | null)[]>();
  for (const name of names) {
    const before = history.series.get(name) ?? history.times.map(() => null);
    series.set(name, [...before.slice(drop), values.get(name) ?? null]);
  }
  return { times, series };
}

// ---- The page ----------------------------------------------------------------------------------------------

export const contractsPage: PageRender = (root, { signal }) => {
  const status = field(select([["", "Any"], ...CONTRACT_STATUSES.map((s): [string, string] => [s, s])]), { label: "Status", testid: "contracts-status" });
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  const tbody = h("tbody");
  const empty = h("p", { class: "muted", "data-testid": "contracts-empty" });
  const more = h("button", { type: "button", class: "secondary", "data-testid": "contracts-more" }, "Load more");
  more.hidden = true;

  root.append(
    pageTitle("Contracts"),
    h("p", { class: "muted" }, "Service agreements with SLA targets: each is checked every second, a breach past its grace period costs the provider's stake, and five violations in a row suspend it for your review."),
    h("form", { class: "filters", onsubmit: (e: Event) => e.preventDefault() }, status.wrap),
    problem,
    h(
      "table",
      { "data-testid": "contracts-table" },
      h("caption", {}, "Contracts, newest first (refreshed every 5 seconds)"),
      h("thead", {}, h("tr", {}, ["Contract", "Kind", "Parties", "Status", "SLA health", "Violations", "Balances", "Price", "Ends"].map((t) => h("th", { scope: "col" }, t)))),
      tbody,
    ),
    empty,
    h("div", { class: "actions" }, more),
  );

  let items: ContractSummary[] = [];
  let cursor: string | null = null;
  const views = new Map<string, ContractView>();
  let shown = "";

  const query = (after: string | null) => {
    const q = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (status.input.value) q.set("status", status.input.value);
    if (after) q.set("cursor", after);
    return shopPath(`/service-contracts?${q}`);
  };

  /** The views of the rows that need one: every live contract, and a closed one not read since it closed. */
  const readViews = async (rows: ContractSummary[]) => {
    const due = rows.filter((c) => LIVE.has(c.status) || views.get(c.contractId)?.status !== c.status);
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const c = due[next++]!;
        try {
          views.set(c.contractId, await api.get<ContractView>(path`/v1/contracts/${c.contractId}`, signal));
        } catch (e) {
          if (isAbort(e)) throw e;
          // One unreadable contract leaves its cells empty; the list itself still shows.
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(VIEW_CONCURRENCY, due.length) }, worker));
  };

  const row = (c: ContractSummary) => {
    const view = views.get(c.contractId);
    const health = view ? slaHealth(view.status, view.sla.targets) : null;
    const balances = view ? orderedBalances(view.ledger.balances).filter(([account, amount]) => !account.startsWith("external:") && amount !== 0) : [];
    return h(
      "tr",
      { "data-testid": "contract-row", "data-contract-id": c.contractId, "data-status": c.status, class: "clickable", onclick: rowClick },
      h("th", { scope: "row" }, h("a", { href: `#/contracts/${encodeURIComponent(c.contractId)}`, title: c.contractId }, shortId(c.contractId))),
      h("td", {}, c.kind),
      h("td", {}, h("ul", { class: "plain" }, c.parties.map((p) => h("li", {}, p.agentId, h("span", { class: "muted" }, ` (${p.role})`))))),
      h("td", {}, h("span", { class: `status status-${c.status}`, "data-testid": "contract-status" }, c.status)),
      h("td", { "data-testid": "contract-health" }, health ? h("span", { class: `sla-health sla-${health.state}` }, health.text) : "—"),
      h("td", { class: "num", "data-testid": "contract-violations" }, view?.sla.violationsTotal ?? c.violationsTotal),
      h(
        "td",
        { "data-testid": "contract-balances" },
        view ? (balances.length ? h("ul", { class: "plain" }, balances.map(([account, amount]) => h("li", {}, `${accountLabel(account, c.contractId)}: ${money(amount, c.currency)}`))) : "nothing held") : "—",
      ),
      h("td", { class: "num" }, money(c.priceMinor, c.currency)),
      h("td", {}, timeEl(c.endsAt)),
    );
  };

  const draw = () => {
    const next = JSON.stringify([items, items.map((c) => views.get(c.contractId) ?? null)]);
    if (next === shown) return;
    shown = next;
    const focused = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>("tr[data-contract-id]")?.dataset.contractId;
    clear(tbody, items.map(row));
    if (focused) tbody.querySelector<HTMLElement>(`tr[data-contract-id="${CSS.escape(focused)}"] a`)?.focus();
    empty.textContent = items.length === 0 ? (status.input.value ? "No contracts match." : "No contracts yet: POST /v1/shops/{shopId}/service-contracts proposes one.") : "";
    more.hidden = cursor === null;
  };

  const describeChanges = (before: Map<string, ContractSummary>, after: ContractSummary[]) => {
    const parts: string[] = [];
    for (const c of after) {
      const old = before.get(c.contractId);
      if (!old) continue;
      if (old.status !== c.status) parts.push(`${shortId(c.contractId)} is ${c.status}`);
      else if (old.violationsTotal !== c.violationsTotal) parts.push(`${shortId(c.contractId)} has ${c.violationsTotal} violation${c.violationsTotal === 1 ? "" : "s"}`);
    }
    if (parts.length) announce(parts.slice(0, 3).join("; ") + (parts.length > 3 ? `; ${parts.length - 3} more changed.` : "."));
  };

  const load = async () => {
    hideBox(problem);
    try {
      const page = await api.get<Page<ContractSummary>>(query(null), signal);
      items = page.items;
      cursor = page.nextCursor;
      draw();
      await readViews(items);
      draw();
    } catch (e) {
      showProblem(problem, e);
    }
  };

  /** Re-reads the first page (rows loaded with "Load more" stay) and the views of its live contracts. */
  const poll = async () => {
    const page = await api.get<Page<ContractSummary>>(query(null), signal);
    const before = new Map(items.map((c) => [c.contractId, c]));
    const fresh = new Set(page.items.map((c) => c.contractId));
    const older = page.nextCursor === null ? [] : items.filter((c) => !fresh.has(c.contractId) && c.createdAt <= (page.items.at(-1)?.createdAt ?? ""));
    items = [...page.items, ...older];
    if (items.length <= PAGE_SIZE) cursor = page.nextCursor;
    await readViews(items);
    hideBox(problem);
    describeChanges(before, items);
    draw();
  };

  more.addEventListener("click", () =>
    busy(more, async () => {
      try {
        const page = await api.get<Page<ContractSummary>>(query(cursor), signal);
        const known = new Set(items.map((c) => c.contractId));
        const added = page.items.filter((c) => !known.has(c.contractId));
        items = [...items, ...added];
        cursor = page.nextCursor;
        await readViews(added);
        draw();
        announce(`${page.items.length} more contracts loaded.`);
      } catch (e) {
        showProblem(problem, e);
      }
    }),
  );
  status.input.addEventListener("change", () => void load());

  void load().then(() => every(5000, signal, poll));
};
