/**
 * One reader of agents' blocks (reader/agent-blocks.ts): the shapes the older hand reader (reader/fragments.ts,
 * now gone) used to read as a fallback are read by agent-blocks.ts itself, with its parsers and its one vocabulary:
 * an object on lines of its own between an agent's header and its reasons, one labelled line naming a decision or a
 * question, a question put as a field beside its context, a decision said in prose beside a decision token, and
 * the tokens only the older reader knew. Each has look-alikes that must not be read as the block.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext, Language } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { readAgentBlock } from "../../language/reader/agent-blocks";

const ctx = (standingOfferMinor: number, currency = "EUR", lastBuyerBidMinor: number | null = null): InterpretationContext => ({ currency, quantity: 1, standingOfferMinor, lastBuyerBidMinor });
const reading = (text: string, context = ctx(450_000)) => {
  const r = interpretOffline(text, context);
  return { move: r.move, confidence: r.confidence };
};
const actsOn = (text: string, context = ctx(450_000)) => {
  const r = interpretOffline(text, context);
  return r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept" || r.move.kind === "withdraw");
};

/** A counter-offer object on a line of its own between the agent's header and its reasons, in each language. */
const EMBEDDED: Record<Language, { header: string; object: (bid: number) => Record<string, unknown>; after: string }> = {
  en: {
    header: "Counter-offer from buyer agent (ref. neg-7f3a):",
    object: (bid) => ({ action: "counter_offer", currency: "EUR", unit_price: bid, quantity: 1, valid_until: "2026-12-01T17:00:00Z" }),
    after: "Rationale: comparable used units are listed between 3,700 and 4,300.",
  },
  de: {
    header: "Gegenangebot des Einkaufsagenten (Ref. neg-51c2):",
    object: (bid) => ({ aktion: "gegenangebot", waehrung: "EUR", stueckpreis: bid, menge: 1, gueltig_bis: "2026-12-01" }),
    after: "Begründung: Vergleichbare gebrauchte Geräte werden zwischen 3.700 und 4.300 EUR angeboten.",
  },
  fr: {
    header: "Contre-offre de l'agent acheteur (réf. neg-a90e) :",
    object: (bid) => ({ action: "contre_offre", devise: "EUR", prix_unitaire: bid, quantite: 1, valable_jusqu_au: "2026-12-01" }),
    after: "Justification : des unités d'occasion comparables sont proposées entre 3 800 et 4 400 EUR.",
  },
  es: {
    header: "Contraoferta del agente comprador (ref. neg-c3d8):",
    object: (bid) => ({ accion: "contraoferta", moneda: "EUR", precio_unitario: bid, cantidad: 1, valida_hasta: "2026-12-01" }),
    after: "Justificación: unidades usadas comparables se anuncian entre 3.700 y 4.300 EUR.",
  },
};
const LANGUAGES: Language[] = ["en", "de", "fr", "es"];

describe("one reader: an object on lines of its own between prose", () => {
  it("property: the object's one price field is the bid, the header and the reasons around it, in four languages", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.integer({ min: 2_000, max: 4_400 }), (language, bid) => {
        const e = EMBEDDED[language];
        const text = `${e.header}\n${JSON.stringify(e.object(bid))}\n${e.after}`;
        expect(readAgentBlock(text)?.text, text).toBe(`${e.header}\nCounter-offer: ${bid} EUR per unit.\n${e.after}`);
        expect(reading(text), text).toEqual({ move: { kind: "price", priceMinor: bid * 100, basis: "unit", final: false }, confidence: "HIGH" });
      }),
      { numRuns: 60 },
    );
  });

  it("reads a walk-away object followed by the agent's closing line, in four languages", () => {
    for (const text of [
      `{"decision": "walk_away", "reason": "seller price exceeds user maximum", "further_offers": false}\nI will not pursue this item further.`,
      `{"entscheidung": "abbruch", "grund": "preis über dem maximum des nutzers", "weitere_angebote": false}\nIch verfolge diesen Artikel nicht weiter.`,
      `{"décision": "abandon", "motif": "prix du vendeur au-dessus du maximum", "autres_offres": false}\nJe ne donnerai pas suite pour cet article.`,
      `{"decisión": "retirarse", "motivo": "el precio supera el máximo del usuario", "mas_ofertas": false}\nNo seguiré con este artículo.`,
    ]) {
      expect(readAgentBlock(text)?.text, text).toMatch(/^I withdraw from this negotiation\.\n/u);
      expect(reading(text), text).toEqual({ move: { kind: "withdraw" }, confidence: "HIGH" });
    }
  });

  it("look-alikes: an object inside a sentence, a second brace in the prose, or two objects are not a block", () => {
    for (const text of [
      `Our offer {"unit_price": 3990, "currency": "EUR"} stands.`,
      `Counter-offer:\n{"action": "counter_offer", "unit_price": 3990}\nThanks {again}`,
      `Counter-offer:\n{"action": "counter_offer", "unit_price": 3990}\n{"action": "counter_offer", "unit_price": 3890}`,
      `Counter-offer:\n{"action": "counter_offer", "unit_price": 3990\nRationale: cheaper elsewhere.`,
    ])
      expect(readAgentBlock(text), text).toBeNull();
    // The prose reader still reads the first; the others are never acted on.
    expect(actsOn(`Counter-offer:\n{"action": "counter_offer", "unit_price": 3990}\nThanks {again}`)).toBe(false);
    expect(actsOn(`Counter-offer:\n{"action": "counter_offer", "unit_price": 3990}\n{"action": "counter_offer", "unit_price": 3890}`)).toBe(false);
  });
});

