import { describe, expect, it } from 'vitest';
import {
  categoryCards,
  ownerKeyOf,
  parseOwnerKey,
  sniffDocumentType,
  uploadFieldsSchema,
  type UploadedDocument,
} from './library';

const upload = (
  category: UploadedDocument['category'],
  id: string = category,
): UploadedDocument => ({
  id,
  name: `${id}.pdf`,
  type: 'application/pdf',
  size: 10,
  category,
  taxYear: 2026,
  uploadedAt: '2026-11-25T09:00:00.000Z',
  uploadedBy: 'Bella',
});

describe('the document library', () => {
  it('counts each category’s uploads, plus the W-2s, 1099-NECs and payments Keel made', () => {
    const cards = categoryCards(
      [upload('taxReturns'), upload('supporting', 'a'), upload('supporting', 'b'), upload('w2')],
      { w2: 2, form1099Nec: 1, payments: 3 },
    );
    expect(cards.map((c) => [c.label, c.count, c.counts])).toEqual([
      ['W-2 Forms', 3, '2 W-2s from Keel, 1 uploaded'],
      ['1099 Forms', 1, '1 1099-NEC from Keel, 0 uploaded'],
      ['Tax Returns', 1, '1 uploaded'],
      ['Supporting Documents', 2, '2 uploaded'],
      ['Payment Records', 3, '3 payments recorded in Keel, 0 uploaded'],
      ['Audit Trail', 0, '0 uploaded'],
    ]);
  });

  it('leaves the W-2s out of the count for a role without payroll access', () => {
    const cards = categoryCards([], { w2: null, form1099Nec: 0, payments: 0 });
    expect(cards[0]).toMatchObject({ count: 0, counts: '0 uploaded' });
  });

  it('keeps the year and category in the owner key, and reads back only its own keys', () => {
    expect(parseOwnerKey(ownerKeyOf(2026, 'taxReturns'))).toEqual({
      taxYear: 2026,
      category: 'taxReturns',
    });
    expect(parseOwnerKey('transaction:txn-1')).toBeNull();
    expect(parseOwnerKey('tax-document:2026:secret')).toBeNull();
  });

  it('knows a PDF, JPEG or PNG by its bytes, and nothing else', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(sniffDocumentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes('<html>%PDF-'))).toBeNull();
    expect(sniffDocumentType(bytes('MZ executable'))).toBeNull();
  });

  it('names the field of a bad upload', () => {
    const parsed = uploadFieldsSchema.safeParse({
      companyId: 'c1',
      taxYear: 'soon',
      category: 'photos',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0]).sort()).toEqual(['category', 'taxYear']);
  });
});
