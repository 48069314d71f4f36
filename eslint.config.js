import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import keel from './eslint-rules/index.js';

const nodeBuiltins = '^(node:.*|fs|path|os|crypto|http|https|net|child_process|url|stream)(/.*)?$';

// The test and story harness (core/testing) is for *.test.* and *.stories.tsx files only.
const testAndStoryFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'];
const testHarness = ['^@keel/core/testing$', '(^|/)testing(/|$)'];

// Domain code is handed a Clock (core/domain/clock.ts) and never reads the machine's own.
const clockMessage =
  "Domain code reads the time from a Clock it is given (core/domain/clock.ts), never the machine's";
const realClockReads = [
  "MemberExpression[object.name='Date'][property.name='now']",
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "CallExpression[callee.name='Date']",
].map((selector) => ({ selector, message: clockMessage }));
const systemClockUse = {
  selector: "Identifier[name='systemClock']",
  message: 'Domain code is handed its Clock; only the app and the server choose the system clock',
};

/**
 * Package patterns (regexes) a layer may not import: outside packages only. Which workspace file
 * may import which is checked on resolved files by keel/boundaries (eslint-rules/).
 */
const boundary = (regexes, message) => ({
  'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message })) }],
});

/** A plugin layer's boundary; its app code (not tests or stories) also stays off the harness. */
const pluginLayer = (layer, regexes, message) => [
  { files: [`plugins/*/${layer}/**`], rules: boundary(regexes, message) },
  {
    files: [`plugins/*/${layer}/**`],
    ignores: testAndStoryFiles,
    rules: boundary([...regexes, ...testHarness], `${message}, nor the test harness`),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      'data/**',
      '**/.turbo/**',
      'tests/artifacts/**',
      'scripts/create-plugin/template/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['core/domain/**', 'plugins/*/domain/**', 'plugins/*/plugin.ts'],
    ignores: ['**/*.test.ts'],
    rules: boundary(
      ['^react(-dom)?(/.*)?$', nodeBuiltins, '^(koa|ws)$'],
      'domain/ and plugin.ts are pure: no React, no Node, no client or server code',
    ),
  },
  {
    files: ['core/domain/**', 'plugins/*/domain/**'],
    rules: { 'no-restricted-syntax': ['error', ...realClockReads, systemClockUse] },
  },
  {
    // Where the system clock is defined, tested and exported.
    files: ['core/domain/clock.ts', 'core/domain/clock.test.ts', 'core/domain/index.ts'],
    rules: { 'no-restricted-syntax': ['error', ...realClockReads] },
  },
  ...pluginLayer('client', [nodeBuiltins, '^(koa|ws)$'], 'client/ never imports server code'),
  ...pluginLayer('server', ['^react(-dom)?(/.*)?$'], 'server/ never imports client code'),
  {
    files: ['core/**'],
    ignores: ['core/domain/**', 'core/testing/**', ...testAndStoryFiles, 'core/vite.config.ts'],
    rules: boundary(testHarness, 'app code never imports the test harness (core/testing)'),
  },
  {
    // Which file may import which, on resolved files; no `export *`; own store only.
    files: ['**/*.{ts,tsx,mts,js,mjs,jsx}'],
    plugins: { keel },
    rules: { 'keel/boundaries': 'error', 'keel/own-store': 'error' },
  },
  {
    files: ['plugins/*/client/**', 'plugins/*/domain/**'],
    ignores: testAndStoryFiles,
    rules: { 'keel/no-api-paths': 'error' },
  },
);
