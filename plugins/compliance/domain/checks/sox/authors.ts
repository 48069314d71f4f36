import type { ComplianceInput } from '../input';

/**
 * Who an author string ('First Last <email>') is: the e-mail address, lower case, so a renamed
 * member is still the same person; the whole string when it names no address.
 */
export function personOf(author: string): string {
  const email = /<([^<>]+)>\s*$/.exec(author)?.[1];
  return (email ?? author).trim().toLowerCase();
}

/** Whether two author strings name the same person (an empty author names nobody). */
export function samePerson(a: string, b: string): boolean {
  return a.trim() !== '' && b.trim() !== '' && personOf(a) === personOf(b);
}

/**
 * Whether duties can be split at all: two or more members may change the books. With one, the
 * segregation checks do not apply (the summary says so).
 */
export function writersOf({ access }: ComplianceInput): number {
  return access.members.filter((m) => m.role !== 'viewer').length;
}
