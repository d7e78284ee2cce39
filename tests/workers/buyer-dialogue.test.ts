// A buyer's questions, languages and confirmations over the HTTP API, with the offline reader (the default):
// a product's public facts are validated and shown in the catalog; a question is answered from them in the
// buyer's language and is no strike (only an unreadable message counts toward a person); a reply is written in
// the buyer's language; an acceptance read below HIGH is confirmed first (tests/language-model/ has the model's
// side of it) and a round without words answers in the language the buyer last wrote in.
import { describe, expect, it } from "vitest";
import { api, expectProblem, opened, shopWithProduct } from "./api-client";

const FACTS = {
  shipping: "Versand innerhalb der EU in 2-3 Werktagen, 9,90 EUR pauschal.",
  warranty: "2 years manufacturer's warranty.",
};

const say = (n: { negotiationId: string; token: string }, body: Record<string, unknown>) => api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body });
const shopView = (shop: { adminKey: string }, id: string) => api("GET", `/v1/negotiations/${id}`, { token: shop.adminKey });

async function negotiation(publicFacts: Record<string, string> = FACTS) {
  const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000, publicFacts });
  const n = await opened(shop.shopId, shop.productId);
  return { shop, n };
}

describe("a product's public facts", () => {
  it("are stored with the product, kept per version, and shown in the public catalog (never a floor or strategy)", async () => {
    const shop = await shopWithProduct({ publicFacts: { ...FACTS, returns: "  30 days, unused.  " } });
    expect(shop.product.publicFacts).toEqual({ ...FACTS, returns: "30 days, unused." });
    const versions = await api("GET", `/v1/shops/${shop.shopId}/products/${shop.productId}/versions`, { token: shop.adminKey });
    expect(versions.body.items[0].config.publicFacts).toEqual({ ...FACTS, returns: "30 days, unused." });
    const catalog = await api("GET", `/v1/shops/${shop.shopId}/catalog`);
    expect(catalog.status).toBe(200);
    const product = catalog.body.products.find((p: any) => p.productId === shop.productId);
    expect(product.publicFacts).toEqual({ ...FACTS, returns: "30 days, unused." });
    expect(JSON.stringify(catalog.body)).not.toMatch(/floor|strategy|7000/i);
    // A product without any is shown with none.
    const plain = await shopWithProduct();
    expect(plain.product.publicFacts).toEqual({});
  });

  it.each([
    [{ shipping: "" }, "/publicFacts/shipping"],
    [{ shipping: "x".repeat(301) }, "/publicFacts/shipping"],
    [{ warranty: "two\nlines" }, "/publicFacts/warranty"],
    [{ shipping: 5 }, "/publicFacts/shipping"],
    [{ colour: "red" }, "/publicFacts"],
    [["shipping"], "/publicFacts"],
  ])("refuses %j with 400 naming the field, and changes nothing", async (publicFacts, pointer) => {
    const shop = await shopWithProduct({ publicFacts: FACTS });
    const res = await api("PUT", `/v1/shops/${shop.shopId}/products/${shop.productId}`, {
      token: shop.adminKey,
      body: { name: "Widget", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, publicFacts },
    });
    expectProblem(res, 400, "validation-failed");
    expect(res.body.errors.map((e: any) => e.pointer).join(" ")).toContain(pointer);
    const after = await api("GET", `/v1/shops/${shop.shopId}/products/${shop.productId}`, { token: shop.adminKey });
    expect(after.body).toMatchObject({ version: 1, publicFacts: FACTS });
  });

  it("are fixed at open, like the product's other settings: a later edit reaches only later negotiations", async () => {
    const { shop, n } = await negotiation({ warranty: "1 year." });
    await api("PUT", `/v1/shops/${shop.shopId}/products/${shop.productId}`, {
      token: shop.adminKey,
      body: { name: "Widget", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, publicFacts: { warranty: "5 years." } },
    });
    const res = await say(n, { message: "Is there a warranty on it?" });
    expect(res.status).toBe(200);
    expect(res.body.answer).toEqual({ subject: "warranty", fact: "1 year." });
    expect(res.body.message).toContain("1 year.");
  });
});

describe("questions are answered, not counted", () => {
  it("a German buyer asking about shipping gets the owner's answer in German, and no strike", async () => {
    const { shop, n } = await negotiation();
    const res = await say(n, { message: "Ist der Versand im Preis inbegriffen?" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "open", round: 0, language: "de", answer: { subject: "shipping", fact: FACTS.shipping } });
    expect(res.body.decision.reasons).not.toContain("CLARIFICATION_NEEDED");
    expect(res.body.shopOffer.priceMinor).toBe(10_000);
    expect(res.body.message).toContain(FACTS.shipping);
    expect(res.body.message).toContain("Unser Angebot steht bei 100,00 EUR pro Stück");
    const view = await shopView(shop, n.negotiationId);
    expect(view.body.messages.map((m: any) => m.outcome)).toEqual(["question"]);
    expect(view.body.history.filter((h: any) => h.party === "buyer")).toEqual([]);
  });

  it("a question about something the owner did not write is answered honestly, with the standing offer", async () => {
    const { n } = await negotiation({});
    const res = await say(n, { message: "Is shipping included?" });
    expect(res.status).toBe(200);
    expect(res.body.answer).toMatchObject({ fact: null });
    expect(res.body.message).toMatch(/^We have no information on that\. Our offer stands at 100\.00 EUR per unit/);
  });

  it("three honest questions in a row do not hand the negotiation to a person", async () => {
    const { shop, n } = await negotiation();
    for (const message of ["Is shipping included?", "What is your best price?", "Hmm, that's too expensive for us."]) {
      const res = await say(n, { message });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("open");
      expect(res.body.answer).toBeDefined();
    }
    // An unreadable message after them is the first strike, not the fourth.
    expect((await say(n, { message: "hmm" })).body.decision.reasons).toContain("CLARIFICATION_NEEDED");
    const view = await shopView(shop, n.negotiationId);
    expect(view.body.status).toBe("open");
    expect(view.body.messages.map((m: any) => m.outcome)).toEqual(["question", "question", "question", "clarify"]);
  });

  it("an unreadable message still strikes: the third in a row reaches a person", async () => {
    const { shop, n } = await negotiation();
    for (const message of ["hmm", "asdf qwer"]) expect((await say(n, { message })).body.decision.reasons).toContain("CLARIFICATION_NEEDED");
    const third = await say(n, { message: "..." });
    expect(third.status).toBe(200);
    const view = await shopView(shop, n.negotiationId);
    expect(view.body.status).toBe("escalated");
    expect(view.body.messages.map((m: any) => m.outcome)).toEqual(["clarify", "clarify", "escalated"]);
  });
});

