import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { CompanySummary, User } from '@keel/core/domain';
import { PluginsProvider, type DiscoveredPlugin } from '../plugins';
import { Toaster } from '../ui';
import { TestSession } from './TestSession';

/** Props of Harness: who is signed in, their companies, the plugins and the starting path. */
export interface HarnessProps {
  user?: User | null;
  companies?: CompanySummary[];
  plugins?: DiscoveredPlugin[];
  path?: string;
  children: ReactNode;
}

/** Router, toasts, an in-memory session and plugins around a piece of the client. */
export function Harness({ user = null, companies = [], plugins = [], path = '/', children }: HarnessProps) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Toaster duration={100000}>
        <TestSession user={user} companies={companies}>
          <PluginsProvider plugins={plugins}>{children}</PluginsProvider>
        </TestSession>
      </Toaster>
    </MemoryRouter>
  );
}
