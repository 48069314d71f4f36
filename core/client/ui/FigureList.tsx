import { cx } from './cx';

/** Key figures as term and value pairs, laid out in columns (cards, summaries). */
export function FigureList({
  figures,
  className,
  label,
}: {
  figures: readonly (readonly [term: string, value: string])[];
  className?: string;
  /** The list's accessible name, when the figures need one to be told apart. */
  label?: string;
}) {
  return (
    <dl className={cx('k-figures', className)} aria-label={label}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
