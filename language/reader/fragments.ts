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

const ACTION_KEYS = /^(?:action|aktion|accion|acción|type|typ|intent|move)$/u;
const OFFER_ACTION = /^(?:counter[_ -]?offer|counteroffer|offer|bid|proposal|propose|gegenangebot|angebot|gebot|vorschlag|contre[_ -]?offre|contre[_ -]?proposition|offre|proposition|contraoferta|oferta|propuesta)$/u;
const PRICE_KEYS = /^(?:(?:unit|stueck|stück|einzel)?[_ ]?(?:price|preis|prix|precio|amount|betrag|montant|importe|bid|gebot)(?:[_ ](?:unitaire|unitario|unit|per[_ ]unit|pro[_ ]stueck))?|(?:prix|precio)[_ ](?:unitaire|unitario)|stueckpreis|stückpreis|einzelpreis|offer[_ ]price|total[_ ]?(?:price|preis|prix|precio)?|gesamt(?:preis|betrag)?|(?:prix|precio)[_ ]total)$/u;
const TOTAL_KEY = /total|gesamt/u;
const CURRENCY_KEYS = /^(?:currency|waehrung|währung|devise|moneda|divisa|curr|ccy)$/u;
/** Context the bid does not depend on: what is bought, how long the offer stands. */
const CONTEXT_KEYS = /^(?:item|items|product|produkt|produit|producto|article|artikel|articulo|artículo|sku|model|modell|modele|modèle|modelo|description|beschreibung|valid(?:ity|_until|_for)?|validite|validité|validez|valido[_ ]hasta|gueltig(?:keit|_bis)?|gültig(?:keit|_bis)?|expires?|expiry|ablauf)$/u;
/** Words a note may carry on to the reader (a condition, a hedge); its numbers are dropped (validity, dates). */
const NOTE_KEYS = /^(?:note|notes|notiz|hinweis|bemerkung|remarque|commentaire|nota|comentario|comment|remarks?)$/u;

export interface Fragment {
  /** The bid restated as a plain sentence for the reader. */
  text: string;
  /** The object's string values, to be looked at for instructions to the system. */
  values: string;
}

/** The bid in `message` when it is a flat JSON object naming one counter-offer; null otherwise. Never throws. */
export function readJsonFragment(message: string): Fragment | null {
  const trimmed = message.trim();
  if (trimmed.length > MAX_FRAGMENT || !trimmed.startsWith("{") || !trimmed.endsWith("}")) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  let offers = false;
  let price: { value: string; total: boolean } | null = null;
  let currency = "";
  const notes: string[] = [];
  const values: string[] = [];
  for (const [rawKey, value] of Object.entries(parsed as Record<string, unknown>)) {
    const key = rawKey.toLowerCase().replace(/[-\s]/gu, "_");
    if (value !== null && typeof value === "object") return null;
    const text = typeof value === "string" ? value : String(value);
    if (ACTION_KEYS.test(key)) {
      if (!OFFER_ACTION.test(text.toLowerCase().trim())) return null;
      offers = true;
    } else if (PRICE_KEYS.test(key)) {
      // One price field only: two (a unit price and a total) say the same or contradict; either way, prose reads it.
      if (price !== null) return null;
      const amount = typeof value === "number" ? value : typeof value === "string" ? value.trim() : null;
      if (amount === null || !/^\d{1,9}(?:\.\d{1,4})?$/u.test(String(amount))) return null;
      price = { value: typeof amount === "number" ? amount.toString() : amount, total: TOTAL_KEY.test(key) };
    } else if (CURRENCY_KEYS.test(key)) {
      if (typeof value !== "string" || !/^[A-Za-z]{3}$/u.test(value.trim())) return null;
      currency = value.trim().toUpperCase();
    } else if (NOTE_KEYS.test(key)) {
      notes.push(text);
      values.push(text);
    } else if (CONTEXT_KEYS.test(key)) {
      values.push(text);
    } else return null;
  }
  if (!offers || price === null) return null;
  const note = notes.map((n) => n.replace(/\d+(?:[.,:/-]\d+)*/gu, " ").trim()).filter((n) => n !== "");
  const text = `Counter-offer: ${price.value}${currency ? ` ${currency}` : ""} ${price.total ? "in total" : "per unit"}.${note.length > 0 ? ` ${note.join(". ")}.` : ""}`;
  return { text, values: values.join(". ") };
}
