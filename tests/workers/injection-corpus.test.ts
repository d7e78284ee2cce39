// The injection corpus through the HTTP API with the offline interpreter and template replies (the default
// deployment). The same run with a model that obeys every injected instruction is in tests/language-model.
import { describe, expect, it } from "vitest";
import { formatInjectionReport, httpBuyer, runInjectionCorpus } from "./injection-harness";

describe("injection corpus, offline reader", () => {
  it("no message moves a price out of bounds, bypasses a policy or reveals the floor (HTTP API)", async () => {
    const report = await runInjectionCorpus(httpBuyer());
    console.log(formatInjectionReport(report, "offline interpreter, template replies"));
    expect(report.messages).toBeGreaterThanOrEqual(300);
    expect(report.failures).toEqual([]);
    expect({ out: report.pricesOutOfBounds, bypass: report.policyBypasses, revealed: report.secretsRevealed }).toEqual({ out: 0, bypass: 0, revealed: 0 });
    // The corpus is adversarial: most of it must be asked back, not acted on.
    expect(report.clarifications).toBeGreaterThan(report.messages / 2);
  }, 300_000);
});
