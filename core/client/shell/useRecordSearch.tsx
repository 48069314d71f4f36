import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Store } from 'tinybase';
import { usePlugins, type SearchProvider, type SearchResult } from '../plugins';
import { useSession } from '../session';
import type { CompanySync } from '../sync';
import { useOpenSync } from './OpenSyncContext';
import { roleMayReadScope, useScopeSync } from './useScopeSync';

/** How many record hits the palette lists at most. */
const MAX_RECORDS = 20;

/** An open restricted document, and a count that goes up whenever its state or stores change. */
interface OpenScope {
  sync: CompanySync;
  version: number;
}

/** Keeps the document of `scope` open while mounted and reports it, again on every change. */
function ScopeDocument({
  scope,
  onChange,
}: {
  scope: string;
  onChange: (scope: string, open: OpenScope | null) => void;
}) {
  const sync = useScopeSync(scope);
  useEffect(() => {
    if (!sync) return;
    let version = 0;
    const report = () => onChange(scope, { sync, version: version++ });
    report();
    const unsubscribe = sync.subscribe(report);
    void sync.ready.then(report);
    return () => {
      unsubscribe();
      onChange(scope, null);
    };
  }, [scope, sync, onChange]);
  return null;
}

async function ask(provider: SearchProvider, query: string, getStore: SearchStores) {
  try {
    return (await provider.search(query, { getStore })).map((r) => ({
      ...r,
      id: `${provider.id}:${r.id}`,
    }));
  } catch {
    // One broken provider leaves the others' hits.
    return [];
  }
}

type SearchStores = (pluginId: string) => Store | undefined;

/**
 * The plugins' record hits for `query` while the palette is open. Providers of a restricted scope
 * are asked only when the member's role may read it; `scopeDocuments` opens their documents (render
 * it while the palette is open), so a role that may not read a scope never loads it.
 */
export function useRecordSearch(
  open: boolean,
  query: string,
  getStore: SearchStores | undefined,
): { records: SearchResult[]; scopeDocuments: ReactNode } {
  const { clientPlugins } = usePlugins();
  const { currentCompany } = useSession();
  const opener = useOpenSync();
  const [scopes, setScopes] = useState<Record<string, OpenScope | undefined>>({});
  const [records, setRecords] = useState<SearchResult[]>([]);

  const providers = useMemo(() => {
    const role = currentCompany?.role;
    const manifests = opener?.manifests ?? [];
    return clientPlugins
      .flatMap((c) => c.searchProviders)
      .filter((p) => !p.scope || (role && roleMayReadScope(manifests, p.scope, role)));
  }, [clientPlugins, currentCompany, opener]);
  const scopeIds = useMemo(
    () => [...new Set(providers.flatMap((p) => (p.scope ? [p.scope] : [])))],
    [providers],
  );
  const onScopeChange = useCallback(
    (scope: string, next: OpenScope | null) =>
      setScopes((all) => ({ ...all, [scope]: next ?? undefined })),
    [],
  );

  useEffect(() => {
    const words = query.trim();
    if (!open || !words) return setRecords([]);
    let live = true;
    const asked = providers.flatMap((provider) => {
      const stores = provider.scope
        ? scopes[provider.scope] &&
          ((id: string) => scopes[provider.scope ?? '']?.sync.getStore(id))
        : getStore;
      return stores ? [ask(provider, words, stores)] : [];
    });
    void Promise.all(asked).then((all) => live && setRecords(all.flat().slice(0, MAX_RECORDS)));
    return () => {
      live = false;
    };
  }, [open, query, providers, getStore, scopes]);

  const scopeDocuments = open
    ? scopeIds.map((scope) => <ScopeDocument key={scope} scope={scope} onChange={onScopeChange} />)
    : null;
  return { records, scopeDocuments };
}
