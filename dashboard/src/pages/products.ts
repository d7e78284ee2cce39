/**
 * Products: the list with a "New product" form (#/products), and one product's editor with its version
 * history and a rehearsal of the edited settings before saving (#/products/<id>).
 */
import { api, listProducts, path, shopPath } from "../api";
import { announce, busy, clear, field, h, hideBox, input, majorText, money, pageTitle, parseMajor, select, setFieldError, showProblem, table, timeEl, type Field } from "../dom";
import { navigate, rowClick, type PageContext, type PageRender } from "../router";
import { STRATEGY_KINDS, type Product, type ProductInput, type ProductVersion, type Strategy, type StrategyKind } from "../types";
import { rehearsalView, runRehearsal } from "./rehearsal-view";
import { termEditor } from "./term-editor";

const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
type AnyField = Field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

export const productsPage: PageRender = (root, ctx) => (ctx.param ? editorPage(root, ctx) : listPage(root, ctx));

function strategyText(s: Strategy): string {
  return `${s.kind}${s.exponent !== undefined ? ` (β ${s.exponent})` : ""}`;
}

async function listPage(root: HTMLElement, { signal }: PageContext): Promise<void> {
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  const listBox = h("div", {}, h("p", { class: "muted" }, "Loading…"));
  const form = productForm({ product: null, signal, onSaved: (p) => navigate(`#/products/${encodeURIComponent(p.productId)}`) });
  root.append(
    pageTitle("Products"),
    problem,
    listBox,
    h("section", { "aria-labelledby": "new-product-h" }, h("h2", { id: "new-product-h" }, "New product"), form.el),
  );
  try {
    const products = await listProducts(signal);
    clear(
      listBox,
      products.length === 0
        ? h("p", { class: "muted" }, "No products yet: add one below.")
        : table(
            "The shop's products",
            ["Name", "Id", "List price", "Floor", "Strategy", "Max rounds", "Lifetime", "Version", "Updated"],
            products.map((p) =>
              h(
                "tr",
                { "data-testid": "product-row", "data-product-id": p.productId, class: "clickable", onclick: rowClick },
                h("th", { scope: "row" }, h("a", { href: `#/products/${encodeURIComponent(p.productId)}` }, p.name)),
                h("td", {}, h("code", {}, p.productId)),
                h("td", { class: "num" }, money(p.anchorMinor, p.currency)),
                h("td", { class: "num" }, money(p.floorMinor, p.currency)),
                h("td", {}, strategyText(p.strategy)),
                h("td", { class: "num" }, p.maxRounds),
                h("td", { class: "num" }, `${Math.round(p.ttlSeconds / 60)} min`),
                h("td", { class: "num" }, p.version),
                h("td", {}, timeEl(p.updatedAt)),
              ),
            ),
          ),
    );
  } catch (e) {
    listBox.replaceChildren();
    showProblem(problem, e);
  }
}

async function editorPage(root: HTMLElement, { param, signal }: PageContext): Promise<void> {
  const productId = param!;
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  const body = h("div");
  const versions = h("section", { "aria-labelledby": "versions-h" });
  root.append(h("p", {}, h("a", { href: "#/products" }, "← All products")), pageTitle(`Product ${productId}`), problem, body, versions);

  const loadVersions = async () => {
    try {
      const { items } = await api.get<{ items: ProductVersion[] }>(shopPath(path`/products/${productId}/versions`), signal);
      clear(
        versions,
        h("h2", { id: "versions-h" }, "Version history"),
        table(
          "Every saved version, newest first",
          ["Version", "Saved", "Name", "List price", "Floor", "Strategy", "Max rounds", "Lifetime", "Terms"],
          items.map((v) =>
            h(
              "tr",
              {},
              h("th", { scope: "row", class: "num" }, v.version),
              h("td", {}, timeEl(v.createdAt)),
              h("td", {}, v.config.name),
              h("td", { class: "num" }, money(v.config.anchorMinor, v.config.currency)),
              h("td", { class: "num" }, money(v.config.floorMinor, v.config.currency)),
              h("td", {}, strategyText(v.config.strategy)),
              h("td", { class: "num" }, v.config.maxRounds),
              h("td", { class: "num" }, `${Math.round(v.config.ttlSeconds / 60)} min`),
              h("td", {}, v.config.terms?.length ? v.config.terms.map((t) => t.label).join(", ") : "price only"),
            ),
          ),
          { "data-testid": "product-versions" },
        ),
      );
    } catch (e) {
      clear(versions, h("h2", { id: "versions-h" }, "Version history"), h("div", { class: "problem" }));
      showProblem(versions.querySelector<HTMLElement>(".problem")!, e);
    }
  };

  try {
    const product = await api.get<Product>(shopPath(path`/products/${productId}`), signal);
    const form = productForm({
      product,
      signal,
      onSaved: () => void loadVersions(),
    });
    body.append(form.el);
    await loadVersions();
  } catch (e) {
    showProblem(problem, e);
  }
}

