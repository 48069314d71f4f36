import { monthPeriod, namedPeriod, periodBefore, period, type Period } from '../periods/period';
import { parsePeriods } from '../periods/parsePeriods';
import { partsOf } from '../periods/calendar';
import type { ConversationType, ToolUse } from '../schema';
import { bestNamed, type Nameable } from './matchNames';

/** What the books offer a question to be matched against. */
export interface QuestionContext {
  today: string;
  /** The chart: accounts with their type, for "spend on rent" and "balance of savings". */
  accounts: readonly (Nameable & { type: string; roles: readonly string[] })[];
  /** Vendors the books have lines for. */
  vendors: readonly Nameable[];
  /** 'ready' when the asker may see payroll facts; 'no-access' for a role without; 'absent' without Payroll. */
  payroll: 'ready' | 'no-access' | 'absent';
  /** Whether the Compliance Monitor is installed (its latest check can be read). */
  compliance: boolean;
  /** Whether Fraud Detection is installed (its threats can be read). */
  fraud: boolean;
  /** Whether Tax Optimization is installed (the taxes owed and deadlines can be read). */
  tax: boolean;
  /** Whether Tax Optimization shares its opportunities (the deductions being missed). */
  taxOpportunities: boolean;
  /** The tool the conversation's last answer used, for a follow-up ("and the month before?"). */
  previous: ToolUse | null;
}

/** Topics the assistant has no tool for here: it says so, and what it can do instead. */
export type UnavailableTopic =
  'tax' | 'fraud' | 'compliance' | 'forecast' | 'how-to' | 'payroll-no-access' | 'payroll-absent';

/** What a question asks for. */
export type Interpretation =
  | { kind: 'tool'; tool: string; args: Record<string, unknown>; period: Period | null }
  | { kind: 'unavailable'; topic: UnavailableTopic; type: ConversationType }
  | { kind: 'help' }
  | { kind: 'unknown' };

const has = (text: string, pattern: RegExp) => pattern.test(text);

const HOW_TO =
  /^\s*(?:how (?:do|can|should|would) (?:i|we)\b(?! (?:stand|look|compare|do (?:on|with)))|how to\b|where (?:do|can) i\b|can (?:i|you) (?:add|create|import|connect|invite|change|set|delete|remove|record|upload|export|turn)\b|what are the steps)/;
const REPORT =
  /\b(?:monthly|month[- ]end)\b.*\breport\b|\bfinancial (?:report|statements?)\b|\b(?:generate|create|make|prepare|build|download)\b.*\breport\b|\breport for\b/;
const PAYROLL =
  /\bpayroll|\bpay ?runs?\b|\bpaychecks?\b|\bwages?\b|\bsalar(?:y|ies)\b|\bemployees?\b|\bhead ?count\b|\bstaff\b|\bpay ?days?\b|\bpay dates?\b|\bemployer (?:cost|taxes)/;
const TAX = /\btax(?:es)?\b|\bdeduct|\bwrite[- ]?offs?\b|\birs\b/;
const DEDUCTIONS = /\bdeduct|\bwrite[- ]?offs?\b|\bopportunit|\bsav(?:e|ings?)\b|\bmissing\b/;
const FRAUD = /\bfraud|\bsuspicious|\banomal|\bduplicate (?:payment|charge)s?|\bthreats?\b|\bscam/;
const COMPLIANCE = /\bcomplian|\bsox\b|\bgaap\b|\bregulat/;
const FORECAST =
  /\bforecast|\bpredict|\bprojection|\bproject(?:ed)? (?:revenue|cash|income|sales)|\bnext (?:month|quarter|year)'s\b|\bwill (?:we|i) (?:make|earn|have|spend)/;
const COMPARE =
  /\bcompar|\bvs\.?\b|\bversus\b|\bagainst\b|\b(?:than|over|from) (?:last|the previous|the prior|a year ago)\b|\bgr[eo]w(?:th|n)?\b|\bincrease[ds]?\b|\bdecrease[ds]?\b|\bchanged?\b/;
const CASH_FLOW =
  /\bcash ?flows?\b|\bburn\b|\bchange in cash\b|\bcash (?:came in|went out|come in|go out|in and out|movement)|\bwhere did (?:the |our |my )?(?:cash|money) go\b/;
const AR_AP =
  /\breceivables?\b|\bowed? to (?:us|me)\b|\b(?:customers|clients) owe\b|\bunpaid invoices\b|\ba\/r\b|\bpayables?\b|\b(?:we|i) owe\b|\bbills? (?:due|outstanding|unpaid)|\ba\/p\b|\boutstanding invoices\b|\bwho owes\b/;
const BALANCE_SHEET =
  /\bbalance sheet\b|\btotal assets\b|\bliabilities\b|\bequity\b|\bnet worth\b|\bassets\b/;
