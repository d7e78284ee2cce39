/**
 * One negotiation as its shop sees it: the concession chart (floor included: this is the owner's own view),
 * the offer history with why each shop offer was made, and the hash-chained audit trail. Refreshed every 3 s.
 * A package negotiation (a product with terms besides price) also shows each line's terms beside its price, the
 * options the shop offered, the agreed package, and a second concession chart in the shop's utility (from the
 * package part of each shop offer's explanation). In a shop with a fleet of negotiators, the agent that plays it and
 * why (every candidate's score or exclusion), from the audit trail's first entry.
 */
import uPlot from "uplot";
import { api, isAbort, path } from "../api";
import { lineChart, type Chart } from "../charts";
import { announce, bpsPercent, clear, dateTime, every, h, hideBox, money, pageTitle, percent, shortId, showProblem, table, timeEl } from "../dom";
import { orderedTerms, packageText as packageTextOf, termEntry } from "../packages";
import type { PageContext } from "../router";
import { assignmentSection } from "./fleet";
import type { AuditEntry, AuditReport, FleetAssignmentRecord, Negotiation, OfferHistoryEntry, PackageExplanation, PackageOption, TermValues } from "../types";

export async function negotiationDetailPage(root: HTMLElement, { param, signal }: PageContext): Promise<void> {
  const id = param!;
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  const summary = h("section", { "aria-labelledby": "summary-h" });
  const chartBox = h("div", { class: "chart", "data-testid": "concession-chart", role: "img", "aria-label": "Concession chart" });
  const chartText = h("p", { class: "muted", id: "chart-text" });
  const utilityBox = h("div", { class: "chart", "data-testid": "utility-chart", role: "img", "aria-label": "Concession chart in the shop's utility" });
  const utilityText = h("p", { class: "muted", id: "utility-chart-text", "data-testid": "utility-chart-text" });
  const utilityPart = h("div", {}, utilityBox, utilityText);
  utilityPart.hidden = true;
  const history = h("div");
  const tactics = h("div");
  const audit = h("div");
  const assignment = h("section", { "aria-labelledby": "assignment-h", "data-testid": "negotiation-assignment" });
  assignment.hidden = true;

  root.append(
    h("p", {}, h("a", { href: "#/negotiations" }, "← All negotiations")),
    pageTitle(`Negotiation ${shortId(id)}`),
    problem,
    summary,
    h("section", { "aria-labelledby": "chart-h" }, h("h2", { id: "chart-h" }, "Concessions"), h("div", { class: "chart-row" }, h("div", {}, chartBox, chartText), utilityPart)),
    h("section", { "aria-labelledby": "history-h" }, h("h2", { id: "history-h" }, "Offer history"), history),
    tactics,
    assignment,
    h("section", { "aria-labelledby": "audit-h" }, h("h2", { id: "audit-h" }, "Audit trail"), audit),
  );
  chartBox.setAttribute("aria-describedby", chartText.id);
  utilityBox.setAttribute("aria-describedby", utilityText.id);

  let chart: Chart | null = null;
  let utilityChart: Chart | null = null;
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
      if (isPackage(negotiation)) {
        utilityPart.hidden = false;
        utilityChart = drawUtilityChart(utilityBox, utilityText, negotiation, utilityChart, signal);
      }
      clear(history, historyTable(negotiation));
      clear(tactics, tacticsSection(negotiation));
    }
    const aJson = JSON.stringify(report);
    if (report && aJson !== shownAudit) {
      shownAudit = aJson;
      clear(audit, auditSection(report));
      const assigned = report.entries.find((e) => e.kind === "fleet.assignment");
      if (assigned) {
        clear(assignment, h("h2", { id: "assignment-h" }, "Assignment"), assignmentSection(assigned.data as FleetAssignmentRecord));
        assignment.hidden = false;
      }
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
      row(
        "Shop's standing offer",
        h("span", { "data-testid": "standing-offer" }, money(n.shopOffer?.priceMinor, n.currency), n.shopOffer?.terms ? ` with ${packageText(n.shopOffer.terms, n)}` : ""),
        n.shopOffer?.options && n.shopOffer.options.length > 1 ? h("div", {}, "Or one of these equivalent packages:", optionsList(n.shopOffer.options, n)) : "",
      ),
      ...(n.agreement?.terms
        ? [
            row(
              "Agreed package",
              h(
                "div",
                { "data-testid": "agreed-package" },
                h("p", { class: "inline-p" }, `${money(n.agreement.priceMinor, n.currency)} per unit, ${money(n.agreement.totalMinor, n.currency)} in total, with:`),
                packageList(n.agreement.terms, n),
                n.agreement.switches && n.agreement.switches.length > 0
                  ? h("div", { "data-testid": "agreement-switches" }, "The buyer may still switch to one of these (worth at least as much to you)", n.agreement.switchesUntil ? [" until ", timeEl(n.agreement.switchesUntil)] : "", ":", optionsList(n.agreement.switches, n))
                  : "",
              ),
            ),
          ]
        : [row("Agreed price", n.agreement ? `${money(n.agreement.priceMinor, n.currency)} per unit, ${money(n.agreement.totalMinor, n.currency)} in total` : "—")]),
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

// ---- Packages ------------------------------------------------------------------------------------------

/** A negotiation about a product with terms besides price. */
function isPackage(n: Negotiation): boolean {
  return !!n.config?.package || n.history.some((e) => e.terms !== undefined) || n.shopOffer?.terms !== undefined;
}

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

const declsOf = (n: Negotiation) => n.config?.package?.terms;

/** "Payment terms 30 days · Incoterm EXW". */
function packageText(terms: TermValues, n: Negotiation): string {
  return packageTextOf(declsOf(n), terms);
}

function packageList(terms: TermValues | undefined, n: Negotiation): HTMLElement | null {
  if (!terms || Object.keys(terms).length === 0) return null;
  return h(
    "ul",
    { class: "package-terms", "data-testid": "package-terms" },
    orderedTerms(declsOf(n), terms).map(([id, v]) => {
      const [label, value] = termEntry(declsOf(n), id, v);
      return h("li", { "data-term": id }, `${label}: ${value}`);
    }),
  );
}

/** The shop's equivalent packages, with what each is worth to the shop when the explanation says. */
function optionsList(options: PackageOption[], n: Negotiation, utilities?: number[]): HTMLElement {
  return h(
    "ol",
    { class: "options", "data-testid": "offer-options" },
    options.map((o, i) =>
      h(
        "li",
        { "data-option-id": o.id },
        `${money(o.priceMinor, n.currency)} with ${packageText(o.terms, n)}`,
        isNumber(utilities?.[i]) ? ` — worth ${percent(utilities[i], 1)} to you` : "",
        h("span", { class: "muted" }, ` (${o.id})`),
      ),
    ),
  );
}

/** Utilities per round: the shop's offered package and the buyer's bid (as the shop valued it), and the private reserve. */
function utilityData(n: Negotiation): { rounds: number[]; shop: (number | null)[]; buyer: (number | null)[]; reserve: number | null } {
  const shop = new Map<number, number>();
  const buyer = new Map<number, number>();
  let reserve: number | null = null;
  let lastBid: OfferHistoryEntry | null = null;
  for (const e of n.history) {
    if (e.party === "buyer") {
      if (e.priceMinor !== null) lastBid = e;
      continue;
    }
    const p = e.explanation?.package as PackageExplanation | undefined;
    if (!p) continue;
    const offered = isNumber(p.offeredUtilities?.[0]) ? p.offeredUtilities[0] : p.targetUtility;
    if (isNumber(offered)) shop.set(e.round, offered);
    // The bid this offer answered, at the round the buyer made it (as the price chart places bids).
    if (lastBid && isNumber(p.bidUtility)) buyer.set(lastBid.round, p.bidUtility);
    lastBid = null;
    if (isNumber(p.reserveUtility)) reserve = p.reserveUtility;
  }
  const rounds = [...new Set([...shop.keys(), ...buyer.keys()])].sort((a, b) => a - b);
  return { rounds, shop: rounds.map((r) => shop.get(r) ?? null), buyer: rounds.map((r) => buyer.get(r) ?? null), reserve };
}

function drawUtilityChart(box: HTMLElement, text: HTMLElement, n: Negotiation, chart: Chart | null, signal: AbortSignal): Chart {
  const { rounds, shop, buyer, reserve } = utilityData(n);
  const data: uPlot.AlignedData = [rounds, shop, buyer, rounds.map(() => reserve)];
  const lastShop = shop.filter((v) => v !== null).at(-1);
  const lastBuyer = buyer.filter((v) => v !== null).at(-1);
  text.textContent = rounds.length
    ? `In your utility (100 % = your best package at the list price): the shop's latest package is worth ${percent(lastShop, 1)} to you, ` +
      `the buyer's latest bid ${percent(lastBuyer, 1)}; your private reserve for this buyer is ${percent(reserve, 1)}.`
    : "No package offers explained yet.";
  if (chart) {
    chart.update(data);
    return chart;
  }
  return lineChart(
    box,
    {
      title: "Packages by round, in your utility",
      xLabel: "Round",
      yLabel: "utility",
      formatX: (v) => String(v),
      formatY: (v) => `${Math.round(v * 100)}%`,
      yRange: [0, 1],
      series: [
        { label: "shop package", color: "#1d4ed8" },
        { label: "buyer package", color: "#b91c1c", dash: [6, 4] },
        { label: "private reserve", color: "#3f3f46", dash: [2, 4], width: 1.5 },
      ],
    },
    data,
    signal,
  );
}

/** The package part of a shop offer's reasoning: utilities in percent of the shop's best package. */
function packageExplanationItems(p: PackageExplanation, n: Negotiation): HTMLElement[] {
  const items: HTMLElement[] = [];
  const u = (label: string, v: unknown) => (isNumber(v) ? items.push(h("li", {}, `${label}: ${percent(v, 1)}`)) : 0);
  u("utility of the buyer's bid", p.bidUtility);
  u("target utility", p.targetUtility);
  u("private reserve utility", p.reserveUtility);
  u("lowest offer utility", p.lowestOfferUtility);
  if (Array.isArray(p.offeredUtilities) && p.offeredUtilities.length > 0) items.push(h("li", {}, `offered: ${p.offeredUtilities.map((v) => percent(v, 1)).join(", ")}`));
  const weights = Object.entries(p.buyerWeights ?? {}).filter(([, w]) => isNumber(w));
  if (weights.length > 0)
    items.push(
      h(
        "li",
        { "data-testid": "buyer-weights" },
        `buyer seems to value: ${weights
          .sort(([, a], [, b]) => b - a)
          .map(([id, w]) => `${id === "price" ? "price" : termEntry(declsOf(n), id, "")[0]} ${percent(w, 0)}`)
          .join(", ")}`,
      ),
    );
  return items;
}

/** The shop's reasoning for one offer, money in the negotiation's currency (a package's in utility). */
function explanationList(e: (Record<string, unknown> & { package?: PackageExplanation }) | undefined, n: Negotiation): Node | string {
  if (!e) return "";
  const currency = n.currency;
  // A package decision runs the price reasoning on the shop's utility: its "Minor" figures are millionths of it.
  const pkg = e.package && typeof e.package === "object" ? e.package : undefined;
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
  const items = Object.entries(e).flatMap(([key, value]) => {
    if (key === "package") return [];
    const shown =
      typeof value === "number" && key.endsWith("Minor")
        ? pkg
          ? `${percent(value / 1_000_000, 1)} utility`
          : money(value, currency)
        : key === "progress" && typeof value === "number"
          ? percent(value, 0)
          : key.endsWith("Bps") && typeof value === "number"
            ? bpsPercent(value)
            : value === null
              ? "unknown"
              : typeof value === "object"
                ? JSON.stringify(value)
                : String(value);
    return [h("li", {}, `${labels[key] ?? key}: ${shown}`)];
  });
  if (pkg) return h("div", {}, h("ul", { class: "explanation", "data-testid": "package-explanation" }, packageExplanationItems(pkg, n)), h("details", {}, h("summary", {}, "The concession reasoning, in utility"), h("ul", { class: "explanation" }, items)));
  return h("ul", { class: "explanation" }, items);
}

function historyTable(n: Negotiation): HTMLElement {
  if (n.history.length === 0) return h("p", { class: "muted" }, "No offers yet.");
  const withTerms = isPackage(n);
  const rows = n.history.map((e: OfferHistoryEntry) =>
    h(
      "tr",
      { class: `party-${e.party}`, "data-testid": "history-row", "data-party": e.party },
      h("th", { scope: "row", class: "num" }, e.round),
      h("td", {}, e.party),
      h("td", {}, e.kind),
      h("td", { class: "num" }, money(e.priceMinor, n.currency)),
      withTerms
        ? h(
            "td",
            { "data-testid": "history-terms" },
            packageList(e.terms, n) ?? "—",
            e.options && e.options.length > 1 ? [h("p", { class: "hint" }, "Equivalent packages offered:"), optionsList(e.options, n, e.explanation?.package?.offeredUtilities)] : null,
            e.switches && e.switches.length > 0 ? [h("p", { class: "hint" }, e.kind === "switch" ? "Switched; further switches offered:" : "Switches offered after the deal:"), optionsList(e.switches, n)] : null,
          )
        : null,
      h("td", {}, e.reasons.join(", ")),
      h("td", {}, explanationList(e.explanation, n)),
      h("td", {}, timeEl(e.at)),
    ),
  );
  return table(
    withTerms ? "Every offer and counter-offer with its package, oldest first" : "Every offer and counter-offer, oldest first",
    ["Round", "Party", "Kind", "Unit price", ...(withTerms ? ["Terms"] : []), "Reasons", "Why (shop offers)", "At"],
    rows,
    { "data-testid": "offer-history" },
  );
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
  for (const key of ["agentId", "rule", "outcome", "action", "decision", "status", "priceMinor", "reason", "policyId", "tactic"]) {
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
