import { useEffect, useRef, useState } from 'react';
import type { PluginManifest } from '@keel/core/domain';
import type { CompanySync } from '../sync';

/** Opens a company's sync (the shell passes openCompanySync; tests pass a memory one). */
export type OpenSync = (options: {
  companyId: string;
  plugins: PluginManifest[];
  /** The restricted scope to open instead of the company document. */
  scope?: string;
  /** What to wait for (briefly) before loading the document: see OpenCompanySyncOptions. */
  beforeLoad?: () => Promise<unknown>;
}) => CompanySync;

/** Keeps one sync open for the current company, reopening when the company changes. */
export function useCompanyConnection(
  companyId: string | null,
  plugins: PluginManifest[],
  open: OpenSync,
  {
    scope,
    beforeLoad,
  }: {
    /** The restricted scope to open instead of the company document. */
    scope?: string;
    /** Given to each opening as `beforeLoad`; the latest one is used, and changing it reopens nothing. */
    beforeLoad?: (companyId: string) => Promise<unknown>;
  } = {},
): CompanySync | null {
  const [open_, setOpen] = useState<{ key: string; sync: CompanySync } | null>(null);
  const key = companyId ? `${companyId}/${scope ?? ''}` : null;
  const beforeLoadRef = useRef(beforeLoad);
  // Before the effect below, which runs after it in the same commit.
  useEffect(() => {
    beforeLoadRef.current = beforeLoad;
  });
  useEffect(() => {
    if (!companyId || !key) {
      setOpen(null);
      return;
    }
    const preview = beforeLoadRef.current;
    const next = open({
      companyId,
      plugins,
      ...(scope ? { scope } : {}),
      ...(preview ? { beforeLoad: () => preview(companyId) } : {}),
    });
    setOpen({ key, sync: next });
    return () => {
      next.destroy();
    };
  }, [companyId, key, plugins, open, scope]);
  // Never hand out the previous company's sync while the new one is being opened.
  return open_ && open_.key === key ? open_.sync : null;
}
