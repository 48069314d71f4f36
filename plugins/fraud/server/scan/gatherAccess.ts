import { auditServiceRef } from '@keel/core/domain';
import type { PluginServices } from '@keel/core/server';
import type { AccessEvidence } from '../../domain/evidence/evidence';
import { signInPlaces } from './signInPlaces';

/** The most audit events one scan reads (the audit service's own limit). */
const AUDIT_EVENTS = 10_000;

/**
 * The company's access evidence, from `core.audit` only: its members' sign-ins and the account,
 * membership and company changes (oldest first: the detectors sort by time and keep the order of
 * events of the same moment), the country of each sign-in's address, its members and whether it
 * requires two-factor sign-in. It loads none of the company's documents.
 */
export async function gatherAccess(
  services: PluginServices,
  companyId: string,
): Promise<AccessEvidence> {
  const audit = services.get(auditServiceRef);
  const [events, members, requiresTwoFactor] = await Promise.all([
    audit.events(companyId, { limit: AUDIT_EVENTS }),
    audit.members(companyId),
    audit.requiresTwoFactor(companyId),
  ]);
  return {
    events: [...events].reverse(),
    places: signInPlaces(events),
    members,
    requiresTwoFactor,
  };
}
