import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@keel/core/domain';
import { ApiError } from './ApiError';
import { setApiFetch } from './request';
import { companyApi, pluginApi } from './routeClient';

let restore: (() => void) | null = null;
afterEach(() => restore?.());

/** A fetch that answers `body` with `status`, recording each URL and init. */
function answering(status: number, body: string) {
  const seen: { url: string; init: RequestInit }[] = [];
  restore = setApiFetch(async (url, init) => {
    seen.push({ url, init: init ?? {} });
    return new Response(body, { status });
  });
  return seen;
}

const saveEmployees = defineRoute({
  mount: 'plugin',
  method: 'POST',
  path: '/employees/:companyId',
  body: z.object({ employees: z.array(z.record(z.string(), z.unknown())) }),
  answer: z.object({ message: z.string() }),
});
const preview = defineRoute({ mount: 'company', method: 'GET', path: '/books/preview' });
const checks = defineRoute({
  mount: 'plugin',
  method: 'POST',
  path: '/runs/:companyId/:runId/checks.pdf',
});

describe('pluginApi and companyApi', () => {
  it("calls a plugin's route under /api/<its id>, the body as JSON, the answer parsed", async () => {
    const seen = answering(200, '{"message":"1 employee saved","employeeIds":["e1"]}');
    const answer = await pluginApi({ id: 'payroll' }).call(
      saveEmployees,
      { companyId: 'c 1' },
      { employees: [{ firstName: 'Ada' }] },
    );
    expect(answer).toEqual({ message: '1 employee saved' });
    expect(seen[0]?.url).toBe('/api/payroll/employees/c%201');
    expect(seen[0]?.init).toMatchObject({
      method: 'POST',
      body: '{"employees":[{"firstName":"Ada"}]}',
    });
  });

  it('throws when the answer is not the declared shape, and ApiError for a refusal', async () => {
    answering(200, '{"note":"not a message"}');
    await expect(
      pluginApi({ id: 'payroll' }).call(saveEmployees, { companyId: 'c1' }, { employees: [] }),
    ).rejects.toThrow(z.ZodError);
    answering(409, '{"error":"Closed period"}');
    const refused = await pluginApi({ id: 'payroll' })
      .call(saveEmployees, { companyId: 'c1' }, { employees: [] })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
  });

  it("calls a company's route under /api/companies/<id>, with a query", async () => {
    const seen = answering(200, '{"accounts":[]}');
    const api = companyApi('c-analytical');
    expect(api.path(preview, {}, { asOf: '2026-11-25', skip: undefined })).toBe(
      '/api/companies/c-analytical/books/preview?asOf=2026-11-25',
    );
    await expect(
      api.call(preview, {}, undefined, { query: { asOf: '2026-11-25' } }),
    ).resolves.toEqual({
      accounts: [],
    });
    expect(seen[0]?.url).toBe('/api/companies/c-analytical/books/preview?asOf=2026-11-25');
    expect(seen[0]?.init.method).toBe('GET');
  });

  it('fetches a file with the route’s method', async () => {
    const seen = answering(200, '%PDF-1.7');
    const file = await pluginApi({ id: 'payroll' }).file(checks, { companyId: 'c1', runId: 'r1' });
    expect(new TextDecoder().decode(file.bytes)).toBe('%PDF-1.7');
    expect(seen[0]).toMatchObject({
      url: '/api/payroll/runs/c1/r1/checks.pdf',
      init: { method: 'POST' },
    });
  });

  it('refuses a route served on the other router', () => {
    // @ts-expect-error: a company route is not one of the plugin's own
    expect(() => pluginApi({ id: 'payroll' }).path(preview, {})).toThrow(
      'Route /books/preview is served on the company router, not the plugin',
    );
  });
});
