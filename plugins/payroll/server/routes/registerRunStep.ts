import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { localToday, tableWriters, validationErrorBody, type Role } from '@keel/core/domain';
import type { MemberContext, ServerPluginContext } from '@keel/core/server';
import type { Context } from 'koa';
import {
  PayrollRunRefused,
  SETUP_FIRST_MESSAGE,
  approvePayrollRun,
  defaultPayDate,
  payrollRunView,
  planRunForCompany,
} from '../../domain/runs';
import {
  EMPLOYEES_TABLE,
  RUNS_TABLE,
  SETUP_ROW,
  SETUP_TABLE,
  payrollApprovers,
  type SetupRow,
} from '../../domain/schema';
import { plugin } from '../../plugin';
import { companySetupSchema } from '../../domain/setup';
import { UnknownTaxYearError } from '../../domain/tax';
import type { Employee } from '../../domain/employees/employeeSchema';
import { readEmployeeInput } from '../employeeInput';
import { openPayroll, writeEmployee, writeRun } from '../payrollStore';
import type { PayrollVault } from '../payrollVault';
import { toStoredEmployee } from '../../domain/employees/storedEmployee';
import {
  approveDataSchema,
  configureDataSchema,
  runDataSchema,
  runStepBodySchema,
} from './runStep.schema';

/**
 * The setup call with the company's bank numbers on file filled in when both are left blank: the
 * screen only ever has their last four digits, so saving the setup again must not need them.
 */
function withNumbersOnFile(
  input: unknown,
  onFile: { routingNumber: string; accountNumber: string } | null,
): unknown {
  if (!onFile || typeof input !== 'object' || input === null) return input;
  const { bankAccounts } = input as { bankAccounts?: unknown };
  if (!Array.isArray(bankAccounts) || typeof bankAccounts[0] !== 'object' || !bankAccounts[0])
    return input;
  const [first, ...rest] = bankAccounts as Record<string, unknown>[];
  const blank = (value: unknown) => value === undefined || value === '';
  if (!blank(first!.routingNumber) || !blank(first!.accountNumber)) return input;
  return { ...input, bankAccounts: [{ ...first, ...onFile }, ...rest] };
}

/**
 * Who may take each step: the roles the manifest lets write the table the step writes (the rule
 * sync would enforce, were the tables not written by the server alone); approving also needs an
 * approver.
 */
const stepWriters: Record<'setup' | 'configure' | 'run' | 'approve', readonly Role[]> = {
  setup: tableWriters(plugin, [SETUP_TABLE]),
  configure: tableWriters(plugin, [EMPLOYEES_TABLE]),
  run: tableWriters(plugin, [RUNS_TABLE]),
  approve: tableWriters(plugin, [RUNS_TABLE]).filter((role) =>
    (payrollApprovers as readonly Role[]).includes(role),
  ),
};

function answer(ctx: Context, status: number, body: object): void {
  ctx.status = status;
  ctx.body = body;
}

/**
 * POST /api/payroll/run {userId, companyId, step, data}, the wizard's save (spec 000 section 7):
 * 'setup' saves the company information and bank account, 'configure' the employee list, 'run'
 * computes a run for a pay date, 'approve' posts a run to the books and completes it. Bad input
 * answers 400 naming the field (a configure call names the employee row) and saves nothing; a
 * step that cannot go on (no setup yet, a pay date already paid, a closed period) answers 409.
 */
