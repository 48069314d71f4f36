import { useEffect, useState } from 'react';
import { Badge, Card, Spinner, pluginApi } from '@keel/core/client';
import type { Measure } from '../../domain/measures/measures';
import { fraudRoutes } from '../../domain/routes';
import { plugin } from '../../plugin';

const fraudApi = pluginApi(plugin);

/** The company's prevention measures (GET /api/fraud/measures), read again after each scan. */
export function PreventionMeasures({
  companyId,
  refreshKey,
}: {
  companyId: string;
  refreshKey: string;
}) {
  const [measures, setMeasures] = useState<Measure[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fraudApi.call(fraudRoutes.measures, {}, undefined, { query: { companyId } }).then(
      (answer) => {
        if (!live) return;
        setMeasures(answer.measures);
        setFailed(false);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [companyId, refreshKey]);
  return (
    <Card title="Prevention Measures">
      {failed ? (
        <p role="alert">The prevention measures could not be read; reload the page to try again.</p>
      ) : measures === null ? (
        <Spinner label="Reading the company's controls" />
      ) : (
        <ul className="fraud-measures" aria-label="Prevention measures">
          {measures.map((m) => (
            <li key={m.id}>
              <div className="fraud-threat-head">
                <strong>{m.measure}</strong>
                <Badge tone={m.status === 'active' ? 'success' : 'warning'}>
                  {m.status === 'active' ? 'Active' : 'Inactive'}
                </Badge>
              </div>
              <p>{m.description}</p>
              <p className="k-muted">{m.effectiveness}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
