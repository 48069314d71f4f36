import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, NativeSelect, isApiError } from '@keel/core/client';
import {
  MAX_DOCUMENT_BYTES,
  categoryLabels,
  documentCategories,
  type DocumentCategory,
} from '../../domain/documents/library';

/** What the dialog sends; it answers the server's field messages when refused. */
export type UploadRequest = (upload: { category: DocumentCategory; file: File }) => Promise<void>;

/**
 * Upload Documents: one file (PDF, JPEG or PNG, at most 10 MB) filed under a category for the tax
 * year on screen. A refusal keeps the dialog open with the server's message beside its field.
 */
export function UploadDocumentsDialog({
  open,
  taxYear,
  onClose,
  onUpload,
}: {
  open: boolean;
  taxYear: number;
  onClose: () => void;
  onUpload: UploadRequest;
}) {
  const [category, setCategory] = useState<DocumentCategory>('supporting');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setErrors({ file: 'Choose a file to upload' });
    if (file.size > MAX_DOCUMENT_BYTES) return setErrors({ file: 'The file is larger than 10 MB' });
    setSending(true);
    try {
      await onUpload({ category, file });
      setErrors({});
      setFile(null);
    } catch (failure) {
      setErrors(
        isApiError(failure) && Object.keys(failure.fields).length > 0
          ? failure.fields
          : { file: 'The document was not uploaded; try again' },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Upload Documents"
      description={`File a document under a category of tax year ${taxYear}: a PDF, JPEG or PNG of at most 10 MB.`}
    >
      <form className="k-form" onSubmit={(e) => void submit(e)} noValidate>
        <NativeSelect
          label="Category"
          value={category}
          options={documentCategories.map((c) => ({ value: c, label: categoryLabels[c] }))}
          onChange={(e) => setCategory(e.target.value as DocumentCategory)}
          error={errors.category}
        />
        <Field label="File" error={errors.file ?? errors.taxYear}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <div className="tax-actions">
          <Button type="submit" disabled={sending}>
            {sending ? 'Uploading…' : 'Upload'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
