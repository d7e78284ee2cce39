/**
 * The owner's term editor, part of the product form: the terms a product negotiates besides price (numeric:
 * range, step, which direction is better for the shop, its best value; ordinal/categorical: the values in order
 * of preference), one question per term in plain words ("How much of the price would you give up for 10 fewer
 * days of payment terms?") whose answers become `valuation.tradeoffs`, and the least package the shop accepts.
 * Terms and valuation travel with the rest of the product in the form's one PUT; the server's field errors
 * (JSON pointers such as /terms/0/step or /valuation/tradeoffs/2/for/amount) land at the field they name.
 *
 * Weights: the product API returns the owner's answers, not the weights the server derives from them, and the
 * dashboard bundles none of the server's code (terms/). So the dashboard does not compute weights: its chart
 * restates each answer on one scale — what giving up the term's whole range costs, in percent of the list
 * price (the answer's own arithmetic: no least squares, no reconciling of answers). The server turns the answers
 * into weights when the product is saved, and refuses answers that disagree by more than a factor of two,
 * naming them.
 */
import { ApiError } from "../api";
import { barChart, type Chart } from "../charts";
import { childController, clear, field, h, input, money, select, setFieldError, table, type Field } from "../dom";
import type { TermDeclaration, TermTradeoff, TermValuation } from "../types";

type AnyField = Field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
type Kind = TermDeclaration["kind"];
type NumericTerm = Extract<TermDeclaration, { kind: "numeric" }>;
type ChoiceTerm = Exclude<TermDeclaration, NumericTerm>;

/** The reserved id price takes in answers. */
const PRICE = "price";
/** As the server allows (terms/types.ts MAX_TERMS). */
const MAX_TERMS = 8;

const KINDS: [Kind, string][] = [
  ["numeric", "A number (days, months, units…)"],
  ["ordinal", "Choices in a natural order (support tiers)"],
  ["categorical", "Choices without a natural order (Incoterms)"],
];

