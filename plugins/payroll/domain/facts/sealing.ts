import { z } from 'zod';
import type { Store, Table } from 'tinybase';
import { EMPLOYEES_TABLE, SETUP_ROW, SETUP_TABLE } from '../schema';
import { BANK_CHANGES_TABLE } from './bankChanges';

/** The kinds of number that must stay sealed in the vault, never in the payroll document. */
export const unsealedKinds = ['ssn', 'account-number', 'routing-number'] as const;

/** A full number found in a cell of the payroll document. */
export const unsealedNumberSchema = z.object({
  /** The employee whose record holds it; null for the company's own payroll bank account (setup). */
  employeeId: z.string().nullable(),
  /** The employee's name, or the company's name for its setup. */
  name: z.string(),
  /** Where it sits: the field of the record, dotted when nested. */
  field: z.string(),
  kind: z.enum(unsealedKinds),
});
export type UnsealedNumber = z.output<typeof unsealedNumberSchema>;

/**
 * Whether any full SSN, bank account or routing number sits unsealed in payroll's own cells (the
 * setup, the employees and the changes to their accounts), the numbers never named.
 */
export const payrollSealingSchema = z.object({
  /** When the document was scanned (ISO time). */
  checkedAt: z.string(),
  /** How many employee records were scanned. */
  employeesScanned: z.number().int().min(0),
  unsealed: z.array(unsealedNumberSchema),
});
export type PayrollSealing = z.output<typeof payrollSealingSchema>;

/** The answer: the scan, or no access for a role without payroll access. */
export const payrollSealingAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), sealing: payrollSealingSchema }),
  z.object({ status: z.literal('no-access') }),
]);
export type PayrollSealingAnswer = z.output<typeof payrollSealingAnswerSchema>;

/** The fields that hold a whole number only before it is sealed. */
const fullNumberFields: Record<string, UnsealedNumber['kind']> = {
  ssn: 'ssn',
  accountnumber: 'account-number',
  routingnumber: 'routing-number',
};
/** The fields that hold only the last four digits once sealed. */
const last4Fields: Record<string, UnsealedNumber['kind']> = {
  ssnlast4: 'ssn',
  accountlast4: 'account-number',
  routinglast4: 'routing-number',
};
/** An SSN written the way people write one, anywhere in a text (a note, a department). */
const WRITTEN_SSN = /(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)/;

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The kind of full number `value` is in a field named `key`, or null when it is none. */
function unsealedKindOf(key: string, value: string): UnsealedNumber['kind'] | null {
  const name = key.toLowerCase();
  const digits = digitsOf(value);
  const full = fullNumberFields[name];
  // Sealed values are the vault's, never digits; a last four is four digits.
  if (full) return /^\d{5,17}$/.test(digits) ? full : null;
  const last4 = last4Fields[name];
  if (last4) return /^\d{5,}$/.test(digits) ? last4 : null;
  return WRITTEN_SSN.test(value) ? 'ssn' : null;
}

/** Each full number in a value (a cell, or a JSON cell read back), with its dotted field. */
function findIn(
  value: unknown,
  field: string,
  key: string,
): { field: string; kind: UnsealedNumber['kind'] }[] {
  if (typeof value === 'string' || typeof value === 'number') {
    const kind = unsealedKindOf(key, String(value));
    return kind ? [{ field, kind }] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([inner, v]) =>
    findIn(v, field ? `${field}.${inner}` : inner, inner),
  );
}

function parseJson(text: unknown): unknown {
  try {
    return JSON.parse(String(text));
  } catch {
    return text;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Scans payroll's own cells for a full SSN, bank account or routing number: a field that holds one
 * before sealing, a last-four field with more digits, or an SSN written out in any text. Payroll
 * keeps full numbers only in its sealed vault, so anything found here came another way (an older
 * version, a raw write) and must be entered again, which seals it.
 */
export function findUnsealedNumbers(tables: {
  setup: Table;
  employees: Table;
  bankChanges: Table;
}): { employeesScanned: number; unsealed: UnsealedNumber[] } {
  const unsealed: UnsealedNumber[] = [];
  const setup = tables.setup[SETUP_ROW];
  if (setup)
    for (const found of findIn(setup, '', ''))
      unsealed.push({ employeeId: null, name: text(setup.companyName), ...found });
  const names = new Map<string, string>();
  for (const [id, row] of Object.entries(tables.employees)) {
    const employee = parseJson(row.employee);
    const name = `${text(row.firstName)} ${text(row.lastName)}`.trim() || id;
    names.set(id, name);
    const cells = { ...row, employee };
    for (const found of findIn(cells, '', '')) {
      const field = found.field.startsWith('employee.') ? found.field.slice(9) : found.field;
      unsealed.push({ employeeId: id, name, field, kind: found.kind });
    }
  }
  for (const row of Object.values(tables.bankChanges)) {
    const employeeId = text(row.employeeId);
    for (const found of findIn(row, '', ''))
      unsealed.push({ employeeId, name: names.get(employeeId) ?? employeeId, ...found });
  }
  return { employeesScanned: Object.keys(tables.employees).length, unsealed };
}

/** The scan of a payroll store (the server's), as of `now`. */
export function readSealing(store: Store, now: Date): PayrollSealing {
  return {
    checkedAt: now.toISOString(),
    ...findUnsealedNumbers({
      setup: store.getTable(SETUP_TABLE),
      employees: store.getTable(EMPLOYEES_TABLE),
      bankChanges: store.getTable(BANK_CHANGES_TABLE),
    }),
  };
}
