import type { PluginRoute } from './plugin/manifest';

/**
 * The signed-in pages the core itself serves; plugin pages come from their manifests' routes.
 * The web app's routes are made from this list, so a link built from it always opens a page.
 */
export const corePages = {
  profileSettings: '/settings/profile',
  accountSettings: '/settings/account',
  companySettings: '/settings/company',
} as const;

/** A path of one of the core's own signed-in pages. */
export type CorePagePath = (typeof corePages)[keyof typeof corePages];

/** Whether a route pattern (`/books/:id`, `/files/*`) matches a path, as the web app's router does. */
function routeMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  for (const [i, part] of want.entries()) {
    if (part === '*') return true;
    const seg = have[i];
    if (seg === undefined) return false;
    if (!part.startsWith(':') && part !== seg) return false;
  }
  return want.length === have.length;
}

/**
 * Whether `link` (a path, with any query or hash) opens a page of the signed-in app: a core page
 * or a route of one of `manifests`. Anything else would land on "Page not found".
 */
export function isAppPage(link: string, manifests: readonly { routes: PluginRoute[] }[]): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const path = link.split(/[?#]/)[0] ?? '';
  const patterns = [...Object.values(corePages), ...manifests.flatMap((m) => m.routes)].map((r) =>
    typeof r === 'string' ? r : r.path,
  );
  return patterns.some((pattern) => routeMatches(pattern, path));
}
