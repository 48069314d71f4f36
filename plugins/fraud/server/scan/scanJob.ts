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
import { scanAccess } from '../../domain/scan/scanAccess';
import { scanCompany } from '../../domain/scan/scanCompany';
import { mergeFindings } from '../../domain/threats/mergeFindings';
import { partFindings } from '../../domain/threats/payrollFindings';
import type { Finding } from '../../domain/threats/threatSchema';
import { settingsStore } from '../settings/settingsStore';
import type { ThreatStore, ThreatStores } from '../threats/threatStore';
import { gatherAccess } from './gatherAccess';
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
 * light or access scan starts (changes come in bursts).
 */
export const LIGHT_SCAN_DELAY_MS = 1_000;

/**
 * Defines the jobs: `fraud.scan` (Deep Scan: a person asks; threats no longer found are cleared),
 * `fraud.light-scan` (after each change to the books or payroll of a watched company: every
 * detector, adding and updating threats only) and `fraud.access-scan` (after each sign-in or
 * account, membership or company change of any company: only the rules over the audit log, which
 * load none of the company's documents unless they find something). The threats found in payroll
 * go to the payroll threats' table, the others to the company's; the payroll table is left alone
 * when Payroll is not installed (nothing was read to clear it by).
 */
export function defineScanJobs(ctx: ServerPluginContext, threats: ThreatStores): void {
  const { services, log } = ctx;
  const settings = settingsStore(ctx);
  const jobs = services.get(jobsServiceRef);
  const watching = watchBooks(ctx, jobs);
  const run =
    (complete: boolean) =>
    async ({ companyId, progress, checkpoint, clock }: JobContext<object>): Promise<ScanResult> => {
      watching(companyId);
      progress(0.01, 'Reading the books and the sign-in log');
      const evidence = await gatherEvidence(
        services,
        clock,
        companyId,
        await settings.read(companyId),
      );
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
  const accessScan = async ({
    companyId,
    progress,
    clock,
  }: JobContext<object>): Promise<ScanResult> => {
    progress(0.01, 'Reading the sign-in log');
    const access = await gatherAccess(services, companyId);
    const findings = scanAccess(access);
    // The threats are in the company's document: it is loaded only when there is something to add.
    // These rules name sign-ins and account changes, never payroll's records: all are the company's.
    const merge = async () => {
      const stored = await threats.company.read(companyId);
      const changes = mergeFindings(stored, findings, clock.now().toISOString(), false);
      await threats.company.write(companyId, changes.write, stored);
      return changes.opened;
    };
    const opened = findings.length > 0 ? await merge() : [];
    const notified = await notifyThreats(services, log, companyId, opened);
    progress(1, `Found ${findings.length} threats, ${opened.length} new`);
    return {
      transactions: 0,
      signIns: access.events.filter((e) => e.kind === 'sign-in').length,
      found: findings.length,
      opened: opened.length,
      notified,
      notes: [],
    };
  };
  // A scan only reads and then writes what it found: running it again is safe.
  jobs.define('scan', { inputSchema: scanInputSchema, retry: 'rerun', run: run(true) });
  jobs.define('light-scan', { inputSchema: scanInputSchema, retry: 'rerun', run: run(false) });
  jobs.define('access-scan', { inputSchema: scanInputSchema, retry: 'rerun', run: accessScan });
}

/** What a scan a company waits for reads: a light scan reads everything an access scan does. */
type PendingScan = 'light-scan' | 'access-scan';

/**
 * Starts a scan of a company a moment after each burst of changes to it: a light scan after a
 * change to the books or payroll of a watched company, an access scan after its audit events (its
 * members' sign-ins, and the account, membership and company changes the takeover rules read after
 * a risky one). A company is watched from its first scan or audit event since the server started,
 * so a payroll change right after a sign-in gets the light scan that runs the bank-change rules.
 * Watching is only listening: it loads none of the company's documents.
 */
function watchBooks({ services, log }: ServerPluginContext, jobs: JobsService) {
  const ledger = services.get(ledgerServiceRef);
  const payroll = services.getOptional(payrollFactsRef);
  const audit = services.get(auditServiceRef);
  const watched = new Set<string>();
  const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; kind: PendingScan }>();
  const start = (companyId: string, kind: PendingScan) => {
    pending.delete(companyId);
    jobs
      .start(companyId, kind, {}, { by: null })
      .catch((error: unknown) =>
        log('warn', 'A light fraud scan did not start', { companyId, kind, error: String(error) }),
      );
  };
  const changed = (companyId: string, scan: PendingScan) => {
    const before = pending.get(companyId);
    clearTimeout(before?.timer);
    const kind = before?.kind === 'light-scan' ? 'light-scan' : scan;
    const timer = setTimeout(() => start(companyId, kind), LIGHT_SCAN_DELAY_MS);
    timer.unref();
    pending.set(companyId, { timer, kind });
  };
  const watch = (companyId: string) => {
    if (watched.has(companyId)) return;
    watched.add(companyId);
    ledger.subscribe(companyId, () => changed(companyId, 'light-scan'));
    payroll?.subscribe(companyId, () => changed(companyId, 'light-scan'));
  };
  // One subscription for every company, for the server's life.
  audit.subscribe({}, ({ companyId }) => {
    watch(companyId);
    changed(companyId, 'access-scan');
  });
  return watch;
}
