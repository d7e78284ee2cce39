/**
 * One service contract as its shop sees it (`#/contracts/<contractId>`, issue 30 item 7): parties and roles, the
 * terms and SLA targets, each target's live reading against its threshold with a chart of the readings this page
 * has seen (it polls the contract's view every 3 s and plots each answer; readings per 1/5/15-minute window too
 * when the view carries them), the ledger (every posting, and the balances derived from the postings here, in the
 * browser, with Parley's own ledger code, and checked against the server's), the amendment under negotiation, the
 * signed agreement records verified in the browser against Parley's published key (with contracts/'s own
 * canonical form and key handling), and whether the contract's audit chain verifies. While the contract is
 * suspended, the owner reviews it here — reinstate or terminate — with the inbox card's own controls. Parties'
 * disputes of a check's money are listed with the same Uphold / Reject controls as their inbox cards; the ledger
 * labels the reversals an upheld dispute posted and links each to its dispute (pages/disputes.ts).
 */
import canonicalize from "canonicalize";
import uPlot from "uplot";
import { balances as ledgerBalances } from "../../../contracts/ledger";
import { verifySignedRecord } from "../../../contracts/signing/records";
import { api, isAbort, path } from "../api";
import { lineChart, PALETTE, type Chart } from "../charts";
import { announce, clear, dateTime, every, h, hideBox, money, pageTitle, shortId, showProblem, table, timeEl } from "../dom";
import { disputeIdOfCause, disputesSection, showDispute } from "./disputes";
import { contractReviewControls, reviewedText } from "./escalations";
import type { PageContext } from "../router";
import type { ContractAuditReport, ContractTerms, ContractView, Posting, SignedRecordItem, SlaTarget, SlaTargetView } from "../types";
import {
  accountLabel,
  appendReading,
  emptyHistory,
  orderedBalances,
  readingText,
  slaHealth,
  targetLabel,
  thresholdText,
  windowReadings,
  WINDOW_MINUTES,
  type ReadingHistory,
  type WindowCell,
  type WindowMinutes,
} from "./contracts";

const POLL_MS = 3000;
/** Points kept per chart: half an hour at one reading every 3 s. */
const HISTORY_CAP = 600;
const SIGNING_KEYS_PATH = "/.well-known/parley-signing-keys";

