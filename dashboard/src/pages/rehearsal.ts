/**
 * Rehearsal: a product's live settings (and, optionally, proposed ones and a proposed policy file) against
 * simulated buyers, before anything changes for real buyers.
 */
import { listProducts, problemOf } from "../api";
import { announce, busy, clear, field, h, hideBox, input, majorText, money, pageTitle, parseMajor, select, setFieldError, showProblem, type Field } from "../dom";
import type { PageRender } from "../router";
import { STRATEGY_KINDS, type Product, type RehearsalRequest, type Strategy, type StrategyKind } from "../types";
import { rehearsalView, runRehearsal } from "./rehearsal-view";

type AnyField = Field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

export const rehearsalPage: PageRender = async (root, { signal }) => {
  const money_ = () => input({ inputmode: "decimal", autocomplete: "off" });
  const f = {
    product: field(select([]), { label: "Product", testid: "rehearsal-product" }),
    anchor: field(money_(), { label: "Proposed list price (optional)", testid: "rehearsal-anchor" }),
    floor: field(money_(), { label: "Proposed floor (optional)", testid: "rehearsal-floor" }),
    strategy: field(select([["", "unchanged"], ...STRATEGY_KINDS.map((k): [string, string] => [k, k])], ""), { label: "Proposed strategy (optional)", testid: "rehearsal-strategy" }),
    exponent: field(input({ inputmode: "decimal", autocomplete: "off" }), { label: "Exponent (optional)", testid: "rehearsal-exponent", hint: "With a proposed strategy: β in (0, 10]." }),
    maxRounds: field(input({ type: "number", min: 1, max: 100, step: 1 }), { label: "Proposed max rounds (optional)", testid: "rehearsal-max-rounds" }),
    buyers: field(input({ type: "number", min: 100, max: 20000, step: 100, value: "2000" }), { label: "Simulated buyers", testid: "rehearsal-buyers", hint: "100 to 20,000." }),
    seed: field(input({ type: "number", min: 0, step: 1 }), { label: "Seed (optional)", testid: "rehearsal-seed", hint: "The same seed meets the same buyers: runs can be compared." }),
    policy: field(h("textarea", { class: "code", rows: 10, spellcheck: false, wrap: "off" }), {
      label: "Proposed policy file (optional YAML)",
      testid: "rehearsal-policy",
      hint: "Leave empty to rehearse with the active policy set.",
    }),
  };
  const all: AnyField[] = Object.values(f);
  const live = h("p", { class: "hint" });
  const error = h("div", { class: "problem", "data-testid": "rehearsal-error" });
  error.hidden = true;
  const run = h("button", { type: "submit", "data-testid": "rehearsal-run" }, "Run rehearsal");
  const result = h("div", { "aria-live": "polite" });
  let products: Product[] = [];

  const selected = () => products.find((p) => p.productId === f.product.input.value);
  /** The live settings as placeholders: an empty field means "as now". */
  const showLive = () => {
    const p = selected();
    if (!p) return;
    f.anchor.input.placeholder = majorText(p.anchorMinor);
    f.floor.input.placeholder = majorText(p.floorMinor);
    f.maxRounds.input.placeholder = String(p.maxRounds);
    live.textContent = `Live: list ${money(p.anchorMinor, p.currency)}, floor ${money(p.floorMinor, p.currency)}, ${p.strategy.kind}${p.strategy.exponent !== undefined ? ` (β ${p.strategy.exponent})` : ""}, ${p.maxRounds} rounds.`;
  };
  f.product.input.addEventListener("change", showLive);

  const fieldFor = (key: string): AnyField | undefined => {
    const k = key.replace(/^proposed\./, "");
    if (k.startsWith("anchorMinor")) return f.anchor;
    if (k.startsWith("floorMinor")) return f.floor;
    if (k.startsWith("strategy.exponent")) return f.exponent;
    if (k.startsWith("strategy")) return f.strategy;
    if (k.startsWith("maxRounds")) return f.maxRounds;
    if (k.startsWith("buyers")) return f.buyers;
    if (k.startsWith("seed")) return f.seed;
    if (k.startsWith("policySource") || k.startsWith("policies")) return f.policy;
    if (k.startsWith("productId")) return f.product;
    return undefined;
  };

  const read = (): RehearsalRequest | null => {
    for (const x of all) setFieldError(x, null);
    hideBox(error);
    const p = selected();
    const wrong: [AnyField, string][] = [];
    if (!p) wrong.push([f.product, "Choose a product."]);
    const money = (x: AnyField) => {
      if (x.input.value.trim() === "") return undefined;
      const v = parseMajor(x.input.value);
      if (v === null || v < 1) wrong.push([x, "Enter a positive amount such as 95.00, or leave it empty."]);
      return v ?? undefined;
    };
    const int = (x: AnyField, min: number, max: number) => {
      if (x.input.value.trim() === "") return undefined;
      const v = Number(x.input.value);
      if (!Number.isInteger(v) || v < min || v > max) wrong.push([x, `Enter a whole number from ${min.toLocaleString()} to ${max.toLocaleString()}.`]);
      return v;
    };
    const anchorMinor = money(f.anchor);
    const floorMinor = money(f.floor);
    if (p && floorMinor !== undefined && floorMinor > (anchorMinor ?? p.anchorMinor)) wrong.push([f.floor, "The floor must not be above the list price."]);
    const maxRounds = int(f.maxRounds, 1, 100);
    const buyers = int(f.buyers, 100, 20_000);
    const seed = int(f.seed, 0, 2 ** 32 - 1);
    const exponentText = f.exponent.input.value.trim();
    const exponent = exponentText === "" ? undefined : Number(exponentText);
    if (exponent !== undefined && !(Number.isFinite(exponent) && exponent > 0 && exponent <= 10)) wrong.push([f.exponent, "Enter a number above 0 and at most 10."]);
    if (exponent !== undefined && !f.strategy.input.value) wrong.push([f.strategy, "Choose the strategy the exponent is for."]);
    if (wrong.length || !p) {
      for (const [x, m] of wrong) setFieldError(x, m);
      clear(error, h("p", {}, h("strong", {}, "Check the highlighted fields:")), h("ul", {}, wrong.map(([, m]) => h("li", {}, m))));
      error.hidden = false;
      wrong[0]?.[0].input.focus();
      return null;
    }
    const proposed: NonNullable<RehearsalRequest["proposed"]> = {};
    if (anchorMinor !== undefined) proposed.anchorMinor = anchorMinor;
    if (floorMinor !== undefined) proposed.floorMinor = floorMinor;
    if (maxRounds !== undefined) proposed.maxRounds = maxRounds;
    if (f.strategy.input.value) {
      const strategy: Strategy = { kind: f.strategy.input.value as StrategyKind };
      if (exponent !== undefined) strategy.exponent = exponent;
      proposed.strategy = strategy;
    }
    const policySource = f.policy.input.value.trim() ? f.policy.input.value : undefined;
    return {
      productId: p.productId,
      ...(Object.keys(proposed).length ? { proposed } : {}),
      ...(policySource ? { policySource } : {}),
      ...(buyers !== undefined ? { buyers } : {}),
      ...(seed !== undefined ? { seed } : {}),
    };
  };

  const form = h(
    "form",
    { class: "card", novalidate: true },
    h("div", { class: "grid" }, f.product.wrap, f.buyers.wrap, f.seed.wrap),
    live,
    h("fieldset", {}, h("legend", {}, "Proposed settings"), h("div", { class: "grid" }, f.anchor.wrap, f.floor.wrap, f.strategy.wrap, f.exponent.wrap, f.maxRounds.wrap)),
    f.policy.wrap,
    error,
    h("div", { class: "actions" }, run),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const request = read();
    if (!request) return;
    void busy(run, async () => {
      clear(result, h("p", { class: "muted" }, `Rehearsing against ${(request.buyers ?? 2000).toLocaleString()} simulated buyers…`));
      try {
        const answer = await runRehearsal(request, signal);
        clear(result, rehearsalView(answer, selected()?.currency ?? "EUR", signal));
        announce("Rehearsal finished.");
      } catch (e) {
        result.replaceChildren();
        showProblem(error, e, fieldFor);
        // A refused policy file: say which lines, as the policy editor does.
        const lines = (problemOf(e)?.errors ?? []).filter((x) => typeof x.line === "number").map((x) => x.line);
        if (lines.length) setFieldError(f.policy, `Problems on line${lines.length === 1 ? "" : "s"} ${lines.join(", ")}.`);
      }
    });
  });

  root.append(pageTitle("Rehearsal"), h("p", {}, "Try settings against simulated buyers before real buyers meet them. Nothing changes for live negotiations."), form, result);

  try {
    products = await listProducts(signal);
    f.product.input.append(...products.map((p) => h("option", { value: p.productId }, `${p.name} (${p.productId})`)));
    if (products.length === 0) f.product.input.append(h("option", { value: "" }, "No products yet"));
    showLive();
  } catch (e) {
    showProblem(error, e);
  }
};
