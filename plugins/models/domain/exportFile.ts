import type { ModelForecast } from './modelSchemas';

/** The 2D or 3D view of the screen. */
export type ViewMode = '2d' | '3d';

/**
 * The spec's model export file (spec 001, "Model export file"): modelId, modelName, accuracy,
 * dataPoints, parameters (viewMode, confidenceLevel) and exportDate, plus the rest of the
 * parameters and the forecast values it was computed with; amounts in cents.
 */
export function modelExportFile(model: ModelForecast, viewMode: ViewMode, exportDate: string) {
  const name = `${model.model}-${exportDate.slice(0, 10)}.json`;
  const content = {
    modelId: model.model,
    modelName: model.title,
    accuracy: model.accuracy,
    dataPoints: model.dataPoints,
    parameters: {
      viewMode,
      confidenceLevel: model.confidence,
      appliedConfidenceLevel: model.appliedConfidence,
      timeRange: model.range,
      granularity: model.granularity,
      horizon: model.horizon,
    },
    exportDate,
    lastUpdated: model.lastUpdated,
    mase: model.mase,
    coverage: model.coverage,
    methods: model.methods,
    forecast: model.points,
  };
  return { name, json: `${JSON.stringify(content, null, 2)}\n` };
}
