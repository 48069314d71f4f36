/** Numbers as written in text: "$1,234.56", "-12.5%", "2026", "3". */
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** Every number written in a text, as absolute values (signs and currency symbols dropped). */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER)].map((m) => Number(m[0].replace(/,/g, '')));
}

/**
 * The numbers the tools gave (every number written in their output, and each amount in dollars)
 * and the question itself asked about: what a model's reply may state.
 */
export function allowedNumbers(texts: readonly string[], cents: readonly number[]): Set<number> {
  const allowed = new Set<number>();
  for (const t of texts) for (const n of numbersIn(t)) allowed.add(n);
  for (const c of cents) allowed.add(Math.abs(c) / 100);
  return allowed;
}

/**
 * The numbers of `text` that no tool gave, neither exactly nor rounded to whole dollars (a reply may
 * say "$12,345" for $12,345.40). Empty when every figure of the text comes from the tools.
 */
export function unbackedNumbers(text: string, allowed: ReadonlySet<number>): number[] {
  const rounded = new Set([...allowed].map((n) => Math.round(n)));
  return numbersIn(text).filter((n) => {
    if (allowed.has(n)) return false;
    return !(Number.isInteger(n) && rounded.has(n));
  });
}
