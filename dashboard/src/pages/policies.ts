/**
 * The policy file: a YAML editor with a line-number gutter (refused lines marked), save, and a dry run of the
 * draft against one sample decision built from a small form (policies/environment.ts has the variables).
 */
import { api, listProducts, problemOf, shopPath } from "../api";
import { announce, busy, clear, field, h, hideBox, input, majorText, money, pageTitle, parseMajor, select, setFieldError, showProblem, type Field } from "../dom";
import type { PageRender } from "../router";
import type { PolicyEvaluation, PolicySet, Product, ProblemFieldError } from "../types";

export const policiesPage: PageRender = async (root, { signal }) => {
  const status = h("p", { class: "muted", role: "status" });
  const problem = h("div", { class: "problem" });
  problem.hidden = true;

  const gutter = h("div", { class: "gutter", "aria-hidden": "true" });
  const editor = h("textarea", {
    id: "policy-source",
    class: "code",
    rows: 28,
    spellcheck: false,
    wrap: "off",
    autocapitalize: "off",
    autocomplete: "off",
    "data-testid": "policy-editor",
    "aria-describedby": "policy-help",
  });
  const errorsBox = h("div", { class: "problem", "data-testid": "policy-errors" });
  errorsBox.hidden = true;
  const save = h("button", { type: "button", "data-testid": "policy-save" }, "Save new version");
  const reset = h("button", { type: "button", class: "secondary" }, "Discard changes");

  let errorLines = new Map<number, string[]>();
  let loaded = "";

  /** One number per line, marked where the server refused something; redrawn as the text changes. */
  const drawGutter = () => {
    const count = editor.value.split("\n").length;
    const frag = document.createDocumentFragment();
    for (let n = 1; n <= count; n++) {
      const messages = errorLines.get(n);
      frag.append(
        h("div", messages ? { class: "line error", "data-testid": `policy-error-line-${n}`, title: messages.join("\n") } : { class: "line" }, messages ? `! ${n}` : String(n)),
      );
    }
    gutter.replaceChildren(frag);
    gutter.scrollTop = editor.scrollTop;
  };
  let lineCount = 0;
  editor.addEventListener("input", () => {
    const count = editor.value.split("\n").length;
    if (count !== lineCount) {
      lineCount = count;
      drawGutter();
    }
  });
  editor.addEventListener("scroll", () => {
    gutter.scrollTop = editor.scrollTop;
  });

  /** Moves the caret to a line, so an error in the list takes the owner there. */
  const goToLine = (line: number) => {
    const lines = editor.value.split("\n");
    const offset = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    editor.focus();
    editor.setSelectionRange(offset, offset + (lines[line - 1]?.length ?? 0));
    const lineHeight = parseFloat(getComputedStyle(editor).lineHeight) || 20;
    editor.scrollTop = Math.max(0, (line - 3) * lineHeight);
  };

  const showErrors = (error: unknown) => {
    const fieldErrors: ProblemFieldError[] = problemOf(error)?.errors ?? [];
    errorLines = new Map();
    for (const e of fieldErrors) if (typeof e.line === "number") errorLines.set(e.line, [...(errorLines.get(e.line) ?? []), e.message]);
    drawGutter();
    showProblem(errorsBox, error);
    // Replace the plain list with one whose entries name the line and jump to it.
    const list = errorsBox.querySelector("ul");
    if (list && fieldErrors.length) {
      clear(
        list,
        fieldErrors.map((e) =>
          h(
            "li",
            {},
            typeof e.line === "number"
              ? h("button", { type: "button", class: "link", onclick: () => goToLine(e.line!) }, `Line ${e.line}${e.column ? `:${e.column}` : ""}`)
              : null,
            typeof e.line === "number" ? " — " : "",
            e.policyId ? h("code", {}, e.policyId) : null,
            e.policyId ? " " : "",
            e.path ? `${e.path}: ` : "",
            e.message,
          ),
        ),
      );
    }
  };
  const clearErrors = () => {
    errorLines = new Map();
    hideBox(errorsBox);
    drawGutter();
  };

  const load = async () => {
    try {
      const set = await api.get<PolicySet>(shopPath("/policies"), signal);
      // What the owner typed before the active set arrived is theirs: it is not overwritten.
      if (editor.value === loaded) editor.value = set.source;
      loaded = set.source;
      lineCount = editor.value.split("\n").length;
      clearErrors();
      clear(status, `Active: version ${set.version}${set.version === 0 ? " (the bundled default)" : ""}.`);
    } catch (e) {
      showProblem(problem, e);
    }
  };

  save.addEventListener("click", () =>
    busy(save, async () => {
      try {
        const set = await api.put<PolicySet>(shopPath("/policies"), { source: editor.value }, signal);
        loaded = editor.value;
        clearErrors();
        clear(status, `Saved: version ${set.version} is active. Negotiations already open keep the version they opened with.`);
        announce(`Policy set version ${set.version} saved.`);
      } catch (e) {
        showErrors(e);
      }
    }),
  );
  reset.addEventListener("click", () => {
    editor.value = loaded;
    lineCount = editor.value.split("\n").length;
    clearErrors();
  });

  const dryRun = dryRunForm(() => editor.value, showErrors, clearErrors, signal);

  root.append(
    pageTitle("Policies"),
    status,
    problem,
    h(
      "section",
      { "aria-labelledby": "editor-h" },
      h("h2", { id: "editor-h" }, "Policy file"),
      h(
        "p",
        { id: "policy-help", class: "hint" },
        "YAML. Conditions are CEL over offer, negotiation, product, counterparty, tactics, agent and deal; money in minor units. The whole file is checked on save, and refused whole if anything is wrong.",
      ),
      h("label", { for: editor.id }, "Policy file (YAML)"),
      h("div", { class: "code-editor" }, gutter, editor),
      errorsBox,
      h("div", { class: "actions" }, save, reset),
    ),
    dryRun.el,
  );
  drawGutter();
  await Promise.all([load(), dryRun.loadProducts()]);
};