export async function contractDetailPage(root: HTMLElement, { param, signal }: PageContext): Promise<void> {
  const id = param!;
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  const summary = h("section", { "aria-labelledby": "contract-summary-h" });
  const review = h("section", { "aria-labelledby": "contract-review-h", "data-testid": "contract-review-section" });
  review.hidden = true;
  const parties = h("section", { "aria-labelledby": "contract-parties-h" });
  const terms = h("section", { "aria-labelledby": "contract-terms-h" });
  const sla = h("section", { "aria-labelledby": "contract-sla-h" });
  const composite = h("section", { "aria-labelledby": "contract-composite-h" });
  const charts = h("div", { class: "chart-row", "data-testid": "sla-charts" });
  const amendment = h("section", { "aria-labelledby": "contract-amendment-h" });
  const disputes = h("section", { "aria-labelledby": "contract-disputes-h", "data-testid": "contract-disputes" });
  const ledger = h("section", { "aria-labelledby": "contract-ledger-h" });
  const records = h("section", { "aria-labelledby": "contract-records-h" });
  const audit = h("section", { "aria-labelledby": "contract-audit-h" });

  root.append(
    h("p", {}, h("a", { href: "#/contracts" }, "← All contracts")),
    pageTitle(`Contract ${shortId(id)}`),
    problem,
    summary,
    review,
    parties,
    terms,
    composite,
    sla,
    h("section", { "aria-labelledby": "contract-charts-h" }, h("h2", { id: "contract-charts-h" }, "SLA readings over time"), h("p", { class: "muted" }, "What this page has read since you opened it, every 3 seconds, against each target's threshold."), charts),
    amendment,
    disputes,
    ledger,
    records,
    audit,
  );

  const chartsByTarget = new Map<string, TargetChart>();
  let shownView = "";
  let shownLedger = "";
  let lastStatus: string | null = null;
  let lastViolations: number | null = null;
  let recordsShownFor = -1;
  let auditShownFor: number | undefined = -1;
  let auditFailed = false;

  // The review of a suspension: built once (a note being typed survives the polls), shown while suspended, and its
  // outcome kept in view after the decision.
  const reviewResult = h("div", { class: "result", role: "status", tabindex: "-1", "data-testid": "contract-review-result" });
  reviewResult.hidden = true;
  const controls = contractReviewControls(id, signal, (after, decision) => {
    clear(reviewResult, h("p", { class: "ok-text" }, reviewedText(after, decision)));
    reviewResult.hidden = false;
    // Said once here, not again as a status change by show().
    lastStatus = after.status;
    show(after);
    reviewResult.focus();
    announce(reviewedText(after, decision));
  });
  const reviewIntro = h("p", {}, "Suspended after too many SLA violations in a row: the shop's inbox waits for your decision (the parties may instead amend its terms).");
  review.append(
    h("h2", { id: "contract-review-h" }, "Suspension review"),
    reviewIntro,
    controls.el,
    reviewResult,
  );
  const showReview = (view: ContractView) => {
    const suspended = view.status === "suspended";
    // Suspended anew (after a reinstatement, say): the last decision's outcome is history.
    if (suspended && controls.el.hidden) hideBox(reviewResult);
    controls.el.hidden = !suspended;
    reviewIntro.hidden = !suspended;
    review.hidden = !suspended && reviewResult.hidden;
  };

  // Read again at once after a dispute is decided: the ledger then shows the reversal and the new balances.
  const drawDisputes = disputesSection(disputes, id, signal, async () => {
    try {
      await load();
    } catch (e) {
      if (!isAbort(e)) showProblem(problem, e);
    }
  });

  let newestVersion = -1;
  const show = (view: ContractView) => {
    // A poll answered before the review's own answer would put the contract back as it was: older views are dropped.
    if (view.version !== undefined) {
      if (view.version < newestVersion) return;
      newestVersion = view.version;
    }
    plotReadings(charts, chartsByTarget, view, signal);
    const json = JSON.stringify(view);
    if (json !== shownView) {
      shownView = json;
      if (lastStatus !== null && lastStatus !== view.status) announce(`Contract is now ${view.status}.`);
      else if (lastViolations !== null && lastViolations !== view.sla.violationsTotal) announce(`${view.sla.violationsTotal} SLA violations so far.`);
      lastStatus = view.status;
      lastViolations = view.sla.violationsTotal;
      drawSummary(summary, view);
      drawParties(parties, view);
      drawTerms(terms, view);
      drawComposite(composite, view);
      drawSla(sla, view);
      drawAmendment(amendment, view);
      drawDisputes(view);
      // The ledger is redrawn only when its postings or the disputes change (not at every SLA reading), so a link
      // in it keeps the keyboard focus between polls.
      const ledgerJson = JSON.stringify([view.terms.currency, view.ledger, view.disputes ?? []]);
      if (ledgerJson !== shownLedger) {
        shownLedger = ledgerJson;
        drawLedger(ledger, view);
      }
      showReview(view);
    }
  };

  const load = async () => {
    const view = await api.get<ContractView>(path`/v1/contracts/${id}`, signal);
    hideBox(problem);
    show(view);
    // Records and audit change only with the contract: read again when its record count or version moves.
    if (view.records !== recordsShownFor) {
      await drawRecords(records, view, signal).then(
        (complete) => (recordsShownFor = complete ? view.records : -1),
        (e: unknown) => {
          if (isAbort(e)) throw e;
          clear(records, h("h2", { id: "contract-records-h" }, "Signed agreement records"));
          showProblem(records.appendChild(h("div", { class: "problem" })), e);
        },
      );
    }
    if (view.version !== auditShownFor || auditFailed) {
      try {
        drawAudit(audit, await api.get<ContractAuditReport>(path`/v1/contracts/${id}/audit`, signal));
        auditShownFor = view.version;
        auditFailed = false;
      } catch (e) {
        if (isAbort(e)) throw e;
        auditFailed = true;
        clear(audit, h("h2", { id: "contract-audit-h" }, "Audit chain"));
        showProblem(audit.appendChild(h("div", { class: "problem" })), e);
      }
    }
  };

  try {
    await load();
  } catch (e) {
    showProblem(problem, e);
  }
  every(POLL_MS, signal, async () => {
    try {
      await load();
    } catch (e) {
      if (!isAbort(e)) showProblem(problem, e);
    }
  });
}

// ---- Summary, parties, terms -------------------------------------------------------------------------------

const row = (term: string, ...value: (Node | string | number | null)[]) => [h("dt", {}, term), h("dd", {}, ...value)];

