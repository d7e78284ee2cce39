// What a buyer means, on sets nobody tuned on (issue 29), by family: an assent in chat's own words followed by a
// question of when to collect; walking away curtly ("Robbery. Good day.", "nel, así no") or softly ("Zu teuer für
// mich. Trotzdem danke."); accepting the shop's price in chat or in a letter; an agent authorised to accept; questions
// about payment apps, delivery and the price said again. Every sentence is our own, in four languages, and each family
// comes with the look-alikes that must not be acted on: the assent asked back, thinking it over, a bid after a
// refusal, the authority still to come, and the everyday senses of delivery words ("Hasta acá llegamos").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 62_000, lastBuyerBidMinor: 51_000 };

/** The reading would close the deal, end the negotiation or bind a bid without asking. */
const acts = (text: string, ctx = context) => {
  const r = interpretOffline(text, ctx);
  return r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept" || r.move.kind === "withdraw");
};
const reads = (text: string, kind: "accept" | "withdraw", ctx = context) => expect(interpretOffline(text, ctx), text).toMatchObject({ move: { kind }, confidence: "HIGH" });
const asks = (text: string, subject: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "question", subject }, confidence: "HIGH" });

describe("chat's words of assent, then a question of when or where to collect, take the offer", () => {
  const ASSENTS = ["ouiii ok c'est correct pour moi!!", "ok c'est correct", "ça marche pour moi", "siii dale, trato!!", "listo, trato", "sale, trato", "ok passt für mich!", "yesss deal!!"];
  const SEPARATORS = [" 🎉 ", " 👍 ", "! ", ". "];
  const PICKUPS = ["je passe le chercher quand?", "cuándo lo paso a buscar?", "wann kann ich vorbeikommen?", "when can I pick it up?", "re contento, cuándo paso?"];

  it("property: an assent-only opening, a pictograph or a stop, then a pickup question is an acceptance at HIGH", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ASSENTS), fc.constantFrom(...SEPARATORS), fc.constantFrom(...PICKUPS), (a, sep, q) => {
        reads(`${a}${sep}${q}`, "accept");
      }),
      { numRuns: 120 },
    );
  });

  it("asked about, conditional or negated, it is never an acceptance at HIGH", () => {
    for (const text of [
      "trato? cuándo lo paso a buscar?",
      "c'est correct pour toi si je passe le chercher samedi ?",
      "ça marche si je passe le chercher samedi ?",
      "passt es dir, wenn ich ihn am Freitag hole?",
      "ok if I pick it up Friday?",
      "ok c'est pas correct pour moi, je passe quand même?",
      "no trato, cuándo lo paso a buscar igual?",
    ])
      expect(acts(text), text).toBe(false);
    // Asking what collecting costs is asking a price, not accepting.
    for (const text of ["ok, how much to pick it up?", "vale, ¿cuánto cuesta si lo paso a buscar?"]) expect(interpretOffline(text, context).move.kind, text).not.toBe("accept");
  });
});

describe("words of delivery that have an everyday sense are not a delivery question", () => {
  it("'Hasta acá llegamos' is being done, said curtly: a walk-away, not a question about arrival", () => {
    for (const text of ["*niega con la cabeza* No. Hasta acá llegamos.", "No. Hasta aquí llegamos.", "Bueno, hasta acá llegué."]) reads(text, "withdraw");
  });

  it("reaching an amount, an agreement, a length, a book or a meeting is not delivery", () => {
    for (const text of ["¿Llegamos a un acuerdo?", "how long is the cable?", "how long have you had it?", "wann bist du da?", "le livre est en bon état ?", "c'est un beau livre ?", "We arrived at that number after some thought"])
      expect(interpretOffline(text, context).move, text).not.toMatchObject({ subject: "delivery" });
  });

  it("sending or receiving photos, an invoice or a contract is not delivery of the thing", () => {
    for (const text of ["¿me podés enviar más fotos?", "¿me puede enviar la factura?", "können Sie mir die Rechnung per Mail verschicken?", "Können Sie mir weitere Fotos versenden?", "pourriez-vous m'expédier les photos par mail ?", "quand est-ce que je vais recevoir la facture ?", "¿tarda mucho en responder tu jefe?"])
      expect(interpretOffline(text, context).move, text).not.toMatchObject({ subject: "delivery" });
    for (const text of ["¿me lo podés enviar a Córdoba?", "¿Podría enviarlo antes del viernes?", "Können Sie es bis Freitag versenden?", "pourriez-vous l'expédier cette semaine ?"]) asks(text, "delivery");
  });

  it("the item arriving, taking long, or being dropped off still asks about delivery", () => {
    for (const text of ["¿cuándo llega?", "¿me llegaría antes del viernes?", "when would it arrive?", "wann kommt das Paket an?", "vous livrez à Lyon ?", "how soon could u drop it off? im home all next week", "kannst du ihn vorbeibringen?", "pourrais-tu me le déposer demain ?", "¿me lo podés alcanzar a casa?"])
      asks(text, "delivery");
  });

  it("what delivery costs is the shipping subject", () => {
    for (const text of ["Combien coûte la livraison ?", "Was kostet die Lieferung nach Köln?", "how much is delivery to Leeds?", "¿Cuánto cuesta la entrega a Valencia?"]) asks(text, "shipping");
  });
});

