import type { ReactNode } from 'react';
import { Spinner } from '@keel/core/client';
import { useBooks, type Books } from '../../hooks/useBooks';
import { useBooksAuthor, type BooksAuthor } from '../../hooks/useBooksAuthor';

/**
 * Renders a part of the screen with the open company's books and author, as the page hands
 * them down; stories and tests use it, with `now` fixed so 'this year' does not drift.
 */
export function WithBooks({
  now,
  children,
}: {
  now?: string;
  children: (books: Books, author: BooksAuthor) => ReactNode;
}) {
  const books = useBooks();
  const author = useBooksAuthor();
  if (!books) return <Spinner label="Opening the books…" />;
  return <>{children(books, now ? { ...author, now: () => now } : author)}</>;
}
