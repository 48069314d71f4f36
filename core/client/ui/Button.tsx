import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';

/** Props of Button: a native button with a variant and size. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
}

/** The design system's button; `type` defaults to "button" so forms submit only on purpose. */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('k-btn', `k-btn--${variant}`, `k-btn--${size}`, className)}
      {...rest}
    />
  );
}
