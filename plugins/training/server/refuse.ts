import type { Context } from 'koa';
import type { FieldRefusal } from '../domain/progress/progress';

/** Answers 400 naming the field at fault. */
export function refuse(ctx: Context, { field, message }: Pick<FieldRefusal, 'field' | 'message'>) {
  ctx.status = 400;
  ctx.body = { error: `${field}: ${message}`, fields: { [field]: message } };
}
