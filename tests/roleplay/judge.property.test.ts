// The WorldAgent's verdicts are direction-aware: the same price movement seen by a buyer and by a seller gives
// mirrored verdicts, and the verdict is monotone in how far the price moved the user's way.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { favourableMovement, judgeRound, VERDICT_RANK } from "../../roleplay/judge";
import type { Side, Verdict } from "../../roleplay/types";

const price = fc.integer({ min: 1, max: 10_000_000 });
const side = fc.constantFrom<Side>("buyer", "seller");
const flip: Record<Verdict, Verdict> = { PASS: "FAIL", FAIL: "PASS", NEUTRAL: "NEUTRAL" };
const other = (s: Side): Side => (s === "buyer" ? "seller" : "buyer");

describe("WorldAgent verdicts", () => {
  it("flip with the direction: what passes for a buyer fails for a seller, and NEUTRAL stays", () => {
    fc.assert(
      fc.property(side, price, price, fc.integer({ min: 0, max: 1_000 }), (s, before, after, tol) => {
        const a = judgeRound({ side: s, beforeMinor: before, afterMinor: after, reservationMinor: 1, toleranceMinor: tol });
        const b = judgeRound({ side: other(s), beforeMinor: before, afterMinor: after, reservationMinor: 1, toleranceMinor: tol });
        expect(b.verdict).toBe(flip[a.verdict]);
        expect(b.movementMinor + a.movementMinor).toBe(0);
      }),
    );
  });

  it("a buyer passes when the price falls, fails when it rises; a seller the reverse", () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 100_000 }), (p, d) => {
        expect(judgeRound({ side: "buyer", beforeMinor: p + d, afterMinor: p, reservationMinor: 1 }).verdict).toBe("PASS");
        expect(judgeRound({ side: "buyer", beforeMinor: p, afterMinor: p + d, reservationMinor: 1 }).verdict).toBe("FAIL");
        expect(judgeRound({ side: "seller", beforeMinor: p, afterMinor: p + d, reservationMinor: 1 }).verdict).toBe("PASS");
        expect(judgeRound({ side: "seller", beforeMinor: p + d, afterMinor: p, reservationMinor: 1 }).verdict).toBe("FAIL");
        expect(judgeRound({ side: "buyer", beforeMinor: p, afterMinor: p, reservationMinor: 1 }).verdict).toBe("NEUTRAL");
      }),
    );
  });

  it("is monotone in the price movement: a move further the user's way never gets a worse verdict", () => {
    fc.assert(
      fc.property(side, price, price, price, fc.integer({ min: 0, max: 500 }), (s, before, x, y, tol) => {
        const [a, b] = [x, y].map((after) => judgeRound({ side: s, beforeMinor: before, afterMinor: after, reservationMinor: 1, toleranceMinor: tol }));
        const ma = favourableMovement(s, before, x);
        const mb = favourableMovement(s, before, y);
        if (ma <= mb) expect(VERDICT_RANK[a!.verdict]).toBeLessThanOrEqual(VERDICT_RANK[b!.verdict]);
        else expect(VERDICT_RANK[a!.verdict]).toBeGreaterThanOrEqual(VERDICT_RANK[b!.verdict]);
      }),
    );
  });

  it("terms gained count like a price move, in the user's favour", () => {
    fc.assert(
      fc.property(side, price, fc.integer({ min: 1, max: 10_000 }), (s, p, gain) => {
        expect(judgeRound({ side: s, beforeMinor: p, afterMinor: p, termsGainMinor: gain, reservationMinor: 1 }).verdict).toBe("PASS");
        expect(judgeRound({ side: s, beforeMinor: p, afterMinor: p, termsGainMinor: -gain, reservationMinor: 1 }).verdict).toBe("FAIL");
      }),
    );
  });

  it("an agreement passes exactly when it is within the user's reservation, in both directions", () => {
    fc.assert(
      fc.property(side, price, price, (s, agreed, reservation) => {
        const v = judgeRound({ side: s, end: "agreed", agreedMinor: agreed, reservationMinor: reservation }).verdict;
        const within = s === "buyer" ? agreed <= reservation : agreed >= reservation;
        expect(v).toBe(within ? "PASS" : "FAIL");
      }),
    );
  });

  it("walking away from an acceptable standing offer fails; from an unacceptable one is neutral", () => {
    expect(judgeRound({ side: "buyer", afterMinor: 900, end: "walked-away", reservationMinor: 1_000 }).verdict).toBe("FAIL");
    expect(judgeRound({ side: "buyer", afterMinor: 1_100, end: "walked-away", reservationMinor: 1_000 }).verdict).toBe("NEUTRAL");
    expect(judgeRound({ side: "seller", afterMinor: 1_100, end: "walked-away", reservationMinor: 1_000 }).verdict).toBe("FAIL");
  });
});
