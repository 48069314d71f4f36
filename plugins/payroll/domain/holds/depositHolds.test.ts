import { describe, expect, it } from 'vitest';
import type { PayrollRunRecord } from '../runs/payrollRunRecord';
import {
  heldDepositsMessage,
  holdsStopping,
  releaseRefusal,
  type DepositHold,
} from './depositHolds';

const hold = (employeeId: string, changes: Partial<DepositHold> = {}): DepositHold => ({
  id: `hold-${employeeId}`,
  employeeId,
  employeeName: employeeId === 'emp-bo' ? 'Bo Hart' : 'Ana Hart',
  bankChangeId: `bank-change-${employeeId}`,
  changedByUserId: 'u-cal',
  changedBy: 'Cal Tester <cal@example.com>',
  accountLast4: '0999',
  reason: 'Not asked for',
  threatId: 'threat-1',
  heldAt: '2026-11-25T12:00:00.000Z',
  heldBy: 'Bella Tester <bella@example.com>',
  releasedAt: '',
  releasedBy: '',
  ...changes,
});

const run = (paid: Record<string, 'direct_deposit' | 'check'>) =>
  ({
    paychecks: Object.entries(paid).map(([employeeId, paymentMethod]) => ({
      employeeId,
      paymentMethod,
    })),
  }) as unknown as Pick<PayrollRunRecord, 'paychecks'>;

describe('deposit holds', () => {
  it('stop a run that pays the held employee by direct deposit', () => {
    const held = holdsStopping(run({ 'emp-bo': 'direct_deposit', 'emp-ana': 'direct_deposit' }), [
      hold('emp-bo'),
    ]);
    expect(held.map((h) => h.employeeId)).toEqual(['emp-bo']);
    expect(heldDepositsMessage(held)).toBe(
      'The direct deposit of Bo Hart is held after a change of bank account: someone other than who changed it must release it before the run is approved',
    );
  });

  it('do not stop a run paying the employee by check, or once released', () => {
    expect(holdsStopping(run({ 'emp-bo': 'check' }), [hold('emp-bo')])).toEqual([]);
    const released = hold('emp-bo', {
      releasedAt: '2026-11-25T13:00:00.000Z',
      releasedBy: 'Bella',
    });
    expect(holdsStopping(run({ 'emp-bo': 'direct_deposit' }), [released])).toEqual([]);
  });

  it('are released only by a member other than who changed the account, and once', () => {
    expect(releaseRefusal(hold('emp-bo'), 'u-bella')).toBeNull();
    expect(releaseRefusal(hold('emp-bo'), 'u-cal')).toBe(
      'Someone other than who changed the bank account must release this hold',
    );
    expect(
      releaseRefusal(
        hold('emp-bo', { releasedAt: '2026-11-25T13:00:00.000Z', releasedBy: 'Bella' }),
        'u-bella',
      ),
    ).toBe('This hold was already released by Bella');
  });
});
