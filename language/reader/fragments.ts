/**
 * Agents' structured messages: a flat JSON object naming a counter-offer ({"action": "counter_offer", "item": …,
 * "unit_price": 412.50, "currency": "USD", "note": "offer valid for 48h"}), as agent frameworks emit them. Parsed
 * with JSON.parse rather than read as prose: the bid is the one price field, the action says it is an offer, and
 * the other fields are context. The object is restated as a plain sentence ("Counter-offer: 412.50 USD per unit.")
 * for the ordinary reader, which still applies every check (currency, far above the shop's offer, conditions in
 * the note). Only a closed set of keys is understood: an object with any other key (a tool call, a role, a
 * status) is not restated and is read as the text it is, with its suspicions.
 */

/** At most this many characters are parsed (the reader's own bound is larger; an agent's object is short). */
const MAX_FRAGMENT = 1_000;

const ACTION_KEYS = /^(?:action|aktion|accion|acción|type|typ|intent|move|kind|decision|entscheidung|décision|decisión)$/u;
/** An action that offers: "counter_offer", "PROPOSE_OFFER", "gegenangebot", "contre_offre", "contraoferta". */
const OFFER_ACTION = /^(?:(?:make|submit|new|propose|send)_)?(?:counter|counter_?offer|counter_?proposal|offer|bid|proposal|propose_offer|gegenangebot|angebot|gebot|vorschlag|contre_offre|contre_proposition|offre|proposition|contraoferta|oferta|propuesta)$/u;
/** An action that takes the shop's standing offer: "accept", "ACCEPT_OFFER", "annehmen", "accepter", "aceptar". */
const ACCEPT_ACTION = /^(?:accept|accept_offer|accepted|annehmen|akzeptieren|angenommen|accepter|accepte|aceptar|acepto)$/u;
/** Words of a key that name the bid itself ("offer_eur", "bid", "gebot"): the key says it offers. */
const OFFER_KEY_WORDS = new Set("offer bid counter counteroffer gebot angebot gegenangebot offre oferta contraoferta propuesta proposal".split(" "));
/** A currency named in the key ("offer_eur", "max_budget_usd"). */
const CURRENCY_WORDS = new Set("eur usd gbp chf cad aud nzd mxn".split(" "));
/** Words of a key naming an amount. */
const AMOUNT_WORDS = new Set("budget presupuesto ceiling plafond price preis prix precio amount betrag montant importe bid gebot offer angebot offre oferta stueckpreis stückpreis einzelpreis gesamtpreis gesamtbetrag total gesamt unitprice".split(" "));
/** Words that make an amount context, not the bid: the list or market price, a budget, the shop's or an earlier offer. */
const CONTEXT_WORDS = new Set(
  "list listed market budget max maximum min minimum target previous prior last your seller current asking median average avg ceiling floor ziel budgetobergrenze marktpreis listenpreis vorher vorheriges bisheriges précédent precedent precedente anterior objetivo presupuesto plafond cible marche marché mercado shop vendeur vendedor verkäufer original".split(" "),
);
const TOTAL_WORDS = new Set("total gesamt gesamtpreis gesamtbetrag".split(" "));
const CURRENCY_KEYS = /^(?:currency|waehrung|währung|devise|moneda|divisa|curr|ccy)$/u;
/** Context the bid does not depend on: what is bought, how many, how long the offer stands. */
const CONTEXT_KEYS = /^(?:item|items|product|produkt|produit|producto|article|artikel|articulo|artículo|sku|model|modell|modele|modèle|modelo|description|beschreibung|valid(?:ity|_until|_for)?|validite|validité|validez|valido_hasta|gueltig(?:keit|_bis)?|gültig(?:keit|_bis)?|expires?|expiry|ablauf|quantity|qty|menge|anzahl|quantite|quantité|cantidad|unit|einheit|unite|unité|unidad)$/u;
/** Words a note may carry on to the reader (a condition, a hedge); its numbers are dropped (validity, dates). */
const NOTE_KEYS = /^(?:note|notes|notiz|hinweis|bemerkung|remarque|commentaire|nota|comentario|comment|remarks?|message_text|message|nachricht|texte|mensaje|justification|begründung|rationale|reason)$/u;

/** "unitPrice", "Unit-Price", "prix unitaire" → "unit_price", "prix_unitaire". */
const snake = (key: string) => key.replace(/([a-z])([A-Z])/gu, "$1_$2").toLowerCase().replace(/[-\s]+/gu, "_");

export interface Fragment {
  /** The bid restated as a plain sentence for the reader. */
  text: string;
  /** The object's string values, to be looked at for instructions to the system. */
  values: string;
}

