/**
 * A rehearsal as a self-contained HTML page (the CLI's report): the headline figures live and proposed side
 * by side, and an SVG chart per buyer family. No script, no external asset: it opens anywhere, offline.
 */
import type { ProductRehearsal } from "./rehearse-product";
import type { RehearsalSummary } from "./rehearse";

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

function rows(currency: string): Row[] {
  const points = (a: number, b: number) => `${b - a >= 0 ? "+" : ""}${((b - a) * 100).toFixed(1)} pts`;
  return [
    { label: "Agreement", value: (s) => pct(s.agreementRate), delta: (l, p) => points(l.agreementRate, p.agreementRate) },
    { label: "Agreement where the buyer could pay the floor", value: (s) => pct(s.agreementWherePossible), delta: (l, p) => points(l.agreementWherePossible, p.agreementWherePossible) },
    { label: "Surplus share (live list price and floor)", value: (s) => s.surplusShare.toFixed(3), delta: (l, p) => `${p.surplusShare - l.surplusShare >= 0 ? "+" : ""}${(p.surplusShare - l.surplusShare).toFixed(3)}` },
    { label: "Mean price per deal", value: (s) => money(s.meanPriceMinor, currency) },
    { label: "Mean discount from list", value: (s) => (s.meanDiscountBps === null ? "—" : `${(s.meanDiscountBps / 100).toFixed(1)}%`) },
    { label: "Revenue per buyer", value: (s) => money(s.revenuePerBuyerMinor, currency), delta: (l, p) => money(p.revenuePerBuyerMinor - l.revenuePerBuyerMinor, currency) },
    { label: "Decisions escalated", value: (s) => pct(s.escalationRate), delta: (l, p) => points(l.escalationRate, p.escalationRate) },
    { label: "Counters per deal", value: (s) => (s.meanRounds === null ? "—" : s.meanRounds.toFixed(1)) },
    { label: "Deals below the floor", value: (s) => String(s.belowFloor) },
  ];
}

/** Grouped horizontal bars: one group per family, a bar for live and one for proposed. */
function familyChart(r: ProductRehearsal, metric: "surplusShare" | "agreementRate", title: string): string {
  const families = r.live.families.map((f) => f.family);
  const value = (s: RehearsalSummary | null, family: string) => s?.families.find((f) => f.family === family)?.[metric] ?? 0;
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

export function renderReport(r: ProductRehearsal, meta: ReportMeta): string {
  const currency = r.live.settings.currency;
  const settings = (s: RehearsalSummary) =>
    `list ${money(s.settings.anchorMinor, currency)}, floor ${money(s.settings.floorMinor, currency)}, ${escape(s.settings.strategy.kind)}${s.settings.strategy.exponent ? ` β ${s.settings.strategy.exponent}` : ""}, ${s.settings.maxRounds} rounds`;
  const table = rows(currency)
    .map((row) => {
      const cells = [row.value(r.live), ...(r.proposed ? [row.value(r.proposed), row.delta ? row.delta(r.live, r.proposed) : ""] : [])];
      return `<tr><th scope="row">${escape(row.label)}</th>${cells.map((c) => `<td>${escape(c)}</td>`).join("")}</tr>`;
    })
    .join("\n");
  const basis =
    r.basis.source === "market-stats"
      ? `reservations drawn around ${r.basis.agreedCount} agreed deals (mean ${money(Math.round(r.basis.meanMinor), currency)})`
      : "reservations drawn across the live list price and floor (no market statistics yet)";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rehearsal: ${escape(meta.productName)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;color:#1a1a1a;max-width:760px;margin:2em auto;padding:0 1em}table{border-collapse:collapse;margin:1em 0}th,td{padding:4px 10px;border-bottom:1px solid #ccc;text-align:right}th[scope=row]{text-align:left;font-weight:normal}thead th{text-align:right}</style>
</head><body>
<h1>Rehearsal: ${escape(meta.productName)} <small>(${escape(r.productId)})</small></h1>
<p>Shop ${escape(meta.shopId)} · ${r.buyers} simulated buyers per setting (15 buyer families), seed ${r.seed} · ${escape(basis)} · ${r.learned ? "the learner's arms and acceptance curve for the product, as live openings play them" : "the tuned defaults (nothing learned for the product yet)"} · ${escape(meta.generatedAt)}</p>
<p>Live: ${settings(r.live)}${r.proposed ? `<br>Proposed: ${settings(r.proposed)}` : ""}</p>
<table><thead><tr><th scope="col"></th><th scope="col">Live</th>${r.proposed ? '<th scope="col">Proposed</th><th scope="col">Change</th>' : ""}</tr></thead>
<tbody>
${table}
</tbody></table>
${familyChart(r, "surplusShare", "Surplus share by buyer family")}
${familyChart(r, "agreementRate", "Agreement by buyer family")}
<p>Escalations are settled as if nobody answered them (their timeout action). Simulated buyers are the tournament's families, not your customers: read the difference between settings, not the absolute figures.</p>
</body></html>
`;
}
