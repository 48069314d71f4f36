import { recordIdSchema } from '@keel/core/domain';
import { z } from 'zod';

/** Path parameters of a transaction's attachments. */
export const attachmentParamsSchema = z.object({
  companyId: recordIdSchema,
  transactionId: recordIdSchema,
  attachmentId: recordIdSchema.optional(),
});

/** An attachment as the API answers it. */
export interface AttachmentBody {
  id: string;
  name: string;
  type: string;
  size: number;
  createdAt: string;
  createdBy: string;
}

/** The largest attachment: 20 MB. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** The answer to an attachment past `MAX_ATTACHMENT_BYTES`. */
export const TOO_LARGE_MESSAGE = 'The file is larger than 20 MB; attach a smaller file';
/** The answer to a file that is not an image or a PDF. */
export const WRONG_TYPE_MESSAGE =
  'Only images (JPEG, PNG, GIF, WebP, HEIC) and PDF files can be attached';
/** The answer to a form without a file (or with an empty one). */
export const NO_FILE_MESSAGE = 'Choose a file to attach';

/** The files service's owner key of a transaction's attachments. */
export const ownerKeyOf = (transactionId: string): string => `transaction:${transactionId}`;
