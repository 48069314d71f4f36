import { useId, type ChangeEvent } from 'react';
import { ProgressBar } from '@keel/core/client';
import type { UploadProgress } from './useAttachments';

/** The 'Attach receipt' file picker: uploads the chosen file at once and shows its progress. */
export function AttachReceipt({
  uploading,
  error,
  onFile,
}: {
  uploading: UploadProgress | null;
  error: string | null;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again after an error sends it again.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="k-field bk-attach">
      <label className="k-label" htmlFor={id}>
        Attach receipt
      </label>
      <input
        id={id}
        type="file"
        accept="image/*,application/pdf"
        disabled={uploading !== null}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
        onChange={pick}
      />
      {!error && (
        <p id={hintId} className="k-hint">
          A photo or PDF, up to 20 MB.
        </p>
      )}
      {uploading && (
        <div className="bk-attach-progress">
          <ProgressBar
            label={`Uploading ${uploading.name}`}
            value={uploading.percent}
            className="bk-attach-bar"
          />
          <span className="k-muted">{uploading.percent}%</span>
        </div>
      )}
      {error && (
        <p id={errorId} className="k-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
