import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { coreManifest } from '@keel/core/domain';
import { api } from '../api';
import { usePlugins } from '../plugins';
import { useSession } from '../session';
import { CompanySyncProvider, openCompanySync } from '../sync';
import { Spinner, useToast } from '../ui';
import { CommandPalette } from './CommandPalette';
import { Header } from './Header';
import { OfflineCopyJanitor } from './OfflineCopyJanitor';
import { SessionExpiryWatch } from './SessionExpiryWatch';
import { Sidebar } from './Sidebar';
import { OutdatedBanner, TooLargeBanner } from './SyncStatus';
import { OpenSyncContext } from './OpenSyncContext';
import { useCompanyConnection, type OpenSync } from './useCompanyConnection';

/** The signed-in shell: sidebar, header, command palette and the current company's sync. */
export function Shell({
  openSync = openCompanySync as OpenSync,
  children,
}: {
  openSync?: OpenSync;
  children?: ReactNode;
}) {
  const { user, companies, setUser } = useSession();
  const { plugins, previewRoute } = usePlugins();
  const { toast } = useToast();
  const { pathname } = useLocation();
  const manifests = useMemo(() => [coreManifest, ...plugins.map((p) => p.manifest)], [plugins]);
  // The page on screen when the company's document opens may show a preview before it loads.
  const sync = useCompanyConnection(user?.companyId ?? null, manifests, openSync, {
    beforeLoad: (companyId) => previewRoute(pathname, companyId),
  });
  const opener = useMemo(() => ({ openSync, manifests }), [openSync, manifests]);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setPaletteOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => setSidebarOpen(false), [pathname]);

  const switchCompany = useCallback(
    async (companyId: string) => {
      const target = companies.find((c) => c.id === companyId);
      try {
        setUser((await api.switchCompany(companyId)).user);
        toast({
          title: 'Company Switched',
          description: `Now managing ${target?.name ?? 'the company'}`,
        });
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to switch company. Please try again.',
          variant: 'destructive',
        });
      }
    },
    [companies, setUser, toast],
  );

  const frame = (
    <div className="k-shell">
      <Sidebar open={sidebarOpen} onNavigate={() => setSidebarOpen(false)} hasSync={!!sync} />
      <div className="k-main">
        <Header
          hasSync={!!sync}
          onOpenSearch={() => setPaletteOpen(true)}
          onToggleSidebar={() => setSidebarOpen((o) => !o)}
        />
        {sync && <OutdatedBanner />}
        {sync && <TooLargeBanner />}
        {sync && <SessionExpiryWatch />}
        <OfflineCopyJanitor />
        <main className="k-content" id="main">
          {user?.companyId && !sync ? (
            <Spinner label="Connecting to your company..." showLabel />
          ) : (
            (children ?? <Outlet />)
          )}
        </main>
      </div>
      <CommandPalette
        open={paletteOpen}
        onOpenChange={setPaletteOpen}
        onSwitchCompany={(id) => void switchCompany(id)}
        {...(sync ? { getStore: (id: string) => sync.getStore(id) } : {})}
      />
    </div>
  );
  return (
    <OpenSyncContext.Provider value={opener}>
      {sync ? <CompanySyncProvider sync={sync}>{frame}</CompanySyncProvider> : frame}
    </OpenSyncContext.Provider>
  );
}
