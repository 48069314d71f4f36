/** The Fraud Detection screen's route (plugin.ts). */
export const FRAUD_PATH = '/fraud-detection';

/** The screen with one threat's details opened. */
export const threatPath = (threatId: string) =>
  `${FRAUD_PATH}?threat=${encodeURIComponent(threatId)}`;
