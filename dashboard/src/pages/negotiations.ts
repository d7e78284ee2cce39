/** The shop's negotiations, newest first, filtered and paged, refreshed every 3 s while the tab is visible. */
import { api, listProducts, shopPath } from "../api";
import { announce, busy, clear, every, field, h, hideBox, money, pageTitle, select, shortId, showProblem, timeEl } from "../dom";
import { rowClick, type PageRender } from "../router";
import { NEGOTIATION_STATUSES, type NegotiationSummary, type Page, type Product } from "../types";
import { negotiationDetailPage } from "./negotiation-detail";

const PAGE_SIZE = 50;

export const negotiationsPage: PageRender = (root, ctx) => {
  if (ctx.param) return negotiationDetailPage(root, ctx);
  const { signal } = ctx;

  const status = field(select([["", "Any"], ...NEGOTIATION_STATUSES.map((s): [string, string] => [s, s])]), { label: "Status", testid: "negotiations-status" });
  const product = field(select([["", "Any"]]), { label: "Product", testid: "negotiations-product" });
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  const tbody = h("tbody");
  const empty = h("p", { class: "muted" });
  const more = h("button", { type: "button", class: "secondary", "data-testid": "negotiations-more" }, "Load more");
  more.hidden = true;

  root.append(
    pageTitle("Negotiations"),
    h("form", { class: "filters", onsubmit: (e: Event) => e.preventDefault() }, status.wrap, product.wrap),
    problem,
    h(
      "table",
      { "data-testid": "negotiations-table" },
      h("caption", {}, "Negotiations, newest first (refreshed every 3 seconds)"),
      h("thead", {}, h("tr", {}, ["Negotiation", "Product", "Buyer", "Status", "Round", "Shop offer", "Agreed price", "Opened", "Updated"].map((t) => h("th", { scope: "col" }, t)))),
      tbody,
    ),
    empty,
    h("div", { class: "actions" }, more),
  );

  let items: NegotiationSummary[] = [];
  let cursor: string | null = null;
  let productNames = new Map<string, string>();
  let shown = "";

  const query = (after: string | null) => {
    const q = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (status.input.value) q.set("status", status.input.value);
    if (product.input.value) q.set("productId", product.input.value);
    if (after) q.set("cursor", after);
    return shopPath(`/negotiations?${q}`);
  };

  const row = (n: NegotiationSummary) =>
    h(
      "tr",
      { "data-testid": "negotiation-row", "data-negotiation-id": n.negotiationId, class: "clickable", onclick: rowClick },
      h("th", { scope: "row" }, h("a", { href: `#/negotiations/${encodeURIComponent(n.negotiationId)}`, title: n.negotiationId }, shortId(n.negotiationId))),
      h("td", {}, productNames.get(n.productId) ?? n.productId),
      h("td", {}, n.buyerId),
      h("td", {}, h("span", { class: `status status-${n.status}` }, n.status)),
      h("td", { class: "num" }, n.round),
      h("td", { class: "num" }, money(n.shopOfferMinor, n.currency)),
      h("td", { class: "num" }, money(n.agreedPriceMinor, n.currency)),
      h("td", {}, timeEl(n.openedAt)),
      h("td", {}, timeEl(n.updatedAt)),
    );

  /** Redraws only on change, and puts focus back on the link it was on (polling must not steal it). */
  const draw = () => {
    const next = JSON.stringify(items);
    if (next === shown) return;
    shown = next;
    const focused = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>("tr[data-negotiation-id]")?.dataset.negotiationId;
    clear(tbody, items.map(row));
    if (focused) tbody.querySelector<HTMLElement>(`tr[data-negotiation-id="${CSS.escape(focused)}"] a`)?.focus();
    empty.textContent = items.length === 0 ? "No negotiations match." : "";
    more.hidden = cursor === null;
  };

  /** Tells a screen reader what changed since the last poll, politely. */
  const describeChanges = (before: NegotiationSummary[], after: NegotiationSummary[]) => {
    const old = new Map(before.map((n) => [n.negotiationId, n]));
    const added = after.filter((n) => !old.has(n.negotiationId)).length;
    const changed = after.filter((n) => {
      const o = old.get(n.negotiationId);
      return o && (o.status !== n.status || o.round !== n.round);
    });
    const parts: string[] = [];
    if (added) parts.push(`${added} new negotiation${added === 1 ? "" : "s"}`);
    for (const n of changed.slice(0, 3)) parts.push(`${shortId(n.negotiationId)} is ${n.status}, round ${n.round}`);
    if (changed.length > 3) parts.push(`${changed.length - 3} more changed`);
    if (parts.length) announce(parts.join("; ") + ".");
  };

  const load = async () => {
    hideBox(problem);
    try {
      const page = await api.get<Page<NegotiationSummary>>(query(null), signal);
      items = page.items;
      cursor = page.nextCursor;
      shown = "";
      draw();
    } catch (e) {
      showProblem(problem, e);
    }
  };

  /** Re-reads the first page; rows loaded with "Load more" beyond it stay until the filters change. */
  const poll = async () => {
    const page = await api.get<Page<NegotiationSummary>>(query(null), signal);
    const fresh = new Set(page.items.map((n) => n.negotiationId));
    const oldest = page.items.at(-1)?.openedAt;
    const older = page.nextCursor === null ? [] : items.filter((n) => !fresh.has(n.negotiationId) && oldest !== undefined && n.openedAt <= oldest);
    const before = items;
    items = [...page.items, ...older];
    if (items.length <= PAGE_SIZE) cursor = page.nextCursor;
    describeChanges(before, items);
    draw();
  };

  more.addEventListener("click", () =>
    busy(more, async () => {
      try {
        const page = await api.get<Page<NegotiationSummary>>(query(cursor), signal);
        const known = new Set(items.map((n) => n.negotiationId));
        items = [...items, ...page.items.filter((n) => !known.has(n.negotiationId))];
        cursor = page.nextCursor;
        draw();
        announce(`${page.items.length} more negotiations loaded.`);
      } catch (e) {
        showProblem(problem, e);
      }
    }),
  );
  status.input.addEventListener("change", () => void load());
  product.input.addEventListener("change", () => void load());

  void (async () => {
    try {
      const products: Product[] = await listProducts(signal);
      productNames = new Map(products.map((p) => [p.productId, p.name]));
      product.input.append(...products.map((p) => h("option", { value: p.productId }, `${p.name} (${p.productId})`)));
    } catch (e) {
      showProblem(problem, e);
    }
    await load();
    every(3000, signal, poll);
  })();
};
