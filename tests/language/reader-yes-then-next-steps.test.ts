// An acceptance in a sentence of its own, then a question about what happens next: "OK, passt. Wann können Sie
// liefern?", "Vale, perfecto. ¿Dónde lo recojo?", "OK, ça marche. Vous m'envoyez le contrat par mail ?" were the
// question at HIGH (the acceptance lost); "Agreed. Could you drop it off on Friday?", "Sounds good. What do you need
// from me?", "Works for me. Should I transfer the money now?" were asked back. Some yeses were not known at all
// ("Happy to go with that.", "Prima, so machen wir's.", "Très bien, allons-y.", "Nos va bien."). Every sentence here is
// our own, written as a grid of yeses and next steps before the reader was changed.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

const GRID: Record<string, [yeses: string[], nextSteps: string[]]> = {
  en: [
    ["OK, that works.", "Sounds good.", "Happy to go with that.", "Works for me.", "Agreed.", "Fair enough, you've got a deal."],
    ["When can you deliver?", "Could you drop it off on Friday?", "What do you need from me?", "Should I transfer the money now?", "How do we proceed?", "Do you want me to sign something?", "Will you email the contract over?", "Could you confirm by email?"],
  ],
  de: [
    ["OK, passt.", "Klingt gut.", "Einverstanden.", "Das passt für uns.", "Prima, so machen wir's."],
    ["Wann können Sie liefern?", "Was brauchen Sie noch von mir?", "Soll ich das Geld jetzt überweisen?", "Wie gehen wir weiter vor?", "Schicken Sie uns den Vertrag per E-Mail?", "Können Sie das per E-Mail bestätigen?"],
  ],
  fr: [
    ["OK, ça marche.", "Ça me va.", "Marché conclu !", "Très bien, allons-y."],
    ["Quand pouvez-vous livrer ?", "De quoi avez-vous besoin de ma part ?", "Je fais le virement maintenant ?", "Comment procède-t-on ?", "Vous m'envoyez le contrat par mail ?", "Pouvez-vous confirmer par e-mail ?"],
  ],
  es: [
    ["Vale, perfecto.", "Me parece bien.", "¡Trato hecho!", "Nos va bien."],
    ["¿Cuándo pueden entregarlo?", "¿Qué necesita de mí?", "¿Hago la transferencia ahora?", "¿Cómo seguimos?", "¿Nos manda el contrato por correo?", "¿Puede confirmarlo por correo?"],
  ],
};

/** A second grid, written after the first was read right: other yeses, other next steps. */
const SECOND_GRID: Record<string, [yeses: string[], nextSteps: string[]]> = {
  en: [
    ["Right, you're on.", "Lovely, let's go ahead.", "That'll do nicely.", "Perfect, count me in.", "Okay, I'm in.", "Yep, that's fine."],
    ["What's the next step?", "Can I pay by card when you arrive?", "Do you need my address?", "Shall I come by on Tuesday?", "Where should I send the deposit?"],
  ],
  de: [
    ["Alles klar, so machen wir es.", "Gut, einverstanden.", "Passt, abgemacht.", "Super, gekauft."],
    ["Wie geht es jetzt weiter?", "Kann ich bar zahlen?", "Brauchen Sie meine Adresse?", "Soll ich am Dienstag vorbeikommen?", "Wohin soll ich die Anzahlung überweisen?"],
  ],
  fr: [
    ["Parfait, on valide.", "Bon, d'accord.", "Ça roule.", "Entendu, c'est d'accord."],
    ["C'est quoi la suite ?", "Je peux payer par carte ?", "Vous avez besoin de mon adresse ?", "Je passe mardi ?", "Où dois-je envoyer l'acompte ?"],
  ],
  es: [
    ["Hecho, cerramos.", "Bueno, de acuerdo.", "Venga, vale.", "Perfecto, adelante."],
    ["¿Qué sigue?", "¿Puedo pagar con tarjeta?", "¿Necesita mi dirección?", "¿Paso el martes?", "¿Dónde le envío la señal?"],
  ],
};

describe("a yes, then what happens next", () => {
  it.each(Object.keys(GRID).flatMap((language) => [[language, GRID], [language, SECOND_GRID]] as const))("is an acceptance at HIGH (%s)", (language, grid) => {
    const [yeses, nextSteps] = grid[language]!;
    for (const yes of yeses)
      for (const next of nextSteps) {
        const text = `${yes} ${next}`;
        const r = read(text);
        expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
        expect(r.confidence, shown(text, r)).toBe("HIGH");
      }
  });

  it("after an agent's or an e-mail's acceptance, who to contact and a compound weekday are next steps too", () => {
    for (const text of [
      "My client accepts your revised price. Who should we contact to arrange access?",
      "Mein Mandant akzeptiert Ihren überarbeiteten Preis. An wen wenden wir uns wegen des Zugangs?",
      "Wir nehmen Ihr Angebot über 480 € gerne an. Passt Donnerstagvormittag für den Einbau?",
      "Mon client accepte votre prix révisé. À qui devons-nous nous adresser pour l'accès ?",
      "Mi cliente acepta su precio revisado. ¿Con quién debemos hablar para el acceso?",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("ordering at the shop's amount, or confirming the acceptance, then a next step, is an acceptance", () => {
    for (const text of [
      "We would like to proceed at 480 €. Could you let us know the earliest installation date?",
      "We would like to proceed at 480 €. Would Thursday morning suit for the fitting?",
      "Im Auftrag meines Nutzers bestätige ich die Annahme des Angebots über 480 €. Könnten Sie uns den frühesten Montagetermin nennen?",
      "Au nom de mon utilisateur, je confirme l'acceptation du devis à 480 €. Pourriez-vous nous indiquer la première date d'installation ?",
      "En nombre de mi usuario, confirmo la aceptación del presupuesto de 480 €. ¿Podría indicarnos la primera fecha de instalación?",
    ]) {
      const r = read(text);
      const accepted = r.move.kind === "accept" || (r.move.kind === "price" && r.move.priceMinor === 48_000);
      expect(accepted && r.confidence === "HIGH", shown(text, r)).toBe(true);
    }
    for (const text of [
      "We would proceed at 480 € if you include delivery.",
      "We would like to proceed at 480 €. Does that include delivery?",
      "Je ne confirme pas l'acceptation du devis à 480 €.",
      "Confirmo la aceptación del presupuesto de 480 € si incluye el montaje.",
      "Bestätigen Sie die Annahme des Angebots über 480 €?",
    ]) {
      const r = read(text);
      const accepted = r.move.kind === "accept" || (r.move.kind === "price" && r.move.priceMinor === 48_000);
      expect(accepted && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("is no acceptance at HIGH when the question moves the price or the terms, or the yes is doubted", () => {
    for (const text of [
      "Sounds good. Could you do it for 450?",
      "Sounds good. Could you drop it off for 20 less?",
      "OK. Is delivery included?",
      "OK. Does it come with a warranty?",
      "Sounds good. Does it come with a warranty?",
      "Agreed. But can you drop it off for free?",
      "OK, passt. Geht auch 450?",
      "Ça marche. Vous pouvez faire 450 ?",
      "Vale, perfecto. ¿Me lo deja en 450?",
      "Happy to go with that if you deliver.",
      "Not sure. When can you deliver?",
      "Nos va bien si lo entrega el lunes.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
