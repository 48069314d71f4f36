import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

/** One tab: its value, visible label and panel. */
export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

/** Radix tabs with the design system's look; controlled when `value` is given. */
export function Tabs({
  items,
  defaultValue,
  value,
  onValueChange,
  label,
}: {
  items: TabItem[];
  defaultValue?: string;
  /** The open tab, for a screen that keeps it (in its URL, say); with `onValueChange`. */
  value?: string;
  onValueChange?: (value: string) => void;
  label: string;
}) {
  return (
    <RadixTabs.Root
      className="k-tabs"
      {...(value === undefined ? { defaultValue: defaultValue ?? items[0]?.value } : { value })}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <RadixTabs.List className="k-tabs-list" aria-label={label}>
        {items.map((t) => (
          <RadixTabs.Trigger key={t.value} value={t.value} className="k-tabs-trigger">
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value} className="k-tabs-content">
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
