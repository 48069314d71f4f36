import { describe, expect, it } from 'vitest';
import { monthStart } from './dates';
import { buildModel } from './buildModel';
import {
  forecastParamsSchema,
  modelForecastSchema,
  type ForecastParamsInput,
} from './modelSchemas';
import { readBookSeries } from './series';
import { memoryChart, memoryLedger, monthOfBooks } from './memoryLedger';

const TODAY = '2026-11-25';
const AT = '2026-11-25T12:00:00.000Z';

/** `months` complete months of books before TODAY: seasonal revenue with a trend, flat costs. */
function books(months: number, { opening = 5_000_000, costs = 900_000 } = {}) {
  const entries = [
    {
      id: 'opening',
      date: '2020-01-02',
      memo: 'Owner investment',
      lines: [
        { accountId: 'checking', debit: opening, credit: 0 },
        { accountId: 'equity', debit: 0, credit: opening },
      ],
    },
  ];
  for (let i = months; i >= 1; i -= 1) {
    const month = monthStart(TODAY, -i).slice(0, 7);
    const t = months - i;
    const revenue = Math.round(1_000_000 + 8_000 * t + 150_000 * Math.sin((2 * Math.PI * t) / 12));
    entries.push(...monthOfBooks(month, revenue, costs));
  }
  return memoryLedger(memoryChart, entries);
}

async function model(months: number, params: ForecastParamsInput, options = {}) {
  const parsed = forecastParamsSchema.parse(params);
  const series = await readBookSeries(books(months, options), 'c1', {
    today: TODAY,
    range: parsed.range,
    granularity: parsed.granularity,
  });
  return buildModel(series, parsed, AT);
}

