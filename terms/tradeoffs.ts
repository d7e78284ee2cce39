/**
 * The owner's pairwise answers ("10 more payment days are worth 1.5 % of price to me") turned into weights.
 * Each answer says that giving `give` costs the shop as much utility as giving `for`: w_A·d_A = w_B·d_B, where d
 * is the share of the term's value range the amount spans (`normalisedAmount`). In logs that is one linear
 * equation per answer, y_A − y_B = ln d_B − ln d_A, solved by least squares with y_price = 0 and normalised so
 * the weights sum to 1. Answers that close a cycle and disagree by more than a factor of 2 are reported with the
 * answers involved (`inconsistentCycles`), so the owner can fix the one that is off instead of guessing.
 */
import { PRICE, type PriceRange, type TermDeclaration, type Tradeoff } from "./types";
import { choiceValue, numericWorst } from "./values";

/** Cycles whose answers disagree by more than this factor are reported. */
export const MAX_CYCLE_DISAGREEMENT = 2;

/** The span of a numeric term's value function: from its worst end to shopBest, in its unit. */
export function numericSpan(term: Extract<TermDeclaration, { kind: "numeric" }>): number {
  return Math.abs(term.shopBest - numericWorst(term));
}

/** The list price less the floor, in percent of the list price: what price's part of the utility spans. */
export function priceSpanPercent(price: PriceRange): number {
  return price.anchorMinor > 0 ? ((price.anchorMinor - price.floorMinor) / price.anchorMinor) * 100 : 0;
}

/**
 * The share of a term's value (in [0, ∞)) that giving `amount` of it costs: numeric amounts in the term's unit,
 * price in percent of list price, ordinal/categorical amounts in ranks down from shopBest. NaN when it is not
 * defined (an unknown term, ranks past the last value).
 */
export function normalisedAmount(terms: readonly TermDeclaration[], values: Record<string, Record<string, number>> | undefined, price: PriceRange, termId: string, amount: number): number {
  if (termId === PRICE) {
    const span = priceSpanPercent(price);
    return span > 0 ? amount / span : Number.NaN;
  }
  const term = terms.find((t) => t.id === termId);
  if (!term) return Number.NaN;
  if (term.kind === "numeric") {
    const span = numericSpan(term);
    return span > 0 ? amount / span : Number.NaN;
  }
  const from = term.values.indexOf(term.shopBest);
  const to = from + amount;
  if (!Number.isInteger(amount) || to >= term.values.length || from < 0) return Number.NaN;
  return 1 - choiceValue(term, values?.[term.id], term.values[to]!);
}

interface Edge {
  index: number;
  a: number;
  b: number;
  /** Target of y_a − y_b. */
  r: number;
}

function edgesOf(nodes: readonly string[], terms: readonly TermDeclaration[], tradeoffs: readonly Tradeoff[], values: Record<string, Record<string, number>> | undefined, price: PriceRange): Edge[] {
  const edges: Edge[] = [];
  tradeoffs.forEach((t, index) => {
    const a = nodes.indexOf(t.give.term);
    const b = nodes.indexOf(t.for.term);
    const da = normalisedAmount(terms, values, price, t.give.term, t.give.amount);
    const db = normalisedAmount(terms, values, price, t.for.term, t.for.amount);
    if (a < 0 || b < 0 || a === b || !(da > 0) || !(db > 0) || !Number.isFinite(da) || !Number.isFinite(db)) return;
    edges.push({ index, a, b, r: Math.log(db) - Math.log(da) });
  });
  return edges;
}

/** The nodes of the weight graph: price first, then the terms in declared order. */
function nodesOf(terms: readonly TermDeclaration[]): string[] {
  return [PRICE, ...terms.map((t) => t.id)];
}

/** Ids (terms, or price) that no chain of answers links to price: their weight cannot be derived. */
export function unlinked(terms: readonly TermDeclaration[], tradeoffs: readonly Tradeoff[], values: Record<string, Record<string, number>> | undefined, price: PriceRange): string[] {
  const nodes = nodesOf(terms);
  const { parent } = spanningTree(nodes.length, edgesOf(nodes, terms, tradeoffs, values, price));
  return nodes.filter((_, i) => parent[i] === undefined);
}

