import { describe, expect, it } from 'vitest';
import {
  initialWizardState,
  reduceWizard,
  type WizardEvent,
  type WizardState,
} from './wizardState';

const run = (events: WizardEvent[], from: WizardState = initialWizardState) =>
  events.reduce(reduceWizard, from);

describe('the payroll wizard moves', () => {
  it('goes forward with 25 / 50 / 75 / 100 as each step is saved', () => {
    const seen: number[] = [];
    let state = initialWizardState;
    for (const event of [
      { type: 'start' },
      { type: 'step-saved' },
      { type: 'step-saved' },
      { type: 'step-saved', runId: 'run-1' },
    ] as WizardEvent[]) {
      state = reduceWizard(state, event);
      seen.push(state.progress);
    }
    expect(seen).toEqual([25, 50, 75, 100]);
    expect(state).toEqual({ step: 'review', progress: 100, runId: 'run-1' });
  });

  it('goes back one step at a time and never past the overview', () => {
    const review = run([
      { type: 'start' },
      { type: 'step-saved' },
      { type: 'step-saved' },
      { type: 'step-saved' },
    ]);
    const steps = [1, 2, 3, 4, 5].map((n) => run(Array(n).fill({ type: 'back' }), review).step);
    expect(steps).toEqual(['run', 'configure', 'setup', 'overview', 'overview']);
  });

  it('approval and a company switch reset to the overview at 0', () => {
    const review = run([{ type: 'start' }, { type: 'step-saved' }]);
    expect(reduceWizard(review, { type: 'approved' })).toEqual(initialWizardState);
    expect(reduceWizard(review, { type: 'company-switched' })).toEqual(initialWizardState);
  });

  it('Back to Overview keeps the progress made', () => {
    const configure = run([{ type: 'start' }, { type: 'step-saved' }]);
    expect(reduceWizard(configure, { type: 'back-to-overview' })).toMatchObject({
      step: 'overview',
      progress: 50,
    });
  });

  it('a save from the overview or the review moves nowhere', () => {
    expect(reduceWizard(initialWizardState, { type: 'step-saved' })).toBe(initialWizardState);
  });
});

describe('runs opened and discarded from the overview', () => {
  it('opens a run in Review & Approve at 100, and a discard returns to the overview at 0', () => {
    const reviewing = reduceWizard(initialWizardState, { type: 'review-run', runId: 'r1' });
    expect(reviewing).toEqual({ step: 'review', progress: 100, runId: 'r1' });
    expect(reduceWizard(reviewing, { type: 'discarded' })).toEqual(initialWizardState);
  });
});
