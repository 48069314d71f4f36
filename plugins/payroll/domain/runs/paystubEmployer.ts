import type { SetupRow } from '../schema';
import type { PaystubEmployer } from './paystubsForRun';

/** The employer as paystubs print it: the setup's company name, and its address in up to 3 lines. */
export function paystubEmployer(
  setup: Pick<SetupRow, 'companyName' | 'businessAddress'> | null,
): PaystubEmployer {
  const address = (setup?.businessAddress ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const lines =
    address.length > 3 ? [address.slice(0, -2).join(', '), ...address.slice(-2)] : address;
  return { legalName: setup?.companyName ?? '', addressLines: lines };
}
