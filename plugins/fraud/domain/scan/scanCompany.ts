import type { ScanEvidence } from '../evidence/evidence';
import { detectAccountTakeover } from '../detectors/accountTakeover';
import { detectDuplicatePayments } from '../detectors/duplicatePayments';
import { detectImpossibleTravel } from '../detectors/impossibleTravel';
import { detectSuspiciousTransactions } from '../detectors/suspiciousTransactions';
import { detectUnusualPatterns } from '../detectors/unusualPatterns';
import type { Finding } from '../threats/threatSchema';

/** What a scan found, what it read, and the tests it could not run. */
export interface ScanOutcome {
  findings: Finding[];
  notes: string[];
  scanned: { transactions: number; employees: number; signIns: number };
}

/** Called between detectors: the share done and a sentence for the progress bar. */
export type ScanStep = (fraction: number, message: string) => Promise<void> | void;

/**
 * Runs every detector over the evidence, one after the other, telling `step` how far it is (a job
 * yields to the server there).
 */
export async function scanCompany(
  evidence: ScanEvidence,
  step: ScanStep = () => {},
): Promise<ScanOutcome> {
  const lines = evidence.books.lines.length;
  await step(0.05, `Checking ${lines} transactions for duplicate payments`);
  const duplicates = detectDuplicatePayments(evidence.books);
  await step(0.3, 'Checking for suspicious transactions');
  const suspicious = detectSuspiciousTransactions(evidence.books, evidence.settings);
  await step(0.55, "Testing amounts against Benford's law and each payee's history");
  const patterns = detectUnusualPatterns(evidence.books, evidence.payroll);
  await step(0.8, 'Checking sign-ins and bank detail changes');
  const takeovers = [
    ...detectAccountTakeover(evidence.access, evidence.payroll),
    ...detectImpossibleTravel(evidence.access),
  ];
  await step(0.95, 'Recording what was found');
  return {
    findings: [...duplicates, ...suspicious, ...patterns.findings, ...takeovers],
    notes: patterns.notes,
    scanned: {
      transactions: lines,
      employees: evidence.payroll?.employees.length ?? 0,
      signIns: evidence.access.events.filter((e) => e.kind === 'sign-in').length,
    },
  };
}
