import { useNavigate } from 'react-router-dom';
import { Badge, Button, Card } from '@keel/core/client';
import type { ModelInsight } from '../../../domain/modelSchemas';

const impactTone = { high: 'danger', medium: 'warning', low: 'info' } as const;

/** The model's three computed insights, each with the action its impact calls for. */
export function ModelInsights({ insights }: { insights: readonly ModelInsight[] }) {
  const navigate = useNavigate();
  return (
    <Card title="AI Insights">
      <ul className="models-insights">
        {insights.map((insight) => (
          <li key={insight.id} className="models-insight">
            <div className="models-insight-head">
              <h3>{insight.title}</h3>
              <Badge tone={impactTone[insight.impact]}>{insight.impact} impact</Badge>
            </div>
            <p>{insight.description}</p>
            <p className="k-muted">Confidence: {insight.confidence}%</p>
            <Button
              size="sm"
              variant={insight.impact === 'high' ? 'primary' : 'secondary'}
              aria-label={`${insight.action.label}: ${insight.title}`}
              onClick={() => void navigate(insight.action.path)}
            >
              {insight.action.label}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
