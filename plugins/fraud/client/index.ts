import { defineClientPlugin, provideClientService } from '@keel/core/client';
import { fraudThreatsRef } from '../domain/public';
import { plugin } from '../plugin';
import { useFraudThreatsClient } from './services/fraudThreatsClient';

/** The client half of Fraud Detection: its page and `fraud.threats` for the open company. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { FraudDetection: () => import('./pages/FraudDetection') },
  services: [provideClientService(fraudThreatsRef, useFraudThreatsClient)],
});
