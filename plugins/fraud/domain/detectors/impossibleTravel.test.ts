import { describe, expect, it } from 'vitest';
import type { AccessEvidence, SignInPlace } from '../evidence/evidence';
import { auditEvent } from '../samples/books';
import { detectImpossibleTravel, distanceKm } from './impossibleTravel';

// Country centres as the server's place lookup gives them.
const LONDON_IP = '81.2.69.142';
const TOKYO_IP = '133.242.0.1';
const PARIS_IP = '90.0.0.1';
const BERLIN_IP = '91.0.0.1';
const places: Record<string, SignInPlace> = {
  [LONDON_IP]: { country: 'GB', name: 'United Kingdom', latitude: 55.378051, longitude: -3.435973 },
  [TOKYO_IP]: { country: 'JP', name: 'Japan', latitude: 36.204824, longitude: 138.252924 },
  [PARIS_IP]: { country: 'FR', name: 'France', latitude: 46.227638, longitude: 2.213749 },
  [BERLIN_IP]: { country: 'DE', name: 'Germany', latitude: 51.165691, longitude: 10.451526 },
};

const access = (events: AccessEvidence['events']): AccessEvidence => ({
  events,
  places,
  members: [],
  requiresTwoFactor: false,
});

describe('distanceKm', () => {
  it('measures the great circle between two country centres', () => {
    expect(Math.round(distanceKm(places[LONDON_IP]!, places[TOKYO_IP]!))).toBeGreaterThan(8_500);
    expect(Math.round(distanceKm(places[LONDON_IP]!, places[TOKYO_IP]!))).toBeLessThan(9_500);
    expect(distanceKm(places[PARIS_IP]!, places[PARIS_IP]!)).toBe(0);
  });
});

describe('detectImpossibleTravel', () => {
  it('raises a sign-in from Japan two hours after one from the United Kingdom', () => {
    const findings = detectImpossibleTravel(
      access([
        auditEvent('2026-11-02T08:00:00.000Z', 'success', { ip: LONDON_IP }),
        auditEvent('2026-11-02T10:00:00.000Z', 'success', { ip: TOKYO_IP }),
      ]),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      type: 'account_takeover',
      rule: 'takeover.impossible-travel',
      severity: 'medium',
      description: 'ada@example.com signed in from United Kingdom and 2.0 hours later from Japan',
      timestamp: '2026-11-02T10:00:00.000Z',
    });
    expect(findings[0]!.records.map((r) => r.id)).toEqual([
      'sign-in:u-ada@2026-11-02T08:00:00.000Z',
      'sign-in:u-ada@2026-11-02T10:00:00.000Z',
    ]);
    expect(findings[0]!.riskFactors[1]).toMatch(/km apart: getting there took [\d,]+ km\/h/);
  });

  it('raises two countries at the same moment', () => {
    const findings = detectImpossibleTravel(
      access([
        auditEvent('2026-11-02T08:00:00.000Z', 'success', { ip: TOKYO_IP }),
        auditEvent('2026-11-02T08:00:00.000Z', 'success', { ip: LONDON_IP }),
      ]),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.riskFactors[1]).toContain('no time at all');
  });

  it('leaves a flight that takes as long as a flight does', () => {
    const findings = detectImpossibleTravel(
      access([
        auditEvent('2026-11-02T08:00:00.000Z', 'success', { ip: LONDON_IP }),
        auditEvent('2026-11-03T06:00:00.000Z', 'success', { ip: TOKYO_IP }),
      ]),
    );
    expect(findings).toEqual([]);
  });

  it('leaves neighbouring countries, whose centres say nothing of where a member near the border is', () => {
    const findings = detectImpossibleTravel(
      access([
        auditEvent('2026-11-02T08:00:00.000Z', 'success', { ip: PARIS_IP }),
        auditEvent('2026-11-02T08:10:00.000Z', 'success', { ip: BERLIN_IP }),
      ]),
    );
    expect(findings).toEqual([]);
  });

  it('never takes a private, loopback or unknown address for a place', () => {
    const findings = detectImpossibleTravel(
      access([
        auditEvent('2026-11-02T08:00:00.000Z', 'success', { ip: LONDON_IP }),
        auditEvent('2026-11-02T08:30:00.000Z', 'success', { ip: '10.0.0.7' }),
        auditEvent('2026-11-02T09:00:00.000Z', 'success', { ip: '127.0.0.1' }),
        auditEvent('2026-11-02T09:10:00.000Z', 'success', { ip: LONDON_IP }),
      ]),
    );
    expect(findings).toEqual([]);
  });

  it('counts only successful sign-ins, of the same member', () => {
    const findings = detectImpossibleTravel(
      access([
        auditEvent('2026-11-02T08:00:00.000Z', 'success', { ip: LONDON_IP }),
        auditEvent('2026-11-02T08:05:00.000Z', 'wrong-password', { ip: TOKYO_IP }),
        auditEvent('2026-11-02T08:10:00.000Z', 'success', { ip: TOKYO_IP, userId: 'u-ben' }),
        auditEvent('2026-11-02T08:20:00.000Z', 'success', { ip: LONDON_IP }),
      ]),
    );
    expect(findings).toEqual([]);
  });
});
