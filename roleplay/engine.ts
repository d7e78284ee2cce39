/**
 * The roleplay turn loop: the user's persona and a counterparty speak in turn, up to `maxRounds` rounds; every
 * output is validated against the agent-output schema (whoever wrote it), the WorldAgent judges each round from
 * the user's side, and the run ends on agreement, a walk-away, a hand-over to a person, a timeout, or the round
 * limit. The loop is pure but for the agents it is handed: the counterparty may be the shop's live room (through
 * the HTTP API, roleplay/counterparties/room.ts) or another persona, the user a seeded offline persona or a model.
 */
import { judgeRound } from "./judge";
import { buildPrompt } from "./prompts";
import { sampleStrategies, type Strategy } from "./strategies";
import { summarizeRun } from "./summary";
import {
  AgentOutputSchema,
  type AgentCall,
  type AgentOutput,
  type CaseSnapshot,
  type PersonaStyle,
  type RoleplayLanguage,
  type RoundVerdict,
  type RunEnd,
  type RunTrace,
  type Speaker,
  type Turn,
} from "./types";

/** What an agent sees when it is asked to speak. */
export interface AgentView {
  round: number;
  maxRounds: number;
  snapshot: CaseSnapshot;
  strategies: readonly Strategy[];
  history: readonly Turn[];
  language: RoleplayLanguage;
  style: PersonaStyle;
  /** The prompt a model would be sent for this turn (system, split, user + history). */
  prompt: string;
}

/** One agent step: the raw text it produced (JSON of an AgentOutput), and what the counterparty's world says. */
export interface AgentStep {
  raw: string;
  prompt?: string;
  standingMinor?: number;
  outcome?: string;
  end?: RunEnd;
  agreedMinor?: number;
  handedToPerson?: boolean;
  /** Outputs the agent tried and discarded before this one (a model's malformed answer): recorded as calls. */
  attempts?: ReadonlyArray<{ prompt?: string; raw: string; error: string }>;
}

export interface RoleplayAgent {
  /** The counterparty's opening (the live room's first offer); optional. */
  open?(view: AgentView): Promise<AgentStep | undefined>;
  act(view: AgentView): Promise<AgentStep>;
}

export interface RunOptions {
  seed: number;
  snapshot: CaseSnapshot;
  language: RoleplayLanguage;
  style: PersonaStyle;
  persona: RoleplayAgent;
  counterparty: RoleplayAgent;
  maxRounds?: number;
  strategies?: readonly Strategy[];
}

export function parseAgentOutput(raw: string): { parsed: AgentOutput | null; error?: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { parsed: null, error: "not JSON" };
  }
  const r = AgentOutputSchema.safeParse(json);
  return r.success ? { parsed: r.data } : { parsed: null, error: r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
}

export async function runRoleplay(o: RunOptions): Promise<RunTrace> {
  const maxRounds = o.maxRounds ?? 8;
  const strategies = o.strategies ?? sampleStrategies(o.seed);
  const turns: Turn[] = [];
  const calls: AgentCall[] = [];
  const verdicts: RoundVerdict[] = [];
  let standing: number | undefined;
  let end: RunEnd | undefined;
  let agreedMinor: number | undefined;
  let handedToPerson = false;

  const view = (speaker: Speaker, round: number): AgentView => {
    const base = { round, maxRounds, snapshot: o.snapshot, strategies, history: [...turns], language: o.language, style: o.style };
    return { ...base, prompt: buildPrompt({ ...base, role: speaker }) };
  };
  /** Records the call; returns the parsed output or undefined (the run then ends in error). */
  const take = (speaker: Speaker, round: number, step: AgentStep, prompt: string): AgentOutput | undefined => {
    for (const a of step.attempts ?? []) calls.push({ speaker, round, prompt: a.prompt ?? prompt, raw: a.raw, parsed: null, error: a.error });
    const { parsed, error } = parseAgentOutput(step.raw);
    calls.push({ speaker, round, prompt: step.prompt ?? prompt, raw: step.raw, parsed, ...(error ? { error } : {}) });
    if (!parsed) return undefined;
    turns.push({ round, speaker, output: parsed, ...(step.standingMinor !== undefined ? { standingMinor: step.standingMinor } : {}), ...(step.outcome ? { outcome: step.outcome } : {}) });
    if (speaker === "counterparty" && step.standingMinor !== undefined) standing = step.standingMinor;
    if (step.handedToPerson) handedToPerson = true;
    if (step.end) {
      end = step.end;
      if (step.agreedMinor !== undefined) agreedMinor = step.agreedMinor;
    }
    return parsed;
  };

  if (o.counterparty.open) {
    const v = view("counterparty", 0);
    const step = await o.counterparty.open(v);
    if (step && !take("counterparty", 0, step, v.prompt)) end = "error";
  }

  for (let round = 1; round <= maxRounds && !end; round++) {
    const before = standing;
    const pv = view("persona", round);
    const personaOut = take("persona", round, await o.persona.act(pv), pv.prompt);
    if (!personaOut) {
      end = "error";
    } else if (!end) {
      const cv = view("counterparty", round);
      const cpOut = take("counterparty", round, await o.counterparty.act(cv), cv.prompt);
      if (!cpOut) end = "error";
    }
    const j = judgeRound({ side: o.snapshot.persona.side, beforeMinor: before, afterMinor: standing, end, agreedMinor, reservationMinor: o.snapshot.persona.reservationMinor });
    verdicts.push({ round, ...j });
  }
  const finalEnd: RunEnd = end ?? "max-rounds";
  const used = [...new Set(turns.flatMap((t) => t.output.used_strategies))].filter((id) => strategies.some((s) => s.id === id));
  const trace: Omit<RunTrace, "summary"> = {
    seed: o.seed,
    language: o.language,
    style: o.style,
    snapshot: o.snapshot,
    strategiesOffered: strategies.map((s) => s.id),
    strategiesUsed: used,
    turns,
    verdicts,
    calls,
    end: finalEnd,
    ...(agreedMinor !== undefined ? { agreedMinor } : {}),
    handedToPerson,
  };
  return { ...trace, summary: summarizeRun(trace) };
}

/** Counts of PASS / NEUTRAL / FAIL over runs. */
export function verdictCounts(runs: readonly Pick<RunTrace, "verdicts">[]): Record<"PASS" | "NEUTRAL" | "FAIL", number> {
  const counts = { PASS: 0, NEUTRAL: 0, FAIL: 0 };
  for (const r of runs) for (const v of r.verdicts) counts[v.verdict]++;
  return counts;
}
