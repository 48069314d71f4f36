// Scripts that run inside the page. They are plain JavaScript text, not functions: tsx compiles
// functions with helpers (__name) that do not exist in the page.

/** The Transactions tab's count line for `shown` of `total`, as TransactionFilters writes it. */
export function countText(shown: number, total: number): string {
  return `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} transactions`;
}

/** Moments of one page load, in ms since navigation start (performance.now()). */
export interface OpenMarks {
  /** The Bookkeeping tabs are on screen (the books' store is bound). */
  tabs?: number;
  /** The Transactions tab shows its filters and count. */
  transactionsTab?: number;
  /** The table shows its first rows (possibly before every line has arrived). */
  firstRows?: number;
  /** The table shows rows and the count reads all of them (DOM committed). */
  allRows?: number;
  /** The first frame after allRows has been painted. */
  allRowsPainted?: number;
  /** The header's sync indicator reads 'Synced'. */
  synced?: number;
  /** 'Add Transaction' is enabled: the live store is bound (before it, rows come from the server's preview). */
  live?: number;
  responseEnd?: number;
  domContentLoaded?: number;
  /** The preview request (resource timing): sent, first byte, last byte. */
  preview?: [number, number, number];
  /** Long tasks (over 50 ms) that started before allRowsPainted: [start, duration]. */
  longTasks: [number, number][];
}

/**
 * Installed before the app's scripts on every navigation: selects the Transactions tab the moment
 * the tabs appear (as a person's click would) and notes when each state is first on screen.
 * `window.__bench.finished` is true once the rows, the sync indicator and the live store are all done.
 */
export function openProbe(expectedCount: string): string {
  return `(() => {
  const expected = ${JSON.stringify(expectedCount)};
  const marks = { longTasks: [] };
  const bench = { marks, finished: false };
  window.__bench = bench;
  const mark = (name) => { if (marks[name] === undefined) marks[name] = performance.now(); };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  let painting = false;
  const check = () => {
    const tab = [...document.querySelectorAll('[role="tab"]')].find((el) => el.textContent.trim() === 'Transactions');
    if (tab) {
      mark('tabs');
      if (tab.getAttribute('aria-selected') !== 'true' && !bench.clicked) {
        bench.clicked = true;
        tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
      }
    }
    const count = document.querySelector('.bk-filter-count');
    if (count) mark('transactionsTab');
    const rows = document.querySelectorAll('tr.bk-txn-row').length;
    if (rows > 0) mark('firstRows');
    if (rows > 0 && count && count.textContent === expected && !painting) {
      painting = true;
      mark('allRows');
      requestAnimationFrame(() => setTimeout(() => { mark('allRowsPainted'); done(); }, 0));
    }
    if (document.querySelector('[role="status"][aria-label^="Sync: Synced"]')) { mark('synced'); done(); }
    const add = [...document.querySelectorAll('button')].find((el) => el.textContent.trim() === 'Add Transaction');
    if (add && !add.disabled) { mark('live'); done(); }
  };
  const done = () => {
    if (marks.allRowsPainted === undefined || marks.synced === undefined || marks.live === undefined) return;
    observer.disconnect();
    const nav = performance.getEntriesByType('navigation')[0];
    if (nav) { marks.responseEnd = nav.responseEnd; marks.domContentLoaded = nav.domContentLoadedEventEnd; }
    const preview = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/books/preview'));
    if (preview) marks.preview = [preview.startTime, preview.responseStart, preview.responseEnd];
    marks.longTasks = marks.longTasks.filter(([start]) => start < marks.allRowsPainted);
    bench.finished = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'aria-selected', 'class'] });
})();`;
}

/** Result of one keystroke, ms from the key event to the rows (DOM) and to the next frame. */
export interface KeystrokeTiming {
  rows: number;
  painted: number;
}

/**
 * Arms the measurement of the next keystroke in the search box: starts at the keydown event's
 * time stamp, ends when the count reads `expectedCount` and the table is no longer marked stale
 * (the deferred filter has committed its rows), then waits for the next painted frame.
 * Sets `window.__keystroke` to a promise of a KeystrokeTiming.
 */
export function armKeystroke(expectedCount: string): string {
  return `(() => {
  const expected = ${JSON.stringify(expectedCount)};
  const input = document.querySelector('.bk-filter-search input');
  const count = document.querySelector('.bk-filter-count');
  const card = count.closest('.bk-filters').parentElement;
  window.__keystroke = new Promise((resolve, reject) => {
    let start = null;
    let ended = false;
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('rows did not update within 10 s; count reads ' + count.textContent)); }, 10000);
    input.addEventListener('keydown', (event) => { start = Math.min(event.timeStamp, performance.now()); }, { capture: true, once: true });
    const check = () => {
      if (start === null || ended) return;
      if (count.textContent !== expected || card.querySelector('.bk-stale')) return;
      ended = true;
      const rows = performance.now() - start;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(() => resolve({ rows, painted: performance.now() - start }), 0));
    };
    const observer = new MutationObserver(check);
    observer.observe(card, { subtree: true, childList: true, characterData: true, attributes: true });
  });
})();`;
}

/** Total bytes of the updates in this page's IndexedDB copies of company documents. */
export const offlineCopyBytes = `(async () => {
  let total = 0;
  for (const info of await indexedDB.databases()) {
    if (!info.name || !info.name.startsWith('keel:')) continue;
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(info.name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (db.objectStoreNames.contains('updates')) {
      const updates = await new Promise((resolve, reject) => {
        const request = db.transaction('updates').objectStore('updates').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const update of updates) total += update.byteLength;
    }
    db.close();
  }
  return total;
})()`;