describe('a model from the books', () => {
  it('reads revenue, costs and cash by complete month, leaving out months before the books', async () => {
    const ledger = books(5);
    const series = await readBookSeries(ledger, 'c1', {
      today: TODAY,
      range: 12,
      granularity: 'monthly',
    });
    expect(series.periods).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    expect(series.expenses).toEqual([900_000, 900_000, 900_000, 900_000, 900_000]);
    expect(series.revenue[0]).toBe(1_000_000);
    expect(series.netIncome[0]).toBe(100_000);
    expect(series.closingCash).toBe(5_000_000 + series.cashChange.reduce((s, c) => s + c, 0));
    expect(series.ahead(2)).toEqual(['2026-11', '2026-12']);
  });

  it('leaves out the first month of books that begin inside the range: their opening balances', async () => {
    const entries = [
      {
        id: 'opening',
        date: '2026-05-01',
        memo: 'Opening balance',
        lines: [
          { accountId: 'checking', debit: 9_000_000, credit: 0 },
          { accountId: 'equity', debit: 0, credit: 9_000_000 },
        ],
      },
      ...['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'].flatMap((m) =>
        monthOfBooks(m, 1_000_000, 800_000),
      ),
    ];
    const series = await readBookSeries(memoryLedger(memoryChart, entries), 'c1', {
      today: TODAY,
      range: 12,
      granularity: 'monthly',
    });
    expect(series.periods).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    expect(series.cashChange).toEqual([200_000, 200_000, 200_000, 200_000, 200_000]);
    expect(series.closingCash).toBe(9_000_000 + 6 * 200_000);
  });

  it('says what a too-short history lacks instead of forecasting', async () => {
    const result = modelForecastSchema.parse(await model(5, { model: 'revenue_forecast' }));
    expect(result.status).toBe('insufficient-history');
    expect(result.points).toEqual([]);
    expect(result.accuracy).toBeNull();
    expect(result.notes).toEqual([
      '8 months of bookkeeping are needed for a forecast; you have 5.',
    ]);
  });

  it('forecasts revenue by month with backtested accuracy and intervals at the asked level', async () => {
    const result = modelForecastSchema.parse(
      await model(36, { model: 'revenue_forecast', horizon: 12, confidence: 90 }),
    );
    expect(result.status).toBe('ready');
    expect(result.points.map((p) => p.period)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
    ]);
    expect(result.dataPoints).toBe(36);
    expect(result.seasonal).toBe(true);
    expect(result.appliedConfidence).toBe(90);
    expect(result.accuracy).toBeGreaterThan(95);
    expect(result.mase).toBeLessThan(result.naiveMase!);
    expect(result.lastUpdated).toBe(AT);
    for (const p of result.points) {
      expect(Number.isInteger(p.value)).toBe(true);
      expect(p.lower!).toBeLessThan(p.value);
      expect(p.upper!).toBeGreaterThan(p.value);
    }
    expect(result.insights).toHaveLength(3);
    expect(result.methods.reduce((s, m) => s + m.weight, 0)).toBeCloseTo(1, 2);
  });

  it('draws the band at the highest level the backtests support, and says so', async () => {
    const result = await model(10, { model: 'revenue_forecast', confidence: 99 });
    expect(result.status).toBe('ready');
    expect(result.supportedConfidence).toBeLessThan(99);
    expect(result.appliedConfidence).toBe(result.supportedConfidence);
    expect(result.notes).toContain(
      `${result.backtestErrors} backtest errors support intervals up to ${result.supportedConfidence}% confidence, not 99%: the band is drawn at ${result.supportedConfidence}%.`,
    );
    expect(result.notes[0]).toBe(
      '18 months of bookkeeping are needed for a seasonal forecast; you have 10.',
    );
  });

  it('projects the cash balance from its changes', async () => {
    const result = await model(24, { model: 'cash_flow' });
    const last = result.history[result.history.length - 1]!.value;
    expect(last).toBe(
      5_000_000 +
        (await books(24).totals('c1', { by: 'month', accountIds: ['sales'] })).rows.reduce(
          (s, r) => s + r.credit,
          0,
        ) -
        24 * 900_000,
    );
    // Revenue grows faster than the flat costs: cash keeps rising, good news that is no emergency.
    expect(result.points[5]!.value).toBeGreaterThan(last);
    expect(result.insights[0]!.title).toMatch(/^Cash is forecast to rise/);
    expect(result.insights[0]!.impact).toBe('medium');
    expect(result.insights[0]!.action.label).toBe('Review');
  });

  it('gives a higher chance of running out of cash to a company that spends more than it earns', async () => {
    const safe = await model(24, { model: 'risk_assessment', horizon: 12 });
    const burning = await model(
      24,
      { model: 'risk_assessment', horizon: 12 },
      {
        opening: 2_000_000,
        costs: 1_250_000,
      },
    );
    expect(safe.risk!.belowZero).toBe(0);
    expect(burning.risk!.belowZero).toBeGreaterThan(50);
    expect(burning.risk!.belowReserve).toBeGreaterThanOrEqual(burning.risk!.belowZero);
    const chances = burning.points.map((p) => p.belowZero!);
    expect([...chances].sort((a, b) => a - b)).toEqual(chances);
    expect(burning.insights[0]!.impact).toBe('high');
    expect(burning.insights[0]!.action.label).toBe('Take Action');
  });

  it('gives the profit margin on the revenue forecast', async () => {
    const result = await model(36, { model: 'profitability' });
    for (const p of result.points) {
      expect(p.margin).not.toBeNull();
      expect(p.margin!).toBeGreaterThan(-100);
      expect(p.margin!).toBeLessThan(100);
    }
  });

  it('cuts the books by week and by day', async () => {
    const weekly = await model(12, { model: 'revenue_forecast', granularity: 'weekly', range: 12 });
    expect(weekly.points[0]!.period).toBe('2026-11-23');
    expect(weekly.points[1]!.period).toBe('2026-11-30');
    const daily = await model(3, { model: 'cash_flow', granularity: 'daily', range: 12 });
    expect(daily.points[0]!.period).toBe(TODAY);
    expect(daily.dataPoints).toBeGreaterThan(60);
  });
});

describe('the parameters', () => {
  it('refuses what the panel cannot ask for, naming the field', () => {
    const bad = forecastParamsSchema.safeParse({
      model: 'x',
      horizon: '7',
      confidence: '79',
      range: '6',
      granularity: 'hourly',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(
      ['confidence', 'granularity', 'horizon', 'model', 'range'].sort(),
    );
    expect(forecastParamsSchema.parse({ model: 'cash_flow' })).toEqual({
      model: 'cash_flow',
      horizon: 6,
      confidence: 95,
      range: 36,
      granularity: 'monthly',
    });
  });
});
