import { validationErrorBody } from '@keel/core/domain';
import { SETUP_ROW, SETUP_TABLE, type SetupRow } from '../../domain/schema';
import { companySetupSchema } from '../../domain/setup';
import { openPayroll } from '../payrollStore';
import { recordCompanyBankChange } from './bankChangeLog';
import { answer, type Step, type StepServices } from './stepContext';

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

/** 'setup': the company information and bank account (full numbers sealed in the vault). */
export function setupStep({ services, vault }: StepServices): Step {
  return async (ctx, member, input) => {
    const onFile = (await vault.read(member.companyId)).company;
    const parsed = companySetupSchema.safeParse(withNumbersOnFile(input, onFile));
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    const { companyInfo, bankAccounts } = parsed.data;
    const bank = bankAccounts[0]!;
    const changed =
      onFile?.routingNumber !== bank.routingNumber || onFile.accountNumber !== bank.accountNumber;
    if (changed)
      await vault.update(
        member.companyId,
        (contents) => ({
          ...contents,
          company: { routingNumber: bank.routingNumber, accountNumber: bank.accountNumber },
        }),
        member.author,
      );
    const { store } = await openPayroll(services.data, member.companyId);
    const row: SetupRow = {
      ...companyInfo,
      bankName: bank.bankName,
      accountName: bank.accountName,
      accountType: bank.accountType,
      routingLast4: bank.routingNumber.slice(-4),
      accountLast4: bank.accountNumber.slice(-4),
      updatedAt: services.clock.now().toISOString(),
      updatedBy: member.author,
    };
    store.transaction(() => {
      store.setRow(SETUP_TABLE, SETUP_ROW, row);
      if (changed)
        recordCompanyBankChange(
          store,
          onFile?.accountNumber ?? null,
          bank.accountNumber,
          member,
          row.updatedAt,
        );
    });
    await services.data.commit(member.companyId);
    answer(ctx, 200, { message: 'Company setup saved' });
  };
}
