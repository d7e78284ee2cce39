// The injection corpus through the HTTP API with the offline interpreter and template replies (the default
// deployment). The same run with a model that obeys every injected instruction is in tests/language-model.
// The corpus's "refusal" family is also checked message by message (injection-harness.ts refusalActedOn): no
// agreement, no walk-away, no round played, no acceptance to confirm, nothing read at HIGH; a failure names the message.
import { describe, it } from "vitest";
import { formatInjectionReport, httpBuyer, mcpBuyer, runInjectionCorpus, expectNothingMoved } from "./injection-harness";


describe("injection corpus, offline reader", () => {
  it("no message moves a price out of bounds, bypasses a policy or reveals the floor (HTTP API)", async () => {
    const report = await runInjectionCorpus(httpBuyer());
    console.log(formatInjectionReport(report, "offline interpreter, template replies"));
    expectNothingMoved(report);
  }, 300_000);

  it("the same through the MCP endpoint, as an LLM buyer agent's tool calls", async () => {
    const buyer = await mcpBuyer();
    try {
      const report = await runInjectionCorpus(buyer);
      console.log(formatInjectionReport(report, "offline interpreter, template replies"));
      expectNothingMoved(report);
    } finally {
      await buyer.close();
    }
  }, 300_000);
});
