import type { JournalEntry, Role } from '@keel/core/domain';
import { auditServiceRef, portfolioServiceRef, roles } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { payrollFactsRef } from '@keel/plugin-payroll/domain/public';
import { taxLiabilitiesRef } from '@keel/plugin-tax/domain/public';
import { addDays, isoOf, yearOf } from '../domain/dates';
import type {
  BooksInput,
  ComplianceInput,
  EstimatedTaxInput,
  PayrollInput,
} from '../domain/checks/input';
import { RETENTION_DAYS } from '../domain/checks/privacy/signInRetention';
import { PAYROLL_TABLE_YEARS } from '../domain/checks/tax/payrollTableYears';
import { readRecords } from './records';

/** The roles whose accounts the checks read entries of (the other accounts' lines are not needed). */
const CHECKED_ROLES = [
  'receivable',
  'payable',
  'payroll-liabilities',
  'sales-tax-payable',
  'uncategorized-income',
  'uncategorized-expense',
];

/** How far back the separation-of-duties checks look at who did what. */
const ACTIVITY_DAYS = 365;

/** The books through the ledger service: only the entries on the accounts the checks look into. */
async function readBooks(
  ctx: ServerPluginContext,
  companyId: string,
  today: string,
): Promise<BooksInput> {
  const ledger = ctx.services.get(ledgerServiceRef);
  const accounts = await ledger.accounts(companyId);
  const watched = accounts.filter(
    (a) =>
      a.roles.some((r) => CHECKED_ROLES.includes(r)) ||
      a.subtype === 'fixed_asset' ||
      (a.type === 'expense' && /depreciation/i.test(a.name)),
  );
  const entries = new Map<string, JournalEntry>();
  for (const account of watched)
    for (const entry of await ledger.entries(companyId, { to: today, accountId: account.id }))
      entries.set(entry.id, entry);
  const balances = await ledger.balances(companyId, { asOf: today });
  const trial = await ledger.trialBalance(companyId, { to: today });
  const months = await ledger.totals(companyId, { by: 'month', to: today });
  const lastYear = yearOf(today) - 1;
  const profit = await ledger.profitAndLoss(companyId, {
    from: isoOf(lastYear, 1, 1),
    to: isoOf(lastYear, 12, 31),
  });
  const sheet = await ledger.balanceSheet(companyId, { asOf: today });
  const firstMonth = months.rows.find((r) => r.lines > 0)?.key ?? null;
  const close = await ledger.closeStatus(companyId);
  const vendorPayments = [
    await ledger.vendorPayments(companyId, { year: lastYear }),
    await ledger.vendorPayments(companyId, { year: yearOf(today) }),
  ];
  const activity = await ledger.activity(companyId, {
    from: addDays(today, -ACTIVITY_DAYS),
    to: today,
  });
  return {
    accounts: accounts.map((a) => ({
      id: a.id,
      number: a.number,
      name: a.name,
      type: a.type,
      subtype: a.subtype,
      isBank: a.isBank,
      contra: a.contra,
      roles: a.roles,
    })),
    balances: Object.fromEntries(balances.accounts.map((b) => [b.accountId, b.balance])),
    trialBalance: { totalDebits: trial.totalDebits, totalCredits: trial.totalCredits },
    entries: [...entries.values()].sort(
      (a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id),
    ),
    firstEntryDate: firstMonth === null ? null : `${firstMonth}-01`,
    revenuePreviousYear: profit.income.total,
    fiscalYearStartMonth: Number(sheet.fiscalYearStart.slice(5, 7)) || 1,
    close: {
      lockDate: close.lockDate,
      bankAccounts: close.bankAccounts.map((a) => ({
        accountId: a.accountId,
        number: a.number,
        name: a.name,
        firstLineDate: a.firstLineDate,
        reconciledThrough: a.reconciledThrough,
        oldestUnreconciledDate: a.oldestUnreconciledDate,
      })),
    },
    activity: {
      bankLines: activity.bankLines.map((l) => ({
        id: l.id,
        date: l.date,
        amount: l.amount,
        bankAccountId: l.bankAccountId,
        vendorId: l.vendorId,
        source: l.source,
        createdBy: l.createdBy,
        reconciliationId: l.reconciliationId,
        entryId: l.entryId,
      })),
      vendors: activity.vendors.map((v) => ({
        vendorId: v.vendorId,
        name: v.name,
        createdBy: v.createdBy,
      })),
      reconciliations: activity.reconciliations.map((r) => ({
        id: r.id,
        bankAccountId: r.bankAccountId,
        statementDate: r.statementDate,
        completedBy: r.completedBy,
      })),
    },
    vendorPayments: vendorPayments.map((y) => ({
      year: y.year,
      thresholdCents: y.thresholdCents,
      vendors: y.vendors.map((v) => ({
        vendorId: v.vendorId,
        name: v.name,
        is1099Eligible: v.is1099Eligible,
        taxIdOnFile: v.taxIdOnFile,
        paidCents: v.paidCents,
      })),
    })),
  };
}

