import { pluginApi } from '@keel/core/client';
import { plugin } from '../plugin';

/** Tax Optimization's own routes, at /api/tax. */
export const taxApi = pluginApi(plugin);
