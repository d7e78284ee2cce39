// Model personas through the real `openai` client against a local server speaking the OpenAI protocol: every
// turn's prompt goes out as a system message (before <<PROMPT_SPLIT>>) and a user message (after it, with the
// formatted history); the answers are parsed with the agent-output schema; a malformed answer is recorded raw
// and the turn falls back to the offline persona, or the run ends cleanly. The traces land in Postgres (PGlite).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRoleplayRun, storeRoleplayRun } from "../../memory/repositories/roleplay";
import { buyerCase } from "../../roleplay/batch";
import { runRoleplay } from "../../roleplay/engine";
import { openaiChat } from "../../roleplay/adapters/model-client";
import { offlineBuyerPersona } from "../../roleplay/personas/offline-buyer";
import { offlineSellerPersona } from "../../roleplay/personas/offline-seller";
import { modelAgent } from "../../roleplay/personas/model";
import { PROMPT_SPLIT } from "../../roleplay/prompts";
import { startFakeOpenAI, type FakeOpenAI, type FakeRequestInfo, type FakeReply } from "../support/fake-openai";
import { newShopId, useTestDb } from "../memory/helpers";

const t = useTestDb();
let fake: FakeOpenAI;
const product = { id: "lamp", name: "Lamp", currency: "EUR", listPriceMinor: 10_000 };

/** A scripted model: the buyer bids 7,000, answers garbage in round 2, then bids 8,600; the seller concedes and takes ≥ 8,500. */
function scripted(req: FakeRequestInfo): FakeReply {
  const [system, user] = (req.body?.messages ?? []).map((m: { content: string }) => m.content) as string[];
  const round = Number(/Round (\d+) of/.exec(user ?? "")?.[1] ?? 0);
  if (system?.includes("You are the buyer")) {
    if (round === 2) return { content: "Sure! Here is my answer: {not json" };
    if (round === 4) return { status: 500 };
    const price = round === 1 ? 7_000 : 8_600;
    return { content: { action: { type: round === 1 ? "PROPOSE_OFFER" : "CONCEDE", payload: { priceMinor: price } }, message_text: `I could pay ${price / 100} euros.`, used_strategies: ["anchor-first"] } };
  }
  const bid = [...(user ?? "").matchAll(/persona \((?:PROPOSE_OFFER|COUNTER_OFFER|CONCEDE|ACCEPT) (\d+)\)/g)].map((m) => Number(m[1])).pop() ?? 0;
  if (bid >= 8_500) return { content: { action: { type: "ACCEPT", payload: { priceMinor: bid } }, message_text: `Deal at ${bid / 100}.`, used_strategies: [] } };
  return { content: { action: { type: "COUNTER_OFFER", payload: { priceMinor: 10_000 - 500 * round } }, message_text: `I can do ${(10_000 - 500 * round) / 100}.`, used_strategies: ["reciprocity"] } };
}

beforeAll(async () => {
  fake = await startFakeOpenAI({ behaviour: scripted });
});
afterAll(async () => fake?.close());

describe("model personas through the openai client", () => {
  it("records every prompt with its split and the raw and parsed outputs in Postgres; a malformed answer falls back", async () => {
    const start = fake.requests.length;
    const complete = openaiChat({ apiKey: "sk-test", baseURL: fake.url, model: "fake-model" });
    const seed = 11;
    const trace = await runRoleplay({
      seed,
      snapshot: buyerCase(product, seed),
      language: "en",
      style: "agent",
      persona: modelAgent({ complete, role: "persona", fallback: offlineBuyerPersona(seed) }),
      counterparty: modelAgent({ complete, role: "counterparty" }),
      maxRounds: 6,
    });
    expect(trace.end).toBe("agreed");
    expect(trace.agreedMinor).toBeGreaterThanOrEqual(8_500);

    // What the server was sent: a system message and a user message, the two halves of the recorded prompt.
    const sent = fake.requests.slice(start);
    // One call more than requests: the offline persona's answer for the turn whose model answer was garbage.
    expect(sent.length).toBe(trace.calls.length - 1);
    const modelCalls = trace.calls.filter((c, i) => !(i > 0 && trace.calls[i - 1]!.parsed === null));
    for (const [i, req] of sent.entries()) {
      const [system, user] = req.body.messages;
      expect(system.role).toBe("system");
      expect(user.role).toBe("user");
      expect(user.content).toContain("History:");
      expect(modelCalls[i]!.prompt).toBe(`${system.content}\n${PROMPT_SPLIT}\n${user.content}`);
      expect(req.body.response_format).toEqual({ type: "json_object" });
      expect(req.auth).toBe("Bearer sk-test");
    }

    const shopId = newShopId();
    const runId = `model-${shopId}`;
    expect(await storeRoleplayRun(t.handle.db, shopId, { runId, batchId: `b-${shopId}`, productId: "lamp", trace })).toBe(true);
    const stored = (await getRoleplayRun(t.handle.db, shopId, runId))!;
    // Round 2's garbage is stored raw with its error, then the offline persona's answer for the same turn.
    expect(stored.calls.length).toBe(trace.calls.length);
    const garbage = stored.calls.find((c) => c.parsed === null)!;
    expect(garbage).toMatchObject({ speaker: "persona", round: 2, raw: "Sure! Here is my answer: {not json", error: "not JSON" });
    for (const call of stored.calls) {
      expect(call.prompt).toContain(PROMPT_SPLIT);
      if (call.parsed !== null) expect(call.parsed).toEqual(JSON.parse(call.raw));
    }
    expect(stored.turns.filter((x) => x.round === 2 && x.speaker === "persona")).toHaveLength(1);
    expect(stored.turns.some((x) => x.verdict === "PASS")).toBe(true);
  });

  it("ends the run cleanly when the model fails and nothing falls back; the failure is recorded raw", async () => {
    const complete = openaiChat({ apiKey: "sk-test", baseURL: fake.url, model: "fake-model" });
    const seed = 12;
    const trace = await runRoleplay({
      seed,
      snapshot: buyerCase(product, seed),
      language: "de",
      style: "terse",
      persona: modelAgent({ complete, role: "persona" }),
      counterparty: offlineSellerPersona({ floorMinor: 9_000 }),
      maxRounds: 6,
    });
    expect(trace.end).toBe("error");
    const failed = trace.calls.filter((c) => c.parsed === null);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ round: 2, raw: "Sure! Here is my answer: {not json", error: "not JSON" });
    expect(trace.verdicts.at(-1)!.verdict).toBe("FAIL");
    const shopId = newShopId();
    expect(await storeRoleplayRun(t.handle.db, shopId, { runId: `fail-${shopId}`, batchId: `b-${shopId}`, productId: "lamp", trace })).toBe(true);
  });

  it("an HTTP error from the model is recorded as an attempt with its reason", async () => {
    const complete = openaiChat({ apiKey: "sk-test", baseURL: fake.url, model: "fake-model" });
    const r = await complete({ system: "You are the buyer.", user: "Round 4 of at most 8." });
    expect(r).toEqual({ ok: false, reason: "HTTP 500" });
  });
});
