import { describe, expect, it } from 'vitest';
import { authorOf, currentWriter, runAsServer, runAsWriter } from './writerContext';

describe('writerContext', () => {
  it('follows a request handler through its awaits and microtasks, and nowhere else', async () => {
    const seen: (string | null)[] = [];
    const handler = async () => {
      seen.push(currentWriter());
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(currentWriter());
      await new Promise<void>((resolve) =>
        queueMicrotask(() => {
          seen.push(currentWriter());
          seen.push(runAsServer(() => currentWriter()));
          resolve();
        }),
      );
    };
    await Promise.all([
      runAsWriter('Ann Lee <ann@example.com>', handler),
      runAsWriter('Bo Diaz <bo@example.com>', handler),
    ]);
    expect(seen.filter((who) => who === 'Ann Lee <ann@example.com>')).toHaveLength(3);
    expect(seen.filter((who) => who === 'Bo Diaz <bo@example.com>')).toHaveLength(3);
    expect(seen.filter((who) => who === null)).toHaveLength(2);
    expect(currentWriter()).toBeNull();
  });

  it('names a user as records do', () => {
    expect(authorOf({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' })).toBe(
      'Ann Lee <ann@example.com>',
    );
    expect(authorOf({ firstName: 'Cher', lastName: '', email: 'cher@example.com' })).toBe(
      'Cher <cher@example.com>',
    );
  });
});