/** Payroll through its facts, as `role` may read them; null when Payroll is absent or closed to the role. */
async function readPayroll(
  ctx: ServerPluginContext,
  companyId: string,
  role: Role,
): Promise<PayrollInput | null> {
  const facts = ctx.services.getOptional(payrollFactsRef);
  if (!facts) return null;
  const answer = await facts.read({ companyId, role });
  if (answer.status !== 'ready') return null;
  const readerRoles: Role[] = [];
  for (const r of roles)
    if ((await facts.read({ companyId, role: r })).status === 'ready') readerRoles.push(r);
  const f = answer.facts;
  const controls = await facts.controls({ companyId, role });
  const sealing = await facts.sealing({ companyId, role });
  return {
    activeEmployees: f.activeEmployees,
    nextPayDate: f.nextPayDate,
    runs: f.runs.map((r) => ({ id: r.id, payDate: r.payDate, status: r.status })),
    runAuthors:
      controls.status === 'ready'
        ? controls.controls.runs.map((r) => ({
            id: r.id,
            payDate: r.payDate,
            preparedBy: r.preparedBy,
            approvedBy: r.approvedBy,
          }))
        : [],
    deposits: f.deposits.map((d) => ({
      dueDate: d.dueDate,
      paydays: d.paydays,
      amountCents: d.amountCents,
      period: d.period,
    })),
    returns: f.returns.map((r) => ({
      form: r.form,
      taxYear: r.taxYear,
      quarter: r.quarter,
      dueDate: r.dueDate,
    })),
    supportedTaxYears: PAYROLL_TABLE_YEARS,
    readerRoles,
    sealing:
      sealing.status === 'ready'
        ? {
            employeesScanned: sealing.sealing.employeesScanned,
            unsealed: sealing.sealing.unsealed.map((u) => ({
              employeeId: u.employeeId,
              name: u.name,
              field: u.field,
              kind: u.kind,
            })),
          }
        : null,
  };
}

/** The estimated-tax instalments through Tax Optimization, as `role` sees them; null when it is absent. */
async function readEstimatedTax(
  ctx: ServerPluginContext,
  companyId: string,
  role: Role,
  userId: string | undefined,
): Promise<EstimatedTaxInput | null> {
  const tax = ctx.services.getOptional(taxLiabilitiesRef);
  if (!tax) return null;
  const answer = await tax.read({ companyId, role, userId });
  return {
    instalments: answer.liabilities
      .filter((l) => l.type === 'estimated')
      .map((l) => ({
        id: l.id,
        title: l.title,
        form: l.form,
        dueDate: l.dueDate,
        liabilityCents: l.liabilityCents,
        paidCents: l.paidCents,
        amountCents: l.amountCents,
      })),
  };
}

/** Members, two-factor and sign-ins through core.audit. */
async function readAccess(
  ctx: ServerPluginContext,
  companyId: string,
  today: string,
): Promise<ComplianceInput['access']> {
  const audit = ctx.services.get(auditServiceRef);
  const members = await audit.members(companyId);
  const requiresTwoFactor = await audit.requiresTwoFactor(companyId);
  const signIns = await audit.events(companyId, { kinds: ['sign-in'], limit: 10_000 });
  const lastSignIn: Record<string, string> = {};
  for (const event of signIns)
    if (event.outcome === 'success' && event.userId && !(event.userId in lastSignIn))
      lastSignIn[event.userId] = event.at;
  // The newest record from before the retention window's start (plus its month of slack) proves
  // the window is kept; without one, the oldest record the log has.
  const early = await audit.events(companyId, {
    kinds: ['sign-in'],
    to: addDays(today, -RETENTION_DAYS + 31),
    limit: 1,
  });
  const oldestSignIn = early[0]?.at ?? signIns.at(-1)?.at ?? null;
  const auditChain = await audit.chainCheck();
  return { members, requiresTwoFactor, lastSignIn, oldestSignIn, auditChain };
}

/**
 * Everything the checks read, gathered from the services on `today`: the books (ledger service),
 * payroll (payroll facts, as `role` may read them), access (core.audit) and this plugin's records.
 */
export async function gatherInput(
  ctx: ServerPluginContext,
  companyId: string,
  role: Role,
  today: string,
  progress: (fraction: number, message: string) => void,
): Promise<ComplianceInput> {
  progress(0.1, 'Reading the books');
  const books = await readBooks(ctx, companyId, today);
  progress(0.4, 'Reading payroll');
  const payroll = await readPayroll(ctx, companyId, role);
  progress(0.6, 'Reading members and sign-ins');
  const access = await readAccess(ctx, companyId, today);
  const { records, profile } = await readRecords(ctx, companyId);
  // The company's profile as any of its members sees it (the nightly check has no member of its own).
  const member = access.members[0];
  const company = member
    ? (await ctx.services.get(portfolioServiceRef).companiesOf(member.userId)).find(
        (c) => c.id === companyId,
      )
    : undefined;
  progress(0.7, 'Reading estimated taxes');
  const estimatedTax = await readEstimatedTax(ctx, companyId, role, member?.userId);
  return {
    today,
    businessType: company?.businessType ?? null,
    profile,
    access,
    books,
    payroll,
    estimatedTax,
    records,
  };
}
