/** Outcomes per product and day: agreement rate, mean discount and surplus share over time, with the table. */
import { api, listProducts, shopPath } from "../api";
import { lineChart } from "../charts";
import { bpsPercent, childController, clear, field, h, hideBox, pageTitle, percent, select, showProblem, table } from "../dom";
import type { PageRender } from "../router";
import type { OutcomeDay, Product } from "../types";

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayLabel = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
/** Short labels ("Nov 26"): a full date per tick would not fit under a 30-day axis. */
const dayText = (n: number) => dayLabel.format(new Date(n * DAY_MS));

export const outcomesPage: PageRender = async (root, { signal }) => {
  const product = field(select([["", "All products"]]), { label: "Product", testid: "outcomes-product" });
  const days = field(
    select(
      [
        ["7", "Last 7 days"],
        ["30", "Last 30 days"],
        ["90", "Last 90 days"],
      ],
      "30",
    ),
    { label: "Period", testid: "outcomes-days" },
  );
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  const charts = h("div", { class: "charts", "data-testid": "outcomes-chart" });
  const tableBox = h("div");
  root.append(pageTitle("Outcomes"), h("form", { class: "filters", onsubmit: (e: Event) => e.preventDefault() }, product.wrap, days.wrap), problem, charts, tableBox);

  let names = new Map<string, string>();
  let drawn: AbortController | null = null;

  const load = async () => {
    hideBox(problem);
    const q = new URLSearchParams({ days: days.input.value });
    if (product.input.value) q.set("productId", product.input.value);
    let items: OutcomeDay[];
    try {
      items = (await api.get<{ items: OutcomeDay[] }>(shopPath(`/outcomes?${q}`), signal)).items;
    } catch (e) {
      showProblem(problem, e);
      return;
    }
    drawn?.abort();
    drawn = childController(signal);
    charts.replaceChildren();
    if (items.length === 0) {
      charts.append(h("p", { class: "muted" }, "No negotiations in this period."));
      tableBox.replaceChildren();
      return;
    }

    const productIds = [...new Set(items.map((i) => i.productId))].sort();
    const xs = [...new Set(items.map((i) => dayNumber(i.day)))].sort((a, b) => a - b);
    const at = new Map(items.map((i) => [`${i.productId}|${dayNumber(i.day)}`, i]));
    const seriesOf = (value: (i: OutcomeDay) => number | null) => productIds.map((p) => xs.map((x) => {
      const item = at.get(`${p}|${x}`);
      return item ? value(item) : null;
    }));
    const series = productIds.map((p) => ({ label: names.get(p) ?? p }));
    // Rates and shares lie in [0, 1]: a fixed axis, so one day's point does not stretch it to 200%.
    const specs: { title: string; value: (i: OutcomeDay) => number | null; format: (v: number) => string; yRange?: [number, number] }[] = [
      { title: "Agreement rate", value: (i) => i.agreementRate, format: (v) => `${(v * 100).toFixed(0)}%`, yRange: [0, 1] },
      { title: "Mean discount from list price", value: (i) => (i.meanDiscountBps === null ? null : i.meanDiscountBps / 100), format: (v) => `${v.toFixed(1)}%` },
      { title: "Surplus share (shop's)", value: (i) => i.surplusShare, format: (v) => `${(v * 100).toFixed(0)}%`, yRange: [0, 1] },
    ];
    for (const spec of specs) {
      const box = h("div", { class: "chart", role: "img", "aria-label": `${spec.title} per day; the table below has the values` });
      charts.append(box);
      lineChart(box, { title: spec.title, xLabel: "Day", series, formatX: dayText, formatY: spec.format, height: 240, ...(spec.yRange ? { yRange: spec.yRange } : {}) }, [xs, ...seriesOf(spec.value)], drawn.signal);
    }

    const rows = [...items]
      .sort((a, b) => (a.day === b.day ? a.productId.localeCompare(b.productId) : b.day.localeCompare(a.day)))
      .map((i) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, i.day),
          h("td", {}, names.get(i.productId) ?? i.productId),
          h("td", { class: "num" }, i.negotiations),
          h("td", { class: "num" }, i.agreed),
          h("td", { class: "num" }, percent(i.agreementRate)),
          h("td", { class: "num" }, bpsPercent(i.meanDiscountBps)),
          h("td", { class: "num" }, percent(i.surplusShare)),
        ),
      );
    clear(tableBox, table("Per product and day, newest first", ["Day", "Product", "Negotiations", "Agreed", "Agreement rate", "Mean discount", "Surplus share"], rows));
  };

  product.input.addEventListener("change", () => void load());
  days.input.addEventListener("change", () => void load());
  try {
    const products: Product[] = await listProducts(signal);
    names = new Map(products.map((p) => [p.productId, p.name]));
    product.input.append(...products.map((p) => h("option", { value: p.productId }, `${p.name} (${p.productId})`)));
  } catch (e) {
    showProblem(problem, e);
  }
  await load();
};