const BALANCES =
  /\bbalances?\b|\bcash (?:on hand|position|in (?:the )?bank)|\bin (?:the|my|our) (?:bank|accounts?)\b|\bhow much (?:cash|money) (?:do|does|did|is|have)\b|\bbank accounts?\b|\bhow much is in\b|\bcash do (?:we|i) have\b/;
const TOP =
  /\btop\b|\bbiggest\b|\blargest\b|\bmost\b|\bmain\b|\bbreak ?down\b|\bby (?:vendor|category|account|supplier)s?\b|\bwhere (?:does|did|is) (?:my|our|the) money go|\bwhat (?:do|did) (?:we|i) spend (?:the )?most/;
const EXPENSES = /\bexpens|\bspen[dt]|\bspending\b|\bcosts?\b|\boutgoings\b|\bpaid\b|\bpay\b/;
const REVENUE =
  /\brevenue|\bsales\b|\bincome\b|\bearn|\bturnover\b|\btakings\b|\bmade\b|\bbring in\b|\bbrought in\b/;
const NET =
  /\bnet income\b|\bprofit|\bloss\b|\bbottom line\b|\bnet earnings\b|\bmake money\b|\bnet\b/;
const GROSS = /\bgross (?:profit|margin)\b/;
const PNL =
  /\bp ?& ?l\b|\bp and l\b|\bprofit and loss\b|\bincome statement\b|\bhow (?:are|did) we do(?:ing)?\b|\bperformance\b|\bsummary\b|\banaly[sz]e\b|\boverview\b/;
const HELP =
  /^\s*(?:hi|hello|hey|help|good (?:morning|afternoon|evening))\b|\bwhat can you do\b|\bwho are you\b|\bwhat do you know\b/;

function topLimit(text: string): number {
  const m = /\btop (\d{1,2})\b/.exec(text) ?? /\b(\d{1,2}) (?:biggest|largest)\b/.exec(text);
  const n = m ? Number(m[1]) : 5;
  return Math.min(20, Math.max(1, n));
}

function ytd(today: string): Period {
  return namedPeriod(`${partsOf(today).year}-01-01`, today, 'year to date');
}

/** The end of a period, not after today: what a balance "in October" is taken at. */
function asOfIn(p: Period | undefined, today: string): string {
  if (!p) return today;
  return p.to > today ? today : p.to;
}

/** A tool call of the same tool with a new period: a follow-up's answer. */
function followUp(previous: ToolUse, p: Period, second: Period | null): Interpretation {
  const args: Record<string, unknown> = { ...previous.args };
  if ('month' in args) args.month = p.from.slice(0, 7);
  else if ('asOf' in args) args.asOf = p.to;
  else {
    args.from = p.from;
    args.to = p.to;
    if ('compareFrom' in args) {
      const q = second ?? periodBefore(p);
      args.compareFrom = q.from;
      args.compareTo = q.to;
    }
  }
  return {
    kind: 'tool',
    tool: previous.tool,
    args,
    period: 'month' in args ? monthPeriod(p.from) : p,
  };
}

/**
 * Reads a question without a model: keywords pick the tool, date phrases the period, the chart
 * and vendors the account or vendor it names; a question naming only a period follows up the
 * conversation's last answer.
 */
