// The OpenAI phraser with the real `openai` client against a local fake of the chat-completions endpoint
// (tests/support/fake-openai.ts). A good answer is the sentence; every failure throws (the caller then sends the
// template); the model is shown only public facts, money already formatted; and the obedient fake's careless
// wordings are ones the reply checker rejects.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPhraser, OpenAIPhraser, PHRASING_SCHEMA_NAME, PhrasingFailedError, phrasingPromptFacts, type PhrasingPromptFacts } from "../../language/openai-phraser";
import type { ReplyFacts } from "../../language/phrasing";
import { checkReply } from "../../language/reply-check";
import { onFakeClock, settled, untilTrue } from "../support/fake-clock";
import { startFakeOpenAI, type FakeOpenAI, type FakeReply } from "../support/fake-openai";
import { faithfulWording, obedientPhrasing, obedientWordingFor, type ObedientWording } from "../support/obedient-model";

const OPEN: ReplyFacts = {
  status: "open",
  decision: { action: "counter", reasons: ["CONCESSION_APPLIED", "RECIPROCATED"] },
  shopOffer: { priceMinor: 11_250, currency: "EUR" },
  agreement: null,
  round: 2,
  maxRounds: 6,
};
const ASKING: ReplyFacts = {
  ...OPEN,
  decision: { action: "hold", reasons: ["CLARIFICATION_NEEDED"] },
  questions: ["What unit price would you pay, in EUR? A number on its own is enough."],
};
const AGREED: ReplyFacts = {
  status: "agreed",
  decision: { action: "accept", reasons: ["BUYER_ACCEPTED"] },
  shopOffer: null,
  agreement: { priceMinor: 10_500, totalMinor: 31_500, currency: "EUR" },
  round: 3,
  maxRounds: 6,
};
const CLOSED: ReplyFacts = {
  status: "rejected",
  decision: { action: "reject", reasons: ["MAX_ROUNDS_REACHED", "BELOW_RESERVE"] },
  shopOffer: { priceMinor: 11_250, currency: "EUR" },
  agreement: null,
  round: 6,
  maxRounds: 6,
};

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setBehaviour("obedient");
});

const phraser = (options: Partial<ConstructorParameters<typeof OpenAIPhraser>[0]> = {}) =>
  new OpenAIPhraser({ apiKey: "sk-test", baseURL: fake.url, timeoutMs: 2_000, ...options });
const answering = (reply: FakeReply) => fake.setBehaviour(() => reply);

