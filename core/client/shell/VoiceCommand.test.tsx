// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
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

/** A fake SpeechRecognition; the test drives it through `heard` (the last one started). */
class FakeRecognition {
  static heard: FakeRecognition | null = null;
  lang = '';
  interimResults = true;
  onresult: ((e: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start() {
    FakeRecognition.heard = this;
  }
  say(transcript: string) {
    this.onresult?.({ results: [[{ transcript }]] });
    this.onend?.();
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

function Matches({ phrase }: { phrase: string }) {
  return <p>{matchNavItem(phrase, usePlugins().navItems)?.path ?? 'none'}</p>;
}

function renderVoice() {
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
  return userEvent.setup();
}

describe('VoiceCommand', () => {
  it('says why it cannot listen where the browser has no speech recognition', async () => {
    const user = renderVoice();
    await user.click(screen.getByRole('button', { name: 'Voice Command' }));
    expect(await screen.findByText(/This browser cannot listen for voice commands/)).toBeVisible();
  });

  it('shows that it listens, then opens the page whose name is spoken', async () => {
    w.webkitSpeechRecognition = FakeRecognition;
    const user = renderVoice();
    await user.click(screen.getByRole('button', { name: 'Voice Command' }));
    const button = screen.getByRole('button', { name: 'Listening...' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Listening. Say a page name.');
    expect(FakeRecognition.heard?.lang).toBe('en-US');
    act(() => FakeRecognition.heard?.say('Open the user manual please'));
    expect(await screen.findByText('Manual here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voice Command' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says the microphone is blocked when the browser refuses it', async () => {
    w.webkitSpeechRecognition = FakeRecognition;
    const user = renderVoice();
    await user.click(screen.getByRole('button', { name: 'Voice Command' }));
    act(() => FakeRecognition.heard?.fail('not-allowed'));
    expect(await screen.findByText(/The microphone is blocked/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Voice Command' })).toBeEnabled();
  });

  it('says when no microphone is there, or nothing was heard', async () => {
    w.webkitSpeechRecognition = FakeRecognition;
    const user = renderVoice();
    await user.click(screen.getByRole('button', { name: 'Voice Command' }));
    act(() => FakeRecognition.heard?.fail('audio-capture'));
    expect(await screen.findByText(/No microphone was found/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Voice Command' }));
    act(() => FakeRecognition.heard?.fail('no-speech'));
    expect(await screen.findByText(/Nothing was heard/)).toBeVisible();
  });

  it('matches by a distinctive word too', () => {
    renderInWorkspace(<Matches phrase="payroll" />, { plugins: demoPlugins });
    expect(screen.getByText('/payroll-ai')).toBeInTheDocument();
  });
});
