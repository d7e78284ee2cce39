import { describe, expect, it } from "vitest";
import { nextAlarm } from "../../durable-objects/room/alarm-schedule";

const NONE = Infinity;

describe("nextAlarm: where the room's one alarm goes", () => {
  it("goes to the deadline when nothing is scheduled and nothing waits for delivery", () => {
    expect(nextAlarm(null, 100, NONE)).toBe(100);
  });

  it("is left alone when it is already where it should be", () => {
    expect(nextAlarm(100, 100, NONE)).toBeUndefined();
    expect(nextAlarm(null, NONE, NONE)).toBeUndefined();
  });

  it("is pulled earlier for a delivery, but later rounds never postpone a pending delivery", () => {
    expect(nextAlarm(100, 100, 30)).toBe(30);
    expect(nextAlarm(30, 100, 50)).toBeUndefined();
  });

  it("goes exactly to the deadline once nothing waits for delivery, later or earlier", () => {
    expect(nextAlarm(30, 100, NONE)).toBe(100);
    expect(nextAlarm(100, 60, NONE)).toBe(60);
  });

  it("is deleted when nothing is due at all", () => {
    expect(nextAlarm(100, NONE, NONE)).toBeNull();
  });
});
