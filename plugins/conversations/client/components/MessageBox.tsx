import { useId, type KeyboardEvent } from 'react';
import { Button } from '@keel/core/client';

/** The message box and Send: Enter sends, Shift+Enter starts a new line; both wait while pending. */
export function MessageBox({
  value,
  onChange,
  onSend,
  pending,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
}) {
  const id = useId();
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    onSend();
  };
  return (
    <form
      className="assistant-compose"
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={id} className="k-label">
        Message
      </label>
      <div className="assistant-compose-row">
        <textarea
          id={id}
          className="k-input assistant-input"
          rows={2}
          value={value}
          placeholder="Ask about your revenue, expenses, cash flow, balances or payroll…"
          disabled={pending}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
