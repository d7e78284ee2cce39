/**
 * The builder the tenth set's modules (en.ts, de.ts, fr.ts, es.ts in this folder) write with: the corpus's own
 * `messagesIn`, with every id prefixed `fresh10-` (`fresh10-<language>-<nnn>`), so that no id can collide with the
 * original corpus or the earlier sets, and none falls into their splits.
 */
import type { Language } from "../../../language/interpretation";
import { messagesIn, type HonestMessage } from "../types";

export function fresh10In(language: Language) {
  const { out, clear, unclear } = messagesIn(language);
  return {
    clear,
    unclear,
    /** The messages written so far, with their `fresh10-` ids. */
    done: (): HonestMessage[] => out.map((m) => ({ ...m, id: `fresh10-${m.id}` })),
  };
}
