import { statusOfScore, type AreaId, type ComplianceStatus } from './areas';
import { checkWeights, type CheckResult } from './checks/checkResult';

/** A score and how it was computed, so the screen can show it behind the figure. */
export interface ScoreBreakdown {
  /** 0 to 100, or null when no check applied. */
  score: number | null;
  status: ComplianceStatus;
  passedWeight: number;
  totalWeight: number;
  passed: number;
  failed: number;
  notApplicable: number;
}

/**
 * The compliance score (plugins/compliance/README.md, "The score"): the weighted share of passed
 * checks, 100 x (sum of the weights of the passed checks) / (sum of the weights of the checks
 * that apply), rounded to a whole number (halves up). A check that does not apply counts for
 * nothing; when none applies there is no score and the status is under_review.
 */
export function scoreOf(results: readonly CheckResult[]): ScoreBreakdown {
  let passedWeight = 0;
  let totalWeight = 0;
  let passed = 0;
  let failed = 0;
  let notApplicable = 0;
  for (const result of results) {
    if (result.status === 'not_applicable') {
      notApplicable += 1;
      continue;
    }
    const weight = checkWeights[result.level];
    totalWeight += weight;
    if (result.status === 'passed') {
      passed += 1;
      passedWeight += weight;
    } else failed += 1;
  }
  if (totalWeight === 0)
    return {
      score: null,
      status: 'under_review',
      passedWeight,
      totalWeight,
      passed,
      failed,
      notApplicable,
    };
  const score = Math.round((100 * passedWeight) / totalWeight);
  return {
    score,
    status: statusOfScore(score),
    passedWeight,
    totalWeight,
    passed,
    failed,
    notApplicable,
  };
}

/** The score of one area: its checks' weighted share. */
export function areaScore(results: readonly CheckResult[], area: AreaId): ScoreBreakdown {
  return scoreOf(results.filter((r) => r.area === area));
}

/** How a score was computed, in one sentence. */
export function scoreExplanation(breakdown: ScoreBreakdown): string {
  if (breakdown.score === null) return 'No check of this area applies yet, so it has no score.';
  const checks = breakdown.passed + breakdown.failed;
  return `${breakdown.passed} of ${checks} checks passed, weighing ${breakdown.passedWeight} of ${breakdown.totalWeight}: 100 × ${breakdown.passedWeight} ÷ ${breakdown.totalWeight} = ${breakdown.score}.`;
}
