import { Avatar as RadixAvatar } from 'radix-ui';
import { cx } from './cx';

/** Up to two initials of a name, drawn locally (no external image). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => (p ?? '').charAt(0).toUpperCase()).join('') || '?';
}

function hueOf(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** A round avatar showing the initials of `name` on a colour derived from it. */
export function Avatar({
  name,
  size = 'md',
  className,
}: {
  name: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <RadixAvatar.Root
      className={cx('k-avatar', `k-avatar--${size}`, className)}
      style={{ background: `hsl(${hueOf(name)} 55% 42%)` }}
    >
      <RadixAvatar.Fallback aria-hidden>{initialsOf(name)}</RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
