import { describe, expect, it } from "vitest";
import { score } from "../../bench/tactics/precision-recall";
import { labelledTraces } from "../../bench/tactics/labelled-traces";

describe("tactic detectors on labelled synthetic negotiations (the bench's held-out generator)", () => {
  it("every tactic is found with precision and recall of at least 0.9", () => {
    const scores = score(labelledTraces(2, 1500));
    for (const s of scores) {
      expect(s.truePositives + s.falseNegatives, `${s.tactic} is labelled in the set`).toBeGreaterThan(20);
      expect({ tactic: s.tactic, ok: s.precision >= 0.9 && s.recall >= 0.9 }).toEqual({ tactic: s.tactic, ok: true });
    }
  });

  it("each tactic is shown by a minority of negotiations, so precision is earned (a detector firing on everything would fail)", () => {
    const traces = labelledTraces(2, 500);
    const anchoring = traces.filter((t) => t.labels.includes("anchoring")).length;
    expect(anchoring / traces.length).toBeGreaterThan(0.15);
    expect(anchoring / traces.length).toBeLessThan(0.5);
  });
});
