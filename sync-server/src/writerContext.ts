import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who the server is writing for right now: the member of a REST request (through every await of
 * its handler) or of the sync message being applied. Store listeners (plugin guards) read it to
 * name who made a change; outside both (the server's own jobs) there is none.
 */
const writers = new AsyncLocalStorage<string>();

/** Runs `fn` on behalf of `author` ('First Last <email>'). */
export function runAsWriter<T>(author: string, fn: () => T): T {
  return writers.run(author, fn);
}

/** Runs `fn` as the server itself, outside any request's or sync message's writer. */
export function runAsServer<T>(fn: () => T): T {
  return writers.exit(fn);
}

/** The author the current REST request or sync message acts for, or null for the server itself. */
export function currentWriter(): string | null {
  return writers.getStore() ?? null;
}

/** How records name a user: 'First Last <email>'. */
export function authorOf(user: { firstName: string; lastName: string; email: string }): string {
  return `${`${user.firstName} ${user.lastName}`.trim()} <${user.email}>`;
}
