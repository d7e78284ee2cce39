/**
 * One negotiation as its shop sees it: the concession chart (floor included: this is the owner's own view),
 * the offer history with why each shop offer was made, and the hash-chained audit trail. Refreshed every 3 s.
 */
import uPlot from "uplot";
import { api, isAbort, path } from "../api";
import { lineChart, type Chart } from "../charts";
import { announce, bpsPercent, clear, dateTime, every, h, hideBox, money, pageTitle, percent, shortId, showProblem, table, timeEl } from "../dom";
import type { PageContext } from "../router";
import type { AuditEntry, AuditReport, Negotiation, OfferHistoryEntry } from "../types";

export async function negotiationDetailPage(root: HTMLElement, { param, signal }: PageContext): Promise<void> {
  const id = param!;
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  const summary = h("section", { "aria-labelledby": "summary-h" });
  const chartBox = h("div", { class: "chart", "data-testid": "concession-chart", role: "img", "aria-label": "Concession chart" });
  const chartText = h("p", { class: "muted", id: "chart-text" });
  const history = h("div");
  const tactics = h("div");
  const audit = h("div");

  root.append(
    h("p", {}, h("a", { href: "#/negotiations" }, "← All negotiations")),
    pageTitle(`Negotiation ${shortId(id)}`),
    problem,
    summary,
    h("section", { "aria-labelledby": "chart-h" }, h("h2", { id: "chart-h" }, "Concessions"), chartBox, chartText),
    h("section", { "aria-labelledby": "history-h" }, h("h2", { id: "history-h" }, "Offer history"), history),
    tactics,
    h("section", { "aria-labelledby": "audit-h" }, h("h2", { id: "audit-h" }, "Audit trail"), audit),
  );
  chartBox.setAttribute("aria-describedby", chartText.id);

  let chart: Chart | null = null;
  let shownNegotiation = "";
  let shownAudit = "";
  let lastStatus: string | null = null;

  const load = async () => {
    const [negotiation, report] = await Promise.all([
      api.get<Negotiation>(path`/v1/negotiations/${id}`, signal),
      api.get<AuditReport>(path`/v1/negotiations/${id}/audit`, signal).catch((e: unknown) => {
        if (isAbort(e)) throw e;
        showProblem(problem, e);
        return null;
      }),
    ]);
    if (report) hideBox(problem);
    const nJson = JSON.stringify(negotiation);
    if (nJson !== shownNegotiation) {
      shownNegotiation = nJson;
      if (lastStatus !== null && lastStatus !== negotiation.status) announce(`Negotiation is now ${negotiation.status}.`);
      else if (lastStatus !== null) announce(`Negotiation updated: round ${negotiation.round}.`);
      lastStatus = negotiation.status;
      drawSummary(summary, negotiation);
      chart = drawChart(chartBox, chartText, negotiation, chart, signal);
      clear(history, historyTable(negotiation));
      clear(tactics, tacticsSection(negotiation));
    }
    const aJson = JSON.stringify(report);
    if (report && aJson !== shownAudit) {
      shownAudit = aJson;
      clear(audit, auditSection(report));
    }
  };

  try {
    await load();
  } catch (e) {
    showProblem(problem, e);
  }
  every(3000, signal, load);
}

