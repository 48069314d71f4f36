/** A spinning ring with a text for screen readers (and, when `showLabel`, for everyone). */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <span className="k-spinner-wrap" role="status">
      <span className="k-spinner" aria-hidden />
      <span className={showLabel ? undefined : 'k-sr-only'}>{label}</span>
    </span>
  );
}
