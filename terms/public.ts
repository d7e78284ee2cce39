/**
 * The public part of a product's terms, for the catalog and MCP `find_products`: which terms are negotiable and
 * their ranges (id, label, kind, unit, min/max/step, the allowed values) — built field by field from an allow
 * list, so nothing of the valuation, the shop's best value or its better direction can slip in. Categorical
 * values are listed in alphabetical order: their declared order is the shop's private preference.
 */
import type { PublicTerm, TermDeclaration } from "./types";

export function publicTerms(terms: readonly TermDeclaration[]): PublicTerm[] {
  return terms.map((t) => {
    const unit = t.unit !== undefined ? { unit: t.unit } : {};
    if (t.kind === "numeric") return { id: t.id, label: t.label, kind: t.kind, ...unit, min: t.min, max: t.max, step: t.step };
    const values = t.kind === "categorical" ? [...t.values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : [...t.values];
    return { id: t.id, label: t.label, kind: t.kind, ...unit, values };
  });
}
