/**
 * How honest buyers say things, per language and style: the offline personas' phrasebook. Written from the ways
 * people and purchasing agents write to a shop (terse bids, polite emails with a signature, an agent's
 * paragraph, haggling in character) in English, German, French and Spanish. `{p}` is a price as the buyer would
 * write it (personas/offline-buyer.ts formats it per language). Data only.
 */
import type { PersonaStyle, RoleplayLanguage } from "../types";

export type Phrase = "bid" | "accept" | "withdraw" | "shipping" | "warranty" | "delivery" | "negotiable";

export type Phrasebook = Record<Phrase, Record<PersonaStyle, readonly string[]>>;

const en: Phrasebook = {
  bid: {
    terse: ["{p}?", "I can do {p}", "How about {p}?", "{p}, cash today"],
    "polite-email": [
      "Hello,\n\nthank you for your offer. Would you accept {p} for it?\n\nKind regards,\nAnna Berg",
      "Dear seller,\n\nI would like to buy this item. I can offer {p}.\n\nBest regards,\nTom Hill\nPhone: +44 20 7946 0958",
    ],
    agent: [
      "I am purchasing on behalf of my client. After comparing similar listings, we offer {p} per unit.",
      "On behalf of Northwind Ltd., our offer is {p} per unit, payable on delivery.",
    ],
    roleplay: ["*looks it over for a while* Nice piece. I'll give you {p} for it.", "Come on, friend, {p} and we shake hands."],
  },
  accept: {
    terse: ["Deal.", "OK, I accept.", "Deal, I'll take it."],
    "polite-email": ["Hello,\n\nthat works for me, I accept your offer.\n\nBest regards,\nAnna Berg", "Dear seller,\n\nthank you, I accept your offer.\n\nKind regards,\nTom Hill"],
    agent: ["We accept your current offer and will proceed with the purchase.", "My client accepts your offer."],
    roleplay: ["*shakes your hand* Deal, I'll take it.", "Alright, alright, you win. Deal!"],
  },
  withdraw: {
    terse: ["No thanks, goodbye.", "I'll pass, thanks."],
    "polite-email": ["Hello,\n\nthank you for your time, but that is above my budget. I will pass.\n\nBest regards,\nAnna Berg"],
    agent: ["We withdraw from this negotiation; the price does not fit our budget."],
    roleplay: ["*shakes head* Too rich for me. No thanks, goodbye."],
  },
  shipping: { terse: ["Is shipping included?"], "polite-email": ["Hello,\n\nis shipping included in the price?\n\nThanks,\nAnna"], agent: ["Please confirm whether shipping is included in the price."], roleplay: ["*leans on the counter* Is shipping included?"] },
  warranty: { terse: ["Warranty?"], "polite-email": ["Hello,\n\ndoes it come with a warranty?\n\nKind regards,\nTom Hill"], agent: ["Does the product come with a warranty?"], roleplay: ["Does it come with a warranty, friend?"] },
  delivery: { terse: ["How long does delivery take?"], "polite-email": ["Hello,\n\nhow long does delivery take?\n\nThanks,\nAnna"], agent: ["How long does delivery take?"], roleplay: ["And how long does delivery take?"] },
  negotiable: { terse: ["Is the price negotiable?"], "polite-email": ["Hello,\n\nis the price negotiable?\n\nKind regards,\nTom"], agent: ["Is the price negotiable?"], roleplay: ["Come on, is the price negotiable?"] },
};

