import { cx } from './cx';

/** Props of ProgressBar: its accessible name and how far along it is. */
export interface ProgressBarProps {
  label: string;
  value: number;
  /** Default 100. */
  max?: number;
  /** What the bar says in words, for assistive tech ("Imported 40 of 100"). */
  valueText?: string;
  className?: string;
}

/** A labelled progress bar: a track and a fill in proportion to value / max. */
export function ProgressBar({ label, value, max = 100, valueText, className }: ProgressBarProps) {
  const share = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      {...(valueText ? { 'aria-valuetext': valueText } : {})}
      className={cx('k-progress', className)}
    >
      <div className="k-progress-fill" style={{ width: `${share}%` }} />
    </div>
  );
}
