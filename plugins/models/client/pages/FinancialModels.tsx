import { lazy, Suspense, useState } from 'react';
import {
  Button,
  Card,
  downloadFile,
  EmptyState,
  Spinner,
  Tabs,
  useClock,
  useToast,
} from '@keel/core/client';
import { modelExportFile, type ViewMode } from '../../domain/exportFile';
import { modelInfo } from '../../domain/buildModel';
import {
  forecastParamsSchema,
  modelIds,
  type ForecastParams,
  type ModelForecast,
} from '../../domain/modelSchemas';
import { ForecastChart } from './financialModels/ForecastChart';
import { ModelInsights } from './financialModels/ModelInsights';
import { ModelStatistics } from './financialModels/ModelStatistics';
import { ParameterPanel } from './financialModels/ParameterPanel';
import { RiskTable } from './financialModels/RiskTable';
import { useCompanyId } from '../cards/useCompanyId';
import { useModelForecast } from '../useModelForecast';
import '../models.css';

// three.js is loaded only when the 3D view is first opened.
const ForecastScene = lazy(() => import('./financialModels/ForecastScene'));

/** The visualisation of one model: the 2D chart or the 3D scene, and what it is drawn from. */
function ModelView({ model, view }: { model: ModelForecast; view: ViewMode }) {
  return (
    <Card
      title={`${model.title} ${view === '3d' ? '(3D)' : '(2D)'}`}
      description={model.description}
    >
      {model.notes.map((note) => (
        <p key={note} className="models-note" role="note">
          {note}
        </p>
      ))}
      {model.status === 'insufficient-history' ? (
        <EmptyState title="Not enough history yet">
          The forecast appears once the books hold enough periods. Add transactions on the
          Bookkeeping screen.
        </EmptyState>
      ) : view === '3d' ? (
        <Suspense fallback={<Spinner label="Loading the 3D view…" showLabel />}>
          <ForecastScene model={model} />
        </Suspense>
      ) : (
        <ForecastChart model={model} />
      )}
      <p className="models-summary">
        <span>Data Points: {model.dataPoints}</span>
        <span>
          Accuracy:{' '}
          {model.accuracy === null ? 'not backtested yet' : `${model.accuracy.toFixed(1)}%`}
        </span>
      </p>
      {model.risk && <RiskTable model={model} />}
    </Card>
  );
}

/** 3D Financial Models (spec 001): backtested forecasts of the company's books, in 2D and 3D. */
export function FinancialModels() {
  const companyId = useCompanyId();
  const clock = useClock();
  const { toast } = useToast();
  const [params, setParams] = useState<ForecastParams>(() =>
    forecastParamsSchema.parse({ model: 'revenue_forecast' }),
  );
  const [view, setView] = useState<ViewMode>('2d');
  const state = useModelForecast(companyId, params);
  const model =
    state.status === 'ready' ? state.model : state.status === 'loading' ? state.previous : null;
  const shown = model && model.model === params.model ? model : null;

  const exportModel = () => {
    try {
      if (!shown) throw new Error('No model to export');
      const file = modelExportFile(shown, view, clock.now().toISOString());
      downloadFile(file.name, file.json, 'application/json');
      toast({ title: 'Model Exported', description: file.name });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'Failed to export model',
        variant: 'destructive',
      });
    }
  };

  const body = (
    <div className="models-layout">
      <div className="models-main">
        {state.status === 'error' ? (
          <Card title="The forecast could not be computed">
            <p role="alert">{state.message}</p>
          </Card>
        ) : shown ? (
          <ModelView model={shown} view={view} />
        ) : (
          <Spinner label="Computing the forecast from your books…" showLabel />
        )}
        {shown && shown.insights.length > 0 && <ModelInsights insights={shown.insights} />}
      </div>
      <div className="models-side">
        <ParameterPanel params={params} onChange={setParams} />
        {shown && shown.status === 'ready' && <ModelStatistics model={shown} />}
      </div>
    </div>
  );

  return (
    <>
      <header className="k-page-header">
        <div>
          <h1>3D Financial Models</h1>
          <p className="k-muted">
            Forecasts of your books, backtested on your own history, with honest confidence.
          </p>
        </div>
        <div className="k-toolbar">
          <div role="group" aria-label="View" className="models-toggle">
            {(['2d', '3d'] as const).map((mode) => (
              <Button
                key={mode}
                variant={view === mode ? 'primary' : 'secondary'}
                aria-pressed={view === mode}
                onClick={() => setView(mode)}
              >
                {mode.toUpperCase()}
              </Button>
            ))}
          </div>
          <Button variant="secondary" disabled={!shown} onClick={exportModel}>
            Export Model
          </Button>
        </div>
      </header>
      <Tabs
        label="Financial models"
        value={params.model}
        onValueChange={(value) => {
          const next = modelIds.find((id) => id === value);
          if (next) setParams((p) => ({ ...p, model: next }));
        }}
        items={modelIds.map((id) => ({
          value: id,
          label: modelInfo[id].title,
          content: id === params.model ? body : null,
        }))}
      />
    </>
  );
}

export default FinancialModels;
