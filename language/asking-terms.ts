/**
 * The questions the shop asks about one term of a package product (reader/terms.ts) — a value out of range or off
 * its steps, which term a number is for, a term the product does not negotiate, a term named without a value — in
 * the four reply languages. Unlike ASK's questions (asking.ts), these carry the owner's labels, the buyer's own words,
 * ranges, units and lists, so each is one wording per language with named slots: the reader renders the English one
 * into a reading's `questions` (what the API shows), and a reply reads the slots back out of that sentence to ask the
 * same question in the buyer's language (`termQuestionIn`, called by `askedIn`). The owner's labels and the buyer's
 * words are kept as written; only the frame, the list words and the names of term families are translated.
 */
import type { Language } from "./interpretation";

type Wording = Readonly<Record<Language, string>>;

/**
 * Slots: {label} a term's label, {text} the buyer's words, {min} {max} {step} numbers, {unit} a unit written after a
 * number (nothing when the term has none), {unitName} a unit named on its own, {labels} terms' labels ("A or B"),
 * {terms} and {values} lists ("A, B"), {family} a family of terms the product does not negotiate, {choices} terms
 * described with their ranges or values ("A (0–90 days, in steps of 5) or B (basic, premium)").
 */
// Tried in this order when a sentence is read back: a question for a term without a unit comes before the same
// question with one, whose {unitName} would otherwise take "its own unit".
export const ASK_TERM = {
  outOfRange: {
    en: "{label} can be {min} to {max}{unit} here: what would you ask for instead, and at what unit price?",
    de: "{label} kann hier {min} bis {max}{unit} betragen: Was möchten Sie stattdessen, und zu welchem Stückpreis?",
    fr: "{label} peut aller ici de {min} à {max}{unit} : que demanderiez-vous à la place, et à quel prix unitaire ?",
    es: "{label} puede ser aquí de {min} a {max}{unit}: ¿qué pediría en su lugar, y a qué precio por unidad?",
  },
  offSteps: {
    en: "{label}: the values go in steps of {step}{unit} from {min} to {max}. Which value do you ask for?",
    de: "{label}: Die Werte gehen in Schritten von {step}{unit} von {min} bis {max}. Welchen Wert möchten Sie?",
    fr: "{label} : les valeurs vont par paliers de {step}{unit} de {min} à {max}. Quelle valeur demandez-vous ?",
    es: "{label}: los valores van en pasos de {step}{unit} de {min} a {max}. ¿Qué valor pide?",
  },
  sayWithName: {
    en: 'Do you ask for {label} "{text}"? Please say it with the term\'s name, e.g. "{label} {text}".',
    de: "Möchten Sie {label} „{text}“? Bitte schreiben Sie es mit dem Namen der Kondition, z. B. „{label} {text}“.",
    fr: "Demandez-vous {label} « {text} » ? Merci de l'écrire avec le nom de la condition, par ex. « {label} {text} ».",
    es: "¿Pide {label} «{text}»? Por favor, escríbalo con el nombre de la condición, p. ej. «{label} {text}».",
  },
  daysFromTodayFor: {
    en: 'How many days from today do you mean by "{text}" for {label}?',
    de: "Wie viele Tage ab heute meinen Sie mit „{text}“ für {label}?",
    fr: "Combien de jours à partir d'aujourd'hui entendez-vous par « {text} » pour {label} ?",
    es: "¿Cuántos días a partir de hoy quiere decir con «{text}» para {label}?",
  },
  daysFromToday: {
    en: 'How many days from today do you mean by "{text}"?',
    de: "Wie viele Tage ab heute meinen Sie mit „{text}“?",
    fr: "Combien de jours à partir d'aujourd'hui entendez-vous par « {text} » ?",
    es: "¿Cuántos días a partir de hoy quiere decir con «{text}»?",
  },
  howManyOwnUnits: {
    en: '{label} is counted in its own unit: how many do you mean by "{text}"?',
    de: "{label} wird in einer eigenen Einheit gezählt: Wie viele meinen Sie mit „{text}“?",
    fr: "{label} se compte dans sa propre unité : combien entendez-vous par « {text} » ?",
    es: "{label} se cuenta en su propia unidad: ¿cuántas quiere decir con «{text}»?",
  },
  howManyUnits: {
    en: '{label} is counted in {unitName}: how many {unitName} do you mean by "{text}"?',
    de: "{label} wird in {unitName} gezählt: Wie viele {unitName} meinen Sie mit „{text}“?",
    fr: "{label} se compte en {unitName} : combien de {unitName} entendez-vous par « {text} » ?",
    es: "{label} se cuenta en {unitName}: ¿cuántos {unitName} quiere decir con «{text}»?",
  },
  countedInOwnUnit: {
    en: "{label} is counted in its own unit: what do you ask for?",
    de: "{label} wird in einer eigenen Einheit gezählt: Was möchten Sie?",
    fr: "{label} se compte dans sa propre unité : que demandez-vous ?",
    es: "{label} se cuenta en su propia unidad: ¿qué pide?",
  },
  countedIn: {
    en: "{label} is counted in {unitName}: what do you ask for?",
    de: "{label} wird in {unitName} gezählt: Was möchten Sie?",
    fr: "{label} se compte en {unitName} : que demandez-vous ?",
    es: "{label} se cuenta en {unitName}: ¿qué pide?",
  },
  oneOfValues: {
    en: "{label} is one of {values}: which do you ask for?",
    de: "{label} ist einer dieser Werte: {values}. Welchen möchten Sie?",
    fr: "{label} prend l'une de ces valeurs : {values}. Laquelle demandez-vous ?",
    es: "{label} toma uno de estos valores: {values}. ¿Cuál pide?",
  },
  whichTermFor: {
    en: 'Which term do you mean by "{text}": {labels}?',
    de: "Welche Kondition meinen Sie mit „{text}“: {labels}?",
    fr: "Quelle condition entendez-vous par « {text} » : {labels} ?",
    es: "¿A qué condición se refiere con «{text}»: {labels}?",
  },
  notNegotiable: {
    en: "{family} is not negotiable for this product; the terms you can negotiate are {terms}. What do you propose?",
    de: "{family} ist bei diesem Produkt nicht verhandelbar; verhandeln können Sie {terms}. Was schlagen Sie vor?",
    fr: "{family} n'est pas négociable pour ce produit ; les conditions négociables sont {terms}. Que proposez-vous ?",
    es: "{family} no es negociable para este producto; las condiciones negociables son {terms}. ¿Qué propone?",
  },
  moreThanOne: {
    en: "Which {label} do you ask for? You named more than one.",
    de: "Welchen Wert für {label} möchten Sie? Sie haben mehr als einen genannt.",
    fr: "Quelle valeur de {label} demandez-vous ? Vous en avez indiqué plusieurs.",
    es: "¿Qué valor de {label} pide? Ha indicado más de uno.",
  },
  whichValue: {
    en: "What do you ask for: {choices}?",
    de: "Was möchten Sie: {choices}?",
    fr: "Que demandez-vous : {choices} ?",
    es: "¿Qué pide: {choices}?",
  },
} as const satisfies Record<string, Wording>;

