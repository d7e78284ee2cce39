/**
 * The builder the fresh held-out modules (en.ts, de.ts, fr.ts, es.ts in this folder) write with: the corpus's
 * own `messagesIn`, with every id prefixed `fresh-` (`fresh-<language>-<nnn>`), so that no fresh id can collide
 * with an id of the original corpus and no fresh message falls into its TUNE/HELD-OUT split.
 */
import type { Language } from "../../../language/interpretation";
import { messagesIn, type HonestMessage } from "../types";

export function freshIn(language: Language) {
  const { out, clear, unclear } = messagesIn(language);
  return {
    clear,
    unclear,
    /** The messages written so far, with their `fresh-` ids. */
    done: (): HonestMessage[] => out.map((m) => ({ ...m, id: `fresh-${m.id}` })),
  };
}
