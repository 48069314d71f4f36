// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import type { Employee } from '../../domain/employees';
import { plugin } from '../../plugin';
import { EmployeeDialog } from './EmployeeDialog';

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('First name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lopez');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Annual salary ($)'), '78000');
}

describe('Add Employee’s home address (Form W-2 box f)', () => {
  it('saves the address typed under its visible label', async () => {
    const onAdd = vi.fn(async (_employee: Employee) => true);
    renderInWorkspace(<EmployeeDialog open onOpenChange={() => {}} onSave={onAdd} />, {
      manifests: [plugin],
    });
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Home address'), '9 Elm St, Oakland, CA 94612');
    await userEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(onAdd.mock.calls[0]![0].homeAddress).toBe('9 Elm St, Oakland, CA 94612');
  });

  it('names the field when the address has no ZIP code, and saves nothing', async () => {
    const onAdd = vi.fn(async (_employee: Employee) => true);
    renderInWorkspace(<EmployeeDialog open onOpenChange={() => {}} onSave={onAdd} />, {
      manifests: [plugin],
    });
    await fillRequired();
    const address = screen.getByLabelText('Home address');
    await userEvent.type(address, '9 Elm St, Oakland');
    await userEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining('Home address must end with its ZIP code, like 94612'),
    );
  });
});
