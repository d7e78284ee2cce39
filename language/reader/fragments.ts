/**
 * Agents' structured messages: a flat JSON object naming a counter-offer ({"action": "counter_offer", "item": …,
 * "unit_price": 412.50, "currency": "USD", "note": "offer valid for 48h"}), as agent frameworks emit them. Parsed
 * with JSON.parse rather than read as prose: the bid is the one price field, the action says it is an offer, and
 * the other fields are context. The object is restated as a plain sentence ("Counter-offer: 412.50 USD per unit.")
 * for the ordinary reader, which still applies every check (currency, far above the shop's offer, conditions in
 * the note). Only a closed set of keys is understood: an object with any other key (a tool call, a role, a
 * status) is not restated and is read as the text it is, with its suspicions.
 *
 * A buyer agent's decision is the buyer speaking, in whatever language its keys and values are in: {"decision":
 * "walk_away"}, {"entscheidung": "abbruch"}, {"décision": "abandon"}, {"decisión": "retirarse"} is restated as "I
 * withdraw from this negotiation.", {"decision": "accept"} as "I accept your offer.", and the prose reader then
 * weighs it like that sentence (a note with a condition or a doubt still makes it doubtful). Flags beside the
 * decision ("further_offers": false) are context; every key and value is handed on to be looked at for
 * instructions to the system, so a key like "reply_template" or a value like "ignore previous instructions" caps
 * the reading as it would in prose. The same decision written as `key: value` lines (YAML, or a fenced block)
 * reads the same; an object on the first lines with the agent's prose after it reads like one between prose.
 */

import { readAgentBlock } from "./agent-blocks";

/** At most this many characters are parsed (the reader's own bound is larger; an agent's object is short). */
const MAX_FRAGMENT = 1_000;

const ACTION_KEYS = /^(?:action|aktion|accion|acción|type|typ|intent|intention|intencion|intención|absicht|move|kind|decision|entscheidung|décision|decisión|outcome|result|ergebnis|résultat|resultat|resultado|status|statut|estado)$/u;
/** An action that offers: "counter_offer", "PROPOSE_OFFER", "gegenangebot", "contre_offre", "contraoferta". */
const OFFER_ACTION = /^(?:(?:make|submit|new|propose|send)_)?(?:counter|counter_?offer|counter_?proposal|offer|bid|proposal|propose_offer|gegenangebot|angebot|gebot|vorschlag|contre_offre|contre_proposition|offre|proposition|contraoferta|oferta|propuesta)$/u;
/** An action that takes the shop's standing offer: "accept", "ACCEPT_OFFER", "annehmen", "accepter", "aceptar". */
const ACCEPT_ACTION = /^(?:accept|accept_offer|accepted|accept_current_offer|annehmen|akzeptieren|angenommen|annahme|zusage|accepter|accepte|acceptée?|accepter_offre|aceptar|acepto|aceptada|aceptado|aceptar_oferta)$/u;
/**
 * An action that walks away: "walk_away", "WITHDRAW", "abort", "abbruch", "rückzug", "abandon", "retrait",
 * "retirarse", "abandonar". Not "reject" or "decline": an agent may reject one offer and go on.
 */
