import { formatMinor, minorDigits } from "../common/money";
import type { Language } from "./interpretation";

export { formatMinor, minorDigits };

/**
 * Money as a reply in `language` writes it: the same digits as formatMinor, with the decimal comma German,
 * French and Spanish readers expect ("520,00 EUR"). No thousands separators in any language, so an amount
 * reads one way only and reply-check.ts finds exactly the value the decision carries.
 */
export function formatMoney(minor: number, currency: string, language: Language = "en"): string {
  const plain = formatMinor(minor, currency);
  return language === "en" ? plain : plain.replace(".", ",");
}