describe("OpenAIPhraser: a good answer", () => {
  it("returns the model's sentence", async () => {
    answering({ content: { text: "  Thank you. We can offer 112.50 EUR per unit, with 4 rounds left.  " } });
    expect(await phraser().phrase(OPEN)).toBe("Thank you. We can offer 112.50 EUR per unit, with 4 rounds left.");
  });

  it("sends the system prompt first, the public facts as JSON data, the model name and a strict json_schema", async () => {
    answering({ content: { text: "ok" } });
    await phraser({ model: "gpt-test" }).phrase(ASKING);
    expect(fake.requests).toHaveLength(1);
    const { path, body, auth } = fake.requests[0]!;
    expect(path).toBe("/v1/chat/completions");
    expect(auth).toBe("Bearer sk-test");
    expect(body).toMatchObject({ model: "gpt-test", temperature: 0, response_format: { type: "json_schema", json_schema: { name: PHRASING_SCHEMA_NAME, strict: true } } });
    expect(body.response_format.json_schema.schema).toMatchObject({ additionalProperties: false, required: ["text"] });
    const messages = body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]!.content).toMatch(/introduce no number, amount, discount, term/i);
    expect(JSON.parse(messages[1]!.content)).toEqual({
      status: "open",
      action: "hold",
      reasons: ["CLARIFICATION_NEEDED"],
      shop_offer_per_unit: "112.50 EUR",
      agreement: null,
      rounds_left: 4,
      clarifying_questions: ["What unit price would you pay, in EUR? A number on its own is enough."],
      language: "en",
      answer: null,
    });
  });

  it("tells the model the buyer's language, money in its format, and the question it answers with the owner's text", async () => {
    answering({ content: { text: "ok" } });
    await phraser().phrase({ ...OPEN, language: "de", answer: { subject: "shipping", fact: "Versand in 2-3 Werktagen." } });
    const { body } = fake.requests[0]!;
    expect(body.messages[0].content).toMatch(/in the language named by the field language/);
    expect(JSON.parse(body.messages[1].content)).toMatchObject({ language: "de", shop_offer_per_unit: "112,50 EUR", answer: { subject: "shipping", owner_text: "Versand in 2-3 Werktagen." } });
  });

  it("formats the agreement with formatMinor and uses gpt-4o-mini by default", async () => {
    answering({ content: { text: "ok" } });
    await phraser().phrase(AGREED);
    const { body } = fake.requests[0]!;
    expect(body.model).toBe("gpt-4o-mini");
    expect(JSON.parse(body.messages[1].content)).toMatchObject({ status: "agreed", agreement: { per_unit: "105.00 EUR", total: "315.00 EUR" }, shop_offer_per_unit: null });
  });

  it("shows the model only public facts: no strategy reasons, no private fields a round result may carry", async () => {
    const roundResult = {
      ...CLOSED,
      negotiationId: "n-1",
      floorMinor: 8_765,
      reserveMinor: 8_765,
      policy: "kumquat-ledger",
      explanation: { reserveMinor: 8_765, lowestOfferMinor: 9_000 },
      decision: { ...CLOSED.decision, reasons: ["MAX_ROUNDS_REACHED", "BELOW_RESERVE", "POLICY_CONSTRAINED", "POLICY_ESCALATED"] },
      interpretation: { move: { kind: "price", priceMinor: 100 }, interpreter: "offline", buyerMessage: "secret words from the buyer" },
    } as unknown as ReplyFacts;
    answering({ content: { text: "ok" } });
    await phraser().phrase(roundResult);
    const sent = JSON.stringify(fake.requests[0]!.body);
    for (const secret of ["floor", "reserve", "polic", "kumquat", "8765", "87.65", "90.00", "lowest", "explanation", "negotiationId", "buyerMessage", "secret words"]) {
      expect(sent.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    expect(JSON.parse(fake.requests[0]!.body.messages[1].content).reasons).toEqual(["MAX_ROUNDS_REACHED"]);
  });
});

describe("OpenAIPhraser: every failure throws", () => {
  const cases: Array<[string, FakeReply, string]> = [
    ["HTTP 500", { status: 500 }, "HTTP 500"],
    ["HTTP 429", { status: 429 }, "HTTP 429"],
    ["invalid JSON", { content: '{"text": "We can' }, "invalid JSON"],
    ["truncated", { content: '{"text": "We can', finishReason: "length" }, "truncated"],
    ["refusal", { refusal: "I can't help with that." }, "refusal"],
    ["a dropped connection", { hangUp: true }, "network error"],
    ["a non-JSON HTTP body", { rawBody: "upstream timeout" }, "invalid response body"],
    ["a 601-character reply", { content: { text: "a".repeat(601) } }, "schema mismatch"],
    ["a reply that is not a string", { content: { text: 112.5 } }, "schema mismatch"],
    ["an extra field", { content: { text: "ok", discount: "10%" } }, "schema mismatch"],
    ["an empty reply", { content: { text: "   " } }, "empty text"],
  ];

  it.each(cases)("%s", async (_, reply, reason) => {
    answering(reply);
    const error = await phraser().phrase(OPEN).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PhrasingFailedError);
    expect((error as Error).message).toContain(reason);
  });

  it("throws when nothing listens, without retrying", async () => {
    const closed = await startFakeOpenAI();
    const url = closed.url;
    await closed.close();
    await expect(phraser({ baseURL: url }).phrase(OPEN)).rejects.toThrow(/network error/);
    answering({ status: 500 });
    await expect(phraser().phrase(OPEN)).rejects.toThrow(/HTTP 500/);
    expect(fake.requests).toHaveLength(1);
  });

  // The deadline is a timer on a clock driven by hand: no wall-clock bound a loaded machine could break.
  it("honours its timeout: a model that takes 10 s is abandoned when timeoutMs has passed, not before", async () => {
    answering({ delayMs: 10_000 });
    const timeoutMs = 500;
    await onFakeClock(async (advance) => {
      const pending = settled(phraser({ timeoutMs }).phrase(OPEN));
      await untilTrue(() => fake.requests.length === 1);
      await advance(timeoutMs - 1);
      expect(pending.done).toBe(false);
      await advance(1);
      expect(pending.done).toBe(true);
      await expect(pending.promise).rejects.toThrow(/timeout/);
    });
  });
});

