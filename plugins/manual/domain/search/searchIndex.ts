import { plainText } from '../content/markup';
import type { ManualTab } from '../content/schema';

/** Words too common to tell sections apart. */
const STOP = new Set(
  'a an and are as at be by can do does for from get how i in into is it its my of on or so that the then this to what when where which with you your keel'.split(
    ' ',
  ),
);

/** A word without its plural, -ing, -ed or final -e, so "invites", "invited" and "invite" meet. */
function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** Lower-case words, stop words out, each stemmed. */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
}

export interface IndexedSection {
  tabId: string;
  tabLabel: string;
  sectionId: string;
  title: string;
  /** The section's paragraphs and its numbered steps, as plain text. */
  text: string[];
  steps: string[];
}

interface Doc extends IndexedSection {
  counts: Map<string, number>;
  length: number;
}

/** A title word counts as much as this many words of the body. */
const TITLE_WEIGHT = 3;
const K1 = 1.2;
const B = 0.75;

/**
 * A BM25 index over the manual's sections (title words weighted ×3). Thirty-odd sections of a
 * few hundred words each: a scan of every section per query is well under a millisecond.
 */
export function buildIndex(tabs: readonly ManualTab[]) {
  const docs: Doc[] = tabs.flatMap((tab) =>
    tab.sections.map((s) => {
      const text = s.paragraphs.map(plainText);
      const steps = s.steps.map(plainText);
      const words = [
        ...Array.from({ length: TITLE_WEIGHT }, () => tokens(s.title)).flat(),
        ...[...text, ...steps].flatMap(tokens),
      ];
      const counts = new Map<string, number>();
      for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
      return {
        tabId: tab.id,
        tabLabel: tab.label,
        sectionId: s.id,
        title: s.title,
        text,
        steps,
        counts,
        length: words.length,
      };
    }),
  );
  const average = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length);
  const docFrequency = new Map<string, number>();
  for (const d of docs)
    for (const w of d.counts.keys()) docFrequency.set(w, (docFrequency.get(w) ?? 0) + 1);
  const idf = (w: string) => {
    const n = docFrequency.get(w) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };

  return {
    /** The sections that share a word with the query, best first, with their score. */
    search(
      query: string,
      limit: number,
    ): { section: IndexedSection; score: number; matched: string[] }[] {
      const words = [...new Set(tokens(query))];
      return docs
        .map((d) => {
          let score = 0;
          const matched: string[] = [];
          for (const w of words) {
            const tf = d.counts.get(w) ?? 0;
            if (tf === 0) continue;
            matched.push(w);
            score += (idf(w) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * d.length) / average));
          }
          return { section: d as IndexedSection, score, matched };
        })
        .filter((r) => r.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}
