// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { sampleThreats, threatsSeed } from '../fixtures/threatSeed';
import { AnomalyCard } from './AnomalyCard';
import { FraudAccuracyTile } from './FraudAccuracyTile';

const seeded = (blocked: boolean) => ({
  manifests: [plugin],
  seed: { fraud: threatsSeed(sampleThreats({ blocked })) },
});

describe('the dashboard contributions of Fraud Detection', () => {
  it('says there is no fraud accuracy before any review, and shows the confirmed share after one', () => {
    const { unmount } = renderInWorkspace(<FraudAccuracyTile />, seeded(false));
    expect(screen.getByRole('link', { name: /Fraud Accuracy/ })).toHaveTextContent(
      'Fraud AccuracyNo reviewsReview a threat as fraud or safe to measure it',
    );
    unmount();
    renderInWorkspace(<FraudAccuracyTile />, seeded(true));
    expect(screen.getByRole('link', { name: /Fraud Accuracy/ })).toHaveTextContent(
      'Fraud Accuracy100%1 of 1 reviewed threats confirmed',
    );
  });

  it('investigates the newest high-severity open threat', () => {
    renderInWorkspace(<AnomalyCard />, seeded(false));
    const takeover = sampleThreats().find((t) => t.type === 'account_takeover')!;
    expect(screen.getByText('3 open threats, $30,600.00 at risk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Investigate' })).toHaveAttribute(
      'href',
      `/fraud-detection?threat=${takeover.id}`,
    );
    expect(screen.getByRole('link', { name: 'View All Threats' })).toHaveAttribute(
      'href',
      '/fraud-detection',
    );
  });
});
