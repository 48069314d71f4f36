import { useId } from 'react';
import { Card, NativeSelect } from '@keel/core/client';
import type { ForecastParams } from '../../../domain/modelSchemas';
import { granularities, rangeMonths } from '../../../domain/series';

const granularityLabels = { monthly: 'Monthly', weekly: 'Weekly', daily: 'Daily' } as const;

/** The spec's parameter panel: time range, granularity, confidence (80-99) and the horizon. */
export function ParameterPanel({
  params,
  onChange,
}: {
  params: ForecastParams;
  onChange: (next: ForecastParams) => void;
}) {
  const sliderId = useId();
  return (
    <Card title="Model Parameters">
      <div className="models-params">
        <NativeSelect
          label="Time Range"
          value={String(params.range)}
          options={rangeMonths.map((m) => ({ value: String(m), label: `Last ${m} Months` }))}
          onChange={(e) =>
            onChange({ ...params, range: Number(e.target.value) as ForecastParams['range'] })
          }
        />
        <NativeSelect
          label="Granularity"
          value={params.granularity}
          options={granularities.map((g) => ({ value: g, label: granularityLabels[g] }))}
          onChange={(e) =>
            onChange({
              ...params,
              granularity: e.target.value as ForecastParams['granularity'],
            })
          }
        />
        <NativeSelect
          label="Forecast Horizon"
          value={String(params.horizon)}
          options={[
            { value: '6', label: '6 periods' },
            { value: '12', label: '12 periods' },
          ]}
          onChange={(e) =>
            onChange({ ...params, horizon: Number(e.target.value) as ForecastParams['horizon'] })
          }
        />
        <div className="k-field">
          <label className="k-label" htmlFor={sliderId}>
            Confidence Level: {params.confidence}%
          </label>
          <input
            id={sliderId}
            type="range"
            min={80}
            max={99}
            step={1}
            value={params.confidence}
            onChange={(e) => onChange({ ...params, confidence: Number(e.target.value) })}
          />
        </div>
      </div>
    </Card>
  );
}
