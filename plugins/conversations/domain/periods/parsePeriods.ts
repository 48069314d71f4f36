import * as chrono from 'chrono-node';
import { addDays, isoDate, monthEnd, monthStart, partsOf } from './calendar';
import {
  monthPeriod,
  namedPeriod,
  period,
  periodBefore,
  quarterPeriod,
  yearPeriod,
  type Period,
} from './period';

/** The periods a question names, in the order it names them. */
export interface ParsedPeriods {
  /** Each period or date named, a date as a one-day period; "since X" runs from X to today. */
  periods: Period[];
  /** "between X and Y", "from X to Y": one range over both; null when the question names none. */
  range: Period | null;
}

interface Found {
  index: number;
  end: number;
  period: Period;
  /** chrono read it as a range ("June to August"). */
  isRange?: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const ORDINAL_QUARTERS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };

/** The latest quarter `q` whose start is not after today, or of `year` when given. */
function quarterOfYear(q: number, year: number | undefined, today: string): Period {
  const y = year ?? partsOf(today).year;
  const p = quarterPeriod(isoDate(y, (q - 1) * 3 + 1, 1));
  return year === undefined && p.from > today ? quarterPeriod(p.from, -4) : p;
}

type Rule = [RegExp, (m: RegExpExecArray, today: string, previous: Period | null) => Period];

// Relative phrases chrono reads as single days ("last quarter" is a day three months ago): each
// becomes its whole period here, before chrono reads the rest.
const rules: Rule[] = [
  [
    /\b(?:year[- ]to[- ]date|ytd|so far this year|this year so far)\b/g,
    (_, today) => namedPeriod(`${partsOf(today).year}-01-01`, today, 'year to date'),
  ],
  [
    /\b(?:quarter[- ]to[- ]date|qtd|so far this quarter)\b/g,
    (_, today) => namedPeriod(quarterPeriod(today).from, today, 'quarter to date'),
  ],
  [
    /\b(?:month[- ]to[- ]date|mtd|so far this month)\b/g,
    (_, today) => namedPeriod(monthStart(today), today, 'month to date'),
  ],
  [
    /\b(?:this|current|the current) (month|quarter|year)\b/g,
    (m, today) => {
      const unit = m[1];
      const from =
        unit === 'month'
          ? monthStart(today)
          : unit === 'quarter'
            ? quarterPeriod(today).from
            : `${partsOf(today).year}-01-01`;
      return namedPeriod(from, today, `this ${unit}`);
    },
  ],
  [
    /\b(?:the )?(month|quarter|year) before(?: that)?\b/g,
    (m, today, previous) => {
      if (previous) return periodBefore(previous);
      return m[1] === 'month'
        ? monthPeriod(today, -1)
        : m[1] === 'quarter'
          ? quarterPeriod(today, -1)
          : yearPeriod(partsOf(today).year - 1);
    },
  ],
  [
    /\b(?:last|past|previous|prior|the last|the past) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (days?|weeks?|months?|quarters?|years?)\b/g,
    (m, today) => {
      // "The last 0 months" reads as the last one.
      const n = Math.max(1, NUMBER_WORDS[m[1] ?? ''] ?? Number(m[1]));
      const unit = (m[2] ?? '').replace(/s$/, '');
      if (unit === 'day') return namedPeriod(addDays(today, 1 - n), today, `last ${n} days`);
      if (unit === 'week') return namedPeriod(addDays(today, 1 - 7 * n), today, `last ${n} weeks`);
      if (unit === 'year') {
        const y = partsOf(today).year;
        return period(`${y - n}-01-01`, `${y - 1}-12-31`);
      }
      const months = unit === 'quarter' ? 3 * n : n;
      const from = unit === 'quarter' ? quarterPeriod(today, -n).from : monthStart(today, -n);
      const to = unit === 'quarter' ? quarterPeriod(today, -1).to : monthEnd(today, -1);
      return namedPeriod(from, to, `last ${months} months`);
    },
  ],
  [
    /\b(?:last|previous|prior|past) (month|quarter|year)\b/g,
    (m, today) =>
      m[1] === 'month'
        ? monthPeriod(today, -1)
        : m[1] === 'quarter'
          ? quarterPeriod(today, -1)
          : yearPeriod(partsOf(today).year - 1),
  ],
  [
    /\b(?:q([1-4])|(first|second|third|fourth) quarter)(?:,? (?:of |in )?((?:19|20)\d\d))?\b/g,
    (m, today) => {
      const q = m[1] ? Number(m[1]) : (ORDINAL_QUARTERS[m[2] ?? ''] ?? 1);
      return quarterOfYear(q, m[3] ? Number(m[3]) : undefined, today);
    },
  ],
  [/\b(?:today|right now|now|currently|at the moment)\b/g, (_, today) => period(today, today)],
];

