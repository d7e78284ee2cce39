/**
 * Costly policies for the cost tests (node and workerd): issue 26's attack — a 200-node condition of six nested
 * comprehensions over ten-element lists — and the heaviest set the limits accept.
 */
const TEN = "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]";

/**
 * Six `.all` nested over ten-element lists: the innermost body runs 10^6 times per evaluation (~0.7 s). The
 * prefix pads the condition to ~200 nodes (cel-js's maxAstNodes in policies/environment.ts) with ordinary
 * tests that run once, as a real policy's would; the prefix is true for ordinary decisions, so every
 * evaluation reaches the comprehensions. Within every limit the parser and type checker have.
 */
export function nestedComprehensionAttack(): string {
  const vars = ["a", "b", "c", "d", "e", "f"];
  let body = `${vars.join(" + ")} >= 0`;
  for (let i = vars.length - 1; i >= 0; i--) body = `${TEN}.all(${vars[i]}, ${body})`;
  const prefix = Array.from({ length: 14 }, (_, i) => `offer.priceMinor + ${i} > ${i}`).join(" && ");
  return `${prefix} && negotiation.round >= 0 && ${body}`;
}

/** A policy file: allow-all, then `burn` with the given condition (on line 7). */
export function withCondition(when: string, id = "burn"): string {
  return `version: 1\npolicies:\n  - id: allow-all\n    when: "true"\n    action: ALLOW\n  - id: ${id}\n    when: '${when}'\n    action: ALLOW\n`;
}

/**
 * A condition just under the per-condition limit: two nested comprehensions over ten elements, nine
 * comparisons in the body (9,273 steps; every body evaluation runs all nine).
 */
export const NEAR_LIMIT_CONDITION = `${TEN}.all(a, ${TEN}.all(b, ${Array.from({ length: 9 }, (_, i) => `a + b + offer.priceMinor >= ${-i}`).join(" && ")}))`;

/** `copies` near-limit conditions and an allow-all: 10 copies is the heaviest set the per-set limit accepts. */
export function heavySet(copies: number): string {
  const policies = Array.from({ length: copies }, (_, i) => `  - id: heavy-${i}\n    when: '${NEAR_LIMIT_CONDITION}'\n    action: ALLOW\n`).join("");
  return `version: 1\npolicies:\n  - id: allow-all\n    when: "true"\n    action: ALLOW\n${policies}`;
}

export const HEAVIEST_ACCEPTED_SET = heavySet(10);
