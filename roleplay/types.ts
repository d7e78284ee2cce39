/**
 * The data shapes of roleplay rehearsals (issue 29, item 5: the NeGot prototype): the case snapshot a run is
 * played on, the 14 actions every agent output names, the agent output itself (validated with zod, whoever
 * wrote it: an offline persona, a model, or the shop's live room read back), turns, verdicts and the run trace.
 *
 * Kept apart from the engine so the API, the repository, the CLI and the report share one vocabulary.
 * Money is integer minor units throughout.
 */
import { z } from "zod";

export const ACTION_TYPES = [
  "ASK_INFO",
  "PROPOSE_OFFER",
  "COUNTER_OFFER",
  "ACCEPT",
  "REJECT",
  "CONCEDE",
  "TRADE",
  "PROPOSE_PACKAGE",
  "REQUEST_CRITERIA",
  "SUMMARIZE_VALIDATE",
  "DEFER_AND_SCHEDULE",
  "ESCALATE_TO_DECIDER",
  "WALK_AWAY",
  "TIMEOUT_END",
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Actions after which the roleplay is over, whoever took them. */
export const TERMINAL_ACTIONS: ReadonlySet<ActionType> = new Set(["ACCEPT", "WALK_AWAY", "TIMEOUT_END", "ESCALATE_TO_DECIDER"]);

/** What an action carries: a unit price for offers, term values for packages, a subject for questions. All optional. */
export const ActionPayloadSchema = z
  .object({
    priceMinor: z.number().int().nonnegative().optional(),
    terms: z.record(z.string().max(64), z.union([z.number(), z.string().max(200)])).optional(),
    subject: z.string().max(200).optional(),
    reason: z.string().max(500).optional(),
  })
  .strict();
export type ActionPayload = z.infer<typeof ActionPayloadSchema>;

export const AgentOutputSchema = z
  .object({
    action: z.object({ type: z.enum(ACTION_TYPES), payload: ActionPayloadSchema.default({}) }).strict(),
    message_text: z.string().min(1).max(4_000),
    used_strategies: z.array(z.string().max(64)).max(8).default([]),
  })
  .strict();
export type AgentOutput = z.infer<typeof AgentOutputSchema>;

export const LANGUAGES = ["en", "de", "fr", "es"] as const;
export type RoleplayLanguage = (typeof LANGUAGES)[number];

export const PERSONA_STYLES = ["terse", "polite-email", "agent", "roleplay"] as const;
export type PersonaStyle = (typeof PERSONA_STYLES)[number];

/** Which way the user's side improves: a buyer gains when the price falls, a seller when it rises. */
export type Side = "buyer" | "seller";

/** One negotiable issue; `better` says which way a party prefers a numeric value to move. */
export const IssueSchema = z
  .object({
    id: z.string().min(1).max(64),
    label: z.string().max(200).optional(),
    better: z.enum(["higher", "lower"]).optional(),
  })
  .strict();
export type Issue = z.infer<typeof IssueSchema>;

export const CaseSnapshotSchema = z
  .object({
    product: z
      .object({
        id: z.string().min(1).max(128),
        name: z.string().min(1).max(200),
        currency: z.string().regex(/^[A-Z]{3}$/),
        listPriceMinor: z.number().int().positive(),
        quantity: z.number().int().positive().max(10_000).default(1),
      })
      .strict(),
    persona: z
      .object({
        side: z.enum(["buyer", "seller"]),
        /** What the persona hopes for (a buyer: a low price). */
        targetMinor: z.number().int().positive(),
        /** The worst it takes (a buyer: the most it pays). Never shown to the counterparty. */
        reservationMinor: z.number().int().positive(),
      })
      .strict(),
    /** Issues each party cares about; a party with none falls back to `shared`. */
    issues: z
      .object({
        user: z.array(IssueSchema).max(16).default([]),
        counterparty: z.array(IssueSchema).max(16).default([]),
        shared: z.array(IssueSchema).max(16).default([]),
      })
      .strict()
      .default({ user: [], counterparty: [], shared: [] }),
  })
  .strict()
  .refine((c) => (c.persona.side === "buyer" ? c.persona.targetMinor <= c.persona.reservationMinor : c.persona.targetMinor >= c.persona.reservationMinor), {
    message: "a buyer's target is at most its reservation; a seller's at least",
    path: ["persona"],
  });
export type CaseSnapshot = z.infer<typeof CaseSnapshotSchema>;

/** The issues a party negotiates: its own list, or the shared list when it has none. */
export function issuesOf(snapshot: CaseSnapshot, party: "user" | "counterparty"): Issue[] {
  const own = snapshot.issues[party];
  return own.length > 0 ? own : snapshot.issues.shared;
}

export type Verdict = "PASS" | "NEUTRAL" | "FAIL";
export type Speaker = "persona" | "counterparty";

/** One agent call: what was asked (the prompt with its split, when an agent has one), answered and parsed. */
export interface AgentCall {
  speaker: Speaker;
  round: number;
  prompt?: string;
  raw: string;
  parsed: AgentOutput | null;
  error?: string;
}

export interface Turn {
  round: number;
  speaker: Speaker;
  output: AgentOutput;
  /** The counterparty's standing price after this turn, when known (the live room's shop offer). */
  standingMinor?: number;
  /** The live room's own word for what happened (price, clarify, answer, confirm, held, agreed…). */
  outcome?: string;
}

export interface RoundVerdict {
  round: number;
  verdict: Verdict;
  /** Favourable movement for the user in minor units (positive: better for the user). */
  movementMinor: number;
  why: string;
}

export type RunEnd = "agreed" | "walked-away" | "rejected" | "escalated" | "timeout" | "max-rounds" | "error";

export interface RunSummary {
  extractedOffers: Array<{ round: number; speaker: Speaker; priceMinor: number }>;
  concessions: Array<{ round: number; speaker: Speaker; fromMinor: number; toMinor: number }>;
  packages: Array<{ round: number; speaker: Speaker; terms: Record<string, number | string> }>;
  asks: Array<{ round: number; speaker: Speaker; subject: string }>;
  objections: Array<{ round: number; speaker: Speaker; text: string }>;
  keyPoints: string[];
  text: string;
}

export interface RunTrace {
  seed: number;
  language: RoleplayLanguage;
  style: PersonaStyle;
  snapshot: CaseSnapshot;
  strategiesOffered: string[];
  strategiesUsed: string[];
  turns: Turn[];
  verdicts: RoundVerdict[];
  calls: AgentCall[];
  end: RunEnd;
  agreedMinor?: number;
  /** The counterparty handed the negotiation to a person (three strikes / held). */
  handedToPerson: boolean;
  summary: RunSummary;
}
