import { describe, expect, it } from 'vitest';
import { learnChoices, payeeKey, suggestCategory, type Rule } from './categorizationRules';
import { aTransaction } from './testBooks';

describe('payeeKey', () => {
  it('drops card numbers, store numbers and noise words', () => {
    expect(payeeKey('SQ *BLUE BOTTLE 0423 OAKLAND')).toBe('sq blue bottle');
    expect(payeeKey('POS DEBIT STAPLES #0098 04/12')).toBe('staples');
    expect(payeeKey('12345 ###')).toBe('');
  });
});

describe('suggestCategory', () => {
  const rules: Rule[] = [
    { id: 'r1', keyword: 'GUSTO', accountId: 'payroll-wages', category: 'expense' },
    { id: 'r2', keyword: 'gusto tax', accountId: 'payroll-taxes', category: 'expense' },
  ];

  it('prefers the longest keyword rule found in the description', () => {
    expect(
      suggestCategory({ description: 'GUSTO TAX 8812', amount: -100 }, rules, new Map()),
    ).toEqual({
      accountId: 'payroll-taxes',
      category: 'expense',
      reason: 'Rule: contains "gusto tax"',
    });
  });

  it('learns from the person’s choices per payee and direction, most often first', () => {
    const history = [
      aTransaction({
        description: 'STAPLES #0098',
        accountId: 'office-supplies',
        category: 'office-supplies',
        date: '2026-01-02',
      }),
      aTransaction({
        description: 'STAPLES #0112',
        accountId: 'office-supplies',
        category: 'office-supplies',
        date: '2026-02-02',
      }),
      aTransaction({
        description: 'STAPLES #0098',
        accountId: 'equipment',
        category: 'equipment',
        date: '2026-03-02',
      }),
      aTransaction({
        description: 'STAPLES REFUND',
        amount: 500,
        accountId: 'sales',
        category: 'income',
      }),
      aTransaction({ description: 'STAPLES #1', accountId: 'rent', aiCategorized: true }),
      aTransaction({ description: 'STAPLES #2', accountId: 'rent', aiCategorized: true }),
      aTransaction({ description: 'STAPLES #3', accountId: 'rent', aiCategorized: true }),
    ];
    const learned = learnChoices(history);
    expect(suggestCategory({ description: 'STAPLES #5555', amount: -2000 }, [], learned)).toEqual({
      accountId: 'office-supplies',
      category: 'office-supplies',
      reason: 'You chose this for "staples" 2 times',
    });
    expect(suggestCategory({ description: 'Unknown shop', amount: -1 }, [], learned)).toBeNull();
  });

  it('breaks a tie by the most recent choice', () => {
    const learned = learnChoices([
      aTransaction({ description: 'ACME', accountId: 'office-supplies', date: '2026-01-01' }),
      aTransaction({
        description: 'ACME',
        accountId: 'equipment',
        category: 'equipment',
        date: '2026-05-01',
      }),
    ]);
    expect(suggestCategory({ description: 'ACME', amount: -1 }, [], learned)?.accountId).toBe(
      'equipment',
    );
  });
});