/** A breadth-first spanning tree from price: parent edge and depth per node (undefined when not reached). */
function spanningTree(n: number, edges: readonly Edge[]): { parent: (Edge | null | undefined)[]; depth: number[]; potential: number[]; tree: Set<number> } {
  const parent: (Edge | null | undefined)[] = new Array(n).fill(undefined);
  const depth = new Array<number>(n).fill(0);
  const potential = new Array<number>(n).fill(0);
  const tree = new Set<number>();
  parent[0] = null;
  const queue = [0];
  while (queue.length > 0) {
    const u = queue.shift()!;
    for (const e of edges) {
      const v = e.a === u ? e.b : e.b === u ? e.a : -1;
      if (v < 0 || parent[v] !== undefined) continue;
      parent[v] = e;
      depth[v] = depth[u]! + 1;
      // y_a − y_b = r
      potential[v] = e.a === u ? potential[u]! - e.r : potential[u]! + e.r;
      tree.add(e.index);
      queue.push(v);
    }
  }
  return { parent, depth, potential, tree };
}

/**
 * Each cycle closed by an answer whose implied ratio disagrees with the rest by more than a factor of 2: the
 * indexes of the answers on the cycle (ascending), the closing answer last in `closing`.
 */
export function inconsistentCycles(terms: readonly TermDeclaration[], tradeoffs: readonly Tradeoff[], values: Record<string, Record<string, number>> | undefined, price: PriceRange): { closing: number; answers: number[]; factor: number }[] {
  const nodes = nodesOf(terms);
  const edges = edgesOf(nodes, terms, tradeoffs, values, price);
  const { parent, depth, potential, tree } = spanningTree(nodes.length, edges);
  const found: { closing: number; answers: number[]; factor: number }[] = [];
  for (const e of edges) {
    if (tree.has(e.index) || parent[e.a] === undefined || parent[e.b] === undefined) continue;
    const discrepancy = potential[e.a]! - potential[e.b]! - e.r;
    if (Math.abs(discrepancy) <= Math.log(MAX_CYCLE_DISAGREEMENT) + 1e-9) continue;
    const answers = new Set<number>([e.index]);
    let x = e.a;
    let y = e.b;
    const up = (node: number): number => {
      const p = parent[node]!;
      answers.add(p.index);
      return p.a === node ? p.b : p.a;
    };
    while (depth[x]! > depth[y]!) x = up(x);
    while (depth[y]! > depth[x]!) y = up(y);
    while (x !== y) {
      x = up(x);
      y = up(y);
    }
    found.push({ closing: e.index, answers: [...answers].sort((p, q) => p - q), factor: Math.exp(Math.abs(discrepancy)) });
  }
  return found;
}

/**
 * Normalised weights (summing to 1, price included) from the owner's answers: least squares on the log-weight
 * ratios the answers state. Assumes validated input in which every term is linked to price.
 */
export function weightsFromTradeoffs(terms: readonly TermDeclaration[], tradeoffs: readonly Tradeoff[], price: PriceRange, values?: Record<string, Record<string, number>>): Record<string, number> {
  const nodes = nodesOf(terms);
  const n = nodes.length;
  const edges = edgesOf(nodes, terms, tradeoffs, values, price);
  // Normal equations L·y = c over nodes 1..n−1 (y_price = 0).
  const m = n - 1;
  const L = Array.from({ length: m }, () => new Array<number>(m + 1).fill(0));
  for (const { a, b, r } of edges) {
    if (a > 0) {
      L[a - 1]![a - 1]! += 1;
      L[a - 1]![m]! += r;
    }
    if (b > 0) {
      L[b - 1]![b - 1]! += 1;
      L[b - 1]![m]! -= r;
    }
    if (a > 0 && b > 0) {
      L[a - 1]![b - 1]! -= 1;
      L[b - 1]![a - 1]! -= 1;
    }
  }
  const y = [0, ...solve(L)];
  const raw = y.map((v) => Math.exp(v));
  const total = raw.reduce((s, v) => s + v, 0);
  return Object.fromEntries(nodes.map((id, i) => [id, raw[i]! / total]));
}

/** Gaussian elimination with partial pivoting on an augmented matrix; a singular column solves to 0. */
function solve(A: number[][]): number[] {
  const m = A.length;
  for (let col = 0; col < m; col++) {
    let pivot = col;
    for (let row = col + 1; row < m; row++) if (Math.abs(A[row]![col]!) > Math.abs(A[pivot]![col]!)) pivot = row;
    [A[col], A[pivot]] = [A[pivot]!, A[col]!];
    const p = A[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let row = 0; row < m; row++) {
      if (row === col) continue;
      const f = A[row]![col]! / p;
      if (f === 0) continue;
      for (let k = col; k <= m; k++) A[row]![k]! -= f * A[col]![k]!;
    }
  }
  return A.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[m]! / row[i]!));
}
