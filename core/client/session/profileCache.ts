import type { Clock, User } from '@keel/core/domain';

const KEY = 'signup-data';

/** Keeps the spec's 'signup-data' record as a display cache only; it never grants access. */
export function cacheProfile(user: User, clock: Clock): void {
  try {
    const prev = localStorage.getItem(KEY);
    const started = prev ? (JSON.parse(prev) as { trialStarted?: string }).trialStarted : undefined;
    const trialStarted = started ?? clock.now().toISOString();
    localStorage.setItem(
      KEY,
      JSON.stringify({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        trialStarted,
      }),
    );
  } catch {
    // Storage may be full or blocked; the cache is optional.
  }
}

/** Removes the profile cache on sign-out. */
export function clearProfileCache(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Ignore blocked storage.
  }
}
