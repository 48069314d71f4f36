// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@keel/core/client';
import { UploadDocumentsDialog } from './UploadDocumentsDialog';

describe('UploadDocumentsDialog', () => {
  it('sends the chosen category and file', async () => {
    const onUpload = vi.fn(async () => {});
    render(<UploadDocumentsDialog open taxYear={2026} onClose={() => {}} onUpload={onUpload} />);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'taxReturns');
    const file = new File(['%PDF-1.7'], 'return.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('File'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith({ category: 'taxReturns', file });
  });

  it('asks for a file, and shows the server’s refusal beside its field', async () => {
    const onUpload = vi.fn(() =>
      Promise.reject(
        new ApiError(400, JSON.stringify({ fields: { file: 'Upload a PDF, JPEG or PNG file' } })),
      ),
    );
    render(<UploadDocumentsDialog open taxYear={2026} onClose={() => {}} onUpload={onUpload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a file to upload');
    expect(onUpload).not.toHaveBeenCalled();
    await userEvent.upload(
      screen.getByLabelText('File'),
      new File(['MZ'], 'fake.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Upload a PDF, JPEG or PNG file');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
