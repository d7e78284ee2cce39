/**
 * Checking the terms a buyer asks for against the product's declarations: every unknown term, wrong type,
 * value off the range or the step grid, or value not in the list, with the field it concerns (`terms.<id>`).
 * The kernel refuses a move that has any (INVALID_INPUT); the API answers them as a 4xx naming the field.
 */
import { TERM_ID } from "./validate";
import type { TermDeclaration } from "./types";
import { onStep } from "./values";

export interface TermValueProblem {
  /** `terms.<id>` (or `terms` for the object itself). */
  path: string;
  message: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);


/** Everything wrong with `values` as terms of a package of a product declaring `declared`; empty when usable. */
export function termValueProblems(declared: readonly TermDeclaration[], values: unknown): TermValueProblem[] {
  if (!isObject(values)) return [{ path: "terms", message: "must be an object of term id → value" }];
  const problems: TermValueProblem[] = [];
  for (const id of Object.keys(values)) {
    const path = `terms.${TERM_ID.test(id) ? id : JSON.stringify(id).slice(0, 60)}`;
    const term = declared.find((t) => t.id === id);
    if (!term) {
      problems.push({ path, message: declared.length === 0 ? "this product negotiates price only" : `is not a term of this product (its terms: ${declared.map((t) => t.id).join(", ")})` });
      continue;
    }
    const value = values[id];
    if (term.kind === "numeric") {
      if (typeof value !== "number" || !Number.isFinite(value)) problems.push({ path, message: `must be a number${term.unit ? ` of ${term.unit}` : ""}` });
      else if (value < term.min || value > term.max) problems.push({ path, message: `must be from ${term.min} to ${term.max}${term.unit ? ` ${term.unit}` : ""}` });
      else if (!onStep(value, term.min, term.step)) problems.push({ path, message: `must be ${term.min} plus a multiple of ${term.step}` });
    } else if (typeof value !== "string" || !term.values.includes(value)) {
      problems.push({ path, message: `must be one of ${[...term.values].sort().join(", ")}` });
    }
  }
  return problems;
}