type FactSubject = "shipping" | "delivery" | "warranty" | "payment" | "returns";
const PUBLIC_FACTS: readonly [FactSubject, string][] = [
  ["shipping", "Shipping"],
  ["delivery", "Delivery"],
  ["warranty", "Warranty"],
  ["payment", "Payment"],
  ["returns", "Returns"],
];

interface ProductFormOptions {
  /** Null: a new product (the form asks for its id). */
  product: Product | null;
  signal: AbortSignal;
  onSaved: (product: Product) => void;
}

/** The product's settings form, with client-side checks, server errors at their field, and "Rehearse". */
function productForm({ product, signal, onSaved }: ProductFormOptions) {
  const isNew = product === null;
  const f = {
    productId: isNew ? field(input({ autocomplete: "off", spellcheck: false, required: true }), { label: "Product id", testid: "product-id", hint: "Letters, digits, '.', '_' or '-'; 64 at most. It cannot be changed later." }) : null,
    name: field(input({ value: product?.name ?? "", required: true, maxLength: 200 }), { label: "Name", testid: "product-name" }),
    currency: field(input({ value: product?.currency ?? "EUR", required: true, maxLength: 3, autocomplete: "off", spellcheck: false }), { label: "Currency", testid: "product-currency", hint: "ISO 4217, e.g. EUR" }),
    anchor: field(input({ value: majorText(product?.anchorMinor), inputmode: "decimal", required: true, autocomplete: "off" }), { label: "List price (per unit)", testid: "product-anchor", hint: "The opening offer, e.g. 125.00" }),
    floor: field(input({ value: majorText(product?.floorMinor), inputmode: "decimal", required: true, autocomplete: "off" }), { label: "Floor (per unit)", testid: "product-floor", hint: "The lowest price ever accepted; never shown to buyers." }),
    strategy: field(select(STRATEGY_KINDS.map((k): [string, string] => [k, k]), product?.strategy.kind ?? "adaptive"), {
      label: "Strategy",
      testid: "product-strategy",
      hint: "adaptive answers the buyer's concessions; boulware concedes late, conceder early, linear evenly.",
    }),
    exponent: field(input({ value: product?.strategy.exponent?.toString() ?? "", inputmode: "decimal", autocomplete: "off" }), { label: "Exponent (optional)", testid: "product-exponent", hint: "Curve shape β in (0, 10]: below 1 concedes late, above 1 early." }),
    maxRounds: field(input({ type: "number", min: 1, max: 100, step: 1, value: product?.maxRounds?.toString() ?? "" }), { label: "Max rounds (optional)", testid: "product-max-rounds" }),
    ttl: field(input({ type: "number", min: 60, max: 2592000, step: 1, value: product?.ttlSeconds?.toString() ?? "" }), { label: "Lifetime in seconds (optional)", testid: "product-ttl", hint: "60 to 2,592,000 (30 days)." }),
  };
  /** Public facts: shown in the catalog and quoted to buyers who ask (empty: "we have no information on that"). */
  const facts = Object.fromEntries(
    PUBLIC_FACTS.map(([subject, label]) => [
      subject,
      field(input({ value: product?.publicFacts?.[subject] ?? "", maxLength: 300 }), { label: `${label} (public, optional)`, testid: `product-fact-${subject}`, hint: "Quoted word for word to a buyer who asks; at most 300 characters." }),
    ]),
  ) as Record<FactSubject, Field<HTMLInputElement>>;
  /** Terms besides price, the owner's questions and the package reservation: sent with the product. */
  const terms = termEditor({
    terms: product?.terms,
    valuation: product?.valuation,
    offerOptions: product?.offerOptions,
    priceRange: () => ({ anchorMinor: parseMajor(f.anchor.input.value), floorMinor: parseMajor(f.floor.input.value), currency: f.currency.input.value.trim().toUpperCase() }),
    signal,
  });
  const all: AnyField[] = [...Object.values(f).filter((x) => x !== null), ...Object.values(facts)];
  const error = h("div", { class: "problem", "data-testid": "product-error" });
  error.hidden = true;
  const saved = h("p", { class: "ok-text", role: "status" });
  const save = h("button", { type: "submit", "data-testid": "product-save" }, isNew ? "Create product" : "Save");
  const rehearse = isNew ? null : h("button", { type: "button", class: "secondary", "data-testid": "product-rehearse" }, "Rehearse these settings");
  const rehearsal = h("div", { "aria-live": "polite" });

  /** Server error keys (paths, or a message's first word) → the field they are about. */
  const fieldFor = (key: string): AnyField | undefined => {
    const k = key.replace(/^body\./, "");
    if (k.startsWith("anchorMinor")) return f.anchor;
    if (k.startsWith("floorMinor")) return f.floor;
    if (k.startsWith("strategy.exponent")) return f.exponent;
    if (k.startsWith("strategy")) return f.strategy;
    if (k.startsWith("maxRounds")) return f.maxRounds;
    if (k.startsWith("ttl")) return f.ttl;
    if (k.startsWith("currency")) return f.currency;
    if (k.startsWith("name")) return f.name;
    if (k.startsWith("productId")) return f.productId ?? undefined;
    if (k.startsWith("terms") || k.startsWith("valuation") || k.startsWith("offerOptions")) return terms.fieldFor(k);
    const fact = /^publicFacts\.(\w+)/.exec(k)?.[1];
    if (fact && fact in facts) return facts[fact as FactSubject];
    return undefined;
  };

  /** The form's values, or null after marking every field that is wrong. */
  const read = (): (ProductInput & { strategy: Strategy }) | null => {
    for (const x of [...all, ...terms.fields()]) setFieldError(x, null);
    hideBox(error);
    const problems: [AnyField, string][] = [];
    const wrong = (x: AnyField, message: string) => problems.push([x, message]);
    if (f.productId && !PRODUCT_ID.test(f.productId.input.value.trim())) wrong(f.productId, "Use 1–64 letters, digits, '.', '_' or '-', starting with a letter or digit.");
    const name = f.name.input.value.trim();
    if (!name) wrong(f.name, "Give the product a name.");
    const currency = f.currency.input.value.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) wrong(f.currency, "Use a three-letter ISO 4217 code such as EUR.");
    const anchorMinor = parseMajor(f.anchor.input.value);
    if (anchorMinor === null || anchorMinor < 1) wrong(f.anchor, "Enter a positive price such as 125.00.");
    const floorMinor = parseMajor(f.floor.input.value);
    if (floorMinor === null || floorMinor < 1) wrong(f.floor, "Enter a positive price such as 95.00.");
    else if (anchorMinor !== null && floorMinor > anchorMinor) wrong(f.floor, "The floor must not be above the list price.");
    const exponentText = f.exponent.input.value.trim();
    const exponent = exponentText === "" ? undefined : Number(exponentText);
    if (exponent !== undefined && !(Number.isFinite(exponent) && exponent > 0 && exponent <= 10)) wrong(f.exponent, "Enter a number above 0 and at most 10, or leave it empty.");
    const int = (x: AnyField, min: number, max: number, what: string) => {
      const t = x.input.value.trim();
      if (t === "") return undefined;
      const n = Number(t);
      if (!Number.isInteger(n) || n < min || n > max) wrong(x, `${what} must be a whole number from ${min.toLocaleString()} to ${max.toLocaleString()}.`);
      return n;
    };
    const publicFacts: Partial<Record<FactSubject, string>> = {};
    for (const [subject] of PUBLIC_FACTS) {
      const text = facts[subject].input.value.trim();
      if (text.length > 300) wrong(facts[subject], "Keep it to 300 characters.");
      else if (text !== "") publicFacts[subject] = text;
    }
    const maxRounds = int(f.maxRounds, 1, 100, "Max rounds");
    const ttlSeconds = int(f.ttl, 60, 30 * 24 * 3600, "The lifetime");
    const termValues = terms.read(wrong);
    if (problems.length) {
      for (const [x, message] of problems) setFieldError(x, message);
      clear(error, h("p", {}, h("strong", {}, "Check the highlighted fields:")), h("ul", {}, problems.map(([, m]) => h("li", {}, m))));
      error.hidden = false;
      error.setAttribute("role", "alert");
      problems[0]![0].input.focus();
      return null;
    }
    const strategy: Strategy = { kind: f.strategy.input.value as StrategyKind };
    if (exponent !== undefined) strategy.exponent = exponent;
    // Counter-tactics are not edited here: keep the ones the product has.
    if (product?.strategy.holdAfter) strategy.holdAfter = product.strategy.holdAfter;
    return {
      name,
      currency,
      anchorMinor: anchorMinor!,
      floorMinor: floorMinor!,
      strategy,
      ...(maxRounds !== undefined ? { maxRounds } : {}),
      ...(ttlSeconds !== undefined ? { ttlSeconds } : {}),
      publicFacts,
      // A PUT replaces the whole product: the terms go with it every time (none: the product negotiates price only).
      ...(termValues && termValues !== "none" ? termValues : {}),
    };
  };

  const form = h(
    "form",
    { class: "card product-form", novalidate: true },
    f.productId?.wrap,
    h("div", { class: "grid" }, f.name.wrap, f.currency.wrap, f.anchor.wrap, f.floor.wrap, f.strategy.wrap, f.exponent.wrap, f.maxRounds.wrap, f.ttl.wrap),
    h("div", { class: "grid" }, Object.values(facts).map((x) => x.wrap)),
    terms.el,
    error,
    h("div", { class: "actions" }, save, rehearse),
    saved,
  );
  // The restated answers follow the list price and floor as they are typed.
  for (const x of [f.anchor, f.floor, f.currency]) x.input.addEventListener("input", () => terms.refresh());
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const values = read();
    if (!values) return;
    saved.textContent = "";
    const id = product?.productId ?? f.productId!.input.value.trim();
    void busy(save, async () => {
      try {
        const result = await api.put<Product>(shopPath(path`/products/${id}`), values, signal);
        saved.textContent = `Saved: version ${result.version}.`;
        announce(saved.textContent);
        terms.reset(result.terms, result.valuation, result.offerOptions);
        onSaved(result);
      } catch (e) {
        showProblem(error, e, fieldFor);
        terms.afterProblem(e);
      }
    });
  });

  rehearse?.addEventListener("click", () => {
    const values = read();
    if (!values) return;
    void busy(rehearse, async () => {
      clear(rehearsal, h("p", { class: "muted" }, "Rehearsing against 2,000 simulated buyers…"));
      try {
        const result = await runRehearsal(
          { productId: product!.productId, proposed: { anchorMinor: values.anchorMinor, floorMinor: values.floorMinor, strategy: values.strategy, ...(values.maxRounds !== undefined ? { maxRounds: values.maxRounds } : {}) } },
          signal,
        );
        clear(rehearsal, rehearsalView(result, values.currency, signal));
        announce("Rehearsal finished.");
      } catch (e) {
        rehearsal.replaceChildren();
        showProblem(error, e, fieldFor);
      }
    });
  });

  return { el: h("div", {}, form, rehearsal) };
}
