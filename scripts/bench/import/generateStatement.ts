/** A bank's CSV export of `rows` lines: Date, Description, Amount, like most US banks write. */
export function generateStatementCsv(rows: number, seed = 7): string {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const payees = [
    'STAPLES #0098',
    'SQ *BLUE BOTTLE',
    'AMAZON MKTPL',
    'SHELL OIL 5742',
    'UBER TRIP',
    'COMCAST',
    'PG&E WEB ONLINE',
    'CLIENT ACH DEPOSIT',
    'GUSTO NET PAY',
    'ADOBE CREATIVE',
  ];
  const lines = ['Date,Description,Amount'];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < rows; i++) {
    const day = new Date(start + Math.floor((i / rows) * 900) * 86_400_000);
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const payee = payees[Math.floor(random() * payees.length)]!;
    const cents = Math.floor(random() * 500_000) + 1;
    const sign = payee.startsWith('CLIENT') ? '' : '-';
    lines.push(`${date},"${payee} ${i}",${sign}${(cents / 100).toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}