function drawSummary(el: HTMLElement, n: Negotiation): void {
  const c = n.config;
  const row = (term: string, ...value: (Node | string | number)[]) => [h("dt", {}, term), h("dd", {}, ...value)];
  clear(
    el,
    h("h2", { id: "summary-h" }, "Summary"),
    h(
      "dl",
      { class: "facts" },
      row("Status", h("span", { class: `status status-${n.status}`, "data-testid": "negotiation-status" }, n.status)),
      row("Product", `${n.productName} (${n.productId})`, c ? ` · version ${c.productVersion}` : ""),
      row("Buyer", n.buyer.name ? `${n.buyer.name} (${n.buyer.id})` : n.buyer.id),
      row("Quantity", n.quantity),
      row("Round", `${n.round} of ${n.maxRounds}`),
      row("Shop's standing offer", money(n.shopOffer?.priceMinor, n.currency)),
      row("Agreed price", n.agreement ? `${money(n.agreement.priceMinor, n.currency)} per unit, ${money(n.agreement.totalMinor, n.currency)} in total` : "—"),
      row("Last decision", n.lastDecision ? `${n.lastDecision.action}${n.lastDecision.reasons.length ? ` (${n.lastDecision.reasons.join(", ")})` : ""}` : "—"),
      row("Opened", timeEl(n.openedAt)),
      row("Updated", timeEl(n.updatedAt)),
      row(n.closedAt ? "Closed" : "Expires", timeEl(n.closedAt ?? n.expiresAt)),
      ...(c
        ? [
            row("List price", money(c.anchorMinor, n.currency)),
            row("Floor", money(c.floorMinor, n.currency), h("span", { class: "muted" }, " (never shown to the buyer)")),
            row("Strategy", `${c.strategy.kind}${c.strategy.exponent !== undefined ? `, exponent ${c.strategy.exponent}` : ""}`),
          ]
        : []),
    ),
  );
}

/** Latest price per round for each side, aligned on the rounds either side priced. */
function concessionData(n: Negotiation): { rounds: number[]; shop: (number | null)[]; buyer: (number | null)[] } {
  const shop = new Map<number, number>();
  const buyer = new Map<number, number>();
  for (const e of n.history) {
    if (e.priceMinor === null) continue;
    (e.party === "shop" ? shop : buyer).set(e.round, e.priceMinor / 100);
  }
  const rounds = [...new Set([...shop.keys(), ...buyer.keys()])].sort((a, b) => a - b);
  return { rounds, shop: rounds.map((r) => shop.get(r) ?? null), buyer: rounds.map((r) => buyer.get(r) ?? null) };
}

function drawChart(box: HTMLElement, text: HTMLElement, n: Negotiation, chart: Chart | null, signal: AbortSignal): Chart {
  const { rounds, shop, buyer } = concessionData(n);
  const floor = n.config ? rounds.map(() => n.config!.floorMinor / 100) : null;
  const data: uPlot.AlignedData = floor ? [rounds, shop, buyer, floor] : [rounds, shop, buyer];
  const lastShop = shop.filter((v) => v !== null).at(-1);
  const lastBuyer = buyer.filter((v) => v !== null).at(-1);
  text.textContent = rounds.length
    ? `Over ${rounds.length} round${rounds.length === 1 ? "" : "s"}: the shop's latest offer is ${money(lastShop == null ? null : Math.round(lastShop * 100), n.currency)}, ` +
      `the buyer's latest bid ${money(lastBuyer == null ? null : Math.round(lastBuyer * 100), n.currency)}` +
      (n.config ? `; the floor is ${money(n.config.floorMinor, n.currency)}.` : ".") +
      " The offer history table below has every value."
    : "No priced offers yet.";
  if (chart) {
    chart.update(data);
    return chart;
  }
  return lineChart(
    box,
    {
      title: "Offers by round",
      xLabel: "Round",
      yLabel: n.currency,
      formatX: (v) => String(v),
      formatY: (v) => money(Math.round(v * 100), n.currency),
      series: [
        { label: "shop offer", color: "#1d4ed8" },
        { label: "buyer bid", color: "#b91c1c", dash: [6, 4] },
        ...(floor ? [{ label: "floor", color: "#3f3f46", dash: [2, 4], width: 1.5 }] : []),
      ],
    },
    data,
    signal,
  );
}

/** The shop's reasoning for one offer, money in the negotiation's currency. */
function explanationList(e: Record<string, unknown> | undefined, currency: string): Node | string {
  if (!e) return "";
  const labels: Record<string, string> = {
    progress: "progress",
    reserveMinor: "private reserve",
    lowestOfferMinor: "lowest offer",
    curveEndMinor: "curve end",
    timeTargetMinor: "time target",
    reciprocityTargetMinor: "reciprocity target",
    buyerLimitEstimateMinor: "buyer's apparent limit",
    targetMinor: "target",
    gridStepMinor: "price step",
  };
  const items = Object.entries(e).map(([key, value]) => {
    const shown =
      typeof value === "number" && key.endsWith("Minor")
        ? money(value, currency)
        : key === "progress" && typeof value === "number"
          ? percent(value, 0)
          : key.endsWith("Bps") && typeof value === "number"
            ? bpsPercent(value)
            : value === null
              ? "unknown"
              : typeof value === "object"
                ? JSON.stringify(value)
                : String(value);
    return h("li", {}, `${labels[key] ?? key}: ${shown}`);
  });
  return h("ul", { class: "explanation" }, items);
}

