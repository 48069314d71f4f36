import { describe, expect, it } from 'vitest';
import { searchManual } from './manualSearch';

const best = (query: string) => searchManual({ query, limit: 1 })[0];

describe('searching the manual', () => {
  it('finds the section that answers a how-to question, with its link and best sentence', () => {
    const hit = best('How do I invite my accountant?');
    expect(hit).toMatchObject({
      sectionId: 'invites-and-roles',
      tabLabel: 'Account & Security',
      path: '/user-manual?tab=account#invites-and-roles',
    });
    expect(hit?.excerpt).toContain('Send invite');
  });

  it('matches words whatever their ending (reconciling, reconcile)', () => {
    expect(best('reconciling the bank account')?.sectionId).toBe('reconcile-bank-account');
    expect(best('turn on two-factor authentication')?.sectionId).toBe('two-factor');
  });

  it('finds nothing for words the manual does not use, and refuses an empty query', () => {
    expect(searchManual({ query: 'zebra quantum' })).toEqual([]);
    expect(() => searchManual({ query: '   ' })).toThrow('Type what you are looking for');
  });
});
