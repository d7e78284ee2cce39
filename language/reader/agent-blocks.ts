/**
 * Agents' structured blocks read as data (issue 29): a JSON object (alone, in a fence, or on lines of its own between
 * an agent's header and its reasons), a YAML block (bare or in a ```yaml fence), a Markdown table, or one labelled
 * line naming a decision or a question ("Decision — accept", "Query: …"), parsed with real parsers (JSON.parse, the
 * `yaml` package with the failsafe schema, a small rows → cells table reader), then recognised by shape rather than
 * by wording. This is the only reader of such blocks; its keys and tokens are English, German, French and Spanish.
 * - a decision ("decision: ACCEPT", "| Decisión | Retirada |", {"action": "accept", "price": {…}}) → "I accept your
 *   offer." / "I withdraw from this negotiation." (a price beside an acceptance is restated with it, so the prose
 *   reader's rule for "I accept your offer of 1890" holds: only the standing offer is taken at HIGH); a decision
 *   said in prose ("action: closing this negotiation; no further offers", "Entscheidung — Annahme des aktuellen
 *   Angebots") decides by its first word and is handed on whole, so a condition in it still makes it doubtful;
 * - a question object ({"type": "question", "topic": "warranty", "text": …}) → the question, its subject from the
 *   topic when the topic names one (French "tour" in the text is a lathe, not a round); a question put as a field
 *   ("question: earliest delivery date" beside the address and the date it is needed by) likewise;
 * - a percentage discount whose basis names the shop's offer → "I offer 8% off your current offer.";
 * - a split of the difference with both sides' figures → "Let's split the difference between 1480 and 1240." (the
 *   prose reader checks the figures against the standing offer and the last bid);
 * - a block with exactly one offer field (a listing with ids, ratings, mileage beside "offer: 4450"; a fenced
 *   counter-offer under a header that says so) → "Counter-offer: 4450 USD per unit.";
 * - a comparables table with one row that is the buyer's own ("| **Our offer** | **1,720** |") → that row as the
 *   bid; the other rows are context.
 * The result is a plain sentence for the ordinary reader, which still applies every check, and every key and value
 * as words for the look for instructions to the system (reading-guard.ts and reader/instructions.ts). A note is
 * carried into the sentence only when it may change the move (a condition, a hedge, a question); its numbers never.
 * Anything else — two candidate prices, a price key that is the shop's or the market's, a draft, an unknown action,
 * a key of a tool call or a role — is no block of ours: null, and the message is read as the text it is.
 */
import { parseDocument } from "yaml";
import { APPROVAL_PENDING, CONDITION, DOUBTFUL_ACCEPT, HEDGE, SUBJECTS } from "./intents";
import type { QuestionSubject } from "../interpretation";

/** The restated block: a sentence for the reader, and every key and value as words for the look for instructions. */
export interface BlockReading {
  text: string;
  values: string;
}

/** An agent's block is short; longer text is prose, or something else. */
const MAX_BLOCK = 2_000;
const MAX_ENTRIES = 16;
const MAX_ROWS = 12;

interface Entry {
  /** The key as plain lowercase words joined by "_", accents taken off ("Nächster Schritt" → "nachster_schritt"). */
  key: string;
  words: string[];
  /** The key as written. */
  raw: string;
  /** A scalar as written (numbers as their text); nested values are flattened into their own entries. */
  value: string;
  /** The key of the object this entry sits in ("price" for price.amount), or "". */
  parent: string;
}

interface Block {
  entries: Entry[];
  /** Prose before and after the block (a header line, a closing line); "" when none. */
  before: string;
  after: string;
  /** The rows of a table that is not a two-column field table (header first), or null. */
  table: string[][] | null;
}

