// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { RenderingPlugin, type DiscoveredPlugin } from '@keel/core/client';
import type { Role } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { payrollSeed } from '../fixtures/payrollSeed';
import { clientPlugin } from '../index';
import { EmployeesTile } from './EmployeesTile';

const payroll: DiscoveredPlugin = { manifest: plugin, loadClient: async () => clientPlugin };

function renderTile(role: Role) {
  return renderInWorkspace(
    <RenderingPlugin pluginId="payroll">
      <Suspense fallback={<p>Loading the tile</p>}>
        <EmployeesTile />
      </Suspense>
    </RenderingPlugin>,
    { plugins: [payroll], role, seed: { payroll: payrollSeed() } },
  );
}

describe('the employees tile', () => {
  it('counts the active employees from the payroll facts and links to Payroll AI', async () => {
    renderTile('owner');
    const link = await screen.findByRole('link', { name: /Employees 3 Next pay date/ });
    expect(link).toHaveAttribute('href', '/payroll-ai');
  });

  it('gives a viewer no figure, and says why', async () => {
    renderTile('viewer');
    expect(
      await screen.findByRole('link', { name: 'Employees — Your role does not include payroll' }),
    ).toBeInTheDocument();
  });
});
