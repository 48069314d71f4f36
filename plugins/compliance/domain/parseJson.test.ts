import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseJsonCell } from './parseJson';

describe('parseJsonCell', () => {
  const schema = z.object({ a: z.number() });
  it('reads a JSON cell of the schema, and gives null for anything else instead of throwing', () => {
    expect(parseJsonCell(schema, '{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonCell(schema, '{"a":"x"}')).toBeNull();
    expect(parseJsonCell(schema, '{broken')).toBeNull();
    expect(parseJsonCell(schema, 42)).toBeNull();
  });
});