/** The sample decision: one context the policies would see in a live round. */
function dryRunForm(source: () => string, showErrors: (e: unknown) => void, clearErrors: () => void, signal: AbortSignal) {
  const decimal = (value: string) => input({ inputmode: "decimal", autocomplete: "off", value });
  const f = {
    product: field(select([]), { label: "Product", testid: "dry-run-product" }),
    action: field(select([["counter", "counter"], ["accept", "accept"], ["hold", "hold"], ["reject", "reject"]], "counter"), { label: "Negotiator's action", testid: "dry-run-action" }),
    offer: field(decimal("100.00"), { label: "Offer price (per unit)", testid: "dry-run-offer" }),
    buyer: field(decimal("90.00"), { label: "Buyer's price (per unit)", testid: "dry-run-buyer" }),
    round: field(input({ type: "number", min: 0, step: 1, value: "2" }), { label: "Round", testid: "dry-run-round" }),
    maxRounds: field(input({ type: "number", min: 1, step: 1, value: "8" }), { label: "Max rounds", testid: "dry-run-max-rounds" }),
    deal: field(decimal("100.00"), { label: "Deal value (price × quantity)", testid: "dry-run-deal" }),
    isNew: h("input", { type: "checkbox", id: "dry-run-new", "data-testid": "dry-run-new" }),
  };
  const run = h("button", { type: "button", "data-testid": "policy-dry-run" }, "Dry run the draft");
  const result = h("div", { "data-testid": "policy-dry-run-result", "aria-live": "polite" });
  let products: Product[] = [];

  const loadProducts = async () => {
    try {
      products = await listProducts(signal);
    } catch {
      products = [];
    }
    f.product.input.append(...products.map((p) => h("option", { value: p.productId }, `${p.name} (${p.productId})`)));
    if (products.length === 0) f.product.input.append(h("option", { value: "" }, "sample product (list 125.00, floor 95.00)"));
    prefill();
  };
  /** Sensible prices for the chosen product: its list price offered, its floor bid. */
  const prefill = () => {
    const p = products.find((x) => x.productId === f.product.input.value);
    if (!p) return;
    f.offer.input.value = majorText(p.anchorMinor);
    f.buyer.input.value = majorText(p.floorMinor);
    f.deal.input.value = majorText(p.anchorMinor);
  };
  f.product.input.addEventListener("change", prefill);

  const minorOf = (x: Field, label: string): number | null => {
    const v = parseMajor(x.input.value);
    setFieldError(x, v === null ? `${label}: enter an amount such as 100.00.` : null);
    return v;
  };
  const intOf = (x: Field, label: string): number | null => {
    const v = Number(x.input.value);
    const ok = x.input.value.trim() !== "" && Number.isInteger(v) && v >= 0;
    setFieldError(x, ok ? null : `${label}: enter a whole number.`);
    return ok ? v : null;
  };

  run.addEventListener("click", () => {
    const price = minorOf(f.offer, "Offer price");
    const buyer = minorOf(f.buyer, "Buyer's price");
    const deal = minorOf(f.deal, "Deal value");
    const round = intOf(f.round, "Round");
    const maxRounds = intOf(f.maxRounds, "Max rounds");
    if (price === null || buyer === null || deal === null || round === null || maxRounds === null) return;
    const p = products.find((x) => x.productId === f.product.input.value);
    const product = p ?? { productId: "sample", anchorMinor: 12_500, floorMinor: 9_500, currency: "EUR" };
    const isNew = f.isNew.checked;
    const sample = {
      offer: {
        priceMinor: price,
        buyerPriceMinor: buyer,
        previousShopOfferMinor: Math.max(price, product.anchorMinor),
        // Basis points below list price, rounded down as the room computes it.
        discountBps: Math.max(-1_000_000, Math.min(10_000, Math.floor(((product.anchorMinor - price) * 10_000) / product.anchorMinor))),
        action: f.action.input.value,
      },
      negotiation: { round, maxRounds, quantity: Math.max(1, Math.round(deal / Math.max(1, price))), currency: product.currency, elapsedSeconds: 60, resumed: false },
      product: { id: product.productId, anchorMinor: product.anchorMinor, floorMinor: product.floorMinor },
      counterparty: { id: "dry-run-buyer", dealsClosed: isNew ? 0 : 3, isNew, authenticated: true },
      agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 },
      deal: { valueMinor: deal, currency: product.currency },
    };
    void busy(run, async () => {
      result.replaceChildren();
      try {
        const body = await api.post<{ version: number | null; results: PolicyEvaluation[] }>(shopPath("/policies/dry-run"), { source: source(), samples: [sample] }, signal);
        clearErrors();
        const r = body.results[0];
        if (r) result.append(evaluationView(r, product.currency));
      } catch (e) {
        showErrors(e);
      }
    });
  });

  const el = h(
    "section",
    { "aria-labelledby": "dry-run-h" },
    h("h2", { id: "dry-run-h" }, "Dry run"),
    h("p", { class: "hint" }, "Evaluates the file in the editor (saved or not) against one sample decision; nothing is stored."),
    h(
      "form",
      { class: "card", onsubmit: (e: Event) => e.preventDefault() },
      h("div", { class: "grid" }, f.product.wrap, f.action.wrap, f.offer.wrap, f.buyer.wrap, f.round.wrap, f.maxRounds.wrap, f.deal.wrap),
      h("div", { class: "field checkbox" }, f.isNew, h("label", { for: f.isNew.id }, "The buyer is new (no deals closed before)")),
      h("div", { class: "actions" }, run),
    ),
    result,
  );
  return { el, loadProducts };
}

