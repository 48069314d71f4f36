/**
 * The EIN field's auto-format while typing (spec 000 section 5): non-digits stripped, at most 9
 * digits, a hyphen after the first two. The hyphen appears only once a third digit exists, so
 * backspacing over "12-" works; the result is at most 10 characters, the input's limit.
 */
export function formatEinInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 9);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}
