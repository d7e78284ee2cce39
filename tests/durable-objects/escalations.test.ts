import { describe, expect, it } from "vitest";
import { retryAfterSeconds } from "../../durable-objects/room/escalation-table";
import type { EscalationRow } from "../../durable-objects/room/room-row";

// What a verdict stands for is pure: tests/governed-round/escalation.test.ts.
describe("retryAfterSeconds", () => {
  it("is the time left before the pending escalation times out, at least a second; a minute with none pending", () => {
    expect(retryAfterSeconds({ timeout_at: 10_500 } as EscalationRow, 1_000)).toBe(10);
    expect(retryAfterSeconds({ timeout_at: 900 } as EscalationRow, 1_000)).toBe(1);
    expect(retryAfterSeconds(null, 1_000)).toBe(60);
  });
});
