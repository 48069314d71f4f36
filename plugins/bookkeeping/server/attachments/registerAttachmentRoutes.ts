import type { Context } from 'koa';
import { companyScopeAccess, validationErrorBody, type Role } from '@keel/core/domain';
import {
  FileTooLargeError,
  type MemberContext,
  type ServerPluginContext,
  type StoredFile,
} from '@keel/core/server';
import { TRANSACTIONS_TABLE } from '../../domain/books/transactionRow';
import {
  MAX_ATTACHMENT_BYTES,
  NO_FILE_MESSAGE,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
  attachmentParamsSchema,
  ownerKeyOf,
  type AttachmentBody,
} from './attachments.schema';
import { attachmentDisposition, cleanFileName } from './contentDisposition';
import {
  NotMultipartError,
  UploadInterruptedError,
  dropRestOf,
  firstFile,
  splitHead,
} from './readUpload';
import { SNIFF_BYTES, declaredTypeAllowed, sniffAttachmentType } from './sniffAttachmentType';
import { bookkeepingRoutes } from '../../domain/routes';

// Room for the multipart boundaries and part headers around the file itself.
const FORM_OVERHEAD_BYTES = 64 * 1024;

const toBody = ({ id, name, type, size, createdAt, createdBy }: StoredFile): AttachmentBody => ({
  id,
  name,
  type,
  size,
  createdAt,
  createdBy,
});

/** An error answer; a 400 names the form's field, `file`, as every 400 of the API does. */
function answer(ctx: Context, status: number, error: string): void {
  ctx.status = status;
  ctx.body = status === 400 ? { error, fields: { file: error } } : { error };
}

/**
 * Receipts on a transaction, kept with `ctx.files` outside the company document: upload (one
 * image or PDF, checked by its bytes, at most 20 MB), list, download and delete under
 * /api/companies/{id}/transactions/{transactionId}/attachments. Every member who can read the
 * company may list and download; every role that may write it may upload and delete.
 */
export function registerAttachmentRoutes({
  companyRouter,
  data,
  auth,
  files,
}: ServerPluginContext): void {
  /** The member and transaction of a request, or null once a 400 or 404 is answered. */
  const open = async (
    ctx: Context,
    roles: readonly Role[],
  ): Promise<{ member: MemberContext; transactionId: string; attachmentId: string } | null> => {
    const parsed = attachmentParamsSchema.safeParse(ctx.params);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return null;
    }
    const { companyId, transactionId, attachmentId = '' } = parsed.data;
    const member = await auth.requireMember(ctx, companyId, roles);
    const store = await data.store(companyId);
    if (!store.hasRow(TRANSACTIONS_TABLE, transactionId)) {
      answer(ctx, 404, 'Transaction not found');
      return null;
    }
    return { member, transactionId, attachmentId };
  };

  /** The stored attachment of this transaction, or null once a 404 is answered. */
  const attachment = async (ctx: Context, companyId: string, id: string, transactionId: string) => {
    const opened = await files.open(companyId, id);
    if (opened && opened.meta.ownerKey === ownerKeyOf(transactionId)) return opened;
    opened?.stream.destroy();
    answer(ctx, 404, 'Attachment not found');
    return null;
  };

  companyRouter.get(bookkeepingRoutes.attachments.path, async (ctx) => {
    const found = await open(ctx, companyScopeAccess.read);
    if (!found) return;
    const key = ownerKeyOf(found.transactionId);
    const stored = await files.list(found.member.companyId, key);
    ctx.body = { attachments: stored.filter((f) => f.ownerKey === key).map(toBody) };
  });

  companyRouter.post(bookkeepingRoutes.addAttachment.path, async (ctx) => {
    const found = await open(ctx, companyScopeAccess.write);
    if (!found) return;
    const { member, transactionId } = found;
    if (Number(ctx.get('content-length')) > MAX_ATTACHMENT_BYTES + FORM_OVERHEAD_BYTES) {
      ctx.set('Connection', 'close');
      return answer(ctx, 413, TOO_LARGE_MESSAGE);
    }
    let stored: StoredFile | null = null;
    try {
      // One byte over the limit reaches `put`, so it can tell "too large" from "exactly 20 MB".
      const upload = await firstFile(ctx.req, MAX_ATTACHMENT_BYTES + 1);
      if (!upload) return answer(ctx, 400, NO_FILE_MESSAGE);
      if (!declaredTypeAllowed(upload.declaredType)) return answer(ctx, 415, WRONG_TYPE_MESSAGE);
      const { head, body, release } = await splitHead(upload.stream, SNIFF_BYTES);
      if (head.byteLength === 0) {
        release();
        return answer(ctx, 400, NO_FILE_MESSAGE);
      }
      const type = sniffAttachmentType(head);
      if (!type) {
        release();
        return answer(ctx, 415, WRONG_TYPE_MESSAGE);
      }
      const meta = {
        name: cleanFileName(upload.name),
        type,
        createdBy: member.author,
        ownerKey: ownerKeyOf(transactionId),
      };
      stored = await files.put(member.companyId, meta, body, MAX_ATTACHMENT_BYTES);
      ctx.status = 201;
      ctx.body = { attachment: toBody(stored) };
    } catch (error) {
      if (error instanceof FileTooLargeError) return answer(ctx, 413, TOO_LARGE_MESSAGE);
      if (error instanceof NotMultipartError || error instanceof UploadInterruptedError)
        return answer(ctx, 400, error.message);
      throw error;
    } finally {
      if (!stored) dropRestOf(ctx.req);
    }
  });

  companyRouter.get(bookkeepingRoutes.attachment.path, async (ctx) => {
    const found = await open(ctx, companyScopeAccess.read);
    if (!found) return;
    const { member, transactionId, attachmentId } = found;
    const opened = await attachment(ctx, member.companyId, attachmentId, transactionId);
    if (!opened) return;
    ctx.set('Content-Type', opened.meta.type);
    ctx.set('Content-Disposition', attachmentDisposition(opened.meta.name));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.set('Cache-Control', 'private, no-store');
    if (ctx.method === 'HEAD') {
      opened.stream.destroy();
      ctx.status = 200;
    } else ctx.body = opened.stream;
    ctx.length = opened.meta.size;
  });

  companyRouter.delete(bookkeepingRoutes.deleteAttachment.path, async (ctx) => {
    const found = await open(ctx, companyScopeAccess.write);
    if (!found) return;
    const { member, transactionId, attachmentId } = found;
    const opened = await attachment(ctx, member.companyId, attachmentId, transactionId);
    if (!opened) return;
    opened.stream.destroy();
    await files.remove(member.companyId, attachmentId);
    ctx.status = 204;
  });
}
