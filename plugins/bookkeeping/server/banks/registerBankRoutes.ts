import { validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import {
  SYNC_SKIPPED_LISTED,
  connectBankRequestSchema,
  syncBanksRequestSchema,
  type ConnectBankResponse,
  type SyncBanksResponse,
} from '../../domain/bankConnectionApi';
import {
  BANK_ACCOUNTS_TABLE,
  bankAccountRowSchema,
  importStatementLines,
  newTransactionId,
} from '../../domain/books';
import { claimSetupToken, dateToEpochSeconds, fetchAccounts, SimpleFinError } from '../simplefin';
import { openBooks } from '../books';
import { bankConnectors, bankSyncers } from '../routes/access';
import { companyParamsSchema } from '../routes/company.schema';
import { formErrorsBody, requestBody } from '../routes/errors';
import { BankConnections } from './bankConnections';
import { openBankAccount } from './openBankAccount';
import { simpleFinOptions } from './simpleFinOptions';
import { bookkeepingRoutes } from '../../domain/routes';
/** A first sync reaches this far back; later ones overlap the last by a week for late postings. */
const FIRST_SYNC_DAYS = 90;
const OVERLAP_DAYS = 7;

function daysBefore(iso: string, days: number): string {
  return new Date(Date.parse(iso) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The fields a new bank account starts with, besides those SimpleFIN gives. */
type BankAccountBase = {
  bankName: string;
  accountType: string;
  routingNumber: string;
  lastSyncedAt: string;
  bankBalance: number;
  bankBalanceAt: string;
};

/** Opens a live chart account for each account SimpleFIN lists; the links from its ids. */
function openRemoteAccounts(
  store: Parameters<typeof openBankAccount>[0],
  accounts: Parameters<typeof openBankAccount>[1],
  bankName: string,
  remotes: Awaited<ReturnType<typeof fetchAccounts>>['accounts'],
  base: BankAccountBase,
): { simplefinId: string; accountId: string; name: string }[] {
  return remotes.map((remote) => {
    const account = openBankAccount(
      store,
      accounts,
      `${remote.org.name ?? bankName} ${remote.name}`,
      {
        ...base,
        mask: '',
        connection: 'simplefin',
        bankBalance: remote.balanceCents,
        bankBalanceAt: remote.balanceDate,
      },
    );
    return { simplefinId: remote.id, accountId: account.id, name: account.name };
  });
}

/**
 * POST connect-bank (spec 001 section 7): with a SimpleFIN setup token the token is claimed, the
 * access URL sealed on the server and each bank account added to the chart as a live account;
 * without one, the account is added for statement uploads. POST sync-banks pulls new lines of
 * every live account (or the one named) and imports them like a statement: lines already in the
 * books or dated in the closed period are not imported, and the answer lists them with the reason.
 */
export function registerBankRoutes({
  companyRouter,
  data,
  auth,
  log,
  files,
  secrets,
  clock,
}: ServerPluginContext): void {
  const connections = new BankConnections(files, secrets);
  const http = simpleFinOptions();

  companyRouter.post(bookkeepingRoutes.connectBank.path, async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    const member = await auth.requireMember(ctx, companyId, bankConnectors);
    const parsed = connectBankRequestSchema.safeParse(requestBody(ctx));
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    if (parsed.data.companyId && parsed.data.companyId !== companyId) {
      ctx.status = 400;
      ctx.body = formErrorsBody({ companyId: 'This is not the company of the path' });
      return;
    }
    const { bankName, accountType, routingNumber, accountNumber, setupToken } = parsed.data;
    const books = await openBooks({ data, log }, companyId);
    const accounts = [...books.ledger.snapshot().accounts];
    const now = clock.now().toISOString();
    const base = {
      bankName,
      accountType,
      routingNumber,
      lastSyncedAt: '',
      bankBalance: 0,
      bankBalanceAt: '',
    };
    const answer: ConnectBankResponse = { bankName, accounts: [] };

    if (setupToken === '') {
      const account = openBankAccount(books.store, accounts, `${bankName} ${accountType}`, {
        ...base,
        mask: accountNumber.slice(-4),
        connection: 'manual',
      });
      answer.accounts.push({ accountId: account.id, name: account.name, live: false });
    } else {
      let accessUrl: string;
      try {
        accessUrl = await claimSetupToken(setupToken, http);
      } catch (error) {
        if (!(error instanceof SimpleFinError)) throw error;
        ctx.status = error.status;
        ctx.body =
          error.status === 400
            ? formErrorsBody({ setupToken: error.message })
            : { error: error.message };
        return;
      }
      // A claimed token cannot be claimed again: its access is kept whatever happens next.
      let set: Awaited<ReturnType<typeof fetchAccounts>> | null = null;
      let problem = '';
      try {
        set = await fetchAccounts(accessUrl, { balancesOnly: true }, http);
        if (set.accounts.length === 0)
          problem = set.errors[0] ?? 'SimpleFIN returned no bank accounts for this token';
      } catch (error) {
        if (!(error instanceof SimpleFinError)) throw error;
        problem = error.message;
      }
      if (!set || problem) {
        await connections.add(companyId, { accessUrl, bankName, links: [] }, member.author);
        log('warn', 'bank connected through SimpleFIN without accounts yet', { companyId });
        ctx.status = 502;
        ctx.body = {
          error: `${problem}. The setup token is claimed and its access kept: Auto-Sync Banks adds the accounts once SimpleFIN lists them.`,
        };
        return;
      }
      const links = openRemoteAccounts(books.store, accounts, bankName, set.accounts, base);
      for (const link of links)
        answer.accounts.push({ accountId: link.accountId, name: link.name, live: true });
      await connections.add(
        companyId,
        {
          accessUrl,
          bankName,
          links: links.map(({ simplefinId, accountId }) => ({ simplefinId, accountId })),
        },
        member.author,
      );
      log('info', 'bank connected through SimpleFIN', {
        companyId,
        accounts: links.length,
        at: now,
      });
    }
    await data.commit(companyId);
    ctx.body = answer;
  });

  companyRouter.post(bookkeepingRoutes.syncBanks.path, async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    const member = await auth.requireMember(ctx, companyId, bankSyncers);
    const parsed = syncBanksRequestSchema.safeParse(requestBody(ctx));
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    const books = await openBooks({ data, log }, companyId);
    const live = await connections.list(companyId);
    const wanted = parsed.data.accountId;
    // A connection whose accounts SimpleFIN did not list when it was made gets them now.
    for (const entry of wanted ? [] : live.filter((l) => l.connection.links.length === 0)) {
      const listed = await fetchAccounts(entry.connection.accessUrl, { balancesOnly: true }, http)
        .then((set) => set.accounts)
        .catch((error: unknown) => {
          if (!(error instanceof SimpleFinError)) throw error;
          log('warn', 'SimpleFIN still lists no accounts for a connection', { companyId });
          return [];
        });
      if (listed.length === 0) continue;
      const accounts = [...books.ledger.snapshot().accounts];
      const links = openRemoteAccounts(books.store, accounts, entry.connection.bankName, listed, {
        bankName: entry.connection.bankName,
        accountType: 'checking',
        routingNumber: '',
        lastSyncedAt: '',
        bankBalance: 0,
        bankBalanceAt: '',
      }).map(({ simplefinId, accountId }) => ({ simplefinId, accountId }));
      entry.connection = { ...entry.connection, links };
      await connections.replace(companyId, entry.fileId, entry.connection, member.author);
    }
    if (
      wanted &&
      !live.some(({ connection }) => connection.links.some((l) => l.accountId === wanted))
    ) {
      ctx.status = 400;
      ctx.body = formErrorsBody({ accountId: 'This account has no live bank connection' });
      return;
    }
    const answer: SyncBanksResponse = { transactionsSynced: 0, accounts: [] };
    const now = clock.now().toISOString();
    for (const { connection } of live) {
      const links = connection.links.filter((l) => !wanted || l.accountId === wanted);
      if (links.length === 0) continue;
      const details = (id: string) =>
        bankAccountRowSchema.safeParse(books.store.getRow(BANK_ACCOUNTS_TABLE, id));
      const since = links
        .map((l) => details(l.accountId))
        .map((d) =>
          d.success && d.data.lastSyncedAt
            ? daysBefore(d.data.lastSyncedAt, OVERLAP_DAYS)
            : daysBefore(now, FIRST_SYNC_DAYS),
        )
        .sort()[0]!;
      let set: Awaited<ReturnType<typeof fetchAccounts>>;
      try {
        set = await fetchAccounts(
          connection.accessUrl,
          {
            startDate: dateToEpochSeconds(since),
            pending: true,
            accountIds: links.map((l) => l.simplefinId),
          },
          http,
        );
      } catch (error) {
        if (!(error instanceof SimpleFinError)) throw error;
        for (const link of links) {
          answer.accounts.push({
            accountId: link.accountId,
            imported: 0,
            skipped: 0,
            matchedPosted: 0,
            skippedLines: [],
            lastSyncedAt: '',
            error: error.message,
          });
        }
        continue;
      }
      for (const link of links) {
        const remote = set.accounts.find((a) => a.id === link.simplefinId);
        if (!remote) {
          answer.accounts.push({
            accountId: link.accountId,
            imported: 0,
            skipped: 0,
            matchedPosted: 0,
            skippedLines: [],
            lastSyncedAt: '',
            error: set.errors[0] ?? 'The bank did not return this account',
          });
          continue;
        }
        const outcome = importStatementLines(books.store, {
          bankAccountId: link.accountId,
          lines: remote.lines,
          source: 'bank-sync',
          by: member.author,
          at: now,
          newId: newTransactionId,
        });
        const current = details(link.accountId);
        if (current.success) {
          books.store.setRow(BANK_ACCOUNTS_TABLE, link.accountId, {
            ...current.data,
            lastSyncedAt: now,
            bankBalance: remote.balanceCents,
            bankBalanceAt: remote.balanceDate,
          });
        }
        answer.transactionsSynced += outcome.imported;
        answer.accounts.push({
          accountId: link.accountId,
          imported: outcome.imported,
          skipped: outcome.skipped.length,
          matchedPosted: outcome.matchedPosted,
          // Why lines were left out: already imported, or dated in the closed period.
          skippedLines: outcome.skipped
            .slice(0, SYNC_SKIPPED_LISTED)
            .map(({ date, description, reason }) => ({ date, description, reason })),
          lastSyncedAt: now,
        });
      }
    }
    await data.commit(companyId);
    ctx.body = answer;
  });
}
