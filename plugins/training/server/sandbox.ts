import type { SignedInUser, PluginRecordsService } from '@keel/core/server';
import type { PortfolioService } from '@keel/core/domain';
import type { LedgerService } from '@keel/plugin-bookkeeping/domain/public';
import type { PayrollFactsService } from '@keel/plugin-payroll/domain/public';
import type { FieldRefusal } from '../domain/progress/progress';
import {
  baselineKey,
  sandboxName,
  sandboxRecordSchema,
  type SandboxRecord,
} from '../domain/simulation/sandbox';
import {
  taskBaseline,
  type SandboxFacts,
  type SimulationTask,
  type TaskBaseline,
} from '../domain/simulation/tasks';
import { serialRecordStore } from './learnerProgress';

const UNCATEGORIZED_ROLES = new Set(['uncategorized-income', 'uncategorized-expense']);

/** The services a sandbox is read through (never their stores). */
export interface SandboxReaders {
  ledger: LedgerService;
  payroll: PayrollFactsService;
}

/**
 * What the sandbox holds: its books through the ledger service, its approved payroll runs through
 * the payroll facts (read as its owner, which the learner is).
 */
export async function sandboxFacts(
  { ledger, payroll }: SandboxReaders,
  companyId: string,
): Promise<SandboxFacts> {
  const [entries, accounts, close, runs] = await Promise.all([
    ledger.entries(companyId, {}),
    ledger.accounts(companyId),
    ledger.closeStatus(companyId),
    payroll.read({ companyId, role: 'owner' }),
  ]);
  return {
    entries,
    uncategorizedAccountIds: accounts
      .filter((account) => account.roles.some((role) => UNCATEGORIZED_ROLES.has(role)))
      .map((account) => account.id),
    bankAccounts: close.bankAccounts,
    completedRunIds:
      runs.status === 'ready'
        ? runs.facts.runs.filter((run) => run.status === 'completed').map((run) => run.id)
        : [],
  };
}

const notYours = (): FieldRefusal => ({
  ok: false,
  field: 'companyId',
  message: 'This is not your training sandbox',
});

/**
 * Each learner's sandbox company, one record per user id: made on demand through
 * `core.portfolio` (a company they own, filled like the demo), never one of their own companies.
 */
export function sandboxStore(
  records: PluginRecordsService,
  portfolio: PortfolioService,
  readers: SandboxReaders,
) {
  const store = serialRecordStore(records, 'sandboxes', sandboxRecordSchema.nullable(), null);

  /** Whether the record's company is still there and the learner still owns it. */
  const owned = async (userId: string, record: SandboxRecord | null) =>
    record !== null && (await portfolio.asMember(userId, record.companyId, ['owner'])) !== null;

  return {
    /**
     * The learner's sandbox, made now if they have none (or no longer own it), with the lesson's
     * baseline taken from its books unless the lesson has one; a `companyId` given must be it.
     */
    async open(
      user: SignedInUser,
      companyId: string | undefined,
      moduleId: string,
      lessonId: string,
      task: SimulationTask,
    ): Promise<{ ok: true; sandbox: SandboxRecord } | FieldRefusal> {
      const { userId } = user;
      return store.change(
        userId,
        async (current): Promise<{ ok: true; sandbox: SandboxRecord } | FieldRefusal> => {
          const kept = (await owned(userId, current)) ? current : null;
          if (companyId !== undefined && companyId !== kept?.companyId) return notYours();
          let sandbox = kept;
          if (!sandbox) {
            const name = sandboxName(user.firstName, user.lastName);
            const company = await portfolio.createDemoCompany(userId, name);
            sandbox = { companyId: company.id, name, baselines: {} };
          }
          const key = baselineKey(moduleId, lessonId);
          if (Object.hasOwn(sandbox.baselines, key)) return { ok: true, sandbox };
          const baseline = taskBaseline(task, await sandboxFacts(readers, sandbox.companyId));
          return {
            ok: true,
            sandbox: { ...sandbox, baselines: { ...sandbox.baselines, [key]: baseline } },
          };
        },
        (result) => result.sandbox,
      );
    },

    /**
     * The lesson's baseline in the learner's sandbox, when `companyId` is that sandbox and the
     * lesson was started in it; otherwise the refusal naming the field.
     */
    async baseline(
      userId: string,
      companyId: string | undefined,
      moduleId: string,
      lessonId: string,
      lessonTitle: string,
    ): Promise<{ ok: true; companyId: string; baseline: TaskBaseline } | FieldRefusal> {
      if (companyId === undefined)
        return { ok: false, field: 'companyId', message: 'Name your training sandbox' };
      const current = await store.read(userId);
      if (!current || current.companyId !== companyId || !(await owned(userId, current)))
        return notYours();
      const key = baselineKey(moduleId, lessonId);
      const baseline = Object.hasOwn(current.baselines, key) ? current.baselines[key] : undefined;
      if (!baseline)
        return {
          ok: false,
          field: 'lessonId',
          message: `Start ${lessonTitle} in your sandbox before checking its task`,
        };
      return { ok: true, companyId, baseline };
    },
  };
}
