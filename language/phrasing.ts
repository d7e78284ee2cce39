import type { MessageInput } from "./templates";

/**
 * Words out. A phraser turns a decision the kernel already made into a sentence. The template
 * (templates.ts renderMessage) is the default and always available; a model-backed phraser is checked by
 * `checkReply` (reply-check.ts) and replaced by the template when it fails: every number in the text must be one
 * the decision carries, and the text may promise nothing the decision does not say. The facts may name the
 * assigned agent's style (`style`): it changes the words, never what they may say, so the same check applies.
 */
export type ReplyFacts = MessageInput;

export interface ReplyPhraser {
  readonly name: string;
  phrase(facts: ReplyFacts): Promise<string>;
}

export type ReplyCheck = { ok: true } | { ok: false; problems: string[] };
