import type { ServiceOffering } from './serviceOffering';

/**
 * The catalogue a new practice starts from, to edit into its own: the spec's four services with
 * their prices, durations and complexity (spec 001 section 3). The titles, descriptions and
 * features are plain descriptions of each kind of engagement, for the practice to change.
 */
export function starterCatalogue(): ServiceOffering[] {
  return [
    {
      id: 'audit',
      type: 'audit',
      title: 'Financial Statement Audit',
      description:
        'An independent examination of the financial statements that gives reasonable assurance they are free of material misstatement.',
      price: 500_000,
      priceUnit: 'engagement',
      duration: '2-3 weeks',
      features: [
        'Tests of internal controls',
        'Confirmation of balances with third parties',
        'Audit opinion on the financial statements',
      ],
      complexity: 'high',
    },
    {
      id: 'review',
      type: 'review',
      title: 'Financial Statement Review',
      description:
        'Analytical procedures and inquiries of management that give limited assurance that the financial statements need no material change.',
      price: 250_000,
      priceUnit: 'engagement',
      duration: '1-2 weeks',
      features: ['Analytical procedures', 'Inquiries of management', 'Review report'],
      complexity: 'medium',
    },
    {
      id: 'compilation',
      type: 'compilation',
      title: 'Financial Statement Compilation',
      description:
        'Financial statements prepared from the company’s books, presented without assurance.',
      price: 120_000,
      priceUnit: 'engagement',
      duration: '3-5 days',
      features: ['Balance sheet', 'Income statement', 'Compilation report'],
      complexity: 'low',
    },
    {
      id: 'consulting',
      type: 'consulting',
      title: 'Advisory and Consulting',
      description: 'Advice on accounting, tax planning and business decisions, billed by the hour.',
      price: 30_000,
      priceUnit: 'hour',
      duration: 'Ongoing',
      features: ['Tax planning', 'Cash flow planning', 'Accounting system setup'],
      complexity: 'high',
    },
  ];
}
