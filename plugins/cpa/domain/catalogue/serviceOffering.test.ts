import { describe, expect, it } from 'vitest';
import { serviceOfferingSchema, serviceTypes } from './serviceOffering';
import { starterCatalogue } from './starterCatalogue';

describe('a practice’s service catalogue', () => {
  it('starts from the spec’s four services, prices, durations and complexity', () => {
    const catalogue = starterCatalogue();
    for (const service of catalogue) expect(serviceOfferingSchema.parse(service)).toEqual(service);
    expect(catalogue.map((s) => [s.type, s.price, s.priceUnit, s.duration, s.complexity])).toEqual([
      ['audit', 500_000, 'engagement', '2-3 weeks', 'high'],
      ['review', 250_000, 'engagement', '1-2 weeks', 'medium'],
      ['compilation', 120_000, 'engagement', '3-5 days', 'low'],
      ['consulting', 30_000, 'hour', 'Ongoing', 'high'],
    ]);
    expect(catalogue.map((s) => s.type)).toEqual([...serviceTypes]);
  });

  it('gives each new starter catalogue its own copy to edit', () => {
    const first = starterCatalogue();
    first[0]!.features.push('Changed');
    expect(starterCatalogue()[0]!.features).not.toContain('Changed');
  });

  it('names the field of each bad edit', () => {
    const [audit] = starterCatalogue();
    const result = serviceOfferingSchema.safeParse({
      ...audit,
      title: '  ',
      price: -1,
      features: ['Tests of internal controls', ''],
      complexity: 'extreme',
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['title', 'Title is required'],
      ['price', 'Price cannot be negative'],
      ['features.1', 'A feature cannot be empty'],
      ['complexity', 'Choose low, medium or high'],
    ]);
  });
});
