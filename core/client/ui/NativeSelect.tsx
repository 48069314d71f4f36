import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field';

/** One option of a NativeSelect. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of NativeSelect: a labelled native <select>. */
export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
}

/** A native select with a visible label: the robust choice inside forms. */
export function NativeSelect({ label, options, error, ...rest }: NativeSelectProps) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="k-input k-select"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
