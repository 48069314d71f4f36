import { useEffect, useState } from 'react';
import type { PluginManifest } from '@keel/core/domain';
import type { CompanySync } from '../sync';

/** Opens a company's sync (the shell passes openCompanySync; tests pass a memory one). */
export type OpenSync = (options: {
  companyId: string;
  plugins: PluginManifest[];
  /** The restricted scope to open instead of the company document. */
  scope?: string;
}) => CompanySync;

/** Keeps one sync open for the current company, reopening when the company changes. */
export function useCompanyConnection(
  companyId: string | null,
  plugins: PluginManifest[],
  open: OpenSync,
  scope?: string,
): CompanySync | null {
  const [open_, setOpen] = useState<{ key: string; sync: CompanySync } | null>(null);
  const key = companyId ? `${companyId}/${scope ?? ''}` : null;
  useEffect(() => {
    if (!companyId || !key) {
      setOpen(null);
      return;
    }
    const next = open({ companyId, plugins, ...(scope ? { scope } : {}) });
    setOpen({ key, sync: next });
    return () => {
      next.destroy();
    };
  }, [companyId, key, plugins, open, scope]);
  // Never hand out the previous company's sync while the new one is being opened.
  return open_ && open_.key === key ? open_.sync : null;
}
