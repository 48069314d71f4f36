import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, type KeelParameters } from '@keel/core/testing';
import { VoiceCommand } from './VoiceCommand';

/** A stand-in recogniser that "hears" a phrase after half a second. */
function withSpeech(phrase: string | null) {
  return (Story: ComponentType) => {
    const w = window as unknown as Record<string, unknown>;
    w.webkitSpeechRecognition =
      phrase === null
        ? undefined
        : class {
            lang = '';
            interimResults = false;
            onresult: ((e: { results: { transcript: string }[][] }) => void) | null = null;
            onerror: (() => void) | null = null;
            onend: (() => void) | null = null;
            start() {
              setTimeout(() => {
                this.onresult?.({ results: [[{ transcript: phrase }]] });
                this.onend?.();
              }, 500);
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

/** Speech available: saying "open the user manual" navigates there. */
export const Available: Story = { decorators: [withSpeech('open the user manual')] };
/** No speech API: nothing is rendered. */
export const Unavailable: Story = { decorators: [withSpeech(null)] };
