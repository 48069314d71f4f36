import { z } from 'zod';
import { ApiError, apiFetch } from '@keel/core/client';
import { uploadedDocumentSchema, type DocumentCategory } from '../domain/documents/library';
import { taxRoutes } from '../domain/routes';
import { taxApi } from './taxApi';

/** Sends one file to Upload Documents; a refusal throws ApiError with the server's field messages. */
export async function uploadDocument(fields: {
  companyId: string;
  taxYear: number;
  category: DocumentCategory;
  file: File;
}) {
  const form = new FormData();
  form.append('companyId', fields.companyId);
  form.append('taxYear', String(fields.taxYear));
  form.append('category', fields.category);
  form.append('file', fields.file, fields.file.name);
  const res = await apiFetch(taxApi.path(taxRoutes.uploadDocument, {}), {
    method: 'POST',
    credentials: 'include',
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text);
  return z.object({ document: uploadedDocumentSchema }).parse(JSON.parse(text)).document;
}
