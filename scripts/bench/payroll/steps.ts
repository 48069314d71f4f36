// The wizard's steps for a company of a few employees, timed two ways: the server routes alone
// (REST, as a browser calls them) and the screens (Chromium on the built app, click to next
// screen). Target: each step under 1,000 ms for 10 employees.
import { join } from 'node:path';
import { benchServerSteps, type StepTimings } from './serverSteps';
import { benchWizardSteps, type WizardTimings } from './wizardSteps';

const TARGET_MS = 1_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(
  title: string,
  timings: StepTimings | WizardTimings,
  labels: Record<string, string>,
) {
  console.log(title);
  for (const [key, samples] of Object.entries(timings) as [string, number[]][]) {
    const worst = Math.max(...samples);
    console.log(
      `  ${labels[key]!.padEnd(34)} median ${median(samples).toFixed(0).padStart(5)} ms, worst ${worst.toFixed(0).padStart(5)} ms [${samples.map((ms) => ms.toFixed(0)).join(', ')}]  ${worst < TARGET_MS ? 'under' : 'OVER'} ${TARGET_MS} ms`,
    );
  }
}

/** Runs both step benchmarks and prints them. */
export async function printStepBench(options: { employees: number; periods: number }) {
  const server = await benchServerSteps(options);
  report(
    `payroll steps, server routes: ${options.employees} employees, ${options.periods} pay periods`,
    server,
    {
      setup: 'Company Setup (setup)',
      configure: 'Employee list (configure)',
      run: 'Process Payroll (run)',
      approve: 'Approve & Distribute (approve)',
    },
  );
  const staticDir = join(import.meta.dirname, '..', '..', '..', 'core', 'dist');
  const screens = await benchWizardSteps({ ...options, staticDir });
  report(`payroll steps, click to next screen in Chromium (built app in core/dist)`, screens, {
    continueToEmployees: 'Continue to Employee Setup',
    continueToRun: 'Continue to Run Payroll',
    processPayroll: 'Process Payroll',
    approve: 'Approve & Distribute',
  });
}
