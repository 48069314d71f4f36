import { describe, expect, it, vi } from 'vitest';
import type { LedgerService, LogFn } from '@keel/core/server';
import { LedgerProvider } from './ledgerProvider';

const entry = {
  id: 'e1',
  date: '2026-03-13',
  memo: 'Payroll',
  lines: [
    { accountId: 'payroll-wages', debit: 100, credit: 0 },
    { accountId: 'checking', debit: 0, credit: 100 },
  ],
};

describe('LedgerProvider', () => {
  it('answers 503 until a plugin keeps the ledger, then hands every call to it', async () => {
    const log = vi.fn<LogFn>();
    const provider = new LedgerProvider(log);
    expect(await provider.post('c1', entry)).toEqual({
      ok: false,
      status: 503,
      error: 'No plugin keeps the ledger: install Bookkeeping',
    });
    expect(await provider.accounts('c1')).toEqual([]);
    const keeper: LedgerService = {
      post: vi.fn(async () => ({ ok: true }) as const),
      accounts: vi.fn(async () => []),
    };
    provider.provide('bookkeeping', keeper);
    expect(await provider.post('c1', entry)).toEqual({ ok: true });
    expect(keeper.post).toHaveBeenCalledWith('c1', entry);
  });

  it('keeps the first provider and logs a second', async () => {
    const log = vi.fn<LogFn>();
    const provider = new LedgerProvider(log);
    const first: LedgerService = { post: async () => ({ ok: true }), accounts: async () => [] };
    const second: LedgerService = {
      post: async () => ({ ok: false, status: 400, error: 'second' }),
      accounts: async () => [],
    };
    provider.provide('bookkeeping', first);
    provider.provide('other-books', second);
    expect(await provider.post('c1', entry)).toEqual({ ok: true });
    expect(log).toHaveBeenCalledWith(
      'error',
      'Plugin other-books also provides the ledger; bookkeeping keeps it',
    );
  });
});
