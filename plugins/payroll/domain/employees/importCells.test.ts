import { describe, expect, it } from 'vitest';
import {
  readDateCell,
  readEmploymentType,
  readFilingStatus,
  readMoneyCell,
  readPayType,
  readW4Version,
  readYesNo,
} from './importCells';

describe('import cell readers', () => {
  it('parses money exactly and names the field when it cannot', () => {
    expect(readMoneyCell('Salary', '$85,000.00')).toEqual({ ok: true, value: 8_500_000 });
    expect(readMoneyCell('Salary', '1,234.5')).toEqual({ ok: true, value: 123_450 });
    expect(readMoneyCell('Salary', '0.29')).toEqual({ ok: true, value: 29 });
    expect(readMoneyCell('Salary', '85k')).toEqual({
      ok: false,
      error: 'Salary "85k" is not a number',
    });
  });

  it('reads dates in ISO and US order, refusing impossible ones', () => {
    expect(readDateCell('2024-01-15')).toBe('2024-01-15');
    expect(readDateCell('2024/1/5')).toBe('2024-01-05');
    expect(readDateCell('2024-01-15T00:00:00Z')).toBe('2024-01-15');
    expect(readDateCell('1/15/2024')).toBe('2024-01-15');
    expect(readDateCell('03/04/2024')).toBe('2024-03-04');
    expect(readDateCell('25/12/2023')).toBe('2023-12-25');
    expect(readDateCell('2/30/2024')).toBeUndefined();
    expect(readDateCell('Jan 15')).toBeUndefined();
  });

  it('reads pay types, employment types and filing statuses as exports write them', () => {
    expect(['Salary', 'Salaried', 'Per Year', 'annual'].map(readPayType)).toEqual(
      Array(4).fill('salary'),
    );
    expect(['Hourly', 'Per Hour', 'hour'].map(readPayType)).toEqual(Array(3).fill('hourly'));
    expect(readPayType('weekly')).toBeUndefined();
    expect(['Full Time', 'FT', 'full_time', 'Regular'].map(readEmploymentType)).toEqual(
      Array(4).fill('full-time'),
    );
    expect(['Part-Time', 'PT'].map(readEmploymentType)).toEqual(['part-time', 'part-time']);
    expect(['Contractor', '1099', 'contract'].map(readEmploymentType)).toEqual(
      Array(3).fill('contract'),
    );
    expect(['Intern', 'Internship'].map(readEmploymentType)).toEqual(['intern', 'intern']);
    expect(readEmploymentType('seasonal')).toBeUndefined();
    expect(
      [
        'Single',
        'Married filing separately',
        'S',
        'Married, but withhold at higher Single rate',
      ].map(readFilingStatus),
    ).toEqual(Array(4).fill('single'));
    expect(['Married', 'Married filing jointly', 'MFJ'].map(readFilingStatus)).toEqual(
      Array(3).fill('married'),
    );
    expect(['Head of Household', 'HOH'].map(readFilingStatus)).toEqual(
      Array(2).fill('head_of_household'),
    );
    expect(readFilingStatus('widowed')).toBeUndefined();
  });

  it('reads W-4 checkboxes and versions', () => {
    expect(['Yes', 'x', 'TRUE', '1'].map(readYesNo)).toEqual([true, true, true, true]);
    expect(['No', 'false', '0'].map(readYesNo)).toEqual([false, false, false]);
    expect(readYesNo('maybe')).toBeUndefined();
    expect(readW4Version('2020 or later')).toBe('2020');
    expect(readW4Version('2026')).toBe('2020');
    expect(readW4Version('2019')).toBe('2019');
    expect(readW4Version('new')).toBeUndefined();
  });
});
