import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, listInWords, plural } from '../fixPaths';
import type { ComplianceInput, PayrollSealingInput } from '../input';

export const sealedNumbersCheck: CheckDefinition = {
  id: 'privacy.sealed',
  area: 'privacy',
  requirement: 'SSNs and bank numbers are sealed: none sits in the company document',
  level: 'critical',
};

type Unsealed = PayrollSealingInput['unsealed'][number];

const kindNames: Record<Unsealed['kind'], string> = {
  ssn: 'SSN',
  'account-number': 'bank account number',
  'routing-number': 'routing number',
};

/**
 * Payroll keeps full Social Security, bank account and routing numbers sealed on the server and
 * only their last four digits in the payroll document every payroll member's browser receives. A
 * full number found in that document (payroll's `sealing` fact scans payroll's own cells, the only
 * ones meant to hold such numbers) is exposed to each of them; entering it again seals it.
 */
export function checkSealedNumbers({ payroll }: ComplianceInput): CheckResult {
  if (!payroll?.sealing)
    return notApplicable(
      sealedNumbersCheck,
      'Payroll is not installed or not readable, so Keel holds no SSN or bank number to check.',
    );
  const { unsealed, employeesScanned } = payroll.sealing;
  if (employeesScanned === 0 && unsealed.length === 0)
    return notApplicable(sealedNumbersCheck, 'Payroll holds no employee yet.');
  const byRecord = new Map<string, Unsealed[]>();
  for (const found of unsealed) {
    const key = found.employeeId ?? '';
    byRecord.set(key, [...(byRecord.get(key) ?? []), found]);
  }
  const findings = [...byRecord.entries()].map(([employeeId, found]) => {
    const name = found[0]!.name;
    const kinds = [...new Set(found.map((f) => kindNames[f.kind]))];
    const numbers = listInWords(kinds);
    const are = kinds.length === 1 ? 'is' : 'are';
    const fields = listInWords([...new Set(found.map((f) => f.field))]);
    const company = employeeId === '';
    return {
      key: `${sealedNumbersCheck.id}:${company ? 'company' : employeeId}`,
      title: company
        ? `The company's payroll ${numbers} ${are} stored unsealed`
        : `${name}'s ${numbers} ${are} stored unsealed`,
      description: company
        ? `Payroll setup of ${name} holds a full ${numbers} (in ${fields}) where only the last four digits belong: every member who can open payroll receives it. Enter the payroll bank account again in Payroll AI's Company Setup step: saving seals the number and keeps only its last four digits.`
        : `${name}'s payroll record holds a full ${numbers} (in ${fields}) where only the last four digits belong: every member who can open payroll receives it. Open ${name} in Payroll AI and enter the ${numbers} again with Edit: payroll seals what it is given and keeps only the last four digits.`,
      records: [
        company
          ? { label: `${name} payroll setup`, path: fixPaths.payroll }
          : { label: name, path: fixPaths.employee(employeeId) },
      ],
      fix: company
        ? { label: 'Enter the bank account again', path: fixPaths.payroll }
        : { label: `Open ${name} in Payroll`, path: fixPaths.employee(employeeId) },
      dueDate: null,
    };
  });
  return resultOf(sealedNumbersCheck, findings, {
    passed: `No full SSN or bank number in payroll's records (${plural(employeesScanned, 'employee')} and the company setup scanned).`,
    failed: `${plural(unsealed.length, 'full number')} stored unsealed in payroll's records.`,
  });
}
