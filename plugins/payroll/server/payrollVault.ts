import { z } from 'zod';
import type { PluginFilesService, SecretBox } from '@keel/core/server';

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

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Full bank account, routing and Social Security numbers, sealed with the server's secret box in the plugin's file
 * store: never in a Yjs document, never in an answer (the documents hold the last four digits).
 * One sealed file per company; a change writes a new file, then removes the older ones, and
 * changes to one company are made one at a time.
 */
export class PayrollVault {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly files: PluginFilesService,
    private readonly secrets: SecretBox,
  ) {}

  async read(companyId: string): Promise<VaultContents> {
    const stored = await this.files.list(companyId, OWNER);
    const newest = stored.at(-1);
    if (!newest) return empty();
    const opened = await this.files.open(companyId, newest.id);
    if (!opened) return empty();
    const contents = vaultSchema.parse(JSON.parse(this.secrets.open(await readAll(opened.stream))));
    return { ...contents, employees: employeeNumbersRecord(contents.employees) };
  }

  /** Applies `change` to the company's numbers and stores them sealed. */
  update(
    companyId: string,
    change: (contents: VaultContents) => VaultContents,
    by: string,
  ): Promise<void> {
    const previous = this.queues.get(companyId) ?? Promise.resolve();
    const next = previous
      .catch(() => {})
      .then(async () => {
        const before = await this.files.list(companyId, OWNER);
        const contents = change(await this.read(companyId));
        await this.files.put(
          companyId,
          {
            name: 'payroll-bank-numbers.sealed',
            type: 'application/octet-stream',
            createdBy: by,
            ownerKey: OWNER,
          },
          new TextEncoder().encode(this.secrets.seal(JSON.stringify(contents))),
          MAX_BYTES,
        );
        for (const old of before) await this.files.remove(companyId, old.id);
      });
    this.queues.set(companyId, next);
    return next;
  }
}
