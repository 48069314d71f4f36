/** How far an import has got, as a progress bar and in words. */
export function ImportProgressBar({ done, total }: { done: number; total: number }) {
  const share = total > 0 ? Math.round((done / total) * 100) : 0;
  const text = `Imported ${done} of ${total}`;
  return (
    <div className="bk-upload-step">
      <div
        className="bk-progress"
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className="bk-progress-bar" style={{ width: `${share}%` }} />
      </div>
      <p className="k-muted" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
