import { z } from 'zod';
import { SealedCompanyFile, type PluginFilesService, type SecretBox } from '@keel/core/server';

const bankNumbersSchema = z.object({ routingNumber: z.string(), accountNumber: z.string() });
export type BankNumbers = z.output<typeof bankNumbersSchema>;

/** An employee's sealed identifiers: direct-deposit numbers and SSN, each when given. */
const employeeNumbersSchema = z.object({
  routingNumber: z.string().optional(),
  accountNumber: z.string().optional(),
  ssn: z.string().optional(),
  /** When the account numbers were last given (YYYY-MM-DD). */
  accountAddedOn: z.string().optional(),
  /** The settlement date of the zero-dollar prenote sent for these account numbers. */
  prenotedFor: z.string().optional(),
});
export type EmployeeNumbers = z.output<typeof employeeNumbersSchema>;

/** The company's full numbers: its payroll account, each employee's direct deposit and SSN. */
const vaultSchema = z.object({
  company: bankNumbersSchema.nullable(),
  employees: z.record(z.string(), employeeNumbersSchema),
});
export type VaultContents = z.output<typeof vaultSchema>;

const OWNER = 'payroll-bank-numbers';
const MAX_BYTES = 16 * 1024 * 1024;
const empty = (): VaultContents => ({ company: null, employees: employeeNumbersRecord() });

/**
 * A record of employee id -> numbers without a prototype, so no employee id, whatever it is, reads
 * or replaces something inherited (`employees['constructor']` is undefined, not a function).
 */
export function employeeNumbersRecord(
  from: VaultContents['employees'] = {},
): VaultContents['employees'] {
  return Object.assign(Object.create(null) as VaultContents['employees'], from);
}

/**
 * Full bank account, routing and Social Security numbers, sealed with the server's secret box in
 * the plugin's file store: never in a Yjs document, never in an answer (the documents hold the
 * last four digits). One sealed file per company.
 */
export class PayrollVault extends SealedCompanyFile<VaultContents> {
  constructor(files: PluginFilesService, secrets: SecretBox) {
    super(files, secrets, {
      owner: OWNER,
      maxBytes: MAX_BYTES,
      parse: (json) => {
        const contents = vaultSchema.parse(json);
        return { ...contents, employees: employeeNumbersRecord(contents.employees) };
      },
      empty,
    });
  }
}
