import { pluginApi } from '@keel/core/client';
import { plugin } from '../plugin';

/** CPA Services' own routes, at /api/cpa. */
export const cpaApi = pluginApi(plugin);
