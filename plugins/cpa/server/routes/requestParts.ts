import type { Context } from 'koa';
import type { z } from 'zod';
import { validationErrorBody } from '@keel/core/domain';
import { practiceBodySchema, practiceQuerySchema } from '../../domain/requests';

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

/** The parsed JSON body of a request ({} without one). */
export function bodyOf(ctx: Context): unknown {
  const body = (ctx.request as { body?: unknown }).body;
  return typeof body === 'object' && body !== null ? body : {};
}

/** The practice of a read: the `companyId` query parameter (400 naming it when malformed). */
export function practiceOfQuery(ctx: Context): string | null {
  return parseOr400(ctx, practiceQuerySchema, ctx.query)?.companyId ?? null;
}

/** The practice of a write: the `companyId` body field, checked before anything else is. */
export function practiceOfBody(ctx: Context): string | null {
  return parseOr400(ctx, practiceBodySchema, bodyOf(ctx))?.companyId ?? null;
}

/** Answers 404 with the message of something the practice does not have (or may not see). */
export function notFound(ctx: Context, error: string): void {
  ctx.status = 404;
  ctx.body = { error };
}
