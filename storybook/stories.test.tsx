// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import preview from './.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];

// The same story files main.ts finds, rendered through the same global decorator.
const modules = import.meta.glob<StoryModule>(
  [
    '../core/client/**/*.stories.tsx',
    '../plugins/*/client/**/*.stories.tsx',
    './stories/*.stories.tsx',
  ],
  { eager: true },
);

setProjectAnnotations(preview);

describe.each(Object.entries(modules))('%s', (_file, module) => {
  it.each(Object.entries(composeStories(module) as Record<string, ComponentType>))(
    '%s renders in the Keel workspace without an error',
    async (_name, Story) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      await act(async () => {
        render(<Story />);
      });
      // Let lazy pages, fake API answers and sync readiness settle.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const messages = errors.mock.calls.map((call) => String(call[0]));
      errors.mockRestore();
      // A story of a broken plugin shows its error boundary; React and the boundary log the error.
      const boundaries = screen
        .queryAllByRole('alert')
        .map((alert) => alert.querySelector('h2')?.textContent ?? '');
      const shownByBoundary = (message: string) =>
        boundaries.some(
          (title) =>
            message.startsWith('%o') ||
            title === message.replace(/ failed$/, ' could not be shown'),
        );
      const unexpected = messages.filter((message) => !shownByBoundary(message));
      expect(unexpected).toEqual([]);
    },
  );
});
