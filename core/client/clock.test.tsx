// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { renderInWorkspace, SAMPLE_NOW } from '@keel/core/testing';
import { ClockProvider, useClock, useToday } from './clock';

function Today() {
  const clock = useClock();
  return (
    <p>
      <span data-testid="today">{useToday()}</span>
      <span data-testid="now">{clock.now().toISOString()}</span>
    </p>
  );
}

describe('the browser clock', () => {
  it('gives screens the clock of the nearest ClockProvider', () => {
    render(
      <ClockProvider clock={fixedClock('2027-01-04T09:00:00.000Z')}>
        <Today />
      </ClockProvider>,
    );
    expect(screen.getByTestId('now')).toHaveTextContent('2027-01-04T09:00:00.000Z');
  });

  it('sets tests and stories on SAMPLE_NOW unless they say another time', () => {
    const sample = renderInWorkspace(<Today />);
    expect(SAMPLE_NOW).toBe('2026-11-25T12:00:00');
    expect(screen.getByTestId('today')).toHaveTextContent('2026-11-25');
    sample.unmount();

    renderInWorkspace(<Today />, { now: '2027-01-04T09:00:00' });
    expect(screen.getByTestId('today')).toHaveTextContent('2027-01-04');
  });

  it("takes a clock of the test's own, which wins over now", () => {
    const clock = fixedClock('2026-12-31T23:30:00');
    const { frame } = renderInWorkspace(<Today />, { clock, now: '2025-06-01T12:00:00' });
    expect(frame.clock).toBe(clock);
    expect(screen.getByTestId('today')).toHaveTextContent('2026-12-31');
  });
});