describe("createPhraser", () => {
  it("is null unless PARLEY_LANGUAGE_MODEL is openai and a key is set", () => {
    expect(createPhraser({})).toBeNull();
    expect(createPhraser(undefined)).toBeNull();
    expect(createPhraser({ OPENAI_API_KEY: "k" })).toBeNull();
    expect(createPhraser({ PARLEY_LANGUAGE_MODEL: "openai" })).toBeNull();
    expect(createPhraser({ PARLEY_LANGUAGE_MODEL: "OpenAI", OPENAI_API_KEY: "k" })).toBeNull();
    expect(createPhraser({ PARLEY_LANGUAGE_MODEL: "openai", OPENAI_API_KEY: "k" })).toBeInstanceOf(OpenAIPhraser);
    expect(createPhraser({ PARLEY_LANGUAGE_MODEL: "openai", OPENAI_LANGUAGE_API_KEY: "k" })).toBeInstanceOf(OpenAIPhraser);
    expect((createPhraser({ PARLEY_LANGUAGE_MODEL: "openai", OPENAI_API_KEY: "k" }, { timeoutMs: 777 }) as OpenAIPhraser).timeoutMs).toBe(777);
  });

  it("prefers the LANGUAGE-specific key, endpoint and model", async () => {
    const other = await startFakeOpenAI();
    try {
      const chosen = createPhraser({
        PARLEY_LANGUAGE_MODEL: "openai",
        OPENAI_LANGUAGE_API_KEY: "sk-language",
        OPENAI_API_KEY: "sk-general",
        OPENAI_LANGUAGE_BASE_URL: fake.url,
        OPENAI_BASE_URL: other.url,
        OPENAI_LANGUAGE_MODEL: "gpt-language",
      })!;
      expect(typeof (await chosen.phrase(OPEN))).toBe("string");
      expect(other.requests).toEqual([]);
      expect(fake.requests.map((r) => [r.auth, r.body.model])).toEqual([["Bearer sk-language", "gpt-language"]]);
    } finally {
      await other.close();
    }
  });
});

describe("the obedient fake phrases carelessly, and the checker catches it", () => {
  const samples: ReplyFacts[] = [OPEN, ASKING, AGREED, CLOSED];

  it("picks every wording by the request's hash, deterministically", () => {
    const facts = phrasingPromptFacts(OPEN);
    const seen = new Set<ObedientWording>();
    for (let hash = 0; hash < 10; hash++) seen.add(obedientWordingFor(facts, hash));
    expect([...seen].sort()).toEqual(["discount", "faithful", "false-agreement", "floor", "wrong-number"]);
    expect(obedientPhrasing(facts, 12_345)).toEqual(obedientPhrasing(facts, 12_345));
    // A real agreement cannot be falsely claimed: that slot goes wrong another way.
    expect(obedientWordingFor(phrasingPromptFacts(AGREED), 3)).toBe("floor");
  });

  it("each careless wording fails checkReply; the faithful one passes", () => {
    for (const facts of samples) {
      const prompt: PhrasingPromptFacts = phrasingPromptFacts(facts);
      for (let hash = 0; hash < 5; hash++) {
        const { text } = obedientPhrasing(prompt, hash);
        const wording = obedientWordingFor(prompt, hash);
        expect(checkReply(text, facts).ok, `${wording} for ${facts.status}: ${text}`).toBe(wording === "faithful");
      }
      expect(checkReply(faithfulWording(prompt), facts)).toEqual({ ok: true });
    }
  });

  it("over HTTP, answers with those wordings, chosen by the request body", async () => {
    const texts = new Set<string>();
    for (const facts of samples) for (const maxRounds of [6, 7, 8, 9, 10]) texts.add(await phraser().phrase({ ...facts, maxRounds }));
    const verdicts = [...texts].map((text) => /discount|Deal!|floor|We can offer/.test(text));
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
    expect(await phraser().phrase(OPEN)).toBe(await phraser().phrase(OPEN));
  });
});
