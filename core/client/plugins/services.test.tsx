// @vitest-environment jsdom
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { createServiceRef, definePlugin, fixedClock, clockServiceRef } from '@keel/core/domain';
import { ClockProvider } from '../clock';
import { defineClientPlugin } from './defineClientPlugin';
import { discoverPlugins } from './discover';
import { PluginsProvider } from './PluginsContext';
import { provideClientService, RenderingPlugin, useOptionalService, useService } from './services';
import type { DiscoveredPlugin } from './types';

interface Greeter {
  greet(name: string): string;
}
const greeterRef = createServiceRef<Greeter>('greeter.greetings');
/** On the server an answer for any company; in the browser the open company's, live. */
const answersRef = createServiceRef<
  { answerFor(companyId: string): Promise<string> },
  { status: 'ready'; answer: string }
>('greeter.answers');
const missingRef = createServiceRef<Greeter>('absent.greetings');

const base = { icon: 'book', version: '1.0.0', coreRange: '^0.1', schemaVersion: 0 } as const;
const greeter = definePlugin({
  ...base,
  id: 'greeter',
  title: 'Greeter',
  provides: ['greeter.greetings', 'greeter.answers'],
});
const visitor = definePlugin({
  ...base,
  id: 'visitor',
  title: 'Visitor',
  uses: ['greeter.greetings', 'greeter.answers', 'core.clock'],
  optionalUses: ['absent.greetings'],
});
const greeterClient = defineClientPlugin(greeter, {
  pages: {},
  services: [
    provideClientService(greeterRef, () => ({ greet: (name) => `Hello, ${name}` })),
    provideClientService(answersRef, () => ({ status: 'ready', answer: '42' })),
  ],
});
const plugins: DiscoveredPlugin[] = [
  { manifest: greeter, loadClient: async () => greeterClient },
  { manifest: visitor, loadClient: null },
];

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>{this.state.error}</p> : this.props.children;
  }
}

function renderAs(pluginId: string, children: ReactNode) {
  return render(
    <ClockProvider clock={fixedClock('2026-11-25T12:00:00')}>
      <PluginsProvider plugins={plugins}>
        <Catch>
          <RenderingPlugin pluginId={pluginId}>
            <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
          </RenderingPlugin>
        </Catch>
      </PluginsProvider>
    </ClockProvider>,
  );
}

function Visit() {
  const greetings = useService(greeterRef);
  const clock = useService(clockServiceRef);
  const absent = useOptionalService(missingRef);
  return (
    <p>
      {greetings.greet('Ada')} on {clock.now().getFullYear()},{' '}
      {absent ? 'absent found' : 'absent missing'}
    </p>
  );
}

describe('useService', () => {
  it("answers another plugin's service, once its client half has loaded, and the core's", async () => {
    renderAs('visitor', <Visit />);
    expect(await screen.findByText('Hello, Ada on 2026, absent missing')).toBeTruthy();
  });

  it('answers in the browser shape of a ref whose browser side differs from its server side', async () => {
    function Answer() {
      const answers = useService(answersRef);
      expectTypeOf(answers).toEqualTypeOf<{ status: 'ready'; answer: string }>();
      return <p>The answer is {answers.answer}</p>;
    }
    renderAs('visitor', <Answer />);
    expect(await screen.findByText('The answer is 42')).toBeTruthy();
  });

  it('refuses a service the rendering plugin does not declare in its manifest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAs('greeter', <Visit />);
    expect(
      await screen.findByText(
        'Plugin greeter asked for the service greeter.greetings, which its plugin.ts does not list in uses',
      ),
    ).toBeTruthy();
  });
});

describe('discoverPlugins', () => {
  it('leaves out a plugin whose used service no installed plugin provides, saying why', () => {
    const log: string[] = [];
    const found = discoverPlugins(
      { '../../plugins/visitor/plugin.ts': { plugin: visitor } },
      {},
      (message) => log.push(message),
    );
    expect(found).toEqual([]);
    expect(log).toEqual([
      'Plugin visitor is off: it uses the service greeter.greetings, which no installed plugin provides',
    ]);
  });
});

describe('defineClientPlugin', () => {
  it('refuses a service the manifest does not list in provides', () => {
    expect(() =>
      defineClientPlugin(visitor, {
        pages: {},
        services: [provideClientService(greeterRef, () => ({ greet: () => '' }))],
      }),
    ).toThrow(
      'Plugin visitor: provides greeter.greetings without listing it in plugin.ts provides',
    );
  });
});
