import type { PluginManifest, Role } from '@keel/core/domain';
import { useSession } from '../session';
import type { CompanySync } from '../sync';
import { useOpenSync } from './OpenSyncContext';
import { useCompanyConnection } from './useCompanyConnection';

const noManifests: never[] = [];
const refuse = (): never => {
  throw new Error('useScopeSync: no document opener outside the shell');
};

/** Whether `role` may read `scope` as the plugins' manifests declare it. */
export function roleMayReadScope(
  manifests: readonly PluginManifest[],
  scope: string,
  role: Role,
): boolean {
  return manifests.some((manifest) => manifest.scopes[scope]?.read.includes(role));
}

/** Whether the current member's role may read `scope` as the plugins declare it. */
export function useCanReadScope(scope: string): boolean {
  const { currentCompany } = useSession();
  const opener = useOpenSync();
  if (!currentCompany || !opener) return false;
  return roleMayReadScope(opener.manifests, scope, currentCompany.role);
}

/**
 * The current company's document of a restricted scope (payroll, say), opened only for members
 * whose role the plugins let read it; null otherwise, and while it opens. The server refuses the
 * document to other roles anyway: this only avoids asking.
 */
export function useScopeSync(scope: string): CompanySync | null {
  const { currentCompany } = useSession();
  const opener = useOpenSync();
  const allowed = useCanReadScope(scope);
  return useCompanyConnection(
    allowed ? (currentCompany?.id ?? null) : null,
    opener?.manifests ?? noManifests,
    opener?.openSync ?? refuse,
    { scope },
  );
}
