// The wizard's server steps as a browser makes them, timed against a real Keel server (temp
// DATA_DIR, real sign-up, the real plugins): Company Setup, Employee Configuration (Continue to
// Run Payroll), Process Payroll and Approve & Distribute, for one company with `employees` staff.
import { startKeel, signUpUser, type TestUser } from '@keel/sync-server/testing';
import { companySetup, staff } from './benchCompany';

/** The milliseconds each step took, one sample per pay period. */
export interface StepTimings {
  setup: number[];
  configure: number[];
  run: number[];
  approve: number[];
}

async function timed(step: string, call: () => Promise<{ status: number; body: unknown }>) {
  const started = performance.now();
  const answer = await call();
  const ms = performance.now() - started;
  if (answer.status !== 200)
    throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { ms, body: answer.body as Record<string, unknown> };
}

/**
 * Signs an owner up and walks the wizard `periods` times, one biweekly pay period after another
 * from 2026-01-09: each pass saves the setup and the whole employee list, processes the period
 * and approves it (so the company's history grows as it would).
 */
export async function benchServerSteps(options: {
  employees: number;
  periods: number;
  /** Fill the company's books with the demo history first (ending on this date). */
  demoBooksUntil?: string;
}): Promise<StepTimings> {
  const keel = await startKeel();
  try {
    const owner: TestUser = await signUpUser(keel.url, 'Bench', 'Keel Bench Co');
    if (options.demoBooksUntil)
      await keel.server.seedPluginDemos({
        companyId: owner.companyId,
        today: options.demoBooksUntil,
        by: 'Bench Owner <bench@example.com>',
      });
    const post = (step: string, data: unknown) =>
      owner.client.post('/api/payroll/run', {
        userId: owner.userId,
        companyId: owner.companyId,
        step,
        data,
      });
    const employees = staff(options.employees);
    const timings: StepTimings = { setup: [], configure: [], run: [], approve: [] };
    for (let period = 0; period < options.periods; period += 1) {
      const payDate = new Date(Date.UTC(2026, 0, 9 + 14 * period)).toISOString().slice(0, 10);
      timings.setup.push((await timed('setup', () => post('setup', companySetup))).ms);
      timings.configure.push((await timed('configure', () => post('configure', { employees }))).ms);
      const run = await timed('run', () => post('run', { payDate }));
      timings.run.push(run.ms);
      const runId = (run.body.payrollRun as { id: string }).id;
      timings.approve.push(
        (await timed('approve', () => post('approve', { payrollRunId: runId }))).ms,
      );
    }
    return timings;
  } finally {
    await keel.close();
  }
}
