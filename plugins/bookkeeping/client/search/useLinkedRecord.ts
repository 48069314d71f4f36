import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BooksRecordKind } from './recordLinks';

/**
 * The record of `kind` a link opened (`?vendor=<id>`, from the command palette, say), and
 * `release`, which takes it out of the URL once the person has closed it.
 */
export function useLinkedRecord(kind: BooksRecordKind): { id: string | null; release: () => void } {
  const [params, setParams] = useSearchParams();
  const release = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(kind);
          return next;
        },
        { replace: true },
      ),
    [kind, setParams],
  );
  return { id: params.get(kind), release };
}

/** The props of a table row a link opened: marked current, scrolled to and focused once shown. */
export function linkedRowProps(linked: boolean) {
  return linked
    ? { 'aria-current': 'true' as const, className: 'bk-row--linked', tabIndex: -1, ref: reveal }
    : {};
}

function reveal(row: HTMLTableRowElement | null): void {
  if (!row) return;
  row.scrollIntoView?.({ block: 'center' });
  row.focus({ preventScroll: true });
}