describe("one reader: one labelled line naming a decision or a question", () => {
  it("reads a decision line, with a colon or a spaced dash, emphasis or none, in four languages", () => {
    for (const [text, kind] of [
      ["**Decision:** ACCEPT", "accept"],
      ["Entscheidung — Annahme des aktuellen Angebots.", "accept"],
      ["Décision — abandon, budget dépassé.", "withdraw"],
      ["Decisión: retirarse", "withdraw"],
      ["Résultat : accepté", "accept"],
    ] as const) {
      expect(readAgentBlock(text)?.text, text).toMatch(kind === "accept" ? /^I accept your offer\./u : /^I withdraw from this negotiation\./u);
      expect(reading(text), text).toEqual({ move: { kind }, confidence: "HIGH" });
    }
  });

  it("reads a question line as the question it asks", () => {
    for (const [text, asked] of [
      ["Query: how many counter-offers remain available to us in this session?", "how many counter-offers remain available to us in this session?"],
      ["Pregunta: ¿hacen envíos a Canarias?", "¿hacen envíos a Canarias?"],
      ["Frage: Wie lange ist die Garantie", "Wie lange ist die Garantie?"],
    ] as const) {
      expect(readAgentBlock(text)?.text, text).toBe(asked);
      expect(interpretOffline(text, ctx(450_000)).move.kind, text).toBe("question");
    }
  });

  it("look-alikes: a condition in the line is heard; a figure, more labels, or another label is the prose reader's", () => {
    for (const text of ["Decision — accept if you include delivery.", "Entscheidung: Annahme, falls die Lieferung frei Haus ist."]) {
      expect(readAgentBlock(text)?.text, text).toMatch(/^I accept your offer\. /u);
      expect(actsOn(text), text).toBe(false);
    }
    // "accept your offer of 4000" beside a standing offer of 4500: the figure is not set aside and the offer taken.
    for (const text of ["Decision: accept your offer of 4000", "Décision : accepter votre offre de 4000", "Status: WALK_AWAY. Reason: over budget", "Counter-offer: 4000 EUR", "Note: accept"])
      expect(readAgentBlock(text), text).toBeNull();
    for (const text of ["Decision: accept your offer of 4000", "Décision : accepter votre offre de 4000"]) expect(interpretOffline(text, ctx(450_000)).move.kind, text).not.toBe("accept");
    expect(actsOn("Status: WALK_AWAY? Should we stop here?")).toBe(false);
  });
});

