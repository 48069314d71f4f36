import { describe, expect, it } from 'vitest';
import type { Employee } from '../../domain/employees/employeeSchema';
import { employeeNumbersRecord } from '../payrollVault';
import { bankAccountChanges } from './bankChangeLog';

const employee = (id: string, routingNumber?: string, accountNumber?: string) =>
  ({ id, routingNumber, accountNumber }) as Employee;

describe('bankAccountChanges', () => {
  it('names first accounts and changed ones with the last four digits, and not numbers sent again', () => {
    const sealed = employeeNumbersRecord({
      same: { routingNumber: '121000248', accountNumber: '111122223333' },
      moved: { routingNumber: '121000248', accountNumber: '111122223333' },
      'ssn-only': { ssn: '123456789' },
    });
    expect(
      bankAccountChanges(
        [
          employee('same', '121000248', '111122223333'),
          employee('moved', '021000021', '999988887777'),
          employee('ssn-only', '121000248', '555566667777'),
          employee('new', '121000248', '44445555'),
          employee('numbers-kept'),
        ],
        sealed,
      ),
    ).toEqual([
      { employeeId: 'moved', accountLast4: '7777', replaced: true },
      { employeeId: 'ssn-only', accountLast4: '7777', replaced: false },
      { employeeId: 'new', accountLast4: '5555', replaced: false },
    ]);
  });
});
