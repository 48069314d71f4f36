import type { DemoMonth } from '../calendar';

/** The salaried team: annual salary in cents and the history month each joined. */
const team = [
  { role: 'Project lead', salary: 9_200_000, joins: 0 },
  { role: 'Developer', salary: 8_400_000, joins: 0 },
  { role: 'Designer', salary: 7_200_000, joins: 0 },
  { role: 'Coordinator', salary: 5_600_000, joins: 0 },
  { role: 'Account manager', salary: 6_400_000, joins: 18 },
] as const;

/** The employees on payroll in a month. */
export function headcount(month: DemoMonth): number {
  return team.filter((member) => member.joins <= month.index).length;
}

/** The gross pay of one semi-monthly run, in cents, with a 3% raise each January after the first. */
export function grossPerRun(month: DemoMonth, firstYear: number): number {
  const raises = month.year - firstYear;
  let gross = 0;
  for (const member of team) {
    if (member.joins > month.index) continue;
    gross += Math.round((member.salary * 1.03 ** raises) / 24);
  }
  return gross;
}
