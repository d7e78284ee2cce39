/**
 * A product's negotiable terms besides price (terms/), as the Shop stores them: the declarations (public) and the
 * owner's valuation (private) in two columns, so the public catalog reads the first and never the second. Parsed
 * back through the same validation: a stored value that no longer validates reads as no terms.
 */
import { publicTerms, validateTerms, type PriceRange, type ProductTerms, type PublicTerm, type TermDeclaration, type Valuation } from "../../terms";

export type { ProductTerms, PublicTerm, TermDeclaration, Valuation };

/** Stored declarations and valuation, or none (columns null in rows from before terms or without them). */
export function parseProductTerms(terms: string | null | undefined, valuation: string | null | undefined, price: PriceRange): ProductTerms {
  if (!terms) return { terms: [], valuation: null };
  try {
    const checked = validateTerms({ terms: JSON.parse(terms), valuation: valuation ? JSON.parse(valuation) : undefined }, price);
    return checked.ok ? checked.value : { terms: [], valuation: null };
  } catch {
    return { terms: [], valuation: null };
  }
}

/** The public part of stored declarations (the catalog): ids, labels, kinds, units, ranges, values. */
export function parsePublicTerms(terms: string | null | undefined): PublicTerm[] {
  if (!terms) return [];
  try {
    const parsed = JSON.parse(terms) as TermDeclaration[];
    return Array.isArray(parsed) ? publicTerms(parsed) : [];
  } catch {
    return [];
  }
}

/** The owner's view of a product's terms: both fields when it has terms, neither when it has none (as before terms). */
export function termsFields(t: ProductTerms): { terms?: TermDeclaration[]; valuation?: Valuation } {
  return t.terms.length > 0 && t.valuation ? { terms: t.terms, valuation: t.valuation } : {};
}
