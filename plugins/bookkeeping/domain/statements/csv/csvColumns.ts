/** What a CSV column holds, as far as a statement import cares. */
export type CsvRole =
  | 'date'
  | 'description'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'type'
  | 'payee'
  | 'memo'
  | 'checkNumber'
  | 'status'
  | 'fitId';

/** Column indexes by role, found from a header row. */
export type CsvColumns = Partial<Record<CsvRole, number>>;

// Header names banks use, best first; compared after lower-casing and turning punctuation to spaces.
const NAMES: readonly [CsvRole, readonly string[]][] = [
  [
    'debit',
    [
      'debit',
      'debits',
      'debit amount',
      'withdrawal',
      'withdrawals',
      'withdrawal amount',
      'money out',
      'paid out',
      'outflow',
      'amount debit',
      'charges',
    ],
  ],
  [
    'credit',
    [
      'credit',
      'credits',
      'credit amount',
      'deposit',
      'deposits',
      'deposit amount',
      'money in',
      'paid in',
      'inflow',
      'amount credit',
    ],
  ],
  [
    'date',
    [
      'posted date',
      'posting date',
      'post date',
      'date posted',
      'transaction date',
      'trans date',
      'date',
      'booking date',
      'buchungstag',
      'datum',
      'fecha',
      'value date',
    ],
  ],
  [
    'amount',
    [
      'amount',
      'transaction amount',
      'amount usd',
      'amount eur',
      'amount gbp',
      'value',
      'betrag',
      'bedrag',
      'importe',
      'montant',
    ],
  ],
  [
    'description',
    [
      'description',
      'transaction description',
      'payee',
      'name',
      'merchant',
      'merchant name',
      'narrative',
      'details',
      'transaction details',
      'memo',
      'particulars',
      'omschrijving',
      'beschreibung',
      'verwendungszweck',
      'concepto',
      'libelle',
    ],
  ],
  [
    'checkNumber',
    [
      'check number',
      'check or slip',
      'check no',
      'check num',
      'checknum',
      'cheque number',
      'check',
      'cheque',
    ],
  ],
  ['status', ['status', 'transaction status']],
  [
    'type',
    [
      'type',
      'transaction type',
      'dr cr',
      'cr dr',
      'debit credit',
      'credit debit',
      'debit credit indicator',
    ],
  ],
  ['fitId', ['fitid', 'transaction id']],
  ['payee', ['payee', 'merchant', 'name', 'merchant name']],
  ['memo', ['memo', 'notes', 'note', 'reference']],
];
// A header holding one of these words is taken for the role when no exact name matched.
const WORDS: readonly [CsvRole, string][] = [
  ['date', 'date'],
  ['amount', 'amount'],
];

/** Normalises a header cell for comparison: lower case, punctuation to single spaces. */
export function normalizeHeader(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Finds which column holds which role from the header row's names. */
export function detectCsvColumns(header: readonly string[]): CsvColumns {
  const names = header.map(normalizeHeader);
  const taken = new Set<number>();
  const columns: CsvColumns = {};
  for (const [role, synonyms] of NAMES) {
    let best: { index: number; rank: number } | undefined;
    names.forEach((name, index) => {
      const rank = synonyms.indexOf(name);
      if (rank >= 0 && !taken.has(index) && (!best || rank < best.rank)) best = { index, rank };
    });
    if (best) {
      columns[role] = best.index;
      taken.add(best.index);
    }
  }
  for (const [role, word] of WORDS) {
    if (columns[role] !== undefined) continue;
    const index = names.findIndex((name, i) => !taken.has(i) && name.split(' ').includes(word));
    if (index >= 0) {
      columns[role] = index;
      taken.add(index);
    }
  }
  return columns;
}
