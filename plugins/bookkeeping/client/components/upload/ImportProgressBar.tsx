import { ProgressBar } from '@keel/core/client';

/** How far an import has got, as a progress bar and in words. */
export function ImportProgressBar({ done, total }: { done: number; total: number }) {
  const text = `Imported ${done} of ${total}`;
  return (
    <div className="bk-upload-step">
      <ProgressBar label="Import progress" value={done} max={total} valueText={text} />
      <p className="k-muted" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
