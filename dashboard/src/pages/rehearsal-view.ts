/** A rehearsal's answer drawn: headline figures live vs proposed with coloured deltas, and per-family bars. */
import { api, shopPath } from "../api";
import { barChart } from "../charts";
import { bpsPercent, h, money, percent, table } from "../dom";
import type { RehearsalRequest, RehearsalResult, RehearsalSummary } from "../types";

export function runRehearsal(request: RehearsalRequest, signal: AbortSignal): Promise<RehearsalResult> {
  return api.post<RehearsalResult>(shopPath("/rehearsals"), request, signal);
}

interface Metric {
  label: string;
  value: (s: RehearsalSummary) => number | null;
  show: (v: number | null) => string;
  /** How the difference reads: rates in percentage points, money, plain numbers. */
  delta: (d: number) => string;
  /** +1: more is better for the shop; −1: less is; 0: neither. */
  better: 1 | -1 | 0;
}

const points = (d: number) => `${d >= 0 ? "+" : "−"}${Math.abs(d * 100).toFixed(1)} pts`;

function metrics(currency: string): Metric[] {
  const m = (v: number | null) => money(v === null ? null : Math.round(v), currency);
  return [
    { label: "Agreement rate", value: (s) => s.agreementRate, show: (v) => percent(v), delta: points, better: 1 },
    { label: "Agreement where the buyer could pay the floor", value: (s) => s.agreementWherePossible, show: (v) => percent(v), delta: points, better: 1 },
    { label: "Surplus share (shop's)", value: (s) => s.surplusShare, show: (v) => percent(v), delta: points, better: 1 },
    { label: "Revenue per buyer", value: (s) => s.revenuePerBuyerMinor, show: m, delta: (d) => `${d >= 0 ? "+" : "−"}${money(Math.abs(Math.round(d)), currency)}`, better: 1 },
    { label: "Mean price", value: (s) => s.meanPriceMinor, show: m, delta: (d) => `${d >= 0 ? "+" : "−"}${money(Math.abs(Math.round(d)), currency)}`, better: 1 },
    { label: "Mean discount", value: (s) => s.meanDiscountBps, show: (v) => bpsPercent(v), delta: (d) => `${d >= 0 ? "+" : "−"}${Math.abs(d / 100).toFixed(2)} pts`, better: -1 },
    { label: "Escalation rate", value: (s) => s.escalationRate, show: (v) => percent(v), delta: points, better: -1 },
    { label: "Mean rounds to a deal", value: (s) => s.meanRounds, show: (v) => (v === null ? "—" : v.toFixed(2)), delta: (d) => `${d >= 0 ? "+" : "−"}${Math.abs(d).toFixed(2)}`, better: 0 },
    { label: "Deals below the floor", value: (s) => s.belowFloor, show: (v) => (v === null ? "—" : String(v)), delta: (d) => `${d >= 0 ? "+" : "−"}${Math.abs(d)}`, better: -1 },
  ];
}

function deltaCell(metric: Metric, live: number | null, proposed: number | null): HTMLTableCellElement {
  if (live === null || proposed === null) return h("td", { class: "num" }, "—");
  const d = proposed - live;
  if (Math.abs(d) < 1e-9) return h("td", { class: "num delta same" }, "no change");
  const good = metric.better === 0 ? null : Math.sign(d) === metric.better;
  // Words as well as colour: the colour alone would say nothing to some readers.
  const verdict = good === null ? "" : good ? " (better)" : " (worse)";
  return h("td", { class: `num delta ${good === null ? "same" : good ? "better" : "worse"}` }, `${metric.delta(d)}${verdict}`);
}

function settingsText(summary: RehearsalSummary, currency: string): string {
  const s = summary.settings;
  const strategy = `${s.strategy.kind}${s.strategy.exponent !== undefined ? ` (β ${s.strategy.exponent})` : ""}`;
  const policies = summary.policyVersion === undefined ? "" : summary.policyVersion === null ? ", proposed policy file" : `, policies v${summary.policyVersion}`;
  return `list ${money(s.anchorMinor, currency)}, floor ${money(s.floorMinor, currency)}, ${strategy}, ${s.maxRounds} rounds${policies}`;
}

