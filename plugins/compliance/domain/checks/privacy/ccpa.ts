import { formatUSD } from '@keel/core/domain';
import { formatDate, yearOf } from '../../dates';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths } from '../fixPaths';
import type { ComplianceInput } from '../input';
import { ccpaThresholdFor } from './ccpaThreshold';

export const ccpaCheck: CheckDefinition = {
  id: 'privacy.ccpa',
  area: 'privacy',
  requirement: 'CCPA: a privacy notice is on file once revenue passes the threshold',
  level: 'medium',
};

/** The sentence that states whether the CCPA's revenue test is met, with the threshold and its source. */
export function ccpaStatement(revenuePreviousYear: number, year: number): string {
  const threshold = ccpaThresholdFor(year);
  const newer = threshold.latestKnown
    ? ''
    : ` Keel has no adjustment for ${year} recorded, so this is the latest it knows.`;
  const test = `${year - 1} revenue of ${formatUSD(revenuePreviousYear)} is ${revenuePreviousYear > threshold.cents ? 'over' : 'not over'} the ${formatUSD(threshold.cents)} threshold (${threshold.source}).${newer}`;
  return revenuePreviousYear > threshold.cents
    ? `The CCPA applies if you do business in California: ${test}`
    : `The CCPA's revenue test is not met: ${test} It still applies if you buy, sell or share the personal information of 100,000 or more California consumers or households, or earn half your revenue from selling or sharing it.`;
}

/** States CCPA applicability from last year's revenue; over the threshold, a privacy notice must be on file. */
export function checkCcpa({ books, records, today }: ComplianceInput): CheckResult {
  const year = yearOf(today);
  const statement = ccpaStatement(books.revenuePreviousYear, year);
  if (books.revenuePreviousYear <= ccpaThresholdFor(year).cents)
    return notApplicable(ccpaCheck, statement);
  const notice = records.documents.filter((d) => d.kind === 'privacy-notice').at(-1);
  return resultOf(
    ccpaCheck,
    notice
      ? []
      : [
          {
            key: ccpaCheck.id,
            title: 'No CCPA privacy notice on file',
            description: `${statement} A covered business must give a privacy notice at collection and a privacy policy, and honour requests to know, delete and opt out. Upload the notice you publish.`,
            records: [],
            fix: { label: 'Upload the notice', path: fixPaths.compliance('documents') },
            dueDate: null,
          },
        ],
    {
      passed: `${statement} The notice "${notice?.name ?? ''}" is on file${notice ? `, uploaded ${formatDate(notice.uploadedAt)}` : ''}.`,
      failed: statement,
    },
  );
}
