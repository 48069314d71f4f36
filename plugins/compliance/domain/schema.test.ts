import { describe, expect, it } from 'vitest';
import { newItemSchema } from './schema';
import { plugin } from '../plugin';

describe('Compliance schema', () => {
  it('trims a title and refuses an empty one with a message naming it', () => {
    expect(newItemSchema.parse({ title: '  Call the bank ' })).toEqual({ title: 'Call the bank' });
    const result = newItemSchema.safeParse({ title: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Title is required');
  });

  it('declares its route, sidebar entry and table', () => {
    expect(plugin.routes.map((r) => r.path)).toEqual(['/compliance']);
    expect(plugin.nav[0]?.group).toBe('Services');
    expect(Object.keys(plugin.tables)).toEqual(['items']);
  });
});
