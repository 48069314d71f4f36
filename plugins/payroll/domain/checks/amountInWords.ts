import type { Cents } from '@keel/core/domain';

const ONES = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
]; // prettier-ignore
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
// Short scale; trillions reach Number.MAX_SAFE_INTEGER cents ($90,071,992,547,409.91).
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

/** 1-999 in words: "two hundred thirty-four"; no "and" after hundred (formats 1e). */
function underThousand(n: number): string {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20)
    words.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest > 0) words.push(ONES[rest]!);
  return words.join(' ');
}

function dollarsInWords(dollars: number): string {
  if (dollars === 0) return 'zero';
  const groups: string[] = [];
  for (let scale = 0, rest = dollars; rest > 0; scale += 1, rest = Math.floor(rest / 1000)) {
    const group = rest % 1000;
    if (group > 0) groups.unshift([underThousand(group), SCALES[scale]].filter(Boolean).join(' '));
  }
  return groups.join(' ');
}

/**
 * The legal amount line of a check (formats 1e): dollars in words with 21-99 hyphenated and no
 * "and" but before the cents, then "and NN/100" — "One thousand two hundred thirty-four and 56/100",
 * "Zero and 05/100". Only the first letter is capital. Throws for negative or fractional cents.
 */
export function amountInWords(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`A check amount is a whole, non-negative number of cents, not ${cents}`);
  }
  const words = dollarsInWords(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, '0');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} and ${fraction}/100`;
}
