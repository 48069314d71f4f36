import { describe, expect, it } from 'vitest';
import { aTransaction } from './testBooks';
import { transactionType } from './transactionRow';
import {
  automationPercent,
  matchesSearch,
  matchesStatus,
  transactionStatus,
} from './transactionStatus';

describe('transaction status', () => {
  it('is reconciled first, then categorized once it has an account, else pending', () => {
    expect(transactionStatus(aTransaction({ reconciliationId: 'r1' }))).toBe('reconciled');
    expect(transactionStatus(aTransaction())).toBe('categorized');
    expect(transactionStatus(aTransaction({ accountId: '' }))).toBe('pending');
    expect(matchesStatus(aTransaction({ accountId: '' }), 'pending')).toBe(true);
    expect(matchesStatus(aTransaction({ accountId: '' }), 'categorized')).toBe(false);
    expect(matchesStatus(aTransaction(), 'all')).toBe(true);
  });

  it('searches description and reference without regard to case', () => {
    const t = aTransaction({ description: 'AMAZON Marketplace', reference: 'PO-77' });
    expect(matchesSearch(t, 'amazon')).toBe(true);
    expect(matchesSearch(t, 'po-7')).toBe(true);
    expect(matchesSearch(t, 'rent')).toBe(false);
    expect(matchesSearch(t, '  ')).toBe(true);
  });

  it('gives the automation share with one decimal', () => {
    const list = [true, false, false].map((aiCategorized) => aTransaction({ aiCategorized }));
    expect(automationPercent(list)).toBe('33.3');
    expect(automationPercent([])).toBe('0.0');
  });

  it('derives the type from the sign: zero or more is a credit', () => {
    expect([transactionType(0), transactionType(5), transactionType(-5)]).toEqual([
      'credit',
      'credit',
      'debit',
    ]);
  });
});
