import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '@keel/core/domain';
import { startKeel, type TestKeel } from '../testing/testServer';

// Issue 10, item 8: a strict CSP, no framing, and the other security headers on every answer.
let staticDir = '';
let keel: TestKeel;
const page = `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/assets/index-AbCdEf12.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'keel-static-'));
  await writeFile(join(staticDir, 'index.html'), page);
  keel = await startKeel({ staticDir });
});
afterAll(async () => {
  await keel.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('security headers', () => {
  it('serve the app with a strict CSP and a fresh style nonce in each page', async () => {
    const first = await fetch(`${keel.url}/dashboard`);
    const second = await fetch(`${keel.url}/`);
    const csp = directives(first.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const [self, nonceSource] = csp.get('style-src') ?? [];
    expect(self).toBe("'self'");
    const nonce = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(nonceSource ?? '')?.[1];
    expect(nonce).toBeDefined();
    const html = await first.text();
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(html.match(new RegExp(`nonce="${nonce?.replace(/[+/=]/g, '\\$&')}"`, 'g'))).toHaveLength(
      2,
    );
    const other = directives(second.headers.get('content-security-policy')).get('style-src');
    expect(other?.[1]).not.toBe(nonceSource);
    expect(first.headers.get('content-security-policy')).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('forbid framing and sniffing, limit referrers and browser features, on pages and API alike', async () => {
    for (const path of ['/', '/api/health', '/api/nothing-here']) {
      const res = await fetch(keel.url + path);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(
        ["'none'"],
      );
      const features = (res.headers.get('permissions-policy') ?? '').split(', ');
      expect(features).toContain('microphone=(self)');
      expect(features).toEqual(expect.arrayContaining(['camera=()', 'geolocation=()']));
      // Plain http: a browser would ignore HSTS, and a local start must not pin https.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('send HSTS when the app is served over https', async () => {
    const https = await startKeel({ publicUrl: 'https://keel.example' });
    const proxied = await startKeel({ trustProxy: true });
    try {
      const hsts = 'max-age=31536000; includeSubDomains';
      const viaPublicUrl = await fetch(`${https.url}/api/health`);
      expect(viaPublicUrl.headers.get('strict-transport-security')).toBe(hsts);
      const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
      const viaProxy = await fetch(`${proxied.url}/api/health`, forwarded);
      expect(viaProxy.headers.get('strict-transport-security')).toBe(hsts);
      // Without TRUST_PROXY anyone could send the header: it is not believed.
      const untrusted = await fetch(`${keel.url}/api/health`, forwarded);
      expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await Promise.all([https.close(), proxied.close()]);
    }
  });
});