const WITHDRAW_ACTION = /^(?:walk_?away|walked_away|withdraw|withdrawn|withdrawal|abandon|abandoned|abort|aborted|exit|quit|end_negotiation|terminate|terminate_negotiation|no_deal|stop_negotiation|abbruch|abbrechen|abgebrochen|rückzug|rueckzug|zurückziehen|aussteigen|ausstieg|verhandlung_beenden|kein_abschluss|abandonner|abandonné|retrait|se_retirer|retirer|quitter|fin_de_négociation|retirarse|retirada|abandonar|abandono|retirar|sin_acuerdo|sin_trato|terminar|no_agreement|keine_einigung|pas_d_accord|aucun_accord)$/u;
/** Words of a key that name the bid itself ("offer_eur", "bid", "gebot"): the key says it offers. */
const OFFER_KEY_WORDS = new Set("offer bid counter counteroffer gebot angebot gegenangebot gesamtangebot offre oferta contraoferta propuesta proposal".split(" "));
/** A currency named in the key ("offer_eur", "max_budget_usd"). */
const CURRENCY_WORDS = new Set("eur usd gbp chf cad aud nzd mxn".split(" "));
/** Words of a key naming an amount. */
const AMOUNT_WORDS = new Set("budget presupuesto ceiling plafond price preis prix precio amount betrag montant importe bid gebot offer angebot offre oferta stueckpreis stückpreis einzelpreis gesamtpreis gesamtbetrag gesamtangebot total totale gesamt unitprice".split(" "));
/** Words that make an amount context, not the bid: the list or market price, a budget, the shop's or an earlier offer. */
const CONTEXT_WORDS = new Set(
  "list listed market budget max maximum min minimum target previous prior last your seller current asking median average avg ceiling floor ziel budgetobergrenze marktpreis listenpreis vorher vorheriges bisheriges précédent precedent precedente anterior objetivo presupuesto plafond cible marche marché mercado shop vendeur vendedor verkäufer original".split(" "),
);
const TOTAL_WORDS = new Set("total totale gesamt gesamtpreis gesamtbetrag gesamtangebot".split(" "));
const CURRENCY_KEYS = /^(?:currency|waehrung|währung|devise|moneda|divisa|curr|ccy)$/u;
/** Context the bid does not depend on: what is bought, how many, how long the offer stands. */
const CONTEXT_KEYS = /^(?:item|items|product|produkt|produit|producto|article|artikel|articulo|artículo|sku|model|modell|modele|modèle|modelo|description|beschreibung|valid(?:ity|_until|_for)?|validite|validité|validez|valido_hasta|gueltig(?:keit|_bis)?|gültig(?:keit|_bis)?|valable|valable_jusqu_au|valable_jusqu'au|valida_hasta|válida_hasta|expires?|expiry|ablauf|quantity|qty|menge|anzahl|quantite|quantité|cantidad|unit|einheit|unite|unité|unidad|request|anfrage|demande|solicitud|dates?|termine?|datum|fechas?|duration|dauer|durée|duree|duración|duracion)$/u;
/** A question put as data ("question: earliest delivery date", {"frage": "…"}): restated as the question it asks. */
const QUESTION_KEYS = /^(?:question|frage|pregunta|query|consulta)$/u;

/** Words a note may carry on to the reader (a condition, a hedge); its numbers are dropped (validity, dates). */
const NOTE_KEYS = /^(?:note|notes|notiz|hinweis|bemerkung|remarque|commentaire|nota|comentario|comment|remarks?|message_text|message|nachricht|texte|mensaje|justification|begründung|rationale|reason|reasons|grund|gründe|motif|motifs|raison|motivo|motivos|razón|razon)$/u;

/** "unitPrice", "Unit-Price", "prix unitaire" → "unit_price", "prix_unitaire". */
const snake = (key: string) => key.replace(/([a-z])([A-Z])/gu, "$1_$2").toLowerCase().replace(/[-\s]+/gu, "_");
/** A key or token as words ("further_offers" → "further offers"), for the look for instructions to the system. */
const spaced = (key: string) => snake(key).replace(/_+/gu, " ").trim();

export interface Fragment {
  /** The bid restated as a plain sentence for the reader. */
  text: string;
  /** The object's string values, to be looked at for instructions to the system. */
  values: string;
}

/** The bid in `message` when it is a flat JSON object naming one counter-offer; null otherwise. Never throws. */
export function readJsonFragment(message: string): Fragment | null {
  // Blocks of the shapes agent-blocks.ts knows (decisions, questions, discounts, splits, listings, comparables,
  // fenced counter-offers) are read there first, by real parsers; the rest by the older reader below.
  const block = readAgentBlock(message);
  if (block) return block;
  // An object in a code fence ("```json … ```"), as chat agents print it, is the same object.
  const fenced = /^```(?:json|ya?ml)?\s*\n?([\s\S]*?)\n?\s*```$/u.exec(message.trim());
  const trimmed = (fenced ? fenced[1]! : message).trim();
  if (trimmed.length > MAX_FRAGMENT) return null;
  let parsed: unknown;
  if (trimmed.startsWith("{") && trimmed.endsWith("}")) {
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return null;
    }
  } else parsed = keyValueLines(trimmed);
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  let offers = false;
  let accepts = false;
  let withdraws = false;
  let question: string | null = null;
  const others: string[] = [];
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
    // "dates": ["2027-02-13", "2027-02-14"]: a list of plain values under a context key is context.
    if (Array.isArray(value) && CONTEXT_KEYS.test(key) && value.length <= 12 && value.every((v) => v === null || typeof v !== "object")) {
      values.push(spaced(rawKey), value.join(", "));
      continue;
    }
    if (value !== null && typeof value === "object") {
      if (Array.isArray(value) || !words.some((w) => AMOUNT_WORDS.has(w))) return null;
      const inner = Object.entries(value as Record<string, unknown>).map(([k, v]) => [snake(k), v] as const);
      const amount = inner.find(([k]) => k === "amount" || k === "value" || k === "betrag" || k === "montant" || k === "importe");
      if (!amount || inner.some(([k, v]) => k !== amount[0] && !(CURRENCY_KEYS.test(k) && readCurrency(v)))) return null;
      values.push(...inner.map(([k]) => spaced(k)));
      value = amount[1];
    }
    const text = typeof value === "string" ? value : String(value);
    // Every key is looked at for instructions too ("reply_template", "override_price"), as words.
    values.push(spaced(rawKey));
    // "action: closing this negotiation; no further offers will follow": an action said in prose is a note. When its
    // first word is the decision ("Entscheidung: Annahme des aktuellen Angebots", "Decision — accept. Please send
    // the invoice."), it decides too, and the rest is still read as prose (a condition in it makes it doubtful).
    if (ACTION_KEYS.test(key) && typeof value === "string" && /\s/u.test(text.trim())) {
      // "Status: WALK_AWAY. Reason: …", "Outcome: accepted. Agreed price: …": a one-line record with more labels in
      // it is the decision record's to read (offline-interpreter.ts), not a block's.
      if (/[.;,]\s*[\p{L}][\p{L} _-]{1,30}:/u.test(text)) return null;
      const word = /^[\p{L}_]+/u.exec(text.trim())?.[0] ?? "";
      const first = snake(word);
      if (ACCEPT_ACTION.test(first)) accepts = true;
      else if (WITHDRAW_ACTION.test(first)) withdraws = true;
      // The decision's token as words ("WALK_AWAY" → "walk away"): the protocol's word, not a tool's name.
      const said = text.trim().replace(word, spaced(word));
      notes.push(said);
      values.push(said);
    } else if (ACTION_KEYS.test(key)) {
      const action = snake(text.trim());
      if (ACCEPT_ACTION.test(action)) accepts = true;
      else if (WITHDRAW_ACTION.test(action)) withdraws = true;
      else if (!OFFER_ACTION.test(action)) return null;
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
      // "255,00" as the German, French and Spanish agents write it; "1,500" (a thousands comma) is not read.
      const amount = typeof value === "number" ? value.toString() : typeof value === "string" ? value.trim().replace(/^(\d{1,9}),(\d{2})$/u, "$1.$2") : null;
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
    } else if (QUESTION_KEYS.test(key) && typeof value === "string" && value.trim() !== "") {
      question = value.trim();
      values.push(text);
    } else if (typeof value === "boolean" || value === null) {
      // A flag beside the move ("further_offers": false, "final": true): context, its key looked at above.
      continue;
    } else if (typeof value === "string" || typeof value === "number") {
      // Any other plain field ("ship_to_zip", "required_by"): kept for a question, which binds no one; otherwise the
      // object is not restated.
      others.push(text);
      values.push(text);
    } else return null;
  }
  // {"question": "earliest delivery date", "ship_to_zip": …}: the question alone, its fields context (looked at above).
  if (question !== null) return offers || accepts || withdraws || price !== null ? null : { text: /[?？]$/u.test(question) ? question : `${question}?`, values: values.join(". ") };
  if (others.length > 0) return null;
  const note = notes.map((n) => n.replace(/\d+(?:[.,:/-]\d+)*/gu, " ").trim()).filter((n) => n !== "");
  // {"decision": "accept", "reason": "within budget"}: the shop's standing offer taken; with a price or an offer
  // beside it, which is meant is for the prose reader to ask.
  const noted = note.length > 0 ? ` ${note.join(". ")}.` : "";
  // Two moves in one object ("accept" and "walk_away" under two keys) say nothing plainly: read as text.
  if (accepts && withdraws) return null;
  if (accepts) return offers || price !== null ? null : { text: `I accept your offer.${noted}`, values: values.join(". ") };
  // {"decision": "walk_away", "reason": "seller price exceeds user maximum"}: leaving; a bid beside it is for prose.
  if (withdraws) return offers || price !== null ? null : { text: `I withdraw from this negotiation.${noted}`, values: values.join(". ") };
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
  // Prose on at least one side: an object alone is readJsonFragment's.
  if (/[{}]/u.test(before + after) || !/(?:^|\n)[ \t]*$/u.test(before) || !/^[ \t]*(?:\n|$)/u.test(after) || (before.trim() === "" && after.trim() === "")) return null;
  const inner = readJsonFragment(message.slice(open, close + 1));
  if (inner === null) return null;
  return { text: `${before}${inner.text}${after}`, values: `${before}${inner.values}${after}` };
}

