import { describe, expect, it, vi } from 'vitest';
import { assertPublicHost, isPublicAddress, type HostLookup } from './addressGuard';
import { SIMPLEFIN_MESSAGES, SimpleFinError } from './simpleFinError';
import { pinnedLookup } from './simpleFinHttp';

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('accepts the public address %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['fe80::1', 'IPv6 link-local'],
    ['febf:ffff::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fec0::1', 'old site-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback (dotted)'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback (hex)'],
    ['0:0:0:0:0:ffff:10.0.0.1', 'IPv4-mapped private (long form)'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local'],
    ['::ffff:c0a8:101', 'IPv4-mapped 192.168.1.1'],
    ['::ffff:6440:1', 'IPv4-mapped CGNAT'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of link-local'],
    ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:a9fe:a9fe::', '6to4 of link-local'],
    ['2002:c0a8:101::1', '6to4 of private'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['100::1', 'discard'],
  ])('refuses %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(['', 'localhost', 'example.com', '1.2.3', '256.1.1.1', '01.2.3.4', '::g', '1:2:3'])(
    'treats %j, which is not an IP address, as not public',
    (text) => {
      expect(isPublicAddress(text)).toBe(false);
    },
  );
});

describe('assertPublicHost', () => {
  const fakeLookup = (addresses: string[]): HostLookup =>
    vi.fn(async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const),
    );

  it('returns the checked addresses when every one is public', async () => {
    const lookup = fakeLookup(['8.8.8.8', '2001:4860:4860::8888']);
    await expect(assertPublicHost('bridge.example', lookup)).resolves.toEqual([
      { address: '8.8.8.8', family: 4 },
      { address: '2001:4860:4860::8888', family: 6 },
    ]);
    expect(lookup).toHaveBeenCalledWith('bridge.example');
  });

  it('refuses a name with a mix of public and private addresses', async () => {
    const lookup = fakeLookup(['8.8.8.8', '10.0.0.5']);
    const error = await assertPublicHost('mixed.example', lookup).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimpleFinError);
    expect(error).toMatchObject({
      message: SIMPLEFIN_MESSAGES.tokenPrivate,
      status: 400,
      code: 'private_address',
    });
  });

  it('refuses a name resolving to an IPv4-mapped private address', async () => {
    await expect(
      assertPublicHost('mapped.example', fakeLookup(['::ffff:192.168.0.1'])),
    ).rejects.toThrow(SIMPLEFIN_MESSAGES.tokenPrivate);
  });

  it('uses the message it is given (the access URL has its own)', async () => {
    await expect(
      assertPublicHost('x.example', fakeLookup(['127.0.0.1']), SIMPLEFIN_MESSAGES.accessPrivate),
    ).rejects.toThrow(SIMPLEFIN_MESSAGES.accessPrivate);
  });

  it('judges literal IPs (bracketed IPv6 too) without asking DNS', async () => {
    const lookup = fakeLookup(['8.8.8.8']);
    await expect(assertPublicHost('127.0.0.1', lookup)).rejects.toThrow(
      SIMPLEFIN_MESSAGES.tokenPrivate,
    );
    await expect(assertPublicHost('[::1]', lookup)).rejects.toThrow(
      SIMPLEFIN_MESSAGES.tokenPrivate,
    );
    await expect(assertPublicHost('[::ffff:7f00:1]', lookup)).rejects.toThrow(
      SIMPLEFIN_MESSAGES.tokenPrivate,
    );
    await expect(assertPublicHost('8.8.4.4', lookup)).resolves.toEqual([
      { address: '8.8.4.4', family: 4 },
    ]);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('says the server cannot be found when DNS fails or finds nothing', async () => {
    const failing: HostLookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(assertPublicHost('nowhere.example', failing)).rejects.toMatchObject({
      message: 'Could not find the SimpleFIN server nowhere.example',
      status: 502,
    });
    await expect(assertPublicHost('empty.example', fakeLookup([]))).rejects.toMatchObject({
      status: 502,
    });
  });
});

describe('pinnedLookup', () => {
  const pinned = pinnedLookup([
    { address: '8.8.8.8', family: 4 },
    { address: '2001:4860:4860::8888', family: 6 },
  ]);
  const call = (options: Parameters<typeof pinned>[1]) =>
    new Promise<unknown[]>((resolve) =>
      pinned('bridge.example', options, (...args) => resolve(args)),
    );

  it('answers only with the checked addresses, whatever DNS says now', async () => {
    expect(await call({})).toEqual([null, '8.8.8.8', 4]);
    expect(await call({ all: true })).toEqual([
      null,
      [
        { address: '8.8.8.8', family: 4 },
        { address: '2001:4860:4860::8888', family: 6 },
      ],
    ]);
    expect(await call({ family: 6 })).toEqual([null, '2001:4860:4860::8888', 6]);
    expect(await call({ family: 'IPv4', all: true })).toEqual([
      null,
      [{ address: '8.8.8.8', family: 4 }],
    ]);
  });

  it('fails rather than resolve again when no checked address fits the family', async () => {
    const only4 = pinnedLookup([{ address: '8.8.8.8', family: 4 }]);
    const [error] = await new Promise<unknown[]>((resolve) =>
      only4('bridge.example', { family: 6 }, (...args) => resolve(args)),
    );
    expect(error).toMatchObject({ code: 'ENOTFOUND' });
  });
});
