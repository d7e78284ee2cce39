/**
 * A rehearsal as a self-contained HTML page (the CLI's report): the headline figures live and proposed side
 * by side, and an SVG chart per buyer family. No script, no external asset: it opens anywhere, offline.
 * A package product's report adds its figures in utility (the shop's share, the buyers' own utility, the distance
 * to the Pareto frontier), what the agreed packages look like term by term, and a table per buyer family.
 */
import type { ProductRehearsal } from "./rehearse-product";
import type { FamilyOutcome, RehearsalSummary, TermFigure } from "./rehearse";

export interface ReportMeta {
  shopId: string;
  productName: string;
  /** ISO 8601, supplied by the caller (this module reads no clock). */
  generatedAt: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const money = (minor: number | null, currency: string) => (minor === null ? "—" : `${(minor / 100).toFixed(2)} ${currency}`);

interface Row {
  label: string;
  value: (s: RehearsalSummary) => string;
  delta?: (live: RehearsalSummary, proposed: RehearsalSummary) => string;
}

const points = (a: number, b: number) => `${b - a >= 0 ? "+" : ""}${((b - a) * 100).toFixed(1)} pts`;
const signed = (d: number) => `${d >= 0 ? "+" : ""}${d.toFixed(3)}`;
const orDash = (x: number | null | undefined, f: (x: number) => string) => (x === null || x === undefined ? "—" : f(x));

/** A term of the agreed packages: a numeric term's mean, a choice term's values by share of deals. */
function termText(t: TermFigure | undefined): string {
  if (!t) return "—";
  if (t.kind === "numeric") return t.mean === null ? "—" : `${t.mean.toFixed(1)}${t.unit ? ` ${t.unit}` : ""}`;
  const shares = Object.entries(t.shares).filter(([, x]) => x > 0).sort((a, b) => b[1] - a[1]);
  return shares.length === 0 ? "—" : shares.map(([v, x]) => `${v} ${Math.round(x * 100)}%`).join(" · ");
}

/** A package product's rows: utilities on the live valuation, the reservation checks, switches and the agreed terms. */
function packageRows(r: ProductRehearsal): Row[] {
  const live = r.live.package!;
  const owns = r.proposed?.package && r.proposed.package.reservationUtility !== live.reservationUtility;
  const rows: Row[] = [
    { label: "Shop utility share (live valuation: 0 at its reservation, 1 at its best)", value: (s) => orDash(s.package?.shopShare, (x) => x.toFixed(3)), delta: (l, p) => signed(p.package!.shopShare - l.package!.shopShare) },
    { label: "Shop utility per deal (live valuation)", value: (s) => orDash(s.package?.shopUtilityPerDeal, (x) => x.toFixed(3)) },
    ...(owns ? [{ label: "Shop utility share (each setting's own valuation)", value: (s: RehearsalSummary) => orDash(s.package?.ownShopShare, (x) => x.toFixed(3)) }] : []),
    { label: "Buyer utility (their own, 0 without a deal)", value: (s) => orDash(s.package?.buyerUtility, (x) => x.toFixed(3)), delta: (l, p) => signed(p.package!.buyerUtility - l.package!.buyerUtility) },
    {
      label: "Distance to the Pareto frontier (per deal, utility)",
      value: (s) => (s.package?.paretoComputed ? orDash(s.package.paretoDistance, (x) => x.toFixed(3)) : "not computed"),
      delta: (l, p) => (l.package!.paretoDistance === null || p.package!.paretoDistance === null ? "" : signed(p.package!.paretoDistance - l.package!.paretoDistance)),
    },
    { label: "Reservation utility", value: (s) => orDash(s.package?.reservationUtility, (x) => x.toFixed(3)) },
    { label: "Deals below the reservation utility", value: (s) => String(s.package?.belowReservation ?? "—") },
    { label: "Switches buyers took after a deal", value: (s) => String(s.package?.switches ?? "—") },
  ];
  for (const t of live.terms) rows.push({ label: `Agreed ${t.label.toLowerCase()}${t.kind === "numeric" ? " (mean)" : ""}`, value: (s) => termText(s.package?.terms.find((x) => x.id === t.id)) });
  return rows;
}

function rows(currency: string, packaged: boolean): Row[] {
  return [
    { label: "Agreement", value: (s) => pct(s.agreementRate), delta: (l, p) => points(l.agreementRate, p.agreementRate) },
    {
      label: packaged ? "Agreement where some package satisfies the shop's reservation and the buyer's" : "Agreement where the buyer could pay the floor",
      value: (s) => pct(s.agreementWherePossible),
      delta: (l, p) => points(l.agreementWherePossible, p.agreementWherePossible),
    },
    { label: "Surplus share (live list price and floor)", value: (s) => s.surplusShare.toFixed(3), delta: (l, p) => `${p.surplusShare - l.surplusShare >= 0 ? "+" : ""}${(p.surplusShare - l.surplusShare).toFixed(3)}` },
    { label: "Mean price per deal", value: (s) => money(s.meanPriceMinor, currency) },
    { label: "Mean discount from list", value: (s) => (s.meanDiscountBps === null ? "—" : `${(s.meanDiscountBps / 100).toFixed(1)}%`) },
    { label: "Revenue per buyer", value: (s) => money(s.revenuePerBuyerMinor, currency), delta: (l, p) => money(p.revenuePerBuyerMinor - l.revenuePerBuyerMinor, currency) },
    { label: "Decisions escalated", value: (s) => pct(s.escalationRate), delta: (l, p) => points(l.escalationRate, p.escalationRate) },
    { label: "Counters per deal", value: (s) => (s.meanRounds === null ? "—" : s.meanRounds.toFixed(1)) },
    { label: "Deals below the floor", value: (s) => String(s.belowFloor) },
  ];
}

type Metric = "surplusShare" | "agreementRate" | "shopShare" | "buyerUtility";
const metricOf = (f: FamilyOutcome | undefined, metric: Metric): number =>
  !f ? 0 : metric === "shopShare" ? (f.package?.shopShare ?? 0) : metric === "buyerUtility" ? (f.package?.buyerUtility ?? 0) : f[metric];

/** Grouped horizontal bars: one group per family, a bar for live and one for proposed. */
function familyChart(r: ProductRehearsal, metric: Metric, title: string): string {
  const families = r.live.families.map((f) => f.family);
  const value = (s: RehearsalSummary | null, family: string) => metricOf(s?.families.find((f) => f.family === family), metric);
  const max = Math.max(0.01, ...families.flatMap((f) => [value(r.live, f), value(r.proposed, f)]));
  const rowHeight = r.proposed ? 26 : 16;
  const width = 640;
  const labelWidth = 170;
  const barSpace = width - labelWidth - 60;
  const height = families.length * rowHeight + 30;
  const bars = families
    .map((family, i) => {
      const y = 20 + i * rowHeight;
      const bar = (v: number, dy: number, fill: string, who: string) =>
        `<rect x="${labelWidth}" y="${y + dy}" width="${((Math.max(0, v) / max) * barSpace).toFixed(1)}" height="10" fill="${fill}"><title>${escape(family)}, ${who}: ${metric === "agreementRate" ? pct(v) : v.toFixed(3)}</title></rect>` +
        `<text x="${labelWidth + (Math.max(0, v) / max) * barSpace + 4}" y="${y + dy + 9}" font-size="10">${metric === "agreementRate" ? pct(v) : v.toFixed(3)}</text>`;
      return (
        `<text x="${labelWidth - 6}" y="${y + 10}" font-size="11" text-anchor="end">${escape(family)}</text>` +
        bar(value(r.live, family), 0, "#2b5c8a", "live") +
        (r.proposed ? bar(value(r.proposed, family), 12, "#b35806", "proposed") : "")
      );
    })
    .join("");
  return `<figure><svg role="img" aria-label="${escape(title)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg"><text x="0" y="12" font-size="13" font-weight="bold">${escape(title)}</text>${bars}</svg><figcaption>${escape(title)}: <span style="color:#2b5c8a">■ live</span>${r.proposed ? ' <span style="color:#b35806">■ proposed</span>' : ""}</figcaption></figure>`;
}

/** Per buyer family of one setting: its agreement, utilities, distance to the frontier and agreed terms. */
function familyTable(s: RehearsalSummary, title: string): string {
  const terms = s.package!.terms;
  const head = ["Buyer family", "Agreement", "Shop utility share", "Buyer utility", "Pareto distance", ...terms.map((t) => t.label)];
  const body = s.families
    .map((f) => {
      const p = f.package;
      const cells = [pct(f.agreementRate), orDash(p?.shopShare, (x) => x.toFixed(3)), orDash(p?.buyerUtility, (x) => x.toFixed(3)), orDash(p?.paretoDistance, (x) => x.toFixed(3)), ...terms.map((t) => termText(p?.terms.find((x) => x.id === t.id)))];
      return `<tr><th scope="row">${escape(f.family)}</th>${cells.map((c) => `<td>${escape(c)}</td>`).join("")}</tr>`;
    })
    .join("\n");
  return `<table><caption>${escape(title)}</caption><thead><tr>${head.map((h) => `<th scope="col">${escape(h)}</th>`).join("")}</tr></thead>\n<tbody>\n${body}\n</tbody></table>`;
}

export function renderReport(r: ProductRehearsal, meta: ReportMeta): string {
  const currency = r.live.settings.currency;
  const packaged = r.live.package !== undefined;
  const settings = (s: RehearsalSummary) =>
    `list ${money(s.settings.anchorMinor, currency)}, floor ${money(s.settings.floorMinor, currency)}, ${escape(s.settings.strategy.kind)}${s.settings.strategy.exponent ? ` β ${s.settings.strategy.exponent}` : ""}, ${s.settings.maxRounds} rounds` +
    (s.settings.package
      ? `; terms ${escape(s.settings.package.terms.map((t) => t.label).join(", "))}, reservation utility ${s.settings.package.valuation.reservationUtility}, ${s.settings.package.options ?? 1} package(s) per counter`
      : "");
  const table = [...rows(currency, packaged), ...(packaged ? packageRows(r) : [])]
    .map((row) => {
      const cells = [row.value(r.live), ...(r.proposed ? [row.value(r.proposed), row.delta ? row.delta(r.live, r.proposed) : ""] : [])];
      return `<tr><th scope="row">${escape(row.label)}</th>${cells.map((c) => `<td>${escape(c)}</td>`).join("")}</tr>`;
    })
    .join("\n");
  const basis = r.package
    ? `package buyers with their own private values, drawn against the live valuation (${r.package.combinations.toLocaleString("en")} term combinations${r.package.wholeGrid ? "" : ", a coarser grid than the product's: the Pareto distance is not computed"})`
    : r.basis.source === "market-stats"
      ? `reservations drawn around ${r.basis.agreedCount} agreed deals (mean ${money(Math.round(r.basis.meanMinor), currency)})`
      : "reservations drawn across the live list price and floor (no market statistics yet)";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rehearsal: ${escape(meta.productName)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;color:#1a1a1a;max-width:760px;margin:2em auto;padding:0 1em}table{border-collapse:collapse;margin:1em 0}th,td{padding:4px 10px;border-bottom:1px solid #ccc;text-align:right}th[scope=row]{text-align:left;font-weight:normal}thead th{text-align:right}</style>
</head><body>
<h1>Rehearsal: ${escape(meta.productName)} <small>(${escape(r.productId)})</small></h1>
<p>Shop ${escape(meta.shopId)} · ${r.buyers} simulated buyers per setting (${r.package ? `${r.package.families.length} package buyer families` : "15 buyer families"}), seed ${r.seed} · ${escape(basis)} · ${r.learned ? "the learner's arms and acceptance curve for the product, as live openings play them" : "the tuned defaults (nothing learned for the product yet)"} · ${escape(meta.generatedAt)}</p>
<p>Live: ${settings(r.live)}${r.proposed ? `<br>Proposed: ${settings(r.proposed)}` : ""}</p>
<table><thead><tr><th scope="col"></th><th scope="col">Live</th>${r.proposed ? '<th scope="col">Proposed</th><th scope="col">Change</th>' : ""}</tr></thead>
<tbody>
${table}
</tbody></table>
${packaged ? familyChart(r, "shopShare", "Shop utility share by buyer family") : familyChart(r, "surplusShare", "Surplus share by buyer family")}
${familyChart(r, "agreementRate", "Agreement by buyer family")}
${packaged ? `${familyChart(r, "buyerUtility", "Buyer utility by buyer family")}\n${familyTable(r.live, "Live, by buyer family")}\n${r.proposed ? `${familyTable(r.proposed, "Proposed, by buyer family")}\n` : ""}` : ""}<p>Escalations are settled as if nobody answered them (their timeout action). Simulated buyers are ${packaged ? "the multi-issue bench's package families" : "the tournament's families"}, not your customers: read the difference between settings, not the absolute figures.${packaged ? " Utilities are scored on the live valuation, so two settings are measured alike." : ""}</p>
</body></html>
`;
}
