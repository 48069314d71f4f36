import type { Context } from 'koa';
import type { z } from 'zod';
import { validationErrorBody } from '@keel/core/domain';

/** The request's JSON body parsed by `schema`, or null after answering 400 naming the fields. */
export function parseBodyOr400<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> | null {
  const parsed = schema.safeParse((ctx.request as { body?: unknown }).body ?? {});
  if (parsed.success) return parsed.data;
  ctx.status = 400;
  ctx.body = validationErrorBody(parsed.error);
  return null;
}