export function registerRunStep(
  { router, data, auth, ledger }: ServerPluginContext,
  vault: PayrollVault,
): void {
  router.post('/run', async (ctx) => {
    const body = runStepBodySchema.safeParse((ctx.request as { body?: unknown }).body ?? {});
    if (!body.success) return answer(ctx, 400, validationErrorBody(body.error));
    const { companyId, step, userId } = body.data;
    const member = await auth.requireMember(ctx, companyId, stepWriters[step]);
    if (userId !== undefined && userId !== member.userId)
      return answer(ctx, 400, {
        error: 'userId: is not the signed-in user',
        fields: { userId: 'is not the signed-in user' },
      });
    const steps = { setup, configure, run, approve };
    await steps[step](ctx, member, body.data.data);
  });

  async function setup(ctx: Context, member: MemberContext, input: unknown) {
    const onFile = (await vault.read(member.companyId)).company;
    const parsed = companySetupSchema.safeParse(withNumbersOnFile(input, onFile));
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    const { companyInfo, bankAccounts } = parsed.data;
    const bank = bankAccounts[0]!;
    await vault.update(
      member.companyId,
      (contents) => ({
        ...contents,
        company: { routingNumber: bank.routingNumber, accountNumber: bank.accountNumber },
      }),
      member.author,
    );
    const { store } = await openPayroll(data, member.companyId);
    const row: SetupRow = {
      ...companyInfo,
      bankName: bank.bankName,
      accountName: bank.accountName,
      accountType: bank.accountType,
      routingLast4: bank.routingNumber.slice(-4),
      accountLast4: bank.accountNumber.slice(-4),
      updatedAt: new Date().toISOString(),
      updatedBy: member.author,
    };
    store.setRow(SETUP_TABLE, SETUP_ROW, row);
    await data.commit(member.companyId);
    answer(ctx, 200, { message: 'Company setup saved' });
  }

  async function configure(ctx: Context, member: MemberContext, input: unknown) {
    const parsed = configureDataSchema.safeParse(input);
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    const employees: Employee[] = [];
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    parsed.data.employees.forEach((raw, index) => {
      const read = readEmployeeInput(raw);
      const name = [raw.firstName, raw.lastName]
        .filter((part) => typeof part === 'string')
        .join(' ');
      const row = `Employee ${index + 1}${name.trim() ? ` (${name.trim()})` : ''}`;
      if (!read.ok) {
        for (const [field, message] of Object.entries(read.fields))
          fields[`employees.${index}.${field}`] ??= `${row}: ${message}`;
        return;
      }
      if (seen.has(read.employee.id))
        fields[`employees.${index}.id`] = `${row}: the id ${read.employee.id} is used twice`;
      seen.add(read.employee.id);
      employees.push(read.employee);
    });
    if (Object.keys(fields).length > 0) {
      const [first] = Object.values(fields);
      return answer(ctx, 400, { error: first, fields });
    }
    const listed = new Set(employees.map((employee) => employee.id));
    const known = parsed.data.knownEmployeeIds && new Set(parsed.data.knownEmployeeIds);
    const removed = (id: string) => !listed.has(id) && (!known || known.has(id));
    await vault.update(
      member.companyId,
      (contents) => {
        const kept: typeof contents.employees = {};
        for (const [id, numbers] of Object.entries(contents.employees))
          if (!listed.has(id) && !removed(id)) kept[id] = numbers;
        for (const employee of employees) {
          const before = contents.employees[employee.id] ?? {};
          // Numbers not sent again are kept (the screen only ever has their last four digits).
          const given = employee.routingNumber && employee.accountNumber;
          const changed =
            given &&
            (employee.routingNumber !== before.routingNumber ||
              employee.accountNumber !== before.accountNumber);
          // New account numbers are new accounts: a prenote sent for the old ones is void.
          const bank = changed
            ? {
                routingNumber: employee.routingNumber,
                accountNumber: employee.accountNumber,
                accountAddedOn: localToday(),
              }
            : {
                routingNumber: before.routingNumber,
                accountNumber: before.accountNumber,
                accountAddedOn: before.accountAddedOn,
                prenotedFor: before.prenotedFor,
              };
          const numbers = { ...bank, ssn: employee.ssn ?? before.ssn };
          if (numbers.routingNumber || numbers.ssn)
            kept[employee.id] = Object.fromEntries(
              Object.entries(numbers).filter(([, value]) => value !== undefined),
            );
        }
        return { ...contents, employees: kept };
      },
      member.author,
    );
    const books = await openPayroll(data, member.companyId);
    const previous = new Map(books.employees.map((employee) => [employee.id, employee]));
    books.store.transaction(() => {
      for (const id of books.store.getRowIds(EMPLOYEES_TABLE))
        if (removed(id)) books.store.delRow(EMPLOYEES_TABLE, id);
      for (const employee of employees) {
        const stored = toStoredEmployee(employee);
        // Numbers not sent again are kept (the screen only ever has their last four digits).
        const before = previous.get(employee.id);
        if (!employee.routingNumber && before) {
          stored.routingLast4 = before.routingLast4;
          stored.accountLast4 = before.accountLast4;
        }
        if (!employee.ssn && before?.ssnLast4) stored.ssnLast4 = before.ssnLast4;
        writeEmployee(books.store, stored);
      }
    });
    await data.commit(member.companyId);
    const others = books.employees.filter((e) => !listed.has(e.id) && !removed(e.id)).length;
    answer(ctx, 200, {
      message:
        `${employees.length} ${employees.length === 1 ? 'employee' : 'employees'} saved` +
        (others > 0 ? `; ${others} added meanwhile by someone else kept` : ''),
    });
  }

  async function run(ctx: Context, member: MemberContext, input: unknown) {
    const parsed = runDataSchema.safeParse(input ?? {});
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    const books = await openPayroll(data, member.companyId);
    if (!books.setup) return answer(ctx, 409, { error: SETUP_FIRST_MESSAGE });
    const payDate = parsed.data.payDate ?? defaultPayDate(books, localToday())!;
    try {
      const record = planRunForCompany(books, {
        id: randomUUID(),
        payDate,
        createdAt: new Date().toISOString(),
        createdBy: member.author,
      });
      writeRun(books.store, record);
      await data.commit(member.companyId);
      const count = record.paychecks.length;
      answer(ctx, 200, {
        message: `Payroll processed for ${count} ${count === 1 ? 'employee' : 'employees'}`,
        payrollRun: payrollRunView(record),
      });
    } catch (error) {
      if (error instanceof PayrollRunRefused) return answer(ctx, 409, { error: error.message });
      if (error instanceof UnknownTaxYearError || error instanceof ZodError) {
        const message =
          error instanceof ZodError ? (error.issues[0]?.message ?? 'Invalid') : error.message;
        return answer(ctx, 400, { error: `payDate: ${message}`, fields: { payDate: message } });
      }
      throw error;
    }
  }

  async function approve(ctx: Context, member: MemberContext, input: unknown) {
    const parsed = approveDataSchema.safeParse(input);
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    const books = await openPayroll(data, member.companyId);
    const found = books.runs.find((r) => r.id === parsed.data.payrollRunId);
    if (!found) return answer(ctx, 404, { error: 'Payroll run not found' });
    try {
      const approved = approvePayrollRun(found, {
        by: member.author,
        at: new Date().toISOString(),
      });
      const posted = await ledger.post(member.companyId, approved.entry);
      if (!posted.ok) return answer(ctx, posted.status, { error: posted.error });
      writeRun(books.store, approved.run);
      await data.commit(member.companyId);
      answer(ctx, 200, {
        message: 'Payroll approved and distributed successfully',
        payrollRun: payrollRunView(approved.run),
      });
    } catch (error) {
      if (error instanceof PayrollRunRefused) return answer(ctx, 409, { error: error.message });
      throw error;
    }
  }
}
