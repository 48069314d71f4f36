// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from '@e965/xlsx';
import type { Store } from 'tinybase';
import { CompanySyncProvider, Toaster } from '@keel/core/client';
import { createTestWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { TRANSACTIONS_TABLE, readTransactions } from '../../domain/books';
import type { BooksAuthor } from '../hooks/useBooksAuthor';
import { writeTextPdf } from '../../domain/statements/pdf/writeTextPdf.testSupport';
import { booksSeed } from '../components/transactions/booksSeed';
import { WithBooks } from '../components/transactions/WithBooks';
import { UploadStatementDialog } from './UploadStatementDialog';

const ines = (canWrite = true): BooksAuthor => ({
  by: 'Ines Tester <ines@example.com>',
  canWrite,
  now: () => '2026-11-21T15:00:00.000Z',
});

function Harness({
  author,
  onOpenChange,
}: {
  author: BooksAuthor;
  onOpenChange(open: boolean): void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <WithBooks>
      {(books) => (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Upload Statement
          </button>
          <UploadStatementDialog
            books={books}
            author={author}
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              onOpenChange(next);
            }}
          />
        </>
      )}
    </WithBooks>
  );
}

function renderUpload(options: { canWrite?: boolean } = {}) {
  const workspace = createTestWorkspace({
    plugins: [plugin],
    as: 'owner',
    seed: { bookkeeping: booksSeed() },
  });
  const store = workspace.sync.getStore('bookkeeping');
  if (!store) throw new Error('no bookkeeping store');
  const onOpenChange = vi.fn();
  render(
    <Toaster duration={100_000}>
      <CompanySyncProvider sync={workspace.sync}>
        <Harness author={ines(options.canWrite)} onOpenChange={onOpenChange} />
      </CompanySyncProvider>
    </Toaster>,
  );
  return { store, onOpenChange, user: userEvent.setup() };
}

const csvFile = (text: string, name = 'statement.csv') =>
  new File([text], name, { type: 'text/csv' });

const statementCsv = `Date,Description,Amount
2026-11-02,STRIPE PAYOUT,1250.00
2026-11-03,SQ *BLUE BOTTLE,-4.50
2026-11-05,COMCAST BUSINESS,-129.99
`;

async function chooseFile(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText('Statement file'), file);
}

function transactions(store: Store) {
  return readTransactions(store.getTable(TRANSACTIONS_TABLE));
}

function figure(term: string): string {
  const summary = screen.getByRole('definition', {
    name: (_, element) => element.previousElementSibling?.textContent === term,
  });
  return summary.textContent ?? '';
}

