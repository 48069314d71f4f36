/** Something a question may name: an account or a vendor, by its words. */
export interface Nameable {
  id: string;
  name: string;
}

// Words too common in account and vendor names to name one by themselves.
const GENERIC = new Set([
  'and',
  'the',
  'of',
  'for',
  'account',
  'accounts',
  'expense',
  'expenses',
  'income',
  'business',
  'other',
  'general',
  'total',
  'cost',
  'costs',
  'payable',
  'receivable',
  'inc',
  'llc',
  'ltd',
  'co',
  'company',
  'properties',
  'services',
  'payroll',
  'uncategorized',
  'cash',
  // Words that ask for a total ("revenue in March" is all revenue, not Service Revenue).
  'revenue',
  'sale',
  'sales',
]);

const singular = (word: string) =>
  word.replace(/(?<=\w{3})(ies)$/, 'y').replace(/(?<=\w{3})s$/, '');

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
}

/**
 * The thing the question names best: its whole name, else one of its own words (four letters or
 * more, not a generic one), the longest match winning; null when it names none.
 */
export function bestNamed<T extends Nameable>(
  question: string,
  candidates: readonly T[],
): T | null {
  const asked = ` ${words(question).join(' ')} `;
  let best: { item: T; score: number } | null = null;
  for (const item of candidates) {
    const own = words(item.name);
    // A name of generic words only ("Sales") names a total, not the account.
    if (own.every((w) => GENERIC.has(w))) continue;
    const full = own.join(' ');
    let score = full && asked.includes(` ${full} `) ? full.length + 100 : 0;
    if (!score)
      for (const word of words(item.name))
        if (word.length >= 4 && !GENERIC.has(word) && asked.includes(` ${word} `))
          score = Math.max(score, word.length);
    if (score > 0 && (!best || score > best.score)) best = { item, score };
  }
  return best?.item ?? null;
}
