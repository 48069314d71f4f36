import { z } from 'zod';
import {
  auditServiceRef,
  jobsServiceRef,
  type JobContext,
  type JobsService,
} from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { payrollFactsRef } from '@keel/plugin-payroll/domain/public';
import { scanCompany } from '../../domain/scan/scanCompany';
import { mergeFindings } from '../../domain/threats/mergeFindings';
import { partFindings } from '../../domain/threats/payrollFindings';
import type { Finding } from '../../domain/threats/threatSchema';
import type { ThreatStore, ThreatStores } from '../threats/threatStore';
import { gatherEvidence } from './gatherEvidence';
import { notifyThreats } from './notifyThreats';

/** A scan takes no input: it reads the company's whole history. */
export const scanInputSchema = z.object({});

/** What a finished scan reports (the job's result). */
export const scanResultSchema = z.object({
  transactions: z.number(),
  signIns: z.number(),
  found: z.number(),
  opened: z.number(),
  notified: z.number(),
  notes: z.array(z.string()),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/**
 * How long after the last change to the books or payroll, or the last sign-in or account change, a
 * light scan starts (changes come in bursts).
 */
export const LIGHT_SCAN_DELAY_MS = 1_000;

/**
 * Defines the jobs: `fraud.scan` (Deep Scan: a person asks; threats no longer found are cleared)
 * and `fraud.light-scan` (after each change to the books or payroll of a company scanned before,
 * and after each sign-in or account, membership or company change of any company; it only adds
 * and updates). Both gather, detect with progress, merge into the threats and notify. The threats
 * found in payroll go to the payroll threats' table, the others to the company's; the payroll
 * table is left alone when Payroll is not installed (nothing was read to clear it by).
 */
export function defineScanJobs(ctx: ServerPluginContext, threats: ThreatStores): void {
  const { services, log } = ctx;
  const jobs = services.get(jobsServiceRef);
  const watching = watchBooks(ctx, jobs);
  const run =
    (complete: boolean) =>
    async ({ companyId, progress, checkpoint, clock }: JobContext<object>): Promise<ScanResult> => {
      watching(companyId);
      progress(0.01, 'Reading the books and the sign-in log');
      const evidence = await gatherEvidence(services, clock, companyId);
      await checkpoint();
      const outcome = await scanCompany(evidence, async (fraction, message) => {
        progress(fraction, message);
        await checkpoint();
      });
      const found = partFindings(outcome.findings);
      const merge = async (table: ThreatStore, findings: readonly Finding[]) => {
        const stored = await table.read(companyId);
        const changes = mergeFindings(stored, findings, evidence.now, complete);
        await table.write(companyId, changes.write, stored);
        return changes.opened;
      };
      const opened = [
        ...(await merge(threats.company, found.company)),
        ...(evidence.payroll ? await merge(threats.payroll, found.payroll) : []),
      ];
      const notified = await notifyThreats(services, log, companyId, opened);
      progress(1, `Found ${outcome.findings.length} threats, ${opened.length} new`);
      return {
        transactions: outcome.scanned.transactions,
        signIns: outcome.scanned.signIns,
        found: outcome.findings.length,
        opened: opened.length,
        notified,
        notes: outcome.notes,
      };
    };
  // A scan only reads and then writes what it found: running it again is safe.
  jobs.define('scan', { inputSchema: scanInputSchema, retry: 'rerun', run: run(true) });
  jobs.define('light-scan', { inputSchema: scanInputSchema, retry: 'rerun', run: run(false) });
}

/**
 * Follows the books and payroll of each company scanned since the server started, and every
 * company's audit events (its members' sign-ins, and the account, membership and company changes the
 * takeover rules read after a risky one), and starts a light scan a moment after each burst of
 * changes to a company.
 */
function watchBooks({ services, log }: ServerPluginContext, jobs: JobsService) {
  const ledger = services.get(ledgerServiceRef);
  const payroll = services.getOptional(payrollFactsRef);
  const audit = services.get(auditServiceRef);
  const watched = new Set<string>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const lightScan = (companyId: string) => {
    timers.delete(companyId);
    jobs
      .start(companyId, 'light-scan', {}, { by: null })
      .catch((error: unknown) =>
        log('warn', 'A light fraud scan did not start', { companyId, error: String(error) }),
      );
  };
  const changed = (companyId: string) => {
    clearTimeout(timers.get(companyId));
    const timer = setTimeout(() => lightScan(companyId), LIGHT_SCAN_DELAY_MS);
    timer.unref();
    timers.set(companyId, timer);
  };
  // One subscription for every company, for the server's life: it does not grow with companies.
  audit.subscribe({}, ({ companyId }) => changed(companyId));
  return (companyId: string) => {
    if (watched.has(companyId)) return;
    watched.add(companyId);
    ledger.subscribe(companyId, () => changed(companyId));
    payroll?.subscribe(companyId, () => changed(companyId));
  };
}
