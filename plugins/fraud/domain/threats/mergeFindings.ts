import type { Finding, Threat } from './threatSchema';

/** What names a finding across scans: its rule and its key, or the ids of its records. */
export function fingerprintOf(finding: Pick<Finding, 'rule' | 'key' | 'records'>): string {
  const what =
    finding.key ??
    finding.records
      .map((r) => r.id)
      .sort()
      .join(',');
  return `${finding.rule}|${what}`;
}

/** A threat id from a fingerprint (FNV-1a, two 32-bit halves): the same threat always gets the same id. */
export function threatIdOf(fingerprint: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ fingerprint.length;
  for (let i = 0; i < fingerprint.length; i += 1) {
    const c = fingerprint.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x85ebca6b) >>> 0;
  }
  return `th-${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

/** What a scan changes in the stored threats. */
export interface ThreatChanges {
  /** New and updated threats, to write. */
  write: Threat[];
  /** Threats found for the first time (or found again after they had cleared). */
  opened: Threat[];
}

/**
 * Merges a scan's findings into the stored threats. A finding already stored updates its threat
 * (a person's status and review stay); one marked safe or confirmed is never raised again for the
 * same records; a cleared one opens again. A full scan (`complete`) clears the open threats it no
 * longer finds; a light scan leaves them.
 */
export function mergeFindings(
  stored: readonly Threat[],
  findings: readonly Finding[],
  now: string,
  complete: boolean,
): ThreatChanges {
  const byFingerprint = new Map(stored.map((t) => [t.fingerprint, t]));
  const write: Threat[] = [];
  const opened: Threat[] = [];
  const found = new Set<string>();
  for (const finding of findings) {
    const fingerprint = fingerprintOf(finding);
    if (found.has(fingerprint)) continue;
    found.add(fingerprint);
    const before = byFingerprint.get(fingerprint);
    if (before?.outcome === 'safe' || before?.outcome === 'confirmed') continue;
    const reopened = before?.outcome === 'cleared';
    const threat: Threat = {
      ...finding,
      id: before?.id ?? threatIdOf(fingerprint),
      fingerprint,
      status: before && !reopened ? before.status : 'investigating',
      outcome: null,
      firstFoundAt: before?.firstFoundAt ?? now,
      lastFoundAt: now,
      review: before && !reopened ? before.review : null,
      hold: before && !reopened ? before.hold : null,
    };
    if (!before || reopened) opened.push(threat);
    if (!before || changed(before, threat)) write.push(threat);
  }
  if (complete)
    for (const threat of stored)
      if (threat.status === 'investigating' && !found.has(threat.fingerprint))
        write.push({
          ...threat,
          status: 'resolved',
          outcome: 'cleared',
          lastFoundAt: threat.lastFoundAt,
        });
  return { write, opened };
}

function changed(before: Threat, after: Threat): boolean {
  const { lastFoundAt: _a, ...b } = before;
  const { lastFoundAt: _b, ...a } = after;
  return JSON.stringify(a) !== JSON.stringify(b);
}
