import { useCallback, useRef, useState } from 'react';
import { useToast } from '@keel/core/client';
import { newTransactionId, type ImportOutcome } from '../../../domain/books';
import {
  isCsvNeedsMapping,
  type CsvMapping,
  type CsvNeedsMapping,
  type ParsedStatement,
  type StatementDateFormat,
} from '../../../domain/statements';
import type { Books } from '../../hooks/useBooks';
import type { BooksAuthor } from '../../hooks/useBooksAuthor';
import { importInSlices } from './importInSlices';
import {
  loadStatementFile,
  readFailureReason,
  readStatement,
  refuseFile,
  type StatementBytes,
} from './readStatement';

/** A statement read and summed up, waiting for the person to import it. */
export interface PreviewStage {
  step: 'preview';
  file: StatementBytes;
  statement: ParsedStatement;
  /** The date order the person chose for a QIF or PDF file; undefined: decided by the reader. */
  dateFormat?: StatementDateFormat;
  /** Why the last import attempt or re-read failed, when one did. */
  error?: string;
}

/** Where the upload is: each step of the dialog. */
export type UploadStage =
  | { step: 'choose'; error?: string }
  | { step: 'reading'; fileName: string }
  | {
      step: 'mapping';
      file: StatementBytes;
      needs: CsvNeedsMapping;
      reading: boolean;
      error?: string;
    }
  | PreviewStage
  | { step: 'importing'; from: PreviewStage; done: number; total: number };

/** The upload's state and what the dialog's controls do. */
export interface StatementUpload {
  stage: UploadStage;
  chooseFile(file: File | undefined): Promise<void>;
  applyMapping(mapping: CsvMapping): Promise<void>;
  /** Reads a QIF or PDF file again with the dates in this order (undefined: as the reader decides). */
  readDatesAs(dateFormat: StatementDateFormat | undefined): Promise<void>;
  startImport(bankAccountId: string): Promise<void>;
}

/** What the success toast says an import did. */
export function outcomeText(outcome: ImportOutcome): string {
  const parts = [
    `${outcome.imported} transactions imported, ${outcome.skipped.length} skipped`,
    ...(outcome.matched > 0 ? [`${outcome.matched} pending posted`] : []),
    ...(outcome.matchedPosted > 0
      ? [`${outcome.matchedPosted} matched to payments already in the books`]
      : []),
    ...(outcome.autoCategorized > 0
      ? [`${outcome.autoCategorized} categorized automatically`]
      : []),
  ];
  return parts.join(', ');
}

/**
 * The Upload Statement flow: read a file in the browser, ask for columns when the reader is
 * unsure, preview, then import into the live store in slices with progress.
 */
export function useStatementUpload(input: {
  books: Books;
  author: BooksAuthor;
  onBusyChange(busy: boolean): void;
  onDone(): void;
}): StatementUpload {
  const { books, author, onBusyChange, onDone } = input;
  const { toast } = useToast();
  const [stage, setStage] = useState<UploadStage>({ step: 'choose' });
  // Each read gets a number; the answer of a read overtaken by a newer choice is dropped.
  const attempt = useRef(0);

  const failed = useCallback(
    () =>
      toast({
        title: 'Upload Failed',
        description: 'Failed to process bank statement',
        variant: 'destructive',
      }),
    [toast],
  );

  const chooseFile = useCallback(
    async (file: File | undefined) => {
      const id = ++attempt.current;
      if (!file) return setStage({ step: 'choose' });
      const refused = refuseFile(file);
      if (refused) {
        failed();
        return setStage({ step: 'choose', error: refused });
      }
      setStage({ step: 'reading', fileName: file.name });
      try {
        const bytes = await loadStatementFile(file);
        const result = await readStatement(bytes);
        if (id !== attempt.current) return;
        setStage(
          isCsvNeedsMapping(result)
            ? { step: 'mapping', file: bytes, needs: result, reading: false }
            : { step: 'preview', file: bytes, statement: result },
        );
      } catch (error) {
        if (id !== attempt.current) return;
        failed();
        setStage({ step: 'choose', error: readFailureReason(error) });
      }
    },
    [failed],
  );

  const applyMapping = useCallback(
    async (mapping: CsvMapping) => {
      if (stage.step !== 'mapping') return;
      const id = ++attempt.current;
      const { file, needs } = stage;
      setStage({ step: 'mapping', file, needs, reading: true });
      try {
        const result = await readStatement(file, { mapping });
        if (id !== attempt.current) return;
        if (isCsvNeedsMapping(result)) throw new Error('The file still needs its columns chosen');
        setStage({ step: 'preview', file, statement: result });
      } catch (error) {
        if (id !== attempt.current) return;
        failed();
        setStage({ step: 'mapping', file, needs, reading: false, error: readFailureReason(error) });
      }
    },
    [stage, failed],
  );

  const readDatesAs = useCallback(
    async (dateFormat: StatementDateFormat | undefined) => {
      if (stage.step !== 'preview') return;
      const id = ++attempt.current;
      const previous = stage;
      setStage({ step: 'reading', fileName: previous.file.name });
      try {
        const result = await readStatement(previous.file, dateFormat ? { dateFormat } : {});
        if (id !== attempt.current) return;
        if (isCsvNeedsMapping(result)) throw new Error('The file needs its columns chosen');
        setStage({ step: 'preview', file: previous.file, statement: result, dateFormat });
      } catch (error) {
        if (id !== attempt.current) return;
        failed();
        setStage({ ...previous, error: readFailureReason(error) });
      }
    },
    [stage, failed],
  );

  const startImport = useCallback(
    async (bankAccountId: string) => {
      if (stage.step !== 'preview' || !author.canWrite) return;
      attempt.current += 1;
      const from: PreviewStage = { ...stage, error: undefined };
      let progress = { done: 0, total: 0 };
      setStage({ step: 'importing', from, ...progress });
      onBusyChange(true);
      try {
        const outcome = await importInSlices(books.store, {
          bankAccountId,
          lines: from.statement.lines,
          by: author.by,
          at: author.now(),
          newId: newTransactionId,
          onProgress: (done, total) => {
            progress = { done, total };
            setStage({ step: 'importing', from, done, total });
          },
        });
        onBusyChange(false);
        toast({ title: 'Upload Successful', description: outcomeText(outcome) });
        onDone();
      } catch (error) {
        onBusyChange(false);
        failed();
        const reason = error instanceof Error ? error.message : String(error);
        setStage({
          ...from,
          error: `The import stopped after ${progress.done} of ${progress.total} lines: ${reason}`,
        });
      }
    },
    [stage, books.store, author, onBusyChange, onDone, toast, failed],
  );

  return { stage, chooseFile, applyMapping, readDatesAs, startImport };
}
