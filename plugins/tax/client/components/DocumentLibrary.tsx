import { useState } from 'react';
import { Button, Card, Dialog, EmptyState } from '@keel/core/client';
import {
  categoryLabels,
  type DocumentLibrary as Library,
  type UploadedDocument,
} from '../../domain/documents/library';

/**
 * The category cards of a tax year (uploads plus the forms and payments Keel made, each card
 * saying which) and the documents uploaded for it, each downloadable and, for those who may
 * upload, deletable after a confirmation.
 */
export function DocumentLibrary({
  library,
  taxYear,
  mayUpload,
  onUpload,
  onDownload,
  onDelete,
}: {
  library: Library;
  taxYear: number;
  mayUpload: boolean;
  onUpload: () => void;
  onDownload: (document: UploadedDocument) => void;
  /** Deletes the document; resolves once done (the dialog then closes). */
  onDelete: (document: UploadedDocument) => Promise<void>;
}) {
  const [deleting, setDeleting] = useState<UploadedDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    try {
      await onDelete(deleting);
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={`Documents for ${taxYear}`}
      description="Each card counts the year's documents of its kind: those uploaded, and the forms and payment records Keel made."
    >
      <div className="tax-forms">
        <ul className="tax-category-cards" aria-label="Document categories">
          {library.categories.map((c) => (
            <li key={c.category} className="tax-category-card">
              <span className="tax-category-label">{c.label}</span>
              <span className="tax-category-count">{c.count}</span>
              <span className="k-muted">{c.counts}</span>
            </li>
          ))}
        </ul>
        {mayUpload && (
          <div className="tax-actions">
            <Button onClick={onUpload}>Upload Documents</Button>
          </div>
        )}
        {library.documents.length === 0 ? (
          <EmptyState title="No documents uploaded">
            Uploaded returns, receipts and records of {taxYear} are listed here.
          </EmptyState>
        ) : (
          <table className="tax-table">
            <caption className="k-muted">Uploaded for {taxYear}</caption>
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Category</th>
                <th scope="col">Uploaded</th>
                <th scope="col">File</th>
              </tr>
            </thead>
            <tbody>
              {library.documents.map((d) => (
                <tr key={d.id}>
                  <th scope="row">{d.name}</th>
                  <td>{categoryLabels[d.category]}</td>
                  <td>
                    {d.uploadedAt.slice(0, 10)} by {d.uploadedBy.replace(/\s*<.*>$/, '')}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Download ${d.name}`}
                      onClick={() => onDownload(d)}
                    >
                      Download
                    </Button>
                    {mayUpload && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Delete ${d.name}`}
                        onClick={() => setDeleting(d)}
                      >
                        Delete
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !busy && setDeleting(null)}
        title="Delete this document?"
        description={
          deleting
            ? `“${deleting.name}” (${categoryLabels[deleting.category]}, ${deleting.taxYear}) is deleted for good.`
            : undefined
        }
      >
        <div className="tax-actions">
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            Delete Document
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDeleting(null)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
