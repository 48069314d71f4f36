import type { ServerPluginContext } from '@keel/core/server';
import { SETTINGS_ROW } from '../domain/schema';
import type { ComplianceDocumentKind, ComplianceInput } from '../domain/checks/input';

/** This plugin's own records the checks read: filings, reviews, documents and the settings. */
export async function readRecords(
  ctx: ServerPluginContext,
  companyId: string,
): Promise<Pick<ComplianceInput, 'records' | 'profile'>> {
  const store = await ctx.data.store(companyId);
  const filings = Object.entries(store.getTable('filings')).map(([deadlineKey, row]) => ({
    deadlineKey,
    filedOn: String(row.filedOn),
  }));
  const reviews = Object.values(store.getTable('reviews')).map((row) => ({
    kind: 'payroll-access' as const,
    reviewedAt: String(row.reviewedAt),
  }));
  const documents = Object.values(store.getTable('documents')).map((row) => ({
    kind: String(row.kind) as ComplianceDocumentKind,
    name: String(row.name),
    uploadedAt: String(row.uploadedAt),
  }));
  const financialPractice = store.getCell('settings', SETTINGS_ROW, 'financialPractice') === true;
  return { records: { filings, reviews, documents }, profile: { financialPractice } };
}