function evaluationView(r: PolicyEvaluation, currency: string): HTMLElement {
  return h(
    "div",
    { class: "card" },
    h("p", {}, "Outcome: ", h("strong", { class: `outcome outcome-${r.outcome}` }, r.outcome), ` — ${r.action}${r.priceMinor !== null ? ` at ${money(r.priceMinor, currency)}` : ""}`, r.constrained ? " (changed by a constraint)" : ""),
    r.escalation ? h("p", {}, `Escalated to ${r.escalation.to}: ${r.escalation.reason}; after ${Math.round(r.escalation.timeoutSeconds / 60)} min it is ${r.escalation.onTimeout === "approve" ? "approved" : "rejected"}.`) : null,
    r.pause ? h("p", {}, `Pauses new negotiations for ${Math.round(r.pause.durationSeconds / 60)} min (policy ${r.pause.policyId}).`) : null,
    r.invariantViolation ? h("p", { class: "problem-text" }, `The constraints could not be applied: ${r.invariantViolation}`) : null,
    r.matched.length
      ? h("table", {}, h("caption", {}, "Matched policies"), h("thead", {}, h("tr", {}, ["Policy", "Action", "Severity", "Description"].map((t) => h("th", { scope: "col" }, t)))), h("tbody", {}, r.matched.map((m) => h("tr", {}, h("th", { scope: "row" }, h("code", {}, m.policyId)), h("td", {}, m.action), h("td", {}, m.severity), h("td", {}, m.description)))))
      : h("p", {}, "No policy matched (deny by default: the decision would be escalated)."),
    r.errors.length ? h("ul", { class: "problem-text" }, r.errors.map((e) => h("li", {}, `${e.policyId}: ${e.message}`))) : null,
  );
}
