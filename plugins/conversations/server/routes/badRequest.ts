import type { Context } from 'koa';
import type { z } from 'zod';
import { validationErrorBody } from '@keel/core/domain';

/** Answers 400 naming the fields of a failed parse. */
export function badRequest(ctx: Context, error: z.ZodError): void {
  ctx.status = 400;
  ctx.body = validationErrorBody(error);
}

/** Answers with a status, a message and the field it is about. */
export function refuse(ctx: Context, status: number, field: string, message: string): void {
  ctx.status = status;
  ctx.body = { error: `${field}: ${message}`, fields: { [field]: message } };
}

/** The request's parsed JSON body, or an empty object when it has none. */
export function bodyOf(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body ?? {};
}
