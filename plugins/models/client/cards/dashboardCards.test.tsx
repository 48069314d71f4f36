// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { dollars } from '../../domain/insights';
import { sampleForecast } from '../fixtures/sampleForecasts';
import { ForecastCard } from './ForecastCard';
import { GenerateForecastAction } from './GenerateForecastAction';
import { GrowthTile, revenueGrowth } from './GrowthTile';
import { RevenueTile } from './RevenueTile';

const api = (months: number) => ({
  'GET /api/models/forecast': (_: unknown, url: string) => sampleForecast(url, months),
});

describe('the dashboard contributions of Models', () => {
  it('revenue: the last complete month and its change, linking to 3D Financial Models', async () => {
    renderInWorkspace(<RevenueTile />, { api: api(36) });
    const { history } = await sampleForecast('/?model=revenue_forecast&range=12');
    const [before, last] = history.slice(-2);
    const change = ((last!.value - before!.value) / before!.value) * 100;
    const link = await screen.findByRole('link', {
      name: new RegExp(
        `^Revenue \\${dollars(last!.value)} October 2026, [+−]${Math.abs(change).toFixed(1)}% on September 2026$`,
      ),
    });
    expect(link).toHaveAttribute('href', '/3d-financial-models');
  });

  it('growth: the last 12 months on the 12 before, or what is missing', async () => {
    expect(
      revenueGrowth(Array.from({ length: 24 }, (_, i) => ({ value: i < 12 ? 100 : 110 }))),
    ).toEqual({
      figure: '+10.0%',
      detail: 'Revenue, last 12 months on the 12 before',
    });
    expect(
      revenueGrowth(Array.from({ length: 24 }, (_, i) => ({ value: i < 12 ? 100 : 75 }))).figure,
    ).toBe('−25.0%');
    renderInWorkspace(<GrowthTile />, { api: api(10) });
    expect(
      await screen.findByRole('link', {
        name: 'Growth — Growth needs 24 months of bookkeeping; you have 10',
      }),
    ).toHaveAttribute('href', '/compliance-monitor');
  });

  it('forecast: 6 Months by default, 12 Months on its tab', async () => {
    const user = userEvent.setup();
    renderInWorkspace(<ForecastCard />, { api: api(36) });
    const card = screen.getByRole('region', { name: 'Forecast' });
    expect(within(card).getByRole('tab', { name: '6 Months' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(card).findAllByRole('row')).toHaveLength(7);
    await user.click(within(card).getByRole('tab', { name: '12 Months' }));
    await within(card).findByRole('rowheader', { name: 'October 2027' });
    expect(within(card).getAllByRole('row')).toHaveLength(13);
  });

  it('Generate Forecast computes the four models and says how they did', async () => {
    const user = userEvent.setup();
    const { api: calls } = renderInWorkspace(<GenerateForecastAction />, { api: api(36) });
    await user.click(screen.getByRole('button', { name: 'Generate Forecast' }));
    const revenue = await sampleForecast('/?model=revenue_forecast');
    expect(
      await screen.findByText(
        `Four models from 36 months of books; revenue accuracy ${revenue.accuracy!.toFixed(1)}% 6 months ahead.`,
      ),
    ).toBeVisible();
    expect(calls.calls.map((c) => new URL(c.url, 'http://x').searchParams.get('model'))).toEqual([
      'revenue_forecast',
      'cash_flow',
      'risk_assessment',
      'profitability',
    ]);
  });
});
