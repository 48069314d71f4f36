import type { AuditEvent } from '@keel/core/domain';
import type { AccessEvidence, SignInPlace } from '../evidence/evidence';
import type { Finding } from '../threats/threatSchema';
import { signInRecord } from './accountTakeover';
import { compareText, hoursBetween } from './payments';

/**
 * Impossible travel (issue 14, account_takeover): two successful sign-ins of the same member from
 * countries so far apart that nobody could have flown between them in the time between. Places are
 * known only to the country (its centre), so the rule is coarse on purpose: it needs a distance
 * that the size of the countries cannot explain and a speed no airliner flies.
 */

/**
 * Faster than any airliner flies. Airliners cruise at about 900 km/h (Mach 0.85 at cruise height);
 * since Concorde was retired in 2003 no passenger flight is faster. The research notes give no
 * figure, so this is Keel's: 1,000 km/h leaves a margin above the fastest airliner's cruise.
 */
export const AIRLINER_KMH = 1_000;

/**
 * Country centres this close prove nothing: a member near the border of two neighbouring countries
 * is hundreds of kilometres from both centres (France's and Germany's are about 800 km apart).
 */
export const MIN_CENTRE_KM = 1_500;

const EARTH_RADIUS_KM = 6_371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in km (haversine). */
export function distanceKm(a: SignInPlace, b: SignInPlace): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
/** How long after the sign-in before, in words. */
function later(hours: number): string {
  if (hours === 0) return 'at the same moment';
  const minutes = Math.max(1, Math.round(hours * 60));
  if (hours >= 1) return `${hours.toFixed(1)} hours later`;
  return minutes === 1 ? '1 minute later' : `${minutes} minutes later`;
}

interface Located {
  event: AuditEvent;
  place: SignInPlace;
}

/** Each member's successful sign-ins from an address with a known place, oldest first. */
function locatedSignIns(access: AccessEvidence): Map<string, Located[]> {
  const byMember = new Map<string, Located[]>();
  const signIns = access.events
    .filter((e) => e.kind === 'sign-in' && e.outcome === 'success' && e.userId !== null)
    .sort((a, b) => compareText(a.at, b.at));
  for (const event of signIns) {
    const place = access.places[event.ip];
    if (!place || event.userId === null) continue;
    const list = byMember.get(event.userId) ?? [];
    list.push({ event, place });
    byMember.set(event.userId, list);
  }
  return byMember;
}

/** A member's sign-in from a country too far from the one of their sign-in before to have flown. */
export function detectImpossibleTravel(access: AccessEvidence): Finding[] {
  const findings: Finding[] = [];
  for (const signIns of locatedSignIns(access).values()) {
    for (const [i, next] of signIns.entries()) {
      const before = signIns[i - 1];
      if (!before || before.place.country === next.place.country) continue;
      const km = distanceKm(before.place, next.place);
      const hours = hoursBetween(before.event.at, next.event.at);
      if (km < MIN_CENTRE_KM || km <= AIRLINER_KMH * hours) continue;
      const speed = hours > 0 ? `${whole(km / hours)} km/h` : 'no time at all';
      const when = later(hours);
      findings.push({
        type: 'account_takeover',
        rule: 'takeover.impossible-travel',
        severity: 'medium',
        confidence: 60,
        amount: 0,
        description: `${next.event.email} signed in from ${before.place.name} and ${when} from ${next.place.name}`,
        riskFactors: [
          `Signed in from ${before.place.name} (${before.event.ip}) and ${when} from ${next.place.name} (${next.event.ip})`,
          `The two countries' centres are ${whole(km)} km apart: getting there took ${speed}, faster than any airliner flies (${whole(AIRLINER_KMH)} km/h)`,
          'Someone else may be using this password; a VPN also moves an address, so ask the member',
        ],
        records: [signInRecord(before.event), signInRecord(next.event)],
        timestamp: next.event.at,
      });
    }
  }
  return findings;
}