describe("one reader: a question put as a field beside its context", () => {
  it("asks the question; the address and the date it is needed by are context, in four languages", () => {
    for (const text of [
      "question: earliest delivery date\nship_to_zip: 30309\nrequired_by: 2027-01-15",
      "frage: frühester Liefertermin\nlieferadresse_plz: 70173\nbenoetigt_bis: 2027-01-15",
      "question: date de livraison la plus proche\ncode_postal_livraison: 33000\nrequis_avant: 2027-01-15",
      "pregunta: fecha de entrega más temprana\ncodigo_postal_entrega: 64000\nrequerido_antes_de: 2027-01-15",
    ]) {
      expect(readAgentBlock(text)?.text, text).toBe(`${/: (.*)/u.exec(text)![1]}?`);
      expect(interpretOffline(text, ctx(450_000)).move, text).toMatchObject({ kind: "question", subject: "delivery" });
    }
  });

  it("look-alike: a question beside a decision says two things and is not a block", () => {
    for (const text of ["frage: frühester Liefertermin\nentscheidung: annahme", "question: earliest delivery date\ndecision: walk_away"]) {
      expect(readAgentBlock(text), text).toBeNull();
      expect(actsOn(text), text).toBe(false);
    }
  });
});

describe("one reader: a decision said in prose beside a decision token", () => {
  it("walks away, the closing prose heard and the reason (with its count of rounds) left out, in four languages", () => {
    for (const text of [
      "outcome: no_deal\nreason: seller's price remains above the user's limit after 4 rounds\naction: closing this negotiation; no further offers will follow",
      "ergebnis: kein_abschluss\ngrund: Preis des Verkäufers nach 4 Runden weiter über dem Limit\naktion: Verhandlung wird beendet, es folgen keine weiteren Angebote",
      "resultat: pas_d_accord\nmotif: le prix du vendeur reste au-dessus de la limite après 4 tours\naction: je clos cette négociation ; aucune autre offre ne suivra",
      "resultado: sin_acuerdo\nmotivo: el precio del vendedor sigue por encima del límite tras 4 rondas\naccion: cierro esta negociación; no habrá más ofertas",
    ]) {
      const block = readAgentBlock(text);
      expect(block?.text, text).toMatch(/^I withdraw from this negotiation\. \D+\.$/u);
      expect(reading(text), text).toEqual({ move: { kind: "withdraw" }, confidence: "HIGH" });
    }
  });

  it("look-alikes: a way back in the prose is asked; prose alone, or with a figure, is the prose reader's", () => {
    const open = "outcome: no_deal\nreason: over the limit\naction: closing this negotiation unless you move";
    expect(readAgentBlock(open)?.text).toMatch(/unless you move/u);
    expect(actsOn(open)).toBe(false);
    for (const text of ["action: closing this negotiation; no further offers will follow\nreason: over the limit", "outcome: no_deal\naction: closing at 4 rounds"]) expect(readAgentBlock(text), text).toBeNull();
  });
});

describe("one reader: one vocabulary", () => {
  it("knows the tokens only the older reader knew: 'terminar', a verb before an offer's token, a French 'raison'", () => {
    expect(readAgentBlock("decisión: terminar\nmotivo: precio alto")?.text).toBe("I withdraw from this negotiation.");
    expect(readAgentBlock("action: submit_bid\nprice: 3990")?.text).toBe("Counter-offer: 3990 per unit.");
    expect(readAgentBlock(`{"type": "send_counter_offer", "amount": 3990, "currency": "EUR"}`)?.text).toBe("Counter-offer: 3990 EUR per unit.");
    expect(readAgentBlock("décision: accepter\nraison: le prix nous convient")?.text).toBe("I accept your offer. le prix nous convient.");
  });

  it("look-alikes: a verb before an unknown token, and a walk-away's 'raison', say nothing more", () => {
    expect(readAgentBlock("action: submit_invoice\nprice: 3990")).toBeNull();
    expect(readAgentBlock("décision: abandon\nraison: trop cher")?.text).toBe("I withdraw from this negotiation.");
  });
});

