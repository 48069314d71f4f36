/**
 * What other plugins may use of the User Manual: the `manual.search` service, full-text search
 * over the manual's sections. List it in your plugin.ts `optionalUses`, then on the server
 * `ctx.services.getOptional(manualSearchRef)?.search({ query, limit })`: the best sections first,
 * each with its text, the sentence that matched best and the link that opens it.
 */
import { createServiceRef } from '@keel/core/domain';
import type { ManualHit, ManualSearchQuery } from './search/manualSearch';

export interface ManualSearchService {
  search(query: ManualSearchQuery): Promise<ManualHit[]>;
}

export const manualSearchRef = createServiceRef<ManualSearchService>('manual.search');

export { manualHitSchema, manualSearchQuerySchema } from './search/manualSearch';
export type { ManualHit, ManualSearchQuery } from './search/manualSearch';
export { MANUAL_PATH } from './manual';
export { manualTabs, sectionPath } from './manual';
export type { ManualSection, ManualTab } from './content/schema';
export { parseMarkup, plainText } from './content/markup';
