import type { Middleware } from 'koa';
import type { ServerConfig } from '../config';

/**
 * The Content-Security-Policy of every answer. Scripts, styles, fonts, workers and connections
 * (fetch and the /sync WebSocket) come from the app's own origin only, never inline; a <style>
 * element is let in only with the page's nonce (Radix adds a few); images may also be data: URLs
 * (the two-factor QR code). Nothing may frame the app, and it frames nothing.
 */
export function contentSecurityPolicy(styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styleNonce ? ` 'nonce-${styleNonce}'` : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Features the app never uses are off; the microphone is the app's own (Voice Command). */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** One year; a browser that saw it keeps to https for that long. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sets the security headers on every answer (docs/security.md, "Security headers"). HSTS only
 * when the app is served over https: PUBLIC_URL is https, or a trusted proxy says the request
 * came over https (X-Forwarded-Proto, with TRUST_PROXY=1).
 */
export function securityHeaders(config: Pick<ServerConfig, 'publicUrl'>): Middleware {
  const publicHttps = config.publicUrl?.startsWith('https:') ?? false;
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', contentSecurityPolicy());
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (publicHttps || ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
}
