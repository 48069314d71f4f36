import { z } from 'zod';
import { recordIdSchema } from '@keel/core/domain';
import { methodIds } from './forecast/candidates';
import { granularities } from './series';

/** The four models of the screen, in the order of its tabs. */
export const modelIds = [
  'revenue_forecast',
  'cash_flow',
  'risk_assessment',
  'profitability',
] as const;
export const modelIdSchema = z.enum(modelIds, { error: `Use one of ${modelIds.join(', ')}` });
export type ModelId = z.output<typeof modelIdSchema>;

const choice = <T extends number>(values: readonly T[], name: string) =>
  z.coerce
    .number({ error: `${name} must be one of ${values.join(', ')}` })
    .refine((v): v is T => values.includes(v as T), `${name} must be one of ${values.join(', ')}`)
    .transform((v) => v as T);

/** What a forecast is asked with: the spec's parameter panel, plus the horizon of the tabs. */
export const forecastParamsSchema = z.object({
  model: modelIdSchema,
  horizon: choice([6, 12] as const, 'Horizon').default(6),
  confidence: z.coerce
    .number({ error: 'Confidence must be a whole number from 80 to 99' })
    .int('Confidence must be a whole number from 80 to 99')
    .min(80, 'Confidence must be a whole number from 80 to 99')
    .max(99, 'Confidence must be a whole number from 80 to 99')
    .default(95),
  range: choice([12, 24, 36] as const, 'Range').default(36),
  granularity: z
    .enum(granularities, { error: `Use one of ${granularities.join(', ')}` })
    .default('monthly'),
});
export type ForecastParams = z.output<typeof forecastParamsSchema>;
export type ForecastParamsInput = z.input<typeof forecastParamsSchema>;

/** GET /api/models/forecast's query: the company and the parameters. */
export const forecastQuerySchema = forecastParamsSchema.extend({ companyId: recordIdSchema });

export const impacts = ['high', 'medium', 'low'] as const;

/** A model insight (spec 001 section 3) with the action its impact calls for. */
export const modelInsightSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** 0-100: how likely the statement holds, from the backtest errors or the simulation. */
  confidence: z.number(),
  impact: z.enum(impacts),
  model: modelIdSchema,
  action: z.object({ label: z.string(), path: z.string() }),
});
export type ModelInsight = z.output<typeof modelInsightSchema>;

export const forecastPointSchema = z.object({
  period: z.string(),
  value: z.number(),
  /** The interval at the applied level; null when the history supports no level. */
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  /** Profitability: the forecast margin (net income over revenue), percent. */
  margin: z.number().nullable().optional(),
  /** Risk: the chance (0-100) that cash has fallen below zero / one month of expenses by then. */
  belowZero: z.number().optional(),
  belowReserve: z.number().optional(),
});
export type ForecastPoint = z.output<typeof forecastPointSchema>;

/** The spec's 3D model entity (spec 001 section 3). */
export const modelTypes = ['forecasting', 'analysis', 'risk', 'profitability'] as const;

/** A model's forecast as GET /api/models/forecast answers it; every amount in cents. */
export const modelForecastSchema = z.object({
  model: modelIdSchema,
  title: z.string(),
  description: z.string(),
  type: z.enum(modelTypes),
  status: z.enum(['ready', 'insufficient-history']),
  /** What is missing or left out, in words ("12 months ... are needed for a seasonal forecast"). */
  notes: z.array(z.string()),
  granularity: z.enum(granularities),
  horizon: z.number(),
  range: z.number(),
  confidence: z.number(),
  /** The highest level the backtest errors support, and the level the band is drawn at. */
  supportedConfidence: z.number(),
  appliedConfidence: z.number(),
  points: z.array(forecastPointSchema),
  history: z.array(z.object({ period: z.string(), value: z.number() })),
  /** The fan of intervals by level for the 3D view (levels the history supports). */
  fan: z.array(
    z.object({ level: z.number(), lower: z.array(z.number()), upper: z.array(z.number()) }),
  ),
  /** 100 less the weighted absolute percentage error of the backtests; null without backtests. */
  accuracy: z.number().nullable(),
  mase: z.number().nullable(),
  naiveMase: z.number().nullable(),
  /** Share (0-100) of backtest outcomes inside their interval; null when none could be checked. */
  coverage: z.number().nullable(),
  backtestErrors: z.number(),
  backtestOrigins: z.number(),
  /** The observations the model used. */
  dataPoints: z.number(),
  lastUpdated: z.string(),
  methods: z.array(z.object({ id: z.enum(methodIds), label: z.string(), weight: z.number() })),
  seasonal: z.boolean(),
  risk: z
    .object({
      reserve: z.number(),
      paths: z.number(),
      belowZero: z.number(),
      belowReserve: z.number(),
    })
    .nullable(),
  insights: z.array(modelInsightSchema),
});
export type ModelForecast = z.output<typeof modelForecastSchema>;
