import type { PluginManifest, ServiceRef } from '@keel/core/domain';
import type { PluginServices, ServerPluginContext, ServiceProvision } from '@keel/core/server';

/**
 * Every service on the server, the core's and the plugins': each plugin's `make` runs once, on
 * first use, so plugins may use each other's services whatever order they start in. A plugin sees
 * only the services its manifest declares (`scopedTo`).
 */
export class ServiceRegistry {
  private readonly makers = new Map<string, () => unknown>();
  private readonly made = new Map<string, unknown>();
  private readonly making = new Set<string>();
  private readonly perPlugin = new Map<string, (manifest: PluginManifest) => unknown>();

  /** A service the core provides, ready made. */
  provideCore<T>(ref: ServiceRef<T, unknown>, service: T): void {
    this.made.set(ref.id, service);
  }

  /**
   * A service the core provides to each plugin in its own name (`core.jobs`: the plugin's job
   * kinds), made once per plugin on first use.
   */
  provideCorePerPlugin<T>(ref: ServiceRef<T>, make: (manifest: PluginManifest) => T): void {
    this.perPlugin.set(ref.id, make);
  }

  /** A plugin's service, made with the plugin's own context when first used. */
  provide(provision: ServiceProvision, ctx: ServerPluginContext): void {
    this.makers.set(provision.ref.id, () => provision.make(ctx));
  }

  /** What one plugin may call: the services its manifest uses or optionally uses. */
  scopedTo(manifest: PluginManifest): PluginServices {
    const own = new Map<string, unknown>();
    const resolve = (id: string) => {
      const make = this.perPlugin.get(id);
      if (!make) return this.resolve(id);
      if (!own.has(id)) own.set(id, make(manifest));
      return own.get(id);
    };
    const declared = (id: string, list: readonly string[]) => {
      if (!list.includes(id))
        throw new Error(
          `Plugin ${manifest.id} asked for the service ${id}, which its plugin.ts does not list in ${list === manifest.uses ? 'uses' : 'uses or optionalUses'}`,
        );
    };
    return {
      get: <T>(ref: ServiceRef<T, unknown>): T => {
        declared(ref.id, manifest.uses);
        const service = resolve(ref.id);
        if (service === undefined)
          throw new Error(`The service ${ref.id} has no server half: its provider makes none`);
        return service as T;
      },
      getOptional: <T>(ref: ServiceRef<T, unknown>): T | undefined => {
        declared(ref.id, [...manifest.uses, ...manifest.optionalUses]);
        return resolve(ref.id) as T | undefined;
      },
    };
  }

  private resolve(id: string): unknown {
    if (this.made.has(id)) return this.made.get(id);
    const make = this.makers.get(id);
    if (!make) return undefined;
    if (this.making.has(id))
      throw new Error(`The service ${id} uses itself while it is made: make it use others lazily`);
    this.making.add(id);
    try {
      const service = make();
      this.made.set(id, service);
      return service;
    } finally {
      this.making.delete(id);
    }
  }
}
