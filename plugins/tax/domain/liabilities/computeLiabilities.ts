import type { PayrollInput } from '../payrollInput';
import type { PaymentRow } from '../schema';
import { payAt, type Liability } from './liability';
import { payrollLiabilities } from './payrollLiabilities';

type Draft = Omit<Liability, 'paidCents' | 'amountCents' | 'status'>;

/** What the liabilities are computed from. */
export interface LiabilityInputs {
  today: string;
  /** The payroll facts; null for a role without payroll access. */
  payroll: PayrollInput | null;
  /** The balance of Sales Tax Payable today, in cents. */
  salesTaxPayableCents: number;
  /** The year's estimated-tax instalments; empty when the role may not see them or none is due. */
  estimated: readonly Draft[];
  payments: readonly PaymentRow[];
  /** The active scheduled payments: the liability each names, and its tax type. */
  scheduled: readonly { liabilityId: string; taxType: string }[];
}

function salesTax(balance: number): Draft[] {
  if (balance <= 0) return [];
  return [
    {
      id: 'sales-tax-payable',
      type: 'sales',
      title: 'Sales tax collected',
      liabilityCents: balance,
      dueDate: null,
      jurisdiction: 'State',
      form: 'State sales and use tax return',
      description:
        'The balance of Sales Tax Payable in the books. The due date follows the filing frequency your state assigned, which Keel does not know.',
      payAt: payAt.state,
      accountId: 'sales-tax-payable',
    },
  ];
}

/**
 * Every liability with what was paid and what is outstanding. A payroll or estimated liability is
 * paid by the payments recorded against it; sales tax is what its account still holds (a payment
 * posts against the account, so the balance is already net of it). Status: paid once nothing is
 * outstanding, pending while a scheduled payment names it, overdue past its due date, else
 * calculated. Earliest due first, those without a due date last.
 */
export function computeLiabilities(inputs: LiabilityInputs): Liability[] {
  const paid = new Map<string, number>();
  for (const p of inputs.payments)
    paid.set(p.liabilityId, (paid.get(p.liabilityId) ?? 0) + p.amountCents);
  const scheduledFor = new Set(inputs.scheduled.map((s) => s.liabilityId));
  const drafts = [
    ...(inputs.payroll ? payrollLiabilities(inputs.payroll) : []),
    ...salesTax(inputs.salesTaxPayableCents),
    ...inputs.estimated,
  ];
  return drafts
    .map((draft): Liability => {
      const paidCents =
        draft.type === 'sales' ? 0 : Math.min(paid.get(draft.id) ?? 0, draft.liabilityCents);
      const amountCents = draft.liabilityCents - paidCents;
      const status =
        amountCents === 0
          ? 'paid'
          : scheduledFor.has(draft.id)
            ? 'pending'
            : draft.dueDate !== null && draft.dueDate < inputs.today
              ? 'overdue'
              : 'calculated';
      return { ...draft, paidCents, amountCents, status };
    })
    .sort(
      (a, b) =>
        (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.id.localeCompare(b.id),
    );
}

/**
 * Total Outstanding, Due This Month (due within the next 30 days, overdue included) and
 * Auto-Payment Setup: of the tax types with something outstanding, how many an active scheduled
 * payment covers.
 */
export function liabilityTotals(
  liabilities: readonly Liability[],
  in30Days: string,
  scheduled: readonly { taxType: string }[],
) {
  const open = liabilities.filter((l) => l.amountCents > 0);
  const types = new Set<string>(open.map((l) => l.type));
  const automated = new Set(scheduled.map((s) => s.taxType).filter((t) => types.has(t)));
  return {
    autoPayment: { automated: automated.size, taxes: types.size },
    outstandingCents: open.reduce((sum, l) => sum + l.amountCents, 0),
    dueThisMonthCents: open
      .filter((l) => l.dueDate !== null && l.dueDate <= in30Days)
      .reduce((sum, l) => sum + l.amountCents, 0),
  };
}
