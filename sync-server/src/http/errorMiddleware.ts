import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { validationErrorBody } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import { HttpError } from './httpError';

/** Turns thrown errors into JSON answers; only real bugs become a 500, and those are logged. */
export function errorMiddleware(log: LogFn): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = error.body;
        ctx.set(error.headers);
        return;
      }
      // A route that parsed client input with .parse() instead of answering 400 itself.
      if (error instanceof ZodError) {
        ctx.status = 400;
        ctx.body = validationErrorBody(error);
        return;
      }
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        // Body parser errors (malformed JSON, too large, wrong type) are the client's.
        ctx.status = status;
        ctx.body = {
          error:
            status === 413 ? 'The request body is too large' : 'The request body is not valid JSON',
          fields: {},
        };
        return;
      }
      log('error', 'Unhandled error', {
        path: ctx.path,
        error: error instanceof Error ? error.stack : String(error),
      });
      ctx.status = 500;
      ctx.body = { error: 'Something went wrong on the server' };
    }
  };
}
