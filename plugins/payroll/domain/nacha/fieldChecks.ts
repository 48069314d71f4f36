/** Whether text is exactly `length` digits. */
export function isDigits(text: string, length: number): boolean {
  return text.length === length && /^\d+$/.test(text);
}

/** Whether text is a real YYMMDD date (years 2000-2099). */
export function isYymmdd(text: string): boolean {
  if (!isDigits(text, 6)) return false;
  const [year, month, day] = [
    2000 + Number(text.slice(0, 2)),
    Number(text.slice(2, 4)),
    Number(text.slice(4)),
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether text is a 24-hour HHMM time. */
export function isHhmm(text: string): boolean {
  return isDigits(text, 4) && Number(text.slice(0, 2)) < 24 && Number(text.slice(2)) < 60;
}

/** Whether a mandatory field is only spaces or zeros (formats 1a checklist: rejected). */
export function isBlankOrZeros(text: string): boolean {
  return /^[ 0]*$/.test(text);
}

/**
 * The first character a NACHA record may not hold, with its 1-based position: formats 1a allows
 * ASCII above 0x1F, so control characters and anything beyond ASCII are out.
 */
export function firstInvalidCharacter(line: string): { position: number; code: number } | null {
  for (let i = 0; i < line.length; i += 1) {
    const code = line.charCodeAt(i);
    if (code < 0x20 || code > 0x7f) return { position: i + 1, code };
  }
  return null;
}
