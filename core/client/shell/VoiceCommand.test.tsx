// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlugins } from '../plugins';
import { demoPlugins, renderInWorkspace } from '@keel/core/testing';
import { matchNavItem, VoiceCommand } from './VoiceCommand';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.webkitSpeechRecognition;
});

function Matches({ phrase }: { phrase: string }) {
  return <p>{matchNavItem(phrase, usePlugins().navItems)?.path ?? 'none'}</p>;
}

describe('VoiceCommand', () => {
  it('is not rendered where speech recognition is unavailable', () => {
    renderInWorkspace(<VoiceCommand />, { plugins: demoPlugins });
    expect(screen.queryByRole('button', { name: 'Voice Command' })).not.toBeInTheDocument();
  });

  it('navigates to the nav item whose name is spoken', async () => {
    w.webkitSpeechRecognition = class {
      onresult: ((e: { results: { transcript: string }[][] }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        this.onresult?.({ results: [[{ transcript: 'Open the user manual please' }]] });
        this.onend?.();
      }
    };
    renderInWorkspace(
      <>
        <VoiceCommand />
        <Routes>
          <Route path="/user-manual" element={<p>Manual here</p>} />
          <Route path="*" element={null} />
        </Routes>
      </>,
      { plugins: demoPlugins },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voice Command' }));
    expect(await screen.findByText('Manual here')).toBeInTheDocument();
  });

  it('matches by a distinctive word too', () => {
    renderInWorkspace(<Matches phrase="payroll" />, { plugins: demoPlugins });
    expect(screen.getByText('/payroll-ai')).toBeInTheDocument();
  });
});
