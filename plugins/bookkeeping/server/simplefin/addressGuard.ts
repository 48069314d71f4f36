import { promises as dns } from 'node:dns';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { SIMPLEFIN_MESSAGES, SimpleFinError } from './simpleFinError';

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (injectable so tests can fake DNS). */
export type HostLookup = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** The system resolver, asked for every address (as a connection could use any of them). */
export const systemLookup: HostLookup = async (hostname) => {
  const found = await dns.lookup(hostname, { all: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

// IPv4 ranges that are not reachable public unicast (RFC 6890 and its updates).
const IPV4_BLOCKED: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast 255.255.255.255
];

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

const IPV4_BLOCKED_NUMERIC = IPV4_BLOCKED.map(([base, bits]) => {
  const size = 2 ** (32 - bits);
  const start = ipv4ToNumber(base);
  return { start, end: start + size - 1 };
});

function isPublicIPv4Number(value: number): boolean {
  return !IPV4_BLOCKED_NUMERIC.some(({ start, end }) => value >= start && value <= end);
}

/** The eight 16-bit groups of an IPv6 address (already checked by net.isIPv6), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    // A dotted IPv4 tail (::ffff:127.0.0.1) is two more groups.
    if (!isIPv4(last)) return null;
    const v4 = ipv4ToNumber(last);
    text = `${text.slice(0, lastColon + 1)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined): number[] =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...new Array<number>(missing).fill(0), ...rest];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function embeddedIPv4(high: number, low: number): number {
  return high * 65536 + low;
}

function isPublicIPv6(ip: string): boolean {
  const groups = ipv6Groups(ip);
  if (!groups) return false;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // IPv4-mapped ::ffff:a.b.c.d: judged as the IPv4 address it carries.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff)
    return isPublicIPv4Number(embeddedIPv4(g6, g7));
  // NAT64 well-known prefix 64:ff9b::/96: the gateway connects to the IPv4 address inside.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return isPublicIPv4Number(embeddedIPv4(g6, g7));
  // Only global unicast 2000::/3 is public. This refuses ::, ::1, IPv4-compatible ::a.b.c.d,
  // 64:ff9b:1::/48 (local NAT64), 100::/64 (discard), fc00::/7 (unique-local),
  // fe80::/10 (link-local), fec0::/10 (old site-local) and ff00::/8 (multicast).
  if ((g0 & 0xe000) !== 0x2000) return false;
  // 2001::/23 IETF protocol assignments (Teredo 2001::/32, benchmarking, ORCHID).
  if (g0 === 0x2001 && g1 < 0x200) return false;
  // 2001:db8::/32 and 3fff::/20 documentation.
  if (g0 === 0x2001 && g1 === 0xdb8) return false;
  if (g0 === 0x3fff && g1 < 0x1000) return false;
  // 6to4 2002::/16 carries an IPv4 address in its next 32 bits; a relay would connect to it.
  if (g0 === 0x2002) return isPublicIPv4Number(embeddedIPv4(g1, g2));
  return true;
}

/**
 * Whether an IP address is ordinary public unicast that a SimpleFIN server may live at. Anything
 * else is refused: loopback, private, link-local, unique-local, unspecified, CGNAT, multicast,
 * reserved and documentation ranges, and IPv6 forms (IPv4-mapped, NAT64, 6to4) that carry such
 * an IPv4 address. Text that is not an IP address (or has a zone, like fe80::1%eth0) is not public.
 */
export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return isPublicIPv4Number(ipv4ToNumber(ip));
  if (isIPv6(ip) && !ip.includes('%')) return isPublicIPv6(ip);
  return false;
}

/** A URL's host name without the brackets the URL puts around an IPv6 address. */
export function bareHostname(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * Resolves a host name and refuses it unless every address it resolves to is public (a name
 * with one public and one private address is refused: a connection may pick either). Returns
 * the checked addresses, so the caller can connect to exactly these and nothing resolved later.
 */
export async function assertPublicHost(
  hostname: string,
  lookup: HostLookup = systemLookup,
  privateMessage: string = SIMPLEFIN_MESSAGES.tokenPrivate,
): Promise<ResolvedAddress[]> {
  const addresses = await resolveHost(hostname, lookup);
  if (addresses.some(({ address }) => !isPublicAddress(address)))
    throw new SimpleFinError(privateMessage, 400, 'private_address');
  return addresses;
}

/** Every address of a host name (an IP literal is its own address), or a SimpleFinError. */
export async function resolveHost(
  hostname: string,
  lookup: HostLookup = systemLookup,
): Promise<ResolvedAddress[]> {
  const host = bareHostname(hostname);
  const literal = isIP(host);
  if (literal === 4 || literal === 6) return [{ address: host, family: literal }];
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await lookup(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0)
    throw new SimpleFinError(`Could not find the SimpleFIN server ${host}`, 502, 'unreachable');
  return [...addresses];
}
