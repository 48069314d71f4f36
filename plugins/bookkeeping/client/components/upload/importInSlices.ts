import type { Store } from 'tinybase';
import {
  TRANSACTIONS_TABLE,
  importStatementLines,
  importedLines,
  readTransactions,
  type ImportOutcome,
} from '../../../domain/books';
import { planImport, type StatementLine } from '../../../domain/statements';
import { IMPORT_SLICE_SIZE, sliceStatementLines } from './sliceStatementLines';

/** What a sliced import needs: importStatementLines' input, plus how to let the page paint. */
export interface SlicedImportInput {
  bankAccountId: string;
  lines: readonly StatementLine[];
  by: string;
  at: string;
  newId: () => string;
  /** Lines written or posted so far, of all the statement will write or post. */
  onProgress: (done: number, total: number) => void;
  sliceSize?: number;
  /** Waits for the browser to paint (default: one macrotask). */
  pause?: () => Promise<void>;
}

const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Imports a statement slice by slice, pausing between slices so a progress bar can move; the
 * outcome is the sum of the slices', the same as one importStatementLines call would give.
 */
export async function importInSlices(
  store: Store,
  input: SlicedImportInput,
): Promise<ImportOutcome> {
  const pause = input.pause ?? nextMacrotask;
  const existing = importedLines(
    readTransactions(store.getTable(TRANSACTIONS_TABLE)),
    input.bankAccountId,
  );
  const plan = planImport(existing, input.lines);
  const total = plan.toImport.length + plan.matchedPending.length + plan.matchedPosted.length;
  const outcome: ImportOutcome = {
    imported: 0,
    skipped: [],
    matched: 0,
    autoCategorized: 0,
    matchedPosted: 0,
  };
  let done = 0;
  input.onProgress(0, total);
  for (const slice of sliceStatementLines(
    input.lines,
    existing,
    input.sliceSize ?? IMPORT_SLICE_SIZE,
  )) {
    await pause();
    const before = done;
    let sliceWork = 0;
    const part = importStatementLines(store, {
      bankAccountId: input.bankAccountId,
      lines: slice,
      source: 'import',
      by: input.by,
      at: input.at,
      newId: input.newId,
      onProgress: (sliceDone, sliceTotal) => {
        sliceWork = sliceTotal;
        input.onProgress(Math.min(before + sliceDone, total), total);
      },
    });
    done = Math.min(before + sliceWork, total);
    outcome.imported += part.imported;
    outcome.matched += part.matched;
    outcome.matchedPosted += part.matchedPosted;
    outcome.autoCategorized += part.autoCategorized;
    outcome.skipped.push(...part.skipped);
  }
  input.onProgress(total, total);
  await pause();
  return outcome;
}
