import type { ServiceRef } from '../domain';
import type { ServerPluginContext, ServiceProvision } from './types';

/**
 * Declares one service a server plugin provides (list it in `serverPlugin.services`): `make` runs
 * once, on first use, with the provider's own context, and its result is what users' `get` returns.
 */
export function provideService<T>(
  ref: ServiceRef<T, unknown>,
  make: (ctx: ServerPluginContext) => T,
): ServiceProvision<T> {
  return { ref, make };
}
