import { createContext, useContext, type ReactNode } from 'react';
import { localToday, systemClock, type Clock } from '@keel/core/domain';

const ClockContext = createContext<Clock>(systemClock);

/**
 * Gives every screen below it the clock it reads the date from: the machine's in the app, a fixed
 * one in tests and stories (renderInWorkspace, parameters.keel.now).
 */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock a screen reads the time from, instead of `new Date()` or `Date.now()`. */
export function useClock(): Clock {
  return useContext(ClockContext);
}

/** Today in the person's time zone as YYYY-MM-DD, by the clock, as of this render. */
export function useToday(): string {
  return localToday(useClock().now());
}
