import { describe, expect, it } from 'vitest';
import { CompanyListeners } from './companyListeners';

describe('CompanyListeners', () => {
  it('tells a company’s listeners after the caller, hands errors on, and forgets removed ones', async () => {
    const listeners = new CompanyListeners<number>();
    const heard: string[] = [];
    const errors: unknown[] = [];
    listeners.subscribe('a', () => {
      throw new Error('broken');
    });
    const stop = listeners.subscribe('a', (n) => heard.push(`a${n}`));
    listeners.subscribe('b', (n) => heard.push(`b${n}`));
    listeners.tell('a', 1, (error) => errors.push(error));
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual(['a1']);
    expect(errors).toHaveLength(1);
    stop();
    listeners.tell('a', 2, (error) => errors.push(error));
    await Promise.resolve();
    expect(heard).toEqual(['a1']);
  });
});
