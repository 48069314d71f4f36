import { createContext, useContext, type ReactNode } from 'react';
import { clockServiceRef, type ServiceRef } from '@keel/core/domain';
import { notificationsServiceRef, portfolioServiceRef } from '@keel/core/domain';
import { useClock } from '../clock';
import { useNotificationInbox } from '../notifications';
import { useUserCompanies } from '../session/useUserCompanies';
import { usePlugins } from './PluginsContext';
import type { ClientServiceProvision } from './types';

/**
 * Declares one service a plugin provides in the browser (list it in `defineClientPlugin`'s
 * `services`). `use` is a hook: it may read the provider's own stores and the open company.
 */
export function provideClientService<T>(
  ref: ServiceRef<unknown, T>,
  use: () => T,
): ClientServiceProvision<T> {
  return { ref, use };
}

/** The core's own services in the browser. */
const coreServices = new Map<string, () => unknown>([
  [clockServiceRef.id, useClock],
  [notificationsServiceRef.id, useNotificationInbox],
  [portfolioServiceRef.id, useUserCompanies],
]);

const RenderingPluginContext = createContext<string | null>(null);

/** Marks what is inside as rendered by a plugin, so its `useService` calls are checked against its manifest. */
export function RenderingPlugin({ pluginId, children }: { pluginId: string; children: ReactNode }) {
  return <RenderingPluginContext value={pluginId}>{children}</RenderingPluginContext>;
}

function useDeclaredProvision(
  ref: ServiceRef<unknown, unknown>,
  optional: boolean,
): (() => unknown) | null {
  const { plugins, clientOf, loadedClient } = usePlugins();
  const user = useContext(RenderingPluginContext);
  const manifest = plugins.find((p) => p.manifest.id === user)?.manifest;
  if (manifest) {
    const declared = optional ? [...manifest.uses, ...manifest.optionalUses] : manifest.uses;
    if (!declared.includes(ref.id))
      throw new Error(
        `Plugin ${manifest.id} asked for the service ${ref.id}, which its plugin.ts does not list in ${optional ? 'uses or optionalUses' : 'uses'}`,
      );
  }
  const core = coreServices.get(ref.id);
  if (core) return core;
  const provider = plugins.find((p) => p.manifest.provides.includes(ref.id));
  if (!provider) return null;
  const client = loadedClient(provider.manifest.id);
  // Suspends until the provider's client half has loaded (the page's Suspense shows its spinner).
  if (client === undefined) throw clientOf(provider.manifest.id);
  const provision = client?.services.find((s) => s.ref.id === ref.id);
  return provision ? provision.use : null;
}

/** A service the rendering plugin's manifest `uses`, from whichever plugin (or the core) provides it. */
export function useService<T>(ref: ServiceRef<unknown, T>): T {
  const use = useDeclaredProvision(ref, false);
  if (!use) throw new Error(`No installed plugin provides the service ${ref.id} in the browser`);
  return use() as T;
}

/** A service the manifest lists in `optionalUses`: undefined while no installed plugin provides it. */
export function useOptionalService<T>(ref: ServiceRef<unknown, T>): T | undefined {
  const use = useDeclaredProvision(ref, true);
  return use ? (use() as T) : undefined;
}
