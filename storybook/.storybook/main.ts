import type { StorybookConfig } from '@storybook/react-vite';

/** Finds every core component's and every plugin's stories; telemetry stays off (offline). */
const config: StorybookConfig = {
  stories: ['../../core/client/**/*.stories.tsx', '../../plugins/*/client/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
