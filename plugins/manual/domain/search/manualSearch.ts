import { z } from 'zod';
import { manualTabs, sectionPath } from '../manual';
import { buildIndex, tokens } from './searchIndex';

/** A search of the manual: words, and how many sections at most. */
export const manualSearchQuerySchema = z.object({
  query: z.string().trim().min(1, 'Type what you are looking for').max(500),
  limit: z.number().int().min(1).max(20).default(3),
});
export type ManualSearchQuery = z.input<typeof manualSearchQuerySchema>;

/** One section found: where it is, its text, the sentence that matched best and its link. */
export const manualHitSchema = z.object({
  tabId: z.string(),
  tabLabel: z.string(),
  sectionId: z.string(),
  title: z.string(),
  /** The section's paragraphs, plain text. */
  text: z.array(z.string()),
  /** Its numbered steps, plain text. */
  steps: z.array(z.string()),
  /** The sentence of the section that shares the most words with the query. */
  excerpt: z.string(),
  /** `/user-manual?tab=<tab>#<section>`: opens the screen at that section. */
  path: z.string().startsWith('/'),
  score: z.number(),
  /** The query's words the section contains (after stop words and endings are removed). */
  matched: z.array(z.string()),
});
export type ManualHit = z.output<typeof manualHitSchema>;

const index = buildIndex(manualTabs);

/** The best sections of the manual for a query, best first; none when no word matches. */
export function searchManual(input: ManualSearchQuery): ManualHit[] {
  const { query, limit } = manualSearchQuerySchema.parse(input);
  return index.search(query, limit).map(({ section, score, matched }) => {
    const overlap = (sentence: string) =>
      tokens(sentence).filter((w) => matched.includes(w)).length;
    const sentences = [...section.text, ...section.steps].flatMap((t) =>
      t.split(/(?<=[.!?])\s+(?=[A-Z])/),
    );
    const excerpt = sentences.reduce((best, s) => (overlap(s) > overlap(best) ? s : best));
    return {
      tabId: section.tabId,
      tabLabel: section.tabLabel,
      sectionId: section.sectionId,
      title: section.title,
      text: section.text,
      steps: section.steps,
      excerpt,
      path: sectionPath(section.tabId, section.sectionId),
      score,
      matched,
    };
  });
}
