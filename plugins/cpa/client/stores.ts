import { pluginStores } from '@keel/core/client';
import { plugin } from '../plugin';

/** CPA Services' own store (the practice's), its table ids typed from plugin.ts. */
export const { useTable: useCpaTable } = pluginStores(plugin);
