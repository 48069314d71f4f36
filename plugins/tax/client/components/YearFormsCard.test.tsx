// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleYearForms } from '../fixtures/sampleTax';
import { YearFormsCard } from './YearFormsCard';

describe('YearFormsCard', () => {
  it('downloads an employee’s W-2, the W-3 and a vendor’s 1099-NEC', async () => {
    const onDownload = vi.fn();
    render(<YearFormsCard forms={sampleYearForms} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download W-2 for Ana Lopez' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download the 2026 W-3' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Download 1099-NEC for Pixel Studio' }),
    );
    expect(onDownload.mock.calls).toEqual([
      [{ form: 'w-2', employeeId: 'emp-ana' }],
      [{ form: 'w-3' }],
      [{ form: '1099-nec', vendorId: 'vendor-studio' }],
    ]);
    expect(screen.getByText('Missing')).toBeTruthy();
  });

  it('tells a role without payroll access why there are no W-2s', () => {
    render(<YearFormsCard forms={{ ...sampleYearForms, w2: null }} onDownload={() => {}} />);
    expect(screen.getByText('Forms W-2 are shown to roles with payroll access.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /W-2/ })).toBeNull();
  });
});
