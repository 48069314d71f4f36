import type { Opportunity } from './opportunity';
import type { OpportunityRule, RuleContext } from './ruleContext';
import { homeOfficeRule } from './rules/homeOffice';
import { mealsRule } from './rules/meals';
import { qbiRule } from './rules/qbi';
import { retirementRule } from './rules/retirement';
import { sCorporationRule } from './rules/sCorporation';
import { section179Rule } from './rules/section179';
import { uncategorizedRule } from './rules/uncategorized';
import { vehicleRule } from './rules/vehicle';

/** Every rule the analysis runs, in the order it reports progress. */
export const opportunityRules: readonly OpportunityRule[] = [
  section179Rule,
  retirementRule,
  qbiRule,
  mealsRule,
  vehicleRule,
  homeOfficeRule,
  sCorporationRule,
  uncategorizedRule,
];

/** Largest saving first; those whose saving Keel cannot size after them. */
export function byPotentialSaving(a: Opportunity, b: Opportunity): number {
  return (b.potentialSaving ?? -1) - (a.potentialSaving ?? -1) || a.id.localeCompare(b.id);
}

/** Runs every rule over the books; `onRule` hears each one as it finishes (for progress). */
export async function findOpportunities(
  context: RuleContext,
  onRule: (done: number, total: number, rule: string) => Promise<void> | void = () => {},
): Promise<Opportunity[]> {
  const found: Opportunity[] = [];
  for (const [i, rule] of opportunityRules.entries()) {
    const opportunity = rule.find(context);
    if (opportunity) found.push(opportunity);
    await onRule(i + 1, opportunityRules.length, rule.id);
  }
  return found.sort(byPotentialSaving);
}
