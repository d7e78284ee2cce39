/**
 * Pure outcome metrics of package deals (the rehearsal's and the multi-issue bench's), in the 2-D plane of (shop
 * utility u, buyer utility v): the exact Pareto frontier, the distance of an agreement to it, the Nash bargaining
 * solution (NBS) with the disagreement point at the two reservation utilities, and whether any deal clears both
 * reservations.
 *
 * Why exact, and how: every combination of term values is a segment in that plane as price runs from the floor to
 * the list price, because both sides value price linearly there (the shop from 0 at the floor, the buyer from 1
 * at its ideal price below every floor). All segments are therefore parallel (slope −λ, λ = the buyer's loss per
 * unit of the shop's gain), so along a segment k = v + λ·u is constant. The frontier is computed by one sweep in
 * decreasing u over the segments' ends (O(n log n) for n combinations): between two ends the best reachable v is
 * max(K − λu, M), K the largest k among segments spanning the stretch and M the best v at larger u; the stretch
 * where K − λu > M is on the frontier. The result is a list of parallel pieces with disjoint u ranges; distances
 * are point-to-segment and the NBS is the maximum of a concave quadratic on each piece — no price grid.
 */
import type { BuyerUtility } from "./buyers/packages/buyers";
import type { ComboSpace } from "./buyers/packages/space";

export interface Point {
  u: number;
  v: number;
}

/** The outcomes of one term combination as price runs over its range: from `lo` (lowest u) to `hi`. */
export interface Segment {
  lo: Point;
  hi: Point;
}

/** One piece of the frontier: v = k − λu for u in [u0, u1] (u0 ≤ u1; a point when equal). */
export interface FrontierPiece {
  u0: number;
  u1: number;
  k: number;
}

export interface Frontier {
  lambda: number;
  /** In increasing u (so decreasing v). */
  pieces: FrontierPiece[];
}

const EPS = 1e-12;
/** Segment ends closer than this in u are taken as one. */
const SNAP = 1e-12;

/** The common slope −λ of non-degenerate segments (they must be parallel; points fit any λ). */
function commonLambda(segments: readonly Segment[]): number {
  let lambda: number | null = null;
  for (const s of segments) {
    const du = s.hi.u - s.lo.u;
    const dv = s.hi.v - s.lo.v;
    if (du <= EPS && Math.abs(dv) <= EPS) continue;
    if (du <= EPS || dv > EPS) throw new Error("every segment must run down and to the right (v falls as u rises)");
    const l = -dv / du;
    if (lambda === null) lambda = l;
    else if (Math.abs(l - lambda) > 1e-6 * Math.max(1, lambda)) throw new Error(`segments are not parallel (λ ${lambda} and ${l})`);
  }
  return lambda ?? 1;
}

/** A binary max-heap of indexes by key. */
class MaxHeap {
  private readonly items: number[] = [];
  constructor(private readonly key: (i: number) => number) {}
  get size(): number {
    return this.items.length;
  }
  top(): number {
    return this.items[0]!;
  }
  push(i: number): void {
    const a = this.items;
    a.push(i);
    let j = a.length - 1;
    while (j > 0) {
      const p = (j - 1) >> 1;
      if (this.key(a[p]!) >= this.key(a[j]!)) break;
      [a[p], a[j]] = [a[j]!, a[p]!];
      j = p;
    }
  }
  pop(): void {
    const a = this.items;
    const last = a.pop()!;
    if (a.length === 0) return;
    a[0] = last;
    let j = 0;
    for (;;) {
      const l = 2 * j + 1;
      const r = l + 1;
      let m = j;
      if (l < a.length && this.key(a[l]!) > this.key(a[m]!)) m = l;
      if (r < a.length && this.key(a[r]!) > this.key(a[m]!)) m = r;
      if (m === j) break;
      [a[m], a[j]] = [a[j]!, a[m]!];
      j = m;
    }
  }
}

