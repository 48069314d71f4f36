import type { SimpleFinHttpOptions } from '../simplefin';

/**
 * How the server reaches SimpleFIN. KEEL_SIMPLEFIN_ALLOW_LOCAL=1 lets a test suite use a fake
 * SimpleFIN server on 127.0.0.1 over http; production never sets it.
 */
export function simpleFinOptions(env: NodeJS.ProcessEnv = process.env): SimpleFinHttpOptions {
  const local = env.KEEL_SIMPLEFIN_ALLOW_LOCAL === '1';
  return local ? { allowInsecureHosts: true, allowPrivateHosts: true } : {};
}
