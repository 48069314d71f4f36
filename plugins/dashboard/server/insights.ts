import type { PluginServices } from '@keel/core/server';
import { modelForecastsRef, modelIds } from '@keel/plugin-models/domain/public';
import type { Insight } from '../domain/overview';

const impactOrder = { high: 0, medium: 1, low: 2 } as const;

/**
 * The insights of the four financial models at their screen's defaults (36 months by month, six
 * ahead, 95%), high impact first; none when Models is not installed. (The assistant saves no
 * insights other plugins can read yet.)
 */
export async function readInsights(
  services: PluginServices,
  companyId: string,
): Promise<Insight[]> {
  const forecasts = services.getOptional(modelForecastsRef);
  if (!forecasts) return [];
  const insights: Insight[] = [];
  for (const model of modelIds)
    for (const insight of (await forecasts.forecast(companyId, { model })).insights)
      insights.push({ ...insight, source: 'models' });
  return insights.sort((a, b) => impactOrder[a.impact] - impactOrder[b.impact]);
}
