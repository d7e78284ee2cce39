/**
 * Hash routes: `#/<page>` or `#/<page>/<id>`. Each render gets an AbortSignal that fires when the page is
 * left, which stops its timers, charts and requests in flight.
 */
import { isAbort, signedIn } from "./api";
import { clear, h } from "./dom";

/** A contract id as the API issues them (`ctr_` and 32 hexadecimal characters). */
export const CONTRACT_ID = /^ctr_[0-9a-f]{32}$/;

export interface PageContext {
  /** The second path segment (a negotiation or product id), decoded. */
  param: string | undefined;
  signal: AbortSignal;
}

export type PageRender = (root: HTMLElement, ctx: PageContext) => void | Promise<void>;

export interface PageDef {
  name: string;
  label: string;
  render: PageRender;
}

let pages: PageDef[] = [];
let signInPage: PageRender = () => {};
let current: AbortController | null = null;
let main: HTMLElement;
let nav: HTMLElement;

export function navigate(hash: string): void {
  if (location.hash === hash) void render();
  else location.hash = hash;
}

function parse(): { name: string; param: string | undefined } {
  const [name = "", param] = location.hash.replace(/^#\/?/, "").split("/");
  let decoded: string | undefined;
  try {
    decoded = param ? decodeURIComponent(param) : undefined;
  } catch {
    decoded = undefined;
  }
  return { name, param: decoded };
}

async function render(): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const { name, param } = parse();
  // A suspended contract's escalation reaches the Shop's index as a "negotiation" named by the contract's id, so
  // the negotiations list links it there: such a link means the contract's own page.
  if (name === "negotiations" && param && CONTRACT_ID.test(param)) {
    location.replace(`#/contracts/${encodeURIComponent(param)}`);
    return;
  }
  const page = signedIn() ? pages.find((p) => p.name === name) : undefined;
  if (signedIn() && !page) {
    location.replace("#/negotiations");
    return;
  }
  nav.hidden = !signedIn();
  for (const link of nav.querySelectorAll<HTMLAnchorElement>("a[data-page]")) {
    if (page && link.dataset.page === page.name) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  clear(main);
  const view = h("div", { class: "page" });
  main.append(view);
  const done = (page?.render ?? signInPage)(view, { param, signal: controller.signal });
  // The page's heading is rendered before any data arrives: focus goes there so a screen reader starts at the top.
  main.querySelector<HTMLElement>("[data-testid=page-title]")?.focus();
  try {
    await done;
  } catch (error) {
    // Pages show their own problems; anything that escapes is a bug, not something to show the owner.
    if (!isAbort(error)) console.error(error);
  }
}

export function startRouter(options: { main: HTMLElement; nav: HTMLElement; pages: PageDef[]; signIn: PageRender }): void {
  ({ main, nav, pages } = options);
  signInPage = options.signIn;
  clear(
    nav,
    h(
      "ul",
      {},
      pages.map((p) => h("li", {}, h("a", { href: `#/${p.name}`, "data-page": p.name, "data-testid": `nav-${p.name}` }, p.label))),
    ),
  );
  window.addEventListener("hashchange", () => void render());
  void render();
}

/**
 * A click anywhere on a table row follows the row's link (the link itself stays the keyboard and screen-reader
 * way in); a click on a control or a text selection is left alone.
 */
export function rowClick(event: Event): void {
  const target = event.target as Element;
  if (target.closest("a, button, input, select, textarea, summary") || window.getSelection()?.toString()) return;
  const link = (event.currentTarget as Element).querySelector<HTMLAnchorElement>("a[href^='#/']");
  if (link) navigate(link.getAttribute("href")!);
}