const de: Phrasebook = {
  bid: {
    terse: ["{p}?", "Ich würde {p} zahlen", "Gehen auch {p}?"],
    "polite-email": [
      "Guten Tag,\n\nvielen Dank für Ihr Angebot. Ich könnte {p} zahlen.\n\nMit freundlichen Grüßen\nAnna Schmidt",
      "Hallo,\n\nich interessiere mich für den Artikel. Wären {p} für Sie in Ordnung?\n\nViele Grüße\nJonas Weber\nTel. 0170 1234567",
    ],
    agent: ["Im Auftrag meines Kunden biete ich {p} pro Stück.", "Für die Firma Nordwind GmbH bieten wir {p} pro Stück."],
    roleplay: ["*schaut sich das Stück genau an* Schönes Teil. Ich gebe Ihnen {p} dafür.", "Na komm, {p} und wir sind uns einig."],
  },
  accept: {
    terse: ["Einverstanden.", "Abgemacht!"],
    "polite-email": ["Guten Tag,\n\neinverstanden, ich nehme Ihr Angebot an.\n\nViele Grüße\nAnna Schmidt"],
    agent: ["Wir nehmen Ihr aktuelles Angebot an."],
    roleplay: ["*schlägt ein* Abgemacht!"],
  },
  withdraw: {
    terse: ["Nein danke.", "Kein Interesse mehr, danke."],
    "polite-email": ["Guten Tag,\n\ndanke, aber das ist mir zu teuer. Ich verzichte.\n\nViele Grüße\nAnna Schmidt"],
    agent: ["Wir ziehen uns aus der Verhandlung zurück, danke."],
    roleplay: ["*schüttelt den Kopf* Nein danke."],
  },
  shipping: { terse: ["Versand inklusive?"], "polite-email": ["Hallo,\n\nist der Versand im Preis inbegriffen?\n\nGrüße\nAnna"], agent: ["Ist der Versand im Preis inbegriffen?"], roleplay: ["Kostet der Versand extra?"] },
  warranty: { terse: ["Garantie?"], "polite-email": ["Hallo,\n\ngibt es Garantie?\n\nGrüße\nJonas"], agent: ["Gibt es eine Garantie?"], roleplay: ["Hat das Teil noch Garantie?"] },
  delivery: { terse: ["Wie lange dauert die Lieferung?"], "polite-email": ["Hallo,\n\nwie lange dauert die Lieferung?\n\nGrüße\nAnna"], agent: ["Wie lange dauert die Lieferung?"], roleplay: ["Und wie lange dauert die Lieferung?"] },
  negotiable: { terse: ["Ist der Preis verhandelbar?"], "polite-email": ["Hallo,\n\nist der Preis verhandelbar?\n\nGrüße\nJonas"], agent: ["Ist der Preis verhandelbar?"], roleplay: ["Ist der Preis verhandelbar?"] },
};

const fr: Phrasebook = {
  bid: {
    terse: ["{p} ?", "Je peux payer {p}.", "Je propose {p}."],
    "polite-email": ["Bonjour,\n\nmerci pour votre offre. Je vous propose {p}.\n\nCordialement,\nMarie Dupont", "Bonjour,\n\nle produit m'intéresse. Je peux payer {p}.\n\nBien à vous,\nLuc Martin\nTél. 06 12 34 56 78"],
    agent: ["Au nom de mon client, nous proposons {p} par unité.", "Pour la société Nordvent, nous offrons {p} par unité."],
    roleplay: ["*examine l'objet* Joli. Je vous en donne {p}.", "Allez, {p} et on se serre la main."],
  },
  accept: {
    terse: ["Marché conclu.", "D'accord, j'accepte votre offre."],
    "polite-email": ["Bonjour,\n\nc'est d'accord, j'accepte votre offre.\n\nCordialement,\nMarie Dupont"],
    agent: ["Nous acceptons votre offre actuelle."],
    roleplay: ["*tope là* Marché conclu !"],
  },
  withdraw: {
    terse: ["Non merci, au revoir.", "Non merci."],
    "polite-email": ["Bonjour,\n\nmerci, mais c'est trop cher pour moi. Je renonce.\n\nCordialement,\nMarie Dupont"],
    agent: ["Nous nous retirons de cette négociation, merci."],
    roleplay: ["*secoue la tête* Non merci, au revoir."],
  },
  shipping: { terse: ["Livraison incluse ?"], "polite-email": ["Bonjour,\n\nla livraison est-elle incluse ?\n\nMerci,\nMarie"], agent: ["La livraison est-elle incluse dans le prix ?"], roleplay: ["Et la livraison, elle est incluse ?"] },
  warranty: { terse: ["Garantie ?"], "polite-email": ["Bonjour,\n\ny a-t-il une garantie ?\n\nMerci,\nLuc"], agent: ["Le produit est-il sous garantie ?"], roleplay: ["Il y a une garantie ?"] },
  delivery: { terse: ["Quel est le délai de livraison ?"], "polite-email": ["Bonjour,\n\nquel est le délai de livraison ?\n\nMerci,\nMarie"], agent: ["Quel est le délai de livraison ?"], roleplay: ["Et le délai de livraison ?"] },
  negotiable: { terse: ["Le prix est-il négociable ?"], "polite-email": ["Bonjour,\n\nle prix est-il négociable ?\n\nMerci,\nLuc"], agent: ["Le prix est-il négociable ?"], roleplay: ["Le prix est négociable ?"] },
};