function drawSummary(el: HTMLElement, v: ContractView): void {
  const health = slaHealth(v.status, v.sla.targets);
  clear(
    el,
    h("h2", { id: "contract-summary-h" }, "Summary"),
    h(
      "dl",
      { class: "facts" },
      row("Status", h("span", { class: `status status-${v.status}`, "data-testid": "contract-status" }, v.status), v.closeReason ? h("span", { class: "muted" }, ` (${v.closeReason})`) : null),
      row("SLA health", h("span", { class: `sla-health sla-${health.state}`, "data-testid": "contract-health" }, health.text)),
      row("Violations", h("span", { "data-testid": "contract-violations" }, `${v.sla.violationsTotal} in all, ${v.sla.consecutiveViolations} in a row`)),
      row("Disputes", disputesSummary(v)),
      row("Kind", v.kind),
      row("Price", money(v.terms.priceMinor, v.terms.currency)),
      row("Terms version", v.termsVersion),
      row("From negotiation", v.negotiationId ? h("a", { href: `#/negotiations/${encodeURIComponent(v.negotiationId)}`, title: v.negotiationId }, shortId(v.negotiationId)) : "—"),
      ...(v.parentId ? [row("Subcontracts", h("a", { href: `#/contracts/${encodeURIComponent(v.parentId)}` }, shortId(v.parentId)))] : []),
      ...(v.partIds.length ? [row("Made of", h("ul", { class: "plain" }, v.partIds.map((p) => h("li", {}, h("a", { href: `#/contracts/${encodeURIComponent(p)}` }, shortId(p))))))] : []),
      row("Proposed", timeEl(v.createdAt)),
      ...(v.status === "proposed" ? [row("Proposal lapses", timeEl(v.proposalExpiresAt))] : []),
      row("Active since", timeEl(v.activatedAt)),
      row(v.closedAt ? "Closed" : "Ends", timeEl(v.closedAt ?? v.endsAt)),
      row("Last SLA check", timeEl(v.sla.lastCheckAt)),
    ),
  );
}

function drawParties(el: HTMLElement, v: ContractView): void {
  const rows = v.parties.map((p) =>
    h(
      "tr",
      { "data-testid": "contract-party" },
      h("th", { scope: "row" }, p.agentId),
      h("td", {}, p.role, p.agentId === v.reporter ? h("span", { class: "muted" }, " · reports samples") : null),
      h("td", {}, v.acceptedBy.includes(p.agentId) ? "accepted" : v.status === "proposed" ? "not yet" : "—"),
      h("td", {}, p.signingKey ? h("code", { title: p.signingKey }, `${p.signingKey.slice(0, 10)}…`) : h("span", { class: "muted" }, "none")),
    ),
  );
  clear(el, h("h2", { id: "contract-parties-h" }, "Parties and roles"), table(`${v.parties.length} parties`, ["Agent", "Role", "Accepted", "Countersigning key"], rows, { "data-testid": "contract-parties" }));
}

function termsFacts(t: ContractTerms): HTMLElement {
  return h(
    "dl",
    { class: "facts" },
    row("Price", money(t.priceMinor, t.currency)),
    row("Provider's stake", money(t.stakeMinor, t.currency)),
    row("Bonus pool", money(t.bonusPoolMinor, t.currency)),
    row("Duration", durationText(t.durationMs)),
    ...Object.entries(t.terms).map(([k, value]) => row(k, k.endsWith("Minor") && typeof value === "number" ? money(value, t.currency) : String(value))),
  );
}

function drawTerms(el: HTMLElement, v: ContractView): void {
  clear(el, h("h2", { id: "contract-terms-h" }, `Terms (version ${v.termsVersion})`), termsFacts(v.terms));
}

export function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 120) return `${minutes} min`;
  const hours = ms / 3_600_000;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;
}

/** A composite contract as one: the worst status among it and its parts, every part, every target, the combined books. */
function drawComposite(el: HTMLElement, v: ContractView): void {
  const c = v.composite;
  if (!c) {
    el.replaceChildren();
    el.hidden = true;
    return;
  }
  el.hidden = false;
  const currency = v.terms.currency;
  const link = (id: string) => h("a", { href: `#/contracts/${encodeURIComponent(id)}`, title: id }, shortId(id));
  const parts = c.parts.map((p) => h("tr", { "data-testid": "composite-part", "data-contract-id": p.contractId }, h("th", { scope: "row" }, link(p.contractId)), h("td", {}, p.kind), h("td", {}, h("span", { class: `status status-${p.status}` }, p.status))));
  const targets = c.targets.map((t) =>
    h(
      "tr",
      {},
      h("th", { scope: "row" }, t.target.id, h("div", { class: "muted" }, targetLabel(t.target))),
      h("td", {}, t.contractId === v.contractId ? "this contract" : link(t.contractId)),
      h("td", { class: "num" }, thresholdText(t.target)),
      h("td", {}, t.runtime?.breachSince ? ["in breach since ", timeEl(t.runtime.breachSince)] : "no breach"),
    ),
  );
  clear(
    el,
    h("h2", { id: "contract-composite-h" }, `As one: this contract and its ${c.parts.length} part${c.parts.length === 1 ? "" : "s"}`),
    h(
      "dl",
      { class: "facts", "data-testid": "composite" },
      row("Status of the whole", h("span", { class: `status status-${c.status}`, "data-testid": "composite-status" }, c.status), h("span", { class: "muted" }, " (the worst of all)")),
      row("Violations", `${c.violationsTotal} in all, at most ${c.consecutiveViolations} in a row`),
      row("Stake left", money(c.stakeLeftMinor, currency)),
      row("Bonus pool left", money(c.poolLeftMinor, currency)),
      ...(c.missing.length ? [row("Parts not found", c.missing.join(", "))] : []),
    ),
    parts.length ? table("The parts", ["Contract", "Kind", "Status"], parts, { "data-testid": "composite-parts" }) : null,
    targets.length ? table("Every SLA target of the whole", ["Target", "Contract", "Threshold", "Breach"], targets) : null,
  );
}