/** The days from the earlier of two periods to the end of the later ("between June and March"). */
function spanning(a: Period, b: Period): Period {
  return a.from <= b.from
    ? period(a.from, b.to > a.to ? b.to : a.to)
    : period(b.from, a.to > b.to ? a.to : b.to);
}

/** A bare year ("in 2025", "fy2025"), once no month or date has claimed it. */
const BARE_YEAR = /\b(?:fy ?|fiscal year )?((?:19|20)\d\d)\b/g;

function masked(text: string, found: readonly Found[]): string {
  let out = text;
  for (const f of found)
    out = out.slice(0, f.index) + ' '.repeat(f.end - f.index) + out.slice(f.end);
  return out;
}

/** What chrono read as a period: a day it knows, else the month it knows, else nothing. */
function chronoPeriod(component: chrono.ParsedComponents, today: string): Period | null {
  if (!component.isCertain('month')) return null;
  const month = component.get('month') ?? 1;
  const certainYear = component.isCertain('year');
  let year = certainYear ? (component.get('year') ?? 0) : partsOf(today).year;
  if (component.isCertain('day')) {
    let date = isoDate(year, month, component.get('day') ?? 1);
    if (!certainYear && date > today) date = isoDate(year - 1, month, component.get('day') ?? 1);
    return period(date, date);
  }
  let p = monthPeriod(isoDate(year, month, 1));
  // "In March" means the latest March that has begun.
  if (!certainYear && p.from > today) {
    year -= 1;
    p = monthPeriod(isoDate(year, month, 1));
  }
  return p;
}

/**
 * The periods a question names ("last quarter", "in March", "year to date", "since January",
 * "Q3 2025", "between March 1 and April 15", "October 2026"), as of `today`. `previous` is the
 * period the conversation was last about, for "the month before".
 */
export function parsePeriods(
  question: string,
  today: string,
  previous: Period | null = null,
): ParsedPeriods {
  const text = question.toLowerCase().replace(/[’']/g, "'");
  const found: Found[] = [];
  for (const [pattern, make] of rules) {
    const source = masked(text, found);
    for (const m of source.matchAll(pattern)) {
      const index = m.index ?? 0;
      found.push({
        index,
        end: index + m[0].length,
        period: make(m as RegExpExecArray, today, previous),
      });
    }
  }
  const [year, month, day] = today.split('-').map(Number);
  const reference = new Date(year ?? 2000, (month ?? 1) - 1, day ?? 1, 12);
  for (const result of chrono.parse(masked(text, found), reference)) {
    const start = chronoPeriod(result.start, today);
    if (!start) continue;
    const end = result.end ? chronoPeriod(result.end, today) : null;
    found.push({
      index: result.index,
      end: result.index + result.text.length,
      period: end ? spanning(start, end) : start,
      isRange: !!end,
    });
  }
  for (const m of masked(text, found).matchAll(BARE_YEAR)) {
    const index = m.index ?? 0;
    found.push({ index, end: index + m[0].length, period: yearPeriod(Number(m[1])) });
  }
  found.sort((a, b) => a.index - b.index);

  const periods = found.map((f) => {
    const before = text.slice(Math.max(0, f.index - 12), f.index);
    if (
      /\b(?:since|starting|beginning)\s+(?:the\s+)?(?:start of\s+)?$/.test(before) &&
      f.period.from <= today
    )
      return namedPeriod(f.period.from, today, `since ${f.period.label}`);
    return f.period;
  });
  const [first, second] = found;
  let range: Period | null = first?.isRange ? first.period : null;
  if (first && second) {
    const head = text.slice(Math.max(0, first.index - 10), first.index);
    const between = text.slice(first.end, second.index);
    if (
      /\b(?:between|from)\s+$/.test(head) &&
      /^\s*(?:and|to|through|thru|until|-|–)\s*$/.test(between)
    )
      range = spanning(first.period, second.period);
  }
  return { periods, range };
}
