/** Small DOM helpers: element building, forms with per-field errors, money and time formatting, timers. */
import { ApiError, isAbort } from "./api";
import type { Problem, ProblemFieldError } from "./types";

type Child = Node | string | number | null | undefined | false | Child[];
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;

/** `h("button", {type: "button", onclick: fn, "data-testid": "x"}, "Label")`. Text children are never parsed as HTML. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    if (value === false) {
      // A false boolean property (spellcheck, hidden) must be set, not merely left out.
      if (name in el) (el as unknown as Record<string, unknown>)[name] = false;
      continue;
    }
    if (typeof value === "function") el.addEventListener(name.replace(/^on/, ""), value);
    else if (name in el && !name.includes("-") && name !== "list" && name !== "form") (el as unknown as Record<string, unknown>)[name] = value;
    else el.setAttribute(name, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
}

export function clear(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

/** The page's heading: focus lands on it after navigation. */
export function pageTitle(text: string): HTMLHeadingElement {
  document.title = `${text} · Parley`;
  return h("h1", { tabindex: -1, "data-testid": "page-title" }, text);
}

let idCounter = 0;
export function uid(prefix: string): string {
  return `${prefix}-${++idCounter}`;
}

// ---- Live announcements --------------------------------------------------------------------------------

export function announce(text: string): void {
  const live = document.getElementById("live");
  if (!live) return;
  // Clearing first makes a screen reader announce the same sentence twice in a row.
  live.textContent = "";
  window.setTimeout(() => (live.textContent = text), 50);
}

