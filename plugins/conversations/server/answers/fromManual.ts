import { MANUAL_PATH, type ManualHit } from '@keel/plugin-manual/domain/public';
import { textReply, type Reply } from './reply';

/** The section quoted whole: its paragraphs, then its steps numbered as the page shows them. */
const quoted = (hit: ManualHit) =>
  [...hit.text, ...hit.steps.map((s, i) => `${i + 1}. ${s}`)].join(' ');

/**
 * A "how do I" question answered from the user manual: its best section quoted, with a link that
 * opens the manual at that section; when no section matches, what the assistant can do instead.
 */
export async function answerFromManual(
  search: (question: string) => Promise<ManualHit[]>,
  question: string,
  can: string,
): Promise<Reply> {
  const [best] = await search(question);
  if (!best) return textReply(`I couldn't find that in the user manual. ${can}`);
  return {
    ...textReply(`From the user manual, “${best.title}” (${best.tabLabel}): ${quoted(best)}`),
    sources: [{ label: `User Manual: ${best.title}`, path: best.path }],
  };
}

/** Whether a reply is the manual's: a model has nothing to add to a quotation. */
export const isManualReply = (reply: Reply) =>
  reply.tools.length === 0 && reply.sources.some((s) => s.path.startsWith(MANUAL_PATH));
