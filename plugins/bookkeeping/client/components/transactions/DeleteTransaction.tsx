import { useState } from 'react';
import { Button } from '@keel/core/client';

/** Delete, asked twice: the confirmation names the line and says its journal entry goes too. */
export function DeleteTransaction({
  description,
  onDelete,
}: {
  description: string;
  onDelete: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="destructive" className="bk-dialog-delete" onClick={() => setAsking(true)}>
        Delete
      </Button>
    );
  }
  return (
    <div className="bk-confirm" role="group" aria-label="Confirm delete">
      <p>Delete “{description}”? Its journal entry is removed too; the audit trail keeps a copy.</p>
      <Button variant="destructive" onClick={onDelete}>
        Yes, delete
      </Button>
      <Button variant="ghost" onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </div>
  );
}
