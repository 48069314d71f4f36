// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@keel/core/client';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { ConsultationDialog } from './ConsultationDialog';

describe('ConsultationDialog', () => {
  it('sends the values chosen, not fixed ones', async () => {
    const onSchedule = vi.fn(async () => {});
    renderInWorkspace(<ConsultationDialog open onClose={() => {}} onSchedule={onSchedule} />, {
      manifests: [plugin],
    });
    await userEvent.selectOptions(screen.getByLabelText('Consultation Type'), 'year-end');
    await userEvent.type(screen.getByLabelText('Preferred Date'), '2026-12-14');
    await userEvent.selectOptions(screen.getByLabelText('Preferred Time'), 'evening');
    await userEvent.selectOptions(screen.getByLabelText('Meeting Format'), 'in-person');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    expect(onSchedule).toHaveBeenCalledWith({
      type: 'year-end',
      date: '2026-12-14',
      time: 'evening',
      format: 'in-person',
    });
  });

  it('stays open with the server’s message by the field it refused', async () => {
    const onSchedule = vi.fn(() =>
      Promise.reject(
        new ApiError(400, JSON.stringify({ fields: { date: 'Choose today or a later date' } })),
      ),
    );
    renderInWorkspace(<ConsultationDialog open onClose={() => {}} onSchedule={onSchedule} />, {
      manifests: [plugin],
    });
    await userEvent.type(screen.getByLabelText('Preferred Date'), '2026-01-02');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose today or a later date');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
