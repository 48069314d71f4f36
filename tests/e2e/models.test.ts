import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { startTestServer, type TestServer } from '../support/testServer';

// One owner whose books hold two years of a bakery's sales and rent opens 3D Financial Models, moves
// through its tabs and parameters, turns the 3D view and exports a model. The tests run in order.
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const owner = newPerson('Nora', 'Nora Bakery');

/** Two years of books, November 2024 to October 2026 (the server stands at 25 November 2026). */
async function postTwoYears(companyId: string): Promise<void> {
  const post = async (date: string, memo: string, lines: object[]) => {
    const res = await page.request.post(`/api/companies/${companyId}/entries`, {
      data: { date, memo, lines },
      headers: { origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await post('2023-06-01', 'Owner investment', [
    { accountId: 'checking', debit: '30000' },
    { accountId: 'owners-capital', credit: '30000' },
  ]);
  for (let t = 0; t < 24; t += 1) {
    const year = 2024 + Math.floor((10 + t) / 12);
    const month = `${year}-${String(((10 + t) % 12) + 1).padStart(2, '0')}`;
    const sales = 18_000 + 150 * t + 3_000 * Math.sin((2 * Math.PI * (t + 3)) / 12) + (t % 5) * 120;
    await post(`${month}-12`, 'Sales', [
      { accountId: 'checking', debit: sales.toFixed(2) },
      { accountId: 'service-revenue', credit: sales.toFixed(2) },
    ]);
    await post(`${month}-20`, 'Rent and supplies', [
      { accountId: 'rent', debit: '16500' },
      { accountId: 'checking', credit: '16500' },
    ]);
  }
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ context, page } = await openUser(browser, server.url));
  context.setDefaultTimeout(10_000);
  await signUpFromLanding(page, owner);
  const session = (await (await page.request.get('/api/session')).json()) as {
    user: { companyId: string };
  };
  await postTwoYears(session.user.companyId);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const statistic = (term: string) =>
  page
    .getByRole('region', { name: 'Model Statistics' })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd')
    .innerText();

describe('3D Financial Models in the browser', () => {
  it('opens from the sidebar on the revenue forecast computed from the books', async () => {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /3D Financial Models/ })
      .click();
    await page.waitForURL('**/3d-financial-models');
    await page.getByRole('heading', { name: '3D Financial Models', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Revenue Forecast (2D)' }).waitFor();
    expect(await statistic('Data Points')).toBe('24');
    expect(await statistic('Accuracy')).toMatch(/^\d+\.\d% (Good|Fair|Needs attention)$/);
    await page.getByText('Data Points: 24').waitFor();
    expect(await page.locator('.models-chart svg .recharts-area').count()).toBe(1);
    const insights = page.getByRole('region', { name: 'AI Insights' }).getByRole('listitem');
    expect(await insights.count()).toBe(3);
    await screenshot(page, 'models-revenue-2d');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('follows the books: a sale booked elsewhere has the forecast computed again', async () => {
    const session = (await (await page.request.get('/api/session')).json()) as {
      user: { companyId: string };
    };
    const asked = page.waitForResponse(
      (r) => r.url().includes('/api/models/forecast') && r.url().includes('revenue_forecast'),
    );
    const posted = await page.request.post(`/api/companies/${session.user.companyId}/entries`, {
      data: {
        date: '2026-10-28',
        memo: 'Wedding cake order',
        lines: [
          { accountId: 'checking', debit: '5000' },
          { accountId: 'service-revenue', credit: '5000' },
        ],
      },
      headers: { origin: server.url },
    });
    expect(posted.status()).toBe(201);
    expect((await asked).status()).toBe(200);
  });

  it('switches to the risk model and asks again when the confidence moves', async () => {
    await page.getByRole('tab', { name: 'Risk Assessment' }).click();
    await page.getByRole('heading', { name: 'Risk Assessment (2D)' }).waitFor();
    await page.getByRole('table', { name: /Chance that cash has fallen below zero/ }).waitFor();
    const asked = page.waitForRequest((r) => r.url().includes('confidence=80'));
    await page.getByRole('slider', { name: /Confidence Level/ }).fill('80');
    await asked;
    await page.getByRole('slider', { name: 'Confidence Level: 80%' }).waitFor();
    await page
      .getByRole('region', { name: 'Model Statistics' })
      .getByText('Interval coverage at 80%')
      .waitFor();
    await page.getByLabel('Time Range').selectOption('12');
    await page.getByText('Data Points: 12').waitFor();
    await screenshot(page, 'models-risk-2d');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('draws the cash flow in 3D, and turns and zooms it', async () => {
    await page.getByRole('tab', { name: 'Cash Flow' }).click();
    await page.getByLabel('Time Range').selectOption('36');
    await page.getByRole('button', { name: '3D' }).click();
    await page.getByRole('heading', { name: 'Cash Flow (3D)' }).waitFor();
    const canvas = page.getByRole('img', { name: /Cash Flow in 3D/ });
    await canvas.waitFor();
    await screenshot(page, 'models-cash-3d');
    const before = await canvas.screenshot();
    await page.getByRole('button', { name: 'Rotate left' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const turned = await canvas.screenshot();
    expect(turned.equals(before)).toBe(false);
    // A mouse drag turns it too (OrbitControls).
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    expect((await canvas.screenshot()).equals(turned)).toBe(false);
    await screenshot(page, 'models-cash-3d-turned');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('exports the model as <modelId>-<date>.json with the spec’s fields', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Model' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cash_flow-2026-11-25.json');
    const content = JSON.parse(await readFile(await file.path(), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(content).toMatchObject({
      modelId: 'cash_flow',
      modelName: 'Cash Flow',
      dataPoints: 24,
      parameters: { viewMode: '3d', confidenceLevel: 80 },
    });
    expect(content.forecast).toHaveLength(6);
    await toast(page, 'Model Exported').waitFor();
  });

  it('fills the dashboard: the figures row, the forecast card and Generate Forecast', async () => {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /AI Overview/ })
      .click();
    const row = page.getByRole('region', { name: 'Key figures' });
    await row
      .getByRole('link', { name: /^Revenue \$[\d,]+ October 2026, [+−][\d.]+% on September 2026$/ })
      .waitFor();
    await row.getByRole('link', { name: /^Employees 0 / }).waitFor();
    await row
      .getByRole('link', { name: /^Growth [+−][\d.]+% Revenue, last 12 months on the 12 before$/ })
      .waitFor();
    const forecastCard = page.getByRole('region', { name: 'Forecast' });
    await forecastCard.getByRole('rowheader', { name: 'April 2027' }).waitFor();
    expect(await forecastCard.getByRole('row').count()).toBe(7);
    await forecastCard.getByRole('tab', { name: '12 Months' }).click();
    await forecastCard.getByRole('rowheader', { name: 'October 2027' }).waitFor();
    const center = page.getByRole('region', { name: 'AI Operations Center' });
    await center.getByRole('button', { name: 'Payroll AI' }).waitFor();
    await center.getByRole('button', { name: 'Generate Forecast' }).click();
    await toast(page, 'Forecast Generated').waitFor();
    await screenshot(page, 'models-dashboard');
    expect(await accessibilityProblems(page)).toEqual([]);
    await row.getByRole('link', { name: /^Revenue / }).click();
    await page.waitForURL('**/3d-financial-models');
  });
});
