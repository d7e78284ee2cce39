// Messages written for this test the way buyers write them, in four languages, none taken from a bench corpus
// (issue 29: what matters is generalising, not phrases for one set): polite e-mails with references, dates,
// addresses and phone numbers beside one bid; agents' paragraphs and summaries; chat; walk-aways and acceptances.
// Each is read with the move it states at HIGH.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const ctx = (standingOfferMinor: number, lastBuyerBidMinor: number | null = null): InterpretationContext => ({ currency: "EUR", quantity: 1, standingOfferMinor, lastBuyerBidMinor });

const BIDS: Array<[string, number, number]> = [
  ["Sehr geehrte Damen und Herren,\n\nbezugnehmend auf Ihr Angebot Nr. 2024-117 vom 12.03. können wir Ihnen 8.900 € netto anbieten.\n\nMit freundlichen Grüßen\nPetra Lang\nHauptstraße 5, 80331 München\nTel. 089 123456", 940_000, 890_000],
  ["Madame, Monsieur,\n\nSuite à votre devis n° 2024-117 du 12 mars, nous sommes en mesure de vous proposer 8 900 € HT.\n\nVeuillez agréer nos salutations distinguées.\nPauline Roux", 940_000, 890_000],
  ["Estimados señores:\n\nEn relación con su presupuesto n.º 2024-117 del 12 de marzo, podemos ofrecerles 8.900 € más IVA.\n\nAtentamente,\nPaula Ruiz", 940_000, 890_000],
  ["Dear Sir or Madam,\n\nWith reference to your quotation no. 2024-117 of 12 March, we are able to offer EUR 8,900 excl. VAT.\n\nYours faithfully,\nPaula Ross", 940_000, 890_000],
  ["Summary of our position:\n1. Your current offer: EUR 1,300\n2. Our previous offer: EUR 1,100\n3. Our revised offer: EUR 1,180\nPlease confirm acceptance.", 130_000, 118_000],
  ["Resumen de nuestra posición:\n1. Su oferta actual: 1.300 EUR\n2. Nuestra oferta anterior: 1.100 EUR\n3. Nuestra oferta revisada: 1.180 EUR\nPor favor, confirme la aceptación.", 130_000, 118_000],
  ["Proposition :\n- Article : piano droit Steinway, 1998\n- Prix proposé : 11 500 EUR\n- Paiement : virement sous 5 jours ouvrés", 1_300_000, 1_150_000],
  ["Propuesta:\n- Artículo: piano vertical Steinway, 1998\n- Precio ofertado: 11.500 EUR\n- Pago: transferencia en 5 días hábiles", 1_300_000, 1_150_000],
  ["ok 8900 net, last word. delivery wk 14?", 940_000, 890_000],
  ["Thank you for your patience in this negotiation. After reviewing all the information you provided, and taking into account the condition report, we are prepared to offer EUR 1,180. We look forward to your response.", 130_000, 118_000],
  ["Je représente un acheteur dont le budget va jusqu'à 1 300 €. Après comparaison de trois annonces similaires (1 190 €, 1 240 €, 1 260 €), nous souhaitons proposer 1 180 € pour l'article tel que décrit.", 130_000, 118_000],
  ["*compte 3 pièces* Quatre cents, pas un sou de plus.", 52_000, 40_000],
  ["*pousse une bourse sur la table* 700 pièces d'or. L'écaille de dragon est fendue, tu sais.", 90_000, 70_000],
];

const MOVES: Array<[string, "accept" | "withdraw"]> = [
  ["Bonjour,\n\nNous avons finalement retenu une autre offre. Merci pour votre réactivité.\n\nCordialement,\nMarc", "withdraw"],
  ["Hola:\n\nFinalmente nos hemos decidido por otra oferta. Gracias por su rapidez.\n\nSaludos,\nMarcos", "withdraw"],
  ["pass.", "withdraw"],
  ["That's too rich for me. Good luck with the sale.", "withdraw"],
  ["Top, machen wir.", "accept"],
  ["fine, i'll pay what you ask", "accept"],
  ["venga, te pago los 520", "accept"],
  ["520 me va.", "accept"],
  ["Mi mandante ha revisado sus últimas condiciones y aprueba la compra al precio indicado. Por favor, proceda con el pedido.", "accept"],
];

describe("reader: messages written like buyers write them", () => {
  it("reads the one bid beside the numbers that are not prices", () => {
    for (const [text, standing, priceMinor] of BIDS) expect(interpretOffline(text, ctx(standing, null)), text).toMatchObject({ move: { kind: "price", priceMinor }, confidence: "HIGH" });
  });

  it("reads acceptances and walk-aways", () => {
    for (const [text, kind] of MOVES) expect(interpretOffline(text, ctx(52_000, 45_000)), text).toMatchObject({ move: { kind }, confidence: "HIGH" });
  });
});
