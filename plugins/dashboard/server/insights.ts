import type { PluginServices } from '@keel/core/server';
import { conversationPath, savedInsightsRef } from '@keel/plugin-conversations/domain/public';
import { modelForecastsRef, modelIds } from '@keel/plugin-models/domain/public';
import type { Insight } from '../domain/overview';

const impactOrder = { high: 0, medium: 1, low: 2 } as const;

/** How many of the user's saved assistant insights are listed. */
export const SAVED_INSIGHT_LIMIT = 10;

/**
 * The insights of the four financial models at their screen's defaults (36 months by month, six
 * ahead, 95%), high impact first, then the ones the user's own assistant answers saved, newest
 * first; each part is left out when its plugin is not installed.
 */
export async function readInsights(
  services: PluginServices,
  companyId: string,
  userId: string,
): Promise<Insight[]> {
  const insights: Insight[] = [];
  const forecasts = services.getOptional(modelForecastsRef);
  if (forecasts)
    for (const model of modelIds)
      for (const insight of (await forecasts.forecast(companyId, { model })).insights)
        insights.push({ ...insight, source: 'models' });
  insights.sort(
    (a, b) =>
      (a.source === 'models' ? impactOrder[a.impact] : 3) -
      (b.source === 'models' ? impactOrder[b.impact] : 3),
  );
  const saved = services.getOptional(savedInsightsRef);
  if (saved)
    for (const insight of await saved.insights(companyId, userId, SAVED_INSIGHT_LIMIT))
      insights.push({
        id: `${insight.conversationId}@${insight.at}`,
        title: insight.question,
        description: insight.answer,
        source: 'assistant',
        at: insight.at,
        action: { label: 'Open conversation', path: conversationPath(insight.conversationId) },
      });
  return insights;
}
