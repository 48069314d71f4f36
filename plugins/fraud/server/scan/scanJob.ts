import { z } from 'zod';
import { jobsServiceRef, type JobContext } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { scanCompany } from '../../domain/scan/scanCompany';
import { mergeFindings } from '../../domain/threats/mergeFindings';
import type { ThreatStore } from '../threats/threatStore';
import { gatherEvidence } from './gatherEvidence';
import { notifyThreats } from './notifyThreats';

/** A Deep Scan takes no input: it reads the company's whole history. */
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

/** Defines the `fraud.scan` job: gather, detect with progress, merge into the threats, notify. */
export function defineScanJob(ctx: ServerPluginContext, threats: ThreatStore): void {
  const { services, log } = ctx;
  services.get(jobsServiceRef).define('scan', {
    inputSchema: scanInputSchema,
    // A scan only reads and then writes what it found: running it again is safe.
    retry: 'rerun',
    async run({ companyId, progress, checkpoint, clock }: JobContext<object>): Promise<ScanResult> {
      progress(0.01, 'Reading the books and the sign-in log');
      const evidence = await gatherEvidence(services, clock, companyId);
      await checkpoint();
      const outcome = await scanCompany(evidence, async (fraction, message) => {
        progress(fraction, message);
        await checkpoint();
      });
      const stored = await threats.read(companyId);
      const changes = mergeFindings(stored, outcome.findings, evidence.now, true);
      await threats.write(companyId, changes.write);
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
    },
  });
}
