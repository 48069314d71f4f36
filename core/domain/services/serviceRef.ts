import { z } from 'zod';

/** A service id: the providing side's namespace, a dot, the service's name ('bookkeeping.ledger'). */
export const serviceIdSchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{1,31}\.[a-z][A-Za-z0-9]{0,47}$/,
    'Service ids are <plugin-id>.<name>, e.g. bookkeeping.ledger',
  );

/**
 * A typed handle on a service: the provider exports it from its `domain/public.ts`, users pass it
 * to `ctx.services.get(ref)` (server) or `useService(ref)` (browser). `T` is the service on the
 * server; `B`, in the browser, where a service is a hook's answer for the open company and the
 * signed-in member, may differ (default `T`). Both exist only for the type checker; the id is what
 * manifests name in `provides` and `uses`.
 */
export interface ServiceRef<T, B = T> {
  readonly id: string;
  /** Never set: carries the service's type on the server. */
  readonly type?: T;
  /** Never set: carries the service's type in the browser. */
  readonly browserType?: B;
}

/** Makes a service ref; the id must be one a manifest can name. */
export function createServiceRef<T, B = T>(id: string): ServiceRef<T, B> {
  const parsed = serviceIdSchema.safeParse(id);
  if (!parsed.success)
    throw new Error(`Service ref ${id}: ${parsed.error.issues[0]?.message ?? 'bad id'}`);
  return { id };
}
