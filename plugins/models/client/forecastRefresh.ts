import { useSyncExternalStore } from 'react';

// The dashboard's Generate Forecast asks every forecast on screen to be computed again.
let version = 0;
const listeners = new Set<() => void>();

/** Asks every mounted forecast to be fetched again, freshly computed from the books. */
export function refreshForecasts(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** A number that changes each time the forecasts are refreshed. */
export function useForecastVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}
