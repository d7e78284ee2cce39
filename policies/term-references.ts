/**
 * The terms a policy condition names (issue 28): `terms.payment_days` and `terms["payment-days"]`, each in its
 * `_` form. Found once, from the parsed condition, so that
 * - an upload can refuse a term no product of the shop negotiates, and type-check the rest (policy-set.ts);
 * - a policy that reads a term the decision's product does not negotiate simply does not apply to that decision
 *   (evaluate.ts), instead of failing to evaluate on every price-only deal (which would escalate it and count
 *   toward the circuit breaker). A term only tested with `has()` is mentioned, not read: such a condition is meant
 *   to run where the term is missing too.
 * Pure: reads the AST the CEL parser built, nothing else.
 */
import type { ASTNode } from "@marcbachmann/cel-js";
import { TERMS_VARIABLE, type TermsContext } from "./environment";

export interface TermReferences {
  /** Terms read (outside `has()`), `_` form. */
  read: string[];
  /** Every term named, `has()` included, `_` form. */
  named: string[];
  /** `terms` is used as a whole somewhere (`"x" in terms`, `size(terms)`), not only to select a term. */
  whole: boolean;
}

/** A term id as conditions see it: `-` becomes `_`. */
export const termKey = (id: string): string => id.replace(/-/g, "_");

type Node = { op: string; args: unknown };

/** The term `node` selects from the `terms` variable (`terms.x`, `terms["x"]`), or null. */
function selectedTerm(node: Node): string | null {
  if (node.op !== "." && node.op !== ".?" && node.op !== "[]" && node.op !== "[?]") return null;
  const [left, key] = node.args as [Node, unknown];
  if (left?.op !== "id" || left.args !== TERMS_VARIABLE) return null;
  if (node.op === "." || node.op === ".?") return typeof key === "string" ? termKey(key) : null;
  const index = key as Node;
  return index?.op === "value" && typeof index.args === "string" ? termKey(index.args) : null;
}

export function termReferences(ast: ASTNode): TermReferences {
  const read = new Set<string>();
  const named = new Set<string>();
  let whole = false;
  const walk = (value: unknown, tested: boolean): void => {
    if (Array.isArray(value)) {
      for (const v of value) walk(v, tested);
      return;
    }
    if (!value || typeof value !== "object" || !("op" in value)) return;
    const node = value as Node;
    if (node.op === "id" && node.args === TERMS_VARIABLE) whole = true;
    const term = selectedTerm(node);
    if (term !== null) {
      named.add(term);
      if (!tested) read.add(term);
      return;
    }
    if (node.op === "call") {
      const [name, args] = node.args as [string, unknown[]];
      // has(terms.x): x may be missing there.
      walk(args, name === "has");
      return;
    }
    walk(node.args, false);
  };
  walk(ast, false);
  return { read: [...read].sort(), named: [...named].sort(), whole };
}

/** Whether a policy that reads `read` can run on a decision with these terms (every term it reads is there). */
export function readsOnly(read: readonly string[], terms: TermsContext | undefined): boolean {
  if (read.length === 0) return true;
  if (!terms) return false;
  for (const key of read) if (!Object.hasOwn(terms, key)) return false;
  return true;
}
