import { useState } from 'react';
import { Button } from '@keel/core/client';
import { formatFileSize } from './formatFileSize';
import type { Attachment } from './attachmentsApi';

const addedOn = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** One attachment: a download link with its size and date, and (for writers) a two-step delete. */
export function AttachmentRow({
  attachment,
  href,
  canWrite,
  onDelete,
}: {
  attachment: Attachment;
  href: string;
  canWrite: boolean;
  onDelete: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { name, size, createdAt } = attachment;
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <li className="bk-attachment">
      <a href={href} download={name} className="bk-attachment-name">
        {name}
      </a>
      <span className="k-muted">
        {formatFileSize(size)} · added {addedOn.format(new Date(createdAt))}
      </span>
      {canWrite && !asking && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${name}`}
          onClick={() => setAsking(true)}
        >
          Delete
        </Button>
      )}
      {canWrite && asking && (
        <span className="bk-confirm" role="group" aria-label={`Confirm deleting ${name}`}>
          <span>Delete {name}?</span>
          <Button variant="destructive" size="sm" disabled={busy} onClick={() => void remove()}>
            Yes, delete
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </span>
      )}
    </li>
  );
}