describe("one reader: a block's key order and whitespace never change its reading", () => {
  type Field = readonly [string, string | number | boolean];
  const BLOCKS: Array<{ fields: Field[]; context: InterpretationContext }> = [
    { fields: [["action", "counter_offer"], ["unit_price", 3990], ["currency", "EUR"], ["item", "Model X-200"], ["note", "valid 48h"]], context: ctx(450_000) },
    { fields: [["aktion", "gegenangebot"], ["stueckpreis", 3990], ["waehrung", "EUR"], ["artikel", "Modell X-200"], ["hinweis", "gültig 48 Stunden"]], context: ctx(450_000) },
    { fields: [["décision", "accepter"], ["raison", "le prix nous convient"], ["autres_offres", false]], context: ctx(450_000) },
    { fields: [["decisión", "retirarse"], ["motivo", "el precio supera el máximo"], ["mas_ofertas", false]], context: ctx(450_000) },
    { fields: [["question", "earliest delivery date"], ["ship_to_zip", "30309"], ["required_by", "2027-01-15"]], context: ctx(450_000) },
    { fields: [["outcome", "no_deal"], ["reason", "over the limit"], ["action", "closing this negotiation; no further offers will follow"]], context: ctx(450_000) },
  ];
  const asJson = (fields: Field[], indent: number | string, spaced: boolean) => {
    const json = JSON.stringify(Object.fromEntries(fields), null, indent);
    return spaced ? json.replace(/([,:])(?=["\d tf])/gu, "$1 ") : json;
  };
  const asYaml = (fields: Field[], gap: string, trailing: string, newline: string) => fields.map(([k, v]) => `${k}:${gap}${v}${trailing}`).join(newline);

  it("property: any order of its keys, any indentation, spaces or line ends read the same as the block as written", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: BLOCKS.length - 1 }).chain((i) => fc.tuple(fc.constant(i), fc.shuffledSubarray(BLOCKS[i]!.fields, { minLength: BLOCKS[i]!.fields.length }))),
        fc.constantFrom<"json" | "yaml" | "embedded" | "fenced">("json", "yaml", "embedded", "fenced"),
        fc.constantFrom<number | string>(0, 2, 4, "\t"),
        fc.boolean(),
        fc.constantFrom(" ", "  ", "\t"),
        fc.constantFrom("", " ", "  \t"),
        fc.constantFrom("\n", "\r\n"),
        fc.constantFrom("", "\n", "\n \n"),
        ([index, shuffled], shape, indent, spaced, gap, trailing, newline, margin) => {
          const { fields, context } = BLOCKS[index]!;
          const write = (f: Field[], plain: boolean) => {
            if (shape === "yaml") return plain ? asYaml(f, " ", "", "\n") : `${margin}${asYaml(f, gap, trailing, newline)}${margin}`;
            const json = plain ? asJson(f, 0, true) : asJson(f, indent, spaced);
            if (shape === "json") return plain ? json : `${margin}${json}${margin}`;
            if (shape === "fenced") return "```json\n" + json + "\n```";
            return `Proposal from the buyer's agent:\n${json}\nThank you.`;
          };
          const asWritten = write(fields, true);
          const varied = write(shuffled, false);
          expect(readAgentBlock(varied) === null, varied).toBe(readAgentBlock(asWritten) === null);
          expect(reading(varied, context), varied).toEqual(reading(asWritten, context));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("each block is read as a block in every shape (the property compares readings, not nothing with nothing)", () => {
    for (const { fields } of BLOCKS) {
      expect(readAgentBlock(asJson(fields, 0, true)), JSON.stringify(fields)).not.toBeNull();
      expect(readAgentBlock(asYaml(fields, " ", "", "\n")), JSON.stringify(fields)).not.toBeNull();
    }
  });
});

describe("a German compound key names its amount like the words it is made of", () => {
  // CI's fast-check found "item: lathe\nlistenpreis: 100" read as a HIGH bid of 100: the key was no amount key, so
  // the block was not read as one and the prose reader took the figure.
  it("a list price, a market price or a price new under a compound key is never a bid, whatever the amount", () => {
    fc.assert(
      fc.property(fc.constantFrom("listenpreis", "marktpreis", "neupreis", "Listenpreis", "marktpreis_aktuell"), fc.integer({ min: 1, max: 99_999 }), fc.boolean(), (key, amount, json) => {
        const text = json ? JSON.stringify({ artikel: "Drehbank", [key]: amount }) : `artikel: Drehbank\n${key}: ${amount}`;
        expect(actsOn(text, ctx(240_000, "EUR", 200_000)), text).toBe(false);
      }),
      { numRuns: 120 },
    );
  });

  it("a compound key that is an offer still bids, and a bare price key is still no bid, as its simple word", () => {
    const context = ctx(240_000, "EUR", 200_000);
    for (const key of ["angebotspreis", "preisvorschlag", "gebot"]) expect(reading(`artikel: Drehbank\n${key}: 2100`, context), key).toEqual({ move: { kind: "price", priceMinor: 210_000, basis: "unit", final: false }, confidence: "HIGH" });
    for (const key of ["preis", "kaufpreis", "price"]) expect(actsOn(`artikel: Drehbank\n${key}: 2100`, context), key).toBe(false);
  });
});
