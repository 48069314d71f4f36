import { useEffect, useState } from 'react';
import { api, type OutboxItem, type OutboxMessage } from '../api';
import { Card, Dialog, EmptyState, Spinner } from '../ui';

const when = (iso: string) => new Date(iso).toLocaleString();

/** The opened message: its plain-text part only, so nothing in the e-mail runs as HTML. */
function OutboxMessageDialog({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const [message, setMessage] = useState<OutboxMessage | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.outboxMessage(item.id).then(setMessage, () => setFailed(true));
  }, [item.id]);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item.subject}
      description={`Sent ${when(item.sentAt)} to ${item.to}`}
    >
      {failed && (
        <p className="k-form-error" role="alert">
          Could not open this e-mail.
        </p>
      )}
      {!failed && !message && <Spinner label="Loading the e-mail..." showLabel />}
      {message && (
        <div
          role="document"
          aria-label="E-mail text"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {message.text}
        </div>
      )}
    </Dialog>
  );
}

/**
 * 'E-mails sent to you': the outbox messages addressed to the signed-in user (when Keel has no
 * mail server, reset and invite links land here), newest first; one opens in a dialog.
 */
export function OutboxCard() {
  const [items, setItems] = useState<OutboxItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<OutboxItem | null>(null);
  useEffect(() => {
    api.outbox().then(
      (res) => setItems(res.messages),
      () => setFailed(true),
    );
  }, []);
  return (
    <Card title="E-mails sent to you">
      {failed && (
        <p className="k-form-error" role="alert">
          Could not load your e-mails.
        </p>
      )}
      {!failed && !items && <Spinner label="Loading e-mails..." showLabel />}
      {items?.length === 0 && <EmptyState title="No e-mails in the outbox for you" />}
      {items && items.length > 0 && (
        <table className="k-table">
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <button type="button" className="k-link-btn" onClick={() => setOpen(item)}>
                    {item.subject}
                  </button>
                </td>
                <td>{when(item.sentAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && <OutboxMessageDialog item={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
