/** Formats integer minor units as a decimal string without ever going through a float. */
export function formatMinor(minor: number, currency: string): string {
  const digits = fractionDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs} ${currency}`;
  const scale = 10 ** digits;
  const major = Math.trunc(abs / scale);
  const fraction = String(abs % scale).padStart(digits, "0");
  return `${sign}${major}.${fraction} ${currency}`;
}

function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
