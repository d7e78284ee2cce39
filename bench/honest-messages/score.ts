/**
 * Scoring the reader on the honest-buyer corpus: pure functions from (message, reading) to figures, shared by
 * the runner (run.ts) and its test. Only a HIGH reading moves money, so only HIGH counts as read:
 *
 * - a clear message is READ CORRECTLY when the reading is HIGH and says the same move: same kind, and for a
 *   price the same unit price in minor units (the basis and the derivation are not compared; a bid of exactly
 *   the standing offer and an acceptance are the same move). A clear question is read correctly when it is read
 *   as a question at HIGH; whether the subject matched is counted separately. A clear "none" is read correctly
 *   when it is not acted on.
 * - a MISREAD is a HIGH reading that is wrong, over all messages: on a clear message a different move; on an
 *   ambiguous message an action (a HIGH price, accept or withdraw).
 * - an ambiguous message is ACTED ON when read at HIGH as a price, an acceptance or a withdrawal; asking back
 *   (anything below HIGH, or a question or nothing) is what it should get.
 */
import type { Interpretation, InterpretedMove, Language } from "../../language/interpretation";
import { LANGUAGES } from "../../language/interpretation";
import { STYLES, type ExpectedMove, type HonestMessage, type Style } from "./types";

/** What the scorer needs of a reading. */
export type Reading = Pick<Interpretation, "move" | "confidence">;

export const TARGETS = {
  /** Clear messages read correctly at HIGH, overall. */
  clearOverall: 0.9,
  /** ... and in every language. */
  clearPerLanguage: 0.85,
  /** HIGH and wrong, over all messages. */
  misreads: 0.005,
  /** Ambiguous messages acted on. */
  actedOn: 0.03,
} as const;

export interface Judgement {
  readCorrectly: boolean;
  /** For a clear question read as a question at HIGH: whether the subject matched; otherwise null. */
  subjectMatched: boolean | null;
  misread: boolean;
  actedOn: boolean;
}

const acts = (r: Reading) => r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept" || r.move.kind === "withdraw");

/** Whether a move says what the label says (confidence aside). */
export function sameMove(expected: ExpectedMove, move: InterpretedMove, standingOfferMinor: number | null): boolean {
  const isStanding = (priceMinor: number) => standingOfferMinor !== null && priceMinor === standingOfferMinor;
  switch (expected.kind) {
    case "price":
      if (move.kind === "accept") return isStanding(expected.priceMinor);
      return move.kind === "price" && move.priceMinor === expected.priceMinor;
    case "accept":
      return move.kind === "accept" || (move.kind === "price" && isStanding(move.priceMinor));
    default:
      return move.kind === expected.kind;
  }
}

export function judge(message: HonestMessage, reading: Reading): Judgement {
  const high = reading.confidence === "HIGH";
  if (message.clarity === "ambiguous") {
    const acted = acts(reading);
    return { readCorrectly: false, subjectMatched: null, misread: acted, actedOn: acted };
  }
  const expected = message.expected;
  const same = sameMove(expected, reading.move, message.context.standingOfferMinor);
  const readCorrectly = expected.kind === "none" ? !acts(reading) : high && same;
  const subjectMatched =
    readCorrectly && expected.kind === "question" && reading.move.kind === "question" ? reading.move.subject === expected.subject : null;
  return { readCorrectly, subjectMatched, misread: high && !same && !(expected.kind === "none" && !acts(reading)), actedOn: false };
}

export interface Cell {
  messages: number;
  clear: number;
  clearReadCorrectly: number;
  /** clearReadCorrectly / clear (1 when there are none). */
  clearRate: number;
  /** Clear questions, those read as questions at HIGH, and of these the ones whose subject matched. */
  questions: number;
  questionsAtHigh: number;
  subjectsMatched: number;
  misreads: number;
  /** misreads / messages. */
  misreadRate: number;
  ambiguous: number;
  actedOn: number;
  /** actedOn / ambiguous (0 when there are none). */
  actedOnRate: number;
}

