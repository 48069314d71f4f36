import type { Liability } from '../liabilities/liability';
import type { Deadline } from './deadline';
import type { CalendarEntry } from './taxCalendar';

/**
 * Each deadline's status: completed once marked complete (or, for a payment, once its liability
 * is paid); automated while a scheduled payment covers it; in progress when part of it is paid;
 * overdue past its date; pending otherwise.
 */
export function withStatus(
  entries: readonly CalendarEntry[],
  completions: Readonly<Record<string, { completedBy: string }>>,
  liabilities: readonly Liability[],
  today: string,
): Deadline[] {
  const byId = new Map(liabilities.map((l) => [l.id, l]));
  return entries.map((entry) => {
    const done = Object.hasOwn(completions, entry.id) ? completions[entry.id] : undefined;
    const liability = entry.liabilityId ? byId.get(entry.liabilityId) : undefined;
    const status: Deadline['status'] = done
      ? 'completed'
      : liability?.status === 'paid'
        ? 'completed'
        : liability?.status === 'pending'
          ? 'automated'
          : liability && liability.paidCents > 0
            ? 'in_progress'
            : entry.dueDate < today
              ? 'overdue'
              : 'pending';
    return { ...entry, status, completedBy: done?.completedBy ?? null };
  });
}
