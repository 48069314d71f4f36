import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Middleware } from 'koa';

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
    const isIndex = file.path.endsWith(`${sep}index.html`);
    ctx.set(
      'Cache-Control',
      isIndex
        ? 'no-cache'
        : HASHED.test(file.path)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
    );
    // HEAD gets the headers only: no file stream is opened that nobody would read.
    ctx.body = ctx.method === 'HEAD' ? Buffer.alloc(0) : createReadStream(file.path);
    ctx.type = extname(file.path);
    ctx.length = file.size;
  };
}
