// The room's side of a buyer's questions and confirmations (durable-objects/room/buyer-message.ts), driven
// through its RPC with readings as the worker would hand them — whatever the reader in this build makes of the
// words: a question is answered from the public facts snapshotted at open and is no strike; an acceptance read
// at MEDIUM is asked back and kept pending; a plain yes while the offer stands takes it, anything else drops it;
// and every step is in the audit log.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../common/crypto";
import type { InterpretationView } from "../../durable-objects";
import { api, opened, shopWithProduct } from "../workers/api-client";

const FACTS = { shipping: "Versand in 2-3 Werktagen.", returns: "30 days." };

async function room() {
  const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000, publicFacts: FACTS });
  const n = await opened(shop.shopId, shop.productId);
  const stub = env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.idFromString(n.negotiationId));
  const caller = { tokenHash: await sha256Hex(n.token) };
  const say = (text: string, interpretation: Partial<InterpretationView>, extra: { plainYes?: boolean; priceMinor?: number } = {}) =>
    stub.say(caller, { text, interpretation: { gaps: [], questions: [], interpreter: "offline", confidence: "HIGH", move: { kind: "none" }, ...interpretation } as InterpretationView, ...extra });
  const view = async () => (await api("GET", `/v1/negotiations/${n.negotiationId}`, { token: shop.adminKey })).body;
  const audit = async () => (await api("GET", `/v1/negotiations/${n.negotiationId}/audit`, { token: shop.adminKey })).body;
  return { shop, n, stub, caller, say, view, audit };
}

const acceptMedium: Partial<InterpretationView> = { move: { kind: "accept" }, confidence: "MEDIUM", language: "fr" };
const unreadable: Partial<InterpretationView> = { move: { kind: "none" }, confidence: "UNCERTAIN", questions: ["What unit price would you pay, in EUR?"] };

describe("the room answers questions", () => {
  it("from the facts snapshotted at open, in the reading's language, with no strike", async () => {
    const r = await room();
    const answered = await r.say("Ist der Versand inklusive?", { move: { kind: "question", topic: "terms", subject: "shipping" }, confidence: "MEDIUM", language: "de" });
    expect(answered.ok && answered.body).toMatchObject({ status: "open", round: 0, language: "de", answer: { subject: "shipping", fact: FACTS.shipping }, decision: { action: "hold", reasons: [] } });
    const unknown = await r.say("warranty?", { move: { kind: "question", topic: "terms", subject: "warranty" }, confidence: "HIGH", language: "en" });
    expect(unknown.ok && unknown.body.answer).toEqual({ subject: "warranty", fact: null });
    // A question without a subject: about the price when its topic says so, otherwise something we cannot tell.
    const price = await r.say("too pricey", { move: { kind: "question", topic: "price" }, confidence: "MEDIUM" });
    expect(price.ok && price.body.answer).toEqual({ subject: "negotiable", fact: null });
    // Its language is the buyer's last one when the reading has none.
    expect(price.ok && price.body.language).toBe("en");
    // Three questions, then two unreadable messages: still open (the questions are no strikes).
    for (let i = 0; i < 2; i++) expect((await r.say("hmm", unreadable)).ok).toBe(true);
    const v = await r.view();
    expect(v.status).toBe("open");
    expect(v.messages.map((m: any) => m.outcome)).toEqual(["question", "question", "question", "clarify", "clarify"]);
    // A LOW question is not read well enough to answer: it is the third strike.
    await r.say("what?", { move: { kind: "question", topic: "other" }, confidence: "LOW" });
    expect((await r.view()).status).toBe("escalated");
  });

  it("refuses a stored-shape violation: an unknown subject or language", async () => {
    const r = await room();
    const bad = await r.say("x", { move: { kind: "question", topic: "terms", subject: "floor" as never }, confidence: "HIGH" });
    expect(bad.ok).toBe(false);
    const badLanguage = await r.say("x", { move: { kind: "none" }, confidence: "LOW", language: "xx" as never });
    expect(badLanguage.ok).toBe(false);
  });
});

describe("the room confirms an acceptance read below HIGH", () => {
  it("asks, keeps it pending, and a plain yes while the offer stands takes the standing offer", async () => {
    const r = await room();
    const asked = await r.say("Bon, d'accord je crois", acceptMedium);
    expect(asked.ok && asked.body).toMatchObject({ status: "open", round: 0, confirmation: { move: "accept", priceMinor: 10_000, currency: "EUR" }, language: "fr" });
    const yes = await r.say("oui", { move: { kind: "none" }, confidence: "UNCERTAIN", language: "fr" }, { plainYes: true });
    expect(yes.ok && yes.body).toMatchObject({ status: "agreed", agreement: { priceMinor: 10_000 } });
    const v = await r.view();
    expect(v.messages.map((m: any) => m.outcome)).toEqual(["confirm", "confirmed"]);
    const entries = (await r.audit()).entries.filter((e: any) => e.kind === "message");
    expect(entries.map((e: any) => e.data.confirmation)).toEqual([{ asked: { priceMinor: 10_000 } }, { accepted: { priceMinor: 10_000 } }]);
  });

  it("drops it when the buyer bids instead; a yes after that takes nothing", async () => {
    const r = await room();
    await r.say("ok I accept I guess", acceptMedium);
    const bid = await r.say("75 EUR", { move: { kind: "price", priceMinor: 7_500, basis: "unit", final: false }, confidence: "HIGH" });
    expect(bid.ok && bid.body).toMatchObject({ status: "open", round: 1 });
    const yes = await r.say("yes", unreadable, { plainYes: true });
    expect(yes.ok && yes.body.status).toBe("open");
    const v = await r.view();
    expect(v.messages.map((m: any) => m.outcome)).toEqual(["confirm", "price", "clarify"]);
    const entries = (await r.audit()).entries.filter((e: any) => e.kind === "message");
    expect(entries[1].data.confirmation).toEqual({ dropped: { priceMinor: 10_000, because: "the buyer's next message was not a plain yes" } });
  });

  it("a yes is not enough once the offer moved (a round played without words), nor when it is not a plain yes", async () => {
    const r = await room();
    await r.say("fine, accepted?", acceptMedium);
    expect((await r.stub.counter(r.caller, 7_200, undefined)).ok).toBe(true);
    const yes = await r.say("yes", unreadable, { plainYes: true });
    expect(yes.ok && yes.body.status).toBe("open");
    const entries = (await r.audit()).entries.filter((e: any) => e.kind === "message");
    expect(entries.at(-1).data.confirmation.dropped.because).toMatch(/standing offer changed|round was played/);

    const other = await room();
    await other.say("fine, accepted?", acceptMedium);
    const notPlain = await other.say("yes but only at 70", { move: { kind: "none" }, confidence: "LOW" }, { plainYes: false });
    expect(notPlain.ok && notPlain.body.status).toBe("open");
    expect((await other.say("yes", unreadable, { plainYes: true })).ok && (await other.view()).status).toBe("open");
  });

  it("a HIGH reading of something else beside a plain yes is not taken for it", async () => {
    const r = await room();
    await r.say("ok I accept I guess", acceptMedium);
    const withdraw = await r.say("yes", { move: { kind: "withdraw" }, confidence: "HIGH" }, { plainYes: true });
    expect(withdraw.ok && withdraw.body.status).toBe("withdrawn");
  });
});