/** How a term is described in `whichValue`'s {choices}: its range and steps, or its values. */
const DESCRIBED = {
  numeric: {
    en: "{label} ({min}–{max}{unit}, in steps of {step})",
    de: "{label} ({min}–{max}{unit}, in Schritten von {step})",
    fr: "{label} ({min}–{max}{unit}, par paliers de {step})",
    es: "{label} ({min}–{max}{unit}, en pasos de {step})",
  },
  values: { en: "{label} ({values})", de: "{label} ({values})", fr: "{label} ({values})", es: "{label} ({values})" },
} as const satisfies Record<string, Wording>;

/** The families of terms a buyer may name that a product does not negotiate (reader/term-words.ts' keys). */
const FAMILY_NAMES: Readonly<Record<string, Wording>> = {
  payment: { en: "Payment", de: "Die Zahlung", fr: "Le paiement", es: "El pago" },
  delivery: { en: "Delivery", de: "Die Lieferung", fr: "La livraison", es: "La entrega" },
  warranty: { en: "Warranty", de: "Die Garantie", fr: "La garantie", es: "La garantía" },
  support: { en: "Support", de: "Der Support", fr: "Le support", es: "El soporte" },
  quantity: { en: "Quantity", de: "Die Menge", fr: "La quantité", es: "La cantidad" },
};

const OR: Wording = { en: " or ", de: " oder ", fr: " ou ", es: " o " };

export type TermQuestion = keyof typeof ASK_TERM;
/** A term described with what may be asked of it. */
export type Choice = { label: string; min: number; max: number; unit: string | null; step: number } | { label: string; values: readonly string[] };
export interface TermSlots {
  label?: string;
  text?: string;
  min?: number;
  max?: number;
  step?: number;
  unit?: string | null;
  unitName?: string;
  labels?: readonly string[];
  terms?: readonly string[];
  values?: readonly string[];
  family?: string;
  choices?: readonly Choice[];
}