const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
/** "nextStep", "Next Step", "naechster-schritt", "Décision" → "next_step", "naechster_schritt", "decision". */
const keyOf = (raw: string) =>
  plain(raw.replace(/([a-z])([A-Z])/gu, "$1_$2"))
    .replace(/[*_`]+/gu, " ")
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/gu, "");

// ---------------------------------------------------------------------------------------------------------------
// Parsing: JSON, YAML, Markdown tables. Nothing here decides what the block means.

/** The block in `message` and the prose around it, or null when the message holds no single block. */
export function parseBlock(message: string): Block | null {
  if (typeof message !== "string" || message.length > MAX_BLOCK) return null;
  const text = message.replace(/\r\n?/gu, "\n");
  const fences = text.split("```").length - 1;
  if (fences === 2) {
    const open = text.indexOf("```");
    const close = text.indexOf("```", open + 3);
    const firstLineEnd = text.indexOf("\n", open);
    if (firstLineEnd < 0 || firstLineEnd > close) return null;
    const lang = text.slice(open + 3, firstLineEnd).trim().toLowerCase();
    if (!/^(?:|json|ya?ml)$/u.test(lang)) return null;
    const inner = text.slice(firstLineEnd + 1, close);
    const body = inner.trim().startsWith("{") ? jsonEntries(inner) : yamlEntries(inner);
    if (!body) return null;
    return { entries: body, before: text.slice(0, open).trim(), after: text.slice(close + 3).trim(), table: null };
  }
  if (fences !== 0) return null;
  const trimmed = text.trim();
  if (trimmed.startsWith("{") && trimmed.endsWith("}")) {
    const entries = jsonEntries(trimmed);
    return entries ? { entries, before: "", after: "", table: null } : null;
  }
  const lines = text.split("\n");
  const isRow = (l: string) => /^\s*\|.*\|\s*$/u.test(l);
  const first = lines.findIndex(isRow);
  if (first >= 0) {
    let last = first;
    while (last + 1 < lines.length && isRow(lines[last + 1]!)) last++;
    if (lines.slice(last + 1).some(isRow)) return null;
    const rows = tableRows(lines.slice(first, last + 1));
    if (!rows) return null;
    const before = lines.slice(0, first).join("\n").trim();
    const after = lines.slice(last + 1).join("\n").trim();
    const fieldTable = rows[0]!.length === 2 && FIELD_HEADER.test(plain(`${rows[0]![0]} | ${rows[0]![1]}`));
    // "| Decision | Accept |" as the header row itself: a field table whose first field was made its header.
    const headed = rows[0]!.length === 2 && ACTION_KEYS.has(keyOf(rows[0]![0]!));
    if (fieldTable || headed) {
      const entries = rows.slice(fieldTable ? 1 : 0).map(([k, v]) => entry(k!, v!, ""));
      return { entries, before, after, table: null };
    }
    return { entries: [], before, after, table: rows };
  }
  // One labelled line naming a decision or a question ("**Decision:** ACCEPT", "Entscheidung — Annahme des aktuellen
  // Angebots.", "Query: how many counter-offers remain?"): a block of that one field. Any other lone labelled line
  // ("Counter-offer: 450 EUR", "Note: …") is prose.
  if (!trimmed.includes("\n")) {
    const labelled = LABELLED_LINE.exec(trimmed.replace(/\*\*|__/gu, ""));
    if (!labelled) return null;
    const key = keyOf(labelled[1]!);
    if (!ACTION_KEYS.has(key) && !QUESTION_KEYS.has(key)) return null;
    return { entries: [entry(labelled[1]!.trim(), labelled[2]!, "")], before: "", after: "", table: null };
  }
  // Bare `key: value` lines (YAML), alone or between a header and a closing line: one run of at least two.
  // A label with nothing after it ("Proposal:") is a header, unless indented fields follow it ("price:\n  amount: …").
  const indented = (l: string | undefined) => l !== undefined && /^[ \t]+\S/u.test(l);
  const keyed = lines.map((l, i) => (KEY_LINE.test(l) && (!/:[ \t*]*$/u.test(l) || indented(lines[i + 1]))) || indented(l));
  const starts = keyed.map((k, i) => k && !/^[ \t]/u.test(lines[i]!) && (i === 0 || !keyed[i - 1])).filter(Boolean).length;
  if (starts !== 1) return null;
  const start = keyed.indexOf(true);
  let end = start;
  while (end + 1 < lines.length && keyed[end + 1]) end++;
  if (end === start || /^[ \t]/u.test(lines[start]!)) return null;
  // "- key: value", "• key: value", "**Key:** value": the bullets and the emphasis are no part of the data.
  const run = lines.slice(start, end + 1).map((l) => l.replace(/^([ \t]*)(?:[-•*·–][ \t]+)/u, "$1").replace(/\*\*|__/gu, ""));
  const entries = yamlEntries(run.join("\n"));
  if (!entries) return null;
  return { entries, before: lines.slice(0, start).join("\n").trim(), after: lines.slice(end + 1).join("\n").trim(), table: null };
}

/**
 * An object on lines of its own between an agent's prose ("Counter-offer from buyer agent (ref. …):\n{"action":
 * "counter_offer", …}\nRationale: …"): the block, with the prose around it. Only one object, standing alone on its
 * lines, and no other brace in the message; otherwise null. Tried after parseBlock (readAgentBlock).
 */
export function parseEmbeddedObject(message: string): Block | null {
  if (typeof message !== "string" || message.length > MAX_BLOCK) return null;
  const text = message.replace(/\r\n?/gu, "\n");
  const open = text.indexOf("{");
  const close = text.lastIndexOf("}");
  if (open < 0 || close < open) return null;
  const before = text.slice(0, open);
  const after = text.slice(close + 1);
  if (/[{}]/u.test(before + after) || !/(?:^|\n)[ \t]*$/u.test(before) || !/^[ \t]*(?:\n|$)/u.test(after)) return null;
  // An object alone is parseBlock's.
  if (before.trim() === "" && after.trim() === "") return null;
  const entries = jsonEntries(text.slice(open, close + 1));
  return entries ? { entries, before: before.trim(), after: after.trim(), table: null } : null;
}

/** A lone labelled line: a short label, then a colon or a spaced dash ("Decision — accept"), then its value. */
const LABELLED_LINE = /^(?:[-•*·–][ \t]+)?([\p{L}][\p{L}_ -]{0,30}?)[ \t]*(?::|[ \t][—–][ \t])[ \t]*(\S.{0,199}?)[ \t]*$/u;

/** A line of a `key: value` block: a short label, a colon, then a value or nothing (a nested field follows). */
const KEY_LINE = /^(?:[-•*·–][ \t]+)?(?:\*\*)?[\p{L}"'][^:\n]{0,60}?(?:\*\*)?:(?:\*\*)?(?:[ \t]+\S[^\n]{0,300})?[ \t]*$/u;

/** A two-column field table's header ("| Field | Value |", "| Feld | Wert |", "| Champ | Valeur |", "| Campo | Valor |"). */
const FIELD_HEADER = /^(?:field|key|attribute|parameter|property|item|feld|schlussel|eintrag|parameter|eigenschaft|champ|cle|element|attribut|parametre|propriete|campo|clave|elemento|atributo|parametro|propiedad)\s*\|\s*(?:value|details?|wert|angabe|inhalt|valeur|detail|valor|detalle|dato)$/u;

function entry(rawKey: string, value: string, parent: string): Entry {
  const key = keyOf(rawKey);
  return { key, words: key.split("_").filter((w) => w !== ""), raw: rawKey, value, parent };
}

function jsonEntries(source: string): Entry[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    return null;
  }
  return objectEntries(parsed);
}

function yamlEntries(source: string): Entry[] | null {
  if (source.length > MAX_BLOCK) return null;
  try {
    // The failsafe schema reads every scalar as text (no tags run, no type guessed); no aliases, unique keys.
    const doc = parseDocument(source, { schema: "failsafe", uniqueKeys: true, prettyErrors: false, strict: true });
    if (doc.errors.length > 0 || doc.warnings.length > 0) return null;
    return objectEntries(doc.toJS({ maxAliasCount: 0 }));
  } catch {
    return null;
  }
}

/** A flat object, or one with objects one level deep (a price with its amount and currency); lists of scalars as one value. */
function objectEntries(parsed: unknown): Entry[] | null {
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const out: Entry[] = [];
  for (const [rawKey, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [innerKey, inner] of Object.entries(value as Record<string, unknown>)) {
        if (inner !== null && typeof inner === "object") return null;
        out.push(entry(innerKey, String(inner), keyOf(rawKey)));
      }
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length > 12 || value.some((v) => v !== null && typeof v === "object")) return null;
      out.push(entry(rawKey, value.join(", "), ""));
      continue;
    }
    out.push(entry(rawKey, value === null ? "" : String(value), ""));
  }
  return out.length > 0 && out.length <= MAX_ENTRIES ? out : null;
}

