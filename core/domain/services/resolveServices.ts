/** What the resolution needs of a manifest. */
export interface ServiceDeclarations {
  id: string;
  provides: readonly string[];
  uses: readonly string[];
}

/** Which plugins may run, given what they use and what is provided. */
export interface ServiceResolution {
  /** Plugin ids whose every used service has a running provider, in the given order. */
  enabled: string[];
  /** Plugins left off, each with the sentence the log and the shell show. */
  refused: { pluginId: string; reason: string }[];
  /** Who provides each available service: 'core' or a plugin id. */
  providers: Map<string, string>;
}

/**
 * Decides which plugins start: a plugin whose used service has no provider, or whose provider is
 * itself off, is refused with a reason naming the service; refusals cascade until nothing changes.
 * Optional uses never refuse. Core services are always there.
 */
export function resolveServices(
  plugins: readonly ServiceDeclarations[],
  coreServiceIds: readonly string[],
): ServiceResolution {
  const declaredBy = new Map<string, string>(coreServiceIds.map((id) => [id, 'core']));
  for (const plugin of plugins)
    for (const id of plugin.provides) if (!declaredBy.has(id)) declaredBy.set(id, plugin.id);
  const off = new Map<string, string>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const plugin of plugins) {
      if (off.has(plugin.id)) continue;
      for (const id of plugin.uses) {
        const provider = declaredBy.get(id);
        if (provider !== undefined && !off.has(provider)) continue;
        off.set(
          plugin.id,
          provider === undefined
            ? `Plugin ${plugin.id} is off: it uses the service ${id}, which no installed plugin provides`
            : `Plugin ${plugin.id} is off: it uses the service ${id}, whose provider ${provider} is off`,
        );
        changed = true;
        break;
      }
    }
  }
  const providers = new Map([...declaredBy].filter(([, provider]) => !off.has(provider)));
  return {
    enabled: plugins.map((p) => p.id).filter((id) => !off.has(id)),
    refused: plugins.flatMap((p) => {
      const reason = off.get(p.id);
      return reason ? [{ pluginId: p.id, reason }] : [];
    }),
    providers,
  };
}
