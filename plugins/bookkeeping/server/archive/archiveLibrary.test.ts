import { describe, expect, it } from 'vitest';
import { ArchiveLibrary } from './archiveLibrary';
import { memoryFiles } from './memoryFiles.testSupport';

describe('ArchiveLibrary.exclusive', () => {
  it('hands a failed job to its caller alone, and runs the next one', async () => {
    const library = new ArchiveLibrary(memoryFiles(), () => {});
    // A second, unhandled rejection here would end the server process (vitest fails the run).
    await expect(
      library.exclusive('c1', () => Promise.reject(new Error('disk full'))),
    ).rejects.toThrow('disk full');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await library.exclusive('c1', () => Promise.resolve('next'))).toBe('next');
  });
});
