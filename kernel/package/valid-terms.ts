/**
 * Whether a buyer's terms are usable: exactly `termValueProblems(terms, values).length === 0` (terms/package-values.ts,
 * which says what is wrong for the API's answer), without building a message per term — every package move is
 * checked, and a valid one, the usual case, needs no words. Property-tested against termValueProblems.
 */
import { onStep } from "../../terms/values";
import type { PackageSpace } from "./space";

export function validTerms(space: PackageSpace, values: unknown): boolean {
  if (typeof values !== "object" || values === null || Array.isArray(values)) return false;
  const record = values as Record<string, unknown>;
  for (const id of Object.keys(record)) {
    // The first term declaring the id, as termValueProblems finds it (a product has at most 8).
    const i = space.ids.indexOf(id);
    if (i < 0) return false;
    const term = space.terms[i]!;
    const value = record[id];
    if (term.kind === "numeric") {
      if (typeof value !== "number" || !Number.isFinite(value) || value < term.min || value > term.max || !onStep(value, term.min, term.step)) return false;
    } else if (typeof value !== "string" || !term.values.includes(value)) return false;
  }
  return true;
}
