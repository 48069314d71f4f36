import { useState } from 'react';
import { downloadFile, isApiError, useToast, type ApiFile } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { paystubEmail } from '../../domain/email';
import type { PayrollTables } from '../../domain/readPayrollBooks';
import {
  paystubAccounts,
  paystubEmployer,
  paystubsForRun,
  type PayrollRunRecord,
} from '../../domain/runs';

import {
  fetchRunFile,
  loadStoredRecords,
  postPrenotes,
  sendEmail,
  type RunFile,
  type StoredRun,
  type StoredTransaction,
} from '../payrollApi';

/** What a review button is doing, for its label and the status line. */
export type RunAction =
  'paystubs' | 'email' | 'report' | 'deposit' | 'prenotes' | 'checks' | 'records';

const fallbackNames: Record<RunFile, string> = {
  nacha: 'payroll.ach',
  'register.csv': 'payroll-register.csv',
  'paystubs.pdf': 'paystubs.pdf',
  'checks.pdf': 'checks.pdf',
};

/** The review step's buttons: files of the run, paystub e-mails and the stored records. */
export function useRunActions(
  companyId: string,
  companyName: string,
  run: PayrollRunRecord,
  books: PayrollTables,
) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<RunAction | null>(null);
  const [status, setStatus] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [records, setRecords] = useState<{
    runs: StoredRun[];
    transactions: StoredTransaction[];
  } | null>(null);
  const [showRecords, setShowRecords] = useState(false);

  const failed = (error: unknown, fallback: string) => {
    const problem = isApiError(error) ? error.data : {};
    toast({
      title: typeof problem.title === 'string' ? problem.title : 'Error',
      description:
        typeof problem.description === 'string'
          ? problem.description
          : ((isApiError(error) ? error.error : undefined) ?? fallback),
      variant: 'destructive',
    });
  };

  /** Fetches a file and saves it; the file, or null when the toast has said why not. */
  const download = async (
    action: RunAction,
    fetchFile: () => Promise<ApiFile>,
    fallbackName: string,
    working: string,
    failure = `Could not get ${fallbackName}`,
  ): Promise<ApiFile | null> => {
    setBusy(action);
    setStatus(working);
    try {
      const got = await fetchFile();
      downloadFile(got.fileName ?? fallbackName, got.bytes, got.type);
      return got;
    } catch (error) {
      failed(error, failure);
      return null;
    } finally {
      setBusy(null);
      setStatus('');
    }
  };
  const runFile = (action: RunAction, file: RunFile, working: string) =>
    download(action, () => fetchRunFile(companyId, run.id, file), fallbackNames[file], working);

  const directDeposits = run.paychecks.filter(
    (p) => p.paymentMethod === 'direct_deposit' && p.net > 0,
  );
  const checks = run.paychecks.filter((p) => p.checkNumber !== undefined);

  return {
    busy,
    status,
    progress,
    records,
    showRecords,
    async downloadPaystubs() {
      setBusy('paystubs');
      const total = run.paychecks.length;
      setProgress({ done: 0, total });
      try {
        // Drawn here, with progress, from the same run the server keeps (pdf-lib loads on demand).
        const { paystubsPdf } = await import('../../domain/documents/paystub/paystubPdf');
        const stubs = paystubsForRun(
          run,
          books.runs,
          paystubEmployer(books.setup),
          paystubAccounts(books.employees),
        );
        const bytes = await paystubsPdf(stubs, (done) => setProgress({ done, total }));
        downloadFile(`paystubs-${run.payDate}.pdf`, bytes, 'application/pdf');
        toast({
          title: 'Paystubs Downloaded',
          description: `${total} paystubs for ${run.payDate}`,
        });
      } catch (error) {
        failed(
          error,
          `Could not draw the paystubs: ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        setBusy(null);
        setProgress(null);
      }
    },
    async exportReport() {
      if (await runFile('report', 'register.csv', 'Exporting the payroll register…'))
        toast({ title: 'Report Exported', description: `Payroll register for ${run.payDate}` });
    },
    async setupDirectDeposit() {
      if (await runFile('deposit', 'nacha', 'Building the direct deposit file…')) {
        const total = directDeposits.reduce((sum, p) => sum + p.net, 0);
        toast({
          title: 'Direct Deposit File Ready',
          description: `NACHA file with ${directDeposits.length} deposits totalling ${formatUSD(total)}. Upload it to ${books.setup?.bankName ?? 'your bank'}; funds arrive in 1-2 business days, on ${run.payDate} when sent in time.`,
        });
      }
    },
    async prenoteNewAccounts() {
      const got = await download(
        'prenotes',
        () => postPrenotes(companyId),
        'prenotes.ach',
        'Building the prenote file…',
        'Could not build the prenote file',
      );
      if (!got) return;
      const names = decodeURIComponent(got.headers.get('X-Prenoted') ?? '');
      const liveFrom = got.headers.get('X-Live-Deposits-From') ?? '';
      toast({
        title: 'Prenotes Ready',
        description: `Zero-dollar prenotes for ${names}. Upload the file to ${books.setup?.bankName ?? 'your bank'}; deposits to these accounts can start on ${liveFrom}.`,
      });
    },
    async printChecks() {
      if (checks.length === 0) {
        toast({
          title: 'No Checks to Print',
          description: 'All employees are set up for direct deposit',
          variant: 'destructive',
        });
        return;
      }
      if (await runFile('checks', 'checks.pdf', `Printing ${checks.length} checks…`))
        toast({
          title: 'Checks Generated',
          description: `Checks ${checks[0]!.checkNumber} to ${checks.at(-1)!.checkNumber}`,
        });
    },
    async sendToEmployees() {
      setBusy('email');
      const emails = new Map(books.employees.map((e) => [e.id, e.email]));
      const stubs = paystubsForRun(
        run,
        books.runs,
        paystubEmployer(books.setup),
        paystubAccounts(books.employees),
      );
      const failedNames: string[] = [];
      try {
        for (const [index, stub] of stubs.entries()) {
          setStatus(`Sending paystub ${index + 1} of ${stubs.length}…`);
          const to = emails.get(run.paychecks[index]!.employeeId);
          const mail = paystubEmail(stub);
          try {
            if (!to) throw new Error('no e-mail address');
            await sendEmail(to, mail.subject, mail.html);
          } catch {
            failedNames.push(stub.employee.name);
          }
        }
      } finally {
        setBusy(null);
        setStatus('');
      }
      if (failedNames.length > 0)
        toast({
          title: 'Email Error',
          description: `Some emails may not have been delivered. Check your email service configuration. Not sent to: ${failedNames.join(', ')}.`,
          variant: 'destructive',
        });
      else
        toast({
          title: 'Paystubs Sent',
          description: `Sent ${stubs.length} ${stubs.length === 1 ? 'paystub' : 'paystubs'} by e-mail`,
        });
      return failedNames;
    },
    async toggleRecords() {
      if (showRecords) {
        setShowRecords(false);
        return;
      }
      setBusy('records');
      try {
        const loaded = await loadStoredRecords(companyId);
        setRecords(loaded);
        setShowRecords(true);
        const runs = loaded.runs.length;
        const transactions = loaded.transactions.length;
        toast({
          title: 'Records Loaded',
          description: `Found ${runs} payroll ${runs === 1 ? 'run' : 'runs'} and ${transactions} ${transactions === 1 ? 'transaction' : 'transactions'} for ${companyName}`,
        });
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to load payroll records',
          variant: 'destructive',
        });
      } finally {
        setBusy(null);
      }
    },
  };
}
