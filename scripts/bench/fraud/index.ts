// Fraud bench: a year of a small business's books, payroll and sign-ins (generateCompany.ts) with
// known frauds of every type and look-alikes that are not fraud injected (injectFrauds.ts). Runs the
// Deep Scan's detectors and prints recall and precision per type and overall against the known
// answer, then times a scan of a company of about 100,000 transactions.
// Usage: npm run bench:fraud -- [--seeds 3] [--transactions 100000] [--verbose]
import { scanCompany } from '../../../plugins/fraud/domain/scan/scanCompany';
import {
  threatTypes,
  type Finding,
  type ThreatType,
} from '../../../plugins/fraud/domain/threats/threatSchema';
import { generateCompany } from './generateCompany';
import { injectFrauds, type InjectedFraud } from './injectFrauds';
import type { ScanEvidence } from '../../../plugins/fraud/domain/evidence/evidence';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}

/** Recall and precision targets of issue 14. */
const recallTarget: Record<ThreatType, number> = {
  duplicate_payment: 0.9,
  account_takeover: 0.9,
  suspicious_transaction: 0.7,
  unusual_pattern: 0.7,
};
const PRECISION_TARGET = 0.5;
const SCAN_SECONDS_TARGET = 5;

interface Tally {
  injected: number;
  found: number;
  threats: number;
  correct: number;
}

const matches = (finding: Finding, fraud: InjectedFraud) =>
  finding.type === fraud.type && finding.records.some((r) => fraud.recordIds.includes(r.id));

const seeds = option('seeds', 3);

/**
 * What the server reads today (server/scan/gatherEvidence.ts): the ledger service gives each bank
 * line's date, amount, accounts, memo and reference, and its activity who entered each line, when
 * and how, its vendor and reconciliation, and the lock date. payroll.facts' controls give the
 * employees, paychecks, runs and the changes to employees' direct-deposit accounts and to the
 * company's own payroll account; the fraud settings give the approval limit the company set on the
 * Fraud Detection screen (PUT /api/fraud/settings): here the generator's, $5,000.
 */
function asServerReads(evidence: ScanEvidence): ScanEvidence {
  return { ...evidence, settings: { approvalLimit: evidence.settings.approvalLimit } };
}

/** Scans every seeded company, its evidence seen through `view`, and prints recall and precision. */
async function measure(title: string, view: (evidence: ScanEvidence) => ScanEvidence) {
  const tallies = new Map<ThreatType, Tally>(
    threatTypes.map((t) => [t, { injected: 0, found: 0, threats: 0, correct: 0 }]),
  );
  const missed: string[] = [];
  const falseAlarms: string[] = [];
  let transactions = 0;
  for (let seed = 1; seed <= seeds; seed += 1) {
    const company = generateCompany(seed);
    const frauds = injectFrauds(company);
    transactions += company.evidence.books.lines.length;
    const { findings, notes } = await scanCompany(view(company.evidence));
    if (seed === 1 && notes.length > 0) console.log(`Notes: ${notes.join('; ')}`);
    for (const fraud of frauds) {
      const tally = tallies.get(fraud.type)!;
      tally.injected += 1;
      if (findings.some((f) => matches(f, fraud))) tally.found += 1;
      else missed.push(`seed ${seed}: ${fraud.type} / ${fraud.name}`);
    }
    for (const finding of findings) {
      const tally = tallies.get(finding.type)!;
      tally.threats += 1;
      if (frauds.some((fraud) => matches(finding, fraud))) tally.correct += 1;
      else
        falseAlarms.push(`seed ${seed}: ${finding.type} / ${finding.rule}: ${finding.description}`);
    }
  }
  const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
  console.log(`\n## ${title}\n\n${seeds} companies, ${transactions} bank lines in all\n`);
  console.log('| type | injected | found | recall (target) | threats | correct | precision |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const all: Tally = { injected: 0, found: 0, threats: 0, correct: 0 };
  for (const [type, t] of tallies) {
    for (const key of Object.keys(all) as (keyof Tally)[]) all[key] += t[key];
    const recallOk = t.found / t.injected >= recallTarget[type];
    console.log(
      `| ${type} | ${t.injected} | ${t.found} | ${pct(t.found, t.injected)} (${recallTarget[type] * 100}%, ${verdict(recallOk)}) | ${t.threats} | ${t.correct} | ${pct(t.correct, t.threats)} |`,
    );
  }
  const precisionOk = all.correct / all.threats >= PRECISION_TARGET;
  console.log(
    `| overall | ${all.injected} | ${all.found} | ${pct(all.found, all.injected)} | ${all.threats} | ${all.correct} | ${pct(all.correct, all.threats)} (${PRECISION_TARGET * 100}%, ${verdict(precisionOk)}) |`,
  );
  if (missed.length > 0) console.log(`\nMissed:\n  ${missed.join('\n  ')}`);
  if (verbose && falseAlarms.length > 0)
    console.log(`\nFalse alarms:\n  ${falseAlarms.join('\n  ')}`);
  else console.log(`\n${falseAlarms.length} false alarms (--verbose lists them)`);
}

const verdict = (ok: boolean) => (ok ? 'good' : 'BAD');
const verbose = process.argv.includes('--verbose');
await measure('Detectors on the full evidence (vendor, author, entry time, payroll)', (e) => e);
await measure(
  'As the server reads a company today (ledger service with its activity and close status, payroll controls, audit log)',
  asServerReads,
);

// Timing: a company of about 100,000 transactions (the card purchases scaled up).
const target = option('transactions', 100_000);
const base = generateCompany(99);
const perScale = base.evidence.books.lines.length;
const big = generateCompany(99, Math.max(1, (target - perScale * 0.45) / (perScale * 0.55)));
injectFrauds(big);
const runs: number[] = [];
for (let i = 0; i < 3; i += 1) {
  const started = performance.now();
  await scanCompany(big.evidence);
  runs.push((performance.now() - started) / 1000);
}
const best = Math.min(...runs);
console.log(
  `\nDeep Scan detectors over ${big.evidence.books.lines.length} transactions: ${runs.map((s) => `${s.toFixed(2)} s`).join(', ')} (target under ${SCAN_SECONDS_TARGET} s: ${verdict(best < SCAN_SECONDS_TARGET)})`,
);
