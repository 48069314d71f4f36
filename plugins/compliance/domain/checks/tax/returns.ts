import { addDays, formatDate } from '../../dates';
import {
  notApplicable,
  resultOf,
  type CheckDefinition,
  type CheckResult,
  type Finding,
} from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput, PayrollInput } from '../input';

export const returnsCheck: CheckDefinition = {
  id: 'tax.returns',
  area: 'tax',
  requirement: 'Forms 941, 940 and W-2/W-3 are marked filed by their deadlines',
  level: 'high',
};

type PayrollReturn = PayrollInput['returns'][number];

/** A return's deadline key, shared by the deadline list's Mark Filed and this check. */
export function returnKey(ret: Pick<PayrollReturn, 'form' | 'taxYear' | 'quarter'>): string {
  const form = ret.form === 'W-2/W-3' ? 'w2w3' : ret.form;
  return `form-${form}-${ret.taxYear}${ret.quarter === null ? '' : `-Q${ret.quarter}`}`;
}

/** A return as people name it: "Form 941 for Q3 2026", "Forms W-2/W-3 for 2026". */
export function returnName(ret: Pick<PayrollReturn, 'form' | 'taxYear' | 'quarter'>): string {
  const form = ret.form === 'W-2/W-3' ? 'Forms W-2/W-3' : `Form ${ret.form}`;
  return `${form} for ${ret.quarter === null ? '' : `Q${ret.quarter} `}${ret.taxYear}`;
}

/**
 * The returns the payroll facts made due in the last 12 months, each marked filed (on the
 * compliance screen's deadlines) on or before its due date. Keel files nothing itself: the mark
 * is a person's record that it was filed, and when.
 */
export function checkReturns({ payroll, records, today }: ComplianceInput): CheckResult {
  if (!payroll) return notApplicable(returnsCheck, 'Payroll is not installed or not readable.');
  const since = addDays(today, -365);
  const due = payroll.returns.filter((r) => r.dueDate < today && r.dueDate >= since);
  if (due.length === 0)
    return notApplicable(returnsCheck, 'No payroll return came due in the last 12 months.');
  const filedOn = new Map(records.filings.map((f) => [f.deadlineKey, f.filedOn]));
  const findings: Finding[] = [];
  for (const ret of due) {
    const key = returnKey(ret);
    const filed = filedOn.get(key);
    if (filed !== undefined && filed <= ret.dueDate) continue;
    findings.push({
      key: `${returnsCheck.id}:${key}`,
      title: filed ? `${returnName(ret)} was filed late` : `${returnName(ret)} is overdue`,
      description: filed
        ? `It was due ${formatDate(ret.dueDate)} and marked filed on ${formatDate(filed)}. The IRS charges a failure-to-file penalty on late returns: watch for its notice.`
        : `It was due ${formatDate(ret.dueDate)} and is not marked filed. File it now (the IRS's failure-to-file penalty grows each month), then mark it filed under Upcoming deadlines with the date you filed.`,
      records: [{ label: `${returnName(ret)}, due ${formatDate(ret.dueDate)}` }],
      fix: { label: 'Mark filed', path: fixPaths.compliance(`deadline:${key}`) },
      dueDate: ret.dueDate,
    });
  }
  return resultOf(returnsCheck, findings, {
    passed: `All ${plural(due.length, 'payroll return')} due in the last 12 months are marked filed on time.`,
    failed: `${findings.length} of ${plural(due.length, 'payroll return')} due in the last 12 months are overdue or were filed late.`,
  });
}