describe("walking away, curt or soft", () => {
  it("calling the price robbery, then a parting, walks away", () => {
    const VERDICTS = ["Robbery.", "*snorts and turns on a heel* Robbery.", "Wucher!", "Wucher.", "Du vol.", "C'est du vol.", "Un robo.", "Esto es un robo."];
    const PARTINGS = ["Good day.", "Gehabt Euch wohl.", "Schönen Tag noch.", "Bonne journée.", "Buen día.", "Que le vaya bien."];
    fc.assert(fc.property(fc.constantFrom(...VERDICTS), fc.constantFrom(...PARTINGS), (v, p) => {
      reads(`${v} ${p}`, "withdraw");
    }), { numRuns: 60 });
  });

  it("passing, not at that price; 'nel, así no'; stepping out", () => {
    for (const text of [
      "Pass. Not at that price.",
      "Nope, not at that price. Pass.",
      "nel, así no",
      "nee, so nicht",
      "non, pas comme ça",
      "nah, not like this",
      "Das ist mir zu happig. Ich klinke mich aus, merci.",
      "Too steep for me. I'm bowing out, thanks.",
      "che, mejor me bajo, se me va muy arriba del presupuesto. suerte con la venta 👋",
    ])
      reads(text, "withdraw");
  });

  it("a thief named, a flat no beside a parting, 'nope, thanks', 'cheers anyway', 'Pass. Way too much.'", () => {
    for (const text of [
      "*spits on the ground* Thief. Good day.",
      "¡Qué robo! Que le vaya bien.",
      "Ni en pedo pago eso. Chau.",
      "No way. Have a good one.",
      "Kommt nicht in Frage. Schönen Tag noch.",
      "Pas question. Bonne journée.",
      "nel, gracias",
      "nope, thanks",
      "Nah mate, bit too rich for me. Cheers anyway.",
      "Pass. Way too much.",
    ])
      reads(text, "withdraw");
    // A flat no with a bid after it, asked, or robbery denied is no walk-away.
    for (const text of ["No way. 400 and not a cent more. Good day.", "Thief! 400, take it or leave it.", "No way? Have a good one?", "Pass. Way too much?", "This isn't robbery, it's a fair price. Have a good day"])
      expect(interpretOffline(text, context).move.kind, text).not.toBe("withdraw");
  });

  it("priced out, then thanks anyway in either order, walks away in four languages", () => {
    const OUT = ["Zu teuer für mich.", "Das sprengt leider im Moment mein Budget.", "Too expensive for me.", "Trop cher pour moi.", "Demasiado caro para mí."];
    const THANKS = ["Trotzdem danke.", "Danke trotzdem.", "Thanks anyway.", "Merci quand même.", "Gracias igual.", "Igual gracias."];
    fc.assert(fc.property(fc.constantFrom(...OUT), fc.constantFrom(...THANKS), (o, t) => {
      reads(`${o} ${t}`, "withdraw");
    }), { numRuns: 60 });
  });

  it("thinking it over is never a walk-away at HIGH, thanks or not", () => {
    const THANKS = ["Thanks anyway,", "Gracias igual,", "Danke trotzdem,", "Merci quand même,", "Thanks anyway!", "Trotzdem danke."];
    const THINK = ["I'll think about it.", "lo voy a pensar.", "ich überleg es mir.", "je vais y réfléchir.", "let me sleep on it.", "me lo pienso."];
    fc.assert(
      fc.property(fc.constantFrom(...THANKS), fc.constantFrom(...THINK), (t, k) => {
        expect(interpretOffline(`${t} ${k}`, context).confidence, `${t} ${k}`).not.toBe("HIGH");
      }),
      { numRuns: 60 },
    );
  });

  it("a refusal that goes on to a price is a bid, and a haggle is not a walk-away", () => {
    for (const text of ["not at that price, but at 400 yes", "nicht zu dem Preis, aber für 400 schon", "pas à ce prix, mais à 400 oui", "no a ese precio, pero a 400 sí"])
      expect(interpretOffline(text, context).move, text).toMatchObject({ kind: "price", priceMinor: 40_000 });
    for (const text of ["too expensive — could you do better?", "Zu teuer. Geht da noch was?", "trop cher, vous pouvez faire un effort ?", "Hasta ahí llegamos, ¿no?"])
      expect(interpretOffline(text, context).move.kind, text).not.toBe("withdraw");
  });

  it("letters that withdraw: not ordering after all, pulling out, calling it off", () => {
    for (const text of [
      "Sehr geehrte Frau Lenz,\n\nnach Rücksprache im Team haben wir entschieden, die Vitrine nicht zu bestellen. Danke für Ihre Mühe.\n\nMit freundlichen Grüßen\nPaul Weber",
      "Guten Tag Herr Roth\n\nDas sprengt leider im Moment mein Budget, deshalb ziehe ich mich zurück. Viel Erfolg beim Verkauf.\n\nFreundliche Grüsse\nLea",
      "Sehr geehrter Herr Kim,\n\nwir haben inzwischen eine Maschine in unserer Nähe gefunden und müssen daher leider absagen.\n\nViele Grüße\nJana Brandt",
    ])
      reads(text, "withdraw");
    for (const text of ["Wir haben entschieden, die Vitrine zu bestellen, wenn die Lieferung bis Freitag klappt.", "Falls Sie absagen müssen, geben Sie uns bitte Bescheid.", "Sie können jederzeit absagen.", "Wir müssen nicht absagen, keine Sorge."])
      expect(interpretOffline(text, context).move.kind, text).not.toBe("withdraw");
  });
});

