import { vi } from "vitest";

/**
 * Runs `fn` with setTimeout/clearTimeout on a clock advanced by hand (vi's fake timers; network I/O stays real),
 * so a deadline is checked to the millisecond without reading a wall clock a loaded machine could slow down.
 */
export async function onFakeClock<T>(fn: (advance: (ms: number) => Promise<void>) => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    return await fn(async (ms) => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  } finally {
    vi.useRealTimers();
  }
}

/** A promise with a flag saying whether it has settled yet. */
export function settled<T>(promise: Promise<T>): { promise: Promise<T>; done: boolean } {
  const out = { promise, done: false };
  promise.then(
    () => (out.done = true),
    () => (out.done = true),
  );
  return out;
}

/** Waits, without timers, for something real I/O makes true (a request reaching a fake server). */
export async function untilTrue(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
