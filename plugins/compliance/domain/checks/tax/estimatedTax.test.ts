import { describe, expect, it } from 'vitest';
import { compliantCompany } from '../compliantCompany.testSupport';
import { checkEstimatedTax } from './estimatedTax';

describe('estimated tax instalments paid by their due dates', () => {
  it('passes when each instalment past due is paid, ignoring one not yet due', () => {
    expect(checkEstimatedTax(compliantCompany())).toMatchObject({
      status: 'passed',
      summary: 'Each of the 3 estimated tax instalments due so far was paid.',
    });
  });

  it('names an unpaid instalment past due with what is short and where to pay it', () => {
    const input = compliantCompany();
    input.estimatedTax!.instalments[1] = {
      ...input.estimatedTax!.instalments[1]!,
      paidCents: 0,
      amountCents: 250_000,
    };
    const result = checkEstimatedTax(input);
    expect(result.status).toBe('failed');
    expect(result.findings).toEqual([
      expect.objectContaining({
        key: 'tax.estimated-tax:estimated-2026-2',
        dueDate: '2026-06-15',
        fix: { label: 'Pay the instalment', path: '/tax-optimization' },
      }),
    ]);
    expect(result.findings[0]!.description).toContain('$0.00 paid, $2,500.00 short');
  });

  it('forgives under a dollar of rounding', () => {
    const input = compliantCompany();
    input.estimatedTax!.instalments[0]!.amountCents = 100;
    expect(checkEstimatedTax(input).status).toBe('passed');
  });

  it('does not apply without Tax Optimization or before the first instalment is due', () => {
    expect(checkEstimatedTax({ ...compliantCompany(), estimatedTax: null }).status).toBe(
      'not_applicable',
    );
    expect(checkEstimatedTax({ ...compliantCompany(), today: '2026-04-15' }).status).toBe(
      'not_applicable',
    );
  });
});
