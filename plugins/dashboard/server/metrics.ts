import type { MemberContext, PluginServices } from '@keel/core/server';
import { complianceStatusRef, statusLabels } from '@keel/plugin-compliance/domain/public';
import { confirmedShare, fraudThreatsRef } from '@keel/plugin-fraud/domain/public';
import {
  growthFigureParams,
  latestRevenue,
  latestRevenueDetail,
  modelForecastsRef,
  revenueFigureParams,
  revenueGrowthPercent,
} from '@keel/plugin-models/domain/public';
import { payrollFactsRef } from '@keel/plugin-payroll/domain/public';
import type { Metric } from '../domain/overview';

type Figure = Omit<Metric, 'id' | 'label' | 'unit' | 'path'>;
const figure = (value: number | null, detail: string, period: string | null = null): Figure => ({
  value,
  period,
  change: null,
  detail,
});

/**
 * The figures behind the dashboard's five tiles (spec 000 section 2.5), each read from the service
 * of the plugin that owns it, worded as its tile words it; a tile whose plugin is not installed is
 * left out. Payroll figures only for roles with payroll access (the payroll facts decide).
 */
export async function readMetrics(
  services: PluginServices,
  member: MemberContext,
): Promise<Metric[]> {
  const { companyId } = member;
  const metrics: Metric[] = [];
  const forecasts = services.getOptional(modelForecastsRef);
  if (forecasts) {
    const latest = latestRevenue(
      (await forecasts.forecast(companyId, revenueFigureParams)).history,
    );
    metrics.push({
      id: 'revenue',
      label: 'Revenue',
      unit: 'cents',
      path: '/3d-financial-models',
      ...(latest
        ? {
            value: latest.cents,
            period: latest.period,
            change: latest.changePercent,
            detail: latestRevenueDetail(latest),
          }
        : figure(null, 'No revenue booked in the last 12 months')),
    });
  }
  const compliance = services.getOptional(complianceStatusRef);
  if (compliance) {
    const status = await compliance.read(companyId);
    const tax = status.status === 'ready' ? status.areas.find((a) => a.id === 'tax') : undefined;
    metrics.push({
      id: 'taxAccuracy',
      label: 'Tax Accuracy',
      unit: 'percent',
      path: '/tax-optimization',
      ...(status.status === 'never-checked'
        ? figure(null, 'Run a compliance check in Compliance Monitor')
        : !tax || tax.score === null
          ? figure(null, 'No tax check applies to this company yet')
          : figure(tax.score, `Tax compliance: ${statusLabels[tax.status]}`)),
    });
  }
  const fraud = services.getOptional(fraudThreatsRef);
  if (fraud) {
    const summary = await fraud.summary(companyId, member.role);
    const share = confirmedShare(summary);
    metrics.push({
      id: 'fraudAccuracy',
      label: 'Fraud Accuracy',
      unit: 'percent',
      path: '/fraud-detection',
      ...(share === null
        ? figure(null, 'Review a threat as fraud or safe to measure it')
        : figure(share, `${summary.confirmed} of ${summary.reviewed} reviewed threats confirmed`)),
    });
  }
  const payroll = services.getOptional(payrollFactsRef);
  if (payroll) {
    const facts = await payroll.read(member);
    metrics.push({
      id: 'employees',
      label: 'Employees',
      unit: 'count',
      path: '/payroll-ai',
      ...(facts.status === 'no-access'
        ? figure(null, 'Your role does not include payroll')
        : figure(
            facts.facts.activeEmployees,
            facts.facts.nextPayDate
              ? `Next pay date ${facts.facts.nextPayDate}`
              : 'Set up payroll to pay them',
          )),
    });
  }
  if (forecasts) {
    const growth = revenueGrowthPercent(
      (await forecasts.forecast(companyId, growthFigureParams)).history,
    );
    metrics.push({
      id: 'growth',
      label: 'Growth',
      unit: 'percent',
      path: '/compliance-monitor',
      ...(growth.percent === null
        ? figure(null, growth.reason)
        : figure(growth.percent, 'Revenue, last 12 months on the 12 before')),
    });
  }
  return metrics;
}