describe("accepting the shop's price, in chat and in letters", () => {
  it("the shop's price named back beside chat's assent", () => {
    for (const text of ["ok c'est beau, ton prix 👍", "c'est beau, ton prix.", "va que va, tu precio 👍", "dale, tu precio 👍", "órale pues, su precio 👍", "ya, tu precio nomás", "d'acc, ton prix 👍", "basst scho, dei Preis", "vale, vuestro precio."])
      reads(text, "accept");
    for (const text of ["ton prix ?", "tu precio?", "ok c'est beau, ton prix est trop haut", "va que va? tu precio?", "dale, tu precio menos 20?"]) expect(interpretOffline(text, context).move.kind, text).not.toBe("accept");
  });

  it("an assent clause before a comma, then a question of how to pay, is never read as a HIGH question", () => {
    for (const text of ["c'est correct pour moi, je peux payer comment ?", "dale, cómo te pago?", "passt, wie kann ich zahlen?"])
      expect(interpretOffline(text, context), text).not.toMatchObject({ move: { kind: "question" }, confidence: "HIGH" });
  });

  it("'conformes con su precio' accepts; 'en principio' does not", () => {
    for (const text of ["Estamos conformes con su precio.", "Estoy conforme con tu precio.", "Buenos días:\n\nEstamos conformes con su precio y le confirmamos el pedido.\n\nSaludos,\nMarta"]) reads(text, "accept");
    for (const text of ["Estamos conformes en principio con su precio.", "En principio estamos conformes con su precio, falta la aprobación.", "No estamos conformes con su precio."])
      expect(acts(text), text).toBe(false);
  });

  it("'C'est bon pour nous', then a request for the invoice", () => {
    for (const text of ["C'est bon pour nous. Tu peux envoyer la facture.", "Bonjour Marc,\n\nC'est bon pour nous. Tu peux envoyer la facture, et dis-moi quel jour tu livres.\n\nMerci,\nClaire"]) reads(text, "accept");
    for (const text of ["C'est bon pour nous ? Tu peux envoyer la facture ?", "C'est pas bon pour nous. Tu peux envoyer un autre devis."]) expect(acts(text), text).toBe(false);
  });

  it("a handshake with the standing offer named accepts it", () => {
    const small: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 4_800, lastBuyerBidMinor: 4_000 };
    for (const text of ["*se ríe y estrecha la mano* 48 entonces, viejo ladrón.", "*estrecha la mano* 48, trato."]) reads(text, "accept", small);
    expect(interpretOffline("*shakes his hand* Nice to meet you. 48 is a lot though.", small).move.kind).not.toBe("accept");
  });

  it("an agent authorised to accept accepts; authority still to come, or denied, does not", () => {
    for (const text of [
      "Ich bin der Einkaufsassistent der Lindqvist AG. Meine Auftraggeberin hat mich ermächtigt, Ihr aktuelles Angebot anzunehmen.",
      "Meine Mandantin hat mich bevollmächtigt, Ihr Angebot anzunehmen.",
      "My principal has authorised me to accept your offer.",
      "Mon mandant m'a autorisé à accepter votre offre.",
      "Mi cliente me ha autorizado a aceptar su oferta.",
    ])
      reads(text, "accept");
    for (const text of [
      "Meine Auftraggeberin wird mich wohl ermächtigen, Ihr Angebot anzunehmen.",
      "Meine Mandantin wird mich ermächtigen, Ihr Angebot anzunehmen.",
      "My principal will probably authorise me to accept your offer.",
      "My principal should authorize me to accept your offer by Friday.",
      "Mon mandant va m'autoriser à accepter votre offre.",
      "Mi cliente me autorizará a aceptar su oferta.",
      "My principal has not authorised me to accept your offer.",
      "Sobald meine Auftraggeberin mich ermächtigt, nehme ich Ihr Angebot an.",
    ])
      expect(acts(text), text).toBe(false);
  });
});