// ---- SLA -------------------------------------------------------------------------------------------------

function metCell(t: SlaTargetView): HTMLElement {
  if (t.met === null) return h("td", { "data-testid": "target-met" }, h("span", { class: "muted" }, `not judged (${t.samples} of ${t.minSamples} samples)`));
  return h("td", { "data-testid": "target-met" }, h("span", { class: t.met ? "ok-text" : "problem-text" }, t.met ? "met ✓" : "missed ✗"), t.breachSince ? [" since ", timeEl(t.breachSince)] : null);
}

function drawSla(el: HTMLElement, v: ContractView): void {
  const windows = windowReadings(v);
  const rows = v.sla.targets.map((t) =>
    h(
      "tr",
      { "data-testid": "sla-target", "data-target-id": t.id },
      h("th", { scope: "row" }, t.id, h("div", { class: "muted" }, targetLabel(t))),
      h("td", { class: "num" }, thresholdText(t)),
      h("td", { class: "num", "data-testid": "target-reading" }, readingText(t.reading, t)),
      h("td", { class: "num" }, t.samples),
      metCell(t),
      h("td", { class: "num" }, money(t.penaltyMinor, v.terms.currency)),
      h("td", { class: "num" }, t.bonusMinor ? money(t.bonusMinor, v.terms.currency) : "—"),
    ),
  );
  clear(
    el,
    h("h2", { id: "contract-sla-h" }, "SLA targets"),
    v.sla.targets.length === 0
      ? h("p", { class: "muted" }, "This contract has no SLA targets.")
      : table("Each target's reading over its window now, against its threshold", ["Target", "Threshold", "Reading", "Samples", "Now", "Penalty", "Bonus"], rows, { "data-testid": "sla-targets" }),
    windows.size ? windowsTable(v, windows) : null,
  );
}

function windowsTable(v: ContractView, windows: Map<string, Map<WindowMinutes, WindowCell>>): HTMLElement {
  const cell = (t: SlaTarget, c: WindowCell | undefined) =>
    h("td", { class: "num" }, c ? readingText(c.value, t) : "—", c?.count !== null && c?.count !== undefined ? h("span", { class: "muted" }, ` (${c.count})`) : null);
  const rows = v.sla.targets
    .filter((t) => windows.has(t.id))
    .map((t) => h("tr", { "data-testid": "sla-window-row" }, h("th", { scope: "row" }, t.id), h("td", { class: "num" }, thresholdText(t)), WINDOW_MINUTES.map((m) => cell(t, windows.get(t.id)?.get(m)))));
  return table("Readings per sliding window (samples in brackets)", ["Target", "Threshold", ...WINDOW_MINUTES.map((m) => `${m} min`)], rows, { "data-testid": "sla-windows" });
}

// ---- Charts ---------------------------------------------------------------------------------------------

interface TargetChart {
  box: HTMLElement;
  text: HTMLElement;
  history: ReadingHistory;
  chart: Chart | null;
  /** The series names the chart was built with: a new one (windows appearing) rebuilds it. */
  names: string[];
  controller: AbortController;
}

/** Adds what this poll read to each target's history and redraws its chart. */
function plotReadings(container: HTMLElement, charts: Map<string, TargetChart>, v: ContractView, signal: AbortSignal): void {
  // Whole seconds: the time axis labels only whole seconds (polls are 3 s apart, so none collide).
  const at = Math.round(Date.now() / 1000);
  const windows = windowReadings(v);
  if (v.sla.targets.length === 0 && container.childElementCount === 0) container.append(h("p", { class: "muted" }, "No SLA targets to chart."));
  for (const t of v.sla.targets) {
    let entry = charts.get(t.id);
    if (!entry) {
      const box = h("div", { class: "chart", role: "img", "aria-label": `Readings of ${t.id} over time` });
      const text = h("p", { class: "muted", id: `chart-text-${t.id}`, "data-testid": "sla-chart-text" });
      box.setAttribute("aria-describedby", text.id);
      container.append(h("div", { "data-testid": "sla-chart", "data-target-id": t.id }, box, text));
      entry = { box, text, history: emptyHistory(), chart: null, names: [], controller: new AbortController() };
      signal.addEventListener("abort", () => entry!.controller.abort(), { once: true });
      charts.set(t.id, entry);
    }
    const perWindow = windows.get(t.id);
    const values = new Map<string, number | null>();
    if (perWindow) for (const m of WINDOW_MINUTES) values.set(`${m} min`, perWindow.get(m)?.value ?? null);
    else values.set(`reading (${t.windowMin} min)`, t.reading);
    entry.history = appendReading(entry.history, at, values, HISTORY_CAP);
    drawTargetChart(entry, t, signal);
  }
}

