import { formatUSD } from '@keel/core/domain';

/** Signed cents with a sign in front; money in is styled as income. */
export function SignedAmount({ cents }: { cents: number }) {
  const text = cents > 0 ? `+${formatUSD(cents)}` : formatUSD(cents);
  return <span className={cents > 0 ? 'bk-amount bk-amount--in' : 'bk-amount'}>{text}</span>;
}
