import { balancesTool } from './balancesTool';
import { balanceSheetTool, receivablesPayablesTool } from './balanceSheetTools';
import { cashFlowTool } from './cashFlowTool';
import { compareTool } from './compareTool';
import { complianceTool } from './complianceTool';
import { fraudTool } from './fraudTool';
import { taxOpportunitiesTool } from './taxOpportunitiesTool';
import { taxTool } from './taxTool';
import { spendingTool, topExpensesTool } from './expensesTools';
import { monthlyReportTool } from './monthlyReportTool';
import { payrollTool } from './payrollTool';
import { profitAndLossTool } from './profitAndLossTool';
import type { AnyTool, ToolContext, ToolResult } from './toolTypes';

/** Every tool the assistant has, over the books and payroll facts. */
export const tools: readonly AnyTool[] = [
  profitAndLossTool,
  cashFlowTool,
  balancesTool,
  topExpensesTool,
  spendingTool,
  compareTool,
  receivablesPayablesTool,
  balanceSheetTool,
  payrollTool,
  monthlyReportTool,
  complianceTool,
  fraudTool,
  taxTool,
  taxOpportunitiesTool,
];

/** The tools the asker may use. */
export async function availableTools(ctx: ToolContext): Promise<AnyTool[]> {
  const allowed = await Promise.all(tools.map((t) => t.available(ctx)));
  return tools.filter((_, i) => allowed[i]);
}

/** Runs a tool by name with arguments it checks itself; throws naming what is wrong. */
export async function runTool(
  ctx: ToolContext,
  name: string,
  args: unknown,
  offered: readonly AnyTool[] = tools,
): Promise<ToolResult> {
  const tool = offered.find((t) => t.name === name);
  if (!tool) throw new Error(`Unknown tool ${name}`);
  if (!(await tool.available(ctx)))
    throw new Error(`The tool ${name} is not available to this role`);
  return tool.run(ctx, tool.args.parse(args));
}