function drawTargetChart(entry: TargetChart, t: SlaTargetView, signal: AbortSignal): void {
  const names = [...entry.history.series.keys()];
  const threshold = entry.history.times.map(() => t.threshold);
  const data: uPlot.AlignedData = [entry.history.times, ...names.map((n) => entry.history.series.get(n)!), threshold];
  const seen = names.flatMap((n) => entry.history.series.get(n)!.filter((x): x is number => x !== null));
  entry.text.textContent =
    `${t.id}: ${targetLabel(t)}, threshold ${thresholdText(t)}. ` +
    (seen.length
      ? `Now ${readingText(t.reading, t)} (${t.met === null ? "not judged" : t.met ? "met" : "missed"}); ${entry.history.times.length} reading${entry.history.times.length === 1 ? "" : "s"} plotted, from ${readingText(Math.min(...seen), t)} to ${readingText(Math.max(...seen), t)}. The SLA table above has the current values.`
      : `No reading yet: the window holds fewer than ${t.minSamples} samples.`);
  // One point makes no line and no time axis: the chart starts with the second reading.
  if (entry.history.times.length < 2) {
    if (!entry.chart) entry.box.replaceChildren(h("p", { class: "muted" }, "Collecting readings…"));
    return;
  }
  if (entry.chart && names.join("\n") === entry.names.join("\n")) {
    entry.chart.update(data);
    return;
  }
  // First draw, or the series changed (readings per window appeared): a new chart.
  entry.controller.abort();
  entry.controller = new AbortController();
  if (signal.aborted) return;
  signal.addEventListener("abort", () => entry.controller.abort(), { once: true });
  entry.box.replaceChildren();
  entry.names = names;
  entry.chart = lineChart(
    entry.box,
    {
      title: `${t.id} (${targetLabel(t)})`,
      time: true,
      xLabel: "time",
      yLabel: t.metric,
      // Ticks between whole seconds stay unlabelled, so a short span does not print one second many times.
      formatX: (s) => (Number.isInteger(s) ? new Date(s * 1000).toLocaleTimeString() : ""),
      formatY: (value) => readingText(value, t),
      height: 220,
      ...(t.statistic === "ratio" ? { yRange: [0, 1] as [number, number] } : {}),
      series: [...names.map((label, i) => ({ label, color: PALETTE[i % PALETTE.length]! })), { label: `threshold ${thresholdText(t)}`, color: "#3f3f46", dash: [2, 4], width: 1.5 }],
    },
    data,
    entry.controller.signal,
  );
}

// ---- Amendment -------------------------------------------------------------------------------------------

/**
 * The terms an amendment changes: field, now, proposed (SLA targets compared by id, field by field). Values are
 * compared as they are (as canonical JSON, so key order does not count), not as shown: a change too small to show
 * in the text still counts as one.
 */
export function termChanges(current: ContractTerms, proposed: ContractTerms): [string, string, string][] {
  const changes: [string, string, string][] = [];
  const compare = <T>(label: string, a: T, b: T, show: (value: T) => string) => {
    if (canonicalize(a) !== canonicalize(b)) changes.push([label, show(a), show(b)]);
  };
  const minor = (currency: string) => (value: number) => money(value, currency);
  compare("Currency", current.currency, proposed.currency, String);
  compare("Price", current.priceMinor, proposed.priceMinor, minor(proposed.currency));
  compare("Provider's stake", current.stakeMinor, proposed.stakeMinor, minor(proposed.currency));
  compare("Bonus pool", current.bonusPoolMinor, proposed.bonusPoolMinor, minor(proposed.currency));
  compare("Duration", current.durationMs, proposed.durationMs, durationText);
  for (const key of new Set([...Object.keys(current.terms), ...Object.keys(proposed.terms)])) compare(key, current.terms[key], proposed.terms[key], (v) => String(v ?? "—"));
  const targetText = (t: SlaTarget | undefined) =>
    t ? `${targetLabel(t)} ${thresholdText(t)}, penalty ${money(t.penaltyMinor, proposed.currency)}${t.bonusMinor ? `, bonus ${money(t.bonusMinor, proposed.currency)}` : ""}, at least ${t.minSamples} samples` : "—";
  for (const targetId of new Set([...current.sla.map((t) => t.id), ...proposed.sla.map((t) => t.id)])) {
    compare(`SLA ${targetId}`, current.sla.find((t) => t.id === targetId), proposed.sla.find((t) => t.id === targetId), targetText);
  }
  return changes;
}

