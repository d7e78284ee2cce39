/**
 * The search the fitting attacks share: every floor from 0 to the list price on a 400-step grid, scored by
 * the squared error of what a model with that floor predicts against what the shop answered.
 */
const FLOOR_STEPS = 400;

/** The grid floor with the least error (the lower one on a tie). */
export function bestFloorOnGrid(anchorMinor: number, squaredError: (floorMinor: number) => number): { floor: number; error: number } {
  let best = { floor: 0, error: Number.POSITIVE_INFINITY };
  for (let i = 0; i <= FLOOR_STEPS; i++) {
    const floor = Math.round((anchorMinor * i) / FLOOR_STEPS);
    const error = squaredError(floor);
    if (error < best.error) best = { floor, error };
  }
  return best;
}
