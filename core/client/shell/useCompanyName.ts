import { COMPANY_PROFILE_ROW } from '@keel/core/domain';
import { useCell } from '../sync';

/** The current company's name from the live core 'company' row (the server rewrites it on rename). */
export function useLiveCompanyName(fallback: string): string {
  const name = useCell('core', 'company', COMPANY_PROFILE_ROW, 'name');
  return typeof name === 'string' && name ? name : fallback;
}

/** The current company's business type from the live core row. */
export function useLiveBusinessType(fallback: string): string {
  const type = useCell('core', 'company', COMPANY_PROFILE_ROW, 'businessType');
  return typeof type === 'string' && type ? type : fallback;
}
