import type { HTMLAttributes } from 'react';
import { cx } from './cx';

/** Colour of a badge. */
export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

/** A small pill of text: statuses, roles, counts. */
export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={cx('k-badge', `k-badge--${tone}`, className)} {...rest} />;
}
