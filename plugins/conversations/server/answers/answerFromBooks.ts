import { z } from 'zod';
import { partsOf } from '../../domain/periods/calendar';
import type { QuestionContext } from '../../domain/questions/interpret';
import type { ToolUse } from '../../domain/schema';
import { availableTools, runTool } from '../tools/registry';
import { taxSource } from '../tools/taxTool';
import type { ToolContext } from '../tools/toolTypes';
import { capabilities, EXAMPLE } from './capabilities';
import { answerFromManual } from './fromManual';
import { replyFromResults, textReply, type Reply } from './reply';
import { unavailableText } from './unavailable';

/** What the question is matched against: the chart, the vendors with lines, payroll access. */
export async function questionContext(
  ctx: ToolContext,
  previous: ToolUse | null,
): Promise<QuestionContext> {
  const [accounts, vendorTotals, payroll] = await Promise.all([
    ctx.ledger.accounts(ctx.companyId),
    ctx.ledger.totals(ctx.companyId, { by: 'vendor' }),
    ctx.payroll(),
  ]);
  return {
    today: ctx.today,
    accounts: accounts.map((a) => ({ id: a.id, name: a.name, type: a.type, roles: a.roles })),
    vendors: vendorTotals.rows
      .filter((r) => r.key !== '')
      .map((r) => ({ id: r.key, name: r.label })),
    payroll: payroll === null ? 'absent' : payroll.status === 'ready' ? 'ready' : 'no-access',
    compliance: ctx.installed.compliance,
    fraud: ctx.installed.fraud,
    tax: ctx.installed.tax,
    taxOpportunities: ctx.installed.taxOpportunities,
    previous,
  };
}

/**
 * Payroll's figures when Payroll has runs; when it has none yet (payroll run elsewhere, booked by
 * hand), the books' wage account over the same period, saying so.
 */
async function wagesFromBooks(
  ctx: ToolContext,
  qc: QuestionContext,
  args: Record<string, unknown>,
): Promise<Reply | null> {
  const payroll = await ctx.payroll();
  if (payroll?.status !== 'ready' || payroll.facts.runs.length > 0) return null;
  const wages = qc.accounts.find((a) => a.type === 'expense' && /\b(?:wages?|salar)/i.test(a.name));
  if (!wages) return null;
  const result = await runTool(ctx, 'spending', {
    from: args.from,
    to: args.to,
    accountId: wages.id,
  });
  return {
    ...replyFromResults(
      [result],
      'Payroll in Keel has no approved runs yet, so this is from the books:',
    ),
    type: 'payroll',
  };
}

/**
 * The answer the books give without a model: the question is interpreted, one tool runs, and its
 * sentence states the figures with their period and sources. Never a figure from anywhere else.
 */
export async function answerFromBooks(
  ctx: ToolContext,
  question: string,
  previous: ToolUse | null,
): Promise<Reply> {
  const qc = await questionContext(ctx, previous);
  // The interpreter and chrono-node load with the first question (or the status warm-up), not
  // with the server: chrono-node is about 19 MiB of RSS.
  const { interpret } = await import('../../domain/questions/interpret');
  const meaning = interpret(question, qc);
  const payroll = qc.payroll === 'ready';
  switch (meaning.kind) {
    case 'tool': {
      if (meaning.tool === 'payroll_summary') {
        const books = await wagesFromBooks(ctx, qc, meaning.args);
        if (books) return books;
      }
      try {
        return replyFromResults([
          await runTool(ctx, meaning.tool, meaning.args, await availableTools(ctx)),
        ]);
      } catch (error) {
        // The question was read into arguments its tool refuses: say so rather than fail.
        if (!(error instanceof z.ZodError)) throw error;
        return textReply(
          `I couldn't read that question as a period or an account of your books. ${EXAMPLE}`,
        );
      }
    }
    case 'unavailable': {
      if (meaning.topic === 'how-to' && ctx.installed.manual)
        return answerFromManual(
          ctx.manual,
          question,
          `I can answer from your books: ${capabilities(payroll, ctx.installed)}. ${EXAMPLE}`,
        );
      const text = unavailableText(meaning.topic, ctx.role, payroll, ctx.installed);
      if (meaning.topic !== 'tax') return textReply(text, meaning.type);
      const year = `${partsOf(ctx.today).year}-01-01`;
      const expenses = await runTool(ctx, 'top_expenses', {
        from: year,
        to: ctx.today,
        by: 'account',
        limit: 10,
      });
      const reply = replyFromResults([expenses], text);
      const sources = ctx.installed.tax ? [taxSource, ...reply.sources] : reply.sources;
      return { ...reply, sources, type: 'tax', tools: [] };
    }
    case 'help':
      return textReply(
        `I answer from your books: ${capabilities(payroll, ctx.installed)}. ${EXAMPLE}`,
      );
    case 'unknown':
      return textReply(
        `I couldn't tell which figure you're after. I can answer from your books: ${capabilities(payroll, ctx.installed)}. ${EXAMPLE}`,
      );
  }
}