describe("bids put as questions, and questions about an amount", () => {
  it("'tät 350 zahlen, passt des?' is a bid: paying an amount is not asking how to pay", () => {
    for (const text of ["servus, gibts das brett noch? tät 350 zahlen, passt des?", "tät 350 zahlen, passt des?", "würde 350 € zahlen, passt das?"])
      expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: 35_000 } });
    asks("wie kann ich zahlen?", "payment");
  });

  it("asking whether an amount is too little, or out of curiosity, is never a bid at HIGH", () => {
    for (const text of ["would 300 be too low?", "wäre 300 zu wenig?", "300 c'est trop peu ?", "¿300 es muy poco?", "would you ever go as low as 300? just curious", "rein interessehalber: würden Sie für 300 verkaufen?"])
      expect(acts(text), text).toBe(false);
  });
});

describe("questions: payment apps, the price said again, rounds left, a lathe", () => {
  it("a payment app or terms, asked in a few words, is the payment subject", () => {
    for (const text of ["Venmo ok?", "Twint geht?", "Bizum vale?", "Lydia ça va ?", "Zelle works?", "Pouvons-nous payer à 30 jours fin de mois ?"]) asks(text, "payment");
  });

  it("asked to say the price again, even with a stage direction, asks for the standing offer", () => {
    for (const text of ["*squints over the spectacles* Say your price again, slowly this time.", "*blinzelt über die Brille* Sagt Euren Preis noch mal, diesmal langsam.", "Sagen Sie Ihren Preis noch einmal.", "Redites-moi votre prix, lentement cette fois."])
      asks(text, "standing-offer");
  });

  it("rounds of offers asked in a compound word; the French lathe is no round", () => {
    asks("Könnten Sie uns sagen, wie viele Angebotsrunden uns noch bleiben?", "rounds-left");
    asks("il nous reste combien de tours ?", "rounds-left");
    asks("Combien de mois de garantie pour le tour à bois ?", "warranty");
    expect(interpretOffline("Le tour à bois a combien d'heures ?", context).move).not.toMatchObject({ subject: "rounds-left" });
  });

  it("a better rate is the discount subject", () => {
    for (const text of ["could you give me a better rate?", "Is there a better rate if I buy two?"]) asks(text, "discount");
  });
});