function drawAmendment(el: HTMLElement, v: ContractView): void {
  const a = v.amendment;
  if (!a) {
    clear(el, h("h2", { id: "contract-amendment-h" }, "Amendment under negotiation"), h("p", { class: "muted", "data-testid": "contract-amendment" }, "None."));
    return;
  }
  const changes = termChanges(v.terms, a.terms);
  const waiting = v.parties.filter((p) => !a.acceptedBy.includes(p.agentId)).map((p) => p.agentId);
  clear(
    el,
    h("h2", { id: "contract-amendment-h" }, "Amendment under negotiation"),
    h(
      "div",
      { "data-testid": "contract-amendment" },
      h(
        "dl",
        { class: "facts" },
        row("Proposed by", a.proposedBy),
        row("Proposed", timeEl(a.proposedAt)),
        row("Lapses", timeEl(a.expiresAt)),
        row("Accepted by", a.acceptedBy.join(", ") || "—"),
        row("Waiting for", waiting.join(", ") || "nobody: about to be adopted"),
      ),
      changes.length
        ? table("What the amendment changes", ["Term", "Now", "Proposed"], changes.map(([term, now, next]) => h("tr", {}, h("th", { scope: "row" }, term), h("td", {}, now), h("td", {}, next))))
        : h("p", { class: "muted" }, "It proposes the same terms."),
    ),
  );
}

// ---- Ledger ---------------------------------------------------------------------------------------------

/** "check at 12:00:05, target latency-p95" or "dispute d-1" for a posting's cause; other causes as they are. */
export function causeText(cause: string): string {
  const check = /^check:(\d+):(.+)$/.exec(cause);
  if (check) return `check at ${dateTime(Number(check[1]))}, target ${check[2]}`;
  const disputeId = disputeIdOfCause(cause);
  if (disputeId !== null) return `dispute ${disputeId}`;
  return cause;
}

/** "1 open of 2", linked to the section; "none". */
function disputesSummary(v: ContractView): Node | string {
  const all = v.disputes ?? [];
  if (all.length === 0) return "none";
  const open = all.filter((d) => d.status === "open").length;
  return h(
    "a",
    { href: `#/contracts/${encodeURIComponent(v.contractId)}`, "data-testid": "contract-disputes-summary", onclick: (event: Event) => (event.preventDefault(), document.getElementById("contract-disputes-h")?.scrollIntoView()) },
    `${open} open of ${all.length}`,
  );
}

/** A link to a dispute's card on this page (the hash is the router's, so the click moves focus instead). */
function disputeLink(contractId: string, disputeId: string, text: string): HTMLAnchorElement {
  return h(
    "a",
    {
      href: `#/contracts/${encodeURIComponent(contractId)}`,
      "data-testid": "posting-dispute",
      "data-dispute-id": disputeId,
      onclick: (event: Event) => {
        event.preventDefault();
        showDispute(disputeId);
      },
    },
    text,
  );
}

/** The cause cell: a reversal names its dispute; a check's posting under dispute says so; both link to the dispute. */
function causeCell(p: Posting, v: ContractView): HTMLElement {
  const reversed = disputeIdOfCause(p.cause);
  if (p.kind === "reversal" && reversed !== null) {
    return h("td", {}, h("span", { title: p.cause }, "reversal of "), disputeLink(v.contractId, reversed, `dispute ${reversed}`), h("span", { class: "muted" }, " (upheld)"));
  }
  const dispute = (p.kind === "penalty" || p.kind === "bonus") && (v.disputes ?? []).find((d) => d.cause === p.cause && d.status !== "withdrawn");
  return h("td", {}, h("span", { title: p.cause }, causeText(p.cause)), dispute ? [" · ", disputeLink(v.contractId, dispute.disputeId, `disputed: ${dispute.status}`)] : null);
}

