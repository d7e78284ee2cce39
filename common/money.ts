/**
 * Money as text, exactly: integer minor units written as a decimal string without ever going through a float, and
 * how many decimal places a currency's minor unit has. Shared by the language layer (replies, readings) and the
 * Durable Objects (inbox wording), so one rule writes an amount everywhere.
 */

/** Formats integer minor units as a decimal string without ever going through a float. */
export function formatMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs} ${currency}`;
  const scale = 10 ** digits;
  const major = Math.trunc(abs / scale);
  const fraction = String(abs % scale).padStart(digits, "0");
  return `${sign}${major}.${fraction} ${currency}`;
}

/** Building an Intl.NumberFormat costs far more than the formatting: remember each currency's answer. */
const digitsByCurrency = new Map<string, number>();

/** Decimal places of a currency's minor unit, as Intl knows it (JPY 0, EUR 2, KWD 3); 2 when unknown. */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    // Currency codes are validated (three letters) before they get here; the bound is a backstop.
    if (digitsByCurrency.size < 1_000) digitsByCurrency.set(currency, digits);
  }
  return digits;
}
