import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context, Middleware } from 'koa';
import { CSP_NONCE_PLACEHOLDER } from '@keel/core/domain';
import { contentSecurityPolicy } from './securityHeaders';

const HASHED = /[.-][A-Za-z0-9_-]{8,}\.(js|css|mjs|woff2?|png|svg|jpe?g|webp|avif|ico|wasm)$/;

async function fileAt(path: string): Promise<{ path: string; size: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : null;
  } catch {
    return null;
  }
}

/**
 * Answers index.html with a fresh nonce in place of the build's placeholder, and the CSP that
 * allows the <style> elements carrying it.
 */
async function serveIndex(ctx: Context, path: string): Promise<void> {
  const nonce = randomBytes(16).toString('base64');
  const html = (await readFile(path, 'utf8')).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
  ctx.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  ctx.set('Cache-Control', 'no-cache');
  ctx.type = 'html';
  ctx.body = ctx.method === 'HEAD' ? Buffer.alloc(0) : html;
  ctx.length = Buffer.byteLength(html);
}

/**
 * Serves the built web app for GET/HEAD outside /api and /sync, falling back to index.html for
 * client routes. Hashed assets are cached for a year; index.html is never cached.
 */
export function staticFiles(staticDir: string): Middleware {
  const root = resolve(staticDir);
  return async (ctx, next) => {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api') ||
      ctx.path.startsWith('/sync')
    )
      return next();
    let requested: string;
    try {
      requested = normalize(join(root, decodeURIComponent(ctx.path)));
    } catch {
      return next();
    }
    const inside = requested === root || requested.startsWith(root + sep);
    const file =
      (inside ? await fileAt(requested) : null) ??
      (extname(ctx.path) ? null : await fileAt(join(root, 'index.html')));
    if (!file) return next();
    if (file.path.endsWith(`${sep}index.html`)) return serveIndex(ctx, file.path);
    ctx.set(
      'Cache-Control',
      HASHED.test(file.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
    // HEAD gets the headers only: no file stream is opened that nobody would read.
    ctx.body = ctx.method === 'HEAD' ? Buffer.alloc(0) : createReadStream(file.path);
    ctx.type = extname(file.path);
    ctx.length = file.size;
  };
}
