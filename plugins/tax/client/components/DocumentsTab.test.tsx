// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleDocuments } from '../fixtures/sampleTax';
import { DocumentsTab } from './DocumentsTab';

describe('DocumentsTab', () => {
  it('lists another tax year when one is chosen, and counts each category', async () => {
    const onYearChange = vi.fn();
    render(
      <DocumentsTab
        worksheets={sampleDocuments.form941}
        yearForms={sampleDocuments.yearForms}
        library={sampleDocuments.library}
        mayUpload
        onYearChange={onYearChange}
        onDownload={() => {}}
        onUpload={() => {}}
        onDownloadDocument={() => {}}
        onDeleteDocument={async () => {}}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Tax year'), '2025');
    expect(onYearChange).toHaveBeenCalledWith(2025);
    const cards = screen.getByRole('list', { name: 'Document categories' });
    expect(cards.textContent).toContain('W-2 Forms2');
    expect(cards.textContent).toContain('Tax Returns1');
    expect(screen.getByRole('button', { name: 'Upload Documents' })).toBeTruthy();
  });

  it('deletes an upload only after its confirmation dialog, and offers no delete to a reader', async () => {
    const onDelete = vi.fn(async () => {});
    const tab = (mayUpload: boolean) => (
      <DocumentsTab
        worksheets={sampleDocuments.form941}
        yearForms={sampleDocuments.yearForms}
        library={sampleDocuments.library}
        mayUpload={mayUpload}
        onYearChange={() => {}}
        onDownload={() => {}}
        onUpload={() => {}}
        onDownloadDocument={() => {}}
        onDeleteDocument={onDelete}
      />
    );
    const { rerender } = render(tab(true));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2025 Form 1065.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this document?' });
    expect(dialog.textContent).toContain(
      '“2025 Form 1065.pdf” (Tax Returns, 2026) is deleted for good.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete 2025 Form 1065.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Document' }));
    expect(onDelete).toHaveBeenCalledWith(sampleDocuments.library.documents[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    rerender(tab(false));
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});
