// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getNonce } from 'get-nonce';
import { CSP_NONCE_PLACEHOLDER } from '../domain/cspNonce';
import { cspNonce, shareCspNonce } from './cspNonce';

const withMeta = (nonce: string) => {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
};

afterEach(() => document.head.querySelector('meta[property="csp-nonce"]')?.remove());

describe('the page’s CSP nonce', () => {
  it('is read from the meta tag the server filled, and given to the style injectors', () => {
    withMeta('c2VydmVyLW5vbmNl');
    expect(cspNonce()).toBe('c2VydmVyLW5vbmNl');
    shareCspNonce();
    expect(getNonce()).toBe('c2VydmVyLW5vbmNl');
  });

  it('is absent where the build’s placeholder was never replaced, or there is no tag', () => {
    expect(cspNonce()).toBeUndefined();
    withMeta(CSP_NONCE_PLACEHOLDER);
    expect(cspNonce()).toBeUndefined();
  });
});
