import { useEffect, useState } from 'react';
import type { PluginManifest } from '@keel/core/domain';
import type { CompanySync } from '../sync';

/** Opens a company's sync (the shell passes openCompanySync; tests pass a memory one). */
export type OpenSync = (options: { companyId: string; plugins: PluginManifest[] }) => CompanySync;

/** Keeps one sync open for the current company, reopening when the company changes. */
export function useCompanyConnection(
  companyId: string | null,
  plugins: PluginManifest[],
  open: OpenSync,
): CompanySync | null {
  const [open_, setOpen] = useState<{ companyId: string; sync: CompanySync } | null>(null);
  useEffect(() => {
    if (!companyId) {
      setOpen(null);
      return;
    }
    const next = open({ companyId, plugins });
    setOpen({ companyId, sync: next });
    return () => {
      next.destroy();
    };
  }, [companyId, plugins, open]);
  // Never hand out the previous company's sync while the new one is being opened.
  return open_ && open_.companyId === companyId ? open_.sync : null;
}
