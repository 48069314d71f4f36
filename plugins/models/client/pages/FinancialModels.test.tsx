// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { sampleForecast } from '../fixtures/sampleForecasts';
import { FinancialModels } from './FinancialModels';

function renderPage(months = 36) {
  return renderInWorkspace(<FinancialModels />, {
    api: { 'GET /api/models/forecast': (_: unknown, url: string) => sampleForecast(url, months) },
  });
}

const figure = (term: string) =>
  within(screen.getByRole('region', { name: 'Model Statistics' }))
    .getByText(term)
    .closest('div')!
    .querySelector('dd')!.textContent;

describe('3D Financial Models', () => {
  it('shows the revenue forecast with its backtested statistics and three insights', async () => {
    const { api } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Revenue Forecast (2D)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Revenue Forecast' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const expected = await sampleForecast('/?model=revenue_forecast');
    expect(figure('Accuracy')).toContain(`${expected.accuracy!.toFixed(1)}%`);
    expect(figure('Data Points')).toBe('36');
    expect(screen.getByText(`Data Points: 36`)).toBeVisible();
    const insights = within(screen.getByRole('region', { name: 'AI Insights' })).getAllByRole(
      'listitem',
    );
    expect(insights).toHaveLength(3);
    expect(api.calls[0]!.url).toContain('model=revenue_forecast');
    expect(api.calls[0]!.url).toContain('confidence=95');
  });

  it('asks again when the tab, the slider or the range change', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await screen.findByRole('heading', { name: 'Revenue Forecast (2D)' });
    await user.click(screen.getByRole('tab', { name: 'Risk Assessment' }));
    expect(await screen.findByRole('heading', { name: 'Risk Assessment (2D)' })).toBeVisible();
    expect(screen.getByRole('table')).toHaveAccessibleName(
      /Chance that cash has fallen below zero/,
    );
    const slider = screen.getByRole('slider', { name: 'Confidence Level: 95%' });
    fireEvent.change(slider, { target: { value: '93' } });
    expect(screen.getByRole('slider', { name: 'Confidence Level: 93%' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Time Range'), 'Last 24 Months');
    await vi.waitFor(() =>
      expect(api.calls.at(-1)!.url).toMatch(/model=risk_assessment.*confidence=93.*range=24/),
    );
  });

  it('says what a short history lacks', async () => {
    renderPage(5);
    expect(
      await screen.findByText('8 months of bookkeeping are needed for a forecast; you have 5.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export Model' })).toBeEnabled();
  });

  it('exports the model as the spec names it', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:model';
    };
    URL.revokeObjectURL = () => {};
    renderPage();
    await screen.findByRole('heading', { name: 'Revenue Forecast (2D)' });
    await user.click(screen.getByRole('button', { name: '3D' }));
    expect(screen.getByRole('button', { name: '3D' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Export Model' }));
    expect(await screen.findByText('revenue_forecast-2026-11-25.json')).toBeVisible();
    const file = JSON.parse(await created[0]!.text()) as Record<string, unknown>;
    expect(file).toMatchObject({
      modelId: 'revenue_forecast',
      modelName: 'Revenue Forecast',
      dataPoints: 36,
      parameters: { viewMode: '3d', confidenceLevel: 95 },
    });
    expect(file.forecast).toHaveLength(6);
  });

  it('asks for a company when the member is in none, and calls nothing', async () => {
    const { api } = renderInWorkspace(<FinancialModels />, { user: { companyId: null } });
    expect(await screen.findByText('Choose a company to see its forecasts.')).toBeVisible();
    expect(api.calls.filter((c) => c.url.includes('/api/models/'))).toEqual([]);
  });
});
