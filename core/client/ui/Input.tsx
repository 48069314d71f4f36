import type { InputHTMLAttributes } from 'react';
import { Field } from './Field';

/** Props of Input: a native input plus its visible label and error message. */
export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A text input with a visible <label> tied to it and its error text below. */
export function Input({ label, error, hint, className, ...rest }: InputProps) {
  return (
    <Field label={label} error={error} {...(hint ? { hint } : {})}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={className ? `k-input ${className}` : 'k-input'}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </Field>
  );
}
