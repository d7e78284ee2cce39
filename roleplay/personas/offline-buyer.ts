/**
 * Offline buyer personas: honest buyers, seeded, who speak in one of four languages and one of four styles.
 * They open with a bid near their target (or a question first), concede in steps toward their reservation,
 * ask about shipping, warranty, delivery or whether the price is negotiable, accept once the counterparty's
 * standing price is acceptable, and walk away when patience runs out above their reservation. Asked back, they
 * say the same thing plainly; asked to confirm, they say yes — as honest people do. Every message is natural
 * language, so every run exercises the shop's reader. Pure: the next move is a function of the seed and the
 * history the engine hands over.
 */
import type { AgentStep, AgentView, RoleplayAgent } from "../engine";
import { deriveSeed, seededRng, type Rng } from "../random";
import type { ActionType, AgentOutput, RoleplayLanguage, PersonaStyle, Turn } from "../types";
import { PHRASEBOOKS, PLAIN, priceWritten, type Phrase } from "./phrasings";

export interface BuyerTemperament {
  /** Rounds it bargains before it walks away from a price above its reservation. */
  patience: number;
  /** Share of the remaining gap (last bid → min(standing, reservation)) it concedes per round. */
  concession: number;
  /** Chance of asking a question before bidding in the first round, and later. */
  curiosity: number;
}

export function temperamentFor(seed: number): BuyerTemperament {
  const rng = seededRng(deriveSeed(seed, 7));
  return { patience: 4 + rng.int(4), concession: 0.25 + rng.next() * 0.35, curiosity: 0.2 + rng.next() * 0.4 };
}

const QUESTION_PHRASES: readonly Phrase[] = ["shipping", "warranty", "delivery"];

function lastOf(history: readonly Turn[], speaker: Turn["speaker"]): Turn | undefined {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.speaker === speaker) return history[i];
  return undefined;
}

function lastBid(history: readonly Turn[]): number | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const t = history[i]!;
    if (t.speaker === "persona" && t.output.action.payload.priceMinor !== undefined && ["PROPOSE_OFFER", "COUNTER_OFFER", "CONCEDE"].includes(t.output.action.type)) return t.output.action.payload.priceMinor;
  }
  return undefined;
}

function standingOf(history: readonly Turn[]): number | undefined {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.standingMinor !== undefined) return history[i]!.standingMinor;
  return undefined;
}

/** Whole units, rounded down: a buyer never bids a cent above what it decided on (nor above its reservation). */
const roundUnit = (minor: number) => Math.max(100, Math.floor(minor / 100) * 100);

interface Said {
  type: ActionType;
  phrase: Phrase;
  priceMinor?: number;
  subject?: string;
  strategies: string[];
}

/** A seeded honest buyer for one run. */
export function offlineBuyerPersona(seed: number, temperament: BuyerTemperament = temperamentFor(seed)): RoleplayAgent {
  return {
    async act(view: AgentView): Promise<AgentStep> {
      const rng = seededRng(deriveSeed(seed, view.history.length * 131 + view.round));
      const output = decide(view, temperament, rng);
      return { raw: JSON.stringify(output), prompt: view.prompt };
    },
  };
}