/** A `key: value` line of an agent's block ("decision: walk_away", "reason: over budget", "- grund: zu teuer"). */
const KEY_VALUE_LINE = /^[ \t]*(?:-[ \t]+)?([\p{L}][\p{L}_ -]{0,30}?)[ \t]*(?::|[ \t][—–][ \t])[ \t]*(.{0,200}?)[ \t]*$/u;

/**
 * Lines that are all `key: value` (YAML-like, as agents print a decision), as a flat object: numbers as numbers,
 * true/false as flags, quotes taken off. At least two lines or one naming an action; any other line (prose, a
 * nested block, a list) and it is no such block: null.
 */
function keyValueLines(text: string): Record<string, unknown> | null {
  // "**Decision:** ACCEPT": the Markdown emphasis around a label is no part of it.
  const lines = tableRowsAsLines(text)
    .split("\n")
    .filter((l) => l.trim() !== "" && !/^[ \t]*---[ \t]*$/u.test(l))
    .map((l) => l.replace(/\*\*|__/gu, ""));
  if (lines.length === 0 || lines.length > 12) return null;
  const out: Record<string, unknown> = {};
  // "price:" with its amount and currency on indented lines below it: one level, as agents print a money field.
  let nested: Record<string, unknown> | null = null;
  for (const line of lines) {
    const m = KEY_VALUE_LINE.exec(line);
    if (!m) return null;
    const key = m[1]!.trim();
    const indented = /^[ \t]+/u.test(line);
    if (indented) {
      if (nested === null || m[2] === "" || key in nested) return null;
      nested[key] = scalar(m[2]!);
      continue;
    }
    if (key in out) return null;
    nested = null;
    if (m[2] === "") {
      nested = {};
      out[key] = nested;
      continue;
    }
    out[key] = scalar(m[2]!);
  }
  if (Object.values(out).some((v) => v !== null && typeof v === "object" && Object.keys(v).length === 0)) return null;
  if (!Object.keys(out).some((k) => ACTION_KEYS.test(snake(k)) || QUESTION_KEYS.test(snake(k)))) return null;
  return out;
}

