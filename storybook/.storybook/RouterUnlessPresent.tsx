import type { ReactNode } from 'react';
import { MemoryRouter, useInRouterContext } from 'react-router-dom';

/**
 * A MemoryRouter at `route`, unless a router is already above: stories framed by the core's
 * `storyFrame` bring their own, and react-router throws on a router inside another.
 */
export function RouterUnlessPresent({ route, children }: { route: string; children: ReactNode }) {
  if (useInRouterContext()) return children;
  return <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
}
