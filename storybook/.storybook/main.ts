import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

const isReactPlugin = (plugin: PluginOption): boolean =>
  Array.isArray(plugin)
    ? plugin.some(isReactPlugin)
    : !!plugin &&
      typeof plugin === 'object' &&
      'name' in plugin &&
      plugin.name.startsWith('vite:react');

/** Finds every core component's and every plugin's stories; telemetry stays off (offline). */
const config: StorybookConfig = {
  // storybook/stories holds only the harness's own demo of parameters.keel.
  stories: [
    '../../core/client/**/*.stories.tsx',
    '../../plugins/*/client/**/*.stories.tsx',
    '../stories/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal(vite) {
    const plugins = vite.plugins ?? [];
    return {
      ...vite,
      // The JSX runtime and fast refresh the app's own build uses (core/vite.config.ts).
      plugins: plugins.some(isReactPlugin) ? plugins : [...plugins, react()],
      // Radix and lucide ship "use client" directives; the bundler's warning about each is noise.
      build: {
        ...vite.build,
        // Storybook's preview runtime alone is past Vite's 500 kB hint; the warning says nothing here.
        chunkSizeWarningLimit: 4000,
        rolldownOptions: {
          ...vite.build?.rolldownOptions,
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    };
  },
};

export default config;
