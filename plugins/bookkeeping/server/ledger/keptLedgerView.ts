import type { PluginDataService, ServerPluginContext } from '@keel/core/server';
import {
  LEDGER_SUMMARY,
  ledgerSummarySchema,
  summaryLedgerView,
} from '../../domain/ledger/ledgerSummary';
import type { LedgerView } from '../../domain/ledger/ledgerView';
import type { ReadContext } from '../../domain/ledger/ledgerReads';
import { ARCHIVE_OWNER_PREFIX } from '../archive/archiveLibrary';

type Services = Pick<ServerPluginContext, 'data' | 'files' | 'log'>;

/** A parsed summary's view, kept while its stamp is current. */
interface Parsed {
  stamp: string;
  view: LedgerView;
  context: ReadContext;
}

/** How many companies' parsed summaries a server keeps (the most recently read). */
const KEEP = 32;
const parsedByServer = new WeakMap<PluginDataService, Map<string, Parsed>>();

/**
 * The ledger of a company that is not in memory, from the summary kept with its last snapshot
 * (the same totals the loaded books give), or null: the company is loaded, something was written
 * after the snapshot, its books have no chart yet, or it has archived fiscal years (the live books
 * join their archives). The parsed summary is kept until its stamp changes.
 */
export async function keptLedgerView(
  { data, files, log }: Services,
  companyId: string,
): Promise<{ view: LedgerView; context: ReadContext } | null> {
  let parsed = parsedByServer.get(data);
  if (!parsed) parsedByServer.set(data, (parsed = new Map()));
  const kept = await data.summary(companyId, LEDGER_SUMMARY);
  if (!kept) {
    parsed.delete(companyId);
    return null;
  }
  if ((await files.list(companyId, ARCHIVE_OWNER_PREFIX)).length > 0) return null;
  const known = parsed.get(companyId);
  if (known?.stamp === kept.stamp) {
    // Most recently read last: the first key is the one to let go.
    parsed.delete(companyId);
    parsed.set(companyId, known);
    return known;
  }
  let summary;
  try {
    summary = ledgerSummarySchema.parse(JSON.parse(kept.body));
  } catch (error) {
    log('warn', 'bookkeeping: a kept ledger summary cannot be read; reading the books', {
      companyId,
      error: String(error),
    });
    return null;
  }
  if (summary.accounts.length === 0) return null;
  const fresh = { stamp: kept.stamp, ...summaryLedgerView(summary) };
  parsed.delete(companyId);
  parsed.set(companyId, fresh);
  if (parsed.size > KEEP) parsed.delete(parsed.keys().next().value!);
  return fresh;
}
