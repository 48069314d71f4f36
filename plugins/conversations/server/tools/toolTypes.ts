import type { z } from 'zod';
import type { Role } from '@keel/core/domain';
import type { LedgerReads } from '@keel/plugin-bookkeeping/domain/public';
import type { ComplianceStatusAnswer } from '@keel/plugin-compliance/domain/public';
import type { Threat, ThreatSummary } from '@keel/plugin-fraud/domain/public';
import type { PayrollFactsAnswer } from '@keel/plugin-payroll/domain/public';
import type { TaxLiabilitiesAnswer, TaxOpportunitiesAnswer } from '@keel/plugin-tax/domain/public';
import type { Period } from '../../domain/periods/period';
import type { AnswerTable, ConversationType, Figure, Source } from '../../domain/schema';

/** Which optional plugins are installed. */
export interface Installed {
  compliance: boolean;
  fraud: boolean;
  tax: boolean;
  /** Whether Tax Optimization shares its opportunities (`tax.opportunities`). */
  taxOpportunities: boolean;
}

/** What a tool reads: the company's books and, when Payroll is installed, its payroll facts. */
export interface ToolContext {
  companyId: string;
  /** The asker's role in the company. */
  role: Role;
  /** YYYY-MM-DD on the server's clock. */
  today: string;
  ledger: LedgerReads;
  /**
   * The payroll facts for the asker: null when no plugin provides them; 'no-access' for a role
   * that may not see payroll (its tools are then never offered).
   */
  payroll: () => Promise<PayrollFactsAnswer | null>;
  /** The latest compliance check, or null when the Compliance Monitor is not installed. */
  compliance: () => Promise<ComplianceStatusAnswer | null>;
  /** Which optional plugins are installed: their tools are offered only then. */
  installed: Installed;
  /** The company's fraud threats, or null when Fraud Detection is not installed. */
  fraud: () => Promise<{ threats: Threat[]; summary: ThreatSummary } | null>;
  /** The company's taxes as the asker's role may see them, or null when Tax Optimization is absent. */
  tax: () => Promise<TaxLiabilitiesAnswer | null>;
  /** The tax-saving opportunities in the books now, or null when Tax Optimization is absent. */
  taxOpportunities: () => Promise<TaxOpportunitiesAnswer | null>;
  /** Where the monthly financial report of a month (YYYY-MM) downloads as a PDF. */
  monthlyReportPath: (month: string) => string;
}

/** What a tool answers: the figures, the sentence that states them, and where they come from. */
export interface ToolResult {
  tool: string;
  args: Record<string, unknown>;
  period: Period | null;
  /** One or two sentences stating the figures, the period and the records behind them. */
  text: string;
  figures: Figure[];
  table: AnswerTable | null;
  sources: Source[];
  type: ConversationType;
}

/** A typed function over the books, offered to the intent parser and to a model alike. */
export interface Tool<A extends z.ZodType = z.ZodType> {
  name: string;
  /** What it answers, for a model choosing among the tools. */
  description: string;
  args: A;
  /** Whether the asker may use it (payroll tools need a role with payroll access). */
  available(ctx: ToolContext): Promise<boolean>;
  run(ctx: ToolContext, args: z.output<A>): Promise<ToolResult>;
}

/** A tool of any arguments (methods are bivariant, so every Tool fits): the registry's element type. */
export type AnyTool = Tool;
