/**
 * Requests for quotes (issue #31: Parley buys too): `#/auctions` lists the organisation's requests, newest first —
 * item, format, deadline and time left, status, bids, outcome, winner and the awarded contract — refreshed every
 * 3 s, and opens one from a form: item, quantity, currency, the private ceiling and target, when bids close, the
 * format, open or invited suppliers, and optionally terms besides price (as the API's JSON: the term editor speaks a
 * seller's list price and floor, a request a buyer's ceiling and target).
 *
 * The list item carries no bid count, so each open row's auction view is read beside it (a closed one's once).
 * The pure helpers (time left, reading the form into the API's body) are free of the DOM, tested in Node.
 */
import { api, isAbort, path, shopPath } from "../api";
import { announce, busy, clear, every, field, h, hideBox, input, pageTitle, parseMajor, select, setFieldError, showProblem, shortId, timeEl, type Field } from "../dom";
import { navigate, rowClick, type PageRender } from "../router";
import { AUCTION_STATUSES, type AuctionFormat, type AuctionSummary, type AuctionView, type OpenAuctionInput, type Page } from "../types";
import { parseList } from "./suppliers";

const PAGE_SIZE = 50;
const VIEW_CONCURRENCY = 4;

// ---- Pure helpers ----------------------------------------------------------------------------------------

