// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { RenderingPlugin, useService, type DiscoveredPlugin } from '@keel/core/client';
import { definePlugin, type Role } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { payrollFacts } from '../../domain/facts/payrollFacts';
import { payrollFactsRef, type PayrollFactsState } from '../../domain/public';
import { readPayrollStore } from '../../domain/readPayrollBooks';
import { plugin } from '../../plugin';
import { payrollSeed } from '../fixtures/payrollSeed';
import { clientPlugin } from '../index';
import { SpyOnOpenings } from './SpyOnOpenings.testSupport';

// Another plugin's screen reading payroll.facts in the browser, as the tax plugin will.
const reader = definePlugin({
  id: 'reader',
  title: 'Reader',
  icon: 'book-open',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  uses: ['payroll.facts'],
});
const plugins: DiscoveredPlugin[] = [
  { manifest: plugin, loadClient: async () => clientPlugin },
  { manifest: reader, loadClient: null },
];

let seen: PayrollFactsState | null = null;
function ReadFacts() {
  const state = useService(payrollFactsRef);
  seen = state;
  return <p>Payroll facts: {state.status}</p>;
}

function renderReader(role: Role) {
  seen = null;
  const opened: string[] = [];
  const result = renderInWorkspace(
    <SpyOnOpenings opened={opened}>
      <RenderingPlugin pluginId="reader">
        <Suspense fallback={<p>Loading</p>}>
          <ReadFacts />
        </Suspense>
      </RenderingPlugin>
    </SpyOnOpenings>,
    { plugins, role, seed: { payroll: payrollSeed() } },
  );
  return { ...result, opened };
}

describe('payroll.facts in the browser', () => {
  it('gives another plugin the open company’s facts, as the domain computes them', async () => {
    const { sync, opened } = renderReader('accountant');
    await screen.findByText('Payroll facts: ready');
    const books = readPayrollStore(sync!.getStore('payroll')!);
    expect(seen).toEqual({ status: 'ready', facts: payrollFacts(books, '2026-11-25') });
    expect(opened).toEqual(['payroll']);
  });

  it('answers no-access to a viewer at once, never opening the payroll document', async () => {
    const { opened } = renderReader('viewer');
    await screen.findByText('Payroll facts: no-access');
    expect(seen).toEqual({ status: 'no-access' });
    expect(opened).toEqual([]);
  });
});
