/**
 * Validation of a product's terms and valuation, as sent by the owner (any JSON): every wrong field with its
 * path and JSON pointer, like product validation at the edge; never throws. On success the declarations and
 * valuation come back cleaned (trimmed labels, shopBest defaulted) in the shape that is stored.
 */
import { inconsistentCycles, MAX_CYCLE_DISAGREEMENT, normalisedAmount, priceSpanPercent, unlinked } from "./tradeoffs";
import { MAX_TERMS, MAX_TRADEOFFS, PRICE, type ChoiceTerm, type NumericTerm, type PriceRange, type ProductTerms, type TermDeclaration, type TermProblem, type Tradeoff, type Valuation } from "./types";
import { numericWorst, onStep } from "./values";

export const TERM_ID = /^[a-z][a-z0-9-]{0,39}$/;
const KINDS = ["numeric", "ordinal", "categorical"] as const;
const MAX_VALUES = 12;
const MAX_MAGNITUDE = 1e9;

type Path = (string | number)[];

function problemAt(path: Path, message: string, extra: Partial<TermProblem> = {}): TermProblem {
  return { path: path.join("."), pointer: path.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join(""), message, ...extra };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const own = (o: Record<string, unknown>, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** Plain text of 1..max characters, no control characters or lone surrogates; trimmed, or null when wrong. */
function plain(v: unknown, max: number): string | null {
  if (typeof v !== "string") return null;
  const t = v.trim();
  if (t === "" || t.length > max || /[\u0000-\u001f\u007f]/.test(t) || /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(t)) return null;
  return t;
}


function validateTerm(raw: unknown, i: number, problems: TermProblem[]): TermDeclaration | null {
  const at = (...p: Path) => ["terms", i, ...p];
  if (!isObject(raw)) {
    problems.push(problemAt(at(), "must be an object"));
    return null;
  }
  const before = problems.length;
  const known = new Set(["id", "label", "kind", "unit", "min", "max", "step", "better", "shopBest", "values"]);
  for (const key of Object.keys(raw)) if (!known.has(key)) problems.push(problemAt(at(key), "is not a field of a term"));
  const id = own(raw, "id");
  if (typeof id !== "string" || !TERM_ID.test(id)) problems.push(problemAt(at("id"), "must be a slug: a lower-case letter, then up to 39 lower-case letters, digits or '-'"));
  else if (id === PRICE) problems.push(problemAt(at("id"), "`price` is not a term: it is the product's own list price and floor"));
  const label = plain(own(raw, "label"), 80);
  if (label === null) problems.push(problemAt(at("label"), "must be text of 1 to 80 characters without control characters"));
  const unitRaw = own(raw, "unit");
  const unit = unitRaw === undefined ? undefined : plain(unitRaw, 20);
  if (unit === null) problems.push(problemAt(at("unit"), "must be text of 1 to 20 characters without control characters"));
  const kind = own(raw, "kind");
  if (typeof kind !== "string" || !(KINDS as readonly string[]).includes(kind)) {
    problems.push(problemAt(at("kind"), `must be one of ${KINDS.join(", ")}`));
    return null;
  }
  const base = { id: id as string, label: label!, ...(unit !== undefined && unit !== null ? { unit } : {}) };
  if (kind === "numeric") {
    for (const key of ["values"]) if (own(raw, key) !== undefined) problems.push(problemAt(at(key), "is only for ordinal and categorical terms"));
    const [min, max, step, shopBest] = (["min", "max", "step", "shopBest"] as const).map((key) => {
      const v = own(raw, key);
      if (!isNumber(v) || Math.abs(v) > MAX_MAGNITUDE) {
        problems.push(problemAt(at(key), `must be a finite number of magnitude at most ${MAX_MAGNITUDE}`));
        return null;
      }
      return v;
    });
    const better = own(raw, "better");
    if (better !== "higher" && better !== "lower") problems.push(problemAt(at("better"), "must be \"higher\" or \"lower\": which direction is better for the shop"));
    if (min !== null && max !== null && min! >= max!) problems.push(problemAt(at("min"), "must be below max"));
    else if (min !== null && max !== null && step !== null) {
      if (step! <= 0) problems.push(problemAt(at("step"), "must be positive"));
      else if (!onStep(max!, min!, step!)) problems.push(problemAt(at("step"), "must divide the range from min to max into whole steps"));
      else if ((max! - min!) / step! > 100_000) problems.push(problemAt(at("step"), "makes more than 100,000 steps: use a coarser step"));
      else if (shopBest !== null) {
        if (shopBest! < min! || shopBest! > max!) problems.push(problemAt(at("shopBest"), "must lie between min and max"));
        else if (!onStep(shopBest!, min!, step!)) problems.push(problemAt(at("shopBest"), "must be on the grid min + k·step"));
        else if (better === "higher" || better === "lower") {
          const term = { kind, min: min!, max: max!, step: step!, better, shopBest: shopBest! } as NumericTerm;
          if (shopBest === numericWorst(term)) problems.push(problemAt(at("shopBest"), `is the worst end of the range for the shop (better is "${better}"): nothing would be left to negotiate`));
        }
      }
    }
    if (problems.length > before) return null;
    return { ...base, kind, min: min!, max: max!, step: step!, better: better as NumericTerm["better"], shopBest: shopBest! };
  }
  for (const key of ["min", "max", "step", "better"]) if (own(raw, key) !== undefined) problems.push(problemAt(at(key), "is only for numeric terms"));
  const values = own(raw, "values");
  const cleaned: string[] = [];
  if (!Array.isArray(values) || values.length < 2 || values.length > MAX_VALUES) problems.push(problemAt(at("values"), `must list 2 to ${MAX_VALUES} values, from best for the shop to worst`));
  else
    values.forEach((v, j) => {
      const t = plain(v, 60);
      if (t === null) problems.push(problemAt(at("values", j), "must be text of 1 to 60 characters without control characters"));
      else if (cleaned.includes(t)) problems.push(problemAt(at("values", j), `duplicates "${t}"`));
      else cleaned.push(t);
    });
  const shopBestRaw = own(raw, "shopBest");
  const shopBest = shopBestRaw === undefined ? cleaned[0] : typeof shopBestRaw === "string" ? shopBestRaw.trim() : null;
  if (shopBestRaw !== undefined && (shopBest == null || !cleaned.includes(shopBest))) problems.push(problemAt(at("shopBest"), "must be one of values"));
  else if (cleaned.length > 1 && shopBest === cleaned[cleaned.length - 1]) problems.push(problemAt(at("shopBest"), "is the last (worst) value: nothing would be left to negotiate"));
  if (problems.length > before) return null;
  return { ...base, kind, values: cleaned, shopBest: shopBest! } as ChoiceTerm;
}

function validateValuation(raw: unknown, terms: TermDeclaration[], price: PriceRange | undefined, problems: TermProblem[]): Valuation | null {
  if (!isObject(raw)) {
    problems.push(problemAt(["valuation"], "must be an object with tradeoffs (or weights) and reservationUtility"));
    return null;
  }
  const before = problems.length;
  for (const key of Object.keys(raw)) if (!["tradeoffs", "weights", "values", "reservationUtility"].includes(key)) problems.push(problemAt(["valuation", key], "is not a field of a valuation"));
  const ids = terms.map((t) => t.id);
  const known = [PRICE, ...ids];

  const reservation = own(raw, "reservationUtility");
  if (!isNumber(reservation) || reservation < 0 || reservation > 1) problems.push(problemAt(["valuation", "reservationUtility"], "must be a number from 0 to 1: the lowest package utility the shop accepts"));

  // Values per ordinal/categorical value.
  const valuesRaw = own(raw, "values");
  let values: Record<string, Record<string, number>> | undefined;
  if (valuesRaw !== undefined) {
    if (!isObject(valuesRaw)) problems.push(problemAt(["valuation", "values"], "must be an object: per ordinal or categorical term, a value in [0, 1] per allowed value"));
    else {
      const entries: [string, Record<string, number>][] = [];
      for (const [termId, perValue] of Object.entries(valuesRaw)) {
        const term = terms.find((t) => t.id === termId);
        if (!term) {
          problems.push(problemAt(["valuation", "values", termId], "names no declared term"));
          continue;
        }
        if (term.kind === "numeric") {
          problems.push(problemAt(["valuation", "values", termId], "is a numeric term: its value is linear from its worst end to shopBest"));
          continue;
        }
        if (!isObject(perValue)) {
          problems.push(problemAt(["valuation", "values", termId], "must be an object with a value in [0, 1] per allowed value"));
          continue;
        }
        const m: [string, number][] = [];
        for (const [value, score] of Object.entries(perValue)) {
          if (!term.values.includes(value)) problems.push(problemAt(["valuation", "values", termId, value], "is not one of the term's values"));
          else if (!isNumber(score) || score < 0 || score > 1) problems.push(problemAt(["valuation", "values", termId, value], "must be a number from 0 to 1"));
          else m.push([value, score]);
        }
        for (const value of term.values) if (!Object.hasOwn(perValue, value)) problems.push(problemAt(["valuation", "values", termId, value], "is missing: give every value a score"));
        if (Object.hasOwn(perValue, term.shopBest) && perValue[term.shopBest] !== 1) problems.push(problemAt(["valuation", "values", termId, term.shopBest], "must be 1: it is the term's shopBest"));
        entries.push([termId, Object.fromEntries(m)]);
      }
      values = Object.fromEntries(entries);
    }
  }

  const tradeoffsRaw = own(raw, "tradeoffs");
  const weightsRaw = own(raw, "weights");
  if (tradeoffsRaw !== undefined && weightsRaw !== undefined) problems.push(problemAt(["valuation", "weights"], "give tradeoffs or weights, not both"));
  if (tradeoffsRaw === undefined && weightsRaw === undefined) problems.push(problemAt(["valuation", "tradeoffs"], "is required (or weights): how much each term is worth to you against price"));

  let weights: Record<string, number> | undefined;
  if (weightsRaw !== undefined) {
    if (!isObject(weightsRaw)) problems.push(problemAt(["valuation", "weights"], "must be an object: a positive weight per term and for price"));
    else {
      for (const [id, w] of Object.entries(weightsRaw)) {
        if (!known.includes(id)) problems.push(problemAt(["valuation", "weights", id], "names no declared term (nor price)"));
        else if (!isNumber(w) || w <= 0) problems.push(problemAt(["valuation", "weights", id], "must be a positive number"));
      }
      for (const id of known) if (!Object.hasOwn(weightsRaw, id)) problems.push(problemAt(["valuation", "weights", id], "is missing: every term and price need a weight"));
      weights = Object.fromEntries(known.filter((id) => isNumber(own(weightsRaw, id))).map((id) => [id, own(weightsRaw, id) as number]));
    }
  }

  let tradeoffs: Tradeoff[] | undefined;
  if (tradeoffsRaw !== undefined) {
    if (!Array.isArray(tradeoffsRaw) || tradeoffsRaw.length === 0 || tradeoffsRaw.length > MAX_TRADEOFFS) problems.push(problemAt(["valuation", "tradeoffs"], `must list 1 to ${MAX_TRADEOFFS} answers of the form { give: { term, amount }, for: { term, amount } }`));
    else {
      const clean: Tradeoff[] = [];
      tradeoffsRaw.forEach((t, i) => {
        const at = (...p: Path) => ["valuation", "tradeoffs", i, ...p];
        if (!isObject(t)) {
          problems.push(problemAt(at(), "must be an object { give: { term, amount }, for: { term, amount } }"));
          return;
        }
        const pb = problems.length;
        for (const key of Object.keys(t)) if (key !== "give" && key !== "for") problems.push(problemAt(at(key), "is not a field of an answer (give, for)"));
        const sides = (["give", "for"] as const).map((side) => {
          const s = own(t, side);
          if (!isObject(s)) {
            problems.push(problemAt(at(side), "must be an object { term, amount }"));
            return null;
          }
          for (const key of Object.keys(s)) if (key !== "term" && key !== "amount") problems.push(problemAt(at(side, key), "is not a field of an answer's side (term, amount)"));
          const term = own(s, "term");
          const amount = own(s, "amount");
          if (typeof term !== "string" || !known.includes(term)) problems.push(problemAt(at(side, "term"), `names no declared term (nor price); known: ${known.join(", ")}`));
          if (!isNumber(amount) || amount <= 0) problems.push(problemAt(at(side, "amount"), "must be a positive number"));
          else if (typeof term === "string" && known.includes(term)) {
            const decl = terms.find((d) => d.id === term);
            if (decl && decl.kind !== "numeric") {
              const room = decl.values.length - 1 - decl.values.indexOf(decl.shopBest);
              if (!Number.isInteger(amount) || amount > room) problems.push(problemAt(at(side, "amount"), `counts ranks down from shopBest: a whole number from 1 to ${room}`));
            } else if (decl && decl.kind === "numeric" && amount > MAX_MAGNITUDE) problems.push(problemAt(at(side, "amount"), "is too large"));
            else if (!decl && price && !(priceSpanPercent(price) > 0)) problems.push(problemAt(at(side, "term"), "price cannot be traded: the floor equals the list price"));
            else if (!decl && amount > 100) problems.push(problemAt(at(side, "amount"), "is a percentage of the list price: at most 100"));
          }
          return { term: term as string, amount: amount as number };
        });
        if (problems.length > pb) return;
        if (sides[0]!.term === sides[1]!.term) {
          problems.push(problemAt(at("for", "term"), "must name another term than give"));
          return;
        }
        clean.push({ give: sides[0]!, for: sides[1]! });
        const range = price ?? { anchorMinor: 100, floorMinor: 0 };
        for (const side of ["give", "for"] as const) {
          const d = normalisedAmount(terms, values, range, clean[clean.length - 1]![side].term, clean[clean.length - 1]![side].amount);
          if (!(d > 0)) problems.push(problemAt(at(side, "amount"), "is worth nothing under the term's values: pick an amount that costs the shop something"));
        }
      });
      if (problems.length === before) {
        tradeoffs = clean;
        const range = price ?? { anchorMinor: 100, floorMinor: 0 };
        for (const id of unlinked(terms, clean, values, range)) problems.push(problemAt(["valuation", "tradeoffs"], `no chain of answers links ${id === PRICE ? "price" : `\`${id}\``} to ${id === PRICE ? "the terms" : "price"}: add an answer naming it`));
        for (const cycle of inconsistentCycles(terms, clean, values, range))
          problems.push(
            problemAt(["valuation", "tradeoffs", cycle.closing], `disagrees with answers ${cycle.answers.filter((a) => a !== cycle.closing).join(", ")} by a factor of ${cycle.factor.toFixed(1)} (more than ${MAX_CYCLE_DISAGREEMENT}): check these answers`, { tradeoffs: cycle.answers }),
          );
      }
    }
  }
  if (problems.length > before) return null;
  return {
    ...(tradeoffs ? { tradeoffs } : {}),
    ...(weights ? { weights } : {}),
    ...(values && Object.keys(values).length > 0 ? { values } : {}),
    reservationUtility: reservation as number,
  };
}

/**
 * Validates `{ terms?, valuation? }` (the rest of the object is ignored) against the product's price range when
 * given. No terms and no valuation is a product without terms. Terms need a valuation and a valuation needs terms.
 */
export function validateTerms(input: unknown, price?: PriceRange): { ok: true; value: ProductTerms } | { ok: false; problems: TermProblem[] } {
  try {
    return validate(input, price);
  } catch {
    // Defence in depth: nothing in validate() is meant to throw.
    return { ok: false, problems: [problemAt(["terms"], "could not be read")] };
  }
}

function validate(input: unknown, price?: PriceRange): { ok: true; value: ProductTerms } | { ok: false; problems: TermProblem[] } {
  const problems: TermProblem[] = [];
  if (!isObject(input)) return { ok: false, problems: [problemAt([], "must be an object")] };
  const termsRaw = own(input, "terms");
  const valuationRaw = own(input, "valuation");
  if (termsRaw === undefined && valuationRaw === undefined) return { ok: true, value: { terms: [], valuation: null } };
  const terms: TermDeclaration[] = [];
  if (termsRaw !== undefined && !Array.isArray(termsRaw)) problems.push(problemAt(["terms"], "must be an array of term declarations"));
  else if (Array.isArray(termsRaw)) {
    if (termsRaw.length > MAX_TERMS) problems.push(problemAt(["terms"], `at most ${MAX_TERMS} terms besides price`));
    else
      termsRaw.forEach((raw, i) => {
        const term = validateTerm(raw, i, problems);
        if (!term) return;
        if (terms.some((t) => t.id === term.id)) problems.push(problemAt(["terms", i, "id"], `duplicates the term \`${term.id}\``));
        else terms.push(term);
      });
  }
  if (problems.length > 0) return { ok: false, problems };
  if (terms.length === 0 && valuationRaw === undefined) return { ok: true, value: { terms: [], valuation: null } };
  if (terms.length === 0) return { ok: false, problems: [problemAt(["valuation"], "is only for a product that declares terms")] };
  if (valuationRaw === undefined) return { ok: false, problems: [problemAt(["valuation"], "is required with terms: your pairwise answers and the package reservation")] };
  const valuation = validateValuation(valuationRaw, terms, price, problems);
  return valuation && problems.length === 0 ? { ok: true, value: { terms, valuation } } : { ok: false, problems };
}