/** The bid in `message` when it is a flat JSON object naming one counter-offer; null otherwise. Never throws. */
export function readJsonFragment(message: string): Fragment | null {
  // An object in a code fence ("```json … ```"), as chat agents print it, is the same object.
  const fenced = /^```(?:json)?\s*\n?([\s\S]*?)\n?\s*```$/u.exec(message.trim());
  const trimmed = (fenced ? fenced[1]! : message).trim();
  if (trimmed.length > MAX_FRAGMENT || !trimmed.startsWith("{") || !trimmed.endsWith("}")) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  let offers = false;
  let accepts = false;
  let price: { value: string; total: boolean } | null = null;
  let currency = "";
  const notes: string[] = [];
  const values: string[] = [];
  const readCurrency = (value: unknown): boolean => {
    if (typeof value !== "string" || !/^[A-Za-z]{3}$/u.test(value.trim())) return false;
    currency = value.trim().toUpperCase();
    return true;
  };
  for (const [rawKey, raw] of Object.entries(parsed as Record<string, unknown>)) {
    const key = snake(rawKey);
    const words = key.split("_");
    let value = raw;
    // {"price": {"amount": 412.5, "currency": "USD"}}: one level of an amount with its currency.
    if (value !== null && typeof value === "object") {
      if (Array.isArray(value) || !words.some((w) => AMOUNT_WORDS.has(w))) return null;
      const inner = Object.entries(value as Record<string, unknown>).map(([k, v]) => [snake(k), v] as const);
      const amount = inner.find(([k]) => k === "amount" || k === "value" || k === "betrag" || k === "montant" || k === "importe");
      if (!amount || inner.some(([k, v]) => k !== amount[0] && !(CURRENCY_KEYS.test(k) && readCurrency(v)))) return null;
      value = amount[1];
    }
    const text = typeof value === "string" ? value : String(value);
    if (ACTION_KEYS.test(key)) {
      if (ACCEPT_ACTION.test(snake(text.trim()))) accepts = true;
      else if (!OFFER_ACTION.test(snake(text.trim()))) return null;
      else offers = true;
    } else if (words.some((w) => AMOUNT_WORDS.has(w) || OFFER_KEY_WORDS.has(w))) {
      // "offer_eur": the currency is in the key.
      const named = words.find((w) => CURRENCY_WORDS.has(w));
      // An amount that is context (the list price, a budget, an earlier offer) is left aside.
      if (words.some((w) => CONTEXT_WORDS.has(w))) {
        values.push(text);
        continue;
      }
      // One bid field only: two (a unit price and a total) say the same or contradict; either way, prose reads it.
      if (price !== null) return null;
      const amount = typeof value === "number" ? value.toString() : typeof value === "string" ? value.trim() : null;
      if (amount === null || !/^\d{1,9}(?:\.\d{1,4})?$/u.test(amount)) return null;
      price = { value: amount, total: words.some((w) => TOTAL_WORDS.has(w)) };
      if (words.some((w) => OFFER_KEY_WORDS.has(w))) offers = true;
      if (named) {
        if (currency !== "" && currency !== named.toUpperCase()) return null;
        currency = named.toUpperCase();
      }
    } else if (CURRENCY_KEYS.test(key)) {
      if (!readCurrency(value)) return null;
    } else if (NOTE_KEYS.test(key)) {
      notes.push(text);
      values.push(text);
    } else if (CONTEXT_KEYS.test(key)) {
      values.push(text);
    } else return null;
  }
  const note = notes.map((n) => n.replace(/\d+(?:[.,:/-]\d+)*/gu, " ").trim()).filter((n) => n !== "");
  // {"decision": "accept", "reason": "within budget"}: the shop's standing offer taken; with a price or an offer
  // beside it, which is meant is for the prose reader to ask.
  if (accepts) return offers || price !== null ? null : { text: `I accept your offer.${note.length > 0 ? ` ${note.join(". ")}.` : ""}`, values: values.join(". ") };
  if (!offers || price === null) return null;
  const text = `Counter-offer: ${price.value}${currency ? ` ${currency}` : ""} ${price.total ? "in total" : "per unit"}.${note.length > 0 ? ` ${note.join(". ")}.` : ""}`;
  return { text, values: values.join(". ") };
}

/**
 * An agent's object on lines of its own inside prose ("Counter-offer from buyer agent (ref. …):\n{"action":
 * "counter_offer", …}\nRationale: …"): the object read as above and restated in place, the prose around it kept
 * for the ordinary reader (and for the look for instructions to the system). Only one object, standing alone on
 * its lines, and no other brace in the message; otherwise null.
 */
export function readEmbeddedJsonFragment(message: string): Fragment | null {
  if (message.length > MAX_FRAGMENT * 2) return null;
  const open = message.indexOf("{");
  const close = message.lastIndexOf("}");
  if (open < 0 || close < open) return null;
  const before = message.slice(0, open);
  const after = message.slice(close + 1);
  if (/[{}]/u.test(before + after) || !/(?:^|\n)[ \t]*$/u.test(before) || !/^[ \t]*(?:\n|$)/u.test(after) || before.trim() === "") return null;
  const inner = readJsonFragment(message.slice(open, close + 1));
  if (inner === null) return null;
  return { text: `${before}${inner.text}${after}`, values: `${before}${inner.values}${after}` };
}
