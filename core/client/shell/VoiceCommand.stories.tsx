import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, type KeelParameters } from '@keel/core/testing';
import { VoiceCommand } from './VoiceCommand';

/**
 * A stand-in recogniser: after two seconds of listening it "hears" `phrase`, or fails with the
 * SpeechRecognition error `error`; `null` removes the speech API altogether.
 */
function withSpeech(outcome: { phrase: string } | { error: string } | null) {
  return (Story: ComponentType) => {
    const w = window as unknown as Record<string, unknown>;
    w.webkitSpeechRecognition =
      outcome === null
        ? undefined
        : class {
            lang = '';
            interimResults = false;
            onresult: ((e: { results: { transcript: string }[][] }) => void) | null = null;
            onerror: ((e: { error: string }) => void) | null = null;
            onend: (() => void) | null = null;
            start() {
              setTimeout(() => {
                if ('phrase' in outcome)
                  this.onresult?.({ results: [[{ transcript: outcome.phrase }]] });
                else this.onerror?.({ error: outcome.error });
                this.onend?.();
              }, 2000);
            }
          };
    return <Story />;
  };
}
const meta = {
  title: 'Core/Shell/VoiceCommand',
  component: VoiceCommand,
  parameters: { keel: { plugins: demoPlugins } satisfies KeelParameters },
} satisfies Meta<typeof VoiceCommand>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Speech available: it shows Listening..., then saying "open the user manual" navigates there. */
export const Available: Story = { decorators: [withSpeech({ phrase: 'open the user manual' })] };
/** The microphone is blocked for this site: the toast says so. */
export const MicrophoneBlocked: Story = { decorators: [withSpeech({ error: 'not-allowed' })] };
/** No speech API in this browser: a click says so. */
export const Unavailable: Story = { decorators: [withSpeech(null)] };
