/**
 * The builder the twenty-third set's modules (en.ts, de.ts, fr.ts, es.ts in this folder) write with: the corpus's
 * own `messagesIn`, with every id prefixed `fresh23-` (`fresh23-<language>-<nnn>`), so that no id can collide with
 * the original corpus or any earlier fresh set, and none falls into their splits.
 */
import type { Language } from "../../../language/interpretation";
import { messagesIn, type HonestMessage } from "../types";

export function fresh23In(language: Language) {
  const { out, clear, unclear } = messagesIn(language);
  return {
    clear,
    unclear,
    /** The messages written so far, with their `fresh23-` ids. */
    done: (): HonestMessage[] => out.map((m) => ({ ...m, id: `fresh23-${m.id}` })),
  };
}
