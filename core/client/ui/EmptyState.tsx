import type { ReactNode } from 'react';

/** An honest "nothing here yet" block with an optional action. */
export function EmptyState({
  title,
  children,
  action,
  icon,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="k-empty">
      {icon && <div className="k-empty-icon">{icon}</div>}
      <p className="k-empty-title">{title}</p>
      {children && <div className="k-empty-body">{children}</div>}
      {action}
    </div>
  );
}
