import { describe, expect, it } from 'vitest';
import { auditEvent } from '../../domain/samples/books';
import { placeOfAddress, signInPlaces } from './signInPlaces';

describe('placeOfAddress', () => {
  it('finds the country and its centre of a public address, offline', () => {
    expect(placeOfAddress('81.2.69.142')).toMatchObject({ country: 'GB', name: 'United Kingdom' });
    const japan = placeOfAddress('133.242.0.1');
    expect(japan?.country).toBe('JP');
    expect(japan?.latitude).toBeCloseTo(36.2, 1);
    expect(japan?.longitude).toBeCloseTo(138.3, 1);
  });

  it('reads an IPv4 address the server saw through an IPv6 socket', () => {
    expect(placeOfAddress('::ffff:81.2.69.142')?.country).toBe('GB');
  });

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '169.254.1.1',
    '100.64.3.4',
    '203.0.113.5',
    'unknown',
    '',
    '2001:db8::1',
  ])('never places %s', (ip) => {
    expect(placeOfAddress(ip)).toBeNull();
  });
});

describe('signInPlaces', () => {
  it('gives the place of each address once and leaves out those that are nowhere', () => {
    const places = signInPlaces([
      auditEvent('2026-11-02T08:00:00.000Z', 'success', { ip: '81.2.69.142' }),
      auditEvent('2026-11-02T09:00:00.000Z', 'success', { ip: '81.2.69.142' }),
      auditEvent('2026-11-02T10:00:00.000Z', 'success', { ip: '192.168.0.4' }),
    ]);
    expect(Object.keys(places)).toEqual(['81.2.69.142']);
  });
});
