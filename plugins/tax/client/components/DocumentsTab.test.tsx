// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
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
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Tax year'), '2025');
    expect(onYearChange).toHaveBeenCalledWith(2025);
    const cards = screen.getByRole('list', { name: 'Document categories' });
    expect(cards.textContent).toContain('W-2 Forms2');
    expect(cards.textContent).toContain('Tax Returns1');
    expect(screen.getByRole('button', { name: 'Upload Documents' })).toBeTruthy();
  });
});
