import { useMemo, type ReactNode } from 'react';
import { OpenSyncContext, useOpenSync, type OpenSync } from '@keel/core/client';

/**
 * Test support: records the scope of every document the shell is asked to open ('company' for
 * the company document), then opens it as the shell would.
 */
export function SpyOnOpenings({ opened, children }: { opened: string[]; children: ReactNode }) {
  const outer = useOpenSync();
  const spying = useMemo(() => {
    if (!outer) return null;
    const openSync: OpenSync = (options) => {
      opened.push(options.scope ?? 'company');
      return outer.openSync(options);
    };
    return { ...outer, openSync };
  }, [outer, opened]);
  return <OpenSyncContext.Provider value={spying}>{children}</OpenSyncContext.Provider>;
}