function decide(view: AgentView, t: BuyerTemperament, rng: Rng): AgentOutput {
  const { snapshot, history, language, style, round } = view;
  const { targetMinor: target, reservationMinor: reservation } = snapshot.persona;
  const offered = new Set(view.strategies.map((s) => s.id));
  const pickStrategies = (...ids: string[]) => ids.filter((id) => offered.has(id)).slice(0, 2);
  const mine = lastOf(history, "persona");
  const theirs = lastOf(history, "counterparty");
  const standing = standingOf(history);
  const bid = lastBid(history);
  const currency = snapshot.product.currency;

  // Asked to confirm a reading of ours: an honest buyer who meant it says yes.
  if (theirs?.outcome === "confirm" && mine?.output.action.type === "ACCEPT") {
    return out("ACCEPT", PLAIN[language].yes, { ...(standing !== undefined ? { priceMinor: standing } : {}) }, pickStrategies("summarize"));
  }
  // Asked back: say the same thing plainly.
  if (theirs?.outcome === "clarify" && mine) {
    const a = mine.output.action;
    const plain = PLAIN[language];
    if (a.payload.priceMinor !== undefined && a.type !== "ACCEPT") return out(a.type, plain.bid.replace("{p}", priceWritten(language, a.payload.priceMinor, currency, 0)), a.payload, mine.output.used_strategies);
    if (a.type === "ACCEPT") return out("ACCEPT", plain.accept, a.payload, mine.output.used_strategies);
    if (a.type === "WALK_AWAY") return out("WALK_AWAY", plain.withdraw, a.payload, mine.output.used_strategies);
    // A question that was not understood: bid instead (next rule set below).
  }

  const asked = history.filter((h) => h.speaker === "persona" && (h.output.action.type === "ASK_INFO" || h.output.action.type === "REQUEST_CRITERIA")).length;
  let said: Said;
  if (standing !== undefined && standing <= target) {
    said = { type: "ACCEPT", phrase: "accept", priceMinor: standing, strategies: pickStrategies("summarize", "reciprocity") };
  } else if (round === 1 && asked === 0 && rng.chance(t.curiosity)) {
    said = rng.chance(0.25)
      ? { type: "REQUEST_CRITERIA", phrase: "negotiable", subject: "negotiable", strategies: pickStrategies("calibrated-questions", "objective-criteria") }
      : question(rng, pickStrategies("interests-not-positions", "calibrated-questions"));
  } else if (standing !== undefined && standing <= reservation && (round >= t.patience - 1 || (bid !== undefined && standing - bid <= Math.max(100, (reservation - target) * 0.15)))) {
    said = { type: "ACCEPT", phrase: "accept", priceMinor: standing, strategies: pickStrategies("summarize", "reciprocity") };
  } else if (round >= t.patience && (standing === undefined || standing > reservation)) {
    said = { type: "WALK_AWAY", phrase: "withdraw", strategies: pickStrategies("batna", "deadline") };
  } else if (round > 1 && asked < 2 && rng.chance(t.curiosity / 3)) {
    said = question(rng, pickStrategies("calibrated-questions", "interests-not-positions"));
  } else {
    const ceiling = Math.min(reservation, standing !== undefined ? standing - 100 : reservation);
    const next = bid === undefined ? roundUnit(target) : roundUnit(bid + (ceiling - bid) * t.concession);
    if (bid !== undefined && next <= bid) {
      said = standing !== undefined && standing <= reservation
        ? { type: "ACCEPT", phrase: "accept", priceMinor: standing, strategies: pickStrategies("summarize") }
        : round >= t.patience - 1
          ? { type: "WALK_AWAY", phrase: "withdraw", strategies: pickStrategies("batna") }
          : { type: "COUNTER_OFFER", phrase: "bid", priceMinor: bid, strategies: pickStrategies("boulware", "silence", "objective-criteria") };
    } else if (next >= (standing ?? Infinity)) {
      said = { type: "ACCEPT", phrase: "accept", priceMinor: standing!, strategies: pickStrategies("summarize") };
    } else {
      said = bid === undefined
        ? { type: "PROPOSE_OFFER", phrase: "bid", priceMinor: next, strategies: pickStrategies("anchor-first", "objective-criteria", "flinch") }
        : { type: "CONCEDE", phrase: "bid", priceMinor: next, strategies: pickStrategies("small-concessions", "reciprocity", "conceder", "tit-for-tat", "split-difference") };
    }
  }
  const templates = PHRASEBOOKS[language][said.phrase][style];
  const template = rng.pick(templates);
  const text = said.priceMinor !== undefined && said.phrase === "bid" ? template.replace("{p}", priceWritten(language, said.priceMinor, currency, rng.int(3))) : template;
  const payload = { ...(said.priceMinor !== undefined ? { priceMinor: said.priceMinor } : {}), ...(said.subject ? { subject: said.subject } : {}) };
  return out(said.type, text, payload, said.strategies);
}

function question(rng: Rng, strategies: string[]): Said {
  const phrase = rng.pick(QUESTION_PHRASES);
  return { type: "ASK_INFO", phrase, subject: phrase, strategies };
}

function out(type: ActionType, message_text: string, payload: AgentOutput["action"]["payload"], used_strategies: string[]): AgentOutput {
  return { action: { type, payload }, message_text, used_strategies };
}

/** The languages and styles a batch cycles through, so 4 × 4 runs cover every pair. */
export function runFlavour(index: number): { language: RoleplayLanguage; style: PersonaStyle } {
  const languages: RoleplayLanguage[] = ["en", "de", "fr", "es"];
  const styles: PersonaStyle[] = ["terse", "polite-email", "agent", "roleplay"];
  return { language: languages[index % 4]!, style: styles[Math.floor(index / 4) % 4]! };
}
