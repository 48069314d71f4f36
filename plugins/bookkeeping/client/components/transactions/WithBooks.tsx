import type { ReactNode } from 'react';
import { Spinner } from '@keel/core/client';
import { useBooks, type Books } from '../../hooks/useBooks';

/** Renders `children` with the open company's live books (stories and tests; the page has its own). */
export function WithBooks({ children }: { children: (books: Books) => ReactNode }) {
  const books = useBooks();
  return books ? children(books) : <Spinner label="Opening the books…" />;
}
