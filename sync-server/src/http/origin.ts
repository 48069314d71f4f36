import type { IncomingMessage } from 'node:http';

/** The app's own origin for this request: PUBLIC_URL, or the request's own host. */
export function expectedOrigin(
  req: IncomingMessage,
  publicUrl: string | null,
  secure: boolean,
): string | null {
  if (publicUrl) return publicUrl;
  const host = req.headers.host;
  return host ? `${secure ? 'https' : 'http'}://${host}` : null;
}

/** Whether an Origin (or Referer) header names the app's own origin. */
export function isOwnOrigin(
  header: string | undefined,
  req: IncomingMessage,
  publicUrl: string | null,
): boolean {
  if (!header) return false;
  let origin: URL;
  try {
    origin = new URL(header);
  } catch {
    return false;
  }
  if (publicUrl) return origin.origin === publicUrl;
  // Without PUBLIC_URL the scheme is unknown behind a proxy; the host must match.
  return (
    origin.host === req.headers.host &&
    (origin.protocol === 'http:' || origin.protocol === 'https:')
  );
}
