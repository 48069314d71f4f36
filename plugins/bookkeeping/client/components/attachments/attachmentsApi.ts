import { ApiError, companyApi } from '@keel/core/client';
import { bookkeepingRoutes, type Attachment } from '../../../domain/routes';

export type { Attachment } from '../../../domain/routes';

/** The server's limit (server/attachments): uploads past it are refused before they are sent. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** The server's answer for a file past the limit, shown before sending one. */
export const TOO_LARGE_MESSAGE = 'The file is larger than 20 MB; attach a smaller file';
/** The server's answer for a file that is neither an image nor a PDF. */
export const WRONG_TYPE_MESSAGE =
  'Only images (JPEG, PNG, GIF, WebP, HEIC) and PDF files can be attached';

/** The REST path of a transaction's attachments (and of one, with `id`: its download). */
export function attachmentsPath(companyId: string, transactionId: string, id?: string): string {
  const routes = companyApi(companyId);
  return id === undefined
    ? routes.path(bookkeepingRoutes.attachments, { transactionId })
    : routes.path(bookkeepingRoutes.attachment, { transactionId, attachmentId: id });
}

/** The transaction's attachments, oldest first. */
export async function listAttachments(
  companyId: string,
  transactionId: string,
): Promise<Attachment[]> {
  const body = await companyApi(companyId).call(bookkeepingRoutes.attachments, { transactionId });
  return body.attachments;
}

/** Deletes one attachment. */
export async function deleteAttachment(
  companyId: string,
  transactionId: string,
  id: string,
): Promise<void> {
  await companyApi(companyId).call(bookkeepingRoutes.deleteAttachment, {
    transactionId,
    attachmentId: id,
  });
}

/**
 * Uploads one file as multipart/form-data, reporting progress (0..1) as the bytes leave; fetch
 * cannot report upload progress, XMLHttpRequest can. Rejects with an ApiError carrying the
 * server's message, or an Error when the connection fails.
 */
export function uploadAttachment(
  companyId: string,
  transactionId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const route = bookkeepingRoutes.addAttachment;
    xhr.open(route.method, companyApi(companyId).path(route, { transactionId }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText));
        return;
      }
      try {
        resolve(route.answer.parse(JSON.parse(xhr.responseText)).attachment);
      } catch {
        reject(new Error('The server sent an answer that could not be read'));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed; check the connection and try again'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The message to show for a failed call: the server's own sentence when it sent one. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.error ?? `The server answered ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}
