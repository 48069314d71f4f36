import type { ReactNode } from 'react';
import { Badge, Card } from '@keel/core/client';
import type { ModelForecast } from '../../../domain/modelSchemas';

/** The spec's guidance: 95% and above is good, below 90% needs attention. */
export function accuracyGuidance(accuracy: number): {
  label: string;
  tone: 'success' | 'warning' | 'danger';
} {
  if (accuracy >= 95) return { label: 'Good', tone: 'success' };
  if (accuracy >= 90) return { label: 'Fair', tone: 'warning' };
  return { label: 'Needs attention', tone: 'danger' };
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** Model statistics: backtested accuracy, MASE, coverage, the level the errors support, methods. */
export function ModelStatistics({ model }: { model: ModelForecast }) {
  const guidance = model.accuracy === null ? null : accuracyGuidance(model.accuracy);
  return (
    <Card title="Model Statistics">
      <dl className="k-figures" aria-label="Model statistics">
        {(
          [
            {
              label: 'Accuracy',
              value:
                model.accuracy === null || !guidance ? (
                  'No backtests yet'
                ) : (
                  <>
                    {model.accuracy.toFixed(1)}%{' '}
                    <Badge tone={guidance.tone}>{guidance.label}</Badge>
                  </>
                ),
            },
            {
              label: 'MASE (seasonal naive = 1)',
              value:
                model.mase === null
                  ? 'No backtests yet'
                  : `${model.mase.toFixed(2)} (seasonal naive ${model.naiveMase?.toFixed(2) ?? '–'})`,
            },
            {
              label: `Interval coverage at ${model.appliedConfidence}%`,
              value:
                model.coverage === null ? 'Not measurable yet' : `${model.coverage.toFixed(1)}%`,
            },
            {
              label: 'Backtest errors',
              value: `${model.backtestErrors} from ${model.backtestOrigins} origins, supporting up to ${model.supportedConfidence}%`,
            },
            { label: 'Data Points', value: String(model.dataPoints) },
            { label: 'Last Updated', value: when(model.lastUpdated) },
          ] satisfies { label: string; value: ReactNode }[]
        ).map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="k-muted models-guidance">
        Accuracy is 100% less the weighted absolute percentage error of backtests on your own
        history: 95% and above is good, below 90% needs attention.
      </p>
      {model.methods.length > 0 && (
        <>
          <h3 className="models-subtitle">Methods combined</h3>
          <ul className="models-methods">
            {model.methods.map((m) => (
              <li key={m.id}>
                {m.label}: {Math.round(m.weight * 100)}%
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
