import { ProgressBar } from '@keel/core/client';
import { stepLabels, wizardSteps, type WizardStep } from './wizardState';

/** The progress bar (percent complete, max 100) and the five steps with the current one marked. */
export function WizardProgress({ step, progress }: { step: WizardStep; progress: number }) {
  return (
    <div className="payroll-progress">
      <div className="payroll-progress-head">
        <span>Progress</span>
        <span>{progress}% complete</span>
      </div>
      <ProgressBar label="Payroll progress" value={progress} />
      <ol className="payroll-steps" aria-label="Steps">
        {wizardSteps.map((id, index) => (
          <li key={id} aria-current={id === step ? 'step' : undefined}>
            <span className="payroll-step-number">{index + 1}</span> {stepLabels[id]}
          </li>
        ))}
      </ol>
    </div>
  );
}