function drawLedger(el: HTMLElement, v: ContractView): void {
  const currency = v.terms.currency;
  // Derived here from the postings alone, with Parley's own ledger code, then compared with the server's figures.
  const derived = Object.fromEntries(ledgerBalances(v.ledger.postings)) as Record<string, number>;
  const accounts = orderedBalances(derived);
  const sum = accounts.reduce((total, [, amount]) => total + amount, 0);
  const mismatched = [...new Set([...Object.keys(derived), ...Object.keys(v.ledger.balances)])].filter((a) => (derived[a] ?? 0) !== (v.ledger.balances[a] ?? 0));
  const postings = v.ledger.postings.map((p: Posting) =>
    h(
      "tr",
      { "data-testid": "ledger-posting", "data-kind": p.kind, "data-cause": p.cause },
      h("td", {}, timeEl(p.at)),
      h("th", { scope: "row" }, p.kind),
      h("td", {}, h("span", { title: p.from }, accountLabel(p.from, v.contractId))),
      h("td", {}, h("span", { title: p.to }, accountLabel(p.to, v.contractId))),
      h("td", { class: "num" }, money(p.amountMinor, p.currency)),
      causeCell(p, v),
    ),
  );
  const balanceRows = accounts.map(([account, amount]) =>
    h("tr", { "data-testid": "ledger-balance", "data-account": account }, h("th", { scope: "row" }, accountLabel(account, v.contractId), h("div", { class: "muted" }, h("code", {}, account))), h("td", { class: "num", "data-testid": "ledger-balance-amount", "data-minor": amount }, money(amount, currency))),
  );
  clear(
    el,
    h("h2", { id: "contract-ledger-h" }, "Ledger"),
    postings.length ? table("Every posting, oldest first: money leaves “from” and arrives in “to”", ["At", "Kind", "From", "To", "Amount", "Cause"], postings, { "data-testid": "ledger-postings" }) : h("p", { class: "muted" }, "No postings yet: the stake and bonus pool are deposited when the contract becomes active."),
    accounts.length
      ? h(
          "table",
          { "data-testid": "ledger-balances" },
          h("caption", {}, `Balances derived in your browser from the ${v.ledger.postings.length} postings`),
          h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Account"), h("th", { scope: "col", class: "num" }, "Balance"))),
          h("tbody", {}, balanceRows),
          h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, "Sum of all accounts"), h("td", { class: "num", "data-testid": "ledger-sum", "data-minor": sum }, money(sum, currency)))),
        )
      : null,
    accounts.length
      ? h(
          "p",
          { class: `badge ${sum === 0 && mismatched.length === 0 ? "ok" : "bad"}`, "data-testid": "ledger-check", "data-valid": String(sum === 0 && mismatched.length === 0) },
          sum !== 0 ? "The books do not balance ✗" : mismatched.length ? `The server's balances differ for ${mismatched.join(", ")} ✗` : "Books balance: the accounts sum to zero and match the server's ✓",
        )
      : null,
  );
}

// ---- Signed records ---------------------------------------------------------------------------------------

let signingKeys: Promise<{ keys: unknown[] }> | null = null;

/** Parley's public signing keys, read once per page load (they are public: no credential needed). */
function parleyKeys(signal: AbortSignal): Promise<{ keys: unknown[] }> {
  signingKeys ??= api.get<{ keys: unknown[] }>(SIGNING_KEYS_PATH, signal).catch((e: unknown) => {
    signingKeys = null;
    throw e;
  });
  return signingKeys;
}

/** Whether this browser's Web Crypto does Ed25519 (without it every signature would look forged). */
async function browserVerifiesEd25519(): Promise<boolean> {
  try {
    // RFC 8032's first test key: any valid public key will do.
    await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" }, { name: "Ed25519" }, false, ["verify"]);
    return true;
  } catch {
    return false;
  }
}

export interface RecordCheck {
  valid: boolean;
  signers: string[];
  problems: string[];
}

/**
 * One signed record checked here by contracts/signing's verifySignedRecord — the same code `parley verify` and the
 * typed client run: the canonical text must be the record's RFC 8785 form, each signature must verify over it with
 * the key its kid names (Parley's from the published keys, a party's from the record), and Parley's must be among them.
 */
export async function verifyRecord(signed: unknown, parleyJwks: readonly unknown[]): Promise<RecordCheck> {
  const { valid, signers, problems } = await verifySignedRecord(signed, { parley: parleyJwks });
  return { valid, signers, problems };
}

