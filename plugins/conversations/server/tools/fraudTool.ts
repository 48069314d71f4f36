import { z } from 'zod';
import type { Severity, Threat } from '@keel/plugin-fraud/domain/public';
import { shortDate } from '../../domain/periods/calendar';
import type { Figure, Source } from '../../domain/schema';
import { count, usd } from './money';
import type { Tool } from './toolTypes';

const args = z.object({
  limit: z.number().int().min(1).max(20).default(5).describe('How many open threats to list'),
});

const TYPE_NAMES: Record<string, string> = {
  suspicious_transaction: 'Suspicious transaction',
  duplicate_payment: 'Duplicate payment',
  unusual_pattern: 'Unusual pattern',
  account_takeover: 'Account takeover',
};
const RANK: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
const detection: Source = { label: 'Fraud threats (AI Fraud Detection)', path: '/fraud-detection' };

/** What a threat is, without its records' details (sign-in addresses stay on Fraud Detection). */
const nameOf = (t: Threat) => `${TYPE_NAMES[t.type] ?? t.type} (${t.severity})`;

/**
 * The open fraud threats Fraud Detection found, most severe first, with the money at stake: its
 * type, severity, amount and date only, so no sign-in address or e-mail reaches a model.
 */
export const fraudTool: Tool<typeof args> = {
  name: 'fraud_threats',
  description:
    'The fraud threats under investigation (suspicious transactions, duplicate payments, unusual patterns, account takeovers): how many, how severe, the money at stake, and the largest ones.',
  args,
  available: async (ctx) => ctx.installed.fraud,
  async run(ctx, a) {
    const found = await ctx.fraud();
    const threats = found?.threats ?? [];
    const summary = found?.summary;
    const open = threats
      .filter((t) => t.status === 'investigating')
      .sort((x, y) => RANK[x.severity] - RANK[y.severity] || y.amount - x.amount)
      .slice(0, a.limit);
    const base = {
      tool: 'fraud_threats',
      args: a,
      period: null,
      type: 'fraud' as const,
      sources: [detection],
    };
    if (!summary || summary.active === 0)
      return {
        ...base,
        text: `Fraud Detection has no threat under investigation${summary && summary.blocked > 0 ? ` (${count(summary.blocked, 'threat')} blocked before)` : ''}. A Deep Scan on AI Fraud Detection checks the books and sign-ins again.`,
        figures: [],
        table: null,
      };
    const atRisk: Figure = {
      label: 'At stake in open threats',
      cents: summary.atRiskCents,
      period: null,
      asOf: ctx.today,
      source: detection,
    };
    return {
      ...base,
      text:
        `${count(summary.active, 'threat is', 'threats are')} under investigation, ${summary.highSeverity} of high severity, with ${usd(summary.atRiskCents)} at stake. ` +
        `The most serious: ${open.map((t) => `${nameOf(t)} ${usd(t.amount)} on ${shortDate(t.timestamp.slice(0, 10))}`).join('; ')}.`,
      figures: [
        atRisk,
        ...open.map((t) => ({
          label: nameOf(t),
          cents: t.amount,
          period: null,
          asOf: t.timestamp.slice(0, 10),
          source: detection,
        })),
      ],
      table: {
        caption: 'Open fraud threats',
        columns: ['Threat', 'Severity', 'Amount', 'Date'],
        rows: open.map((t) => [
          TYPE_NAMES[t.type] ?? t.type,
          t.severity,
          usd(t.amount),
          shortDate(t.timestamp.slice(0, 10)),
        ]),
      },
    };
  },
};