/** Markdown table lines as rows of cells, the |---| rule dropped, emphasis taken off; null when ragged or too long. */
function tableRows(lines: string[]): string[][] | null {
  if (lines.length < 2 || lines.length > MAX_ROWS + 2) return null;
  const rows: string[][] = [];
  for (const line of lines) {
    const cells = line.trim().slice(1, -1).split("|").map((c) => c.replace(/\*\*|__/gu, "").trim());
    if (cells.every((c) => /^:?-{3,}:?$/u.test(c))) continue;
    rows.push(cells);
  }
  if (rows.length < 2 || rows.some((r) => r.length !== rows[0]!.length) || rows[0]!.length < 2) return null;
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary: keys and values in English, German, French and Spanish, accents off, snake_case.

const set = (words: string) => new Set(words.split(/\s+/u).filter((w) => w !== ""));

/** Keys naming what the block does. */
const ACTION_KEYS = set(
  "action aktion accion type typ tipo intent intention intencion absicht move kind decision entscheidung outcome result ergebnis resultat resultado status statut estado state proposal_type type_de_proposition tipo_de_propuesta vorschlag vorschlagsart angebotsart art proposition propuesta next_action",
);
/** A key or a tool's field that has no place in a buyer's block: the message is read as the text it is. */
const FOREIGN_KEYS = set(
  "role tool tools tool_call tool_calls tool_name function function_call arguments args method params parameters system prompt system_prompt instructions instruction jsonrpc command cmd exec execute override sudo admin",
);

const ACCEPT_TOKENS = set(
  "accept accepted accept_offer accept_current_offer accept_latest_offer accepting annehmen angenommen annahme akzeptieren akzeptiert zusage accepter accepte acceptee acceptation accepter_offre aceptar acepto aceptado aceptada aceptacion aceptar_oferta",
);
const WITHDRAW_TOKENS = set(
  "withdraw withdrawn withdrawal walk_away walkaway walked_away abandon abandoned abort aborted exit quit end_negotiation terminate terminated terminate_negotiation no_deal stop_negotiation abbruch abbrechen abgebrochen ruckzug rueckzug zuruckziehen aussteigen ausstieg verhandlung_beenden kein_abschluss abandonner abandonne retrait se_retirer retirer quitter fin_de_negociation retirarse retirada abandonar abandono retirar sin_acuerdo sin_trato terminar no_agreement keine_einigung pas_d_accord aucun_accord",
);
const OFFER_TOKENS = set(
  "offer counter counter_offer counteroffer counter_proposal counterproposal bid proposal propose_offer make_offer submit_offer new_offer send_offer make_counter_offer submit_counter_offer revised_offer gegenangebot angebot gebot vorschlag preisvorschlag neues_angebot contre_offre contre_proposition offre proposition nouvelle_offre contraoferta oferta propuesta contrapropuesta nueva_oferta",
);
const QUESTION_TOKENS = set("question frage pregunta query consulta ask inquiry enquiry anfrage demande clarification rueckfrage ruckfrage");
const PERCENT_TOKENS = set(
  "percentage_discount percent_discount discount_percent discount_percentage percent_off percentage_off discount prozentualer_nachlass prozentualer_rabatt nachlass rabatt preisnachlass remise_en_pourcentage remise_pourcentage remise_en_pour_cent remise rabais descuento_porcentual descuento_en_porcentaje descuento rebaja",
);
const SPLIT_TOKENS = set(
  "split_difference split_the_difference meet_in_the_middle meet_halfway midpoint differenz_teilen die_differenz_teilen mitte in_der_mitte_treffen couper_la_poire_en_deux partager_la_difference milieu point_median partir_diferencia partir_la_diferencia dividir_diferencia dividir_la_diferencia punto_medio",
);
const FINAL_TOKENS = set("final final_offer best_and_final last_offer firm letztes_angebot endgultig endgueltig final_angebot offre_finale derniere_offre definitif oferta_final ultima_oferta definitivo definitiva");
const REJECT_TOKENS = set("reject rejected decline declined counter_and_reject ablehnen abgelehnt ablehnung rejeter rejete refuser refuse rechazar rechazado rechazada");
const STATE_KEYS = set("status statut estado state");
/** An offer's token with a verb before it ("submit_bid", "send_counter_offer", "propose_gegenangebot"). */
const offerToken = (t: string) => OFFER_TOKENS.has(t) || OFFER_TOKENS.has(t.replace(/^(?:make|submit|new|propose|send)_/u, ""));
const tokenKnown = (t: string) => offerToken(t) || [ACCEPT_TOKENS, WITHDRAW_TOKENS, QUESTION_TOKENS, PERCENT_TOKENS, SPLIT_TOKENS, FINAL_TOKENS, REJECT_TOKENS, DRAFT_TOKENS].some((s) => s.has(t));
const DRAFT_TOKENS = set("draft entwurf brouillon borrador unsent pending_approval pending_review");

/** Words of a key that name an amount. */
const AMOUNT_WORDS = set(
  "price preis prix precio amount betrag montant importe total totale gesamt gesamtpreis gesamtbetrag unit_price unitprice stueckpreis stuckpreis einzelpreis sum summe somme suma value wert valeur valor",
);
/** Words of a key that say the amount is the buyer's bid. */
const OFFER_WORDS = set(
  "offer offered bid counter counteroffer proposal proposed gebot angebot angebotspreis gebotspreis gegenangebot gesamtangebot preisvorschlag vorschlag offre offert offerte proposition propose contre contraoferta oferta ofrecido propuesta propuesto",
);
/** Words of a key that make an amount context: the shop's, the market's, a budget, an estimate, an earlier figure. */
const CONTEXT_WORDS = set(
  "list listed listing market avg average median mean seller sellers vendor asking shop store retail msrp rrp budget max maximum min minimum ceiling floor limit target estimate estimated estimation schaetzung geschaetzt estimee estimado estimacion restoration repair restaurierung reparatur restauration reparation restauracion reparacion previous prior last original your current standing verkaeufer verkaufer vendeur vendedor marktpreis listenpreis neupreis marche mercado promedio moyenne durchschnitt budgetobergrenze plafond tope presupuesto objetivo cible ziel shipping versand livraison envio fee gebuehr frais tarifa deposit anzahlung acompte deposito tax steuer taxe impuesto precedent precedente anterior vorher vorheriges bisheriges alt ancien antiguo comparable vergleich comparables",
);
const CURRENCY_KEYS = set("currency waehrung wahrung devise moneda divisa curr ccy");
const QUANTITY_KEYS = set("quantity qty menge anzahl quantite cantidad stuck units unites unidades");
const QUESTION_KEYS = set("question frage pregunta query consulta");
const TOPIC_KEYS = set("topic subject thema betreff sujet objet tema asunto about category kategorie categorie categoria");
const TEXT_KEYS = set("text texte texto question frage pregunta body message nachricht mensaje content inhalt contenu contenido query consulta details");
/** The basis of a percentage: the key, and a value naming the shop's own current offer. */
const BASIS_KEYS = set("basis base grundlage bezug reference referenz referencia applied_to applies_to on from auf sur sobre");
const SHOPS_OFFER = /\b(?:your|ihr\p{L}{0,2}|dein\p{L}{0,2}|euer\p{L}{0,2}|votre|ton|ta|su|tu|vuestra|current|latest|last|standing|aktuell\p{L}*|letzt\p{L}*|actuel\p{L}*|dernier\p{L}*|actual|ultima|ultimo)\b[^\n]{0,30}\b(?:offer|price|quote|angebot|preis|offre|prix|oferta|precio|cotizacion)\b|^(?:current|standing|latest)(?:_| )(?:offer|price)$/u;
/** Keys of a split: the seller's and the buyer's last figures. */
const SELLER_WORDS = set("seller sellers vendor shop your verkaeufer verkaufer haendler handler vendeur marchand vendedor tienda yours");
const BUYER_WORDS = set("buyer buyers my our mine kaeufer kaufer kunde acheteur client comprador cliente nuestro mi mon notre unser mein");

/** A comparables table's column of prices, and the row that is the buyer's own. */
const PRICE_HEADER = /\b(?:price|preis|prix|precio|amount|betrag|montant|importe|cost|kosten|cout|costo|coste)\b/u;
const OWN_ROW = /^(?:(?:our|my|the buyer'?s|buyer'?s?|unser\p{L}{0,2}|mein\p{L}{0,2}|notre|mon|ma|nuestra|mi)\s+)?(?:(?:counter[- ]?)?offer|bid|counter[- ]?offer|proposal|angebot|gebot|gegenangebot|vorschlag|offre|contre[- ]offre|proposition|oferta|contraoferta|propuesta)(?:\s*\([^)]{0,20}\))?$/u;