/** Common terms, filled in for the owner to adjust. */
const PRESETS: { key: string; name: string; decl: TermDeclaration }[] = [
  { key: "payment-days", name: "Payment terms (days)", decl: { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 } },
  { key: "delivery-days", name: "Delivery time (days)", decl: { id: "delivery-days", label: "Delivery time", kind: "numeric", unit: "days", min: 2, max: 30, step: 1, better: "higher", shopBest: 30 } },
  { key: "warranty-months", name: "Warranty (months)", decl: { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "lower", shopBest: 12 } },
  { key: "support-tier", name: "Support tier", decl: { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" } },
  { key: "incoterm", name: "Incoterm (delivery terms)", decl: { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["EXW", "FCA", "DAP", "DDP"], shopBest: "EXW" } },
];

/** A slug from a term's name ("Payment terms" → "payment-terms"), as the API's ids are. */
export function slug(label: string): string {
  const s = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const id = (/^[a-z]/.test(s) ? s : s ? `t-${s}` : "").slice(0, 40).replace(/-+$/, "");
  return id;
}

/** "Payment terms" → "payment terms"; "SLA uptime" stays. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** A number as typed ("1,5" too); undefined when empty, NaN when not a number. */
function parseNumber(text: string): number | undefined {
  const t = text.trim().replace(/^(-?\d+),(\d+)$/, "$1.$2");
  if (t === "") return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Without binary noise: 0.1 · 3 → 0.3. */
function tidy(n: number): number {
  return Number(n.toPrecision(12));
}

function numberText(n: number | undefined): string {
  return n === undefined ? "" : String(n);
}

interface Card {
  root: HTMLFieldSetElement;
  legend: HTMLLegendElement;
  /** Saved terms keep their id: negotiations and answers refer to it. */
  saved: boolean;
  /** The values a saved choice term had, to keep the owner's per-value scores while they are unchanged. */
  savedValues: string[] | null;
  idTouched: boolean;
  amountTouched: boolean;
  f: {
    label: Field;
    id: Field;
    kind: Field<HTMLSelectElement>;
    unit: Field;
    min: Field;
    max: Field;
    step: Field;
    better: Field<HTMLSelectElement>;
    shopBest: Field;
    values: Field<HTMLTextAreaElement>;
    choiceBest: Field<HTMLSelectElement>;
    amount: Field;
    worse: Field<HTMLSelectElement>;
    answer: Field;
  };
  numeric: HTMLElement;
  choice: HTMLElement;
  question: HTMLLabelElement;
}

/** Where each answer sent came from, to put the server's /valuation/tradeoffs/<i> errors at their question. */
type Origin = { card: Card } | { other: number };

export interface TermEditor {
  el: HTMLElement;
  /**
   * The terms and valuation to send, "none" for a product without terms, or undefined after reporting each
   * wrong field through `wrong` (the form shows them all together).
   */
  read(wrong: (f: AnyField, message: string) => void): { terms: TermDeclaration[]; valuation: TermValuation; offerOptions?: number } | "none" | undefined;
  /** Every field, to clear their errors. */
  fields(): AnyField[];
  /** The field a server error's key (its path, or its pointer in dots) is about. */
  fieldFor(key: string): AnyField | undefined;
  /** What fieldFor cannot place: a term no answer links to price, the answers a disagreement involves. */
  afterProblem(error: unknown): void;
  /** After a save: show what the server kept. */
  reset(terms: TermDeclaration[] | undefined, valuation: TermValuation | undefined, offerOptions: number | undefined): void;
  /** Redraw the restated answers (the price range may have changed). */
  refresh(): void;
}

interface EditorOptions {
  terms: TermDeclaration[] | undefined;
  valuation: TermValuation | undefined;
  /** How many equivalent packages the shop offers per counter (default 3). */
  offerOptions: number | undefined;
  /** The form's list price and floor as typed (null when not a price yet). */
  priceRange: () => { anchorMinor: number | null; floorMinor: number | null; currency: string };
  signal: AbortSignal;
}

export function termEditor(options: EditorOptions): TermEditor {
  const { signal } = options;
  let cards: Card[] = [];
  /** Answers that are not one term against price (set through the API): kept as they are. */
  let others: TermTradeoff[] = [];
  /** Weights set through the API instead of answers: kept while no question is answered. */
  let weights: Record<string, number> | null = null;
  /** Per-value scores of choice terms set through the API: kept while the term's values are unchanged. */
  let explicitValues: Record<string, Record<string, number>> | undefined;
  let reservationSaved: number | null = null;
  /** As the product has it: absent (the server's default, 3) stays absent unless the owner picks another. */
  let offerOptionsSaved: number | undefined;
  let reservationTouched = false;
  let origins: Origin[] = [];

  const cardsBox = h("div", { class: "term-cards" });
  const intro = h("p", { class: "muted" });
  const preset = field(select([["", "A term of your own"], ...PRESETS.map((p): [string, string] => [p.key, p.name])], ""), { label: "Add a term", testid: "term-preset" });
  const add = h("button", { type: "button", class: "secondary", "data-testid": "term-add" }, "Add term");
  const othersBox = h("div", { "data-testid": "terms-other-answers" });
  const weightsNote = h("p", { class: "muted", "data-testid": "terms-weights-note" });

  const reservation = field(input({ type: "number", min: 0, max: 99.99, step: "any", inputmode: "decimal", autocomplete: "off" }), {
    label: "The least you accept, as a package (%)",
    testid: "terms-reservation",
    hint: "0 % is every term at its worst for you with the price at the floor; 100 % is your best package at the list price. Parley accepts no package worth less to you.",
  });
  const slider = h("input", { type: "range", min: 0, max: 99, step: 1, value: 0, "aria-label": "The least you accept, as a package: slider", "data-testid": "terms-reservation-slider" });
  reservation.wrap.insertBefore(slider, reservation.input.nextSibling);
  slider.addEventListener("input", () => {
    reservation.input.value = slider.value;
    reservationTouched = true;
  });
  reservation.input.addEventListener("input", () => {
    const v = parseNumber(reservation.input.value);
    if (v !== undefined && Number.isFinite(v)) slider.value = String(Math.round(v));
    reservationTouched = true;
  });

  const chartBox = h("div", { class: "chart", "data-testid": "terms-worth-chart" });
  const worthTable = h("div");
  const worthSection = h(
    "section",
    { class: "terms-worth", "aria-labelledby": "terms-worth-h" },
    h("h3", { id: "terms-worth-h" }, "What your answers say each term is worth"),
    h(
      "p",
      { class: "hint" },
      "Each bar restates your answer on one scale: what giving up the term's whole range would cost you, in percent of the list price (price's own bar: the list price down to the floor). " +
        "Parley turns your answers into the weights it negotiates with on the server when you save; the dashboard does not compute them. Answers that disagree by more than a factor of two are refused, naming them.",
    ),
    chartBox,
    worthTable,
  );
  const offerOptions = field(
    select(
      [
        ["3", "Up to 3 equivalent packages"],
        ["2", "Up to 2 equivalent packages"],
        ["1", "One package"],
      ],
      "3",
    ),
    {
      label: "Each counter-offer offers",
      testid: "terms-offer-options",
      hint: "Several packages worth the same to you, each binding if the buyer takes it: the buyer's pick shows what it values.",
    },
  );
  const valuationBox = h("div", { class: "terms-valuation" }, weightsNote, othersBox, h("h3", {}, "The whole package"), h("div", { class: "grid" }, reservation.wrap, offerOptions.wrap), worthSection);

  const el = h(
    "section",
    { class: "terms-editor", "aria-labelledby": "terms-h", "data-testid": "terms-editor" },
    h("h2", { id: "terms-h" }, "Terms besides price"),
    intro,
    cardsBox,
    h("div", { class: "actions add-term" }, preset.wrap, add),
    valuationBox,
  );

  // ---- One term ----------------------------------------------------------------------------------------

  const currentId = (c: Card) => c.f.id.input.value.trim();
  const kindOf = (c: Card) => c.f.kind.input.value as Kind;
  const valuesOf = (c: Card) =>
    c.f.values.input.value
      .split("\n")
      .map((v) => v.trim())
      .filter((v) => v !== "");
  const choiceBestOf = (c: Card) => {
    const values = valuesOf(c);
    return values.includes(c.f.choiceBest.input.value) ? c.f.choiceBest.input.value : (values[0] ?? "");
  };

  /** Range, step, direction and best value as typed; null while any is not a number. */
  const numericOf = (c: Card): { min: number; max: number; step: number; better: "lower" | "higher"; shopBest: number } | null => {
    const [min, max, step] = [c.f.min, c.f.max, c.f.step].map((x) => parseNumber(x.input.value));
    const better = c.f.better.input.value === "higher" ? "higher" : "lower";
    if (![min, max, step].every((n) => n !== undefined && Number.isFinite(n))) return null;
    const best = parseNumber(c.f.shopBest.input.value);
    const shopBest = best !== undefined && Number.isFinite(best) ? best : better === "lower" ? min! : max!;
    return { min: min!, max: max!, step: step!, better, shopBest };
  };

  /** A round amount to ask about: about a ninth of the range, on the step grid. */
  const defaultAmount = (c: Card): number | null => {
    const n = numericOf(c);
    if (!n || !(n.step > 0) || !(n.max > n.min)) return null;
    const worst = n.better === "higher" ? n.min : n.max;
    const span = Math.abs(n.shopBest - worst);
    if (!(span > 0)) return null;
    return tidy(Math.min(span, Math.max(1, Math.round(span / 9 / n.step)) * n.step));
  };

  const questionText = (c: Card): string => {
    const label = lowerFirst(c.f.label.input.value.trim() || "this term");
    if (kindOf(c) === "numeric") {
      const amount = c.f.amount.input.value.trim() || "…";
      const unit = c.f.unit.input.value.trim();
      const lower = c.f.better.input.value !== "higher";
      if (unit && /^\p{L}[\p{L} ]*$/u.test(unit)) return `How much of the price would you give up for ${amount} ${lower ? "fewer" : "more"} ${unit} of ${label}?`;
      return `How much of the price would you give up for ${label} ${lower ? "lower" : "higher"} by ${amount}${unit ? ` ${unit}` : ""}?`;
    }
    return `How much of the price would you give up to have ${label} ${choiceBestOf(c) || "…"} instead of ${c.f.worse.input.value || "…"}?`;
  };

  const setOptions = (sel: HTMLSelectElement, values: string[], keep: string) => {
    sel.replaceChildren(...values.map((v) => h("option", { value: v }, v)));
    sel.value = values.includes(keep) ? keep : (values[0] ?? "");
  };

  /** Brings the card's dependent parts up to date: kind's fields, choice lists, the default amount, the question. */
  const sync = (c: Card) => {
    const numeric = kindOf(c) === "numeric";
    c.numeric.hidden = !numeric;
    c.choice.hidden = numeric;
    c.f.amount.wrap.hidden = !numeric;
    c.f.worse.wrap.hidden = numeric;
    if (numeric) {
      if (!c.amountTouched) {
        const d = defaultAmount(c);
        if (d !== null) c.f.amount.input.value = String(d);
      }
      const unit = c.f.unit.input.value.trim();
      c.f.amount.wrap.querySelector("label")!.textContent = `Amount asked about${unit ? ` (${unit})` : ""}`;
    } else {
      const values = valuesOf(c);
      setOptions(c.f.choiceBest.input, values.slice(0, -1), c.f.choiceBest.input.value);
      const best = choiceBestOf(c);
      const below = values.slice(values.indexOf(best) + 1);
      setOptions(c.f.worse.input, below, c.f.worse.input.value);
    }
    const label = c.f.label.input.value.trim();
    c.legend.textContent = `Term ${cards.indexOf(c) + 1}${label ? `: ${label}` : ""}`;
    c.question.textContent = questionText(c);
  };

  const makeCard = (decl: TermDeclaration | null, saved: boolean, answer: { amount: number; percent: number } | null): Card => {
    const num = decl?.kind === "numeric" ? decl : null;
    const choice = decl && decl.kind !== "numeric" ? decl : null;
    const values = h("textarea", { rows: 4, spellcheck: false });
    values.value = (choice?.values ?? []).join("\n");
    const f: Card["f"] = {
      label: field(input({ value: decl?.label ?? "", maxLength: 80, autocomplete: "off" }), { label: "Name", testid: "term-label", hint: "What buyers read, e.g. Payment terms." }),
      id: field(input({ value: decl?.id ?? "", maxLength: 40, autocomplete: "off", spellcheck: false, class: "code", readOnly: saved }), {
        label: "Id",
        testid: "term-id",
        hint: saved ? "Fixed once saved (offers refer to it)." : "Made from the name: lower-case letters, digits and '-'.",
      }),
      kind: field(select(KINDS, decl?.kind ?? "numeric"), { label: "Kind", testid: "term-kind" }),
      unit: field(input({ value: decl?.unit ?? "", maxLength: 20, autocomplete: "off" }), { label: "Unit (optional)", testid: "term-unit", hint: "e.g. days, months, %" }),
      min: field(input({ value: numberText(num?.min), inputmode: "decimal", autocomplete: "off" }), { label: "From", testid: "term-min" }),
      max: field(input({ value: numberText(num?.max), inputmode: "decimal", autocomplete: "off" }), { label: "To", testid: "term-max" }),
      step: field(input({ value: numberText(num?.step), inputmode: "decimal", autocomplete: "off" }), { label: "Step", testid: "term-step", hint: "The range in whole steps, e.g. 5 days." }),
      better: field(
        select(
          [
            ["lower", "Lower (e.g. fewer payment days)"],
            ["higher", "Higher (e.g. more time to deliver)"],
          ],
          num?.better ?? "lower",
        ),
        { label: "Better for you", testid: "term-better" },
      ),
      shopBest: field(input({ value: numberText(num?.shopBest), inputmode: "decimal", autocomplete: "off" }), {
        label: "Your best value (optional)",
        testid: "term-shop-best",
        hint: "From here on you are fully satisfied. Empty: the best end of the range.",
      }),
      values: field(values, { label: "Values, best for you first", testid: "term-values", hint: "One per line, 2 to 12." }),
      choiceBest: field(select([], ""), { label: "Fully satisfied with", testid: "term-choice-best", hint: "Usually the first value." }),
      amount: field(input({ value: answer && num ? String(answer.amount) : "", inputmode: "decimal", autocomplete: "off" }), { label: "Amount asked about", testid: "term-question-amount" }),
      worse: field(select([], ""), { label: "Compared with", testid: "term-question-worse" }),
      answer: field(input({ value: answer ? String(answer.percent) : "", inputmode: "decimal", autocomplete: "off" }), {
        label: "Question",
        testid: "term-answer",
        hint: "In percent of the list price, e.g. 1.5",
      }),
    };
    if (choice) {
      setOptions(f.choiceBest.input, choice.values.slice(0, -1), choice.shopBest);
      const from = choice.values.indexOf(choice.shopBest);
      setOptions(f.worse.input, choice.values.slice(from + 1), answer ? (choice.values[from + answer.amount] ?? "") : (choice.values[from + 1] ?? ""));
    }
    const question = f.answer.wrap.querySelector("label")!;
    question.dataset.testid = "term-question";
    const legend = h("legend", {});
    const remove = h("button", { type: "button", class: "danger", "data-testid": "term-remove" }, "Remove term");
    const numeric = h("div", { class: "grid" }, f.min.wrap, f.max.wrap, f.step.wrap, f.better.wrap, f.shopBest.wrap);
    const choiceBox = h("div", { class: "grid" }, f.values.wrap, f.choiceBest.wrap);
    const root = h(
      "fieldset",
      { class: "term-card", "data-testid": "term-card" },
      legend,
      h("div", { class: "grid" }, f.label.wrap, f.id.wrap, f.kind.wrap, f.unit.wrap),
      numeric,
      choiceBox,
      h("div", { class: "term-question grid" }, f.amount.wrap, f.worse.wrap, f.answer.wrap),
      h("div", { class: "actions" }, remove),
    );
    const card: Card = {
      root,
      legend,
      saved,
      savedValues: choice && saved ? [...choice.values] : null,
      idTouched: saved || (decl !== null && decl.id !== slug(decl.label)),
      amountTouched: answer !== null,
      f,
      numeric,
      choice: choiceBox,
      question,
    };
    f.id.input.addEventListener("input", () => (card.idTouched = true));
    f.label.input.addEventListener("input", () => {
      if (!card.idTouched) f.id.input.value = slug(f.label.input.value);
    });
    f.amount.input.addEventListener("input", () => (card.amountTouched = true));
    root.addEventListener("input", () => sync(card));
    root.addEventListener("change", () => sync(card));
    remove.addEventListener("click", () => {
      cards = cards.filter((c) => c !== card);
      render();
      (cards.at(-1)?.f.label.input ?? preset.input).focus();
    });
    return card;
  };

  // ---- The whole editor --------------------------------------------------------------------------------

  const sideText = (side: TermTradeoff["give"]): string => {
    if (side.term === PRICE) return `${side.amount} % of the price`;
    const c = cards.find((x) => currentId(x) === side.term);
    const label = c ? lowerFirst(c.f.label.input.value.trim() || side.term) : side.term;
    if (!c || kindOf(c) === "numeric") return `${side.amount}${c?.f.unit.input.value.trim() ? ` ${c.f.unit.input.value.trim()}` : ""} of ${label}`;
    return `${side.amount} step${side.amount === 1 ? "" : "s"} down the list of ${label}`;
  };

  const renderOthers = () => {
    const ids = new Set([PRICE, ...cards.map(currentId)]);
    others = others.filter((t) => ids.has(t.give.term) && ids.has(t.for.term));
    if (others.length === 0) {
      othersBox.replaceChildren();
      return;
    }
    clear(
      othersBox,
      h("h3", {}, "Other answers"),
      h("p", { class: "hint" }, "Set through the API; kept as they are. Each says that giving the first costs you as much as giving the second."),
      h(
        "ul",
        {},
        others.map((t, i) =>
          h(
            "li",
            { "data-testid": "terms-other-answer" },
            `Giving ${sideText(t.give)} costs you as much as giving ${sideText(t.for)}. `,
            h(
              "button",
              {
                type: "button",
                class: "link",
                onclick: () => {
                  others = others.filter((_, j) => j !== i);
                  renderOthers();
                },
              },
              "Remove this answer",
            ),
          ),
        ),
      ),
    );
  };

  const render = () => {
    intro.textContent =
      cards.length === 0
        ? "This product negotiates its price only. Add what else is negotiable — payment days, delivery, warranty, a support tier, an Incoterm — and Parley trades what the buyer values for what you value."
        : "Each term gets one question: how much of the price it is worth to you. Parley turns the answers into weights when you save; you never have to think in weights.";
    cardsBox.replaceChildren(...cards.map((c) => c.root));
    for (const c of cards) sync(c);
    add.disabled = cards.length >= MAX_TERMS;
    preset.wrap.hidden = cards.length >= MAX_TERMS;
    valuationBox.hidden = cards.length === 0;
    weightsNote.hidden = weights === null;
    if (weights)
      weightsNote.textContent = `Saved with weights set through the API (${Object.entries(weights)
        .map(([id, w]) => `${id} ${w}`)
        .join(", ")}). Answer the questions to replace them with answers; leave every question empty to keep the weights.`;
    renderOthers();
    refresh();
  };

  add.addEventListener("click", () => {
    const chosen = PRESETS.find((p) => p.key === preset.input.value);
    const decl = chosen ? structuredClone(chosen.decl) : null;
    if (decl) {
      // A second payment-days term gets payment-days-2: ids are unique within a product.
      const taken = new Set(cards.map(currentId));
      const base = decl.id;
      for (let n = 2; taken.has(decl.id); n++) decl.id = `${base}-${n}`;
    }
    const card = makeCard(decl, false, null);
    cards.push(card);
    render();
    card.f.label.input.focus();
  });

  const load = (terms: TermDeclaration[] | undefined, valuation: TermValuation | undefined, options: number | undefined) => {
    offerOptions.input.value = String(options ?? 3);
    offerOptionsSaved = options;
    const remaining = [...(valuation?.tradeoffs ?? [])];
    cards = (terms ?? []).map((decl) => {
      const i = remaining.findIndex((t) => (t.give.term === decl.id && t.for.term === PRICE) || (t.give.term === PRICE && t.for.term === decl.id));
      let answer: { amount: number; percent: number } | null = null;
      if (i >= 0) {
        const t = remaining[i]!;
        const [own, price] = t.give.term === decl.id ? [t.give, t.for] : [t.for, t.give];
        const fits = decl.kind === "numeric" || decl.values.indexOf(decl.shopBest) + own.amount < decl.values.length;
        if (fits) {
          answer = { amount: own.amount, percent: price.amount };
          remaining.splice(i, 1);
        }
      }
      return makeCard(decl, true, answer);
    });
    others = remaining;
    weights = valuation && !valuation.tradeoffs && valuation.weights ? { ...valuation.weights } : null;
    explicitValues = valuation?.values;
    reservationSaved = valuation?.reservationUtility ?? null;
    reservationTouched = false;
    reservation.input.value = reservationSaved === null ? "" : String(tidy(reservationSaved * 100));
    slider.value = reservationSaved === null ? "0" : String(Math.round(reservationSaved * 100));
    render();
  };

  // ---- The answers restated ----------------------------------------------------------------------------

  interface Worth {
    label: string;
    range: string;
    /** Percent of the list price that giving up the whole range costs, by the answer; null when unanswered. */
    percent: number | null;
  }

  const worthRows = (): Worth[] => {
    const p = options.priceRange();
    const rows: Worth[] = [];
    const priceOk = p.anchorMinor !== null && p.floorMinor !== null && p.anchorMinor > 0 && p.floorMinor <= p.anchorMinor;
    rows.push({
      label: "Price",
      range: priceOk ? `${money(p.anchorMinor, p.currency)} down to ${money(p.floorMinor, p.currency)}` : "—",
      percent: priceOk ? tidy(((p.anchorMinor! - p.floorMinor!) / p.anchorMinor!) * 100) : null,
    });
    for (const c of cards) {
      const label = c.f.label.input.value.trim() || currentId(c) || "(unnamed)";
      const answer = parseNumber(c.f.answer.input.value);
      const answered = answer !== undefined && Number.isFinite(answer) && answer > 0;
      if (kindOf(c) === "numeric") {
        const n = numericOf(c);
        const unit = c.f.unit.input.value.trim();
        const worst = n ? (n.better === "higher" ? n.min : n.max) : null;
        const span = n && worst !== null ? Math.abs(n.shopBest - worst) : 0;
        const amount = parseNumber(c.f.amount.input.value);
        const ok = answered && n !== null && span > 0 && amount !== undefined && Number.isFinite(amount) && amount > 0;
        rows.push({ label, range: n ? `${worst} to ${n.shopBest}${unit ? ` ${unit}` : ""}` : "—", percent: ok ? tidy((answer! * span) / amount!) : null });
      } else {
        const values = valuesOf(c);
        const best = choiceBestOf(c);
        const from = values.indexOf(best);
        const last = values.length - 1;
        const worse = values.indexOf(c.f.worse.input.value);
        const scores = explicitValues?.[currentId(c)];
        const score = (i: number) => (scores && values[i] !== undefined && scores[values[i]!] !== undefined ? scores[values[i]!]! : (last - i) / (last - from));
        const lost = from >= 0 && last > from && worse > from ? (1 - score(worse)) / (1 - score(last)) : 0;
        rows.push({ label, range: from >= 0 && last > from ? `${values[last]} to ${best}` : "—", percent: answered && lost > 0 && Number.isFinite(lost) ? tidy(answer! / lost) : null });
      }
    }
    return rows;
  };

  let chart: Chart | null = null;
  let chartController: AbortController | null = null;
  let chartKey = "";
  const dropChart = () => {
    chartController?.abort();
    chartController = null;
    chart = null;
    chartKey = "";
    chartBox.replaceChildren();
  };

  const redraw = () => {
    if (signal.aborted) return;
    if (cards.length === 0) {
      dropChart();
      worthTable.replaceChildren();
      return;
    }
    const rows = worthRows();
    const show = (v: number | null) => (v === null ? "not answered yet" : `${v.toFixed(1)} %`);
    clear(
      worthTable,
      table(
        "Your answers restated: what giving up each whole range costs you",
        ["What you give up", "Its whole range", "Costs you as much as (of the list price)"],
        rows.map((r) => h("tr", { "data-testid": "terms-worth-row" }, h("th", { scope: "row" }, r.label), h("td", {}, r.range), h("td", { class: "num" }, show(r.percent)))),
        { "data-testid": "terms-worth-table" },
      ),
    );
    if (rows.slice(1).every((r) => r.percent === null)) {
      dropChart();
      chartBox.hidden = true;
      return;
    }
    chartBox.hidden = false;
    const values = rows.map((r) => r.percent);
    const key = rows.map((r) => r.label).join("\u0000");
    if (chart && key === chartKey) {
      chart.update([rows.map((_, i) => i), values]);
      return;
    }
    dropChart();
    chartController = childController(signal);
    chartKey = key;
    chart = barChart(
      chartBox,
      {
        title: "Giving up each whole range costs you (percent of the list price)",
        categories: rows.map((r) => r.label),
        categoryLabel: "term",
        series: [{ label: "percent of the list price" }],
        formatY: (v) => `${v.toFixed(1)} %`,
        height: 260,
      },
      [values],
      chartController.signal,
    );
  };

  let pending = 0;
  const refresh = () => {
    if (pending) return;
    pending = window.setTimeout(() => {
      pending = 0;
      redraw();
    }, 100);
  };
  signal.addEventListener("abort", () => window.clearTimeout(pending), { once: true });
  el.addEventListener("input", refresh);
  el.addEventListener("change", refresh);

  // ---- Reading and errors ------------------------------------------------------------------------------

  const read: TermEditor["read"] = (wrong) => {
    origins = [];
    if (cards.length === 0) return "none";
    let ok = true;
    const fail = (f: AnyField, message: string) => {
      ok = false;
      wrong(f, message);
    };
    const terms: TermDeclaration[] = [];
    const answers: { card: Card; tradeoff: TermTradeoff }[] = [];
    const unanswered: Card[] = [];
    for (const c of cards) {
      const label = c.f.label.input.value.trim();
      if (!label) fail(c.f.label, "Give the term a name.");
      const id = currentId(c);
      const unit = c.f.unit.input.value.trim();
      const base = { id, label, ...(unit ? { unit } : {}) };
      const answerText = c.f.answer.input.value;
      const percent = parseNumber(answerText);
      if (percent !== undefined && !(Number.isFinite(percent) && percent > 0 && percent <= 100)) fail(c.f.answer, "Enter a share of the price above 0 and at most 100, such as 1.5.");
      const kind = kindOf(c);
      if (kind === "numeric") {
        const number = (x: AnyField, optional: boolean): number | undefined => {
          const n = parseNumber(x.input.value);
          if (n === undefined && !optional) fail(x, "Enter a number.");
          else if (n !== undefined && !Number.isFinite(n)) fail(x, "Enter a number such as 90.");
          return n !== undefined && Number.isFinite(n) ? n : undefined;
        };
        const min = number(c.f.min, false);
        const max = number(c.f.max, false);
        const step = number(c.f.step, false);
        const best = number(c.f.shopBest, true);
        const better = c.f.better.input.value === "higher" ? "higher" : "lower";
        if (min === undefined || max === undefined || step === undefined) continue;
        const shopBest = best ?? (better === "lower" ? min : max);
        terms.push({ ...base, kind, min, max, step, better, shopBest } satisfies NumericTerm);
        if (percent === undefined) unanswered.push(c);
        else {
          const amount = parseNumber(c.f.amount.input.value);
          if (amount === undefined || !(Number.isFinite(amount) && amount > 0)) fail(c.f.amount, "Enter how much of the term the question is about, such as 10.");
          else if (Number.isFinite(percent)) answers.push({ card: c, tradeoff: { give: { term: id, amount }, for: { term: PRICE, amount: percent } } });
        }
      } else {
        const values = valuesOf(c);
        const shopBest = choiceBestOf(c);
        terms.push({ ...base, kind, values, shopBest } satisfies ChoiceTerm);
        if (percent === undefined) unanswered.push(c);
        else {
          const amount = values.indexOf(c.f.worse.input.value) - values.indexOf(shopBest);
          if (!(amount > 0)) fail(c.f.worse, "Pick a value below the one you are fully satisfied with.");
          else if (Number.isFinite(percent)) answers.push({ card: c, tradeoff: { give: { term: id, amount }, for: { term: PRICE, amount: percent } } });
        }
      }
    }
    const reservationValue = reservationTouched || reservationSaved === null ? parseNumber(reservation.input.value) : tidy(reservationSaved * 100);
    if (reservationValue === undefined) fail(reservation, "Set the least package you accept, from 0 to 99 %.");
    else if (!(Number.isFinite(reservationValue) && reservationValue >= 0 && reservationValue < 100)) fail(reservation, "Enter a share from 0 up to (not including) 100.");

    renderOthers();
    const useWeights = weights !== null && answers.length === 0 && others.length === 0;
    if (useWeights) {
      for (const c of cards) if (!Object.hasOwn(weights!, currentId(c))) fail(c.f.answer, "Answer this question: the weights saved before do not cover this term.");
    } else {
      const mentioned = new Set(others.flatMap((t) => [t.give.term, t.for.term]));
      for (const c of unanswered) if (!mentioned.has(currentId(c))) fail(c.f.answer, "Answer this question: Parley needs it to weigh this term against price.");
    }
    if (!ok) return undefined;

    // The owner's per-value scores, for choice terms whose values have not changed since they were saved.
    const values = Object.fromEntries(
      cards
        .filter((c) => kindOf(c) !== "numeric" && c.savedValues && explicitValues?.[currentId(c)] && JSON.stringify(c.savedValues) === JSON.stringify(valuesOf(c)))
        .map((c) => [currentId(c), explicitValues![currentId(c)]!]),
    );
    const reservationUtility = Number((reservationValue! / 100).toFixed(6));
    let valuation: TermValuation;
    if (useWeights) {
      const ids = new Set([PRICE, ...cards.map(currentId)]);
      valuation = { weights: Object.fromEntries(Object.entries(weights!).filter(([id]) => ids.has(id))), reservationUtility };
    } else {
      origins = [...answers.map((a): Origin => ({ card: a.card })), ...others.map((_, i): Origin => ({ other: i }))];
      valuation = { tradeoffs: [...answers.map((a) => a.tradeoff), ...others], reservationUtility };
    }
    if (Object.keys(values).length > 0) valuation.values = values;
    const options = Number(offerOptions.input.value);
    return { terms, valuation, ...(offerOptionsSaved !== undefined || options !== 3 ? { offerOptions: options } : {}) };
  };

  const fieldFor = (key: string): AnyField | undefined => {
    const t = /^terms\.(\d+)(?:\.(\w+))?/.exec(key);
    if (t) {
      const c = cards[Number(t[1])];
      if (!c) return undefined;
      const name = t[2];
      if (name === "shopBest") return kindOf(c) === "numeric" ? c.f.shopBest : c.f.choiceBest;
      if (name && Object.hasOwn(c.f, name)) return c.f[name as keyof Card["f"]];
      return c.f.label;
    }
    const a = /^valuation\.tradeoffs\.(\d+)(?:\.(give|for)(?:\.(term|amount))?)?/.exec(key);
    if (a) {
      const origin = origins[Number(a[1])];
      if (!origin || !("card" in origin)) return undefined;
      const c = origin.card;
      if (a[2] === "give" && a[3] === "amount") return kindOf(c) === "numeric" ? c.f.amount : c.f.worse;
      return c.f.answer;
    }
    if (key.startsWith("valuation.reservationUtility")) return reservation;
    if (key.startsWith("offerOptions")) return offerOptions;
    const w = /^valuation\.(?:weights|values)\.([^.]+)/.exec(key);
    if (w) {
      const c = cards.find((x) => currentId(x) === w[1]);
      return c ? (key.startsWith("valuation.values") ? c.f.values : c.f.answer) : undefined;
    }
    return undefined;
  };

  const afterProblem = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const e of error.problem.errors ?? []) {
      // "no chain of answers links `payment-days` to price": the question that would link it.
      if (e.pointer === "/valuation/tradeoffs") {
        const id = /`([^`]+)`/.exec(e.message)?.[1];
        const c = cards.find((x) => currentId(x) === id);
        if (c) setFieldError(c.f.answer, `${e.message}.`);
      }
      // Answers that disagree around a loop: each one involved.
      for (const i of e.tradeoffs ?? []) {
        const origin = origins[i];
        if (origin && "card" in origin && origin.card.f.answer.error.hidden) setFieldError(origin.card.f.answer, `Disagrees with other answers: ${e.message}.`);
      }
    }
  };

  const fields = (): AnyField[] => [reservation, offerOptions, ...cards.flatMap((c) => Object.values(c.f) as AnyField[])];

  load(options.terms, options.valuation, options.offerOptions);
  return { el, read, fields, fieldFor, afterProblem, reset: load, refresh };
}
