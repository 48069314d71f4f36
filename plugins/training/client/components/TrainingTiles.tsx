import type { Progress } from '../hooks/useTraining';

/**
 * Spec 000 §2.8's tiles that Keel fills: modules available, completed, study hours (the time
 * spent in lessons passed). Certificates come with the assessments.
 */
export function TrainingTiles({ progress }: { progress: Progress }) {
  const tiles: [string, string][] = [
    ['Modules Available', String(progress.modulesAvailable)],
    ['Completed', String(progress.modulesCompleted)],
    ['Study Hours', progress.studyHours.toFixed(1)],
  ];
  return (
    <dl className="training-tiles" aria-label="Training figures">
      {tiles.map(([term, value]) => (
        <div key={term} className="k-card training-tile">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
