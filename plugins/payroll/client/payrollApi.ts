import { api, pluginApi, type ApiFile } from '@keel/core/client';
import { payrollRoutes, type RunStepAnswer, type RunStepName } from '../domain/routes';
import type { StoredRun, StoredTransaction } from '../domain/routes';
import { plugin } from '../plugin';

export type { RunStepAnswer, RunStepName, StoredRun, StoredTransaction } from '../domain/routes';

/** Payroll's own routes, at /api/<its id> (plugin.ts). */
const payroll = pluginApi(plugin);

/** Saves one wizard step (spec 000 section 7, with the company id in the body). */
export function postRunStep(
  companyId: string,
  userId: string,
  step: RunStepName,
  data: unknown,
): Promise<RunStepAnswer> {
  return payroll.call(payrollRoutes.runStep, {}, { userId, companyId, step, data });
}

/** Saves employees at once (Add Employee, Batch Upload): added or changed, everyone else kept. */
export function saveEmployees(
  companyId: string,
  employees: Record<string, unknown>[],
): Promise<{ message: string }> {
  return payroll.call(payrollRoutes.saveEmployees, { companyId }, { employees });
}

/** Removes one employee at once. */
export function removeEmployee(
  companyId: string,
  employeeId: string,
): Promise<{ message: string }> {
  return payroll.call(payrollRoutes.removeEmployee, { companyId, employeeId });
}

/** View Stored Records: the company's runs and direct-deposit transactions. */
export async function loadStoredRecords(
  companyId: string,
): Promise<{ runs: StoredRun[]; transactions: StoredTransaction[] }> {
  const [runs, transactions] = await Promise.all([
    payroll.call(payrollRoutes.storedRuns, { companyId }),
    payroll.call(payrollRoutes.storedTransactions, { companyId }),
  ]);
  return { runs: runs.payrollRuns, transactions: transactions.transactions };
}

/** The files of a run: NACHA, register, paystubs and checks. */
export type RunFile = 'nacha' | 'register.csv' | 'paystubs.pdf' | 'checks.pdf';

const runFileRoutes = {
  nacha: payrollRoutes.nacha,
  'register.csv': payrollRoutes.registerCsv,
  'paystubs.pdf': payrollRoutes.paystubs,
  'checks.pdf': payrollRoutes.checks,
} satisfies Record<RunFile, unknown>;

/** Downloads one file of a run; printing checks is a POST (it spends their numbers). */
export function fetchRunFile(companyId: string, runId: string, file: RunFile): Promise<ApiFile> {
  return payroll.file(runFileRoutes[file], { companyId, runId });
}

/** Prenote New Accounts: the zero-dollar prenote file for accounts not verified or paid yet. */
export function postPrenotes(companyId: string): Promise<ApiFile> {
  return payroll.file(payrollRoutes.prenotes, { companyId });
}

/** Sends one e-mail through the server's mailer (spec 000 section 7). */
export function sendEmail(to: string, subject: string, html: string): Promise<unknown> {
  return api.sendEmail(to, subject, html);
}
