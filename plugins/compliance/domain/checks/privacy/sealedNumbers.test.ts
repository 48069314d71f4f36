import { describe, expect, it } from 'vitest';
import { compliantCompany } from '../compliantCompany.testSupport';
import type { ComplianceInput } from '../input';
import { checkSealedNumbers } from './sealedNumbers';

function withUnsealed(
  unsealed: NonNullable<ComplianceInput['payroll']>['sealing'],
): ComplianceInput {
  const input = compliantCompany();
  input.payroll!.sealing = unsealed;
  return input;
}

describe('privacy.sealed: SSNs and bank numbers sealed', () => {
  it('passes when payroll holds no full number', () => {
    const result = checkSealedNumbers(withUnsealed({ employeesScanned: 3, unsealed: [] }));
    expect(result.status).toBe('passed');
    expect(result.summary).toMatch(/3 employees and the company setup scanned/);
  });

  it('fails naming each employee, once per employee, with where to enter the numbers again', () => {
    const result = checkSealedNumbers(
      withUnsealed({
        employeesScanned: 3,
        unsealed: [
          { employeeId: 'emp-bo', name: 'Bo Lane', field: 'ssn', kind: 'ssn' },
          { employeeId: 'emp-bo', name: 'Bo Lane', field: 'accountLast4', kind: 'account-number' },
          {
            employeeId: null,
            name: 'Tess Tables LLC',
            field: 'accountLast4',
            kind: 'account-number',
          },
        ],
      }),
    );
    expect(result.status).toBe('failed');
    expect(result.findings.map((f) => [f.key, f.title, f.fix.path])).toEqual([
      [
        'privacy.sealed:emp-bo',
        "Bo Lane's SSN and bank account number are stored unsealed",
        '/payroll-ai?employee=emp-bo',
      ],
      [
        'privacy.sealed:company',
        "The company's payroll bank account number is stored unsealed",
        '/payroll-ai',
      ],
    ]);
    expect(result.findings[0]!.description).toMatch(
      /in ssn and accountLast4.*Open Bo Lane in Payroll AI and enter the SSN and bank account number again with Edit: payroll seals what it is given/,
    );
    expect(result.findings[0]!.description).not.toMatch(/\d{5}/);
  });

  it('does not apply without payroll facts or before payroll holds an employee', () => {
    expect(checkSealedNumbers({ ...compliantCompany(), payroll: null }).status).toBe(
      'not_applicable',
    );
    expect(checkSealedNumbers(withUnsealed(null)).status).toBe('not_applicable');
    expect(checkSealedNumbers(withUnsealed({ employeesScanned: 0, unsealed: [] })).status).toBe(
      'not_applicable',
    );
  });
});
