// Receipts attached to transactions: REST routes over the core's `files` service.
export { registerAttachmentRoutes } from './registerAttachmentRoutes';
export {
  MAX_ATTACHMENT_BYTES,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
  type AttachmentBody,
} from './attachments.schema';
