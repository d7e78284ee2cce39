/**
 * The fleet bench's world (bench/fleet) keeps its promises, on a small stream: the same seed replays the same
 * figures, every arrival is either assigned or escalated, the coordinator's every answer explains every agent,
 * and an agent earns the same from a negotiation whichever assigner asked first (the comparison is paired).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_COORDINATOR_SETTINGS } from "../../fleet";
import { buildScenario, FLEET_PROFILES, OutcomeTable } from "../../bench/fleet/scenario";
import { runPass } from "../../bench/fleet/simulate";

describe("the fleet bench's world", () => {
  const scenario = buildScenario(7, "tune", 150);

  it("replays the same figures from the same seed, and accounts for every arrival", () => {
    for (const assigner of ["coordinator", "random", "round-robin"] as const) {
      const first = runPass(scenario, new OutcomeTable(), assigner, DEFAULT_COORDINATOR_SETTINGS);
      const again = runPass(buildScenario(7, "tune", 150), new OutcomeTable(), assigner, DEFAULT_COORDINATOR_SETTINGS);
      expect(again).toEqual(first);
      expect(first.assigned + first.escalated).toBe(150);
      if (assigner === "coordinator") expect(first.explained).toBe(150);
    }
  });

  it("gives an agent the same result for a negotiation whichever assigner asked first", () => {
    const shared = new OutcomeTable();
    runPass(scenario, shared, "random");
    const fresh = new OutcomeTable();
    for (const arrival of scenario.arrivals.slice(0, 40)) {
      for (const p of FLEET_PROFILES) expect(fresh.outcome(p.id, arrival)).toEqual(shared.outcome(p.id, arrival));
    }
  });
});