/** Draws the records with their verification; false when one is not signed yet (read again at the next poll). */
async function drawRecords(el: HTMLElement, v: ContractView, signal: AbortSignal): Promise<boolean> {
  const heading = h("h2", { id: "contract-records-h" }, "Signed agreement records");
  const intro = h("p", { class: "muted" }, "Parley signs the contract's terms (RFC 8785 canonical JSON, Ed25519) when it becomes active and at each adopted amendment. This page checks each signature against Parley's published key; offline, ", h("code", {}, `parley verify`), " and the typed client check the same records (GET /v1/contracts/{id}/records).");
  if (v.records === 0) {
    clear(el, heading, intro, h("p", { class: "muted", "data-testid": "contract-records-none" }, "No records yet: the first is signed when every party has accepted."));
    return true;
  }
  const [body, canVerify] = await Promise.all([api.get<{ items: SignedRecordItem[] }>(path`/v1/contracts/${v.contractId}/records`, signal), browserVerifiesEd25519()]);
  const keys = canVerify ? await parleyKeys(signal) : null;
  let complete = true;
  const rows: HTMLTableRowElement[] = [];
  for (const r of body.items) {
    let result: Node;
    if (r.signed === null) {
      complete = false;
      result = h("span", { class: "muted", "data-testid": "record-verified", "data-valid": "pending" }, "being signed…");
    } else if (!keys) {
      result = h("span", { class: "muted", "data-testid": "record-verified", "data-valid": "unchecked" }, "This browser cannot check Ed25519 signatures: use parley verify.");
    } else {
      const verdict = await verifyRecord(r.signed, keys.keys);
      result = h(
        "div",
        {},
        h("span", { class: `badge ${verdict.valid ? "ok" : "bad"}`, "data-testid": "record-verified", "data-valid": String(verdict.valid) }, verdict.valid ? `Verified ✓ signed by ${verdict.signers.join(", ")}` : "Does not verify ✗"),
        verdict.problems.length ? h("ul", { class: "problem-text" }, verdict.problems.map((p) => h("li", {}, p))) : null,
      );
    }
    const canonical = (r.signed as { canonical?: unknown } | null)?.canonical;
    rows.push(
      h(
        "tr",
        { "data-testid": "contract-record", "data-kind": r.kind },
        h("th", { scope: "row" }, r.kind),
        h("td", { class: "num" }, r.termsVersion),
        h("td", {}, timeEl(r.at)),
        h("td", {}, result),
        h("td", {}, typeof canonical === "string" ? h("details", {}, h("summary", {}, "Signed text"), h("pre", {}, canonical)) : "—"),
      ),
    );
  }
  clear(el, heading, intro, table("Records, oldest first", ["Event", "Terms version", "At", "Verification", "What was signed"], rows, { "data-testid": "contract-records" }));
  return complete;
}

// ---- Audit ----------------------------------------------------------------------------------------------

function drawAudit(el: HTMLElement, report: ContractAuditReport): void {
  const v = report.verification;
  const rows = report.history.map((e) =>
    h("tr", {}, h("th", { scope: "row", class: "num" }, e.seq), h("td", {}, dateTime(e.at)), h("td", {}, e.kind), h("td", {}, e.actor), h("td", {}, h("details", {}, h("summary", {}, summaryOf(e.data)), h("pre", {}, JSON.stringify(e.data, null, 2))))),
  );
  const entries = report.entries.map((e) =>
    h("tr", { class: v.brokenAt !== null && e.seq >= v.brokenAt ? "broken" : "" }, h("th", { scope: "row", class: "num" }, e.seq), h("td", {}, dateTime(e.at)), h("td", {}, e.kind), h("td", {}, h("code", { title: e.hash }, e.hash.slice(0, 12)))),
  );
  clear(
    el,
    h("h2", { id: "contract-audit-h" }, "Audit chain"),
    h("p", { class: `badge ${v.valid ? "ok" : "bad"}`, "data-testid": "contract-audit", "data-valid": String(v.valid) }, v.valid ? "Chain verified ✓" : "Chain broken ✗"),
    v.valid
      ? h("p", { class: "muted" }, `${report.entries.length} ${report.entries.length === 1 ? "entry" : "entries"}; each entry's SHA-256 hash covers the one before it, and the head hash matches the stored one.`)
      : h("p", { class: "problem-text" }, `Broken at entry ${v.brokenAt ?? "?"}: ${v.reason ?? "unknown reason"}.`),
    h(
      "details",
      {},
      h("summary", {}, `History (${report.history.length} ${report.history.length === 1 ? "change" : "changes"}) and audit entries`),
      rows.length ? table("What happened to the contract, oldest first", ["#", "At", "What", "By", "Details"], rows) : null,
      entries.length ? table("Audit entries, oldest first", ["#", "At", "Kind", "Hash"], entries) : null,
    ),
  );
}

function summaryOf(data: unknown): string {
  const d = (data ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof d.status === "string") parts.push(`status ${d.status}`);
  if (Array.isArray(d.events) && d.events.length) parts.push(d.events.join(", "));
  if (typeof d.postings === "number" && d.postings) parts.push(`${d.postings} posting${d.postings === 1 ? "" : "s"}`);
  return parts.join(" · ") || JSON.stringify(d).slice(0, 120);
}
