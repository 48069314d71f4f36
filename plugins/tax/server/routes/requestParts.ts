import type { Context } from 'koa';
import type { z } from 'zod';
import { validationErrorBody } from '@keel/core/domain';
import { companyQuerySchema } from '../../domain/requests';

/** Answers 400 naming the fields `schema` refuses in `value`, or gives the parsed value. */
export function parseOr400<S extends z.ZodType>(
  ctx: Context,
  schema: S,
  value: unknown,
): z.output<S> | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.status = 400;
  ctx.body = validationErrorBody(parsed.error);
  return null;
}

/** The company of a read: the `companyId` query parameter (400 naming it when malformed). */
export function companyOfQuery(ctx: Context): string | null {
  return parseOr400(ctx, companyQuerySchema, ctx.query)?.companyId ?? null;
}

/** The parsed JSON body of a request ({} without one). */
export function bodyOf(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body ?? {};
}

/** The company of a write: the `companyId` body field, checked before anything else is. */
export function companyOfBody(ctx: Context): string | null {
  const body = bodyOf(ctx);
  const fields = typeof body === 'object' && body !== null ? body : {};
  return parseOr400(ctx, companyQuerySchema, fields)?.companyId ?? null;
}
