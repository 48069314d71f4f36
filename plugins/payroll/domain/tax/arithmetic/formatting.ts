import type { Cents } from '@keel/core/domain';
import type { Rate } from './rate';

/**
 * Cents as "$1,234.56" (the same text as `formatUSD`) for explanation strings. A large run
 * formats hundreds of thousands of amounts, and Intl formatting costs about 1 µs each.
 */
export function usd(cents: Cents): string {
  const magnitude = Math.abs(cents);
  const fraction = magnitude % 100;
  let dollars = (magnitude - fraction) / 100;
  let groups = '';
  while (dollars >= 1000) {
    const group = dollars % 1000;
    groups = `,${group < 10 ? '00' : group < 100 ? '0' : ''}${group}${groups}`;
    dollars = (dollars - group) / 1000;
  }
  return `${cents < 0 ? '-$' : '$'}${dollars}${groups}.${fraction < 10 ? '0' : ''}${fraction}`;
}

// Number-to-text of a fraction is slow and a run uses only a handful of distinct rates.
const percentTexts = new Map<Rate, string>();

/** A rate as a percentage, e.g. 6200 -> "6.2%". */
export function pct(rate: Rate): string {
  let written = percentTexts.get(rate);
  if (written === undefined) {
    written = `${rate / 1000}%`;
    percentTexts.set(rate, written);
  }
  return written;
}

/**
 * A template literal built as one flat string. V8 keeps a plain template literal as a rope of its
 * pieces; a 10,000-employee run retains about 150,000 explanations, and ropes there double the
 * run's time in garbage collection. `Array.join` produces a flat string.
 */
export function text(
  strings: TemplateStringsArray,
  ...values: readonly (string | number)[]
): string {
  const parts: (string | number)[] = [strings[0] ?? ''];
  for (let i = 0; i < values.length; i++) parts.push(values[i] ?? '', strings[i + 1] ?? '');
  return parts.join('');
}
