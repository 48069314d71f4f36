import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOfxStatement } from './parseOfxStatement';

const name = fc
  .string({
    unit: fc.constantFrom('A', 'z', ' ', '&', '<', '>', '"', "'", '*', '#', '9', 'é'),
    maxLength: 32,
  })
  .filter((text) => text.trim() !== '');
const transaction = fc.record({
  day: fc.integer({ min: 0, max: 3650 }),
  cents: fc.integer({ min: -10_000_000, max: 10_000_000 }),
  hour: fc.integer({ min: 0, max: 23 }),
  offset: fc.integer({ min: -12, max: 14 }),
  name,
});
const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const isoDay = (day: number) =>
  new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

describe('OFX properties', () => {
  it('reads back the date as written, the cents and the name, in SGML and in XML', () => {
    fc.assert(
      fc.property(
        fc.array(transaction, { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        (transactions, xml) => {
          const body = transactions
            .map((t, i) => {
              const posted = `${isoDay(t.day).replaceAll('-', '')}${String(t.hour).padStart(2, '0')}3000.000[${t.offset}:TZ]`;
              const fields = {
                TRNTYPE: 'OTHER',
                DTPOSTED: posted,
                TRNAMT: amount(t.cents),
                FITID: `id${i}`,
                NAME: escape(t.name),
              };
              const leaves = Object.entries(fields).map(([tag, value]) =>
                xml ? `<${tag}>${value}</${tag}>` : `<${tag}>${value}`,
              );
              return `<STMTTRN>\n${leaves.join('\n')}\n</STMTTRN>`;
            })
            .join('\n');
          const text = `<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD</CURDEF><BANKTRANLIST>\n${body}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
          const lines = parseOfxStatement(text).lines;
          expect(lines.map((l) => [l.date, l.amountCents, l.description, l.fitId])).toEqual(
            transactions.map((t, i) => [
              isoDay(t.day),
              t.cents === 0 ? 0 : t.cents,
              t.name.trim(),
              `id${i}`,
            ]),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
