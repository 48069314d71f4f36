const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO date as the spec shows dates: short month, day, year ('Apr 30, 2026'). */
export function shortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${months[m - 1] ?? ''} ${d}, ${y}`;
}

/** Basis points as a percentage with one decimal (2150 -> '21.5%'). */
export function rateText(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(1)}%`;
}
