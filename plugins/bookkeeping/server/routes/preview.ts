import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ServerPluginContext } from '@keel/core/server';
import type { Store } from 'tinybase';
import { balancesOf, openBooks, type Books } from '../books';
import { previewTableIds, type BooksPreview } from '../../domain/booksPreview';
import { transactionCacheFor } from '../../domain/books/transactionCache';
import { companyParamsSchema } from './company.schema';

const gzipAsync = promisify(gzip);

/** The gzipped preview of a store, kept until the store next changes (a few MB for 50,000 lines). */
const gzippedBodies = new WeakMap<Store, Promise<Buffer>>();
const followed = new WeakSet<Store>();

function previewOf({ store, ledger }: Books): BooksPreview {
  const tables = Object.fromEntries(
    previewTableIds.map((tableId) => [tableId, store.getTable(tableId)]),
  ) as BooksPreview['tables'];
  return {
    tables,
    transactions: transactionCacheFor(store).transactions(),
    balances: Object.fromEntries(balancesOf(ledger)),
  };
}

const previewJson = (books: Books) => Buffer.from(JSON.stringify(previewOf(books)));

/** The gzipped preview of a company's books, made once per version of its store. */
function gzippedPreview(books: Books): Promise<Buffer> {
  const { store } = books;
  if (!followed.has(store)) {
    followed.add(store);
    store.addDidFinishTransactionListener(() => gzippedBodies.delete(store));
  }
  let body = gzippedBodies.get(store);
  if (!body) {
    // Level 1: the JSON is repetitive enough that more effort saves little.
    const made = gzipAsync(previewJson(books), { level: 1 });
    gzippedBodies.set(store, made);
    made.catch(() => gzippedBodies.get(store) === made && gzippedBodies.delete(store));
    body = made;
  }
  return body;
}

/**
 * GET /api/companies/:companyId/books/preview: the rows the Bookkeeping screen shows and the
 * account balances, for any member (the same rows the member's synced document holds). A large
 * company's live document takes seconds to arrive and load; the screen shows this meanwhile.
 */
export function registerPreviewRoutes({ companyRouter, data, auth, log }: ServerPluginContext) {
  companyRouter.get('/books/preview', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId);
    const books = await openBooks({ data, log }, companyId);
    ctx.set('Cache-Control', 'no-store');
    ctx.vary('Accept-Encoding');
    ctx.type = 'application/json';
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = await gzippedPreview(books);
    } else {
      ctx.body = previewJson(books);
    }
  });
}
