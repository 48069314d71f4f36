import { z } from 'zod';
import type { Transaction } from './transactionRow';

/** The TinyBase table of keyword rules a person wrote ('contains GUSTO -> Payroll Wages'). */
export const RULES_TABLE = 'rules';

/** A keyword rule as stored. */
export const ruleRowSchema = z.object({
  keyword: z.string(),
  accountId: z.string(),
  category: z.string(),
});
/** A keyword rule. */
export type RuleRow = z.output<typeof ruleRowSchema>;
/** A keyword rule with its id. */
export interface Rule extends RuleRow {
  id: string;
}

/** Every readable keyword rule. */
export function readRules(
  table: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Rule[] {
  const rules: Rule[] = [];
  for (const [id, row] of Object.entries(table)) {
    const parsed = ruleRowSchema.safeParse(row);
    if (parsed.success && parsed.data.keyword.trim() !== '') rules.push({ id, ...parsed.data });
  }
  return rules;
}

/**
 * The payee a bank description names, without the noise that changes from line to line
 * (card numbers, dates, store numbers, '*' suffixes): 'SQ *BLUE BOTTLE 0423 OAKLAND' -> 'sq blue bottle'.
 */
export function payeeKey(description: string): string {
  const words = description
    .toLowerCase()
    .replace(/[*#]/g, ' ')
    .split(/[^a-z&']+/)
    .filter(
      (word) => word.length >= 2 && !/^(pos|debit|credit|purchase|card|ach|ppd|web|id)$/.test(word),
    );
  return words.slice(0, 3).join(' ');
}

/** What a rule or the learned history says a transaction is. */
export interface Suggestion {
  accountId: string;
  category: string;
  reason: string;
}

/** Payee -> the account and category a person chose most often for it (money in and out apart). */
export type LearnedChoices = ReadonlyMap<string, Suggestion>;

/**
 * Learns from the person's own choices: for each payee and direction, the account chosen most
 * often by a person (rule-made choices are not learned from), the most recent winning a tie.
 */
export function learnChoices(transactions: readonly Transaction[]): LearnedChoices {
  const counts = new Map<string, Map<string, { n: number; last: string; category: string }>>();
  for (const t of transactions) {
    if (t.accountId === '' || t.aiCategorized) continue;
    const payee = payeeKey(t.description);
    if (payee === '') continue;
    const key = `${t.amount >= 0 ? 'in' : 'out'}|${payee}`;
    const byAccount = counts.get(key) ?? new Map();
    counts.set(key, byAccount);
    const seen = byAccount.get(t.accountId);
    byAccount.set(t.accountId, {
      n: (seen?.n ?? 0) + 1,
      last: seen && seen.last > t.date ? seen.last : t.date,
      category: seen && seen.last > t.date ? seen.category : t.category,
    });
  }
  const learned = new Map<string, Suggestion>();
  for (const [key, byAccount] of counts) {
    let best: [string, { n: number; last: string; category: string }] | undefined;
    for (const candidate of byAccount) {
      if (
        !best ||
        candidate[1].n > best[1].n ||
        (candidate[1].n === best[1].n && candidate[1].last > best[1].last)
      ) {
        best = candidate;
      }
    }
    if (best) {
      const payee = key.slice(key.indexOf('|') + 1);
      learned.set(key, {
        accountId: best[0],
        category: best[1].category,
        reason: `You chose this for "${payee}" ${best[1].n === 1 ? 'once' : `${best[1].n} times`}`,
      });
    }
  }
  return learned;
}

/**
 * The account a line should go to: a keyword rule first (the longest keyword found in the
 * description wins), then what the person chose before for the same payee; null when neither knows.
 */
export function suggestCategory(
  line: Pick<Transaction, 'description' | 'amount'>,
  rules: readonly Rule[],
  learned: LearnedChoices,
): Suggestion | null {
  const text = line.description.toLowerCase();
  let rule: Rule | undefined;
  for (const candidate of rules) {
    const keyword = candidate.keyword.trim().toLowerCase();
    if (text.includes(keyword) && (!rule || keyword.length > rule.keyword.trim().length))
      rule = candidate;
  }
  if (rule) {
    return {
      accountId: rule.accountId,
      category: rule.category,
      reason: `Rule: contains "${rule.keyword.trim()}"`,
    };
  }
  const payee = payeeKey(line.description);
  if (payee === '') return null;
  return learned.get(`${line.amount >= 0 ? 'in' : 'out'}|${payee}`) ?? null;
}
