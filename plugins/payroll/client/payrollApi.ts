import { request, requestFile, type ApiFile } from '@keel/core/client';

/** The steps of POST /api/payroll/run. */
export type RunStepName = 'setup' | 'configure' | 'run' | 'approve' | 'discard' | 'void';

/** A run as the REST API gives it (amounts in dollars, two decimals). */
export interface PayrollRunView {
  id: string;
  payDate: string;
  periodStart: string;
  periodEnd: string;
  status: string;
  totalGrossPay: string;
  totalNetPay: string;
}

/** The answer of a step: its message, and the run for 'run' and 'approve'. */
export interface RunStepAnswer {
  message: string;
  payrollRun?: PayrollRunView;
}

/** Saves one wizard step (spec 000 section 7, with the company id in the body). */
export function postRunStep(
  companyId: string,
  userId: string,
  step: RunStepName,
  data: unknown,
): Promise<RunStepAnswer> {
  return request<RunStepAnswer>('POST', '/api/payroll/run', { userId, companyId, step, data });
}

/** A stored run of View Stored Records. */
export interface StoredRun {
  id: string;
  payDate: string;
  status: string;
  totalGrossPay: string;
}

/** A direct deposit of View Stored Records ('void' once its run was voided). */
export interface StoredTransaction {
  id: string;
  description: string;
  transactionDate: string;
  reference: string;
  amount: string;
  status: 'completed' | 'void';
}

/** Saves employees at once (Add Employee, Batch Upload): added or changed, everyone else kept. */
export function saveEmployees(
  companyId: string,
  employees: Record<string, unknown>[],
): Promise<{ message: string }> {
  return request('POST', `/api/payroll/employees/${encodeURIComponent(companyId)}`, { employees });
}

/** Removes one employee at once. */
export function removeEmployee(
  companyId: string,
  employeeId: string,
): Promise<{ message: string }> {
  return request(
    'DELETE',
    `/api/payroll/employees/${encodeURIComponent(companyId)}/${encodeURIComponent(employeeId)}`,
  );
}

/** View Stored Records: the company's runs and direct-deposit transactions. */
export async function loadStoredRecords(
  companyId: string,
): Promise<{ runs: StoredRun[]; transactions: StoredTransaction[] }> {
  const id = encodeURIComponent(companyId);
  const [runs, transactions] = await Promise.all([
    request<{ payrollRuns: StoredRun[]; totalRuns: number }>('GET', `/api/payroll/runs/${id}`),
    request<{ transactions: StoredTransaction[]; totalTransactions: number }>(
      'GET',
      `/api/payroll/transactions/${id}`,
    ),
  ]);
  return { runs: runs.payrollRuns, transactions: transactions.transactions };
}

/** The files of a run: NACHA, register, paystubs and checks. */
export type RunFile = 'nacha' | 'register.csv' | 'paystubs.pdf' | 'checks.pdf';

/** Downloads one file of a run; printing checks is a POST (it spends their numbers). */
export function fetchRunFile(companyId: string, runId: string, file: RunFile): Promise<ApiFile> {
  return requestFile(
    `/api/payroll/runs/${encodeURIComponent(companyId)}/${encodeURIComponent(runId)}/${file}`,
    file === 'checks.pdf' ? 'POST' : 'GET',
  );
}

/** Prenote New Accounts: the zero-dollar prenote file for accounts not verified or paid yet. */
export function postPrenotes(companyId: string): Promise<ApiFile> {
  return requestFile(`/api/payroll/prenotes/${encodeURIComponent(companyId)}`, 'POST');
}

/** Sends one e-mail through the server's mailer (spec 000 section 7). */
export function sendEmail(to: string, subject: string, html: string): Promise<unknown> {
  return request('POST', '/api/send-email', { to, subject, html });
}
