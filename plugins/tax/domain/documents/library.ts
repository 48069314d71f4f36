import { z } from 'zod';
import { recordIdSchema } from '@keel/core/domain';

/** The Documents tab's categories, with the spec's card labels (spec 001 section 2, Documents). */
export const documentCategories = [
  'w2',
  'form1099',
  'taxReturns',
  'supporting',
  'paymentRecords',
  'auditTrail',
] as const;
export type DocumentCategory = (typeof documentCategories)[number];

export const categoryLabels: Record<DocumentCategory, string> = {
  w2: 'W-2 Forms',
  form1099: '1099 Forms',
  taxReturns: 'Tax Returns',
  supporting: 'Supporting Documents',
  paymentRecords: 'Payment Records',
  auditTrail: 'Audit Trail',
};

/** The largest file Upload Documents takes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** What Upload Documents stores: PDFs and photos or scans of paper documents. */
export const documentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The type the file's own bytes show (its magic number), or null: the declared type is not trusted. */
export function sniffDocumentType(head: Uint8Array): DocumentType | null {
  const starts = (magic: readonly number[]) => magic.every((byte, i) => head[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** The text fields of an upload, each refused by name. */
export const uploadFieldsSchema = z.object({
  companyId: recordIdSchema,
  taxYear: z.coerce
    .number({ error: 'Tax year must be a year, like 2026' })
    .int('Tax year must be a year, like 2026'),
  category: z.enum(documentCategories, {
    error: `Choose a category: ${documentCategories.map((c) => categoryLabels[c]).join(', ')}`,
  }),
});

const OWNER_PREFIX = 'tax-document';

/** The files service's owner key of an uploaded document: its year and category. */
export function ownerKeyOf(taxYear: number, category: DocumentCategory): string {
  return `${OWNER_PREFIX}:${taxYear}:${category}`;
}

/** The owner-key prefix of a year's documents. */
export function yearPrefix(taxYear: number): string {
  return `${OWNER_PREFIX}:${taxYear}:`;
}

/** The year and category of an owner key, or null when it is not an uploaded document's. */
export function parseOwnerKey(key: string): { taxYear: number; category: DocumentCategory } | null {
  const [prefix, year, category] = key.split(':');
  const parsed = z.enum(documentCategories).safeParse(category);
  if (prefix !== OWNER_PREFIX || !/^\d{4}$/.test(year ?? '') || !parsed.success) return null;
  return { taxYear: Number(year), category: parsed.data };
}

/** An uploaded document as the routes answer it. */
export const uploadedDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
  category: z.enum(documentCategories),
  taxYear: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type UploadedDocument = z.output<typeof uploadedDocumentSchema>;

/** One category card: how many documents it holds, uploaded and made by Keel. */
export const categoryCardSchema = z.object({
  category: z.enum(documentCategories),
  label: z.string(),
  count: z.number().int().nonnegative(),
  /** What the count is made of, in words. */
  counts: z.string(),
});
export type CategoryCard = z.output<typeof categoryCardSchema>;

/** A tax year's documents: the uploads and the category cards. */
export const documentLibrarySchema = z.object({
  documents: z.array(uploadedDocumentSchema),
  categories: z.array(categoryCardSchema),
});
export type DocumentLibrary = z.output<typeof documentLibrarySchema>;

/** What Keel itself made for the year, counted on the cards beside the uploads. */
export interface GeneratedCounts {
  /** Forms W-2 (one per employee paid); null when the role may not see payroll. */
  w2: number | null;
  form1099Nec: number;
  /** Tax payments recorded in Keel in the year. */
  payments: number;
}

const plural = (n: number, [one, many]: readonly [string, string]) =>
  `${n} ${n === 1 ? one : many}`;

/** How the cards name what Keel made of each kind. */
const madeNames: Partial<Record<DocumentCategory, readonly [string, string]>> = {
  w2: ['W-2 from Keel', 'W-2s from Keel'],
  form1099: ['1099-NEC from Keel', '1099-NECs from Keel'],
  paymentRecords: ['payment recorded in Keel', 'payments recorded in Keel'],
};

/** The category cards of a year: the uploads of each, plus the forms and payments Keel made. */
export function categoryCards(
  documents: readonly UploadedDocument[],
  generated: GeneratedCounts,
): CategoryCard[] {
  const made: Partial<Record<DocumentCategory, number | null>> = {
    w2: generated.w2,
    form1099: generated.form1099Nec,
    paymentRecords: generated.payments,
  };
  return documentCategories.map((category) => {
    const uploaded = documents.filter((d) => d.category === category).length;
    const byKeel = made[category] ?? null;
    const names = madeNames[category];
    return {
      category,
      label: categoryLabels[category],
      count: uploaded + (byKeel ?? 0),
      counts: [
        byKeel === null || !names ? null : plural(byKeel, names),
        plural(uploaded, ['uploaded', 'uploaded']),
      ]
        .filter(Boolean)
        .join(', '),
    };
  });
}
