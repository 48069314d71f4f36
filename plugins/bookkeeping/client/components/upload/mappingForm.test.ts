import { describe, expect, it } from 'vitest';
import type { CsvNeedsMapping } from '../../../domain/statements';
import { checkMappingForm, initialMappingValues, type MappingValues } from './mappingForm';

const needs: CsvNeedsMapping = {
  needsMapping: true,
  reasons: ['The file has no header row naming its columns.'],
  columns: ['Column 1', 'Column 2', 'Column 3', 'Column 4'],
  sample: [['01/02/2026', 'COFFEE', '4.50', '']],
  suggestion: { date: 'Column 1', amount: 'Column 3', dateFormat: 'DD/MM/YYYY', payee: 'Column 4' },
};

const values = (overrides: Partial<MappingValues>): MappingValues => ({
  ...initialMappingValues(needs),
  ...overrides,
});

describe('column mapping form', () => {
  it("starts from the reader's suggestion", () => {
    expect(initialMappingValues(needs)).toEqual({
      date: 'Column 1',
      description: '',
      amountLayout: 'single',
      amount: 'Column 3',
      debit: '',
      credit: '',
      dateFormat: 'DD/MM/YYYY',
    });
  });

  it('names each missing column', () => {
    expect(checkMappingForm(values({ date: '', amount: '' }), needs)).toEqual({
      ok: false,
      errors: {
        date: 'Date column is required',
        description: 'Description column is required',
        amount: 'Amount column is required',
      },
    });
    expect(
      checkMappingForm(values({ amountLayout: 'split', description: 'Column 2' }), needs),
    ).toEqual({ ok: false, errors: { debit: 'Debit or Credit column is required' } });
  });

  it('refuses one column for two roles', () => {
    const checked = checkMappingForm(values({ description: 'Column 1' }), needs);
    expect(checked).toEqual({
      ok: false,
      errors: { description: 'Description column is already used for Date' },
    });
  });

  it('gives the mapping to read with, keeping suggested extra columns not otherwise used', () => {
    expect(checkMappingForm(values({ description: 'Column 2' }), needs)).toEqual({
      ok: true,
      mapping: {
        date: 'Column 1',
        description: 'Column 2',
        amount: 'Column 3',
        dateFormat: 'DD/MM/YYYY',
        payee: 'Column 4',
      },
    });
    const split = values({ description: 'Column 4', amountLayout: 'split', credit: 'Column 3' });
    expect(checkMappingForm(split, needs)).toEqual({
      ok: true,
      mapping: {
        date: 'Column 1',
        description: 'Column 4',
        amount: { credit: 'Column 3' },
        dateFormat: 'DD/MM/YYYY',
      },
    });
  });
});
