import { pluginIdSchema } from '../domain';
import type { ServerPlugin } from './types';

/** Declares the server half of a plugin; the id must equal its manifest's id. */
export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  const id = pluginIdSchema.safeParse(plugin.id);
  if (!id.success)
    throw new Error(
      `Server plugin ${String(plugin.id)}: ${id.error.issues[0]?.message ?? 'bad id'}`,
    );
  if (typeof plugin.init !== 'function')
    throw new Error(`Server plugin ${plugin.id}: init must be a function`);
  return plugin;
}
