import { cx } from './cx';

/** Key figures as term and value pairs, laid out in columns (cards, summaries). */
export function FigureList({
  figures,
  className,
}: {
  figures: readonly (readonly [term: string, value: string])[];
  className?: string;
}) {
  return (
    <dl className={cx('k-figures', className)}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
