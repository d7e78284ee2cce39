/**
 * Least-squares fit of a concession curve drop(t) ≈ scale · t^exponent, where drop is how far the shop's
 * offer has fallen from its opening offer by progress t ∈ (0, 1]. Used by the shop-modelling buyer and
 * by the pooled attack; a coarse log-spaced grid over the exponent, then a finer one around the best.
 */
export interface CurvePoint {
  t: number;
  drop: number;
}

export interface PowerCurve {
  exponent: number;
  scale: number;
}

const COARSE = Array.from({ length: 61 }, (_, i) => Math.pow(10, -1 + i / 30));

/** The best fit, or null when no point shows a concession. */
export function fitPowerCurve(points: readonly CurvePoint[]): PowerCurve | null {
  const usable = points.filter((p) => p.t > 0);
  if (!usable.some((p) => p.drop > 0)) return null;
  let best = bestOf(usable, COARSE);
  const step = Math.pow(10, 1 / 30);
  const fine = Array.from({ length: 21 }, (_, i) => best.exponent * Math.pow(step, (i - 10) / 10));
  best = bestOf(usable, fine);
  return { exponent: best.exponent, scale: best.scale };
}

function bestOf(points: readonly CurvePoint[], exponents: readonly number[]): PowerCurve & { error: number } {
  let best = { exponent: 1, scale: 0, error: Number.POSITIVE_INFINITY };
  let sumDrop2 = 0;
  const logT = points.map((p) => Math.log(p.t));
  for (const p of points) sumDrop2 += p.drop * p.drop;
  for (const exponent of exponents) {
    let num = 0;
    let den = 0;
    for (let i = 0; i < points.length; i++) {
      // t^exponent as exp(exponent · ln t): the logarithms are taken once per fit, not once per exponent.
      const x = Math.exp(exponent * logT[i]!);
      num += points[i]!.drop * x;
      den += x * x;
    }
    const scale = den > 0 ? num / den : 0;
    // Σ(drop − scale·x)² with the least-squares scale, without a second pass: Σdrop² − scale·Σdrop·x.
    const error = sumDrop2 - scale * num;
    if (error < best.error) best = { exponent, scale, error };
  }
  return best;
}
