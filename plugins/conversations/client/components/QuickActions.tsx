import { Button } from '@keel/core/client';

/** The spec's three quick actions (2.6): each fills the message box with its question. */
export const QUICK_ACTIONS = [
  'analyze cash flow for last quarter',
  'what tax deductions am I missing',
  'generate monthly financial report',
] as const;

/** The quick-action buttons above the message box. */
export function QuickActions({
  onPick,
  disabled,
}: {
  onPick: (question: string) => void;
  disabled?: boolean;
}) {
  return (
    <div className="assistant-quick" role="group" aria-label="Quick actions">
      {QUICK_ACTIONS.map((q) => (
        <Button key={q} variant="secondary" size="sm" disabled={disabled} onClick={() => onPick(q)}>
          {q}
        </Button>
      ))}
    </div>
  );
}
