import { useState } from 'react';
import { Button, useToast } from '@keel/core/client';
import { forecastParamsSchema, modelIds } from '../../domain/modelSchemas';
import { refreshForecasts } from '../forecastRefresh';
import { fetchModelForecast } from '../useModelForecast';
import { useCompanyId } from './useCompanyId';

/**
 * Generate Forecast (the AI Operations Center): computes the four models afresh from the books,
 * then has every forecast on screen fetched again.
 */
export function GenerateForecastAction() {
  const companyId = useCompanyId();
  const { toast } = useToast();
  const [running, setRunning] = useState(false);
  const generate = async () => {
    setRunning(true);
    try {
      const models = await Promise.all(
        modelIds.map((model) =>
          fetchModelForecast(companyId, forecastParamsSchema.parse({ model })),
        ),
      );
      refreshForecasts();
      const revenue = models[0]!;
      toast({
        title: 'Forecast Generated',
        description:
          revenue.accuracy === null
            ? revenue.notes.join(' ')
            : `Four models from ${revenue.dataPoints} months of books; revenue accuracy ${revenue.accuracy.toFixed(1)}% 6 months ahead.`,
      });
    } catch {
      toast({
        title: 'Forecast Failed',
        description: 'The forecast could not be computed',
        variant: 'destructive',
      });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button disabled={running} aria-busy={running || undefined} onClick={() => void generate()}>
      {running ? 'Generating…' : 'Generate Forecast'}
    </Button>
  );
}

export default GenerateForecastAction;