/** Slots as a sentence holds them: words, lists, or the slots of each described term. */
export type Filled = { [slot: string]: string | readonly string[] | readonly Filled[] };

/** A question about a term in `language`: in English, as a reading puts it in `questions`. */
export function askAboutTerm(question: TermQuestion, slots: TermSlots, language: Language = "en"): string {
  return render(ASK_TERM[question][language], filled(slots), language);
}

/** Which of ASK_TERM's questions an English sentence is, with what it fills its slots with; null for any other. */
export function readTermQuestion(sentence: string): { question: TermQuestion; slots: Filled } | null {
  for (const question of Object.keys(ASK_TERM) as TermQuestion[]) {
    const slots = slotsOf(ASK_TERM[question].en, sentence);
    if (slots !== null) return { question, slots };
  }
  return null;
}

/** The question in `language` when `sentence` is one of ASK_TERM's English sentences, else null. */
export function termQuestionIn(sentence: string, language: Language): string | null {
  const read = readTermQuestion(sentence);
  return read && render(ASK_TERM[read.question][language], read.slots, language);
}

function filled(slots: TermSlots): Filled {
  const out: Filled = {};
  for (const [name, value] of Object.entries(slots)) {
    if (value === undefined) continue;
    if (name === "choices") out[name] = (value as readonly Choice[]).map((c) => filled("values" in c ? { label: c.label, values: c.values } : { label: c.label, min: c.min, max: c.max, unit: c.unit, step: c.step }));
    else if (name === "unit") out[name] = value ? ` ${value as string}` : "";
    else out[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

function render(wording: string, slots: Filled, language: Language): string {
  return wording.replace(/\{(\w+)\}/gu, (_, name: string) => {
    const value = slots[name] ?? "";
    if (name === "family") return FAMILY_NAMES[value as string]?.[language] ?? capitalised(value as string);
    if (name === "choices") return (value as readonly Filled[]).map((c) => render("values" in c ? DESCRIBED.values[language] : DESCRIBED.numeric[language], c, language)).join(OR[language]);
    if (name === "labels") return (value as readonly string[]).join(OR[language]);
    if (name === "terms" || name === "values") return (value as readonly string[]).join(", ");
    return value as string;
  });
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const PATTERNS: Readonly<Record<string, string>> = {
  min: NUMBER,
  max: NUMBER,
  step: NUMBER,
  unit: String.raw`(?: .+?)?`,
  family: Object.values(FAMILY_NAMES).map((f) => f.en).join("|"),
};

const compiled = new Map<string, { re: RegExp; names: string[] }>();

/** A wording as a pattern: its words as written, each slot a group (a repeated slot must repeat its words). */
function patternOf(wording: string): { re: RegExp; names: string[] } {
  let hit = compiled.get(wording);
  if (hit) return hit;
  const names: string[] = [];
  const source = wording
    .split(/(\{\w+\})/u)
    .map((part) => {
      const slot = /^\{(\w+)\}$/u.exec(part)?.[1];
      if (slot === undefined) return part.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
      if (names.includes(slot)) return `\\k<${slot}>`;
      names.push(slot);
      return `(?<${slot}>${PATTERNS[slot] ?? ".+?"})`;
    })
    .join("");
  hit = { re: new RegExp(`^${source}$`, "u"), names };
  compiled.set(wording, hit);
  return hit;
}

/** The slots `sentence` fills in `wording`, or null when it is not that wording (rendered back, it must be the same). */
function slotsOf(wording: string, sentence: string): Filled | null {
  const { re, names } = patternOf(wording);
  const m = re.exec(sentence);
  if (!m?.groups) return null;
  const slots: Filled = {};
  for (const name of names) {
    const text = m.groups[name]!;
    if (name === "family") slots[name] = Object.keys(FAMILY_NAMES).find((k) => FAMILY_NAMES[k]!.en === text)!;
    else if (name === "labels") slots[name] = text.split(OR.en);
    else if (name === "terms" || name === "values") slots[name] = text.split(", ");
    else if (name === "choices") {
      const described = text.split(/(?<=\)) or /u).map((item) => slotsOf(DESCRIBED.numeric.en, item) ?? slotsOf(DESCRIBED.values.en, item));
      if (described.some((d) => d === null)) return null;
      slots[name] = described as Filled[];
    } else slots[name] = text;
  }
  return render(wording, slots, "en") === sentence ? slots : null;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
