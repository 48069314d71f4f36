import { describe, expect, it } from 'vitest';
import { closeYearProblem, nextYearToClose, type ClosingState } from './closingRules';

const state = (patch: Partial<ClosingState> = {}): ClosingState => ({
  lockDate: '2025-12-31',
  fiscalYearStartMonth: 1,
  archivedYears: [],
  liveDates: ['2023-05-01', '2024-02-01', '2025-03-01', '2026-01-10'],
  ...patch,
});

describe('closing rules', () => {
  it('closes the earliest year with rows first, then each next one', () => {
    expect(nextYearToClose(state())).toBe(2023);
    expect(closeYearProblem(state(), 2024)).toBe(
      'Close fiscal year 2023 first: years are archived in order',
    );
    expect(nextYearToClose(state({ archivedYears: [2023] }))).toBe(2024);
    expect(nextYearToClose(state({ archivedYears: [2023, 2024] }))).toBe(2025);
    expect(nextYearToClose(state({ archivedYears: [2023, 2024, 2025] }))).toBeNull();
  });

  it('needs the whole year locked', () => {
    const open = state({ lockDate: '2025-06-30', archivedYears: [2023, 2024] });
    expect(closeYearProblem(open, 2025)).toBe(
      'Lock the books through 2025-12-31 before closing fiscal year 2025',
    );
    expect(nextYearToClose(open)).toBeNull();
    expect(nextYearToClose(state({ lockDate: '' }))).toBeNull();
  });

  it('offers the latest locked year when no closed year has rows', () => {
    expect(nextYearToClose(state({ liveDates: ['2026-02-01'] }))).toBe(2025);
    expect(closeYearProblem(state({ liveDates: [] }), 2024)).toBeNull();
  });

  it('never goes back before an archived year; late rows go into the next archive', () => {
    const archived = state({ archivedYears: [2024], liveDates: ['2023-05-01', '2025-03-01'] });
    expect(closeYearProblem(archived, 2024)).toBe('Fiscal year 2024 is already archived');
    expect(closeYearProblem(archived, 2023)).toBe(
      'Fiscal year 2023 cannot be archived: the later fiscal year 2024 already is',
    );
    expect(closeYearProblem(archived, 2025)).toBeNull();
  });

  it('works with a fiscal year starting in July', () => {
    const july = state({
      fiscalYearStartMonth: 7,
      lockDate: '2025-06-30',
      liveDates: ['2024-08-01'],
    });
    expect(nextYearToClose(july)).toBe(2025);
  });
});