/** Words of a key whose value is the agent's own words: a note, a comment, a reason, a message. */
const NOTE_WORDS = set(
  "note notes notiz hinweis bemerkung bemerkungen remarque remarques raison commentaire commentaires nota notas comentario comentarios comment comments remark remarks message nachricht mensaje texte rationale reason reasons grund grunde motif motifs motivo motivos razon justification begruendung begrundung justificacion kommentar",
);

const OFFER_IN_VALUE = /\b(?:offer|bid|counter|proposal|propose|gegenangebot|angebot|gebot|biete\p{L}*|vorschlag|offre|proposition|propose\p{L}*|oferta|propuesta|ofrec\p{L}*|contraoferta)\b/u;

/** A note that may change the move: a condition, a hedge, approval pending, a doubt, a question. */
const MAY_CHANGE_THE_MOVE = /\?|\b(?:if|unless|once|pending|subject to|provided|conditional|only|approval|wenn|falls|sofern|sobald|nur|vorbehalt\p{L}*|bedingung\p{L}*|freigabe|si|s'il|seulement|sous reserve|condition\p{L}*|validation|siempre que|solo|sujeto|pendiente|condicion\p{L}*|aprobacion)\b/u;

// ---------------------------------------------------------------------------------------------------------------
// Reading a block by its shape.

/** The block in `message` restated as a plain sentence, or null when it is not an agent's block of a known shape. */
export function readAgentBlock(message: string): BlockReading | null {
  // A message that is no block of ours may still hold an object on lines of its own between prose.
  return readBlock(() => parseBlock(message)) ?? readBlock(() => parseEmbeddedObject(message));
}

function readBlock(parse: () => Block | null): BlockReading | null {
  let block: Block | null;
  try {
    block = parse();
  } catch {
    return null;
  }
  if (!block) return null;
  const around = (sentence: string) => [block!.before, sentence, block!.after].filter((s) => s !== "").join("\n");
  if (block.table) {
    const bid = comparablesBid(block.table);
    const values = [block.before, ...block.table.map((r) => r.join(". ")), block.after].filter((s) => s !== "").join("\n");
    // A table of comparables or options with no row of the buyer's own is context: only the prose around it is read.
    return { text: bid ? around(bid) : [block.before, block.after].filter((s) => s !== "").join("\n"), values };
  }
  const entries = block.entries;
  if (entries.some((e) => FOREIGN_KEYS.has(e.key) || FOREIGN_KEYS.has(e.parent))) return null;
  // A protocol token ("percentage_discount", "WALK_AWAY", an action's first word in "WALK_AWAY, over budget") is
  // the agent's word for a move, looked at as words.
  const asWords = (e: Entry) =>
    /^[\p{L}_-]+$/u.test(e.value.trim()) ? e.value.replace(/[_-]+/gu, " ") : ACTION_KEYS.has(e.key) ? e.value.replace(/^\s*[\p{L}_]+/u, (w) => w.replace(/_+/gu, " ")) : e.value;
  let values = "";
  const sentence = readEntries(entries, block.before, block.before !== "" || block.after !== "");
  if (sentence === null) return null;
  // The price an acceptance names ("agreed_price: 2400") is what it takes, not a claim that the shop agreed: the
  // restatement asks unless it is the standing offer, so the key is looked at as "price".
  const accepting = sentence.startsWith("I accept");
  const shown = (e: Entry) => (accepting ? e.key.replace(/(?:^|_)(?:agreed|accepted|vereinbart\p{L}*|akzeptiert\p{L}*|convenu|accepte|acordado|aceptado)(?=_|$)/gu, "") : e.key).replace(/_+/gu, " ").trim();
  values = [block.before, ...entries.map((e) => `${shown(e)}: ${asWords(e)}`), block.after].filter((s) => s !== "").join("\n");
  // A block we know the shape of but that says no move plainly (HOLD) is context: only the prose around it is read.
  return { text: sentence === HOLD ? [block.before, block.after].filter((s) => s !== "").join("\n") : around(sentence), values };
}

/** A block of a known shape that must not be acted on: a discount off someone else's price, a price nobody offers. */
const HOLD = "\u0000hold";

function readEntries(entries: Entry[], header: string, prose: boolean): string | null {
  // An action key may sit in the object the move is in ({"proposal": {"type": "percent_discount", …}}).
  const actions = entries.filter((e) => ACTION_KEYS.has(e.key) && !CURRENCY_KEYS.has(e.parent));
  if (actions.some((e) => DRAFT_TOKENS.has(keyOf(e.value)) || /^(?:draft|entwurf|brouillon|borrador)\b/u.test(plain(e.value)))) return null;
  // A state in prose ("estado: pátina, una letra doblada", "status: used, good") describes the thing: context;
  // one that opens with a decision ("Status: WALK_AWAY? Should we stop here?") says it in prose, as below.
  const firstWord = (e: Entry) => keyOf(/^\s*[\p{L}_]+/u.exec(e.value)?.[0] ?? "");
  const decides = (e: Entry) => ACCEPT_TOKENS.has(firstWord(e)) || WITHDRAW_TOKENS.has(firstWord(e));
  const described = (e: Entry) => STATE_KEYS.has(e.key) && /\s/u.test(e.value.trim()) && !tokenKnown(keyOf(e.value)) && !decides(e);
  const moves = actions.filter((e) => !described(e));
  // An action said in prose ("action: closing this negotiation; no further offers will follow", "Entscheidung —
  // Annahme des aktuellen Angebots"): its first word decides when it accepts or walks away, and all of it is heard
  // by the prose reader as a note (a condition in it still makes the move doubtful). Prose with a figure in it, or
  // with more labels in it ("Status: WALK_AWAY. Reason: …", a decision record's), is the prose reader's.
  const spoken = moves.filter((e) => /\s/u.test(e.value.trim()));
  if (spoken.some((e) => /\d/u.test(e.value) || MORE_LABELS.test(e.value))) return null;
  const deciding = spoken.filter(decides);
  const tokens = [...moves.filter((e) => !spoken.includes(e)).map((e) => keyOf(e.value)), ...deciding.map(firstWord)];
  // Prose that neither accepts nor walks away, with no other action beside it, says the move in words: read as text.
  if (spoken.length > 0 && tokens.length === 0) return null;
  const kinds = new Set(
    tokens.map((t) =>
      ACCEPT_TOKENS.has(t) ? "accept" : WITHDRAW_TOKENS.has(t) ? "withdraw" : QUESTION_TOKENS.has(t) ? "question" : PERCENT_TOKENS.has(t) ? "percent" : SPLIT_TOKENS.has(t) ? "split" : offerToken(t) ? "offer" : FINAL_TOKENS.has(t) ? "final" : REJECT_TOKENS.has(t) ? "reject" : "unknown",
    ),
  );
  // "type: question" beside "action: …" is one thing only; an action we do not know is not guessed at.
  if (kinds.has("unknown") || kinds.size > 1) return null;
  const kind = [...kinds][0] ?? null;
  // A question beside a move ("question: …" with "decision: accept") says two things: the prose reader asks.
  if (kind !== null && kind !== "question" && entries.some((e) => QUESTION_KEYS.has(e.key))) return null;
  // Only money nests ({"price": {"amount": …}}) or the move itself ({"proposal": {…}}); any other object
  // ("shipping": {"carrier": …}) is a structure this reader does not know.
  if (entries.some((e) => e.parent !== "" && !e.parent.split("_").some((w) => AMOUNT_WORDS.has(w) || OFFER_WORDS.has(w)))) return null;
  const notes = notesOf(entries, kind === "withdraw", spoken);
  switch (kind) {
    case "accept":
      return acceptance(entries, notes);
    case "withdraw":
      return moneyFields(entries).some((e) => !isContextAmount(e)) ? null : `I withdraw from this negotiation.${notes}`;
    case "question":
      return question(entries);
    case "percent":
      return percentOff(entries, notes);
    case "split":
      return split(entries, notes);
    case "offer":
      return offer(entries, notes, true);
    case "final": {
      // "status: final" beside one offer field: the last offer, said as the prose reader reads it.
      const bid = offer(entries, notes, true);
      return bid === null || bid === HOLD ? bid : `${bid} This is my final offer.`;
    }
    case "reject":
      // Turning down the shop's offer and naming one's own is a counter-offer; turning it down alone is not leaving.
      return moneyFields(entries).some((e) => !isContextAmount(e)) ? offer(entries, notes, true) : null;
    default: {
      // No action named: a block with one offer field, or under a header that names a counter-offer.
      const bid = offer(entries, notes, headerOffers(header));
      if (bid !== null) return bid;
      // A block of context only (a market scan, the item's details) beside prose: the prose says the move.
      // A question put as data ("question: earliest delivery date", "frage: …" beside the address and the date it
      // is needed by) asks it; the other fields are its context.
      if (entries.some((e) => QUESTION_KEYS.has(e.key))) return question(entries);
      // ("Subject: Offer 1,500 EUR" above an e-mail's body is no context list: the prose reader reads it whole.)
      const bidLike = entries.some((e) => (isMoneyKey(e) && !isContextAmount(e)) || OFFER_IN_VALUE.test(plain(e.value)));
      if (bidLike) return null;
      // Only the shop's, the market's or a budget's figure ("askingPrice: 100", "list_price: 2400"): never a bid.
      const contextOnly = moneyFields(entries).length > 0;
      return prose || contextOnly ? HOLD : null;
    }
  }
}

/**
 * The line right above a block names it the buyer's offer ("Counter-offer from the buyer's agent:", "Here is my
 * client's offer for the loom:", "Das Angebot meiner Mandantin:", "Proposal:"), not when the offer is the shop's
 * ("Your offer:", "Seller's offer:") or only mentioned ("Before we make an offer, the details:").
 */
const HEADER_OFFERS = /\b(?:counter[- ]?offer|counter[- ]?proposal|offer|bid|proposal|gegenangebot|angebot|gebot|vorschlag|contre[- ](?:offre|proposition)|offre|proposition|contraoferta|contrapropuesta|oferta|propuesta)\b/u;
const SOMEONE_ELSES = /\b(?:your|yours|ihr\p{L}{0,2}|dein\p{L}{0,2}|euer\p{L}{0,2}|votre|vos|ton|su|sus|tu|seller'?s?|vendor'?s?|shop'?s?|verkaufer\p{L}{0,2}|haendler\p{L}{0,2}|handler\p{L}{0,2}|vendeur|vendedor|tienda|list|listing|market|markt|marche|mercado)\b/u;

function headerOffers(header: string): boolean {
  const line = plain(header.split("\n").filter((l) => l.trim() !== "").pop() ?? "").replace(/^[#>*_\s]+/u, "");
  return HEADER_OFFERS.test(line) && !SOMEONE_ELSES.test(line) && !MENTION_ONLY.test(line);
}

/** An offer only mentioned, not made: "Before we make an offer", "Bevor wir bieten", "Avant de faire une offre". */
const MENTION_ONLY = /\b(?:before|prior to|once|if|when|will|would|going to|vor|bevor|wenn|falls|sobald|avant|si|quand|antes|cuando)\b|\?/u;

/** More labels inside one field's prose ("WALK_AWAY. Reason: over budget"): a one-line record, not a field. */
const MORE_LABELS = /[.;,]\s*[\p{L}][\p{L} _-]{1,30}:/u;

/**
 * The notes worth handing to the prose reader: those that may change the move, and an action said in prose
 * (`actionsInProse`, its first word as words), their numbers left out.
 */
function notesOf(entries: Entry[], leaving: boolean, actionsInProse: Entry[] = []): string {
  // A walk-away's reason names whose limit it was ("above my principal's ceiling"): no approval is pending there.
  const changers = leaving ? [CONDITION, HEDGE] : [CONDITION, HEDGE, APPROVAL_PENDING, DOUBTFUL_ACCEPT];
  const out: string[] = [];
  for (const e of entries) {
    if (actionsInProse.includes(e)) {
      out.push(e.value.trim().replace(/^[\p{L}_]+/u, (w) => w.replace(/_+/gu, " ")).replace(/[.]$/u, ""));
      continue;
    }
    if (e.parent !== "" || ACTION_KEYS.has(e.key) || /^\s*[\d.,\s%-]*$/u.test(e.value)) continue;
    if (isMoneyKey(e) || CURRENCY_KEYS.has(e.key) || TOPIC_KEYS.has(e.key)) continue;
    const said = plain(e.value);
    const mayChange = MAY_CHANGE_THE_MOVE.test(said) || changers.some((re) => re.test(e.value.toLowerCase()));
    // A note, a comment or a reason is the agent speaking: the prose reader hears it (irony, a doubt), except a
    // walk-away's reason, which only says why.
    const spoken = !leaving && e.words.some((w) => NOTE_WORDS.has(w));
    if (mayChange || spoken) out.push(e.value.replace(/\d+(?:[.,:/'-]\d+)*/gu, " ").replace(/\s+/gu, " ").trim().replace(/[.]$/u, ""));
  }
  return out.length > 0 ? ` ${out.join(". ")}.` : "";
}

/** A German compound key ending in an amount word ("listenpreis", "marktpreis", "kaufbetrag") names an amount too. */
const amountWord = (w: string) => AMOUNT_WORDS.has(w) || OFFER_WORDS.has(w) || /^\p{L}{3,}(?:preis|betrag|summe)$/u.test(w);
const isMoneyKey = (e: Entry) => e.words.some(amountWord) || amountWord(e.parent) || e.parent.split("_").some(amountWord);
const isContextAmount = (e: Entry) => e.words.some((w) => CONTEXT_WORDS.has(w)) || e.parent.split("_").some((w) => CONTEXT_WORDS.has(w));

/** Entries holding an amount of money (their own key or the object they sit in names one), currencies aside. */
function moneyFields(entries: Entry[]): Entry[] {
  return entries.filter((e) => !CURRENCY_KEYS.has(e.key) && isMoneyKey(e) && moneyOf(e.value) !== null);
}

interface Money {
  amount: string;
  currency: string;
}

const CURRENCY_SIGN: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP", us$: "USD", usd: "USD", eur: "EUR", gbp: "GBP", chf: "CHF", euro: "EUR", euros: "EUR", dollars: "USD" };

/** "4450", "USD 4,450", "4.450 EUR", "4 450 €", "255,00", "1'100" → the amount as digits and the currency named, or null. */
export function moneyOf(written: string): Money | null {
  const m = /^\s*(?:([A-Za-z]{3}|US\$|[$€£])\s?)?(\d{1,3}(?:([.,'\u00a0\u202f ])\d{3}(?:\3\d{3}){0,2})?|\d{1,9})(?:([.,])(\d{1,2}))?\s?(?:([A-Za-z]{3}|[$€£]|euros?|dollars))?\s*$/u.exec(written);
  if (!m) return null;
  const [, pre, whole, sep, dec, cents, post] = m;
  // "4.450,00" and "4,450.00": the decimal mark is the other one; "1.640" in a German block is a thousand.
  if (sep && dec && sep === dec) return null;
  if (pre && post) return null;
  const named = (pre ?? post ?? "").toLowerCase();
  const currency = named === "" ? "" : (CURRENCY_SIGN[named] ?? named.toUpperCase());
  if (named !== "" && !/^[A-Z]{3}$/u.test(currency)) return null;
  const digits = whole!.replace(/[.,'\u00a0\u202f ]/gu, "");
  return { amount: cents ? `${digits}.${cents.padEnd(2, "0")}` : digits, currency };
}

/** Currency codes a key may carry ("offer_usd", "max_budget_eur"). */
const KEY_CURRENCIES = set("eur usd gbp chf cad aud nzd mxn");

function currencyOf(entries: Entry[], found: Money): string | null {
  const named = entries.filter((e) => CURRENCY_KEYS.has(e.key)).map((e) => e.value.trim().toUpperCase());
  for (const e of moneyFields(entries)) for (const w of e.words) if (KEY_CURRENCIES.has(w) && !isContextAmount(e)) named.push(w.toUpperCase());
  const all = [...new Set([...named, ...(found.currency ? [found.currency] : [])])];
  if (all.length > 1 || all.some((c) => !/^[A-Z]{3}$/u.test(c))) return null;
  return all[0] ?? "";
}

function acceptance(entries: Entry[], notes: string): string | null {
  const money = moneyFields(entries).filter((e) => !isContextAmount(e));
  // A bid field beside an acceptance ("offer", "counter") says two things: the prose reader gets neither.
  if (money.some((e) => e.words.some((w) => OFFER_WORDS.has(w) && w !== "offer"))) return null;
  if (money.length > 1) return null;
  if (money.length === 0) return `I accept your offer.${notes}`;
  const found = moneyOf(money[0]!.value)!;
  const currency = currencyOf(entries, found);
  if (currency === null) return null;
  // The price restated: "I accept your offer of 1890 USD" is taken only when it is the standing offer.
  return `I accept your offer of ${found.amount}${currency ? ` ${currency}` : ""}.${notes}`;
}

function question(entries: Entry[]): string | null {
  if (moneyFields(entries).some((e) => !isContextAmount(e))) return null;
  const topic = entries.find((e) => TOPIC_KEYS.has(e.key))?.value ?? "";
  // The question's own field first ("question: …" beside "message: …"), else the block's text.
  const text = (entries.find((e) => QUESTION_KEYS.has(e.key)) ?? entries.find((e) => TEXT_KEYS.has(e.key) && !ACTION_KEYS.has(e.key)))?.value.trim() ?? "";
  const subject = topic ? subjectOfTopic(topic) : undefined;
  const canonical = subject ? CANONICAL_QUESTION[subject] : undefined;
  if (canonical) return canonical;
  if (text === "") return null;
  return /[?？]$/u.test(text) ? text : `${text}?`;
}

/** The subject a topic names ("warranty", "Garantie", "garantía", "delivery_time", "Lieferzeit"), or undefined. */
function subjectOfTopic(topic: string): QuestionSubject | undefined {
  const words = topic.toLowerCase().replace(/[_-]+/gu, " ");
  // The topic is one or two words: "tour" would be a round only in a text, never as a topic of a buyer's question.
  if (words.split(/\s+/u).length > 3) return undefined;
  for (const [subject, re] of SUBJECTS) if (subject !== "rounds-left" && re.test(words)) return subject;
  if (/\b(?:price|preis|prix|precio|cost|kosten)\b/u.test(words)) return "standing-offer";
  return undefined;
}

/** One plain question per subject, as the prose reader reads it. */
const CANONICAL_QUESTION: Partial<Record<QuestionSubject, string>> = {
  shipping: "How much is shipping?",
  delivery: "When would it be delivered?",
  warranty: "What warranty comes with it?",
  payment: "Which payment methods do you take?",
  returns: "Can it be returned?",
  negotiable: "Is the price negotiable?",
  "standing-offer": "What is your current price?",
  discount: "Is there a discount?",
};

function percentOff(entries: Entry[], notes: string): string | null {
  if (moneyFields(entries).some((e) => !isContextAmount(e) && !/%/u.test(e.value))) return null;
  const percents = entries.filter((e) => /^\s*\d{1,2}(?:[.,]\d+)?\s?(?:%|percent|prozent|pour ?cent|por ?ciento)\s*$/iu.test(e.value));
  if (percents.length !== 1) return null;
  const percent = /\d{1,2}(?:[.,]\d+)?/u.exec(percents[0]!.value)![0];
  if (!/^\d{1,2}$/u.test(percent)) return null;
  const basis = entries.find((e) => BASIS_KEYS.has(e.key));
  // Only off the shop's own offer: a discount off a list price, a market price or nothing named is asked.
  if (!basis || !SHOPS_OFFER.test(plain(basis.value))) return HOLD;
  return `I offer ${percent}% off your current offer.${notes}`;
}

function split(entries: Entry[], notes: string): string | null {
  const figures = entries.filter((e) => moneyOf(e.value) !== null && !QUANTITY_KEYS.has(e.key));
  const seller = figures.filter((e) => e.words.some((w) => SELLER_WORDS.has(w)));
  const buyer = figures.filter((e) => e.words.some((w) => BUYER_WORDS.has(w)));
  if (seller.length > 1 || buyer.length > 1 || figures.length > seller.length + buyer.length) return null;
  if (seller.length === 0 && buyer.length === 0) return `Let's split the difference.${notes}`;
  if (seller.length !== 1 || buyer.length !== 1) return null;
  const s = moneyOf(seller[0]!.value)!;
  const b = moneyOf(buyer[0]!.value)!;
  // The prose reader checks both figures against the standing offer and the buyer's last bid.
  return `Let's split the difference between ${s.amount} and ${b.amount}.${notes}`;
}

function offer(entries: Entry[], notes: string, offered: boolean): string | null {
  const money = moneyFields(entries).filter((e) => !isContextAmount(e));
  if (money.length !== 1) return null;
  const field = money[0]!;
  const keyOffers = field.words.some((w) => OFFER_WORDS.has(w)) || field.parent.split("_").some((w) => OFFER_WORDS.has(w));
  // "item: …, price: 2150" with nothing saying it is offered may be the shop's price quoted back: not a bid.
  if (!offered && !keyOffers) return HOLD;
  // A percentage beside the price ("discount: 8%") makes two moves of one block.
  if (entries.some((e) => /%/u.test(e.value) && /^\s*\d/u.test(e.value))) return null;
  const found = moneyOf(field.value)!;
  const currency = currencyOf(entries, found);
  if (currency === null) return null;
  const total = [...field.words, ...field.parent.split("_")].some((w) => /^(?:total|totale|gesamt\p{L}*)$/u.test(w));
  return `Counter-offer: ${found.amount}${currency ? ` ${currency}` : ""} ${total ? "in total" : "per unit"}.${notes}`;
}

/** A comparables table's bid: the one row labelled as the buyer's own offer, its price column's amount. */
function comparablesBid(rows: string[][]): string | null {
  const header = rows[0]!.map((c) => plain(c));
  const priceColumns = header.map((h, i) => (PRICE_HEADER.test(h) ? i : -1)).filter((i) => i >= 0);
  if (priceColumns.length !== 1) return null;
  const column = priceColumns[0]!;
  // "Price (USD)", "Preis (EUR)": the column's currency.
  const headerCurrency = /\((usd|eur|gbp|chf|cad|aud|mxn)\)/u.exec(header[column]!)?.[1]?.toUpperCase() ?? "";
  const own = rows.slice(1).filter((r) => {
    const label = plain(r[0]!).replace(/[:.]$/u, "").trim();
    return OWN_ROW.test(label);
  });
  if (own.length !== 1 || column === 0) return null;
  const found = moneyOf(own[0]![column]!);
  if (!found) return null;
  if (found.currency && headerCurrency && found.currency !== headerCurrency) return null;
  const currency = found.currency || headerCurrency;
  return `Our offer: ${found.amount}${currency ? ` ${currency}` : ""}.`;
}
