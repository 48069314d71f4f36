import type { Context } from 'koa';
import { z } from 'zod';
import {
  localToday,
  notificationsServiceRef,
  recordIdSchema,
  validationErrorBody,
  type MemberContext,
  type Role,
} from '@keel/core/domain';
import type { ServerPluginContext, StoredFile } from '@keel/core/server';
import { payrollFactsRef } from '@keel/plugin-payroll/domain/public';
import { formTaxYears } from '../../domain/documents/formYears';
import {
  MAX_DOCUMENT_BYTES,
  categoryCards,
  categoryLabels,
  ownerKeyOf,
  parseOwnerKey,
  sniffDocumentType,
  uploadFieldsSchema,
  yearPrefix,
  type DocumentLibrary,
  type GeneratedCounts,
  type UploadedDocument,
} from '../../domain/documents/library';
import { companyQuerySchema } from '../../domain/requests';
import { taxRoutes } from '../../domain/routes';
import { taxDeciders } from '../../domain/schema';
import {
  attachmentDisposition,
  cleanFileName,
  hardLimit,
  readMultipart,
} from '../uploads/readMultipart';
import { parseOr400 } from './requestParts';

const fileParamsSchema = z.object({ fileId: recordIdSchema });
const documentParamsSchema = z.object({ documentId: recordIdSchema });

const tooBig = `The file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`;

function refuse(ctx: Context, status: number, fields: Record<string, string>, close = false) {
  ctx.status = status;
  ctx.body = { error: Object.values(fields)[0] ?? 'Refused', fields };
  if (close) ctx.set('Connection', 'close');
}

/** An uploaded document of a stored file, or null for a file that is not one. */
function documentOf(file: StoredFile): UploadedDocument | null {
  const owner = parseOwnerKey(file.ownerKey);
  if (!owner) return null;
  return {
    id: file.id,
    name: file.name,
    type: file.type,
    size: file.size,
    category: owner.category,
    taxYear: owner.taxYear,
    uploadedAt: file.createdAt,
    uploadedBy: file.createdBy,
  };
}

/**
 * A tax year's uploaded documents, newest first, and the category cards. W-2 uploads hold
 * employees' pay: a role without payroll access (`generated.w2` null) does not see them.
 */
export async function documentLibrary(
  files: ServerPluginContext['files'],
  companyId: string,
  taxYear: number,
  generated: GeneratedCounts,
): Promise<DocumentLibrary> {
  const documents = (await files.list(companyId, yearPrefix(taxYear)))
    .map(documentOf)
    .filter((d): d is UploadedDocument => d !== null)
    .filter((d) => generated.w2 !== null || d.category !== 'w2')
    .reverse();
  return { documents, categories: categoryCards(documents, generated) };
}

/**
 * POST /documents/upload (Upload Documents), GET /documents/files/:fileId and
 * DELETE /documents/:documentId.
 */
export function registerUploads({ router, auth, files, clock, services }: ServerPluginContext) {
  const payroll = services.get(payrollFactsRef);
  const notifications = services.get(notificationsServiceRef);
  /** W-2 uploads hold employees' pay: only roles with payroll access touch them. */
  const refusesW2 = async (member: MemberContext, document: UploadedDocument) =>
    document.category === 'w2' &&
    (await payroll.read({ companyId: member.companyId, role: member.role as Role })).status ===
      'no-access';

  router.post(taxRoutes.uploadDocument.path, async (ctx) => {
    await auth.requireUser(ctx);
    if (Number(ctx.get('content-length') || 0) > hardLimit(MAX_DOCUMENT_BYTES))
      return refuse(ctx, 413, { file: tooBig }, true);
    const form = await readMultipart(ctx.req, MAX_DOCUMENT_BYTES);
    if (!form.ok)
      return form.reason === 'too-large'
        ? refuse(ctx, 413, { file: tooBig }, !ctx.req.complete)
        : refuse(ctx, 400, { file: 'Send the document as multipart/form-data' });
    const company = parseOr400(ctx, companyQuerySchema, form.fields);
    if (!company) return;
    const member = await auth.requireMember(ctx, company.companyId, taxDeciders);
    const fields = uploadFieldsSchema.safeParse(form.fields);
    if (!fields.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(fields.error);
      return;
    }
    const { taxYear, category } = fields.data;
    const years = formTaxYears(Number(localToday(clock.now()).slice(0, 4)));
    if (!years.includes(taxYear))
      return refuse(ctx, 400, { taxYear: `Choose a tax year: ${years.join(', ')}` });
    if (!form.file || form.file.bytes.length === 0)
      return refuse(ctx, 400, { file: 'Choose a file to upload' });
    const type = sniffDocumentType(form.file.bytes.subarray(0, 16));
    if (!type) return refuse(ctx, 400, { file: 'Upload a PDF, JPEG or PNG file' });
    const stored = await files.put(
      company.companyId,
      {
        name: cleanFileName(form.file.fileName),
        type,
        createdBy: member.author,
        ownerKey: ownerKeyOf(taxYear, category),
      },
      form.file.bytes,
      MAX_DOCUMENT_BYTES,
    );
    ctx.status = 201;
    ctx.body = { document: documentOf(stored) };
  });

  router.get(taxRoutes.documentFile.path, async (ctx) => {
    const params = parseOr400(ctx, fileParamsSchema, ctx.params);
    if (!params) return;
    const query = parseOr400(ctx, companyQuerySchema, ctx.query);
    if (!query) return;
    const member = await auth.requireMember(ctx, query.companyId);
    const opened = await files.open(query.companyId, params.fileId);
    const document = opened ? documentOf(opened.meta) : null;
    if (!opened || !document) {
      opened?.stream.destroy();
      ctx.status = 404;
      ctx.body = { error: 'No such document' };
      return;
    }
    if (await refusesW2(member, document)) {
      opened.stream.destroy();
      ctx.status = 403;
      ctx.body = { error: 'W-2 documents need payroll access' };
      return;
    }
    ctx.type = document.type;
    ctx.set('Content-Disposition', attachmentDisposition(document.name));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = opened.stream;
  });

  router.delete(taxRoutes.deleteDocument.path, async (ctx) => {
    const params = parseOr400(ctx, documentParamsSchema, ctx.params);
    if (!params) return;
    const query = parseOr400(ctx, companyQuerySchema, ctx.query);
    if (!query) return;
    const member = await auth.requireMember(ctx, query.companyId, taxDeciders);
    // Files are kept per company: another company's document is not found through this one.
    const stored = (await files.list(query.companyId)).find((f) => f.id === params.documentId);
    const document = stored ? documentOf(stored) : null;
    if (!document) {
      ctx.status = 404;
      ctx.body = { error: 'No such document' };
      return;
    }
    if (await refusesW2(member, document)) {
      ctx.status = 403;
      ctx.body = { error: 'W-2 documents need payroll access' };
      return;
    }
    await files.remove(query.companyId, document.id);
    // Uploads leave no row behind: the notification is the deletion's record for the deciders.
    await notifications.raise({
      companyId: query.companyId,
      to: { roles: [...taxDeciders] },
      severity: 'low',
      title: 'Tax document deleted',
      body: `${member.author} deleted "${document.name}" (${categoryLabels[document.category]}, ${document.taxYear})`,
      link: '/tax-optimization',
      dedupeKey: `tax.document-deleted.${document.id}`,
    });
    ctx.body = { deleted: document };
  });
}
