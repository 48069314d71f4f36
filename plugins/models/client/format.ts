/** Whole dollars, compact, for an axis or a narrow column: '$24.4K'. Takes dollars, not cents. */
export const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
