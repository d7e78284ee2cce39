/**
 * A product's public facts: short texts the owner writes about shipping, delivery, warranty, payment and
 * returns, which the shop quotes when a buyer asks (language/templates.ts answers from them). They are public by
 * definition — in the catalog anyone may read, and snapshotted into every negotiation opened on the product —
 * so they sit apart from the floor and strategy and are validated here as well as at the edge: an object of known
 * subjects, each a non-empty line of at most 300 characters without control characters.
 */

export const PUBLIC_FACT_SUBJECTS = ["shipping", "delivery", "warranty", "payment", "returns"] as const;
export type PublicFactSubject = (typeof PUBLIC_FACT_SUBJECTS)[number];
export type PublicFacts = Partial<Record<PublicFactSubject, string>>;

export const MAX_PUBLIC_FACT_LENGTH = 300;

export interface FactProblem {
  path: string;
  message: string;
}

/** The facts as stored (trimmed), or the fields that are wrong. `undefined` is no facts. */
export function validatePublicFacts(value: unknown): { ok: true; facts: PublicFacts } | { ok: false; problems: FactProblem[] } {
  if (value === undefined) return { ok: true, facts: {} };
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, problems: [{ path: "publicFacts", message: "must be an object" }] };
  const problems: FactProblem[] = [];
  const facts: PublicFacts = {};
  for (const [subject, text] of Object.entries(value)) {
    const path = `publicFacts.${subject}`;
    if (!(PUBLIC_FACT_SUBJECTS as readonly string[]).includes(subject)) {
      problems.push({ path, message: `not a known subject (${PUBLIC_FACT_SUBJECTS.join(", ")})` });
      continue;
    }
    if (typeof text !== "string") {
      problems.push({ path, message: "must be a string" });
      continue;
    }
    const trimmed = text.trim();
    if (trimmed === "") problems.push({ path, message: "must not be empty" });
    else if (trimmed.length > MAX_PUBLIC_FACT_LENGTH) problems.push({ path, message: `must be at most ${MAX_PUBLIC_FACT_LENGTH} characters` });
    else if (/[\u0000-\u001f\u007f]/.test(trimmed)) problems.push({ path, message: "must not contain control characters" });
    else if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(trimmed)) problems.push({ path, message: "must be well-formed Unicode (no lone surrogates)" });
    else facts[subject as PublicFactSubject] = trimmed;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, facts };
}

/** Stored facts (JSON, or null in rows from before them), read back in the subjects' order. */
export function parsePublicFacts(stored: string | null | undefined): PublicFacts {
  if (!stored) return {};
  try {
    const checked = validatePublicFacts(JSON.parse(stored));
    return checked.ok ? checked.facts : {};
  } catch {
    return {};
  }
}