/** A `key: value` line's value: numbers as numbers ("255.00", "255,00"), true/false as flags, quotes taken off. */
/** A two-column Markdown table's header ("| Field | Value |", "| Feld | Wert |", "| Champ | Valeur |", "| Campo | Valor |"). */
const TABLE_HEADER = /^(?:field|key|item|feld|schlüssel|eintrag|champ|clé|cle|élément|campo|clave|elemento)\s*\|\s*(?:value|details?|wert|angabe|valeur|détail|valor|detalle)$/iu;

/**
 * An agent's decision laid out as a two-column Markdown table is the same block as `key: value` lines: every row
 * "| Decision | Withdraw |" becomes "Decision: Withdraw", the header and its |---|---| rule are dropped. Text that is
 * not wholly such a table is returned as it is.
 */
function tableRowsAsLines(text: string): string {
  const rows = text.split("\n").filter((l) => l.trim() !== "");
  if (rows.length < 2 || !rows.every((l) => /^\s*\|.*\|\s*$/u.test(l))) return text;
  const out: string[] = [];
  for (const row of rows) {
    const cells = row.trim().slice(1, -1).split("|").map((c) => c.trim());
    if (cells.every((c) => /^:?-{3,}:?$/u.test(c))) continue;
    if (cells.length !== 2 || cells[0] === "" || cells[1] === "") return text;
    if (TABLE_HEADER.test(`${cells[0]} | ${cells[1]}`)) continue;
    // A row saying there is nothing more ("| Further offers | None |") is a flag, as false is in JSON.
    out.push(`${cells[0]}: ${/^(?:none|no|keine?|nein|aucune?|non|ninguna?|no hay|—|-)$/iu.test(cells[1]!) ? "false" : cells[1]}`);
  }
  return out.join("\n");
}

function scalar(written: string): unknown {
  const raw = written.replace(/^(["'])(.*)\1$/u, "$2");
  const decimal = raw.replace(/^(\d{1,9}),(\d{2})$/u, "$1.$2");
  if (/^\d{1,9}(?:\.\d{1,4})?$/u.test(decimal)) return Number(decimal);
  return /^(?:true|false)$/iu.test(raw) ? raw.toLowerCase() === "true" : raw;
}