/** The result block; `signal` ends its charts with the page. */
export function rehearsalView(result: RehearsalResult, currency: string, signal: AbortSignal): HTMLElement {
  const { live, proposed } = result;
  const b = result.basis;
  const basis =
    b.source === "market-stats"
      ? `buyers' limits drawn around the product's ${b.agreedCount ?? ""} recently agreed prices${b.meanMinor !== undefined ? ` (mean ${money(Math.round(b.meanMinor), currency)})` : ""}`.replace("  ", " ")
      : "buyers' limits drawn across the product's list-price-to-floor range (too few deals to go by)";
  const rows = metrics(currency).map((metric) => {
    const l = metric.value(live);
    const p = proposed ? metric.value(proposed) : null;
    return h("tr", {}, h("th", { scope: "row" }, metric.label), h("td", { class: "num" }, metric.show(l)), proposed ? h("td", { class: "num" }, metric.show(p)) : null, proposed ? deltaCell(metric, l, p) : null);
  });
  const headline = table(
    "Headline figures",
    proposed ? ["Figure", "Live settings", "Proposed", "Change"] : ["Figure", "Live settings"],
    [
      h("tr", {}, h("th", { scope: "row" }, "Settings"), h("td", {}, settingsText(live, currency)), proposed ? h("td", { colspan: 2 }, settingsText(proposed, currency)) : null),
      ...rows,
    ],
    { class: "compare" },
  );

  // Families: the union of both runs' families, in the live run's order.
  const families = [...new Set([...live.families.map((f) => f.family), ...(proposed?.families.map((f) => f.family) ?? [])])];
  const pick = (s: RehearsalSummary | null, key: "agreementRate" | "surplusShare") => families.map((name) => s?.families.find((f) => f.family === name)?.[key] ?? null);
  const series = proposed ? [{ label: "live", color: "#1d4ed8" }, { label: "proposed", color: "#c2410c" }] : [{ label: "live", color: "#1d4ed8" }];
  const agreementBox = h("div", { class: "chart", role: "img", "aria-label": "Agreement rate per buyer family; the table below has the values" });
  const surplusBox = h("div", { class: "chart", role: "img", "aria-label": "Surplus share per buyer family; the table below has the values" });
  const familyRows = families.map((name, i) =>
    h(
      "tr",
      {},
      h("th", { scope: "row" }, name),
      h("td", { class: "num" }, live.families.find((f) => f.family === name)?.negotiations ?? "—"),
      h("td", { class: "num" }, percent(pick(live, "agreementRate")[i])),
      proposed ? h("td", { class: "num" }, percent(pick(proposed, "agreementRate")[i])) : null,
      h("td", { class: "num" }, percent(pick(live, "surplusShare")[i])),
      proposed ? h("td", { class: "num" }, percent(pick(proposed, "surplusShare")[i])) : null,
    ),
  );

  const el = h(
    "section",
    { class: "rehearsal-result", "data-testid": "rehearsal-result", "aria-labelledby": "rehearsal-result-h" },
    h("h2", { id: "rehearsal-result-h" }, proposed ? "Live vs proposed" : "Live settings"),
    h(
      "p",
      { class: "muted" },
      `${result.buyers.toLocaleString()} simulated buyers (seed ${result.seed}), ${basis}.` +
        (result.learned ? " What the learner holds for this product plays as it does in live negotiations." : "") +
        (proposed ? " Both settings met the same buyers, so the difference is the settings' doing." : ""),
    ),
    headline,
    h("h3", {}, "By buyer family"),
    h("div", { class: "chart-row" }, agreementBox, surplusBox),
    table(
      "Per buyer family",
      proposed ? ["Family", "Buyers", "Agreement (live)", "Agreement (proposed)", "Surplus share (live)", "Surplus share (proposed)"] : ["Family", "Buyers", "Agreement", "Surplus share"],
      familyRows,
    ),
  );
  // Charts need the boxes in the document to measure their width.
  queueMicrotask(() => {
    if (signal.aborted || families.length === 0) return;
    const common = { categories: families, series, formatY: (v: number) => `${Math.round(v * 100)}%`, yRange: [0, 1] as [number, number] };
    barChart(agreementBox, { ...common, title: "Agreement rate by buyer family" }, proposed ? [pick(live, "agreementRate"), pick(proposed, "agreementRate")] : [pick(live, "agreementRate")], signal);
    barChart(surplusBox, { ...common, title: "Surplus share by buyer family" }, proposed ? [pick(live, "surplusShare"), pick(proposed, "surplusShare")] : [pick(live, "surplusShare")], signal);
  });
  return el;
}