/** The exact Pareto frontier of a union of parallel segments (see the module's comment). */
export function paretoFrontier(segments: readonly Segment[]): Frontier {
  const lambda = commonLambda(segments);
  const n = segments.length;
  const l = new Float64Array(n);
  const h = new Float64Array(n);
  const k = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const s = segments[i]!;
    l[i] = s.lo.u;
    h[i] = s.hi.u;
    // The top-left end carries the segment's v at its lowest u; k is the same all along.
    k[i] = Math.max(s.lo.v + lambda * s.lo.u, s.hi.v + lambda * s.hi.u);
  }
  // Ends closer than rounding (sums of weights) are one coordinate: snap them, so that a segment does not seem to
  // reach a hair further than another and leave a spurious frontier point there.
  const xs: number[] = [];
  const snapped = new Map<number, number>();
  for (const x of [...new Set([...l, ...h])].sort((a, b) => b - a)) {
    const last = xs[xs.length - 1];
    if (last !== undefined && last - x <= SNAP) snapped.set(x, last);
    else {
      xs.push(x);
      snapped.set(x, x);
    }
  }
  for (let i = 0; i < n; i++) {
    l[i] = snapped.get(l[i]!)!;
    h[i] = snapped.get(h[i]!)!;
  }
  const byHigh = Array.from({ length: n }, (_, i) => i).sort((a, b) => h[b]! - h[a]!);
  const heap = new MaxHeap((i) => k[i]!);
  const pieces: FrontierPiece[] = [];
  const add = (u0: number, u1: number, kk: number) => {
    const last = pieces[pieces.length - 1];
    // Sweeping right to left: a piece continuing the previous one to the left merges into it.
    if (last && Math.abs(last.k - kk) <= 1e-12 && Math.abs(last.u0 - u1) <= 1e-12) last.u0 = u0;
    else pieces.push({ u0, u1, k: kk });
  };
  let right = -Infinity; // sup of v over outcomes with u strictly greater than the current position
  let entered = 0;
  for (let j = 0; j < xs.length; j++) {
    const x = xs[j]!;
    while (entered < n && h[byHigh[entered]!]! >= x) heap.push(byHigh[entered++]!);
    while (heap.size > 0 && l[heap.top()]! > x) heap.pop();
    if (heap.size > 0) {
      const vx = k[heap.top()]! - lambda * x;
      if (vx > right + 1e-12) add(x, x, k[heap.top()]!);
      right = Math.max(right, vx);
    }
    // The open stretch (next, x): segments that end at x leave.
    while (heap.size > 0 && l[heap.top()]! >= x) heap.pop();
    const next = xs[j + 1];
    if (next === undefined || heap.size === 0) continue;
    const K = k[heap.top()]!;
    const cut = (K - right - 1e-12) / lambda; // points with u < cut beat everything to their right (by more than rounding)
    const hi = Math.min(x, cut);
    if (hi > next) add(next, hi, K);
    right = Math.max(right, K - lambda * next);
  }
  pieces.reverse();
  // Drop lone points that lie on a neighbouring piece (an end already counted).
  return { lambda, pieces: pieces.filter((p, i) => !(p.u0 === p.u1 && pieces.some((q, j) => j !== i && q.u0 < q.u1 && p.u0 >= q.u0 - 1e-12 && p.u0 <= q.u1 + 1e-12 && Math.abs(q.k - p.k) <= 1e-12))) };
}

/** The points of a frontier piece at its ends. */
export function pieceEnds(f: Frontier, p: FrontierPiece): [Point, Point] {
  return [{ u: p.u0, v: p.k - f.lambda * p.u0 }, { u: p.u1, v: p.k - f.lambda * p.u1 }];
}

/** Euclidean distance from a point to the frontier (0 on it). */
export function distanceToFrontier(f: Frontier, x: Point): number {
  let best = Infinity;
  for (const p of f.pieces) {
    const [a, b] = pieceEnds(f, p);
    const du = b.u - a.u;
    const dv = b.v - a.v;
    const len2 = du * du + dv * dv;
    const t = len2 <= 0 ? 0 : Math.min(1, Math.max(0, ((x.u - a.u) * du + (x.v - a.v) * dv) / len2));
    const d = Math.hypot(x.u - (a.u + t * du), x.v - (a.v + t * dv));
    if (d < best) best = d;
  }
  return best;
}

