/** The wizard's five steps, in order (spec 000 section 2.10). */
export const wizardSteps = ['overview', 'setup', 'configure', 'run', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The label of each step. */
export const stepLabels: Record<WizardStep, string> = {
  overview: 'Overview',
  setup: 'Company Setup',
  configure: 'Employee Configuration',
  run: 'Run Payroll',
  review: 'Review & Approve',
};

/** Where the wizard is: the step, the progress bar's percent, and the run under review. */
export interface WizardState {
  step: WizardStep;
  progress: number;
  /** The run computed by Process Payroll, reviewed and approved in the last step. */
  runId: string | null;
}

export type WizardEvent =
  | { type: 'start' }
  | { type: 'step-saved'; runId?: string }
  | { type: 'back' }
  | { type: 'back-to-overview' }
  | { type: 'review-run'; runId: string }
  | { type: 'approved' }
  | { type: 'discarded' }
  | { type: 'company-switched' };

export const initialWizardState: WizardState = { step: 'overview', progress: 0, runId: null };

/** The step a successful call moves to, and its progress (spec 000 section 4, reading b). */
const forward: Partial<Record<WizardStep, { step: WizardStep; progress: number }>> = {
  setup: { step: 'configure', progress: 50 },
  configure: { step: 'run', progress: 75 },
  run: { step: 'review', progress: 100 },
};

const backward: Partial<Record<WizardStep, WizardStep>> = {
  review: 'run',
  run: 'configure',
  configure: 'setup',
  setup: 'overview',
};

/**
 * The wizard's moves (spec 000 section 4): Start Payroll Setup sets 25; a saved step moves one
 * step forward with 50 / 75 / 100; Back moves one step back; Back to Overview returns to the
 * overview; Review (an open run on the overview) opens it in Review & Approve at 100; Approve &
 * Distribute, Discard Run and a company switch return to the overview with 0.
 */
export function reduceWizard(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'start':
      return { ...state, step: 'setup', progress: 25 };
    case 'step-saved': {
      const next = forward[state.step];
      if (!next) return state;
      return { ...state, ...next, runId: event.runId ?? state.runId };
    }
    case 'back': {
      const previous = backward[state.step];
      return previous ? { ...state, step: previous } : state;
    }
    case 'back-to-overview':
      return { ...state, step: 'overview' };
    case 'review-run':
      return { step: 'review', progress: 100, runId: event.runId };
    case 'approved':
    case 'discarded':
    case 'company-switched':
      return initialWizardState;
  }
}