/** "2 d 3 h left", "4 min 05 s left", "closing…" (deadline passed, not yet closed): how long bids are still taken. */
export function timeLeftText(deadline: number, now: number): string {
  const ms = deadline - now;
  if (ms <= 0) return "closing…";
  const s = Math.ceil(ms / 1000);
  const d = Math.floor(s / 86_400);
  const hr = Math.floor((s % 86_400) / 3600);
  const min = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d} d ${hr} h left`;
  if (hr > 0) return `${hr} h ${String(min).padStart(2, "0")} min left`;
  if (min > 0) return `${min} min ${String(sec).padStart(2, "0")} s left`;
  return `${sec} s left`;
}

export const DURATION_UNITS = { seconds: 1_000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/** What the form holds, as typed. */
export interface RequestFormValues {
  itemKind: string;
  itemName: string;
  quantity: string;
  currency: string;
  ceiling: string;
  target: string;
  closesIn: string;
  closesInUnit: DurationUnit;
  format: AuctionFormat;
  bestK: string;
  access: "open" | "invited";
  invited: string;
  /** Optional JSON: `{negotiable, valuation, required}` as the API takes them. */
  termsJson: string;
}

export type FormField = Exclude<keyof RequestFormValues, "closesInUnit">;

/**
 * The form's values as the body of POST …/auctions, the deadline counted from `now`; or each field's problem. Only
 * what a person can get wrong by typing is checked here (amounts, numbers, the target above the ceiling); the
 * server checks the rest and its errors are shown at the field they name.
 */
export function requestBody(values: RequestFormValues, now: number): { body: OpenAuctionInput } | { errors: [FormField, string][] } {
  const errors: [FormField, string][] = [];
  const name = values.itemName.trim();
  if (!name) errors.push(["itemName", "Say what you are buying."]);
  const quantity = Number(values.quantity.trim());
  if (!Number.isSafeInteger(quantity) || quantity < 1) errors.push(["quantity", "A whole number of units, at least 1."]);
  const currency = values.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) errors.push(["currency", "A three-letter currency code, such as EUR."]);
  const ceiling = parseMajor(values.ceiling);
  if (ceiling === null || ceiling <= 0) errors.push(["ceiling", "An amount above zero, such as 4200 or 4200.50."]);
  const target = parseMajor(values.target);
  if (target === null) errors.push(["target", "An amount, such as 3000 or 3000.50."]);
  else if (ceiling !== null && target >= ceiling) errors.push(["target", "The target must be below the ceiling."]);
  const closesIn = Number(values.closesIn.trim().replace(",", "."));
  const ms = Math.round(closesIn * DURATION_UNITS[values.closesInUnit]);
  if (!Number.isFinite(closesIn) || values.closesIn.trim() === "" || ms < 1_000) errors.push(["closesIn", "How long bids are taken: at least one second."]);
  let bestK: number | undefined;
  if (values.format === "negotiate-best-k") {
    bestK = Number(values.bestK.trim());
    if (!Number.isSafeInteger(bestK) || bestK < 1) errors.push(["bestK", "How many bidders go on: a whole number, at least 1."]);
  }
  const invited = parseList(values.invited);
  if (values.access === "invited" && invited.length === 0) errors.push(["invited", "Name at least one supplier id, or open the request to every supplier."]);
  let terms: Pick<OpenAuctionInput, "negotiable" | "valuation" | "required"> = {};
  if (values.termsJson.trim()) {
    try {
      const parsed: unknown = JSON.parse(values.termsJson);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
      const extra = Object.keys(parsed).filter((k) => !["negotiable", "valuation", "required"].includes(k));
      if (extra.length) errors.push(["termsJson", `Only negotiable, valuation and required belong here, not ${extra.join(", ")}.`]);
      else terms = parsed as typeof terms;
    } catch {
      errors.push(["termsJson", "Not JSON: an object such as {\"negotiable\": [...], \"valuation\": {...}}."]);
    }
  }
  if (errors.length) return { errors };
  return {
    body: {
      item: { kind: values.itemKind === "goods" ? "goods" : "service", name },
      quantity,
      currency,
      price: { ceilingMinor: ceiling!, targetMinor: target! },
      deadline: now + ms,
      format: values.format,
      ...(bestK !== undefined ? { bestK } : {}),
      suppliers: values.access === "invited" ? { mode: "invited", invited } : { mode: "open" },
      ...terms,
    },
  };
}

/** Where a server error about the body (its path or pointer, in dots) belongs on the form. */
export function formFieldFor(key: string): FormField | undefined {
  const k = key.replace(/^\//, "").replaceAll("/", ".");
  if (k.startsWith("item")) return "itemName";
  if (k.startsWith("quantity")) return "quantity";
  if (k.startsWith("currency")) return "currency";
  if (k.startsWith("price.target")) return "target";
  if (k.startsWith("price")) return "ceiling";
  if (k.startsWith("deadline")) return "closesIn";
  if (k.startsWith("bestK")) return "bestK";
  if (k.startsWith("suppliers")) return "invited";
  if (k.startsWith("negotiable") || k.startsWith("valuation") || k.startsWith("required")) return "termsJson";
  return undefined;
}

export const FORMAT_LABELS: Record<AuctionFormat, string> = {
  "second-score": "Second-score sealed bid (winner held to the runner-up's score)",
  "first-score": "First-score sealed bid (winner paid its own bid)",
  "negotiate-best-k": "Auction, then negotiate with the best k",
};

export function outcomeText(summary: Pick<AuctionSummary, "status" | "outcome">): string {
  if (summary.status === "cancelled") return "cancelled";
  if (summary.status === "open") return "—";
  return summary.outcome === "awarded" ? "awarded" : summary.outcome === "shortlisted" ? "shortlisted" : "no award";
}

// ---- The page ----------------------------------------------------------------------------------------------

export const auctionsPage: PageRender = (root, { signal }) => {
  const problem = h("div", { class: "problem", "data-testid": "auctions-problem" });
  problem.hidden = true;
  const tbody = h("tbody");
  const empty = h("p", { class: "muted", "data-testid": "auctions-empty" });
  const status = field(select([["", "Any"], ...AUCTION_STATUSES.map((s): [string, string] => [s, s])]), { label: "Status", testid: "auctions-status" });

  // ---- Open a request ----------------------------------------------------------------------------------
  const f = {
    itemKind: field(select([["service", "A service"], ["goods", "Goods"]], "service"), { label: "Kind", testid: "rfq-item-kind" }),
    itemName: field(input({ required: true, maxLength: 200 }), { label: "Item", testid: "rfq-item", hint: "What you are buying, as suppliers will read it." }),
    quantity: field(input({ inputmode: "numeric", value: "1", autocomplete: "off" }), { label: "Quantity", testid: "rfq-quantity", hint: "Units wanted; every price is per unit." }),
    currency: field(input({ value: "EUR", maxLength: 3, autocomplete: "off", spellcheck: false }), { label: "Currency", testid: "rfq-currency" }),
    ceiling: field(input({ inputmode: "decimal", autocomplete: "off" }), { label: "Ceiling per unit (private)", testid: "rfq-ceiling", hint: "Private: the most you pay. A bid above it is taken but never scored; no supplier ever sees it." }),
    target: field(input({ inputmode: "decimal", autocomplete: "off" }), { label: "Target per unit (private)", testid: "rfq-target", hint: "Private: at or below it, price is worth everything to you." }),
    closesIn: field(input({ inputmode: "decimal", value: "1", autocomplete: "off" }), { label: "Bids close in", testid: "rfq-closes-in", hint: "The deadline is counted from when you open the request." }),
    closesInUnit: field(select([["seconds", "seconds"], ["minutes", "minutes"], ["hours", "hours"], ["days", "days"]], "days"), { label: "Unit", testid: "rfq-closes-in-unit" }),
    format: field(select(Object.entries(FORMAT_LABELS) as [string, string][], "second-score"), { label: "Format", testid: "rfq-format" }),
    bestK: field(input({ inputmode: "numeric", value: "3", autocomplete: "off" }), { label: "Bidders who go on to negotiate (k)", testid: "rfq-best-k" }),
    access: field(select([["open", "Every registered supplier"], ["invited", "Only the suppliers I invite"]], "open"), { label: "Who may bid", testid: "rfq-access" }),
    invited: field(h("textarea", { rows: 2, spellcheck: false }), { label: "Invited supplier ids", testid: "rfq-invited", hint: "Separated by commas or lines." }),
    termsJson: field(h("textarea", { rows: 6, spellcheck: false, class: "code" }), {
      label: "Terms besides price (JSON, optional)",
      testid: "rfq-terms",
      hint: 'As the API takes them: {"negotiable": [term declarations, from your side], "valuation": {"weights": {...}, "reservationUtility": 0.1}, "required": [...]}. Empty: price alone decides.',
    }),
  };
  const fields = f as unknown as Record<FormField | "closesInUnit", Field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>>;
  const showFormat = () => {
    f.bestK.wrap.hidden = f.format.input.value !== "negotiate-best-k";
    f.invited.wrap.hidden = f.access.input.value !== "invited";
  };
  f.format.input.addEventListener("change", showFormat);
  f.access.input.addEventListener("change", showFormat);
  showFormat();
  const termsDetails = h("details", {}, h("summary", {}, "Terms besides price"), f.termsJson.wrap);
  /** A problem with the terms must not hide in a closed box. */
  const revealTerms = () => {
    if (f.termsJson.input.getAttribute("aria-invalid") === "true") termsDetails.open = true;
  };
  const openError = h("div", { class: "problem", "data-testid": "rfq-error" });
  openError.hidden = true;
  const openButton = h("button", { type: "submit", "data-testid": "rfq-open" }, "Open request");
  const form = h(
    "form",
    { class: "card rfq-form", novalidate: true, "aria-labelledby": "rfq-h" },
    h("h2", { id: "rfq-h" }, "Open a request"),
    h("div", { class: "grid" }, f.itemKind.wrap, f.itemName.wrap, f.quantity.wrap, f.currency.wrap),
    h("fieldset", {}, h("legend", {}, "Price (private: never shown to a supplier)"), h("div", { class: "grid" }, f.ceiling.wrap, f.target.wrap)),
    h("div", { class: "grid" }, f.closesIn.wrap, f.closesInUnit.wrap, f.format.wrap, f.bestK.wrap),
    h("div", { class: "grid" }, f.access.wrap, f.invited.wrap),
    termsDetails,
    openError,
    h("div", { class: "actions" }, openButton),
  );

  root.append(
    pageTitle("Requests for quotes"),
    h("p", { class: "muted" }, "Sealed-bid auctions among your suppliers: each bid is scored by what its package is worth to you, weighted by the supplier's reputation; the winner's award becomes a service contract."),
    form,
    h("h2", {}, "Requests"),
    h("form", { class: "filters", onsubmit: (e: Event) => e.preventDefault() }, status.wrap),
    problem,
    h(
      "table",
      { "data-testid": "auctions-table" },
      h("caption", {}, "Requests for quotes, newest first (refreshed every 3 seconds)"),
      h("thead", {}, h("tr", {}, ["Item", "Format", "Deadline", "Status", "Bids", "Outcome", "Winner", "Contract"].map((t) => h("th", { scope: "col" }, t)))),
      tbody,
    ),
    empty,
  );

  let items: AuctionSummary[] = [];
  const views = new Map<string, AuctionView>();
  let shown = "";

  const readViews = async (rows: AuctionSummary[]) => {
    const due = rows.filter((a) => a.status === "open" || views.get(a.auctionId)?.status !== a.status || (views.get(a.auctionId)?.award.status ?? "none") !== a.awardStatus);
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const a = due[next++]!;
        try {
          views.set(a.auctionId, await api.get<AuctionView>(shopPath(path`/auctions/${a.auctionId}`), signal));
        } catch (e) {
          if (isAbort(e)) throw e;
          // One unreadable auction leaves its bid count empty; the list still shows.
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(VIEW_CONCURRENCY, due.length) }, worker));
  };

  const row = (a: AuctionSummary, now: number) => {
    const view = views.get(a.auctionId);
    return h(
      "tr",
      { "data-testid": "auction-row", "data-auction-id": a.auctionId, "data-status": a.status, class: "clickable", onclick: rowClick },
      h("th", { scope: "row" }, h("a", { href: `#/auctions/${encodeURIComponent(a.auctionId)}`, title: a.auctionId }, a.itemName)),
      h("td", {}, a.format),
      h("td", {}, timeEl(a.deadline), a.status === "open" ? h("div", { class: "muted", "data-testid": "auction-time-left" }, timeLeftText(a.deadline, now)) : null),
      h("td", {}, h("span", { class: `status status-${a.status}`, "data-testid": "auction-status" }, a.status)),
      h("td", { class: "num", "data-testid": "auction-bids" }, view ? view.liveBids : "—"),
      h("td", { "data-testid": "auction-outcome" }, outcomeText(a)),
      h("td", { "data-testid": "auction-winner" }, a.winner ?? "—"),
      h(
        "td",
        { "data-testid": "auction-contract" },
        a.contractId ? h("a", { href: `#/contracts/${encodeURIComponent(a.contractId)}`, title: a.contractId }, shortId(a.contractId)) : a.awardStatus === "pending" ? "being created…" : a.awardStatus === "failed" ? "award failed" : "—",
      ),
    );
  };

  const draw = () => {
    // Time left changes every second: redraw when it does, keeping focus on the row it was in.
    const now = Date.now();
    const next = JSON.stringify([items, items.map((a) => views.get(a.auctionId)?.liveBids ?? null), items.map((a) => (a.status === "open" ? timeLeftText(a.deadline, now) : ""))]);
    if (next === shown) return;
    shown = next;
    const focused = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>("tr[data-auction-id]")?.dataset.auctionId;
    clear(tbody, items.map((a) => row(a, now)));
    if (focused) tbody.querySelector<HTMLElement>(`tr[data-auction-id="${CSS.escape(focused)}"] a`)?.focus();
    empty.textContent = items.length === 0 ? (status.input.value ? "No requests match." : "No requests yet: open one above.") : "";
  };

  const query = () => {
    const q = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (status.input.value) q.set("status", status.input.value);
    return shopPath(`/auctions?${q}`);
  };

  const poll = async () => {
    const page = await api.get<Page<AuctionSummary>>(query(), signal);
    const before = new Map(items.map((a) => [a.auctionId, a]));
    items = page.items;
    draw();
    await readViews(items);
    hideBox(problem);
    const changed = items.filter((a) => before.get(a.auctionId) && before.get(a.auctionId)!.status !== a.status).map((a) => `${a.itemName} is ${outcomeText(a) === "—" ? a.status : outcomeText(a)}`);
    if (changed.length) announce(changed.slice(0, 3).join("; ") + ".");
    draw();
  };

  const load = async () => {
    hideBox(problem);
    try {
      await poll();
    } catch (e) {
      showProblem(problem, e);
    }
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    for (const x of Object.values(fields)) setFieldError(x, null);
    hideBox(openError);
    const values: RequestFormValues = {
      itemKind: f.itemKind.input.value,
      itemName: f.itemName.input.value,
      quantity: f.quantity.input.value,
      currency: f.currency.input.value,
      ceiling: f.ceiling.input.value,
      target: f.target.input.value,
      closesIn: f.closesIn.input.value,
      closesInUnit: f.closesInUnit.input.value as DurationUnit,
      format: f.format.input.value as AuctionFormat,
      bestK: f.bestK.input.value,
      access: f.access.input.value === "invited" ? "invited" : "open",
      invited: f.invited.input.value,
      termsJson: f.termsJson.input.value,
    };
    const built = requestBody(values, Date.now());
    if ("errors" in built) {
      for (const [name, message] of built.errors) setFieldError(fields[name], message);
      revealTerms();
      fields[built.errors[0]![0]].input.focus();
      return;
    }
    void busy(openButton, async () => {
      try {
        const opened = await api.post<AuctionView>(shopPath("/auctions"), built.body, signal);
        announce(`Request for ${opened.request.item.name} opened.`);
        navigate(`#/auctions/${encodeURIComponent(opened.auctionId)}`);
      } catch (e) {
        showProblem(openError, e, (key) => {
          const name = formFieldFor(key);
          return name ? fields[name] : undefined;
        });
        revealTerms();
      }
    });
  });
  status.input.addEventListener("change", () => {
    shown = "";
    void load();
  });

  void load().then(() => {
    every(3000, signal, poll);
    // Time left ticks between polls.
    every(1000, signal, draw);
  });
};
