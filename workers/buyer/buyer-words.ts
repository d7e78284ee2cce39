/**
 * Words in and out at the edge, around the room's decisions. A buyer's message is read here (offline rules by
 * default; a model when PARLEY_LANGUAGE_MODEL=openai and a key are set), then checked by guardReading before
 * the room sees it; whether it is a plain "yes" (the only answer that takes a pending confirmation) is decided
 * from the text alone. A reply is written in the buyer's language (the round's `language`, else its reading's,
 * else English): the template unless a model phraser is configured, and a model's reply is used only when
 * checkReply finds no number, term or promise the decision does not carry; otherwise the template goes out and
 * the room's audit log records why. A confirmation question always goes out as the template, word for word.
 * When a fleet agent plays the negotiation, the room's answer names its reply style (`replyStyle`): the reply is
 * worded in it, and the field is taken out before the answer leaves (which agent plays is the shop's business).
 */
import type { Context } from "hono";
import type { RoundResult } from "../../durable-objects";
import {
  checkReply,
  createInterpreter,
  createPhraser,
  OfflineInterpreter,
  readBuyerMessage as readGuarded,
  renderMessage,
  type Interpretation,
  type InterpretationContext,
  type MessageInterpreter,
  type ReplyFacts,
  type ReplyPhraser,
} from "../../language";
import { isPlainYes } from "../../language/replies/plain-yes";
import { splitReplyStyle } from "../reply";
import { roomStub } from "../stubs";
import type { AppEnv } from "../app-env";

const offline = new OfflineInterpreter();

/** Adapters are built once per isolate and configuration. */
let adapters: { key: string; interpreter: MessageInterpreter; phraser: ReplyPhraser | null } | null = null;

function adaptersFor(env: Env): { interpreter: MessageInterpreter; phraser: ReplyPhraser | null } {
  const key = [env.PARLEY_LANGUAGE_MODEL, env.OPENAI_LANGUAGE_API_KEY, env.OPENAI_API_KEY, env.OPENAI_LANGUAGE_BASE_URL, env.OPENAI_BASE_URL, env.OPENAI_LANGUAGE_MODEL].join("\u0001");
  if (adapters?.key !== key) adapters = { key, interpreter: createInterpreter(env, offline), phraser: createPhraser(env) };
  return adapters;
}

/**
 * How the buyer's message reads, after the guard (language/read-buyer-message.ts: the rules' reading is always
 * taken and the guard compares with it; terms and option picks are read by the rules only). For a product with
 * terms the context carries its public terms and the standing options (the room's reading context), and the
 * clock: "by Friday" is counted from today.
 */
export async function readBuyerMessage(env: Env, message: string, context: InterpretationContext): Promise<Interpretation> {
  const { interpreter } = adaptersFor(env);
  const read = context.terms || context.options ? { ...context, now: Date.now() } : context;
  return readGuarded(message, read, interpreter === offline ? {} : { interpreter });
}

export { isPlainYes };

type Answer = RoundResult & { interpretation?: { questions: string[]; language?: RoundResult["language"] } };


/**
 * The facts a reply may state: the decision's own numbers, the questions when the shop asks back, the answer to
 * the buyer's question or the confirmation it asks, and the language and style to say it in. The style never
 * reaches the facts as the room's field: the facts are the answer without it, and `style` beside.
 */
export function replyFacts(body: Answer): ReplyFacts {
  const { shown, style } = splitReplyStyle(body);
  const asking = shown.decision.reasons.includes("CLARIFICATION_NEEDED") && shown.interpretation ? shown.interpretation.questions : undefined;
  const language = shown.language ?? shown.interpretation?.language;
  return { ...shown, ...(asking && asking.length > 0 ? { questions: asking } : {}), ...(language ? { language } : {}), ...(style ? { style } : {}) };
}

/** A round's answer with its words, in the agent's style when one plays it; the style itself is not sent. */
export async function withWords<T extends Answer, E extends AppEnv>(c: Context<E>, answer: T): Promise<T & { message: string }> {
  const { shown: body } = splitReplyStyle(answer);
  const facts = replyFacts(answer);
  const template = renderMessage(facts);
  const { phraser } = adaptersFor(c.env);
  // Nothing binds until the buyer answers the confirmation: it is asked exactly as the template asks it.
  if (!phraser || facts.confirmation) return { ...body, message: template };
  let problems: string[];
  try {
    const text = await phraser.phrase(facts);
    const check = checkReply(text, facts);
    if (check.ok) return { ...body, message: text };
    problems = check.problems;
  } catch (error) {
    problems = [`the phraser failed: ${error instanceof Error ? error.message : String(error)}`];
  }
  // Recorded before the answer goes out (a refusal is rare, and then the audit log is never behind the reply).
  await roomStub(c.env, body.negotiationId)
    .noteReplyRejected({ phraser: phraser.name, problems })
    .catch((error: unknown) => console.warn("could not audit a refused reply", error));
  return { ...body, message: template };
}
