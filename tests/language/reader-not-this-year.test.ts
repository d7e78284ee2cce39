// Not taking part this time, said as people cancel a trip, a season's place or a course: "we won't be coming this
// year", "not doing the golf trip this year sorry", "we'll give the storage a miss this season"; "wir machen die Reise
// dieses Jahr doch nicht", "den Stellplatz brauchen wir diese Saison nicht", "kommen wir dieses Jahr leider nicht";
// "nous ne viendrons pas cette année", "on prendra pas la place cette saison"; "este año no podremos ir", "al final no
// hacemos el viaje", "esta temporada no vamos a usar el amarre". Each was asked back, and "we'll give it a miss" was
// an acceptance at HIGH. Never under a condition, asked, or about a later time only. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 64_000, lastBuyerBidMinor: 56_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

const LEAVING: Record<string, string[]> = {
  en: [
    "Sorry, we won't be coming this year — my knee needs surgery. Thanks for holding the places.",
    "not doing the cycling tour this year sorry, too many of us cant make it",
    "We'll give the boat mooring a miss this season, we've sold the boat.",
    "I'm afraid we won't need the caravan pitch this summer after all.",
    "We're not taking the allotment this year, thanks anyway.",
  ],
  de: [
    "Tut mir leid, wir kommen dieses Jahr leider nicht – mein Knie muss operiert werden.",
    "wir machen die radtour dieses jahr doch nicht, sorry, zu viele haben keine zeit",
    "Den Liegeplatz brauchen wir diese Saison doch nicht, das Boot ist verkauft.",
    "Den Stellplatz nehmen wir diesen Sommer nicht, danke trotzdem.",
  ],
  fr: [
    "Désolés, nous ne viendrons pas cette année, mon genou doit être opéré.",
    "on fait pas la randonnée à vélo cette année dsl, trop de monde peut pas venir",
    "Finalement on ne prendra pas l'anneau au port cette saison, le bateau est vendu.",
    "Nous ne louerons pas l'emplacement cet été, merci quand même.",
  ],
  es: [
    "Lo siento, este año no podremos ir: me tienen que operar la rodilla.",
    "al final no hacemos la ruta en bici este año, perdona, no puede ir casi nadie",
    "Esta temporada no vamos a usar el amarre, vendimos el barco.",
    "Este verano no vamos a necesitar la parcela, gracias de todos modos.",
  ],
};

const STAYING: string[] = [
  "Can you tell me whether we won't need the pitch this summer if we book next year?",
  "If we're not coming this year, can we move the deposit to next year?",
  "We won't be coming this year unless you can move the date.",
  "Are we not doing the tour this year?",
  "Wenn wir dieses Jahr nicht kommen, bekommen wir die Anzahlung zurück?",
  "Si nous ne venons pas cette année, le acompte est-il remboursé ?",
  "Si este año no podemos ir, ¿nos devuelven la señal?",
  "We're not coming this year for 640, but 560 works.",
];

describe("not taking part this time", () => {
  for (const [language, texts] of Object.entries(LEAVING)) {
    it(`walks away at HIGH (${language})`, () => {
      for (const text of texts) {
        const r = read(text);
        expect(`${r.move.kind}/${r.confidence}`, shown(text, r)).toBe("withdraw/HIGH");
      }
    });
  }

  it("is no walk-away at HIGH under a condition, asked, or beside a bid", () => {
    for (const text of STAYING) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("this year's booking kept, or a miss not given, is no walk-away", () => {
    for (const text of ["We're coming this year, book us in.", "We won't miss it this year!", "Dieses Jahr kommen wir auf jeden Fall.", "Cette année nous viendrons, c'est sûr.", "Este año sí vamos a ir."]) {
      const r = read(text);
      expect(r.move.kind, shown(text, r)).not.toBe("withdraw");
    }
  });
});

describe("an extra declined this time", () => {
  // The rule for not coming this year first read these as walk-aways at HIGH, ending negotiations that were going on.
  it("is no walk-away at HIGH, in every language", () => {
    for (const text of [
      "Not taking the discount this time, just the standard price please.",
      "We won't need the delivery this time, we'll collect.",
      "Wir brauchen die Lieferung diesmal nicht, wir holen ab.",
      "Nous ne prendrons pas la garantie cette fois.",
      "Esta vez no vamos a necesitar el envío, lo recogemos.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});

describe("something the buyer sold", () => {
  it("is no acceptance of the shop's offer; the shop's offer taken with \"sold\" still is", () => {
    for (const text of ["We sold the boat last month.", "I've sold my old kayak, so the rack can go."]) {
      expect(read(text).move.kind, text).not.toBe("accept");
    }
    for (const text of ["Sold!", "Sold, I'll take it."]) {
      const r = read(text);
      expect(`${r.move.kind}/${r.confidence}`, shown(text, r)).toBe("accept/HIGH");
    }
  });
});
