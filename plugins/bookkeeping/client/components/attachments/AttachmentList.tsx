import { useId } from 'react';
import { Button, EmptyState, Spinner } from '@keel/core/client';
import { AttachReceipt } from './AttachReceipt';
import { AttachmentRow } from './AttachmentRow';
import { attachmentsPath } from './attachmentsApi';
import { useAttachments } from './useAttachments';
import './attachments.css';

/**
 * A transaction's receipts: every member can list and download them; a member who may write can
 * attach an image or PDF (with upload progress) and delete one. Files live on the server, not in
 * the synced books.
 */
export function AttachmentList({
  companyId,
  transactionId,
  canWrite,
}: {
  companyId: string;
  transactionId: string;
  canWrite: boolean;
}) {
  const headingId = useId();
  const state = useAttachments(companyId, transactionId);
  const { attachments, loading, loadError } = state;
  return (
    <section className="bk-attachments" aria-labelledby={headingId}>
      <h3 id={headingId} className="bk-attachments-title">
        Attachments
      </h3>
      {loading && <Spinner label="Loading attachments..." showLabel />}
      {!loading && loadError && (
        <div className="k-form-error" role="alert">
          <p>The attachments could not be loaded: {loadError}</p>
          <Button variant="secondary" size="sm" onClick={state.reload}>
            Try again
          </Button>
        </div>
      )}
      {!loading && !loadError && attachments.length === 0 && (
        <EmptyState title="No receipts attached yet">
          {canWrite ? 'Attach a photo or PDF of the receipt below.' : null}
        </EmptyState>
      )}
      {!loading && !loadError && attachments.length > 0 && (
        <ul className="bk-attachment-list" aria-labelledby={headingId}>
          {attachments.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              href={attachmentsPath(companyId, transactionId, attachment.id)}
              canWrite={canWrite}
              onDelete={() => state.remove(attachment)}
            />
          ))}
        </ul>
      )}
      {state.deleteError && (
        <p className="k-form-error" role="alert">
          {state.deleteError}
        </p>
      )}
      {canWrite && (
        <AttachReceipt
          uploading={state.uploading}
          error={state.uploadError}
          onFile={(file) => void state.upload(file)}
        />
      )}
    </section>
  );
}
