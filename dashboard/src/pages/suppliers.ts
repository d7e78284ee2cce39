/**
 * Suppliers (issue #31: Parley buys too): `#/suppliers` lists the organisation's suppliers, of one category if asked,
 * registers one (id, name, what it supplies), and issues a supplier key (`psup_…`), shown once, for the supplier's
 * agent to bid with. Keys are revoked and Ed25519 keys registered through the API (the README's supplier table).
 */
import { api, path, shopPath } from "../api";
import { announce, busy, clear, field, h, hideBox, input, pageTitle, setFieldError, showProblem, table, timeEl } from "../dom";
import type { PageRender } from "../router";
import type { IssuedSupplierKey, Page, Supplier, SupplierSummary } from "../types";

/** As the API allows (workers/schemas.ts): a supplier id, and a category. */
const SUPPLIER_ID = /^[A-Za-z0-9._-]{1,64}$/;
const CATEGORY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** "cloud, gpu\nstorage" → ["cloud", "gpu", "storage"]: commas or lines, blanks and repeats dropped. */
export function parseList(text: string): string[] {
  return [...new Set(text.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== ""))];
}

/** The categories that are not valid ids, to name them before the server does. */
export function badCategories(categories: readonly string[]): string[] {
  return categories.filter((c) => !CATEGORY.test(c));
}

