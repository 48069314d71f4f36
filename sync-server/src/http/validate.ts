import type { Context } from 'koa';
import type { z } from 'zod';
import { validationErrorBody } from '@keel/core/domain';
import { HttpError } from './httpError';

/** Parses input with a zod schema or throws the API's 400 answer. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, { ...validationErrorBody(result.error) });
  return result.data;
}

/** The parsed JSON body (an empty object when there is none), validated. */
export function body<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const raw = (ctx.request as { body?: unknown }).body;
  return parseOr400(schema, raw === undefined || raw === null || raw === '' ? {} : raw);
}

/** The path parameters, validated. */
export function params<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return parseOr400(schema, (ctx as Context & { params?: unknown }).params ?? {});
}
