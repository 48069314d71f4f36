import { Card, ProgressBar } from '@keel/core/client';
import { PROGRESS_DENOMINATOR, type ProgressAnswer } from '../../domain/progress/progress';

/** The progress bar (completed tabs over 8) and, from 3 tabs, the achievement card (spec 001). */
export function ManualProgress({ progress }: { progress: ProgressAnswer }) {
  const done = progress.completedTabs.length;
  const words = `${done} of ${PROGRESS_DENOMINATOR} tabs completed (${Math.round(progress.percent)}%)`;
  return (
    <div className="manual-progress">
      <Card title="Your Progress">
        <ProgressBar label="Manual progress" value={progress.percent} valueText={words} />
        <p className="k-muted">{words}</p>
      </Card>
      {progress.achievement && (
        <Card title="Achievement Unlocked" role="status">
          <p>
            You have completed {done} tabs of the user manual. You know your way around Keel: the
            rest of the manual is there when you need it.
          </p>
        </Card>
      )}
    </div>
  );
}