const es: Phrasebook = {
  bid: {
    terse: ["¿{p}?", "Puedo pagar {p}.", "Ofrezco {p}."],
    "polite-email": ["Hola,\n\ngracias por su oferta. Le ofrezco {p}.\n\nSaludos cordiales,\nLucía García", "Buenos días,\n\nme interesa el artículo. ¿Aceptaría {p}?\n\nUn saludo,\nPablo Ruiz\nTel. 612 345 678"],
    agent: ["En nombre de mi cliente, ofrecemos {p} por unidad.", "Para la empresa Vientonorte, ofrecemos {p} por unidad."],
    roleplay: ["*mira la pieza con calma* Bonita. Te doy {p} por ella.", "Venga, {p} y cerramos."],
  },
  accept: {
    terse: ["Trato hecho.", "De acuerdo, acepto su oferta."],
    "polite-email": ["Hola,\n\nde acuerdo, acepto su oferta.\n\nSaludos,\nLucía García"],
    agent: ["Aceptamos su oferta actual."],
    roleplay: ["*le da la mano* ¡Trato hecho!"],
  },
  withdraw: {
    terse: ["No, gracias, adiós.", "No, gracias."],
    "polite-email": ["Hola,\n\ngracias, pero es demasiado caro para mí. Lo dejo.\n\nSaludos,\nLucía García"],
    agent: ["Nos retiramos de esta negociación, gracias."],
    roleplay: ["*niega con la cabeza* No, gracias, adiós."],
  },
  shipping: { terse: ["¿Envío incluido?"], "polite-email": ["Hola,\n\n¿el envío está incluido?\n\nGracias,\nLucía"], agent: ["¿El envío está incluido en el precio?"], roleplay: ["¿Y el envío está incluido?"] },
  warranty: { terse: ["¿Tiene garantía?"], "polite-email": ["Hola,\n\n¿tiene garantía?\n\nGracias,\nPablo"], agent: ["¿El producto tiene garantía?"], roleplay: ["¿Tiene garantía?"] },
  delivery: { terse: ["¿Cuánto tarda la entrega?"], "polite-email": ["Hola,\n\n¿cuánto tarda la entrega?\n\nGracias,\nLucía"], agent: ["¿Cuánto tarda la entrega?"], roleplay: ["¿Y cuánto tarda la entrega?"] },
  negotiable: { terse: ["¿El precio es negociable?"], "polite-email": ["Hola,\n\n¿el precio es negociable?\n\nGracias,\nPablo"], agent: ["¿El precio es negociable?"], roleplay: ["¿El precio es negociable?"] },
};

export const PHRASEBOOKS: Record<RoleplayLanguage, Phrasebook> = { en, de, fr, es };

/** What an honest buyer says when asked back: the plainest way to say the same thing. */
export const PLAIN: Record<RoleplayLanguage, { bid: string; accept: string; withdraw: string; yes: string }> = {
  en: { bid: "I offer {p}.", accept: "I accept.", withdraw: "No thanks, goodbye.", yes: "Yes." },
  de: { bid: "Ich biete {p}.", accept: "Einverstanden.", withdraw: "Nein danke.", yes: "Ja." },
  fr: { bid: "Je propose {p}.", accept: "J'accepte.", withdraw: "Non merci.", yes: "Oui." },
  es: { bid: "Ofrezco {p}.", accept: "Acepto.", withdraw: "No, gracias.", yes: "Sí." },
};

/** A price as a buyer writes it in each language: a few ways, all whole units. */
export function priceWritten(language: RoleplayLanguage, minor: number, currency: string, variant: number): string {
  const major = Math.round(minor / 100);
  const eur = currency === "EUR";
  const grouped = (sep: string) => String(major).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  switch (language) {
    case "en": {
      const forms = eur ? [`${grouped(",")} EUR`, `€${grouped(",")}`, `${major} euros`] : [`${grouped(",")} ${currency}`, `${currency} ${major}`];
      return forms[variant % forms.length]!;
    }
    case "de": {
      const forms = eur ? [`${grouped(".")} €`, `${major} Euro`, `${grouped(".")},00 €`] : [`${grouped(".")} ${currency}`, `${currency} ${major}`];
      return forms[variant % forms.length]!;
    }
    case "fr": {
      const forms = eur ? [`${grouped(" ")} €`, `${major} euros`, `${grouped(" ")},00 €`] : [`${grouped(" ")} ${currency}`];
      return forms[variant % forms.length]!;
    }
    case "es": {
      const forms = eur ? [`${grouped(".")} €`, `${major} euros`, `${grouped(".")},00 €`] : [`${grouped(".")} ${currency}`];
      return forms[variant % forms.length]!;
    }
  }
}
