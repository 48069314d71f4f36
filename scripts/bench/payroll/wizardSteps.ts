// The wizard's steps as a person sees them: headless Chromium on the built app (core/dist) served
// by a real Keel server, from the click on a step's button to the next screen shown. Playwright
// clicks like a person can: only once nothing covers the button.
import type { Page } from 'playwright-core';
import { startKeel, signUpUser } from '@keel/sync-server/testing';
import { launchBrowser } from '../../../tests/support/browser';
import { companySetup, staff } from './benchCompany';

/** The milliseconds from a step's click to the next screen, one sample per pay period. */
export interface WizardTimings {
  continueToEmployees: number[];
  continueToRun: number[];
  processPayroll: number[];
  approve: number[];
}

async function timedClick(page: Page, button: string, shown: () => Promise<void>) {
  const started = performance.now();
  await page.getByRole('button', { name: button, exact: true }).click({ timeout: 30_000 });
  await shown();
  return performance.now() - started;
}

/**
 * Signs an owner up, saves the setup and `employees` staff through the API, then walks the
 * wizard in the browser `periods` times, one biweekly period after another from 2026-01-09.
 */
export async function benchWizardSteps(options: {
  employees: number;
  periods: number;
  staticDir: string;
}): Promise<WizardTimings> {
  const keel = await startKeel({ staticDir: options.staticDir });
  const browser = await launchBrowser();
  try {
    const owner = await signUpUser(keel.url, 'Bench', 'Keel Bench Co');
    const post = (step: string, data: unknown) =>
      owner.client.post('/api/payroll/run', {
        userId: owner.userId,
        companyId: owner.companyId,
        step,
        data,
      });
    await post('setup', companySetup);
    await post('configure', { employees: staff(options.employees) });
    const context = await browser.newContext({
      baseURL: keel.url,
      viewport: { width: 1280, height: 860 },
    });
    const [name, value] = owner.client.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: keel.url }]);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto('/payroll-ai');
    const heading = (text: string) => page.getByRole('heading', { name: text }).waitFor();
    const timings: WizardTimings = {
      continueToEmployees: [],
      continueToRun: [],
      processPayroll: [],
      approve: [],
    };
    for (let period = 0; period < options.periods; period += 1) {
      const payDate = new Date(Date.UTC(2026, 0, 9 + 14 * period)).toISOString().slice(0, 10);
      await page.getByRole('button', { name: 'Start Payroll Setup' }).click();
      await heading('Company Setup');
      timings.continueToEmployees.push(
        await timedClick(page, 'Continue to Employee Setup', () =>
          heading('Employee Configuration'),
        ),
      );
      timings.continueToRun.push(
        await timedClick(page, 'Continue to Run Payroll', () => heading('Run Payroll')),
      );
      await page.getByLabel('Pay date').fill(payDate);
      await page
        .getByRole('table', { name: 'Employee breakdown' })
        .getByRole('row')
        .nth(options.employees)
        .waitFor();
      timings.processPayroll.push(
        await timedClick(page, 'Process Payroll', () =>
          page.getByText(`Payroll processed for ${options.employees} employees`).first().waitFor(),
        ),
      );
      timings.approve.push(
        await timedClick(page, 'Approve & Distribute', () =>
          page.getByRole('button', { name: 'Start Payroll Setup' }).waitFor(),
        ),
      );
    }
    await context.close();
    return timings;
  } finally {
    await browser.close();
    await keel.close();
  }
}
