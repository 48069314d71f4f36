import { describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import { z } from 'zod';
import { errorMiddleware } from './errorMiddleware';

function run(handler: () => Promise<void>) {
  const logged: string[] = [];
  const ctx = { status: 404, body: undefined as unknown, path: '/x', set: () => {} };
  return errorMiddleware((_level, message) => logged.push(message))(
    ctx as unknown as Context,
    handler,
  ).then(() => ({ ctx, logged }));
}

describe('errorMiddleware', () => {
  it('answers 400 naming the field when a route let a zod parse of client input throw', async () => {
    const { ctx, logged } = await run(async () => {
      z.object({ companyId: z.string().min(3, 'too short') }).parse({ companyId: 'a' });
    });
    expect(ctx.status).toBe(400);
    expect(ctx.body).toMatchObject({ fields: { companyId: 'too short' } });
    expect(logged).toEqual([]);
  });

  it('answers 500 and logs a real bug', async () => {
    const { ctx, logged } = await run(async () => {
      throw new TypeError('x is undefined');
    });
    expect(ctx.status).toBe(500);
    expect(logged).toEqual(['Unhandled error']);
  });
});