export function interpret(question: string, ctx: QuestionContext): Interpretation {
  const text = question.toLowerCase().replace(/[’']/g, "'");
  const { today } = ctx;
  const { periods, range } = parsePeriods(question, today, ctx.previous?.period ?? null);
  const first = range ?? periods[0];
  const flow = (p: Period | undefined) => p ?? ytd(today);
  const tool = (name: string, args: Record<string, unknown>, p: Period | null): Interpretation => ({
    kind: 'tool',
    tool: name,
    args,
    period: p,
  });
  const ranged = (name: string, p: Period, extra: Record<string, unknown> = {}) =>
    tool(name, { from: p.from, to: p.to, ...extra }, p);

  if (has(text, HOW_TO)) return { kind: 'unavailable', topic: 'how-to', type: 'general' };
  if (has(text, REPORT)) {
    const p = first ?? monthPeriod(today, -1);
    return tool('monthly_report', { month: p.from.slice(0, 7) }, monthPeriod(p.from));
  }
  const expenseAccounts = ctx.accounts.filter((a) => a.type === 'expense');
  const incomeAccounts = ctx.accounts.filter((a) => a.type === 'income');
  if (has(text, PAYROLL)) {
    // The books' wage accounts are every member's to read; payroll's own figures are not.
    const wages = bestNamed(text, expenseAccounts);
    if (wages && (ctx.payroll !== 'ready' || has(text, EXPENSES)))
      return ranged('spending', flow(first), { accountId: wages.id });
    if (ctx.payroll === 'ready') return ranged('payroll_summary', flow(first));
    return {
      kind: 'unavailable',
      topic: ctx.payroll === 'absent' ? 'payroll-absent' : 'payroll-no-access',
      type: 'payroll',
    };
  }
  if (has(text, TAX))
    // Deductions are Tax Optimization's opportunities; what is owed and when, its liabilities.
    return has(text, DEDUCTIONS)
      ? ctx.taxOpportunities
        ? tool('tax_opportunities', { limit: 5 }, null)
        : { kind: 'unavailable', topic: 'tax', type: 'tax' }
      : ctx.tax
        ? tool('tax_liabilities', { limit: 5 }, null)
        : { kind: 'unavailable', topic: 'tax', type: 'tax' };
  if (has(text, FRAUD))
    return ctx.fraud
      ? tool('fraud_threats', { limit: 5 }, null)
      : { kind: 'unavailable', topic: 'fraud', type: 'fraud' };
  if (has(text, COMPLIANCE))
    return ctx.compliance
      ? tool('compliance_status', {}, null)
      : { kind: 'unavailable', topic: 'compliance', type: 'general' };
  if (has(text, FORECAST)) return { kind: 'unavailable', topic: 'forecast', type: 'analysis' };
  if (has(text, CASH_FLOW)) return ranged('cash_flow', flow(first));
  if (
    has(text, COMPARE) &&
    (has(text, REVENUE) ||
      has(text, EXPENSES) ||
      has(text, NET) ||
      has(text, PNL) ||
      periods.length >= 2)
  ) {
    const p = periods[0] ?? monthPeriod(today, -1);
    const q = periods[1] ?? periodBefore(p);
    return tool(
      'compare_periods',
      { from: p.from, to: p.to, compareFrom: q.from, compareTo: q.to },
      p,
    );
  }
  const balanceAccounts = ctx.accounts.filter((a) => a.type === 'asset' || a.type === 'liability');
  const namedBalance = has(text, BALANCES) ? bestNamed(text, balanceAccounts) : null;
  if (namedBalance) {
    const asOf = asOfIn(first, today);
    return tool('account_balances', { asOf, accountId: namedBalance.id }, period(asOf, asOf));
  }
  if (has(text, AR_AP)) {
    const asOf = asOfIn(first, today);
    return tool('receivables_payables', { asOf }, period(asOf, asOf));
  }
  if (has(text, BALANCE_SHEET)) {
    const asOf = asOfIn(first, today);
    return tool('balance_sheet', { asOf }, period(asOf, asOf));
  }
  if (has(text, BALANCES)) {
    const asOf = asOfIn(first, today);
    return tool('account_balances', { asOf }, period(asOf, asOf));
  }
  const vendor = bestNamed(text, ctx.vendors);
  // The account named best, income or expense ("interest income" is not Interest Expense).
  const namedAccount = bestNamed(text, [...expenseAccounts, ...incomeAccounts]);
  if (
    has(text, TOP) &&
    (has(text, EXPENSES) || has(text, /\bvendors?\b|\bsuppliers?\b|\bcategor/))
  ) {
    const by = has(text, /\bvendors?\b|\bsuppliers?\b|\bpayees?\b|\bwho\b/)
      ? 'vendor'
      : has(text, /\bcategor/)
        ? 'category'
        : 'account';
    return ranged('top_expenses', flow(first), { by, limit: topLimit(text) });
  }
  if (vendor && (!namedAccount || vendor.name.length >= namedAccount.name.length))
    return ranged('spending', flow(first), { vendorId: vendor.id });
  if (namedAccount) return ranged('spending', flow(first), { accountId: namedAccount.id });
  if (has(text, GROSS)) return ranged('profit_and_loss', flow(first), { focus: 'gross-profit' });
  if (has(text, NET) && !has(text, /\bnet (?:change|cash)/))
    return ranged('profit_and_loss', flow(first), { focus: 'net-income' });
  if (has(text, REVENUE)) return ranged('profit_and_loss', flow(first), { focus: 'revenue' });
  if (has(text, EXPENSES)) return ranged('profit_and_loss', flow(first), { focus: 'expenses' });
  if (has(text, PNL)) return ranged('profit_and_loss', flow(first), { focus: 'all' });
  if (has(text, /\bcash\b|\bmoney\b/)) {
    const asOf = asOfIn(first, today);
    return tool('account_balances', { asOf }, period(asOf, asOf));
  }
  if (first && ctx.previous) return followUp(ctx.previous, first, periods[1] ?? null);
  if (has(text, HELP)) return { kind: 'help' };
  return { kind: 'unknown' };
}
