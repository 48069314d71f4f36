import { z } from 'zod';
import { jobsServiceRef, type JobContext, type JobsService } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { scanCompany } from '../../domain/scan/scanCompany';
import { mergeFindings } from '../../domain/threats/mergeFindings';
import type { ThreatStore } from '../threats/threatStore';
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

/** How long after the last change to the books a light scan starts (changes come in bursts). */
export const LIGHT_SCAN_DELAY_MS = 1_000;

/**
 * Defines the jobs: `fraud.scan` (Deep Scan: a person asks; threats no longer found are cleared)
 * and `fraud.light-scan` (after each change to the books of a company scanned before; it only
 * adds and updates). Both gather, detect with progress, merge into the threats and notify.
 */
export function defineScanJobs(ctx: ServerPluginContext, threats: ThreatStore): void {
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
      const stored = await threats.read(companyId);
      const changes = mergeFindings(stored, outcome.findings, evidence.now, complete);
      await threats.write(companyId, changes.write, stored);
      const notified = await notifyThreats(services, log, companyId, changes.opened);
      progress(1, `Found ${outcome.findings.length} threats, ${changes.opened.length} new`);
      return {
        transactions: outcome.scanned.transactions,
        signIns: outcome.scanned.signIns,
        found: outcome.findings.length,
        opened: changes.opened.length,
        notified,
        notes: outcome.notes,
      };
    };
  // A scan only reads and then writes what it found: running it again is safe.
  jobs.define('scan', { inputSchema: scanInputSchema, retry: 'rerun', run: run(true) });
  jobs.define('light-scan', { inputSchema: scanInputSchema, retry: 'rerun', run: run(false) });
}

/**
 * Follows the books of each company scanned since the server started, and starts a light scan
 * a moment after each burst of changes.
 */
function watchBooks({ services, log }: ServerPluginContext, jobs: JobsService) {
  const ledger = services.get(ledgerServiceRef);
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
  return (companyId: string) => {
    if (watched.has(companyId)) return;
    watched.add(companyId);
    ledger.subscribe(companyId, () => {
      clearTimeout(timers.get(companyId));
      const timer = setTimeout(() => lightScan(companyId), LIGHT_SCAN_DELAY_MS);
      timer.unref();
      timers.set(companyId, timer);
    });
  };
}
