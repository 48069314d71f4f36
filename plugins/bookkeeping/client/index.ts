import { defineClientPlugin, provideClientService } from '@keel/core/client';
import { plugin } from '../plugin';
import { ledgerServiceRef } from '../domain/public';
import { useLedgerClient } from './ledger/useLedgerClient';
import { previewBooks } from './hooks/booksPreviewRequest';
import { booksSearchProvider } from './search/searchBooks';

/**
 * Bookkeeping's client half: the AI Bookkeeping page, the dashboard's books card, record search
 * and the ledger service's reads in the browser.
 */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { Bookkeeping: () => import('./pages/Bookkeeping') },
  previews: { Bookkeeping: previewBooks },
  dashboardCards: [
    { id: 'books', title: 'Books', order: 10, load: () => import('./cards/BooksCard') },
  ],
  searchProviders: [booksSearchProvider],
  services: [provideClientService(ledgerServiceRef, useLedgerClient)],
});