export const suppliersPage: PageRender = async (root, { signal }) => {
  const problem = h("div", { class: "problem", "data-testid": "suppliers-problem" });
  problem.hidden = true;
  const keyBox = h("div", { "aria-live": "polite" });
  const listBox = h("div");

  // ---- Register ----------------------------------------------------------------------------------------
  const id = field(input({ required: true, autocomplete: "off", spellcheck: false, maxLength: 64 }), { label: "Supplier id", testid: "supplier-id", hint: "Letters, digits, '.', '_' or '-'. Contracts and auctions name it supplier:<id>." });
  const name = field(input({ required: true, maxLength: 200 }), { label: "Name", testid: "supplier-name" });
  const categories = field(input({ autocomplete: "off", spellcheck: false }), { label: "Categories (optional)", testid: "supplier-categories", hint: "What it supplies, separated by commas (e.g. cloud-hosting, gpu)." });
  const registerError = h("div", { class: "problem", "data-testid": "supplier-register-error" });
  registerError.hidden = true;
  const register = h("button", { type: "submit", "data-testid": "supplier-register" }, "Register supplier");
  const form = h("form", { class: "card", novalidate: true, "aria-labelledby": "supplier-register-h" }, h("h2", { id: "supplier-register-h" }, "Register a supplier"), h("div", { class: "grid" }, id.wrap, name.wrap, categories.wrap), registerError, h("div", { class: "actions" }, register));

  // ---- Filter -------------------------------------------------------------------------------------------
  const category = field(input({ autocomplete: "off", spellcheck: false }), { label: "Category", testid: "suppliers-category", hint: "Only suppliers of this category; empty for all." });
  const filter = h("button", { type: "submit", class: "secondary", "data-testid": "suppliers-filter" }, "Show");
  const filters = h("form", { class: "filters", novalidate: true }, category.wrap, filter);

  root.append(
    pageTitle("Suppliers"),
    h("p", { class: "muted" }, "The organisation's suppliers: they bid on your requests for quotes with the key you issue them here, over the API or MCP."),
    form,
    keyBox,
    h("h2", {}, "Suppliers"),
    filters,
    problem,
    listBox,
  );

  const showKey = (supplierId: string, issued: IssuedSupplierKey) => {
    const valueId = "supplier-key-value";
    const value = h("input", { id: valueId, class: "code", readOnly: true, value: issued.key, size: 60, "data-testid": "supplier-key" });
    clear(
      keyBox,
      h(
        "div",
        { class: "card warning", role: "alert", "data-testid": "supplier-key-card" },
        h("p", {}, h("strong", {}, "Copy this supplier key now: it is shown only once."), ` Give it to ${supplierId}'s agent; it sends it as Authorization: Bearer psup_… to bid.`),
        h("label", { for: valueId }, `Key for ${supplierId}`),
        h("div", { class: "inline" }, value),
        h("button", { type: "button", class: "secondary", onclick: () => keyBox.replaceChildren() }, "I have stored it"),
      ),
    );
    value.focus();
    value.select();
  };

  const issueKey = (supplierId: string, button: HTMLButtonElement) =>
    busy(button, async () => {
      hideBox(problem);
      try {
        showKey(supplierId, await api.post<IssuedSupplierKey>(shopPath(path`/suppliers/${supplierId}/keys`), {}, signal));
        announce(`Key issued for ${supplierId}. Copy it now.`);
      } catch (e) {
        showProblem(problem, e);
      }
    });

  const load = async () => {
    hideBox(problem);
    const q = new URLSearchParams({ limit: "200" });
    const wanted = category.input.value.trim();
    if (wanted) q.set("category", wanted);
    try {
      const page = await api.get<Page<SupplierSummary>>(shopPath(`/suppliers?${q}`), signal);
      const rows = page.items.map((s) => {
        const issue = h("button", { type: "button", class: "secondary", "data-testid": "supplier-issue-key" }, `Issue key for ${s.supplierId}`);
        issue.addEventListener("click", () => void issueKey(s.supplierId, issue));
        return h(
          "tr",
          { "data-testid": "supplier-row", "data-supplier-id": s.supplierId },
          h("th", { scope: "row" }, s.supplierId),
          h("td", {}, s.name),
          h("td", {}, s.categories.length ? s.categories.join(", ") : h("span", { class: "muted" }, "none")),
          h("td", {}, h("code", {}, s.agentId)),
          h("td", {}, timeEl(s.createdAt)),
          h("td", {}, issue),
        );
      });
      clear(
        listBox,
        rows.length
          ? table(wanted ? `Suppliers of ${wanted}, in id order` : "Suppliers, in id order", ["Supplier", "Name", "Categories", "Agent", "Registered", "Key"], rows, { "data-testid": "suppliers-table" })
          : h("p", { class: "muted", "data-testid": "suppliers-empty" }, wanted ? `No supplier of ${wanted}.` : "No suppliers yet: register one above."),
        page.nextCursor ? h("p", { class: "muted" }, "More suppliers than shown: narrow by category.") : null,
      );
    } catch (e) {
      showProblem(problem, e, (key) => (key.startsWith("category") ? category : undefined));
    }
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    for (const f of [id, name, categories]) setFieldError(f, null);
    hideBox(registerError);
    const supplierId = id.input.value.trim();
    const cats = parseList(categories.input.value);
    let ok = true;
    if (!SUPPLIER_ID.test(supplierId)) {
      setFieldError(id, "1–64 characters: letters, digits, '.', '_' or '-'.");
      ok = false;
    }
    if (!name.input.value.trim()) {
      setFieldError(name, "Give the supplier a name.");
      ok = false;
    }
    const bad = badCategories(cats);
    if (bad.length) {
      setFieldError(categories, `Not a category id: ${bad.join(", ")} (letters, digits, '.', '_' or '-').`);
      ok = false;
    }
    if (!ok) return;
    void busy(register, async () => {
      try {
        const saved = await api.put<Supplier>(shopPath(path`/suppliers/${supplierId}`), { name: name.input.value.trim(), categories: cats }, signal);
        form.reset();
        announce(`Supplier ${saved.supplierId} registered.`);
        await load();
      } catch (e) {
        showProblem(registerError, e, (key) => (key.startsWith("name") ? name : key.startsWith("categories") ? categories : key.startsWith("supplierId") ? id : undefined));
      }
    });
  });

  filters.addEventListener("submit", (event) => {
    event.preventDefault();
    setFieldError(category, null);
    void busy(filter, load);
  });

  await load();
};
