import { isIsoDate, MoneyError, parseMoney, type Cents } from '@keel/core/domain';
import type { EmploymentType } from './employeeSchema';

/** A cell read into a field's value, or why it cannot be. */
export type CellRead<T> = { ok: true; value: T } | { ok: false; error: string };

const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Exact cents from "$85,000.00", "85000", "1,234.5"; a MoneyError's text names the field. */
export function readMoneyCell(label: string, text: string): CellRead<Cents> {
  try {
    return { ok: true, value: parseMoney(text) };
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    // parseMoney's messages all start "Amount …": say which amount instead.
    return { ok: false, error: `${label}${error.message.replace(/^Amount/, '')}` };
  }
}

/** Whether a pay cell holds a figure: not blank and not an amount of exactly $0. */
export function isPayFigure(text: string): boolean {
  if (!text) return false;
  const read = readMoneyCell('', text);
  return !read.ok || read.value !== 0;
}

/** A plain decimal number ("37.5"), or undefined. */
export function readNumberCell(text: string): number | undefined {
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : undefined;
}

/** salary or hourly from "Salary", "Salaried", "Per year", "Hourly", "Hour"…; else undefined. */
export function readPayType(text: string): 'salary' | 'hourly' | undefined {
  const h = words(text);
  if (h.includes('hour')) return 'hourly';
  if (/salar|annual|year/.test(h)) return 'salary';
  return undefined;
}

/** An employment type from "Full-time", "FT", "Part Time", "Contractor", "1099", "Internship"…. */
export function readEmploymentType(text: string): EmploymentType | undefined {
  const h = words(text);
  if (h.includes('fulltime') || ['ft', 'full', 'regular', 'fte'].includes(h)) return 'full-time';
  if (h.includes('parttime') || ['pt', 'part'].includes(h)) return 'part-time';
  if (h.includes('contract') || h.includes('1099')) return 'contract';
  if (h.startsWith('intern')) return 'intern';
  return undefined;
}

/** A W-4 filing status; "Married filing separately" is single on a 2020 W-4 (Step 1(c)). */
export function readFilingStatus(
  text: string,
): 'single' | 'married' | 'head_of_household' | undefined {
  const h = words(text);
  if (/single|separately|higher/.test(h) || h === 's' || h === 'mfs') return 'single';
  if (h.includes('head') || h === 'hoh' || h === 'h') return 'head_of_household';
  if (/married|jointly|survivingspouse|qualifyingwidow/.test(h) || h === 'm' || h === 'mfj')
    return 'married';
  return undefined;
}

/** true for yes / y / true / x / 1 / checked, false for no / n / false / 0. */
export function readYesNo(text: string): boolean | undefined {
  const h = words(text);
  if (['yes', 'y', 'true', 'x', '1', 'checked'].includes(h)) return true;
  if (['no', 'n', 'false', '0', 'unchecked'].includes(h)) return false;
  return undefined;
}

/** '2020' for a Form W-4 from 2020 or later, '2019' for an earlier one, from a year in the text. */
export function readW4Version(text: string): '2020' | '2019' | undefined {
  const year = /\b(19|20)\d{2}\b/.exec(text)?.[0];
  if (!year) return undefined;
  return Number(year) >= 2020 ? '2020' : '2019';
}

const pad = (n: string) => n.padStart(2, '0');

/**
 * YYYY-MM-DD from "2024-01-15", "2024/1/15", "1/15/2024" (US order) or "15/01/2024" when the first
 * number cannot be a month; undefined for anything else. A time after an ISO date is dropped.
 */
export function readDateCell(text: string): string | undefined {
  let year: string, month: string, day: string;
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(text);
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (iso) [, year = '', month = '', day = ''] = iso;
  else if (us) {
    const [, first = '', second = ''] = us;
    year = us[3] ?? '';
    [month, day] = Number(first) > 12 && Number(second) <= 12 ? [second, first] : [first, second];
  } else return undefined;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : undefined;
}
