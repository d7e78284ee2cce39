/** Packages as owners read them: a package's terms by the owner's labels and units, in the declared order. */
import type { TermDeclaration, TermValues } from "./types";

/** A term's name and value as the owner declared it ("Payment terms", "30 days"); the id when it is not known. */
export function termEntry(decls: readonly TermDeclaration[] | undefined, id: string, value: number | string): [label: string, value: string] {
  const decl = decls?.find((t) => t.id === id);
  if (!decl) return [id, String(value)];
  return [decl.label, decl.kind === "numeric" && decl.unit ? `${value} ${decl.unit}` : String(value)];
}

/** A package's terms in the declared order (then any others, by id). */
export function orderedTerms(decls: readonly TermDeclaration[] | undefined, terms: TermValues): [string, number | string][] {
  const order = decls?.map((t) => t.id) ?? [];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return Object.entries(terms).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** "Payment terms 30 days · Incoterm EXW". */
export function packageText(decls: readonly TermDeclaration[] | undefined, terms: TermValues): string {
  return orderedTerms(decls, terms)
    .map(([id, v]) => termEntry(decls, id, v).join(" "))
    .join(" · ");
}
