import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** The client half of Fraud Detection: its page, loaded when the route is entered. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { FraudDetection: () => import('./pages/FraudDetection') },
});
