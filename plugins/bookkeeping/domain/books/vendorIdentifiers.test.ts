import { describe, expect, it } from 'vitest';
import {
  sharedIdentifiers,
  vendorIdentifiersBodySchema,
  vendorIdentifiersLabel,
  vendorsWithPrints,
} from './vendorIdentifiers';

const fieldsOf = (body: unknown) => {
  const result = vendorIdentifiersBodySchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('vendor identifiers', () => {
  it('takes an EIN or SSN as nine digits, and a routing number with a valid ABA check digit', () => {
    expect(vendorIdentifiersBodySchema.parse({ taxId: ' 12-3456789 ' })).toEqual({
      taxId: '123456789',
    });
    expect(vendorIdentifiersBodySchema.parse({ taxId: '123-45-6789' }).taxId).toBe('123456789');
    expect(
      vendorIdentifiersBodySchema.parse({
        routingNumber: '021000021',
        accountNumber: '000123456789',
      }),
    ).toEqual({ routingNumber: '021000021', accountNumber: '000123456789' });
    expect(
      vendorIdentifiersBodySchema.parse({ taxId: '', routingNumber: '', accountNumber: '' }),
    ).toEqual({
      taxId: '',
      routingNumber: '',
      accountNumber: '',
    });
  });

  it('names the field of each bad number', () => {
    expect(fieldsOf({ taxId: '12-345' })).toEqual({
      taxId: 'Enter an EIN as 12-3456789 or an SSN as 123-45-6789',
    });
    expect(fieldsOf({ taxId: '000000000' })).toEqual({ taxId: 'Enter a real EIN or SSN' });
    expect(fieldsOf({ taxId: 42 })).toEqual({ taxId: 'Tax ID must be text' });
    expect(fieldsOf({ routingNumber: '021000022', accountNumber: '1234' })).toEqual({
      routingNumber: 'Routing number is not valid',
    });
    expect(fieldsOf({ routingNumber: '0210', accountNumber: '1234' })).toEqual({
      routingNumber: 'Routing number must be 9 digits',
    });
    expect(fieldsOf({ routingNumber: '021000021', accountNumber: '12a4' })).toEqual({
      accountNumber: 'Account number must be 4 to 17 digits',
    });
    expect(fieldsOf({ routingNumber: '021000021' })).toEqual({
      accountNumber: 'Enter the account number too',
    });
    expect(fieldsOf({ accountNumber: '12345' })).toEqual({
      routingNumber: 'Enter the routing number too',
    });
  });

  it('groups vendors that share a fingerprint, by kind, only among known vendors', () => {
    const print = (fingerprint: string, last4: string) => ({ fingerprint, last4 });
    const prints = {
      'v-a': { 'tax-id': print('T1', '6789'), 'bank-account': print('B1', '4321') },
      'v-b': { 'bank-account': print('B1', '4321') },
      'v-c': { 'tax-id': print('T1', '6789') },
      'v-d': { 'tax-id': print('T2', '1111') },
    };
    expect(sharedIdentifiers(prints)).toEqual([
      { kind: 'bank-account', vendorIds: ['v-a', 'v-b'], last4: '4321' },
      { kind: 'tax-id', vendorIds: ['v-a', 'v-c'], last4: '6789' },
    ]);
    expect(sharedIdentifiers(prints, new Set(['v-a', 'v-b', 'v-d']))).toEqual([
      { kind: 'bank-account', vendorIds: ['v-a', 'v-b'], last4: '4321' },
    ]);
  });

  it('finds the known vendors paid into given bank accounts, never by their tax id', () => {
    const print = (fingerprint: string, last4: string) => ({ fingerprint, last4 });
    const prints = {
      'v-a': { 'bank-account': print('B1', '4321') },
      'v-b': { 'bank-account': print('B1', '4321') },
      'v-c': { 'tax-id': print('B2', '6789') },
      'v-d': { 'bank-account': print('B3', '1111') },
      'v-gone': { 'bank-account': print('B3', '1111') },
    };
    const known = new Set(['v-a', 'v-b', 'v-c', 'v-d']);
    expect(vendorsWithPrints(prints, new Set(['B1', 'B2', 'B3', 'B4']), known)).toEqual([
      { fingerprint: 'B1', vendorIds: ['v-a', 'v-b'] },
      { fingerprint: 'B3', vendorIds: ['v-d'] },
    ]);
    expect(vendorsWithPrints(prints, new Set(['B4']), known)).toEqual([]);
  });

  it('labels what is on file by its last four digits', () => {
    const row = { taxIdLast4: '1234', bankAccountLast4: '', updatedAt: '2026-01-01T00:00:00.000Z' };
    expect(vendorIdentifiersLabel(row)).toBe('Tax ID on file ···1234');
    expect(vendorIdentifiersLabel({ ...row, bankAccountLast4: '9876' })).toBe(
      'Tax ID on file ···1234 · Bank account on file ···9876',
    );
    expect(vendorIdentifiersLabel(undefined)).toBe('');
  });
});