describe("leaving or taking the offer in words the rules do not know (the model of how buyers write asks, in the buyer's language)", () => {
  it("an acceptance only the model reads is asked to confirm, binds nothing, and a plain yes then takes the offer", async () => {
    const { shop, n } = await negotiation();
    const asked = await say(n, { message: "Your figure works for us, please send over the paperwork." });
    expect(asked.status).toBe(200);
    expect(asked.body.interpretation).toMatchObject({ move: { kind: "accept" }, confidence: "MEDIUM" });
    expect(asked.body.interpretation.gaps).toContain("read by the model only");
    expect(asked.body).toMatchObject({ status: "open", round: 0, agreement: null, confirmation: { move: "accept", priceMinor: 10_000, currency: "EUR" } });
    expect(asked.body.message).toBe('To confirm: you accept 100.00 EUR per unit? Reply "yes" to accept, or name your price.');
    const yes = await say(n, { message: "yes" });
    expect(yes.body).toMatchObject({ status: "agreed", agreement: { priceMinor: 10_000 } });
    expect((await shopView(shop, n.negotiationId)).body.messages.map((m: any) => m.outcome)).toEqual(["confirm", "confirmed"]);
  });

  it("an acceptance the rules are unsure of is confirmed too, so the buyer's plain yes takes the offer (it used to be a strike)", async () => {
    const { shop, n } = await negotiation();
    const asked = await say(n, { message: "ok fine, you win. is it the blue one?" });
    expect(asked.body.interpretation).toMatchObject({ move: { kind: "accept" }, confidence: "MEDIUM" });
    expect(asked.body.interpretation.gaps).not.toContain("read by the model only");
    expect(asked.body).toMatchObject({ status: "open", agreement: null, confirmation: { move: "accept", priceMinor: 10_000 } });
    const yes = await say(n, { message: "yes" });
    expect(yes.body).toMatchObject({ status: "agreed", agreement: { priceMinor: 10_000 } });
    expect((await shopView(shop, n.negotiationId)).body.messages.map((m: any) => m.outcome)).toEqual(["confirm", "confirmed"]);
  });

  it("a walk-away only the model reads asks whether to end the negotiation (ending nothing), and the reply it names ends it", async () => {
    const { shop, n } = await negotiation();
    const asked = await say(n, { message: "Leider sprengt das unseren Rahmen. Viel Erfolg noch beim Verkauf." });
    expect(asked.status).toBe(200);
    expect(asked.body.interpretation).toMatchObject({ move: { kind: "none" }, confidence: "MEDIUM" });
    expect(asked.body.interpretation.questions.join(" ")).toMatch(/end this negotiation/u);
    // The reading's question is English in the API; the buyer is asked it in German.
    expect(asked.body.message).toBe("Möchten Sie diese Verhandlung beenden? Antworten Sie „Ich ziehe mich zurück“, um sie zu beenden, oder machen Sie ein Angebot in EUR. Unser Angebot steht bei 100,00 EUR pro Stück (10 Runden übrig).");
    expect(asked.body.status).toBe("open");
    expect((await shopView(shop, n.negotiationId)).body.status).toBe("open");
    // The reply the shop names ends it.
    const out = await say(n, { message: "Ich ziehe mich zurück" });
    expect(out.body.status).toBe("withdrawn");
  });
});

describe("replies in the buyer's language", () => {
  it("a French bid gets a French reply, money with the decimal comma", async () => {
    const { n } = await negotiation();
    const res = await say(n, { message: "Je vous propose 80 euros par unité." });
    expect(res.status).toBe(200);
    expect(res.body.interpretation).toMatchObject({ language: "fr", confidence: "HIGH", move: { kind: "price", priceMinor: 8_000 } });
    expect(res.body.language).toBe("fr");
    expect(res.body.message).toMatch(/par unité \(\d+ tours? restants?\)\.$/);
    expect(res.body.message).toMatch(/\d+,\d\d EUR/);
  });

  it("a round without words answers in the language the buyer last wrote in; English before any", async () => {
    const { n } = await negotiation();
    const english = await say(n, { priceMinor: 7_100 });
    expect(english.body.language).toBeUndefined();
    expect(english.body.message).toMatch(/per unit/);
    await say(n, { message: "Ich biete 75 Euro pro Stück." });
    const german = await say(n, { priceMinor: 7_600 });
    expect(german.body.language).toBe("de");
    expect(german.body.message).toMatch(/pro Stück/);
  });
});
