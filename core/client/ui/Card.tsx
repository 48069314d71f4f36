import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

/** Props of Card: an optional title, description and action row. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** A bordered surface; with a title it is a labelled section. */
export function Card({ title, description, actions, className, children, ...rest }: CardProps) {
  const titleId = useId();
  return (
    <section
      className={cx('k-card', className)}
      aria-labelledby={title ? titleId : undefined}
      {...rest}
    >
      {(title || actions) && (
        <header className="k-card-header">
          <div>
            {title && (
              <h2 id={titleId} className="k-card-title">
                {title}
              </h2>
            )}
            {description && <p className="k-card-description">{description}</p>}
          </div>
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}
