import { useMemo, type ReactNode } from 'react';
import { OpenSyncContext, type OpenSyncValue } from '../client/shell/OpenSyncContext';
import { MemoryRouter } from 'react-router-dom';
import { PluginsProvider } from '../client/plugins';
import { CompanySyncProvider } from '../client/sync';
import { ClockProvider } from '../client/clock';
import { Toaster } from '../client/ui';
import type { WorkspaceFrame } from './createWorkspaceFrame';
import { TestSession } from './TestSession';
import { NotificationInboxProvider } from '../client/notifications';

/** Clock, router, toasts, session, plugins and company sync of a frame: what the app provides. */
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
  const opener = useMemo<OpenSyncValue | null>(() => {
    const sync = frame.sync;
    if (!sync) return null;
    // The frame's memory document binds every table, restricted scopes included: a scoped
    // document is the same one, kept open by the frame rather than closed with the view.
    return {
      manifests: frame.manifests,
      openSync: () => ({ ...sync, destroy: () => {} }),
    };
  }, [frame]);
  return (
    <ClockProvider clock={frame.clock}>
      <MemoryRouter initialEntries={[frame.route]}>
        <Toaster duration={toastDuration}>
          <TestSession user={frame.user} companies={frame.companies}>
            <NotificationInboxProvider>
              <PluginsProvider plugins={frame.plugins}>
                <OpenSyncContext.Provider value={opener}>
                  <CompanySyncProvider sync={frame.sync}>{children}</CompanySyncProvider>
                </OpenSyncContext.Provider>
              </PluginsProvider>
            </NotificationInboxProvider>
          </TestSession>
        </Toaster>
      </MemoryRouter>
    </ClockProvider>
  );
}
