import { z } from 'zod';

const idSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, 'Ids are kebab-case');

/**
 * One section of the manual. Its text is plain sentences with three marks the page renders and
 * the truth test checks (tests/manual/manualTruth.test.ts):
 * - `**Label**`: a button, tab, field or heading the person sees; it must exist in the source of
 *   one of `where` (`core` or a plugin id).
 * - `[Title](/path)`: a screen; the path must open a page, and the text must be its title.
 * - `` `NAME` ``: a server setting (an environment variable the README documents) or a command.
 */
export const manualSectionSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  /** Numbered steps shown after the paragraphs. */
  steps: z.array(z.string().min(1)).default([]),
  /** Where the labels it names live: `core` or the ids of the plugins whose screens it describes. */
  where: z.array(idSchema).min(1),
});
export type ManualSection = z.output<typeof manualSectionSchema>;
export type ManualSectionInput = z.input<typeof manualSectionSchema>;

/** One tab of the User Manual screen. */
export const manualTabSchema = z.object({
  id: idSchema,
  label: z.string().min(1),
  description: z.string().min(1),
  /** The spec's AI Features tab shows its sections as an accordion. */
  accordion: z.boolean().default(false),
  sections: z.array(manualSectionSchema).min(1),
});
export type ManualTab = z.output<typeof manualTabSchema>;
export type ManualTabInput = z.input<typeof manualTabSchema>;
