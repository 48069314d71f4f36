import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cspNonce } from '../cspNonce';
import { Field } from './Field';
import type { SelectOption } from './NativeSelect';

/** Props of Select: a labelled Radix select over a fixed list of options. */
export interface SelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A styled Radix select whose trigger is labelled by a visible label. */
export function Select({ label, value, options, onValueChange, error, disabled }: SelectProps) {
  // The viewport adds a <style> element: the page's CSP lets it in with the nonce.
  const nonce = cspNonce();
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <RadixSelect.Root
          value={value}
          onValueChange={onValueChange}
          {...(disabled ? { disabled } : {})}
        >
          <RadixSelect.Trigger
            id={id}
            className="k-input k-select-trigger"
            aria-describedby={describedBy}
          >
            <RadixSelect.Value />
            <RadixSelect.Icon>
              <ChevronDown size={16} aria-hidden />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content
              className="k-popover k-select-content"
              position="popper"
              sideOffset={4}
            >
              <RadixSelect.Viewport {...(nonce ? { nonce } : {})}>
                {options.map((o) => (
                  <RadixSelect.Item key={o.value} value={o.value} className="k-menu-item">
                    <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator>
                      <Check size={14} aria-hidden />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