export interface Listed {
  id: string;
  language: Language;
  style: Style;
  text: string;
  expected: ExpectedMove;
  read: Reading;
}

export interface Figures {
  overall: Cell;
  byLanguage: Record<Language, Cell>;
  byStyle: Record<Style, Cell>;
  /** Clear messages by the kind of their label. */
  byKind: Record<ExpectedMove["kind"], Cell>;
  misreads: Listed[];
  actedOn: Listed[];
  /** Clear messages not read correctly (below HIGH, or wrong). */
  missed: Listed[];
  /** Whether each target is met. */
  targets: { clearOverall: boolean; clearPerLanguage: boolean; misreads: boolean; actedOn: boolean };
}

function emptyCell(): Cell {
  return {
    messages: 0,
    clear: 0,
    clearReadCorrectly: 0,
    clearRate: 1,
    questions: 0,
    questionsAtHigh: 0,
    subjectsMatched: 0,
    misreads: 0,
    misreadRate: 0,
    ambiguous: 0,
    actedOn: 0,
    actedOnRate: 0,
  };
}

function add(cell: Cell, message: HonestMessage, j: Judgement): void {
  cell.messages++;
  if (message.clarity === "clear") {
    cell.clear++;
    if (j.readCorrectly) cell.clearReadCorrectly++;
    if (message.expected.kind === "question") {
      cell.questions++;
      if (j.readCorrectly) cell.questionsAtHigh++;
      if (j.subjectMatched) cell.subjectsMatched++;
    }
  } else {
    cell.ambiguous++;
    if (j.actedOn) cell.actedOn++;
  }
  if (j.misread) cell.misreads++;
  cell.clearRate = cell.clear ? cell.clearReadCorrectly / cell.clear : 1;
  cell.misreadRate = cell.messages ? cell.misreads / cell.messages : 0;
  cell.actedOnRate = cell.ambiguous ? cell.actedOn / cell.ambiguous : 0;
}

/** Figures for messages and their readings (same order, same length). */
export function score(messages: readonly HonestMessage[], readings: readonly Reading[]): Figures {
  if (messages.length !== readings.length) throw new Error(`${messages.length} messages but ${readings.length} readings`);
  const overall = emptyCell();
  const byLanguage = Object.fromEntries(LANGUAGES.map((l) => [l, emptyCell()])) as Record<Language, Cell>;
  const byStyle = Object.fromEntries(STYLES.map((s) => [s, emptyCell()])) as Record<Style, Cell>;
  const byKind = Object.fromEntries(["price", "accept", "withdraw", "question", "none"].map((k) => [k, emptyCell()])) as Record<
    ExpectedMove["kind"],
    Cell
  >;
  const misreads: Listed[] = [];
  const actedOn: Listed[] = [];
  const missed: Listed[] = [];
  messages.forEach((m, i) => {
    const read = readings[i]!;
    const j = judge(m, read);
    add(overall, m, j);
    add(byLanguage[m.language], m, j);
    add(byStyle[m.style], m, j);
    if (m.clarity === "clear") add(byKind[m.expected.kind], m, j);
    const listed: Listed = { id: m.id, language: m.language, style: m.style, text: m.text, expected: m.expected, read };
    if (j.misread) misreads.push(listed);
    if (j.actedOn) actedOn.push(listed);
    if (m.clarity === "clear" && !j.readCorrectly) missed.push(listed);
  });
  const languagesPresent = LANGUAGES.filter((l) => byLanguage[l].clear > 0);
  return {
    overall,
    byLanguage,
    byStyle,
    byKind,
    misreads,
    actedOn,
    missed,
    targets: {
      clearOverall: overall.clearRate >= TARGETS.clearOverall,
      clearPerLanguage: languagesPresent.every((l) => byLanguage[l].clearRate >= TARGETS.clearPerLanguage),
      misreads: overall.misreadRate <= TARGETS.misreads,
      actedOn: overall.actedOnRate <= TARGETS.actedOn,
    },
  };
}
