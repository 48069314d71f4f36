import { describe, expect, it } from 'vitest';
import { periodClosers } from '../../domain/archive';
import { lockDateWriters } from '../routes/access';

describe('who may close the books', () => {
  it('archives with the same roles that set the lock date', () => {
    expect([...periodClosers]).toEqual([...lockDateWriters]);
  });
});
