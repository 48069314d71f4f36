import { describe, expect, it } from 'vitest';
import { newClientSchema } from './newClient';

const good = {
  name: 'Harbor Bakery',
  industry: 'Food service',
  serviceType: 'review',
  revenue: 125_000_000,
  nextDeadline: '2027-03-15',
  cpa: 'user-ada',
  email: 'owner@harborbakery.example',
};

describe('Add Client', () => {
  it('takes a client not yet on Keel, with or without an invitation e-mail', () => {
    expect(newClientSchema.parse(good)).toEqual(good);
    expect(newClientSchema.parse({ ...good, email: null, nextDeadline: null }).email).toBeNull();
  });

  it('names the field of each bad input: empty name, negative revenue, invalid e-mail', () => {
    const result = newClientSchema.safeParse({
      ...good,
      name: ' ',
      revenue: -100,
      email: 'not-an-address',
      serviceType: 'bookkeeping',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Name is required'],
      ['serviceType', 'Choose audit, review, compilation or consulting'],
      ['revenue', 'Revenue cannot be negative'],
      ['email', 'Enter a valid e-mail address'],
    ]);
  });
});