function historyTable(n: Negotiation): HTMLElement {
  if (n.history.length === 0) return h("p", { class: "muted" }, "No offers yet.");
  const rows = n.history.map((e: OfferHistoryEntry) =>
    h(
      "tr",
      { class: `party-${e.party}` },
      h("th", { scope: "row", class: "num" }, e.round),
      h("td", {}, e.party),
      h("td", {}, e.kind),
      h("td", { class: "num" }, money(e.priceMinor, n.currency)),
      h("td", {}, e.reasons.join(", ")),
      h("td", {}, explanationList(e.explanation, n.currency)),
      h("td", {}, timeEl(e.at)),
    ),
  );
  return table("Every offer and counter-offer, oldest first", ["Round", "Party", "Kind", "Unit price", "Reasons", "Why (shop offers)", "At"], rows);
}

function tacticsSection(n: Negotiation): Node | null {
  if (!n.tactics || n.tactics.length === 0) return null;
  return h(
    "section",
    { "aria-labelledby": "tactics-h" },
    h("h2", { id: "tactics-h" }, "Buyer tactics detected"),
    table(
      "Tactics, each at its first detection",
      ["Tactic", "Round", "Confidence", "Evidence"],
      n.tactics.map((t) => h("tr", {}, h("th", { scope: "row" }, t.tactic), h("td", { class: "num" }, t.round), h("td", { class: "num" }, percent(t.confidence, 0)), h("td", {}, t.evidence))),
    ),
  );
}

/** One line saying what an audit entry is about; the full entry sits behind a disclosure. */
function auditSummary(e: AuditEntry): string {
  const d = (e.data ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of ["outcome", "action", "decision", "status", "priceMinor", "reason", "policyId", "tactic"]) {
    const v = d[key];
    if (v !== undefined && v !== null && typeof v !== "object") parts.push(`${key} ${String(v)}`);
  }
  if (Array.isArray(d.matched)) parts.push(`matched ${d.matched.map((m) => (typeof m === "string" ? m : ((m as { policyId?: string }).policyId ?? "?"))).join(", ") || "none"}`);
  return parts.join(" · ") || JSON.stringify(d).slice(0, 120);
}

function auditSection(report: AuditReport): Node[] {
  const v = report.verification;
  const badge = h(
    "p",
    { class: `badge ${v.valid ? "ok" : "bad"}`, "data-testid": "audit-verified", "data-valid": String(v.valid) },
    v.valid ? "Chain verified ✓" : "Chain broken ✗",
  );
  const why = v.valid
    ? h("p", { class: "muted" }, `${report.entries.length} entries; each entry's SHA-256 hash covers the one before it, and the head hash matches the stored one.`)
    : h("p", { class: "problem-text" }, `Broken at entry ${v.brokenAt ?? "?"}: ${v.reason ?? "unknown reason"}.`);
  const rows = report.entries.map((e) =>
    h(
      "tr",
      { class: v.brokenAt !== null && e.seq >= v.brokenAt ? "broken" : "" },
      h("th", { scope: "row", class: "num" }, e.seq),
      h("td", {}, dateTime(e.at)),
      h("td", {}, e.kind),
      h("td", {}, h("details", {}, h("summary", {}, auditSummary(e)), h("pre", {}, JSON.stringify(e.data, null, 2)))),
      h("td", {}, h("code", { title: e.hash }, e.hash.slice(0, 12))),
    ),
  );
  return [badge, why, rows.length ? table("Audit entries, oldest first", ["#", "At", "Kind", "What", "Hash"], rows) : h("p", { class: "muted" }, "No entries yet.")];
}
