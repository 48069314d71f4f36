import { useCallback, useEffect, useState } from 'react';
import {
  MAX_ATTACHMENT_BYTES,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
  deleteAttachment,
  listAttachments,
  messageOf,
  uploadAttachment,
  type Attachment,
} from './attachmentsApi';

/** A running upload: the file's name and how much has been sent (0..100). */
export interface UploadProgress {
  name: string;
  percent: number;
}

/** A transaction's attachments and what can be done to them, with the last error of each kind. */
export interface AttachmentsState {
  attachments: Attachment[];
  loading: boolean;
  loadError: string | null;
  uploading: UploadProgress | null;
  uploadError: string | null;
  deleteError: string | null;
  reload: () => void;
  upload: (file: File) => Promise<void>;
  remove: (attachment: Attachment) => Promise<void>;
}

/** Whether a picked file may be sent at all; the server checks its bytes again. */
function refusal(file: File): string | null {
  if (file.size > MAX_ATTACHMENT_BYTES) return TOO_LARGE_MESSAGE;
  const type = file.type.toLowerCase();
  const allowed = type === '' || type.startsWith('image/') || type === 'application/pdf';
  return allowed && type !== 'image/svg+xml' ? null : WRONG_TYPE_MESSAGE;
}

/** Loads a transaction's attachments and uploads and deletes them through the REST API. */
export function useAttachments(companyId: string, transactionId: string): AttachmentsState {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<UploadProgress | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setLoadError(null);
    listAttachments(companyId, transactionId).then(
      (list) => {
        if (!current) return;
        setAttachments(list);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoadError(messageOf(error));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [companyId, transactionId, generation]);

  const upload = useCallback(
    async (file: File) => {
      setUploadError(null);
      const refused = refusal(file);
      if (refused) {
        setUploadError(refused);
        return;
      }
      setUploading({ name: file.name, percent: 0 });
      try {
        const added = await uploadAttachment(companyId, transactionId, file, (fraction) =>
          setUploading({ name: file.name, percent: Math.round(fraction * 100) }),
        );
        setAttachments((list) => [...list, added]);
      } catch (error) {
        setUploadError(messageOf(error));
      } finally {
        setUploading(null);
      }
    },
    [companyId, transactionId],
  );

  const remove = useCallback(
    async (attachment: Attachment) => {
      setDeleteError(null);
      try {
        await deleteAttachment(companyId, transactionId, attachment.id);
        setAttachments((list) => list.filter((a) => a.id !== attachment.id));
      } catch (error) {
        setDeleteError(`${attachment.name} was not deleted: ${messageOf(error)}`);
      }
    },
    [companyId, transactionId],
  );

  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  return {
    attachments,
    loading,
    loadError,
    uploading,
    uploadError,
    deleteError,
    reload,
    upload,
    remove,
  };
}
