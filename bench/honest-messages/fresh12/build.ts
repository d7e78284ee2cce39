/**
 * The builder the twelfth set's modules (en.ts, de.ts, fr.ts, es.ts in this folder) write with: the corpus's own
 * `messagesIn`, with every id prefixed `fresh12-` (`fresh12-<language>-<nnn>`), so that no id can collide with the
 * original corpus or any earlier fresh set, and none falls into their splits.
 */
import type { Language } from "../../../language/interpretation";
import { messagesIn, type HonestMessage } from "../types";

export function fresh12In(language: Language) {
  const { out, clear, unclear } = messagesIn(language);
  return {
    clear,
    unclear,
    /** The messages written so far, with their `fresh12-` ids. */
    done: (): HonestMessage[] => out.map((m) => ({ ...m, id: `fresh12-${m.id}` })),
  };
}
