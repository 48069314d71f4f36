import { Link } from 'react-router-dom';
import { Badge, Card, useClock, useUser } from '@keel/core/client';
import { guideRowId, type GuideStep } from '../guideSteps';
import { useDashboardStore, useDashboardTable } from '../stores';

/** The quick guide: steps computed from real state, each can also be ticked off by hand. */
export function QuickGuide({ steps }: { steps: GuideStep[] }) {
  const store = useDashboardStore();
  const progress = useDashboardTable('guideProgress');
  const user = useUser();
  const clock = useClock();
  const isDone = (s: GuideStep) => s.autoDone || progress[guideRowId(s, user.id)]?.done === true;
  const canEdit = !!store && user.role !== 'viewer';
  const doneCount = steps.filter(isDone).length;

  function toggle(step: GuideStep, done: boolean) {
    store?.setRow('guideProgress', guideRowId(step, user.id), {
      done,
      doneAt: clock.now().toISOString(),
      doneBy: user.id,
    });
  }

  return (
    <Card
      title="Quick guide"
      description="A few steps to get your workspace ready."
      actions={
        <Badge tone={doneCount === steps.length ? 'success' : 'primary'}>
          {doneCount} of {steps.length} done
        </Badge>
      }
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.7rem' }}>
        {steps.map((s) => (
          <li key={s.id} style={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start' }}>
            <input
              type="checkbox"
              id={`guide-${s.id}`}
              checked={isDone(s)}
              disabled={s.autoDone || !canEdit}
              onChange={(e) => toggle(s, e.target.checked)}
              style={{ marginTop: 4 }}
            />
            <div>
              <label
                htmlFor={`guide-${s.id}`}
                style={{ fontWeight: 600, textDecoration: isDone(s) ? 'line-through' : undefined }}
              >
                {s.title}
              </label>
              <div className="k-muted">
                {s.description} <Link to={s.path}>Open</Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
