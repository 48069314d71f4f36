import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PluginsProvider } from '../client/plugins';
import { CompanySyncProvider } from '../client/sync';
import { Toaster } from '../client/ui';
import type { WorkspaceFrame } from './createWorkspaceFrame';
import { TestSession } from './TestSession';

/** Router, toasts, session, plugins and company sync of a frame: what the app's shell provides. */
export function WorkspaceProviders({
  frame,
  toastDuration,
  children,
}: {
  frame: WorkspaceFrame;
  /** How long a toast stays (default the Toaster's); tests keep them up to read them. */
  toastDuration?: number;
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[frame.route]}>
      <Toaster duration={toastDuration}>
        <TestSession user={frame.user} companies={frame.companies}>
          <PluginsProvider plugins={frame.plugins}>
            <CompanySyncProvider sync={frame.sync}>{children}</CompanySyncProvider>
          </PluginsProvider>
        </TestSession>
      </Toaster>
    </MemoryRouter>
  );
}
