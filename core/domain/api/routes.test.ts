import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, fillPath, type PathParams, type RouteAnswer, type RouteBody } from './routes';

describe('defineRoute', () => {
  it('keeps the mount, method, path and schemas as declared', () => {
    const body = z.object({ lockDate: z.string() });
    const route = defineRoute({
      mount: 'company',
      method: 'PUT',
      path: '/settings/lock-date',
      body,
    });
    expect(route).toEqual({
      mount: 'company',
      method: 'PUT',
      path: '/settings/lock-date',
      body,
      answer: undefined,
    });
    expectTypeOf<RouteBody<typeof route>>().toEqualTypeOf<{ lockDate: string }>();
    expectTypeOf<RouteAnswer<typeof route>>().toEqualTypeOf<unknown>();
  });

  it('refuses a path that names /api or does not start at the mount', () => {
    expect(() => defineRoute({ mount: 'plugin', method: 'GET', path: '/api/payroll/run' })).toThrow(
      "Route /api/payroll/run: a path starts with '/' and is relative to its mount",
    );
    expect(() => defineRoute({ mount: 'plugin', method: 'GET', path: 'run' })).toThrow(
      /starts with/,
    );
  });
});

describe('fillPath', () => {
  it('fills each :param, URI-encoded', () => {
    expectTypeOf<PathParams<'/runs/:companyId/:runId/nacha'>>().toEqualTypeOf<
      'companyId' | 'runId'
    >();
    expect(fillPath('/runs/:companyId/:runId/nacha', { companyId: 'c 1', runId: 'r/2' })).toBe(
      '/runs/c%201/r%2F2/nacha',
    );
    expect(fillPath('/archive/:year', { year: 2025 })).toBe('/archive/2025');
    expect(fillPath('/archive', {})).toBe('/archive');
  });

  it('throws naming a param that has no value', () => {
    expect(() => fillPath('/runs/:companyId', { companyId: '' })).toThrow(
      'Route /runs/:companyId: no value for :companyId',
    );
  });
});
