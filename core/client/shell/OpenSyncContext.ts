import { createContext, useContext } from 'react';
import type { PluginManifest } from '@keel/core/domain';
import type { OpenSync } from './useCompanyConnection';

/** How the shell opens documents, and the manifests it opens them with. */
export interface OpenSyncValue {
  openSync: OpenSync;
  manifests: PluginManifest[];
}

export const OpenSyncContext = createContext<OpenSyncValue | null>(null);

/** The shell's way of opening documents; null outside the shell. */
export function useOpenSync(): OpenSyncValue | null {
  return useContext(OpenSyncContext);
}
