/**
 * Package decisions are exactly what they were: 3,000 seeded package negotiations (package-golden.ts) give, decision
 * by decision, the transcripts recorded before the kernel was made faster (package-golden.fixture.ts). A speed-up
 * that changes any price, term, option, reason, state or explanation — even in the last bit of a float — fails here.
 */
import { describe, expect, it } from "vitest";
import { GOLDEN_SCENARIOS, goldenHash, playGolden } from "./package-golden";
import { GOLDEN_HASHES } from "./package-golden.fixture";

describe("package decisions against the golden record", () => {
  it("every scenario's transcript hashes as recorded", () => {
    expect(GOLDEN_HASHES).toHaveLength(GOLDEN_SCENARIOS);
    const changed: number[] = [];
    for (let i = 0; i < GOLDEN_SCENARIOS; i++) if (goldenHash(i) !== GOLDEN_HASHES[i]) changed.push(i);
    expect(changed, `scenarios whose decisions changed (replay one with playGolden(i))`).toEqual([]);
  });

  it("the scenarios walk every decision path of a package negotiation", () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < GOLDEN_SCENARIOS; i++) for (const path of playGolden(i).paths) seen.set(path, (seen.get(path) ?? 0) + 1);
    const paths = [
      "open counter open FIRST_ROUND_ANCHOR",
      "open hold open RESUMED",
      "open hold open RESUMED+FINAL_OFFER",
      "open accept agreed ASPIRATION_MET",
      "open reject open INVALID_INPUT",
      "move counter open CONCESSION_APPLIED",
      "move counter open CONCESSION_APPLIED+RECIPROCATED",
      "move hold open MONOTONICITY_HOLD",
      "move hold open BUYER_REGRESSED+MONOTONICITY_HOLD",
      "move hold open COUNTER_TACTIC+MONOTONICITY_HOLD",
      "move accept agreed ASPIRATION_MET",
      "move accept agreed BUYER_ACCEPTED",
      "move accept agreed LATE_ACCEPT",
      "move accept agreed DEADLINE_ACCEPT",
      "move reject rejected MAX_ROUNDS_REACHED+BELOW_RESERVE",
      "move reject rejected FINAL_OFFER+MAX_ROUNDS_REACHED",
      "move reject expired COUNTER_EXPIRED",
      "move reject open INVALID_INPUT",
      "counter with 2 options",
      "counter with 3 options",
      "hold with 2 options",
      "accept with 1 options",
      "accept with 3 options",
      "option picked",
      "switch taken",
      "resumed with a standing offer",
    ];
    // At least 20 scenarios each, so a path is checked on many products, not one.
    expect(paths.filter((p) => (seen.get(p) ?? 0) < 20)).toEqual([]);
  });
});