export interface NashSolution {
  point: Point;
  /** (u − ru)(v − rv) at the NBS. */
  product: number;
}

/**
 * The Nash bargaining solution over the frontier with disagreement point (ru, rv): the frontier point with
 * u ≥ ru and v ≥ rv maximising (u − ru)(v − rv); null when no frontier point clears both.
 */
export function nashSolution(f: Frontier, ru: number, rv: number): NashSolution | null {
  let best: NashSolution | null = null;
  for (const p of f.pieces) {
    // On the piece v = k − λu: both factors are ≥ 0 for u in [ru, (k − rv)/λ].
    const lo = Math.max(p.u0, ru);
    const hi = Math.min(p.u1, (p.k - rv) / f.lambda);
    if (hi < lo - 1e-12) continue;
    const star = (ru + (p.k - rv) / f.lambda) / 2;
    const u = Math.min(Math.max(star, lo), Math.max(lo, hi));
    const v = p.k - f.lambda * u;
    const product = Math.max(0, u - ru) * Math.max(0, v - rv);
    if (!best || product > best.product) best = { point: { u, v }, product };
  }
  return best;
}

/** Whether some outcome clears both reservations (a frontier point does whenever any outcome does). */
export function dealPossible(f: Frontier, ru: number, rv: number): boolean {
  return nashSolution(f, ru, rv) !== null;
}

/** An agreement's Nash product relative to the NBS's (0 when the NBS's product is 0 and the agreement's too). */
export function nashRatio(nbs: NashSolution, x: Point, ru: number, rv: number): number {
  const product = Math.max(0, x.u - ru) * Math.max(0, x.v - rv);
  return nbs.product > 0 ? product / nbs.product : product > 0 ? 1 : 0;
}

/** The shop's utility share: 0 at its reservation utility, 1 at its best. */
export function shopShare(u: number, reservation: number): number {
  return (u - reservation) / (1 - reservation);
}

/** The segments of every term combination as price runs from the floor to the list price. */
export function outcomeSegments(space: ComboSpace, u: BuyerUtility): Segment[] {
  const { anchorMinor: A, floorMinor: F } = space.product;
  const atFloor = u.buyer.priceWeight * u.priceValue(F);
  const segments: Segment[] = new Array(space.count);
  for (let c = 0; c < space.count; c++) {
    const s = space.shopTerms[c]!;
    const b = u.terms[c]!;
    segments[c] = { lo: { u: s, v: b + atFloor }, hi: { u: s + space.priceWeight, v: b + u.buyer.priceWeight * u.priceValue(A) } };
  }
  return segments;
}

/**
 * `paretoFrontier(outcomeSegments(space, u))` computed on the segments that can reach it: a combination whose terms
 * are worth no more to both sides than another's is dominated at every price (price moves every segment alike), so
 * only the combinations left after one scan in decreasing shop utility of their terms count — a few dozen of
 * thousands. `byShopTerms`: the space's combinations in decreasing shop utility of their terms (the same for every
 * buyer of the product: sort it once, see `byShopTerms`).
 */
export function frontierFor(space: ComboSpace, u: BuyerUtility, byShopTerms: Int32Array): Frontier {
  const { anchorMinor: A, floorMinor: F } = space.product;
  const atFloor = u.buyer.priceWeight * u.priceValue(F);
  const atList = u.buyer.priceWeight * u.priceValue(A);
  const kept: Segment[] = [];
  let best = -Infinity;
  for (const c of byShopTerms) {
    const b = u.terms[c]!;
    if (b <= best) continue;
    const s = space.shopTerms[c]!;
    kept.push({ lo: { u: s, v: b + atFloor }, hi: { u: s + space.priceWeight, v: b + atList } });
    best = b;
  }
  return paretoFrontier(kept);
}

/** A space's combinations in decreasing shop utility of their terms (ties: the order of their index). */
export function byShopTerms(space: ComboSpace): Int32Array {
  return Int32Array.from(Array.from({ length: space.count }, (_, c) => c).sort((a, b) => space.shopTerms[b]! - space.shopTerms[a]! || a - b));
}