// ---- Formatting ----------------------------------------------------------------------------------------

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Minor units in the given currency (two decimals, as the API's money is cents-like minor units). */
export function money(minor: number | null | undefined, currency?: string | null): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return "—";
  const code = currency && /^[A-Z]{3}$/.test(currency) ? currency : "";
  let format = moneyFormats.get(code);
  if (!format) {
    format = code
      ? new Intl.NumberFormat(undefined, { style: "currency", currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(code, format);
  }
  return format.format(minor / 100);
}

/** Minor units as the text a money input holds ("125.00"). */
export function majorText(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return "";
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * "125", "125.5", "1,250.00" or "125,50" → integer minor units; null when it is not a non-negative amount
 * with at most two decimals. Parsed as text, so 0.1 + 0.2 never happens to a price.
 */
export function parseMajor(text: string): number | null {
  let t = text.trim().replace(/[\s_\u00a0']/g, "");
  if (/^\d+,\d{1,2}$/.test(t)) t = t.replace(",", ".");
  else t = t.replace(/,/g, "");
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(t);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}

export function percent(rate: number | null | undefined, digits = 1): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return "—";
  return `${(rate * 100).toFixed(digits)}%`;
}

export function bpsPercent(bps: number | null | undefined): string {
  if (bps === null || bps === undefined || !Number.isFinite(bps)) return "—";
  return `${(bps / 100).toFixed(2)}%`;
}

export function dateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "—";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : d.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });
}

export function timeEl(value: string | number | null | undefined): HTMLElement {
  if (value === null || value === undefined) return h("span", {}, "—");
  const d = new Date(value);
  return h("time", { datetime: Number.isNaN(d.getTime()) ? String(value) : d.toISOString() }, dateTime(value));
}

export function shortId(id: string): string {
  return id.length > 14 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id;
}

// ---- Forms ---------------------------------------------------------------------------------------------

export interface Field<E extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement = HTMLInputElement> {
  wrap: HTMLElement;
  input: E;
  error: HTMLElement;
}

interface FieldOptions {
  label: string;
  testid?: string;
  hint?: string;
}

/** A labelled control with its own error line, tied together with aria-describedby. */
export function field<E extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(input: E, options: FieldOptions): Field<E> {
  input.id ||= uid("f");
  if (options.testid) input.dataset.testid = options.testid;
  const error = h("p", { class: "field-error", id: `${input.id}-error`, "data-testid": options.testid ? `${options.testid}-error` : undefined });
  error.hidden = true;
  const hint = options.hint ? h("p", { class: "hint", id: `${input.id}-hint` }, options.hint) : null;
  input.setAttribute("aria-describedby", [hint?.id, error.id].filter(Boolean).join(" "));
  const wrap = h("div", { class: "field" }, h("label", { for: input.id }, options.label), input, hint, error);
  return { wrap, input, error };
}

export function setFieldError(f: Field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>, message: string | null): void {
  f.error.textContent = message ?? "";
  f.error.hidden = !message;
  if (message) f.input.setAttribute("aria-invalid", "true");
  else f.input.removeAttribute("aria-invalid");
}

export function input(attrs: Attrs = {}): HTMLInputElement {
  return h("input", { type: "text", ...attrs });
}

export function select(options: [value: string, label: string][], value = "", attrs: Attrs = {}): HTMLSelectElement {
  const el = h("select", attrs, ...options.map(([v, label]) => h("option", { value: v }, label)));
  el.value = value;
  return el;
}

/**
 * What a server error may be about, most specific first: its path, its pointer, and the first word of its
 * message ("floorMinor must not exceed anchorMinor" comes with no path, or only "proposed").
 */
export function errorKeys(error: ProblemFieldError): string[] {
  const keys = [error.path, error.pointer?.replace(/^\//, "").replaceAll("/", "."), /^([A-Za-z][\w.]*)/.exec(error.message)?.[1]];
  return keys.filter((k): k is string => !!k);
}

/**
 * Shows a problem: its detail in `box`, and each error next to the field `fieldFor` maps it to (errors no field
 * claims are listed in the box).
 */
export function showProblem(
  box: HTMLElement,
  error: unknown,
  fieldFor: (key: string) => Field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> | undefined = () => undefined,
): void {
  if (isAbort(error)) return;
  const problem: Problem = error instanceof ApiError ? error.problem : { type: "about:blank", title: "Error", status: 0, detail: String((error as Error)?.message ?? error) };
  const items = (problem.errors ?? []).map((e) => {
    const f = errorKeys(e).map(fieldFor).find((x) => x !== undefined);
    if (f) setFieldError(f, e.message);
    return h("li", {}, e.path ? `${e.path}: ${e.message}` : e.message);
  });
  clear(box, h("p", {}, h("strong", {}, problem.title), problem.detail ? ` — ${problem.detail}` : ""), items.length ? h("ul", {}, items) : null);
  box.hidden = false;
  box.setAttribute("role", "alert");
}

export function hideBox(box: HTMLElement): void {
  box.hidden = true;
  box.replaceChildren();
}

/** Disables a button while `work` runs, so a double click sends one request. */
export async function busy<T>(button: HTMLButtonElement, work: () => Promise<T>): Promise<T | undefined> {
  if (button.disabled) return undefined;
  button.disabled = true;
  button.setAttribute("aria-busy", "true");
  try {
    return await work();
  } finally {
    button.disabled = false;
    button.removeAttribute("aria-busy");
  }
}

// ---- Timers --------------------------------------------------------------------------------------------

/**
 * Runs `tick` every `ms` until the page is left; skipped while the tab is hidden, and never two at once
 * (a slow answer is not overtaken by the next poll).
 */
export function every(ms: number, signal: AbortSignal, tick: () => Promise<void> | void, options: { whenHidden?: boolean } = {}): void {
  let running = false;
  const id = window.setInterval(async () => {
    if (running || signal.aborted) return;
    if (!options.whenHidden && document.visibilityState !== "visible") return;
    running = true;
    try {
      await tick();
    } catch (error) {
      if (!isAbort(error)) console.warn(error);
    } finally {
      running = false;
    }
  }, ms);
  signal.addEventListener("abort", () => window.clearInterval(id), { once: true });
}

export function table(caption: string, headers: string[], rows: HTMLTableRowElement[], attrs: Attrs = {}): HTMLTableElement {
  return h(
    "table",
    attrs,
    h("caption", {}, caption),
    h("thead", {}, h("tr", {}, headers.map((text) => h("th", { scope: "col" }, text)))),
    h("tbody", {}, rows),
  );
}

/** A controller that also aborts when `parent` does: for parts of a page redrawn on their own (charts on a filter change). */
export function childController(parent: AbortSignal): AbortController {
  const controller = new AbortController();
  if (parent.aborted) controller.abort();
  else parent.addEventListener("abort", () => controller.abort(), { once: true, signal: controller.signal });
  return controller;
}

/**
 * Makes `elements` the children of `parent`, in that order, moving nodes only when the order differs: moving a node
 * takes the keyboard focus away from anything inside it, so a poll that changes nothing must not move anything.
 */
export function keepInOrder(parent: Element, elements: readonly Element[]): void {
  const children = parent.children;
  const same = children.length === elements.length && elements.every((el, i) => children[i] === el);
  if (!same) parent.replaceChildren(...elements);
}
