import { defineClientPlugin, provideClientService } from '@keel/core/client';
import { fraudThreatsRef } from '../domain/public';
import { plugin } from '../plugin';
import { useFraudThreatsClient } from './services/fraudThreatsClient';

/**
 * The client half of Fraud Detection: its page, the dashboard's fraud accuracy tile, anomaly card
 * and Run Fraud AI button, and `fraud.threats` for the open company.
 */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { FraudDetection: () => import('./pages/FraudDetection') },
  dashboardCards: [
    {
      id: 'fraud-accuracy',
      title: 'Fraud Accuracy',
      slot: 'tile',
      order: 30,
      load: () => import('./cards/FraudAccuracyTile'),
    },
    {
      id: 'anomalies',
      title: 'Anomaly Detection',
      order: 30,
      load: () => import('./cards/AnomalyCard'),
    },
    {
      id: 'run-fraud-ai',
      title: 'Run Fraud AI',
      slot: 'action',
      order: 10,
      load: () => import('./cards/RunFraudAiAction'),
    },
  ],
  services: [provideClientService(fraudThreatsRef, useFraudThreatsClient)],
});
