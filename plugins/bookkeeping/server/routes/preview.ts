import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { z } from 'zod';
import { isoDateSchema, localToday, validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import type { Store } from 'tinybase';
import { balancesOnDay, openBooks, type Books } from '../books';
import { previewTableIds, type BooksPreview } from '../../domain/booksPreview';
import { transactionCacheFor } from '../../domain/books/transactionCache';
import { companyParamsSchema } from './company.schema';
import { bookkeepingRoutes } from '../../domain/routes';

const gzipAsync = promisify(gzip);

/**
 * The gzipped preview of a store for the day asked, kept until the store next changes (a few MB
 * for 50,000 lines); one day's at a time, as every screen asks for its today.
 */
const gzippedBodies = new WeakMap<Store, { asOf: string; body: Promise<Buffer> }>();
const followed = new WeakSet<Store>();

/** The preview's query: the day its balances are as of (the screen's today; default the server's). */
const previewQuerySchema = z.object({ asOf: isoDateSchema.optional() });

function previewOf({ store, ledger }: Books, asOf: string): BooksPreview {
  const tables = Object.fromEntries(
    previewTableIds.map((tableId) => [tableId, store.getTable(tableId)]),
  ) as BooksPreview['tables'];
  const { balances, later } = balancesOnDay(ledger, asOf);
  return {
    tables,
    transactions: transactionCacheFor(store).transactions(),
    asOf,
    balances: Object.fromEntries(balances),
    later: Object.fromEntries(later),
  };
}

const previewJson = (books: Books, asOf: string) =>
  Buffer.from(JSON.stringify(previewOf(books, asOf)));

/** The gzipped preview of a company's books, made once per version of its store and day. */
function gzippedPreview(books: Books, asOf: string): Promise<Buffer> {
  const { store } = books;
  if (!followed.has(store)) {
    followed.add(store);
    store.addDidFinishTransactionListener(() => gzippedBodies.delete(store));
  }
  const kept = gzippedBodies.get(store);
  if (kept?.asOf === asOf) return kept.body;
  // Level 1: the JSON is repetitive enough that more effort saves little.
  const made = gzipAsync(previewJson(books, asOf), { level: 1 });
  gzippedBodies.set(store, { asOf, body: made });
  made.catch(() => gzippedBodies.get(store)?.body === made && gzippedBodies.delete(store));
  return made;
}

/**
 * GET /api/companies/:companyId/books/preview?asOf=YYYY-MM-DD: the rows the Bookkeeping screen
 * shows and the account balances at the end of `asOf` (the screen's today), for any member (the same rows the member's synced document holds). A large
 * company's live document takes seconds to arrive and load; the screen shows this meanwhile.
 */
export function registerPreviewRoutes({
  companyRouter,
  data,
  auth,
  log,
  clock,
}: ServerPluginContext) {
  companyRouter.get(bookkeepingRoutes.booksPreview.path, async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId);
    const query = previewQuerySchema.safeParse(ctx.query);
    if (!query.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(query.error);
      return;
    }
    const asOf = query.data.asOf ?? localToday(clock.now());
    const books = await openBooks({ data, log }, companyId);
    ctx.set('Cache-Control', 'no-store');
    ctx.vary('Accept-Encoding');
    ctx.type = 'application/json';
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = await gzippedPreview(books, asOf);
    } else {
      ctx.body = previewJson(books, asOf);
    }
  });
}