function verdicts(): string[] {
  const table = screen.getByRole('table', { name: 'Statement lines' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent ?? '');
}

describe('UploadStatementDialog', () => {
  it('reads a CSV in the browser, previews it and imports its lines pending', async () => {
    const { store, onOpenChange, user } = renderUpload();
    const dialog = screen.getByRole('dialog', { name: 'Upload Statement' });
    expect(within(dialog).getByLabelText('Bank account')).toHaveValue('checking');
    expect(within(dialog).getByLabelText('Statement file')).toHaveAttribute(
      'accept',
      '.xlsx,.xls,.csv,.pdf,.ofx,.qfx,.qif',
    );
    expect(
      within(dialog).getByText(/Accepted formats: Excel \(\.xlsx, \.xls\), CSV, PDF/),
    ).toBeVisible();

    await chooseFile(user, csvFile(statementCsv));
    expect(await screen.findByRole('button', { name: 'Import 3 transactions' })).toBeEnabled();
    expect(figure('Lines read')).toBe('3');
    expect(figure('Dates')).toBe('Nov 2, 2026 – Nov 5, 2026');
    expect(figure('Money in')).toBe('$1,250.00');
    expect(figure('Money out')).toBe('$134.49');
    expect(figure('New')).toBe('3');
    expect(verdicts()).toEqual(['Will import', 'Will import', 'Will import']);

    await user.click(screen.getByRole('button', { name: 'Import 3 transactions' }));
    expect(await screen.findByText('Upload Successful')).toBeInTheDocument();
    expect(screen.getByText('3 transactions imported, 0 skipped')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const rows = transactions(store);
    expect(rows.map((t) => [t.date, t.description, t.amount])).toEqual([
      ['2026-11-05', 'COMCAST BUSINESS', -12999],
      ['2026-11-03', 'SQ *BLUE BOTTLE', -450],
      ['2026-11-02', 'STRIPE PAYOUT', 125000],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        accountId: '',
        bankAccountId: 'checking',
        source: 'import',
        createdBy: 'Ines Tester <ines@example.com>',
        createdAt: '2026-11-21T15:00:00.000Z',
      });
      expect(row.id).toMatch(/^txn-/);
    }
  });

  it('skips every line of a file uploaded twice and says so', async () => {
    const { store, user } = renderUpload();
    await chooseFile(user, csvFile(statementCsv));
    await user.click(await screen.findByRole('button', { name: 'Import 3 transactions' }));
    await screen.findByText('3 transactions imported, 0 skipped');

    await user.click(screen.getByRole('button', { name: 'Upload Statement' }));
    await chooseFile(user, csvFile(statementCsv));
    const button = await screen.findByRole('button', { name: 'Import 0 transactions' });
    expect(figure('Duplicates to skip')).toBe('3');
    expect(verdicts()).toEqual(['Duplicate', 'Duplicate', 'Duplicate']);
    const skipped = screen.getByRole('region', { name: 'Lines to skip' });
    expect(within(skipped).getAllByRole('listitem')[0]).toHaveTextContent(
      'Nov 2, 2026 · STRIPE PAYOUT · $1,250.00: Already imported (same date, amount and description)',
    );

    await user.selectOptions(screen.getByLabelText('Bank account'), 'savings');
    expect(screen.getByRole('button', { name: 'Import 3 transactions' })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Bank account'), 'checking');

    await user.click(button);
    expect(await screen.findByText('0 transactions imported, 3 skipped')).toBeInTheDocument();
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(3);
  });

  it('says it is reading while the file is read', async () => {
    const { user } = renderUpload();
    const file = csvFile(statementCsv);
    let deliver: (bytes: ArrayBuffer) => void = () => {};
    vi.spyOn(file, 'arrayBuffer').mockReturnValue(
      new Promise<ArrayBuffer>((resolve) => (deliver = resolve)),
    );
    await chooseFile(user, file);
    expect(screen.getByRole('status')).toHaveTextContent('Reading…');
    deliver(new TextEncoder().encode(statementCsv).buffer as ArrayBuffer);
    expect(await screen.findByRole('button', { name: 'Import 3 transactions' })).toBeEnabled();
    expect(screen.queryByText('Reading…')).not.toBeInTheDocument();
  });

  it('imports two identical charges on one day as two lines', async () => {
    const { store, user } = renderUpload();
    const twins = `Date,Description,Amount
2026-11-03,UBER TRIP,-12.00
2026-11-03,UBER TRIP,-12.00
`;
    await chooseFile(user, csvFile(twins));
    await user.click(await screen.findByRole('button', { name: 'Import 2 transactions' }));
    expect(await screen.findByText('2 transactions imported, 0 skipped')).toBeInTheDocument();
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(2);
  });

  it('asks for the columns of an unclear CSV, names the missing one and reads with the answer', async () => {
    const { store, user } = renderUpload();
    const headerless = `03/11/2026,4.50,OFFICE DEPOT
04/11/2026,120.00,CLIENT PAYMENT
`;
    await chooseFile(user, csvFile(headerless, 'export.csv'));
    const form = await screen.findByRole('form', { name: 'Choose columns' });
    expect(within(form).getByText('The file has no header row naming its columns.')).toBeVisible();
    const sample = within(form).getByRole('table');
    expect(within(sample).getAllByRole('row')).toHaveLength(3);
    expect(within(sample).getByText('OFFICE DEPOT')).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Description'), '');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByLabelText('Description')).toHaveAccessibleDescription(
      'Description column is required',
    );

    await user.selectOptions(within(form).getByLabelText('Date'), 'Column 1');
    await user.selectOptions(within(form).getByLabelText('Date order'), 'DD/MM/YYYY');
    await user.selectOptions(within(form).getByLabelText('Description'), 'Column 3');
    await user.selectOptions(within(form).getByLabelText('Amounts are in'), 'split');
    await user.selectOptions(within(form).getByLabelText('Credit'), 'Column 2');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByRole('button', { name: 'Import 2 transactions' }));
    await screen.findByText('2 transactions imported, 0 skipped');
    expect(transactions(store).map((t) => [t.date, t.description, t.amount])).toEqual([
      ['2026-11-04', 'CLIENT PAYMENT', 12000],
      ['2026-11-03', 'OFFICE DEPOT', 450],
    ]);
  });

  it('shows why an OFX file with a malformed amount cannot be read, and writes nothing', async () => {
    const { store, user } = renderUpload();
    const ofx = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX>
<BANKMSGSRSV1><STMTTRNRS><STMTRS>
<CURDEF>USD
<BANKTRANLIST>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261103
<TRNAMT>-4.50
<FITID>A1
<NAME>COFFEE
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20261104
<TRNAMT>1.2.3
<FITID>A2
<NAME>BROKEN
</STMTTRN>
</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;
    await chooseFile(user, new File([ofx], 'bank.ofx'));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to process bank statement')).toBeInTheDocument();
    expect(screen.getByLabelText('Statement file')).toHaveAccessibleDescription(
      'OFX: <TRNAMT> "1.2.3" in transaction 2 is not an amount',
    );
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(0);
  });

  it('refuses a file of 50 MB or more without reading it', async () => {
    const { user } = renderUpload();
    const big = csvFile(statementCsv);
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 });
    const read = vi.spyOn(big, 'arrayBuffer');
    await chooseFile(user, big);
    expect(screen.getByLabelText('Statement file')).toHaveAccessibleDescription(
      'The file is larger than 50 MB',
    );
    expect(read).not.toHaveBeenCalled();
    expect(screen.queryByText('Reading…')).not.toBeInTheDocument();
  });

  it('reads QIF (with a choice of date order) and Excel statements too', async () => {
    const { user } = renderUpload();
    const qif = `!Type:Bank
D03/11/2026
T-4.50
PCOFFEE
^
`;
    await chooseFile(user, new File([qif], 'money.qif'));
    expect(await screen.findByRole('button', { name: 'Import 1 transaction' })).toBeEnabled();
    expect(verdicts()).toEqual(['Will import']);
    expect(figure('Dates')).toBe('Mar 11, 2026');
    expect(
      within(screen.getByRole('region', { name: 'Reader warnings' })).getByText(
        'Dates like "03/11/2026" were read month-first (MM/DD/YYYY)',
      ),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Date order'), 'DD/MM/YYYY');
    await screen.findByRole('button', { name: 'Import 1 transaction' });
    expect(figure('Dates')).toBe('Nov 3, 2026');

    const sheet = XLSX.utils.aoa_to_sheet([
      ['Date', 'Description', 'Amount'],
      ['2026-11-03', 'COFFEE', -4.5],
      ['2026-11-04', 'CLIENT', 300],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Activity');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    await chooseFile(user, new File([bytes], 'activity.xlsx'));
    expect(await screen.findByRole('button', { name: 'Import 2 transactions' })).toBeEnabled();
    expect(figure('Money in')).toBe('$300.00');
  });

  it('reads a text PDF statement', async () => {
    const { user } = renderUpload();
    const pdf = writeTextPdf([
      {
        runs: [
          { x: 50, y: 700, text: 'Statement date: 11/30/2026' },
          { x: 50, y: 680, text: '11/05' },
          { x: 110, y: 680, text: 'COFFEE' },
          { x: 400, y: 680, text: '-4.50' },
        ],
      },
    ]);
    await chooseFile(user, new File([pdf.slice().buffer as ArrayBuffer], 'statement.pdf'));
    expect(
      await screen.findByRole('button', { name: 'Import 1 transaction' }, { timeout: 10_000 }),
    ).toBeEnabled();
    expect(figure('Dates')).toBe('Nov 5, 2026');
  });

  it('shows a viewer the preview without an Import button', async () => {
    const { user } = renderUpload({ canWrite: false });
    await chooseFile(user, csvFile(statementCsv));
    expect(
      await screen.findByText('Viewers can preview a statement but not import it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('moves a progress bar to the total over a 5,000-line statement, twins across slices kept', async () => {
    const { store, user } = renderUpload();
    const rows = Array.from({ length: 5000 }, (_, i) => {
      // Lines 2000 and 2001 are twins where a plain cut at 2,000 lines would fall.
      const same = i === 1999 || i === 2000;
      const day = String((i % 28) + 1).padStart(2, '0');
      return same ? '2026-10-15,PARKING,-7.00' : `2026-10-${day},VENDOR ${i},-${i + 1}.00`;
    });
    await chooseFile(user, csvFile(`Date,Description,Amount\n${rows.join('\n')}\n`));
    const button = await screen.findByRole('button', { name: 'Import 5000 transactions' });

    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const now = bar?.getAttribute('aria-valuenow');
      if (now && now !== seen.at(-1)) seen.push(now);
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    await user.click(button);
    expect(
      await screen.findByText('5000 transactions imported, 0 skipped', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    watch.disconnect();

    expect(seen.at(-1)).toBe('5000');
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => a - b));
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(5000);
  });
});
