import { z } from 'zod';
import type { ComplianceStatus } from '@keel/plugin-compliance/domain/public';
import { shortDate } from '../../domain/periods/calendar';
import type { Source } from '../../domain/schema';
import type { Tool } from './toolTypes';

const args = z.object({});

const AREA_NAMES: Record<string, string> = {
  sox: 'SOX',
  gaap: 'GAAP',
  tax: 'tax',
  privacy: 'privacy',
};
const STATUS_WORDS: Record<ComplianceStatus, string> = {
  compliant: 'compliant',
  attention_needed: 'attention needed',
  non_compliant: 'non-compliant',
  under_review: 'under review',
};

const monitor: Source = { label: 'Compliance Monitor', path: '/compliance-monitor' };
const score = (value: number | null) => (value === null ? 'no score' : `${value}`);

/** The latest compliance check's scores and open alerts, from the Compliance Monitor's service. */
export const complianceTool: Tool<typeof args> = {
  name: 'compliance_status',
  description:
    'The latest compliance check: the overall score and the score of each area (SOX controls, GAAP books, tax filings and deposits, privacy), with the open alerts.',
  args,
  available: async (ctx) => ctx.installed.compliance,
  async run(ctx, a) {
    const answer = await ctx.compliance();
    const base = {
      tool: 'compliance_status',
      args: a,
      period: null,
      type: 'general' as const,
      figures: [],
      sources: [monitor],
    };
    if (!answer || answer.status === 'never-checked')
      return {
        ...base,
        text: 'The Compliance Monitor has not run a check for this company yet: Run Check on the Compliance Monitor gives the scores.',
        table: null,
      };
    const areas = answer.areas.map(
      (area) =>
        `${AREA_NAMES[area.id] ?? area.id} ${score(area.score)} (${STATUS_WORDS[area.status]})`,
    );
    return {
      ...base,
      text:
        `The last compliance check, on ${shortDate(answer.checkedAt.slice(0, 10))}, scored ${score(answer.overall.score)} overall (${STATUS_WORDS[answer.overall.status]}): ${areas.join(', ')}. ` +
        `${answer.openAlerts === 0 ? 'No alert is open' : `${answer.openAlerts} alert${answer.openAlerts === 1 ? ' is' : 's are'} open, ${answer.openHighAlerts} of high severity`}.`,
      table: {
        caption: 'Compliance scores by area',
        columns: ['Area', 'Score', 'Status'],
        rows: answer.areas.map((area) => [
          AREA_NAMES[area.id] ?? area.id,
          score(area.score),
          STATUS_WORDS[area.status],
        ]),
      },
    };
  },
};
