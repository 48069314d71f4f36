import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';
import { previewBooks } from './hooks/booksPreviewRequest';

/** Bookkeeping's client half: the AI Bookkeeping page and the dashboard's books card, lazily. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { Bookkeeping: () => import('./pages/Bookkeeping') },
  previews: { Bookkeeping: previewBooks },
  dashboardCards: [
    { id: 'books', title: 'Books', order: 10, load: () => import('./cards/BooksCard') },
  ],
});
