import { useId, type ReactNode } from 'react';
import { Label } from 'radix-ui';

/** Props of Field: a visible label, an optional hint and error, and the control built from ids. */
export interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Lays out a label, a control and its error text, and ties them together for assistive tech. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="k-field">
      <Label.Root className="k-label" htmlFor={id}>
        {label}
      </Label.Root>
      {children({ id, describedBy, invalid: !!error })}
      {hint && !error && (
        <p id={hintId} className="k-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="k-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
